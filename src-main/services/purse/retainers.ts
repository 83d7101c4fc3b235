import type { MethodParams } from '../../../src-shared/contract';
import type { MemberRepository, MemberRow } from '../../db/repositories/members';
import type { RetainerRules } from '../../rules/ruleset';
import { AppError, notFound, raise } from '../errors';
import type { ActionContext } from '../journal';
import type { RulesetOf } from '../rulesets';
import { readHire } from './holdings';

// Retainers: a hireling who serves one character, within the employer's limit and at
// the Loyalty the employer's rules give (Basic Fantasy: supplement A25), and the
// Loyalty checks the GM calls for (A16, A25).

type Terms = NonNullable<MethodParams<'purse.hire'>['terms']>;

export function retainerTerms(deps: { members: MemberRepository; rulesetOf: RulesetOf }) {
  const { members, rulesetOf } = deps;

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
      const result = rules.check({ loyalty: hire.loyalty, situation: input.situation, adjustment: input.adjustment }, ctx.rng);
      ctx.keep(`Loyalty: ${member.name} (${result.target} or less holds)`, result.roll);
      ctx.about(member.id);
      if (result.loyalty !== hire.loyalty) members.update(member.id, { hire: JSON.stringify({ ...hire, loyalty: result.loyalty }) });
      const adjusted = input.adjustment === 0 ? '' : ` (GM ${input.adjustment > 0 ? '+' : ''}${input.adjustment})`;
      return { partyId: member.partyId, summary: `Loyalty check for ${member.name}${adjusted}: ${result.text}` };
    },
  };
}

export type RetainerTerms = ReturnType<typeof retainerTerms>;
