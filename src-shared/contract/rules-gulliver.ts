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
});
