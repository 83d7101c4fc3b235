import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { between, positive, whole } from './fields';

// GULLIVER calculators (src-main/rules/gulliver): GURPS scaled to any size, with
// the formula behind each figure. Nothing here writes to a campaign.

// A body's size as a Linear Scale (1 = a 150-lb human) or its mass in pounds.
const size = {
  linearScale: between(0.001, 1000).optional(),
  massLb: between(0.0001, 1_000_000_000).optional(),
};
const hasOneSize = (v: { linearScale?: number; massLb?: number }) => (v.linearScale === undefined) !== (v.massLb === undefined);
const oneSize = { message: 'give either linearScale or massLb (one of the two)', path: ['linearScale'] };

export const encumbranceIds = ['none', 'light', 'medium', 'heavy', 'extra-heavy', 'super-heavy'] as const;
export const hardnessIds = ['very-hard', 'hard', 'yielding', 'soft', 'water', 'very-soft'] as const;
export const lightLevelIds = [
  'total-darkness',
  'very-dark',
  'dark',
  'very-dim',
  'dim',
  'slightly-dim',
  'normal',
  'bright',
  'very-bright',
  'harsh',
  'near-blinding',
  'blinding',
] as const;

const mover = z.object({ massLb: positive(1_000_000_000), mph: between(0, 10_000), hardness: z.enum(hardnessIds).default('yielding') }).strict();
const collisionSide = z.object({
  speedChangeMph: z.number(),
  /** In its own former direction of travel; negative means thrown backward. */
  speedAfterMph: z.number(),
  ownDice: z.number(),
  takesDice: z.number(),
  /** The dice to roll, "7d+3", or "1d x 0.4" under one die. */
  takesLabel: z.string(),
});
const lightEffects = z.object({
  id: z.string(),
  label: z.string(),
  visionPenalty: z.number(),
  dxIqPenalty: z.number(),
  darknessPenalty: z.number(),
  blind: z.boolean(),
  example: z.string(),
});

