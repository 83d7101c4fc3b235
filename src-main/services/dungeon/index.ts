import type { MethodParams } from '../../../src-shared/contract';
import { dungeonActions, type DungeonDeps } from './actions';
import { effectActions } from './effects';
import { lightActions } from './lights';
import { searchActions } from './searches';
import { spellActions } from './spells';
import { dungeonState } from './state';
import { timeActions } from './time';
import { wanderingActions } from './wandering';

/** The dungeon-turn view's use cases, each answered with the state the GM (or the players) now see. */
export function dungeonService(deps: DungeonDeps) {
  const state = dungeonState(deps);
  const actions = dungeonActions(deps, state);
  return {
    state: (input: MethodParams<'dungeon.state'>) => state(input.partyId, input.audience),
    ...timeActions(deps, actions),
    ...lightActions(deps, actions),
    effects: effectActions(deps, actions),
    spells: spellActions(deps, actions),
    ...searchActions(actions),
    ...wanderingActions(deps, actions),
  };
}

export type DungeonService = ReturnType<typeof dungeonService>;
