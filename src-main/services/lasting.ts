import type { MemberFigures, MemberView, MethodParams, PartyView } from '../../src-shared/contract';
import type { LastingRow, MemberRepository } from '../db/repositories/members';
import { type CharacterProfile, type LastingState, type Pools, type Ruleset } from '../rules/ruleset';
import { AppError, notFound, raise } from './errors';
import type { ActionContext, JournalService } from './journal';
import type { RulesetOf } from './rulesets';
import { ruleErrorsAt } from './errors';
import { profileOfStored } from './sheet-profiles';

// Lasting conditions on members: what the clock does to them as time passes, what
// a card shows, and the GM's hand on them. The rules are the ruleset's (`lasting`);
// this module reads and writes the members' stored state around them.

export const parseLasting = (json: string): LastingState => {
  const parsed = JSON.parse(json) as Partial<LastingState>;
  return { conditions: parsed.conditions ?? [], hpSeen: parsed.hpSeen ?? null };
};

const poolsOf = (m: Pick<LastingRow, 'hpCurrent' | 'hpMax' | 'fpCurrent' | 'fpMax'>): Pools => ({
  hp: { current: m.hpCurrent, max: m.hpMax },
  fp: m.fpCurrent === null || m.fpMax === null ? null : { current: m.fpCurrent, max: m.fpMax },
});

/** A file's conditions as stored, each checked by the rules; a wrong one is refused at its place in the file. */
export function lastingFromFile(ruleset: Ruleset, list: readonly { id: string; since: number }[], hp: number, at: (string | number)[]): string {
  let state: LastingState = { conditions: [], hpSeen: hp };
  list.forEach((c, i) => {
    state = ruleErrorsAt(() => ruleset.lasting.set(state, c.id, true, c.since), [...at, i, 'id'], () => [...at, i, 'id']);
  });
  return JSON.stringify(state);
}

/** A member's lasting conditions as a card shows them, oldest first. */
export function lastingOfMember(ruleset: Ruleset, json: string, profile: CharacterProfile | null): MemberView['lasting'] {
  if (!profile) return [];
  const state = parseLasting(json);
  const described = ruleset.lasting.describe(state, profile);
  const lasting = state.conditions
    .map((c) => ({ since: c.since, ...described.find((d) => d.id === c.id) }))
    .filter((c): c is { since: number; id: string; label: string; effect: string } => c.id !== undefined)
    .sort((a, b) => a.since - b.since);
  return lasting;
}

/** The figures' standing conditions with the lasting ones first; a pool's own "dead" or "dying" is not said twice. */
export function withLastingConditions(figures: MemberFigures, lasting: MemberView['lasting']): MemberFigures {
  if (lasting.length === 0) return figures;
  const ids = new Set(lasting.map((c) => c.id));
  return { ...figures, conditions: [...lasting.map(({ id, label, effect }) => ({ id, label, effect })), ...figures.conditions.filter((c) => !ids.has(c.id))] };
}

/**
 * The clock's look at everyone who carries a lasting condition or stands at 0 HP or
 * below, over game time `from` to `to`. Answers whether something needs the GM,
 * and whether any member's state changed (a new death, someone newly dying).
 */
export function settleLasting(
  ruleset: Ruleset,
  ctx: ActionContext,
  members: MemberRepository,
  span: { from: number; to: number; bedRest: boolean },
): { needsGm: string[]; changed: boolean } {
  const needsGm: string[] = [];
  let changed = false;
  const written: Pick<LastingRow, 'id' | 'hpCurrent' | 'lasting'>[] = [];
  for (const row of members.withLasting(ctx.campaignId)) {
    const pools = poolsOf(row);
    const before = parseLasting(row.lasting);
    const outcome = ruleset.lasting.afterTime(
      { name: row.name, profile: profileOfStored(ruleset, row.sheet, pools), pools, state: before, from: span.from, to: span.to, bedRest: span.bedRest },
      ctx.rng,
    );
    ctx.keepRolls(outcome.rolls);
    outcome.notes.forEach((n) => ctx.note(n));
    const json = JSON.stringify(outcome.state);
    const hp = outcome.hp ?? row.hpCurrent;
    if (json !== row.lasting || hp !== row.hpCurrent) written.push({ id: row.id, hpCurrent: hp, lasting: json });
    const conditionsChanged = JSON.stringify(outcome.state.conditions.map((c) => c.id)) !== JSON.stringify(before.conditions.map((c) => c.id));
    changed ||= conditionsChanged;
    if (outcome.notes.length > 0 || outcome.rolls.length > 0 || conditionsChanged) ctx.about(row.id);
    if (outcome.needsGm) needsGm.push(outcome.needsGm);
  }
  members.saveLasting(written);
  return { needsGm, changed };
}

/** The GM sets or clears a lasting condition by hand: one journaled, undoable action. */
export function lastingService(deps: {
  members: MemberRepository;
  campaignOf: (memberId: number) => number | undefined;
  rulesetOf: RulesetOf;
  journal: JournalService;
  now: (campaignId: number) => number;
  view: (partyId: number) => PartyView;
}) {
  return {
    setCondition(input: MethodParams<'member.setCondition'>): PartyView {
      const member = deps.members.get(input.memberId) ?? raise(notFound('member', input.memberId, 'memberId'));
      if (member.kind !== 'pc' && member.kind !== 'hireling') throw new AppError('invalid_input', `memberId: ${member.name} is not a character`, ['memberId']);
      // A fight keeps its own conditions until it ends and writes them back.
      if (deps.members.inFight(member.id)) throw new AppError('conflict', `memberId: ${member.name} is in a fight; set conditions there, they outlast it`, ['memberId']);
      const campaignId = deps.campaignOf(member.id) ?? raise(notFound('member', input.memberId, 'memberId'));
      const ruleset = deps.rulesetOf(campaignId);
      deps.journal.record(campaignId, { kind: 'party', request: input }, (ctx) => {
        const before = parseLasting(member.lasting);
        const after = ruleErrorsAt(() => ruleset.lasting.set(before, input.condition, input.on, deps.now(campaignId)), ['condition'], (p) => [...p]);
        const label = ruleset.lasting.kinds.find((k) => k.id === input.condition)?.label ?? input.condition;
        const had = before.conditions.some((c) => c.id === input.condition);
        if (had === input.on) throw new AppError('invalid_input', `condition: ${member.name} is ${input.on ? 'already' : 'not'} ${label.toLowerCase()}`, ['condition']);
        // The GM's word stands for the HP as they are now: no death check is owed for them.
        deps.members.setLasting(member.id, JSON.stringify({ ...after, hpSeen: member.hpCurrent }));
        if (input.note) ctx.note(input.note);
        ctx.about(member.id);
        return { summary: `${member.name}: ${label.toLowerCase()} ${input.on ? 'set' : 'cleared'} by hand`, result: null };
      });
      return deps.view(member.partyId);
    },
  };
}



export type LastingService = ReturnType<typeof lastingService>;
