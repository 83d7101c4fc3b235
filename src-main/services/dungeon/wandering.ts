import type { ActionResult, MethodParams } from '../../../src-shared/contract';
import { SECONDS_PER_TURN } from '../../../src-shared/time';
import { wanderingMonsterCheck } from '../../rules/world';
import { AppError } from '../errors';
import type { DungeonActions, DungeonDeps } from './actions';
import { turns } from './turns';

/** The GM's own wandering-monster check, and the level's table the clock checks by. */
export function wanderingActions(deps: DungeonDeps, { act }: DungeonActions) {
  const { engine, store } = deps;
  return {
    wanderingCheck(input: MethodParams<'dungeon.wanderingCheck'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'encounter', request: input }, (ctx, party) => {
        const schedule = engine.schedule(party.campaignId, party.id) ?? { interval: 3 * SECONDS_PER_TURN, chanceInSix: 1, entries: [] };
        const check = wanderingMonsterCheck(ctx.rng, schedule);
        ctx.keep('Wandering monster check', check.roll, { secret: true });
        if (!check.monsters) return { summary: 'Wandering monster check: all quiet' };
        if (check.monsters.roll) ctx.keep('Wandering monster', check.monsters.roll, { secret: true });
        const { what } = check.monsters;
        ctx.note(`Wandering monsters: ${what}.`);
        return { summary: `Wandering monsters: ${what}`, stoppedBy: `Wandering monsters: ${what}.` };
      });
    },

    setEncounterTable(input: MethodParams<'dungeon.setEncounterTable'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'table', request: input }, (_ctx, party) => {
        if (party.location.kind !== 'dungeon' || !party.location.name) {
          throw new AppError('invalid_input', 'partyId: the party is not on a named dungeon level', ['partyId']);
        }
        store.tables.put(party.campaignId, party.location.name, input);
        return {
          summary: `Wandering monsters on ${party.location.name}: ${input.chanceInSix} in 6 every ${turns(input.checkEveryTurns)}, ${input.entries.length} entries`,
        };
      });
    },
  };
}
