import { z } from 'zod';
import { defineDomain, gmOnly } from './define';
import { rollResultSchema, seed } from './dice';
import { races } from './sheets';
import { lightKind } from './fields';

// Basic Fantasy calculators (src-main/rules/bfrpg): loads, movement, overland
// pace, doors, searches and the weather at sea. Nothing here writes to the
// campaign; every random answer says which seed it used.

const chance = z.object({
  die: z.number().int(),
  range: z.number().int(),
  /** The exact probability of success, for "chance" displays. */
  probability: z.number().min(0).max(1),
});
const chanceRoll = { seed: z.string(), success: z.boolean(), chance, roll: rollResultSchema };

const abilityScore = z.number().int('must be a whole number').min(3, 'must be 3 to 18').max(18, 'must be 3 to 18');
const pounds = z.number().min(0, 'must not be negative').max(100_000, 'must be at most 100,000 lb');
const percent = z.number().int().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100');

export const terrains = ['road', 'trail', 'clear', 'plains', 'forest', 'hills', 'desert', 'jungle', 'mountains', 'swamp'] as const;
export const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const race = z.enum(races);
const terrain = z.enum(terrains);
const compass = z.enum(compassPoints);

const capacity = z.object({ light: z.number(), heavy: z.number() });

export const rulesBfrpg = defineDomain('rules.bfrpg', {
  reference: {
    kind: 'query',
    roles: gmOnly,
    summary: 'What Basic Fantasy offers to choose from: races, beasts of burden, vehicles, light sources and terrains.',
    input: z.object({}).strict(),
    output: z.object({
      system: z.object({ id: z.string(), name: z.string() }),
      races: z.array(race),
      beasts: z.array(z.object({ id: z.string(), label: z.string(), lightLoad: z.number(), heavyLoad: z.number(), feetPerRound: z.number() })),
      vehicles: z.array(z.object({ id: z.string(), label: z.string(), cargoPounds: z.number(), feetPerRound: z.number() })),
      lightSources: z.array(
        z.object({ id: lightKind, label: z.string(), brightRadius: z.number(), dimRadius: z.number(), unit: z.string(), burnText: z.string() }),
      ),
      terrains: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  },
  carryingCapacity: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Basic Fantasy light and heavy load limits in pounds for a Strength score and race.',
    input: z.object({ strength: abilityScore, race }).strict(),
    output: capacity,
  },
  movement: {
    kind: 'query',
    roles: gmOnly,
    summary: "Basic Fantasy movement from Strength, race, worn armor and gear: load, feet per round and turn, miles a day.",
    input: z
      .object({
        strength: abilityScore,
        race,
        armor: z
          .object({ kind: z.enum(['none', 'leather', 'metal']), magical: z.boolean().default(false), pounds })
          .strict()
          .default({ kind: 'none', magical: false, pounds: 0 }),
        gearPounds: pounds,
      })
      .strict(),
    output: z.object({
      capacity,
      carriedPounds: z.number(),
      load: z.enum(['light', 'heavy', 'over']),
      feetPerRound: z.number(),
      feetPerTurn: z.number(),
      milesPerDay: z.number(),
    }),
  },
  milesPerDay: {
    kind: 'query',
    roles: gmOnly,
    summary: "A group's miles a day overland: the slowest member's pace, the terrain, a forced march, or flight.",
    input: z
      .object({
        memberFeetPerRound: z.array(z.number().min(0, 'must not be negative').max(1000)).min(1, 'needs at least one member'),
        terrain,
        forcedMarch: z.boolean().default(false),
        byAir: z.boolean().default(false),
      })
      .strict(),
    output: z.object({
      milesPerDay: z.number(),
      hoursPerDay: z.number(),
      slowestMember: z.number().int(),
      terrainMultiplier: z.number(),
    }),
  },
  forceDoor: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Force a stuck door (d6), a locked door (d10) or bend bars (d20), the range widened by the Strength bonus.',
    input: z
      .object({
        obstacle: z.enum(['stuck-door', 'locked-door', 'bars']),
        strengthBonus: z.number().int().min(-3, 'must be -3 to +3').max(3, 'must be -3 to +3'),
        seed,
      })
      .strict(),
    output: z.object(chanceRoll),
  },
  listen: {
    kind: 'query',
    roles: gmOnly,
    summary: "Listen at a door: 1 in 6, or a thief's Listen percentage; the GM rolls it in secret.",
    input: z.object({ thiefListenPercent: percent.optional(), noiseBeyond: z.boolean(), seed }).strict(),
    output: z.object({ ...chanceRoll, heardSomething: z.boolean(), secret: z.literal(true) }),
  },
  searchTraps: {
    kind: 'query',
    roles: gmOnly,
    summary: "Search an area for traps: 1 in 6, a thief's or dwarf's ability instead (the better for a dwarven thief), a turn per 10' square.",
    input: z
      .object({
        areaSquareFeet: z.number().positive('must be more than 0').max(1_000_000),
        thiefFindTrapsPercent: percent.optional(),
        dwarfInSix: z.number().int().min(1).max(6).optional().describe("A dwarf's chance in six"),
        spellcaster: z.boolean().default(false),
        trapPresent: z.boolean(),
        magicalTrap: z.boolean().default(false),
        magicalTrapRuling: z.enum(['search-normally', 'spellcasters-only', 'undetectable']).default('search-normally'),
        alreadySearchedHere: z.boolean().default(false),
        seed,
      })
      .strict(),
    output: z.object({
      seed: z.string(),
      turns: z.number().int(),
      searched: z.boolean(),
      reason: z.enum(['already-searched', 'cannot-detect']).optional(),
      found: z.boolean(),
      success: z.boolean().optional(),
      chance: chance.optional(),
      roll: rollResultSchema.optional(),
    }),
  },
  searchSecretDoor: {
    kind: 'query',
    roles: gmOnly,
    summary: 'Search a wall for secret doors: 1 in 6, 1-2 with INT 15+, elves +1; a turn per 10\' of wall, longer after two failed searchers.',
    input: z
      .object({
        intelligence: abilityScore,
        race,
        wallFeet: z.number().positive('must be more than 0').max(100_000),
        earlierSearchers: z.number().int().min(0).max(100).default(0),
        doorPresent: z.boolean(),
        doorModifier: z.number().int().min(-5).max(5).default(0),
        seed,
      })
      .strict(),
    output: z.object({ ...chanceRoll, found: z.boolean(), turns: z.number().int() }),
  },
  weatherAtSea: {
    kind: 'query',
    roles: gmOnly,
    summary: "A day's weather at sea: d% for the wind's strength, d12 for where it blows from, and what it does to sailing.",
    input: z.object({ prevailingWind: compass, heading: compass.optional(), seed }).strict(),
    output: z.object({
      seed: z.string(),
      condition: z.string(),
      label: z.string(),
      windFrom: compass,
      prevailing: z.boolean(),
      sailingWithWind: z.number(),
      tacking: z.number(),
      tackingImpossible: z.boolean(),
      againstWind: z.boolean().optional(),
      /** The speed multiplier for the given heading: tacking when against the wind. */
      speedMultiplier: z.number().optional(),
      conditionRoll: rollResultSchema,
      directionRoll: rollResultSchema,
    }),
  },
});
