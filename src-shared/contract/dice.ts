import { z } from 'zod';
import { defineDomain, gmOnly } from './define';

// The dice roller: the engine in src-main/rules/dice, reachable by the UI and by
// scripting GMs. Nothing here writes to the campaign; every roll says which seed
// it used, so passing that seed back reproduces it exactly.

export const seed = z
  .union([z.string().min(1).max(100), z.number().int()])
  .optional()
  .describe('Seed for the dice; omitted: a fresh one, returned in the answer');

const diceGroup = z.object({
  notation: z.string(),
  sides: z.number().int(),
  faces: z.array(z.number().int()).readonly(),
  kept: z.array(z.number().int()).readonly(),
  subtotal: z.number(),
});
export const rollResultSchema = z.object({
  expression: z.string(),
  total: z.number(),
  // Readonly like the engine's own RollResult, so a roll passes through untouched.
  dice: z.array(diceGroup).readonly(),
});
export type RollResultDto = z.infer<typeof rollResultSchema>;

const expression = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

export const dice = defineDomain('dice', {
  roll: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Roll a dice expression (NdM, d%, GURPS 3d+1, ×/÷, keep highest/lowest) and show every face.',
    input: z.object({ expression, seed }).strict(),
    output: z.object({ seed: z.string(), roll: rollResultSchema }),
  },
  distribution: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Exact probability of every total of a dice expression, and of a target if one is given.',
    input: z
      .object({
        expression,
        atMost: z.number().int().optional(),
        atLeast: z.number().int().optional(),
      })
      .strict(),
    output: z.object({
      expression: z.string(),
      min: z.number(),
      max: z.number(),
      mean: z.number(),
      outcomes: z.array(z.object({ total: z.number(), probability: z.number() })),
      probabilityAtMost: z.number().optional(),
      probabilityAtLeast: z.number().optional(),
    }),
  },
});
