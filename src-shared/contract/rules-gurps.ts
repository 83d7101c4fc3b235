import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { between, positive, whole } from './fields';
import { gurpsCharacterSheet } from './sheets';

// GURPS Lite calculators (src-main/rules/gurps): pure answers with the formula
// behind each figure and the exact chance of every roll involved. Nothing here
// writes to a campaign.

const effective = z.number().int('must be a whole number').min(-20, 'must be -20 to 40').max(40, 'must be -20 to 40');

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

const attribute = whole(1, 1000);
const skillLevel = whole(-10, 40);
const encumbranceLevel = whole(0, 4).default(0);
const fpNow = whole(-5000, 5000);
const fpMax = whole(1, 5000);

const sheetShape = gurpsCharacterSheet.shape;

/** A named bonus or penalty to a roll, so the formula says where each point came from. */
const modifiers = z
  .array(z.object({ label: text(40), value: whole(-20, 20) }).strict())
  .max(12, 'must list at most 12 modifiers')
  .default([]);

export const successChances = z.object({
  success: z.number(),
  criticalSuccess: z.number(),
  failure: z.number(),
  criticalFailure: z.number(),
});

/** A Basic Lift below a thousandth of a pound (ST 0.07) divides a load into Infinity. */
const basicLiftLb = between(0.001, 10_000_000);

const derived = z.object({ value: z.number(), formula: z.string() });
const derivedDice = z.object({
  /** As GURPS writes it, "1d-2". */
  value: z.string(),
  /** As the dice roller reads it, "1d6-2". */
  dice: z.string(),
  formula: z.string(),
});
const rollTarget = z.object({
  base: z.number(),
  modifiers: z.array(z.object({ label: z.string(), value: z.number() })),
  effective: z.number(),
  /** e.g. "Per 12 - 2 (darkness) = 10". */
  formula: z.string(),
});

export const climbIds = [
  'ladder-up',
  'ladder-down',
  'tree',
  'mountain',
  'stone-wall',
  'modern-building',
  'rope-up',
  'rope-down',
  'rope-down-equipped',
] as const;
export const hikingTerrains = ['very-bad', 'bad', 'average', 'good'] as const;
export const senses = ['vision', 'hearing', 'taste-smell'] as const;
export const influenceSkills = ['diplomacy', 'fast-talk', 'intimidation', 'savoir-faire', 'sex-appeal', 'streetwise', 'other'] as const;
const reaction = z.enum(['very-good', 'good', 'bad', 'very-bad']);

const checkInput = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('sense'),
        sense: z.enum(senses),
        per: whole(-20, 60),
        /** A skill the GM lets stand in for Per (Observation, Search). */
        substitute: z.object({ label: text(40), level: skillLevel }).strict().optional(),
        modifiers,
      })
      .strict(),
    z.object({ kind: z.literal('will'), will: whole(-20, 60), modifiers }).strict(),
    z.object({ kind: z.literal('fright'), will: whole(-20, 60), modifiers }).strict(),
    z
      .object({
        kind: z.literal('influence'),
        skill: z.enum(influenceSkills),
        level: skillLevel,
        subjectWill: whole(-20, 60),
        modifiers,
      })
      .strict(),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'must be one of "sense", "will", "fright", "influence"' : undefined) },
);

