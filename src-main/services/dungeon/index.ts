import type { MethodParams } from '../../../src-shared/contract';
import { dungeonActions, type DungeonDeps } from './actions';
import { effectActions } from './effects';
import { hexEntrances } from './hex-entrances';
import { lightActions } from './lights';
import { levelEditing } from './level-editing';
import { levelReader } from './level-view';
import { placeActions } from './place-actions';
import { placeParty } from './place';
import { sightReach } from './reach';
import { playersMap } from './players-map';
import { searchActions } from './searches';
import { spellActions } from './spells';
import { clockOnly, dungeonState } from './state';
import { timeActions } from './time';
import { wanderingActions } from './wandering';

/** The dungeon-turn view's use cases, each answered with the state the GM (or the players) now see. */
export function dungeonService(deps: DungeonDeps) {
  const state = dungeonState(deps);
  const { levels, bestiary, parties } = deps.store;
  const reader = levelReader(levels);
  const place = placeParty({ levels, bestiary, parties, raiser: deps.engine.sightings, reader, reach: sightReach(deps) });
  const actions = dungeonActions(deps, state, place.lookAround);
  return {
    levels: levelEditing(levels, bestiary, deps.journal, reader),
    place: placeActions({ ...deps, levels, reader, place }, actions),
    entrances: hexEntrances({ ...deps, regions: deps.store.regions, reader, place }),
    map: playersMap(parties, reader),
    state: (input: MethodParams<'dungeon.state'>) => state(input.partyId, input.audience),
    clockOnly: clockOnly(deps),
    ...timeActions(deps, actions),
    ...lightActions(deps, actions),
    effects: effectActions(deps, actions),
    spells: spellActions(deps, actions),
    ...searchActions(actions),
    ...wanderingActions(deps, actions),
  };
}

export type DungeonService = ReturnType<typeof dungeonService>;
