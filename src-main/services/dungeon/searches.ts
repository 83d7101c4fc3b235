import type { ActionResult, JournalKind, MethodParams, PartyView } from '../../../src-shared/contract';
import type { Rng } from '../../rules/dice';
import type { DungeonCheck, DungeonRules, DungeonSearcher, Ruleset } from '../../rules/ruleset';
import { AppError } from '../errors';
import type { ActionContext } from '../journal';
import type { Audience } from '../../../src-shared/contract';
import type { DungeonActions } from './actions';
import { spanOf } from './turns';

type MemberRequest = { partyId: number; audience: Audience; memberId: number; letTimeRun: boolean };

/** Who tries a check, and where a check's dice and time go: shared by the searches typed in and those that read the map. */
export function checkParts({ spend, memberOf }: DungeonActions) {
  function searcherOf(party: PartyView, ruleset: Ruleset, memberId: number) {
    const m = memberOf(party, memberId);
    if (m.kind !== 'pc' && m.kind !== 'hireling') throw new AppError('invalid_input', `memberId: ${m.name} cannot do that`, ['memberId']);
    const profile = ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp && { current: m.fp.current, max: m.fp.max } });
    return { member: m, searcher: { name: m.name, profile } };
  }

  /** A check's dice go to the journal (secret ones hidden from the players) and its time to the clock. */
  function settle(ctx: ActionContext, partyId: number, check: DungeonCheck, letTimeRun: boolean): void {
    // The chance goes in the entry's notes, so the GM reads back what the odds were.
    if (check.chance) ctx.note(`Chance: ${check.chance.text} (${Math.round(check.chance.probability * 100)}%).`);
    ctx.keepRolls(check.rolls);
    if (check.seconds > 0) spend(ctx, partyId, check.seconds, letTimeRun);
  }
  return { searcherOf, settle };
}

/** Searching for traps and secret doors, listening, forcing doors: a ruleset's check, its dice and its time. */
export function searchActions(actions: DungeonActions) {
  const { act } = actions;
  const { searcherOf, settle } = checkParts(actions);

  /** One member's check as one action: who tries, what the rules roll, its dice and time; `tell` words the outcome. */
  function memberCheck(
    kind: JournalKind,
    input: MemberRequest,
    roll: (rules: DungeonRules, searcher: DungeonSearcher, rng: Rng) => DungeonCheck,
    tell: (name: string, check: DungeonCheck, ruleset: Ruleset) => { summary: string; note?: string },
  ): ActionResult {
    return act(input.partyId, input.audience, { kind, request: input }, (ctx, party, ruleset) => {
      const { member, searcher } = searcherOf(party, ruleset, input.memberId);
      ctx.about(member.id);
      const check = roll(ruleset.dungeon, searcher, ctx.rng);
      if (!check.attempted) return { summary: `${member.name} ${check.reason}` };
      const { summary, note } = tell(member.name, check, ruleset);
      if (note) ctx.note(note);
      settle(ctx, party.id, check, input.letTimeRun);
      return { summary };
    });
  }

  return {
    searchTraps: (input: MethodParams<'dungeon.searchTraps'>): ActionResult =>
      memberCheck('search', input, (rules, searcher, rng) => rules.searchTraps(searcher, input, rng), (name, check, ruleset) => ({
        note: check.success ? `${name} found a trap.` : `${name} found no trap.`,
        summary: `${name} searches ${input.areaSquareFeet} sq ft for traps (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${check.success ? 'a trap!' : 'nothing found'}`,
      })),

    searchSecretDoors: (input: MethodParams<'dungeon.searchSecretDoors'>): ActionResult =>
      memberCheck('search', input, (rules, searcher, rng) => rules.searchSecretDoors(searcher, { ...input, doorModifier: 0 }, rng), (name, check, ruleset) => ({
        note: check.success ? `${name} found a secret door.` : `${name} found no secret door.`,
        summary: `${name} searches ${input.wallFeet}' of wall for secret doors (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${check.success ? 'a door!' : 'nothing found'}`,
      })),

    listen: (input: MethodParams<'dungeon.listen'>): ActionResult =>
      memberCheck('listen', input, (rules, searcher, rng) => rules.listen(searcher, input, rng), (name, check) => ({
        summary: `${name} listens at the door: ${check.success ? 'hears something' : 'hears nothing'}`,
      })),

    forceDoor(input: MethodParams<'dungeon.forceDoor'>): ActionResult {
      const what = { 'stuck-door': 'a stuck door', 'locked-door': 'a locked door', bars: 'the bars' }[input.obstacle];
      return memberCheck('door', input, (rules, searcher, rng) => rules.forceDoor(searcher, input, rng), (name, check) => ({
        summary: `${name} ${input.obstacle === 'bars' ? 'strains at' : 'forces'} ${what}: ${check.success ? 'it gives!' : 'no luck'}`,
      }));
    },
  };
}
