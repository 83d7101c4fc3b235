import { z } from 'zod';
import { audienceField as audience, defineDomain, gmAndPlayers, gmOnly, roles } from './define';
import { encounterTableEntry } from './encounter';
import { encounterTableLine } from './encounter-lines';
import { journalEntry } from './journal';
import { effectInput, effectView } from './effects';
import { rulesSystems } from './rules-options';
import { ids } from './ids';
import { letTimeRun, lightKind, lightsCarried } from './fields';
import { burnsByHeight, LIGHT_KINDS } from '../light-kinds';
import { spellFields, spellListFormats, spellsState, spellView } from './spells';

const id = z.number().int().positive();
const TEN_YEARS = 10 * 365 * 86_400;
/**
 * The longest one clock.advance may run: a year of turn-by-turn wandering checks
 * takes up to 0.75 s on a slow machine, and no call may hold the host for a second.
 * A longer span is asked for as several advances.
 */
export const MAX_ADVANCE_SECONDS = 365 * 86_400;

const lightView = z.object({
  id,
  kind: lightKind,
  carrierId: id.nullable(),
  carrierName: z.string(),
  state: z.enum(['lit', 'out', 'spent']),
  /** Seconds of burning left; null on the players' screen until the GM reveals it. */
  remainingSeconds: z.number().int().nullable(),
  burnSeconds: z.number().int().nullable(),
  revealed: z.boolean(),
});
export type LightView = z.infer<typeof lightView>;

export const dungeonState = z.object({
  campaignId: ids.campaign,
  partyId: ids.party,
  partyName: z.string(),
  location: z.string(),
  audience: z.enum(roles),
  gameTimeSeconds: z.number().int(),
  lights: z.array(lightView),
  /** Effects and countdowns on the campaign, the party and its members, soonest end first. */
  effects: z.array(effectView),
  /** The campaign's rules as the view needs them: names, round length and the unit distances are in. */
  rules: z.object({
    system: z.enum(rulesSystems),
    name: z.string(),
    secondsPerRound: z.number(),
    unit: z.enum(['ft', 'yd']),
    /** FP, END, or null. */
    fatiguePool: z.string().nullable(),
  }),
  lightLevel: z.object({
    /** How bright it is around the party, in the campaign's terms ("Dim (bright firelight)"). */
    label: z.string(),
    /** What the GM must apply for it ("-1 to Vision and to rolls that need sight"), or null. */
    effect: z.string().nullable(),
    brightRadius: z.number(),
    dimRadius: z.number(),
    inDarkness: z.boolean(),
    /** Said when the last light is about to fail, or has. */
    warning: z.string().nullable(),
  }),
  members: z.array(
    z.object({
      id,
      name: z.string(),
      kind: z.string(),
      hp: z.object({ current: z.number().int(), max: z.number().int() }),
      fp: z.object({ current: z.number().int(), max: z.number().int() }).nullable(),
      darkvision: z.boolean(),
      /** Whether they eat and drink at each day's end (the dead do not). */
      eats: z.boolean(),
      /** Days the food and the water in their own pack last at their own daily needs. */
      foodDays: z.number(),
      waterDays: z.number(),
      daysWithoutFood: z.number().int(),
      daysWithoutWater: z.number().int(),
      healingBlocked: z.boolean(),
      /** Exploring pace per turn, in the campaign's unit. */
      movePerTurn: z.number(),
      loadLabel: z.string(),
      conditions: z.array(z.string()),
      carries: lightsCarried,
    }),
  ),
  /** The lights and fuel in the party's stores, which a member may take out and light. */
  storesCarry: lightsCarried,
  /** The party's exploring pace per turn, in the campaign's unit. */
  pacePerTurn: z.number(),
  wandering: z.object({
    levelName: z.string(),
    checkEveryTurns: z.number().int(),
    chanceInSix: z.number().int(),
    entries: z.array(encounterTableEntry),
    nextCheckAt: z.number().int().nullable(),
  }),
  /** The campaign's spells and the party's casters; empty on the players' screen. */
  spells: spellsState,
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  journal: z.array(journalEntry),
});
export type DungeonState = z.infer<typeof dungeonState>;

/**
 * What can stop time running early: the party left in the dark, a member down, a light out, an effect or
 * countdown ended, wandering monsters, or the keyed inhabitants of the area walked into.
 */
export const advanceStops = ['darkness', 'member-down', 'light-out', 'effect-ended', 'encounter', 'area-inhabitants'] as const;
export type AdvanceStop = (typeof advanceStops)[number];

