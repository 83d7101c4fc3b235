import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { int } from './fields';
import { shellCharacterSheet } from './sheets';
import { ids } from './ids';

// Shell calculators (src-main/rules/shell): point-buy pricing, rolls and their chances.
// Every answer is computed, never stored: `build` prices a sheet against a campaign's
// budgets without saving it, so the builder can show what is spent and left as the GM types.

const decimal = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);
const name = (fallback: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters')
    .default(fallback);
const modifier = int(-20, 20).default(0);

const figure = z.object({ value: z.number(), formula: z.string() });
const ledger = z.object({
  budget: z.number(),
  spent: z.number(),
  /** Negative when over budget. */
  left: z.number(),
  items: z.array(z.object({ label: z.string(), amount: z.number(), formula: z.string() })),
});
const problem = z.object({
  code: z.string(),
  /** An error refuses the save (for a PC); a warning is the GM's call. */
  severity: z.enum(['error', 'warning']),
  /** The builder's name for the spot, e.g. "secondary.MV" or "skills[2].kind". */
  field: z.string(),
  /** The same spot in this call's input, e.g. ["sheet", "secondary", "mv"]. */
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
const training = z.object({ training: z.string(), karateBelt: z.string(), education: z.string() });

export const shellPrimaryIds = ['ST', 'AG', 'IQ'] as const;
export const shellSecondaryIds = ['HT', 'HP', 'END', 'WP', 'CHA', 'PER', 'MV', 'Flight', 'DR', 'DM', 'MR', 'ATMod', 'DEFMod'] as const;
const availability = z.enum(['anyone', 'npc-only', 'npc-normally']);

export const rulesShell = defineDomain('rules.shell', {
  attributeChance: {
    kind: 'query',
    roles: gmOnly,
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
  charts: {
    kind: 'query',
    roles: gmOnly,
    summary:
      'The tables a Shell builder offers: each primary attribute level with its chp, max encumbrance, damage and AT/DEF mods; the secondary attributes and their prices; wealth steps; the advantage multipliers; skill training levels.',
    input: z.object({}).strict(),
    output: z.object({
      attributes: z.array(
        z.object({
          level: z.number().int(),
          chp: z.number().int(),
          maxEncumbranceLb: z.number(),
          baseDamage: z.string(),
          atMod: z.number().int(),
          defMod: z.number().int(),
        }),
      ),
      secondary: z.array(
        z.object({
          id: z.enum(shellSecondaryIds),
          /** The key in the stored sheet's `secondary`. */
          key: z.string(),
          label: z.string(),
          availability,
          costNote: z.string(),
          pcMaxRaise: z.number().int().nullable(),
        }),
      ),
      wealth: z.array(z.object({ key: z.enum(['x0.1', 'x0.4', 'x1', 'x2', 'x5']), multiplier: z.number(), chp: z.number().int() })),
      /** The advantage guideline's multipliers. */
      severities: z.array(z.object({ id: z.enum(['slight', 'moderate', 'significant', 'extreme']), multiplier: z.number() })),
      frequencies: z.array(z.object({ id: z.enum(['rarely', 'occasionally', 'often', 'always']), multiplier: z.number() })),
      training: z.array(training.extend({ from: z.number().int(), to: z.number().int().nullable() })),
    }),
  },
  build: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "Price a Shell sheet (the stored schema) against its campaign's chp and exp budgets without saving it: every item spent with its formula, what is left, each attribute with its formula, the derived figures, the skills' exp and every problem with the sheet path it concerns.",
    input: z.object({ campaignId: ids.campaign, sheet: shellCharacterSheet }).strict(),
    output: z.object({
      isPc: z.boolean(),
      /** No error-level problem: the campaign will accept the sheet. */
      ok: z.boolean(),
      race: z.string().nullable(),
      chp: ledger,
      exp: ledger,
      primaries: z.array(
        z.object({
          id: z.enum(shellPrimaryIds),
          label: z.string(),
          bought: z.number().int(),
          racial: z.number().int(),
          value: z.number().int(),
          /** chp for the bought level; null off the chart. */
          chp: z.number().int().nullable(),
          formula: z.string(),
        }),
      ),
      secondary: z.array(
        z.object({
          id: z.enum(shellSecondaryIds),
          key: z.string(),
          label: z.string(),
          availability,
          base: z.number().int(),
          bought: z.number().int(),
          racial: z.number().int(),
          value: z.number().int(),
          chp: z.number(),
          formula: z.string(),
          costFormula: z.string(),
        }),
      ),
      derived: z.object({
        maxEncumbranceLb: figure.nullable(),
        baseDamage: z.object({ value: z.string(), formula: z.string() }).nullable(),
        atMod: figure.nullable(),
        defMod: figure.nullable(),
        hpRecoveryPercent: figure.nullable(),
        overweightLb: figure.nullable(),
      }),
      /** In the sheet's order: what each advantage or disadvantage costs. */
      advantages: z.array(z.object({ name: z.string(), chp: z.number(), formula: z.string() })),
      /** In the sheet's order. */
      skills: z.array(
        z.object({
          name: z.string(),
          level: z.number().int(),
          kind: z.enum(['major', 'minor']),
          group: z.string().nullable(),
          /** False when it rides on a dearer skill of its group. */
          fullPrice: z.boolean(),
          exp: z.number(),
          formula: z.string(),
          training: z.string(),
          /** Fighting styles only. */
          damageBonus: z.number().int().nullable(),
        }),
      ),
      problems: z.array(problem),
    }),
  },
  traitCost: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "An advantage's or disadvantage's chp by the guideline (5, or -5, x severity 1-4 x frequency 1/2-3), or a cost the GM fixes instead (the guideline figure is still shown).",
    input: z
      .object({
        name: name('Trait'),
        kind: z.enum(['advantage', 'disadvantage']),
        severity: z.enum(['slight', 'moderate', 'significant', 'extreme']),
        frequency: z.enum(['rarely', 'occasionally', 'often', 'always']),
        cost: int(-1000, 1000).optional(),
      })
      .strict(),
    output: z.object({
      name: z.string(),
      chp: z.number().int(),
      formula: z.string(),
      fixed: z.boolean(),
      guideline: z.object({ chp: z.number().int(), formula: z.string() }),
    }),
  },
  skillCost: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "A skill's exp at a level: major 2n(n+1), minor n(n+1); grouped under a dearer skill of its group, the level times the level-1 price. Combat skills (which must be major) gain damage with level.",
    input: z
      .object({
        name: name('Skill'),
        kind: z.enum(['major', 'minor']),
        level: int(0, 40),
        grouped: z.boolean().default(false),
        combat: z.boolean().default(false),
      })
      .strict(),
    output: z.object({
      exp: z.number().int(),
      formula: z.string(),
      /** Both prices, to show what grouping saves. */
      fullPriceExp: z.number().int(),
      groupedExp: z.number().int(),
      training,
      damageBonus: z.number().int().nullable(),
      problems: z.array(problem),
    }),
  },
  skillRoll: {
    kind: 'query',
    roles: gmOnly,
    summary:
      'The target of a skill roll (IQ for a mental task, AG for a physical one, + difficulty, + levels over the task minimum, + GM modifier) and its exact chance on 3d6; no chance below the minimum level.',
    input: z
      .object({
        skill: name('Skill'),
        attribute: z.enum(['IQ', 'AG']),
        attributeValue: int(1, 40),
        level: int(0, 40),
        minimumLevel: int(0, 40).default(0),
        difficulty: z.enum(['easy', 'average', 'medium', 'hard']).default('average'),
        modifier,
      })
      .strict(),
    output: z.object({
      possible: z.boolean(),
      target: z.number().int().nullable(),
      formula: z.string(),
      probability: z.number(),
      /** False when success is certain (target 18 or more) or impossible: no dice are thrown. */
      rollNeeded: z.boolean(),
    }),
  },
  encumbrance: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "Encumbrance level from ST, the load carried and body weight past 75% of the maximum: the band limits in lb, and what EL costs: MV points (MV - EL), initiative (AG - 2 x EL), dodge and combat fatigue.",
    input: z
      .object({
        st: int(7, 20),
        ag: int(7, 20),
        carriedLb: decimal(0, 100_000),
        bodyWeightLb: decimal(1, 100_000).optional(),
        /** MV when it is not the base (ST + AG) / 4, e.g. bought up. */
        mv: int(0, 100).optional(),
      })
      .strict(),
    output: z.object({
      level: z.number().int(),
      label: z.string(),
      canMove: z.boolean(),
      carriedLb: z.number(),
      overweightLb: z.number(),
      loadLb: z.number(),
      maxEncumbranceLb: z.number(),
      percent: z.number(),
      bands: z.array(z.object({ level: z.number().int(), label: z.string(), upToLb: z.number() })),
      reason: z.string(),
      mv: figure,
      mvPoints: figure,
      initiative: figure,
      dodgeModifier: z.number().int(),
      /** Rounds of fighting per END point; null past the maximum. */
      roundsPerEndPoint: z.number().int().nullable(),
    }),
  },
});
