import { z } from 'zod';

// Each rules system's campaign options. Where a rules text is silent on a figure
// the table needs (how much water a day, how long a Shell round lasts), the figure
// is an option with a default, and the guide below says where that default comes
// from, so nothing the GM relies on is a silent choice of Lantern's.

export const rulesSystems = ['bfrpg', 'gurps', 'shell'] as const;
export type RulesSystem = (typeof rulesSystems)[number];

export const rulesSystemLabels: Record<RulesSystem, string> = {
  bfrpg: 'Basic Fantasy RPG',
  gurps: 'GURPS Lite',
  shell: 'The Shell System',
};

const number = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);
const whole = (min: number, max: number) => number(min, max).int('must be a whole number');

/** Basic Fantasy leaves some calls to the GM; a campaign records them once. */
export const bfrpgOptions = z
  .object({
    /** Whether purely magical traps can be found by searching, only by spellcasters, or not at all. */
    magicalTraps: z.enum(['search-normally', 'spellcasters-only', 'undetectable']).default('search-normally'),
    /** What 0 HP means (supplement A18): dead as written, or one of the book's optional rules. */
    zeroHp: z.enum(['dead', 'save-vs-death', 'negative-hp']).default('dead'),
    /** Supplement A24: experience for treasure is an optional rule, off as written. */
    treasureXp: z.boolean().default(false),
    /** The book gives darkvision no range: Lantern's own (DARKVISION_FEET) only when the GM turns it on. */
    darkvisionRange: z.boolean().default(false),
  })
  .strict();

/** Lantern's own darkvision range, for a campaign that turns the option on: the rules text gives none. */
export const DARKVISION_FEET = 60;

/** Figures GURPS Lite and Shell leave to the GM that the clock, the dungeon and the journey planner need. */
const tableFigures = {
  waterQuartsPerDay: number(0.25, 20).default(2),
  exploringShare: number(0.01, 1).default(0.05),
  searchTurnsPer10Feet: number(0.1, 10).default(1),
  encounterChecksPerDay: whole(0, 24).default(6),
  encounterChanceInSix: whole(0, 6).default(1),
};

export const gurpsOptions = z
  .object({
    /** GULLIVER's size rules: food, water, damage, healing and dangers scaled to each body. */
    gulliver: z.boolean().default(false),
    fatigueBase: z.enum(['ht', 'st']).default('ht'),
    foodRule: z.enum(['simple', 'detailed', 'advanced']).default('simple'),
    starvationRule: z.enum(['simple', 'detailed']).default('simple'),
    climate: z.enum(['temperate', 'hot', 'desert']).default('temperate'),
    /** GULLIVER's optional rule for GURPS healing: a HT roll made by 10 heals double, by 20 triple. */
    healingMarginBonus: z.boolean().default(false),
    /** Thrust and swing of fighters' muscle-powered attacks: the Basic Set's table or GULLIVER's New ST Damage. */
    stDamageTable: z.enum(['basic-set', 'new-st']).default('basic-set'),
    /** GULLIVER leaves ST, Basic Lift and Move unscaled: the sheet's figures, or Lantern's own scaling rule. */
    bodyScaling: z.enum(['sheet', 'lantern']).default('sheet'),
    ...tableFigures,
  })
  .strict();

export const shellOptions = z
  .object({
    characterPoints: whole(0, 1000).default(100),
    experiencePoints: whole(0, 1000).default(20),
    secondsPerRound: whole(1, 60).default(5),
    yardsPerUnit: number(0.25, 10).default(1),
    milesPerDayPerMv: number(0.5, 20).default(4),
    hungerEndPerDay: whole(0, 50).default(3),
    thirstEndPerDay: whole(0, 50).default(3),
    ...tableFigures,
  })
  .strict();

export type BfrpgOptions = z.output<typeof bfrpgOptions>;
export type GurpsOptions = z.output<typeof gurpsOptions>;
export type ShellOptions = z.output<typeof shellOptions>;
export type RulesOptionsOf = { bfrpg: BfrpgOptions; gurps: GurpsOptions; shell: ShellOptions };
export type RulesOptions = RulesOptionsOf[RulesSystem];