const actionResult = z.object({
  entry: journalEntry,
  /** What stopped the clock early, if anything did, in the GM's words. */
  stoppedBy: z.string().nullable(),
  /** The same, as a fact to act on. */
  stopReason: z.enum(advanceStops).nullable(),
  state: dungeonState,
});
export type ActionResult = z.infer<typeof actionResult>;

const partyAction = { partyId: ids.party, audience };
const memberAction = { partyId: ids.party, memberId: ids.member, audience };

export const clock = defineDomain('clock', {
  advance: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      'Move game time on by a span in seconds (a turn is 600; a round is 10 in Basic Fantasy, 1 in GURPS), burning lights, eating rations, resting off fatigue and checking for wandering monsters; with stopOnEvent it halts at the first thing that needs the GM.',
    input: z
      .object({
        ...partyAction,
        seconds: z.number().int('must be whole seconds').min(1, 'must be more than 0').max(MAX_ADVANCE_SECONDS, 'must be at most a year (365 days); advance again for more'),
        stopOnEvent: z.boolean().default(true),
        bedRest: z.boolean().default(false),
        letTimeRun,
      })
      .strict(),
    output: actionResult,
  },
  untilDawn: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Camp until the next sunrise (the campaign's sun: Lantern's default hours, fixed hours or a latitude), with everything an advance does; with stopOnEvent it halts at the first thing that needs the GM.",
    input: z.object({ ...partyAction, stopOnEvent: z.boolean().default(true), letTimeRun }).strict(),
    output: actionResult,
  },
});

export const light = defineDomain('light', {
  light: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Light a torch or candle (used up) or a lantern (burns a flask of oil) that a member carries, or (fromStores) a torch or candle the member takes from the party's stores and holds lit; its burn time is rolled in secret. A candle burns by its height (3 turns an inch; 6 inches unless candleInches says otherwise).",
    input: z
      .object({
        ...memberAction,
        kind: lightKind,
        /** A candle's height when lit; a stub burns less long than a new taper. */
        candleInches: z.number({ error: 'must be a number' }).min(0.25, 'must be 0.25 to 24').max(24, 'must be 0.25 to 24').optional(),
        /** The torch or candle comes out of the party's stores, not the member's pack. */
        fromStores: z.boolean().default(false),
      })
      .strict()
      .refine((v) => v.candleInches === undefined || burnsByHeight(v.kind), { message: 'only a candle has a height', path: ['candleInches'] })
      .refine((v) => !v.fromStores || LIGHT_KINDS[v.kind].fuel === null, {
        message: "a lantern is lit by whoever carries it: hand it over from the stores first",
        path: ['fromStores'],
      }),
    output: actionResult,
  },
  snuff: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Put a light out, keeping what fuel it has left.',
    input: z.object({ partyId: ids.party, lightId: ids.light, audience }).strict(),
    output: actionResult,
  },
  relight: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Light again a source that was put out.',
    input: z.object({ partyId: ids.party, lightId: ids.light, audience }).strict(),
    output: actionResult,
  },
  refuel: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Pour a flask of oil from the carrier's pack into an empty lantern and light it.",
    input: z.object({ partyId: ids.party, lightId: ids.light, audience }).strict(),
    output: actionResult,
  },
  reveal: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Show (or hide again) a light's time left on the players' screen.",
    input: z.object({ partyId: ids.party, lightId: ids.light, revealed: z.boolean(), audience }).strict(),
    output: actionResult,
  },
  correct: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Set how long a light has left, in seconds (the GM overrides the roll).',
    input: z
      .object({ partyId: ids.party, lightId: ids.light, remainingSeconds: z.number().int().min(0, 'must not be negative').max(TEN_YEARS), audience })
      .strict(),
    output: actionResult,
  },
});

export const effect = defineDomain('effect', {
  add: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      'Set a timed effect or countdown (a spell, a poison, "reinforcements arrive") on a member, the party or the whole campaign, lasting rounds, turns, hours or days; the clock stops when it ends. Hidden ones never reach the players.',
    input: z
      .object({ ...partyAction, ...effectInput })
      .strict()
      .refine((v) => v.on !== 'member' || v.memberId !== undefined, { message: 'choose the member it sits on', path: ['memberId'] })
      .refine((v) => v.on === 'member' || v.memberId === undefined, { message: 'only an effect on one member names a member', path: ['memberId'] }),
    output: actionResult,
  },
  remove: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Take an effect off before it runs out (dispelled, cured, called off).',
    input: z.object({ partyId: ids.party, effectId: ids.effect, audience }).strict(),
    output: actionResult,
  },
});

