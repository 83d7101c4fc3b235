import type { ActionResult, MethodParams } from '../../../src-shared/contract';
import { readEntryLine } from '../../../src-shared/contract/encounter-lines';
import { AppError } from '../errors';
import type { DungeonActions, DungeonDeps } from './actions';
import { turns } from './turns';

/** The GM's own wandering-monster check, and the level's table the clock checks by. */
export function wanderingActions(deps: DungeonDeps, { act }: DungeonActions) {
  const { engine, store } = deps;
  return {
    wanderingCheck(input: MethodParams<'dungeon.wanderingCheck'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'encounter', request: input }, (ctx, party, ruleset) => {
        const now = ctx.startedAt;
        const schedule = engine.schedule(party.campaignId, party.id, now);
        // Nowhere in particular, the check still runs, on an empty table at A10's dungeon chance.
        const where = schedule?.at(now) ?? { setting: 'dungeon' as const, levelName: party.location.name, place: party.location.name || 'here', night: false };
        const met = engine.sightings.check(ctx, ruleset, party.id, where, schedule?.chanceInSix ?? 1, now);
        if (!met) return { summary: 'Wandering monster check: all quiet' };
        ctx.note(met);
        return { summary: met.replace(/\.$/, ''), stoppedBy: met, stopReason: 'encounter' };
      });
    },

    setEncounterTable(input: MethodParams<'dungeon.setEncounterTable'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'table', request: input }, (_ctx, party) => {
        if (party.location.kind !== 'dungeon' || !party.location.name) {
          throw new AppError('invalid_input', 'partyId: the party is not on a named dungeon level', ['partyId']);
        }
        // A plain line typed again keeps the foe and number it pointed at; "what | foe | how many" says them itself.
        const before = store.tables.get(party.campaignId, party.location.name)?.entries ?? [];
        const entries = input.entries.map((e, i) => {
          if (typeof e !== 'string') return e;
          if (!e.includes('|')) return before.find((b) => b.text === e) ?? { text: e };
          const read = readEntryLine(e);
          if ('reason' in read) throw new AppError('invalid_input', `entries.${i}: "${e}": ${read.reason}`, ['entries', i]);
          return read.entry;
        });
        store.tables.put(party.campaignId, party.location.name, { ...input, entries });
        return {
          summary: `Wandering monsters on ${party.location.name}: ${input.chanceInSix} in 6 every ${turns(input.checkEveryTurns)}, ${input.entries.length} entries`,
        };
      });
    },
  };
}