export const rulesOptionsSchemas = { bfrpg: bfrpgOptions, gurps: gurpsOptions, shell: shellOptions } as const;

/** "GURPS Lite + GULLIVER": the system with the options that change what it is. */
export function rulesLabel(system: RulesSystem, options: RulesOptions): string {
  return system === 'gurps' && (options as GurpsOptions).gulliver ? `${rulesSystemLabels.gurps} + GULLIVER` : rulesSystemLabels[system];
}

export interface OptionGuide {
  key: string;
  label: string;
  /** Where the default comes from, or what the choice means. */
  note: string;
  choices?: readonly { value: string; label: string }[];
  unit?: string;
}

const sharedGuide = (system: string): OptionGuide[] => [
  {
    key: 'waterQuartsPerDay',
    label: 'Water a day',
    unit: 'quarts',
    note: `${system} gives no daily water need. 2 quarts is GURPS Basic Set's figure for temperate weather; raise it for heat.`,
  },
  {
    key: 'exploringShare',
    label: 'Exploring pace',
    unit: 'of full speed',
    note: `${system} gives no careful exploring pace. 0.05 is Basic Fantasy's ratio: 90 feet a turn for a walker who covers 30 feet a round.`,
  },
  {
    key: 'searchTurnsPer10Feet',
    label: 'Search time',
    unit: 'turns per 10 ft',
    note: `${system} gives no search time. 1 is Basic Fantasy's: a turn per 10-foot square of floor or 10 feet of wall.`,
  },
  {
    key: 'encounterChecksPerDay',
    label: 'Wilderness encounter checks',
    unit: 'a day',
    note: `${system} has no wandering-monster rule. 6 checks a day (three by day, three by night) are Basic Fantasy's; 0 turns them off.`,
  },
  {
    key: 'encounterChanceInSix',
    label: 'Encounter chance',
    unit: 'in 6',
    note: 'Basic Fantasy checks succeed on 1 in 6.',
  },
];

