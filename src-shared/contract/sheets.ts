import { z } from 'zod';
import { gurpsDrByLocation, gurpsTraits, gurpsWeapon, shellShield, shellWeapon } from './combat-schemas';
import { int, label, notes } from './fields';
import type { RulesSystem } from './rules-options';

// Character sheets, one per rules system. The campaign's ruleset validates a
// member's sheet against its own schema, so a GURPS campaign refuses a Basic
// Fantasy sheet with the field at fault.

export const races = ['human', 'elf', 'dwarf', 'halfling'] as const;
export const abilityNames = ['str', 'int', 'wis', 'dex', 'con', 'cha'] as const;
export const saveNames = ['deathRay', 'wands', 'paralysis', 'dragonBreath', 'spells'] as const;
export const thiefSkillNames = ['openLocks', 'removeTraps', 'pickPockets', 'moveSilently', 'climbWalls', 'hide', 'listen'] as const;

const decimal = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);
const percent = int(0, 100);

const scores = <K extends string>(names: readonly K[], score: z.ZodNumber) =>
  z.object(Object.fromEntries(names.map((n) => [n, score])) as Record<K, z.ZodNumber>).strict();

export const bfrpgCharacterSheet = z
  .object({
    race: z.enum(races).default('human'),
    class: label(40).default('Fighter'),
    level: int(0, 20).default(1),
    /** Experience points earned (supplement A20); levels are taken from it, one at a time. */
    xp: int(0, 100_000_000).default(0),
    abilities: scores(abilityNames, int(3, 18)),
    ac: int(-10, 40).default(11),
    /** Saving-throw targets; when omitted, the supplement's defaults with the race's bonuses. */
    saves: scores(saveNames, int(2, 20)).optional(),
    /** Thief abilities in percent, for characters that have them. */
    thief: scores(thiefSkillNames, percent).partial().optional(),
    /** When omitted: dwarves and elves see in the dark, others do not. */
    darkvision: z.boolean().optional(),
    notes,
  })
  .strict();
export type BfrpgCharacterSheet = z.output<typeof bfrpgCharacterSheet>;

export const gurpsSkillAttributes = ['st', 'dx', 'iq', 'ht', 'will', 'per'] as const;
export const gurpsSkillDifficulties = ['E', 'A', 'H', 'VH'] as const;

const skill = z
  .object({
    name: label(40),
    level: int(-10, 40),
    /** What the skill is based on; when set, raising that figure raises the skill with it. */
    attribute: z.enum(gurpsSkillAttributes).optional(),
    /** Easy, Average, Hard or Very Hard: what a level costs in character points. */
    difficulty: z.enum(gurpsSkillDifficulties).optional(),
    /** Levels the character's traits add (a talent, Charisma, Combat Reflexes on Fast-Draw): the skill's points buy the level less these. */
    bonus: int(-20, 20).optional(),
    /** A technique (Average or Hard): the skill it is bought up from, and where it starts against that skill's level (Feint: Force Sword +0). */
    technique: z.object({ of: label(40), modifier: int(-20, 20) }).strict().optional(),
  })
  .strict();

/** Each sense against Per, where traits move it (Acute Vision 3: Vision +3). */
export const gurpsSenseNames = ['vision', 'hearing', 'tasteSmell', 'touch'] as const;