export const rulesGulliver = defineDomain('rules.gulliver', {
  stDamage: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "GULLIVER's New ST Damage: thrust and swing by Combat ST (optionally capped by a weapon's weight), the proportional thrust for weak ST, and Toughness.",
    input: z.object({ combatSt: whole(1, 100_000), weaponWeightLb: positive(10_000).optional() }).strict(),
    output: z.object({
      thrust: z.string(),
      swing: z.string(),
      uncappedSwing: z.string(),
      capped: z.boolean(),
      explanation: z.string(),
      proportionalThrust: z.object({ dice: z.string(), fraction: z.number(), explanation: z.string() }),
      toughness: z.number().int(),
      toughnessExplanation: z.string(),
    }),
  },
  size: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Every scale figure of a body from its Linear Scale or mass: Area and Volume Scale, mass, mass multiplier, height and Size Modifier.',
    input: z
      .object({ ...size, heightYards: positive(100_000).optional() })
      .strict()
      .refine(hasOneSize, oneSize),
    output: z.object({
      linearScale: z.number(),
      areaScale: z.number(),
      volumeScale: z.number(),
      massLb: z.number(),
      massMultiplier: z.number(),
      heightYards: z.number(),
      sizeModifier: z.number().int(),
      explanation: z.object({
        linearScale: z.string(),
        areaScale: z.string(),
        volumeScale: z.string(),
        massLb: z.string(),
        massMultiplier: z.string(),
        sizeModifier: z.string(),
      }),
    }),
  },
  needs: {
    kind: 'query',
    roles: gmOnly,
    summary: "Food, water and air by size, diet and activity: the multiplier on a human's needs, and a human's daily ration and water scaled by it.",
    input: z
      .object({
        ...size,
        rule: z.enum(['simple', 'detailed', 'advanced']).default('simple'),
        diet: z.enum(['omnivore', 'carnivore', 'grass-eater']).default('omnivore'),
        activity: z.enum(['high', 'mixed', 'low', 'minimal', 'near-inactive']).default('mixed'),
        /** A human's daily water (the campaign's figure). */
        waterQuarts: between(0.25, 20).default(2),
      })
      .strict()
      .refine(hasOneSize, oneSize),
    output: z.object({
      multiplier: z.number(),
      parts: z.array(z.object({ label: z.string(), factor: z.number() })),
      formula: z.string(),
      rations: z.object({ perDay: z.number(), formula: z.string() }),
      water: z.object({ quartsPerDay: z.number(), formula: z.string() }),
    }),
  },
  falling: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A fall: terminal velocity, impact speed, what skills take off, the dice by mass and surface, the HP share absorbed and the average damage.',
    input: z
      .object({
        ...size,
        heightYards: between(0, 1_000_000),
        hp: positive(1_000_000),
        surface: z.enum([...hardnessIds, 'water-dive']).default('hard'),
        spread: z.enum(['spread', 'localized', 'point']).default('spread'),
        pose: z.enum(['spread', 'limp', 'diving']).default('spread'),
        gravity: between(0.01, 100).default(1),
        skills: z
          .object({
            catfallOrAcrobatics: z.boolean().default(false),
            breakfallManeuver: z.boolean().default(false),
            breakfallSkillMargin: between(0, 40).optional(),
            jumpYardsPerSecond: between(0, 100).optional(),
          })
          .strict()
          .default({ catfallOrAcrobatics: false, breakfallManeuver: false }),
      })
      .strict()
      .refine(hasOneSize, oneSize),
    output: z.object({
      terminalMph: z.number(),
      impactMph: z.number(),
      reductionMph: z.number(),
      dice: z.number(),
      label: z.string(),
      absorption: z.number(),
      averageDamage: z.number(),
      explanation: z.array(z.string()),
    }),
  },
  collision: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A collision of two bodies (head-on, rear-end with A behind, or A broadside into B): speed changes, speeds after, and the dice each side takes for mass and hardness.',
    input: z.object({ kind: z.enum(['head-on', 'rear-end', 'broadside']), a: mover, b: mover }).strict(),
    output: z.object({
      combinedMph: z.number(),
      a: collisionSide,
      b: collisionSide,
      /** The higher of the two sides' own dice, which both suffer before hardness. */
      sharedDice: z.number(),
      explanation: z.array(z.string()),
    }),
  },
  exposure: {
    kind: 'query',
    roles: gmOnly,
    summary: "Hazards by size: the damage multiplier (x square root of Linear Scale), a human's dice scaled, the HT modifier of half the Size Modifier, insulation against cold, and water as air temperature.",
    input: z
      .object({
        ...size,
        heightYards: positive(100_000).optional(),
        /** Dice a human would take from the hazard (1 for 1d). */
        humanDice: between(0, 1000).optional(),
        build: z.enum(['skinny', 'average', 'overweight', 'fat', 'obese']).default('average'),
        waterTemperature: between(-100, 300).optional(),
        /** The body's comfort temperature in the same unit (about 70 °F for a human). */
        comfortTemperature: between(-100, 300).default(70),
      })
      .strict()
      .refine(hasOneSize, oneSize),
    output: z.object({
      multiplier: z.number(),
      explanation: z.string(),
      scaledDice: z.object({ dice: z.number(), label: z.string(), formula: z.string() }).nullable(),
      sizeModifier: z.number().int(),
      htModifier: z.number().int(),
      htFormula: z.string(),
      coldBonus: z.number().int(),
      water: z.object({ temperature: z.number(), explanation: z.string() }).nullable(),
    }),
  },
  lightLevel: {
    kind: 'query',
    roles: gmOnly,
    summary: "A light level as a character sees it (eyewear, light sensitivity, night blindness, Night Vision): Vision, DX/IQ and darkness penalties, and blindness.",
    input: z
      .object({
        level: z.enum(lightLevelIds),
        nightVision: z.enum(['none', 'partial', 'full']).default('none'),
        nightBlindness: z.boolean().default(false),
        lightSensitivity: z.enum(['none', 'mild', 'severe']).default('none'),
        eyewear: z.enum(['none', 'sunglasses', 'goggles']).default('none'),
        /** Levels past Blinding, for a source brighter still. */
        beyondBlinding: whole(0, 10).default(0),
      })
      .strict(),
    output: z.object({
      level: lightEffects,
      perceived: lightEffects,
      beyondBlinding: z.number().int(),
      htPenalty: z.number().int(),
      blindnessDurationMultiplier: z.number(),
      steps: z.array(z.string()),
    }),
  },
  lifeSpan: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "GULLIVER's life span: the onset of aging (50 years x square root of Linear Scale, or x (mass / 150 lb)^0.2), for humanoids and birds or other mammals, with the optional metabolism and cold-blooded factors; the same factor stretches the gaps between aging rolls.",
    input: z
      .object({
        ...size,
        method: z.enum(['linear', 'mass']).default('linear'),
        kind: z.enum(['humanoid', 'bird', 'mammal']).default('humanoid'),
        basicSpeed: between(0.01, 1000).optional(),
        coldBlooded: z.enum(['cool', 'temperate', 'hot']).optional(),
      })
      .strict()
      .refine(hasOneSize, oneSize),
    output: z.object({ years: z.number(), intervalMultiplier: z.number(), explanation: z.string() }),
  },
  fatigue: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "GULLIVER's Move and Fatigue table and its encumbrance multipliers: the pace a speed counts as, how often it costs a point of fatigue, and that interval divided by encumbrance (x1.25 Light to x10 Super-Heavy), with heat's extra points.",
    input: z
      .object({
        /** Yards a second the body keeps up, and its Move. */
        speed: between(0, 10_000),
        move: positive(10_000),
        sprintMove: positive(10_000).optional(),
        extraEffort: z.boolean().default(false),
        encumbrance: z.enum(encumbranceIds).default('none'),
        simplifiedMedium: z.boolean().default(false),
        heat: z.enum(['none', 'hot', 'very-hot']).default('none'),
      })
      .strict(),
    output: z.object({
      pace: z.object({ id: z.string(), label: z.string(), intervalSeconds: z.number() }),
      multiplier: z.number(),
      intervalSeconds: z.number(),
      points: z.number().int(),
      explanation: z.string(),
      /** Every encumbrance level's multiplier, for the table beside the answer. */
      multipliers: z.array(z.object({ encumbrance: z.enum(encumbranceIds), multiplier: z.number() })),
    }),
  },
  cold: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "GULLIVER's cold exposure: the half-hourly HT roll with half the Size Modifier and insulation by build, what a miss costs (1 Fatigue or HP per full or partial 3 points missed, spread over the half hour) and the optional numbness penalty.",
    input: z
      .object({
        ...size,
        heightYards: positive(100_000).optional(),
        ht: whole(1, 100),
        build: z.enum(['skinny', 'average', 'overweight', 'fat', 'obese']).default('average'),
        /** The GM's modifier for how cold it is and what the body wears. */
        modifier: whole(-30, 30).default(0),
        missedBy: whole(0, 30).optional(),
        /** For numbness: points already lost to cold, and the pool (FP or HP) they came from. */
        lostToCold: between(0, 10_000).optional(),
        poolMax: positive(10_000).optional(),
      })
      .strict()
      .refine(hasOneSize, oneSize),
    output: z.object({
      effectiveHt: z.number().int(),
      parts: z.array(z.object({ label: z.string(), value: z.number().int() })),
      loss: z.object({ missedBy: z.number().int(), points: z.number().int(), minutesPerPoint: z.number().nullable(), explanation: z.string() }).nullable(),
      /** What misses by 1 to 15 cost, three at a time. */
      table: z.array(z.object({ missedBy: z.string(), points: z.number().int(), minutesPerPoint: z.number() })),
      numbness: z.number().int().nullable(),
    }),
  },
  poweredCollision: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "GULLIVER's powered collisions: the power pushing through an impact as extra mass (Load ST x 10 lb, engine kW x 10, thrust x 1 in water or x 0.1 in air), torque by speed, and the traction cap (standard: half the weight).",
    input: z
      .object({
        massLb: positive(1_000_000_000),
        loadSt: between(0, 1_000_000).default(0),
        engineKw: between(0, 1_000_000).default(0),
        thrust: z.object({ amount: between(0, 1_000_000_000), medium: z.enum(['water', 'air']) }).strict().optional(),
        /** Current speed over top speed, for the torque rule. */
        speedFraction: between(0, 10).optional(),
        /** None (no cap: in water or air), standard ground traction (half the weight), or the GM's own cap in lb. */
        traction: z.enum(['none', 'standard', 'custom']).default('none'),
        tractionCapLb: between(0, 1_000_000_000).optional(),
      })
      .strict()
      .refine((v) => v.traction !== 'custom' || v.tractionCapLb !== undefined, { message: 'give the cap in lb for a custom traction', path: ['tractionCapLb'] }),
    output: z.object({ effectiveMassLb: z.number(), bonusLb: z.number(), tractionCapLb: z.number().nullable(), explanation: z.string() }),
  },
});