export const optionGuides: Record<RulesSystem, OptionGuide[]> = {
  bfrpg: [
    {
      key: 'magicalTraps',
      label: 'Magical traps',
      note: 'The Basic Fantasy text leaves it to the GM whether searching finds purely magical traps.',
      choices: [
        { value: 'search-normally', label: 'Found by searching' },
        { value: 'spellcasters-only', label: 'Only spellcasters find them' },
        { value: 'undetectable', label: 'Cannot be found by searching' },
      ],
    },
    {
      key: 'zeroHp',
      label: 'At 0 hit points',
      note: 'Basic Fantasy RPG r142 p. 55 (supplement A18): a character at 0 HP dies. Its optional rules (p. 188-189) offer a save against death or counting down to -10; pick one at most.',
      choices: [
        { value: 'dead', label: 'Dead (the rule as written)' },
        { value: 'save-vs-death', label: 'Save vs. Death Ray or die (optional rule)' },
        { value: 'negative-hp', label: 'Negative HP, dead at -10 (optional rule)' },
      ],
    },
    {
      key: 'treasureXp',
      label: 'Treasure counts as experience',
      note: 'Off by default: as written, Basic Fantasy gives experience only for monsters beaten and challenges the GM rewards (supplement A24). Its optional rule gives 1 XP per gp once treasure is back somewhere safe; Lantern counts it when the stores are divided, so divide once the party is safe.',
    },
    {
      key: 'darkvisionRange',
      label: `Darkvision range (Lantern's default: ${DARKVISION_FEET} ft)`,
      note: `Basic Fantasy says what darkvision does (shapes in black and white, no use in more light than moonlight) but not how far it reaches. Off: a member with darkvision still sees in the dark for the rules, and the players' map shows only what the party's light reaches. On: Lantern's own ${DARKVISION_FEET} feet, so a party without light but with darkvision sees that far on the players' map.`,
    },
  ],
  gurps: [
    {
      key: 'gulliver',
      label: 'GULLIVER size rules',
      note: 'Scales food, water, starvation, damage effects, healing and dangers to each body, so a giant and a pixie answer differently.',
    },
    {
      key: 'fatigueBase',
      label: 'Fatigue based on',
      note: 'GULLIVER offers both and asks the GM to keep to one. HT-based needs the fewest adjustments.',
      choices: [
        { value: 'ht', label: 'HT (FP = HT)' },
        { value: 'st', label: 'ST (FP = Combat ST, losses scaled by ST/10)' },
      ],
    },
    {
      key: 'foodRule',
      label: 'Food by size',
      note: 'GULLIVER: simple scales by Area Scale, detailed by Linear Scale to the 2.25, advanced by (mass/150 lb) to the 0.75.',
      choices: [
        { value: 'simple', label: 'Simple' },
        { value: 'detailed', label: 'Detailed' },
        { value: 'advanced', label: 'Advanced' },
      ],
    },
    {
      key: 'starvationRule',
      label: 'Starvation',
      note: 'GULLIVER: the detailed rule makes missed meals hurt small bodies more (about 1 over the square root of Linear Scale).',
      choices: [
        { value: 'simple', label: 'Simple' },
        { value: 'detailed', label: 'Detailed' },
      ],
    },
    {
      key: 'climate',
      label: 'Climate',
      note: 'GULLIVER: dehydration hurts 25% more in hot weather and 50% more in desert.',
      choices: [
        { value: 'temperate', label: 'Temperate' },
        { value: 'hot', label: 'Hot' },
        { value: 'desert', label: 'Desert' },
      ],
    },
    {
      key: 'healingMarginBonus',
      label: 'Healing made by 10',
      note: "GULLIVER's optional rule for the daily (nightly) HT roll to heal: made by 10 or more heals twice the usual amount, by 20 three times. Fast healing for high HT.",
    },
    {
      key: 'stDamageTable',
      label: 'ST damage in fights',
      note: "GULLIVER's New ST Damage keeps damage growing steadily with ST (thrust by ST's tens, swing as the thrust of 1.5 x ST), for giants and for Combat ST scaled by size.",
      choices: [
        { value: 'basic-set', label: "Basic Set's table" },
        { value: 'new-st', label: "GULLIVER's New ST Damage" },
      ],
    },
    {
      key: 'bodyScaling',
      label: 'Lift and pace by size',
      note: "GULLIVER scales HP with size but says nothing of lifting or walking. Off (the sheet's figures) unless chosen; Lantern's own rule multiplies Basic Lift by Area Scale and Move by the square root of Linear Scale. A sheet marked as typed for its size keeps its own figures either way.",
      choices: [
        { value: 'sheet', label: "The sheet's figures" },
        { value: 'lantern', label: "Lantern's scaling (not GULLIVER's)" },
      ],
    },
    ...sharedGuide('GURPS Lite'),
  ],
  shell: [
    { key: 'characterPoints', label: 'Character points', unit: 'chp', note: 'The Shell text: 100 for typical fantasy heroes, 125-150 for stronger ones.' },
    { key: 'experiencePoints', label: 'Experience points', unit: 'exp', note: 'The Shell text: 16-24 for beginners, 48-64 for seasoned veterans.' },
    {
      key: 'secondsPerRound',
      label: 'Length of a round',
      unit: 'seconds',
      note: "The Shell text gives no length for a round. 5 seconds is Lantern's suggestion, between GURPS's 1-second turn and Basic Fantasy's 10-second round.",
    },
    { key: 'yardsPerUnit', label: 'Size of a unit', unit: 'yards', note: 'The space one fighter holds; the Shell text gives no size.' },
    {
      key: 'milesPerDayPerMv',
      label: 'Overland travel',
      unit: 'miles a day per MV',
      note: "The Shell text has no overland rate. 4 puts an average human (MV 5) at 20 miles a day.",
    },
    {
      key: 'hungerEndPerDay',
      label: 'Hunger',
      unit: 'END a day without food',
      note: 'The Shell text has no hunger rule. 3 counts each missed meal as 1 END, as GURPS does with FP; at 0 END losses come off HP.',
    },
    {
      key: 'thirstEndPerDay',
      label: 'Thirst',
      unit: 'END a day without water',
      note: 'The Shell text has no thirst rule. 3 is the hunger figure; at 0 END losses come off HP.',
    },
    ...sharedGuide('The Shell text'),
  ],
};
