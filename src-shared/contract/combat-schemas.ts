import { z } from 'zod';
import { thousands } from '../thousands';
import { defenseBonus, int } from './fields';

// Each system's fighting records: the weapons on a sheet, a foe's stat block, what
// an attack or a maneuver asks for. The combat contract carries them as records
// and the campaign's ruleset checks them against these schemas.

const name = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters');
const dice = z
  .string({ error: 'must be dice, such as 1d8+1' })
  .trim()
  .regex(/^\d*d\d*([+-]\d+)?$|^\d+$/i, 'must be dice such as 1d8+1, or a number');
const modifier = z.object({ label: name, value: int(-30, 30) }).strict();
/** GURPS's hit locations (supplement B4); GULLIVER's wound rules name the same ones. */
export const gurpsHitLocationIds = ['eye', 'skull', 'face', 'right-leg', 'right-arm', 'torso', 'groin', 'left-arm', 'left-leg', 'hand', 'foot', 'neck', 'vitals'] as const;
export type GurpsHitLocationId = (typeof gurpsHitLocationIds)[number];

/** DR where it is not the body's `dr`: a helmet's skull, a bare face. */
export const gurpsDrByLocation = z.partialRecord(z.enum(gurpsHitLocationIds), int(0, 200));

/**
 * A body other than the humanoid one (GCS's body types: quadruped, avian, ...):
 * the places it can be hit, each read by Lantern's rules as the location it names
 * (a foreleg as a leg, a tail as a foot), with the 3d totals that land there.
 */
export const gurpsBodyPlan = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
    locations: z
      .array(
        z
          .object({ id: z.enum(gurpsHitLocationIds), label: name, rolls: z.array(int(3, 18)).max(16).default([]), toHit: int(-20, 0) })
          .strict(),
      )
      .min(1, 'must name at least one hit location')
      .max(30),
  })
  .strict();
export type GurpsBodyPlan = z.output<typeof gurpsBodyPlan>;

