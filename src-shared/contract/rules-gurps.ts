import { z } from 'zod';
import { defineDomain } from './define';

// GURPS Lite and GULLIVER calculators (src-main/rules/gurps, src-main/rules/gulliver):
// pure answers with the formula behind each figure. Nothing here writes to a campaign.

const effective = z.number().int('must be a whole number').min(-20, 'must be -20 to 40').max(40, 'must be -20 to 40');

export const successChances = z.object({
  success: z.number(),
  criticalSuccess: z.number(),
  failure: z.number(),
  criticalFailure: z.number(),
});

export const rulesGurps = defineDomain('rules.gurps', {
  successChance: {
    kind: 'query',
    summary: 'The exact chance of success, critical success and critical failure of a 3d6 roll against an effective skill (supplement B5).',
    input: z.object({ effective }).strict(),
    output: successChances,
  },
});

export const rulesGulliver = defineDomain('rules.gulliver', {});
