import { z } from 'zod';
import { defineDomain } from './define';

// Shell calculators (src-main/rules/shell): point-buy pricing, rolls and their chances.

export const rulesShell = defineDomain('rules.shell', {
  attributeChance: {
    kind: 'query',
    summary: 'The exact chance of an attribute roll on 3d6: easy +2, average 0, hard -3, plus any GM modifier.',
    input: z
      .object({
        value: z.number().int().min(1).max(40),
        difficulty: z.enum(['easy', 'average', 'hard']).default('average'),
        modifier: z.number().int().min(-20).max(20).default(0),
      })
      .strict(),
    output: z.object({ target: z.number().int(), formula: z.string(), probability: z.number() }),
  },
});