/** A ranged weapon's figure, with the GM's words when it is missing or out of range. */
const needed = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} (${min} to ${thousands(max)})` })
    .int(`${what}: a whole number`)
    .min(min, `${what} (${min} to ${thousands(max)})`)
    .max(max, `${what} (${min} to ${thousands(max)})`);

const notes = z.string().max(2000, 'must be at most 2000 characters').default('');

// Basic Fantasy: the shared chapter has no combat rules, so the stat block and the
// attack follow the supplement (A11-A16). An attack is rolled by the rules unless the
// GM records the outcome by hand.

/** Supplement A12's situations a GM ticks; concealment and cover go in `modifier`. */
export const bfrpgSituations = ['behind', 'sneak', 'charge', 'set', 'parting', 'subdue', 'blind', 'engaged'] as const;

/** Supplement A23's columns, weakest first: the undead a Cleric turns, each read as its column's Hit Dice when the table does not name it. */
export const undeadColumns = ['skeleton', 'zombie', 'ghoul', 'wight', 'wraith', 'mummy', 'spectre', 'vampire', 'ghost'] as const;
export type UndeadColumn = (typeof undeadColumns)[number];
export const undeadColumnLabels: Record<UndeadColumn, string> = {
  skeleton: 'Skeleton (1 HD)',
  zombie: 'Zombie (2 HD)',
  ghoul: 'Ghoul (3 HD)',
  wight: 'Wight (4 HD)',
  wraith: 'Wraith (5 HD)',
  mummy: 'Mummy (6 HD)',
  spectre: 'Spectre (7 HD)',
  vampire: 'Vampire (8 HD)',
  ghost: 'Ghost (9+ HD)',
};

/** Bestiaries Lantern ships in resources/ (`<id>.json`), each with its own credit and licence. */
export const bundledBestiaryIds = ['bfrpg-monsters'] as const;
export type BundledBestiaryId = (typeof bundledBestiaryIds)[number];

export const bfrpgStatBlock = z
  .object({
    /**
     * Hit Dice (d8 each; HP are rolled from them unless `hp` is given): a number (½ as 0.5),
     * or written as stat blocks print them, "1-1", "2+1", "3*", "9+2** (+8)" (supplement A26).
     * The rules read the written form and refuse what does not parse.
     */
    hitDice: z.union(
      [
        z.number().min(0.5, 'must be 1/2 to 30').max(30, 'must be 1/2 to 30'),
        z.string().trim().min(1, 'must not be empty').max(30, 'must be at most 30 characters'),
      ],
      { error: 'must be Hit Dice, such as 2, 1-1 or 3*' },
    ),
    hp: int(1, 999).optional(),
    /** Hit points rolled on these dice instead of the Hit Dice's, where the book prints them ("1d2 hit points"). */
    hpDice: dice.optional(),
    ac: int(-10, 30).default(11),
    attacks: z.array(z.object({ name, damage: dice }).strict()).max(6).default([]),
    morale: int(2, 12).default(7),
    /** Special abilities counted apart, for a numeric `hitDice`; written Hit Dice carry their own asterisks (A17). */
    specials: int(0, 10).default(0),
    /** "No. Appearing" as the book prints it: "1d6, Wild 2d6, Lair 3d6", or "Wild 2d6" for a monster met only outdoors (supplement A15). */
    appearing: z
      .string()
      .trim()
      .max(60, 'must be at most 60 characters')
      .regex(/^(([Ww]ild|[Ll]air)\s+)?\d*[dD]?\d+([+-]\d+)?(\s*,\s*([Ww]ild|[Ll]air)\s+\d*[dD]?\d+([+-]\d+)?)*$/, 'must read like 1d6, Wild 2d6, Lair 3d6')
      .optional(),
    /** The XP the book prints for this foe, used where it gives its own figure instead of A17's. */
    xp: int(0, 100_000).optional(),
    /** The bundled bestiary this foe was read from (`bundledBestiaries`), whose licence travels with it. */
    from: z.enum(bundledBestiaryIds).optional(),
    /** The column of supplement A23 a Cleric turns this foe by; left out, the foe is not undead and cannot be turned. */
    turnedAs: z.enum(undeadColumns, { error: `must be one of ${undeadColumns.join(', ')}` }).optional(),
    notes,
  })
  .strict();

export const bfrpgAttack = z
  .object({
    /** The attack used, by name. */
    with: z.string().max(60).default(''),
    /** The GM's call, recorded as given; left out, Lantern rolls the attack by the rules. */
    outcome: z.enum(['hit', 'miss']).optional(),
    /** Dice to roll (journaled) or a number the GM already rolled; by the rules it replaces the weapon's. */
    damage: dice.optional(),
    /** A missile or thrown attack names its range band; none is a blow in melee. */
    range: z.enum(['short', 'medium', 'long']).optional(),
    situations: z.array(z.enum(bfrpgSituations)).max(bfrpgSituations.length).default([]),
    /** Anything else the GM applies: concealment, cover, bless (A12). */
    modifier: int(-20, 20).default(0),
  })
  .strict()
  .refine((a) => a.outcome !== 'hit' || a.damage !== undefined, { message: 'a hit needs its damage', path: ['damage'] });

// GURPS Lite.

export const gurpsDamageTypes = ['cr', 'cut', 'imp', 'pi-', 'pi', 'pi+', 'pi++', 'burn', 'cor', 'tox'] as const;

export const gurpsWeapon = z
  .object({
    name,
    /** The skill used, by name from the sheet's skills, or its level for a stat block. */
    skill: z.union([name, int(-10, 40)]),
    /** "sw+1", "thr", "thr+2", or fixed dice "2d+1". */
    damage: z
      .string()
      .trim()
      .regex(/^(sw|thr)([+-]\d{1,3})?$|^[1-9]\d{0,2}d([+-]\d{1,3})?$/, 'must be sw or thr with adds (sw+1, thr-1), or dice such as 2d+1'),
    type: z.enum(gurpsDamageTypes),
    /** Parry bonus with this weapon; null when it cannot parry. */
    parry: int(-5, 5).nullable().default(0),
    /** Cannot parry on the turn it attacked (axes, maces). */
    unbalanced: z.boolean().default(false),
    /** A "‡" after its ST (a maul, a great axe) when the wielder has under 1.5 times that ST: unready after each attack until a Ready maneuver. */
    mustReady: z.boolean().optional(),
    /** An "F" after its Parry (rapier, saber): a fencing weapon's retreat and multiple-parry figures. */
    fencing: z.boolean().optional(),
    /** Ranged weapons: Accuracy, 1/2D and Max in yards, Bulk; thrown ones can be blocked and parried. */
    ranged: z
      .object({
        acc: needed('a ranged weapon needs its Acc', 0, 20),
        halfDamage: needed('a ranged weapon needs its 1/2D range in yards', 1, 10_000),
        max: needed('a ranged weapon needs its Max range in yards', 1, 100_000),
        bulk: needed("a ranged weapon's Bulk is 0 or less", -10, 0).default(-2),
        thrown: z.boolean().default(false),
      })
      .strict()
      .optional(),
  })
  .strict();
export type GurpsWeapon = z.output<typeof gurpsWeapon>;

// The GURPS advantages and disadvantages that change a figure Lantern works out, one
// field each, on a character sheet and a stat block alike. What each does, with its
// Basic Set page, is in src-main/rules/gurps/traits.ts; every other trait stays in
// the notes for the GM to apply by hand.

export const gurpsTraits = z
  .object({
    combatReflexes: z.boolean(),
    painThreshold: z.enum(['high', 'low']),
    fitness: z.enum(['very-fit', 'fit', 'unfit', 'very-unfit']),
    enhancedDodge: int(1, 3),
    enhancedParry: int(1, 3),
    enhancedBlock: int(1, 3),
    hardToKill: int(1, 10),
    hardToSubdue: int(1, 10),
    /** Natural DR, on top of armour; each entry covers its locations, or the whole body when it names none. */
    damageResistance: z
      .array(z.object({ dr: int(1, 100), locations: z.array(z.enum(gurpsHitLocationIds)).max(gurpsHitLocationIds.length).default([]) }).strict())
      .max(6),
    extraAttack: int(1, 4),
    darkVision: z.boolean(),
    /** Added to ST for thrust and swing damage only. */
    strikingSt: int(-20, 100),
  })
  .partial()
  .strict()
  .default({});
export type GurpsTraits = z.output<typeof gurpsTraits>;

export const gurpsStatBlock = z
  .object({
    attributes: z.object({ st: int(1, 1000), dx: int(1, 40), iq: int(1, 40), ht: int(1, 40) }).strict(),
    hp: int(1, 100_000).optional(),
    fp: int(1, 1000).optional(),
    basicSpeed: z.number().min(0.25).max(40).optional(),
    dodge: int(1, 30).optional(),
    /** Block from a shield, when it has one. */
    block: int(1, 30).optional(),
    dr: int(0, 200).default(0),
    drByLocation: gurpsDrByLocation.optional(),
    /** Humanoid when left out. */
    bodyPlan: gurpsBodyPlan.optional(),
    /** Figures the bestiary shows; a fight works them out again from the attributes where it needs them. */
    will: int(1, 40).optional(),
    per: int(1, 40).optional(),
    basicMove: int(0, 100).optional(),
    basicLift: z.number().min(0).max(1_000_000).optional(),
    /** Encumbrance level with what it carries: 0 None to 4 Extra-Heavy. */
    encumbrance: int(0, 4).optional(),
    /** The character points it is built on. */
    points: int(-10_000, 100_000).optional(),
    /** Night Vision: no darkness penalty short of total darkness. */
    nightVision: z.boolean().optional(),
    /** Size Modifier; under GULLIVER it follows from the Linear Scale when left out. */
    sm: int(-15, 15).optional(),
    /** GULLIVER's Linear Scale (1 = human): blowthrough and size. */
    linearScale: z.number().min(0.001, 'must be at least 0.001').max(1000, 'must be at most 1000').optional(),
    /** A stat block gives each weapon's skill level. */
    weapons: z.array(gurpsWeapon.extend({ skill: int(-10, 40) })).max(8).default([]),
    /** A readied shield: its Defense Bonus goes on every active defense; `block` is then its Block score. */
    shield: z.object({ name, defenseBonus }).strict().optional(),
    /** The advantages and disadvantages Lantern applies; the dodge, block and weapon skills given above already count them. */
    traits: gurpsTraits,
    notes,
  })
  .strict();

export const gurpsManeuverIds = [
  'attack',
  'all-out-attack',
  'all-out-defense',
  'move-and-attack',
  'aim',
  'evaluate',
  'feint',
  'ready',
  'change-posture',
  'concentrate',
  'do-nothing',
  'move',
  'wait',
] as const;

export const gurpsManeuver = z
  .object({
    maneuver: z.enum(gurpsManeuverIds),
    /** All-Out Attack: determined, double, feint, strong; All-Out Defense: increased-defense, double-defense. */
    option: z.string().max(30).optional(),
    /** All-Out Defense (Increased): which defense gets +2. */
    defense: z.enum(['dodge', 'parry', 'block']).optional(),
    /** Change Posture: the posture taken. */
    posture: z.enum(['standing', 'kneeling', 'sitting', 'crawling', 'lying-prone', 'lying-face-up']).optional(),
    /** Evaluate, Aim and Feint name the foe. */
    targetId: z.number().int().positive().optional(),
    /** Ready: the index of the weapon readied. */
    weapon: int(0, 7).optional(),
  })
  .strict();

export const gurpsAttack = z
  .object({
    /** Index into the attacker's weapons. */
    weapon: int(0, 7).default(0),
    /** A hit location id, or "random" to roll for it when the blow lands. */
    location: z.string().max(20).default('torso'),
    rangeYards: z.number().min(0).max(100_000).optional(),
    modifiers: z.array(modifier).max(10).default([]),
    defense: z
      .object({
        kind: z.enum(['dodge', 'parry', 'block', 'none']),
        retreat: z.boolean().default(false),
        /** Which of the defender's weapons parries. */
        weapon: int(0, 7).default(0),
        second: z.enum(['dodge', 'parry', 'block']).optional(),
      })
      .strict()
      .default({ kind: 'dodge', retreat: false, weapon: 0 }),
    /** The maneuver chosen on screen: declared with the attack when the turn has not declared it yet. */
    maneuver: gurpsManeuver.optional(),
  })
  .strict();

// The Shell system.

export const shellWeapon = z
  .object({
    name,
    /** The fighting style used, by skill name from the sheet, or its level for a stat block. */
    skill: z.union([name, int(0, 40)]),
    /** Added to the wielder's ST damage: a long sword +0, bare hands -4. */
    add: int(-10, 20).default(0),
    type: z.enum(['cutting', 'crushing', 'impaling']),
    minStrength: int(0, 30).optional(),
    /** `lowTech`: a bow, sling or thrown weapon, which slows to speed 1 past half its maximum range (seed 001). */
    ranged: z.object({ speed: int(1, 3), maxRange: int(1, 10_000), lowTech: z.boolean().default(false) }).strict().optional(),
    canDisarm: z.boolean().default(false),
  })
  .strict();

export const shellShield = z.object({ name, pr: int(0, 6), hp: int(1, 100).default(10) }).strict();

export const shellStatBlock = z
  .object({
    attributes: z.object({ st: int(1, 40), ag: int(1, 40), iq: int(1, 40) }).strict(),
    hp: int(1, 10_000).optional(),
    end: int(1, 1000).optional(),
    ht: int(1, 40).optional(),
    wp: int(1, 40).optional(),
    /** Fighting-style level (predators' "predator" skill). */
    combatLevel: int(0, 30).default(1),
    weapons: z.array(shellWeapon).max(8).default([]),
    shield: shellShield.optional(),
    dr: int(0, 50).default(0),
    bodyWeightLb: z.number().min(0.1).max(100_000).default(150),
    notes,
  })
  .strict();

export const shellManeuver = z.object({ maneuver: z.enum(['attack', 'guard', 'defend', 'disarm', 'aim']) }).strict();

export const shellCloseActions = ['strike', 'close-in', 'takedown', 'pin', 'escape', 'withdraw'] as const;

export const shellAttack = z
  .object({
    /**
     * strike: an ordinary attack; close-in: step into the foe's unit (close combat);
     * takedown, pin and escape: the close-combat rolls; withdraw: step back out.
     */
    action: z.enum(shellCloseActions).default('strike'),
    /** How the defender meets a close-in: a stop thrust or a shield block, or not at all. */
    entryBlock: z.enum(['none', 'stop-thrust', 'shield-block']).default('none'),
    weapon: int(0, 7).default(0),
    target: z.string().max(20).default('torso'),
    defense: z.enum(['dodge', 'block']).default('dodge'),
    blockWith: z.enum(['weapon', 'shield']).optional(),
    movedUnits: int(0, 100).default(0),
    rangeUnits: int(0, 10_000).optional(),
    aimTurns: int(0, 3).default(0),
    /** Crushing blows to the torso or head struck to stun rather than kill. */
    nonLethal: z.boolean().default(false),
    modifiers: z.array(modifier).max(10).default([]),
  })
  .strict();
