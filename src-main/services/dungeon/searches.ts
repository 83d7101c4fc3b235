import type { ActionResult, MethodParams, PartyView } from '../../../src-shared/contract';
import type { DungeonCheck, Ruleset } from '../../rules/ruleset';
import { AppError } from '../errors';
import type { ActionContext } from '../journal';
import type { DungeonActions } from './context';
import { spanOf } from './turns';

/** Searching for traps and secret doors, listening, forcing doors: a ruleset's check, its dice and its time. */
export function searchActions({ act, spend, memberOf }: DungeonActions) {
  function searcherOf(party: PartyView, ruleset: Ruleset, memberId: number) {
    const m = memberOf(party, memberId);
    if (m.kind !== 'pc' && m.kind !== 'hireling') throw new AppError('invalid_input', `memberId: ${m.name} cannot do that`, ['memberId']);
    const profile = ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp && { current: m.fp.current, max: m.fp.max } });
    return { member: m, searcher: { name: m.name, profile } };
  }

  /** A check's dice go to the journal (secret ones hidden from the players) and its time to the clock. */
  function settle(ctx: ActionContext, partyId: number, check: DungeonCheck): void {
    // The chance goes in the entry's notes, so the GM reads back what the odds were.
    if (check.chance) ctx.note(`Chance: ${check.chance.text} (${Math.round(check.chance.probability * 100)}%).`);
    check.rolls.forEach((r) => ctx.keep(r.label, r.roll, { secret: r.secret }));
    if (check.seconds > 0) spend(ctx, partyId, check.seconds);
  }

  return {
    searchTraps(input: MethodParams<'dungeon.searchTraps'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'search', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.searchTraps(searcher, input, ctx.rng);
        if (!check.attempted) return { summary: `${member.name} ${check.reason}` };
        ctx.note(check.success ? `${member.name} found a trap.` : `${member.name} found no trap.`);
        settle(ctx, party.id, check);
        return {
          summary: `${member.name} searches ${input.areaSquareFeet} sq ft for traps (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${check.success ? 'a trap!' : 'nothing found'}`,
        };
      });
    },

    searchSecretDoors(input: MethodParams<'dungeon.searchSecretDoors'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'search', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.searchSecretDoors(searcher, input, ctx.rng);
        ctx.note(check.success ? `${member.name} found a secret door.` : `${member.name} found no secret door.`);
        settle(ctx, party.id, check);
        return {
          summary: `${member.name} searches ${input.wallFeet}' of wall for secret doors (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${check.success ? 'a door!' : 'nothing found'}`,
        };
      });
    },

    listen(input: MethodParams<'dungeon.listen'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'listen', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.listen(searcher, input, ctx.rng);
        settle(ctx, party.id, check);
        return { summary: `${member.name} listens at the door: ${check.success ? 'hears something' : 'hears nothing'}` };
      });
    },

    forceDoor(input: MethodParams<'dungeon.forceDoor'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'door', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.forceDoor(searcher, input, ctx.rng);
        settle(ctx, party.id, check);
        const what = { 'stuck-door': 'a stuck door', 'locked-door': 'a locked door', bars: 'the bars' }[input.obstacle];
        return {
          summary: `${member.name} ${input.obstacle === 'bars' ? 'strains at' : 'forces'} ${what}: ${check.success ? 'it gives!' : 'no luck'}`,
        };
      });
    },
  };
}