export const spell = defineDomain('spell', {
  add: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Enter a spell in the campaign's list once: its class list and level (Basic Fantasy), range, duration (so much plus so much per caster level), the light it gives, its FP or END cost and casting time.",
    input: z
      .object({ ...partyAction, ...spellFields })
      .strict(),
    output: actionResult,
  },
  prepare: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "A Basic Fantasy caster prepares the day's spells after a night's rest, replacing yesterday's: at most the spells a day of each level their class and level give (supplement A21); the same spell may be taken twice.",
    input: z.object({ ...memberAction, spellIds: z.array(ids.spell).max(60) }).strict(),
    output: actionResult,
  },
  exportList: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's spell list as a file: JSON (format lantern.spells) or CSV, one spell a row under the columns name, class, level, range, duration, per level, unit, light, cost, casting rounds.",
    input: z.object({ campaignId: ids.campaign, format: z.enum(spellListFormats) }).strict(),
    output: z.object({ format: z.enum(spellListFormats), text: z.string(), count: z.number().int() }),
  },
  importList: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Add the spells of a file (JSON or CSV, as exportList writes them) to the campaign's list in one undoable action; a spell of the same name and class list is given the file's figures. A bad row refuses the whole file, naming the row and the field.",
    input: z.object({ campaignId: ids.campaign, format: z.enum(spellListFormats), text: z.string().max(500_000, 'must be at most 500,000 characters') }).strict(),
    output: z.object({ list: z.array(spellView), added: z.number().int(), changed: z.number().int() }),
  },
  cast: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      'A member casts a spell: a Basic Fantasy caster spends a prepared copy, a GURPS or Shell caster pays its FP or END; its timed effect starts (after the casting time) on the party or on the caster, and a light spell lights the party while it lasts.',
    input: z.object({ ...memberAction, spellId: ids.spell, on: z.enum(['party', 'caster']).default('party') }).strict(),
    output: actionResult,
  },
});

export const dungeon = defineDomain('dungeon', {
  state: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "Everything the Dungeon view shows for a party: clock, lights, members' supplies, the wandering schedule, the recent journal.",
    input: z.object(partyAction).strict(),
    output: dungeonState,
  },
  searchTraps: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A member searches an area (in square feet) for traps, by the campaign\'s rules; the roll is secret.',
    input: z
      .object({
        ...memberAction,
        areaSquareFeet: z.number().positive('must be more than 0').max(100_000),
        trapPresent: z.boolean(),
        magicalTrap: z.boolean().default(false),
        alreadySearchedHere: z.boolean().default(false),
        letTimeRun,
      })
      .strict(),
    output: actionResult,
  },
  searchSecretDoors: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "A member searches a stretch of wall (in feet) for secret doors, by the campaign's rules; secret roll.",
    input: z
      .object({
        ...memberAction,
        wallFeet: z.number().positive('must be more than 0').max(10_000),
        earlierSearchers: z.number().int().min(0).max(50).default(0),
        doorPresent: z.boolean(),
        letTimeRun,
      })
      .strict(),
    output: actionResult,
  },
  listen: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A member listens at a door (a round); the roll is secret.',
    input: z.object({ ...memberAction, noiseBeyond: z.boolean(), letTimeRun }).strict(),
    output: actionResult,
  },
  forceDoor: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A member forces a stuck door, a locked door or bends bars (a round each try), by the campaign\'s rules.',
    input: z.object({ ...memberAction, obstacle: z.enum(['stuck-door', 'locked-door', 'bars']), letTimeRun }).strict(),
    output: actionResult,
  },
  move: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "The party moves a distance (feet in Basic Fantasy, yards in GURPS and Shell) at its exploring pace; the clock runs the turns it takes.",
    input: z.object({ ...partyAction, distance: z.number().positive('must be more than 0').max(100_000), letTimeRun }).strict(),
    output: actionResult,
  },
  rest: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'The party rests for a number of turns.',
    input: z.object({ ...partyAction, turns: z.number().int().min(1, 'must be at least 1').max(1000), letTimeRun }).strict(),
    output: actionResult,
  },
  wanderingCheck: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Roll a wandering-monster check now, on the party's level table.",
    input: z.object(partyAction).strict(),
    output: actionResult,
  },
  setEncounterTable: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Set a dungeon level's check interval, chance and wandering-monster list.",
    input: z
      .object({
        ...partyAction,
        checkEveryTurns: z.number().int().min(1, 'must be at least 1').max(144),
        chanceInSix: z.number().int().min(0, 'must be 0 to 6').max(6, 'must be 0 to 6'),
        /** A line "what comes | bestiary foe | how many" (the last two may be left out), or the entry itself. */
        entries: z.array(z.union([encounterTableLine, encounterTableEntry])).max(100),
      })
      .strict(),
    output: actionResult,
  },
});
