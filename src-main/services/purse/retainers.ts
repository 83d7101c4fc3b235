import type { MethodParams } from '../../../src-shared/contract';
import type { FightRepository } from '../../db/repositories/fights';
import type { MemberRepository, MemberRow } from '../../db/repositories/members';
import type { RetainerRules } from '../../rules/ruleset';
import { AppError, notFound, raise } from '../errors';
import type { ActionContext } from '../journal';
import type { RulesetOf } from '../rulesets';
import { fighterOf } from '../combat/fighters';
import { readHire } from './holdings';

// Retainers: a hireling who serves one character, within the employer's limit and at
// the Loyalty the employer's rules give (Basic Fantasy: supplement A25), and the
// Loyalty checks the GM calls for (A16, A25) with what a failed one does: out of the
// fight in a fight, out of service after an adventure.

type Terms = NonNullable<MethodParams<'purse.hire'>['terms']>;

export function retainerTerms(deps: { members: MemberRepository; fights: FightRepository; rulesetOf: RulesetOf }) {
  const { members, fights, rulesetOf } = deps;

  /** The member's place in the fight the campaign is running, if the member fights in it. */
  const inRunningFight = (campaignId: number, memberId: number) => {
    const fight = fights.latest(campaignId);
    return fight?.status === 'active' ? fights.combatants(fight.id).find((r) => r.memberId === memberId) : undefined;
  };

  const rulesOf = (campaignId: number, field: (string | number)[]): RetainerRules =>
    rulesetOf(campaignId).retainers ?? raise(new AppError('invalid_input', `${field.join('.')}: ${rulesetOf(campaignId).name} has no rules for retainers`, field));

  return {
    /**
     * The employer a hireling's terms name, checked against the rules (the limit by CHA,
     * the highest level a retainer may have), and the Loyalty to keep: the terms' own, or
     * the one the employer's rules start a retainer at. Refuses at `terms.employerId`.
     */
    settle(member: MemberRow, campaignId: number, terms: Terms): { employerId: number | null; loyalty: number | null; note: string } {
      if (terms.employerId === null) return { employerId: null, loyalty: terms.loyalty, note: '' };
      const field = ['terms', 'employerId'];
      const refuse = (reason: string) => new AppError('invalid_input', `terms.employerId: ${reason}`, field);
      const rules = rulesOf(campaignId, field);
      const employer = members.get(terms.employerId) ?? raise(notFound('member', terms.employerId, 'terms.employerId'));
      if (employer.id === member.id) throw refuse(`${member.name} cannot serve as a retainer to themself`);
      if (employer.kind !== 'pc') throw refuse(`${employer.name} is not a player character, and only characters keep retainers`);
      if (employer.partyId !== member.partyId) throw refuse(`${employer.name} is not in ${member.name}'s party`);
      const allows = rules.employer(JSON.parse(employer.sheet) as Record<string, unknown>);
      const serving = members.retainersOf(employer.id).filter((r) => r.id !== member.id);
      if (serving.length >= allows.limit) {
        throw refuse(`${employer.name} may keep at most ${allows.limit} retainer${allows.limit === 1 ? '' : 's'} and has ${serving.length} (${serving.map((r) => r.name).join(', ')}); ${allows.reason}`);
      }
      if (allows.maxLevel < 0) throw refuse(`${employer.name} is too low in level to keep retainers (${allows.reason})`);
      const level = rules.levelOf(JSON.parse(member.sheet) as Record<string, unknown>);
      if (level > allows.maxLevel) throw refuse(`${member.name} is level ${level}, above the level ${allows.maxLevel} ${employer.name} may keep (${allows.reason})`);
      const loyalty = terms.loyalty ?? allows.loyalty;
      return { employerId: employer.id, loyalty, note: `, serving ${employer.name} (${allows.reason})` };
    },

    /** A Loyalty check the GM calls for, inside the caller's journaled action: the dice kept, a raised Loyalty written. */
    check(ctx: ActionContext, member: MemberRow, campaignId: number, input: MethodParams<'purse.loyalty'>): { summary: string; partyId: number } {
      const rules = rulesOf(campaignId, ['memberId']);
      const hire = readHire(member.hire);
      if (member.kind !== 'hireling' || !hire) throw new AppError('invalid_input', `memberId: ${member.name} is not hired`, ['memberId']);
      if (hire.loyalty === null) throw new AppError('invalid_input', `memberId: ${member.name} has no Loyalty score; set one in the terms of hire`, ['memberId']);
      const fighting = input.situation === 'after-adventure' ? undefined : inRunningFight(campaignId, member.id);
      if (fighting?.out) throw new AppError('invalid_input', `memberId: ${member.name} is already out of the fight`, ['memberId']);
      const result = rules.check({ loyalty: hire.loyalty, situation: input.situation, adjustment: input.adjustment }, ctx.rng);
      ctx.keep(`Loyalty: ${member.name}`, result.roll, { against: `${result.target} or less holds` });
      ctx.about(member.id);
      const adjusted = input.adjustment === 0 ? '' : ` (GM ${input.adjustment > 0 ? '+' : ''}${input.adjustment})`;
      const summary = `Loyalty check for ${member.name}${adjusted}: ${result.text}`;
      if (result.flees && fighting) {
        const fled = rules.flee(fighterOf(fighting));
        fights.saveCombatant({ ...fighting, state: fled.state === undefined ? fighting.state : JSON.stringify(fled.state), out: fled.out ?? true });
        ctx.note(`${member.name} leaves the fight, fleeing: out of it, not dead.`);
      } else if (result.flees) ctx.note(`${member.name} is in no fight Lantern is running: the flight is the GM's to play out.`);
      const employer = member.employerId === null ? undefined : members.get(member.employerId);
      const served = employer ? `${employer.name}'s service` : 'service';
      if (result.quits || (result.flees && input.endTermsIfFlees)) {
        members.update(member.id, { hire: null, employerId: null });
        const why = result.quits ? 'the check after the adventure decides it (supplement A25)' : "the GM's call: the rules do not say a retainer who flees a fight quits";
        ctx.note(`${member.name}'s terms of hire end: ${why}. Whether ${member.name} walks off at once, and with the gear the employer gave, is the GM's call.`);
        ctx.alert(`${member.name} leaves ${served}.`, { at: ctx.startedAt });
        return { partyId: member.partyId, summary: `${summary}; the terms of hire end` };
      }
      if (result.loyalty !== hire.loyalty) members.update(member.id, { hire: JSON.stringify({ ...hire, loyalty: result.loyalty }) });
      return { partyId: member.partyId, summary };
    },
  };
}

export type RetainerTerms = ReturnType<typeof retainerTerms>;