export const gurpsCharacterSheet = z
  .object({
    species: label(40).default('Human'),
    attributes: scores(['st', 'dx', 'iq', 'ht'] as const, int(1, 1000)),
    /** Points bought up or down in the secondary characteristics (Basic Speed in steps of 0.25). */
    secondary: z
      .object({
        hp: int(-500, 5000),
        will: int(-20, 40),
        per: int(-20, 40),
        fp: int(-20, 500),
        basicSpeed: decimal(-10, 20).multipleOf(0.25, 'must be in steps of 0.25'),
        basicMove: int(-10, 50),
      })
      .partial()
      .strict()
      .default({}),
    skills: z.array(skill).max(200).default([]),
    /** Armor's Damage Resistance, for combat. */
    dr: int(0, 200).default(0),
    /** DR where armour covers differently (a helmet, bare hands). */
    drByLocation: gurpsDrByLocation.optional(),
    /**
     * GULLIVER size: a Linear Scale (1 = human) or a body weight from which it follows;
     * ignored when the campaign plays without GULLIVER. `hpAtSize`: the sheet's HP already
     * count the size (a GCS file's, or the GM's own), so they are not scaled again.
     * `figuresAtSize`: ST, Basic Lift and Move are the GM's own figures for this size.
     */
    size: z
      .object({ linearScale: decimal(0.001, 1000), weightLb: decimal(0.001, 10_000_000), hpAtSize: z.boolean(), figuresAtSize: z.boolean() })
      .partial()
      .strict()
      .default({}),
    /** GULLIVER's Load ST, when it differs from (Combat) ST. */
    loadSt: int(1, 100_000).optional(),
    diet: z.enum(['omnivore', 'carnivore', 'grass-eater']).default('omnivore'),
    activity: z.enum(['high', 'mixed', 'low', 'minimal', 'near-inactive']).default('mixed'),
    /** Night Vision takes away darkness penalties short of total darkness. */
    nightVision: z.boolean().default(false),
    /** The other advantages and disadvantages that change a figure Lantern works out. */
    traits: gurpsTraits,
    /** What the character fights with; with none, a punch. */
    weapons: z.array(gurpsWeapon).max(8).default([]),
    /** Fright Check against Will, where traits move it (Combat Reflexes +2, Fearlessness). */
    frightCheck: int(-20, 20).optional(),
    senses: scores(gurpsSenseNames, int(-20, 20)).partial().optional(),
    /** Every character point the character was built on before Lantern (GCS's point total), unspent ones included; points earned in play add to it. */
    pointTotal: int(-10_000, 10_000_000).optional(),
    /** Character points earned in play and spent on raises since (Basic Set's improvement through study and adventure). */
    characterPoints: z.object({ earned: int(0, 10_000_000), spent: int(0, 10_000_000) }).strict().optional(),
    notes,
  })
  .strict();
export type GurpsCharacterSheet = z.output<typeof gurpsCharacterSheet>;

const shellScore = int(7, 20);
export const shellSecondaryNames = ['ht', 'hp', 'end', 'wp', 'cha', 'per', 'mv', 'flight', 'dr', 'dm', 'mr', 'atMod', 'defMod'] as const;

export const shellCharacterSheet = z
  .object({
    race: z
      .object({
        name: label(40),
        /** The race's own chp cost, set by the genre. */
        cost: int(-500, 500).default(0),
        modifiers: z.object({ st: int(-10, 10), ag: int(-10, 10), iq: int(-10, 10) }).partial().strict().default({}),
      })
      .strict()
      .default({ name: 'Human', cost: 0, modifiers: {} }),
    /** Attributes as bought, before the race's modifiers. */
    attributes: scores(['st', 'ag', 'iq'] as const, shellScore),
    /** Points bought up (or, rarely, down) from each secondary attribute's base. */
    secondary: z
      .object(Object.fromEntries(shellSecondaryNames.map((n) => [n, int(-20, 100)])) as Record<(typeof shellSecondaryNames)[number], z.ZodNumber>)
      .partial()
      .strict()
      .default({}),
    advantages: z
      .array(
        z
          .object({
            name: label(60),
            kind: z.enum(['advantage', 'disadvantage']),
            severity: z.enum(['slight', 'moderate', 'significant', 'extreme']),
            frequency: z.enum(['rarely', 'occasionally', 'often', 'always']),
            /** A cost the GM fixes instead of the guideline's. */
            cost: int(-1000, 1000).optional(),
          })
          .strict(),
      )
      .max(100)
      .default([]),
    ambidextrous: z.boolean().default(false),
    wealth: z.enum(['x0.1', 'x0.4', 'x1', 'x2', 'x5']).default('x1'),
    skills: z
      .array(
        z
          .object({
            name: label(40),
            kind: z.enum(['major', 'minor']),
            level: int(0, 40),
            /** Skills sharing a group name are bought as a group: only the best pays full price. */
            group: label(40).optional(),
            combat: z.boolean().default(false),
          })
          .strict(),
      )
      .max(100)
      .default([]),
    bodyWeightLb: decimal(1, 100_000).default(150),
    /** What the character fights with; with none, bare hands. */
    weapons: z.array(shellWeapon).max(8).default([]),
    shield: shellShield.optional(),
    /** Worn armour's DR (the genre's: leather 2, chain 4, plate 7). */
    armourDr: int(0, 20).default(0),
    /** Non-player characters are not held to the campaign's point budgets. */
    npc: z.boolean().default(false),
    /** Experience points earned in play, on top of the campaign's starting exp; skills spend them. */
    expEarned: int(0, 10_000_000).optional(),
    notes,
  })
  .strict();
export type ShellCharacterSheet = z.output<typeof shellCharacterSheet>;

export const characterSheets = {
  bfrpg: bfrpgCharacterSheet,
  gurps: gurpsCharacterSheet,
  shell: shellCharacterSheet,
} satisfies Record<RulesSystem, z.ZodType>;