export const rulesGurps = defineDomain('rules.gurps', {
  successChance: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The exact chance of success, critical success and critical failure of a 3d6 roll against an effective skill (supplement B5).',
    input: z.object({ effective }).strict(),
    output: successChances,
  },
  characteristics: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Every derived characteristic (Basic Lift, HP, Will, Per, FP, Basic Speed and Move, Dodge, thrust and swing) from ST, DX, IQ, HT, bought bonuses and an optional Load ST, each with its formula.',
    input: z
      .object({
        attributes: sheetShape.attributes,
        secondary: sheetShape.secondary,
        /** GULLIVER's Load ST: sets Basic Lift only. */
        loadSt: sheetShape.loadSt,
      })
      .strict(),
    output: z.object({
      basicLift: derived,
      hp: derived,
      will: derived,
      per: derived,
      fp: derived,
      basicSpeed: derived,
      basicMove: derived,
      dodge: derived,
      thrust: derivedDice,
      swing: derivedDice,
    }),
  },
  encumbrance: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The encumbrance level of a load in pounds, with Move, Dodge and the weight limit of every level.',
    input: z
      .object({
        attributes: z.object({ st: attribute, dx: attribute, ht: attribute }).strict(),
        secondary: z.object({ basicSpeed: sheetShape.secondary.unwrap().shape.basicSpeed, basicMove: sheetShape.secondary.unwrap().shape.basicMove }).partial().strict().default({}),
        loadSt: sheetShape.loadSt,
        carriedLb: between(0, 10_000_000),
      })
      .strict(),
    output: z.object({
      basicLift: derived,
      basicMove: derived,
      level: z.number().int(),
      id: z.string(),
      label: z.string(),
      /** To subtract from Climbing, Stealth and (twice) Swimming. */
      penalty: z.number().int(),
      move: z.number(),
      dodge: z.number(),
      fpPerSecond: z.number(),
      canMove: z.boolean(),
      moveFormula: z.string(),
      dodgeFormula: z.string(),
      reason: z.string(),
      /** Heaviest load of each level in pounds; past the last nothing moves. */
      limits: z.array(z.object({ level: z.number().int(), id: z.string(), label: z.string(), upTo: z.number() })),
    }),
  },
  climbing: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A climb: time at combat or regular pace, the Climbing rolls needed (skill or DX-5, less encumbrance) and the exact chance of getting up without a fall.',
    input: z
      .object({
        climb: z.enum(climbIds),
        pace: z.enum(['combat', 'regular']).default('regular'),
        heightFeet: positive(100_000),
        climbing: skillLevel.optional(),
        dx: attribute.optional(),
        encumbranceLevel,
      })
      .strict()
      .refine((v) => v.climb.startsWith('ladder') || v.climbing !== undefined || v.dx !== undefined, {
        message: 'is needed (or a Climbing skill) to find the roll',
        path: ['dx'],
      }),
    output: z.object({
      climb: z.object({ id: z.string(), label: z.string(), modifier: z.number().nullable() }),
      pace: z.enum(['combat', 'regular']),
      rollNeeded: z.boolean(),
      target: rollTarget.nullable(),
      chances: successChances.nullable(),
      speed: z.object({ feet: z.number(), seconds: z.number(), text: z.string() }),
      seconds: z.number(),
      time: z.string(),
      rolls: z.number().int(),
      fpCost: z.number(),
      chanceWithoutFailure: z.number(),
      chanceWithoutCriticalFailure: z.number(),
      sentences: z.array(z.string()),
    }),
  },
  hiking: {
    kind: 'query',
    roles: gmOnly,
    summary: "A day's march for a group: 10 x Move miles each, +20% on a Hiking roll (one roll for all behind a Leadership 12+ leader), the terrain, and every distance the group may make with its chance.",
    input: z
      .object({
        members: z
          .array(
            z
              .object({ label: text(60).optional(), move: whole(0, 100), hiking: skillLevel.optional(), ht: attribute.optional() })
              .strict()
              .refine((m) => m.hiking !== undefined || m.ht !== undefined, { message: 'is needed (or a Hiking skill) to find the roll', path: ['ht'] }),
          )
          .min(1, 'must list at least one hiker')
          .max(50, 'must list at most 50 hikers'),
        terrain: z.enum(hikingTerrains).default('average'),
        leadership: skillLevel.optional(),
        /** The leader may let everyone roll for themselves instead. */
        useLeaderRoll: z.boolean().default(true),
      })
      .strict(),
    output: z.object({
      mode: z.enum(['leader', 'each']),
      /** The single group roll's target (the average Hiking, rounded down), when the leader rolls. */
      groupTarget: z.number().nullable(),
      groupChances: successChances.nullable(),
      members: z.array(
        z.object({
          label: z.string(),
          hiking: z.number(),
          bonusChance: z.number(),
          miles: z.number(),
          milesWithBonus: z.number(),
          formula: z.string(),
          formulaWithBonus: z.string(),
        }),
      ),
      /** Every distance the group (at its slowest member's pace) may make, shortest first. */
      outcomes: z.array(z.object({ miles: z.number(), probability: z.number() })),
      expectedMiles: z.number(),
    }),
  },
  jumping: {
    kind: 'query',
    roles: gmOnly,
    summary: 'High and broad jumps from Basic Move, standing and with a run-up (never more than twice the standing jump).',
    input: z.object({ basicMove: whole(0, 100), runYards: between(0, 1000).default(0) }).strict(),
    output: z.object({
      high: z.object({ standing: z.number(), running: z.number(), standingFormula: z.string(), runningFormula: z.string(), unit: z.literal('in') }),
      broad: z.object({ standing: z.number(), running: z.number(), standingFormula: z.string(), runningFormula: z.string(), unit: z.literal('ft') }),
    }),
  },
  lifting: {
    kind: 'query',
    roles: gmOnly,
    summary: 'What a character (with helpers adding their Basic Lift) can do with a weight: lift it in one or two hands, shove it, carry it on the back, shift it.',
    input: z
      .object({
        basicLift: basicLiftLb,
        helperBasicLifts: z.array(basicLiftLb).max(20, 'must list at most 20 helpers').default([]),
        weightLb: positive(1_000_000_000),
      })
      .strict(),
    output: z.object({
      basicLift: z.number(),
      basicLiftFormula: z.string(),
      options: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          limit: z.number(),
          possible: z.boolean(),
          seconds: z.number().nullable(),
          fpPerSecond: z.number(),
          formula: z.string(),
        }),
      ),
    }),
  },
  running: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Sprint and paced running speeds from Move; with a distance, the time, the HT rolls on the way and the exact FP it may cost.',
    input: z
      .object({
        move: whole(0, 100),
        ht: attribute,
        fp: fpNow,
        fpMax,
        mode: z.enum(['sprint', 'paced']).default('sprint'),
        distanceYards: positive(100_000).optional(),
      })
      .strict(),
    output: z.object({
      speeds: z.object({ groundMove: z.number(), tired: z.boolean(), sprint: z.number(), paced: z.number(), formulas: z.array(z.string()) }),
      plan: z
        .object({
          seconds: z.number(),
          time: z.string(),
          rolls: z.number().int(),
          htChances: successChances,
          expectedFpLost: z.number(),
          /** Average time of the runners who arrive; null when nobody would. */
          expectedSeconds: z.number().nullable(),
          unconsciousChance: z.number(),
          fpLostOutcomes: z.array(z.object({ fpLost: z.number(), probability: z.number() })),
          sentences: z.array(z.string()),
        })
        .nullable(),
    }),
  },
  swimming: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The Swimming roll (skill or HT-4, less twice encumbrance, +3 going in on purpose) with its chances, the chance of drowning, water Move and the endurance roll.',
    input: z
      .object({
        swimming: skillLevel.optional(),
        ht: attribute,
        basicMove: whole(0, 100),
        encumbranceLevel,
        intentional: z.boolean().default(false),
        fp: fpNow,
        fpMax,
      })
      .strict()
      .refine((v) => v.fp <= v.fpMax, { message: 'must not be more than fpMax', path: ['fp'] }),
    output: z.object({
      target: rollTarget,
      chances: successChances,
      /** Failing every roll from the FP left down to 0. */
      drowningChance: z.number(),
      waterMove: z.object({ move: z.number(), formula: z.string() }),
      endurance: rollTarget,
      enduranceChances: successChances,
    }),
  },
  throwing: {
    kind: 'query',
    roles: gmOnly,
    summary: 'How far an object flies (ST x the distance table modifier), with one hand or two, its damage, and the chances of the DX-3 and DX rolls to land it.',
    input: z
      .object({
        st: attribute,
        dx: attribute,
        weightLb: positive(10_000_000),
        /** GULLIVER's Load ST may set a different Basic Lift; ST x ST / 5 otherwise. */
        basicLift: basicLiftLb.optional(),
      })
      .strict(),
    output: z.object({
      basicLift: derived,
      canThrow: z.boolean(),
      hands: z.union([z.literal(1), z.literal(2)]).nullable(),
      weightRatio: z.number(),
      distanceModifier: z.number().nullable(),
      /** Yards; null when it is too heavy to throw. */
      distance: z.number().nullable(),
      damage: z.string().nullable(),
      damageDice: z.string().nullable(),
      specificTarget: z.number(),
      specificChances: successChances,
      areaTarget: z.number(),
      areaChances: successChances,
      sentences: z.array(z.string()),
    }),
  },
  check: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A Sense, Will, Fright or Influence roll: the target with its modifiers, and the exact chances (stun and faint for a Fright Check, winning the Quick Contest for Influence).',
    input: checkInput,
    output: z.object({
      kind: z.enum(['sense', 'will', 'fright', 'influence']),
      target: rollTarget,
      chances: successChances,
      fright: z.object({ stunned: z.number(), faints: z.number() }).optional(),
      influence: z
        .object({ win: z.number(), lose: z.number(), onWin: reaction, onLoss: reaction, gmAlsoRollsReaction: z.boolean() })
        .optional(),
    }),
  },
});
