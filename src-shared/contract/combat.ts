import { z } from 'zod';
import { RECOVERED_SHARE_PERCENT } from '../ammo-kinds';
import { audienceField as audience, defineDomain, gmAndPlayers, gmOnly, roles } from './define';
import { effectView } from './effects';
import { journalEntry } from './journal';
import { rulesSystems } from './rules-options';
import { int, label, notes } from './fields';
import { gcsFiles } from './gcs';
import { ids } from './ids';

// Encounters: who fights, in what order, and every attack, maneuver and round as
// a journaled, undoable action that moves the campaign clock. What an attack or a
// maneuver is, and a foe's stat block, depend on the campaign's rules: they travel
// as records the campaign's ruleset validates (see each system's schema in
// `combat-schemas.ts`), so errors still name the field.

const id = z.number().int().positive();
const record = z.record(z.string(), z.unknown());

const marks = z.array(z.object({ at: z.number(), label: z.string() }));
const pool = z.object({ current: z.number().int(), max: z.number().int(), label: z.string(), marks });

export const combatantView = z.object({
  id,
  name: z.string(),
  side: z.enum(['party', 'foes']),
  memberId: ids.member.nullable(),
  position: z.number().int(),
  initiative: z.number(),
  initiativeText: z.string(),
  /** Null on the players' screen for foes: the players see how hurt a foe looks, not its numbers. */
  hp: pool.nullable(),
  fp: pool.nullable(),
  /** "Unhurt", "Wounded", "Badly wounded", "Down": what anyone at the table can see. */
  looks: z.string(),
  conditions: z.array(z.object({ id: z.string(), label: z.string(), effect: z.string() })),
  /** The maneuver or stance in force, if the rules have one. */
  stance: z.string().nullable(),
  /** The maneuver declared for the turn in progress (its id and option), for the picker to show again. */
  declared: z.object({ id: z.string(), option: z.string().nullable() }).nullable(),
  out: z.boolean(),
  current: z.boolean(),
  attacks: z.array(z.object({ id: z.string(), label: z.string(), detail: z.string() })),
  defenses: z.array(z.object({ id: z.string(), label: z.string(), value: z.string() })),
  /** What the combatant can do besides attacking, by class (Basic Fantasy: a Cleric's Turn undead), with the table's odds now; absent where the rules have none. */
  abilities: z
    .array(z.object({ id: z.string(), label: z.string(), detail: z.string(), possible: z.boolean(), reason: z.string().nullable() }))
    .optional(),
  /** Where this combatant can be hit when its body is not the rules' usual one (a quadruped has no arms), with each place's to-hit modifier. */
  locations: z.array(z.object({ id: z.string(), label: z.string(), modifier: z.number() })).optional(),
});
export type CombatantView = z.infer<typeof combatantView>;

const choice = z.object({ id: z.string(), label: z.string() });
export const combatReference = z.object({
  /** True where the GM enters hits and damage by hand (no system does now; Basic Fantasy keeps it as a choice in its attack). */
  manual: z.boolean(),
  maneuvers: z.array(choice.extend({ help: z.string(), options: z.array(choice) })),
  defenses: z.array(choice),
  locations: z.array(choice.extend({ modifier: z.number() })),
  /** Circumstances the rules price for an attack (darkness), each with its modifier, for the GM to add in one pick. */
  circumstances: z.array(choice.extend({ modifier: z.number() })).optional(),
  /** Conditions the GM may set or clear by hand. */
  conditions: z.array(choice),
  /** Initiative choices of this system (Basic Fantasy: by side or by combatant). */
  initiativeModes: z.array(choice),
  /** Equal initiative numbers act at the same time (Basic Fantasy, supplement A19); absent where ties are rolled off. */
  tiesActTogether: z.boolean().optional(),
});
export type CombatReference = z.infer<typeof combatReference>;

/**
 * How the lines of a fight's last entry open where the rules say what its end made of the foes:
 * the rules write them, the fight's summary finds them by these words.
 */
export const fightEndLines = { defeated: 'Foes defeated', fled: 'Put to flight', experience: 'Experience' } as const;

export const combatState = z.object({
  encounterId: ids.fight,
  campaignId: ids.campaign,
  partyId: ids.party.nullable(),
  name: z.string(),
  status: z.enum(['active', 'ended']),
  audience: z.enum(roles),
  rules: z.object({ system: z.enum(rulesSystems), name: z.string(), secondsPerRound: z.number(), fatiguePool: z.string().nullable() }),
  round: z.number().int(),
  turn: z.number().int(),
  currentId: id.nullable(),
  startedAt: z.number().int(),
  /** Game seconds since the fight began. */
  elapsedSeconds: z.number().int(),
  gameTimeSeconds: z.number().int(),
  initiative: z.object({ mode: z.string(), note: z.string() }),
  combatants: z.array(combatantView),
  /** Effects and countdowns running on the fight's party and the campaign. */
  effects: z.array(effectView),
  reference: combatReference,
  /** The fight's journal entries, newest first (secret rolls left out on the players' screen). */
  log: z.array(journalEntry),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type CombatState = z.infer<typeof combatState>;

const combatResult = z.object({ entry: journalEntry, state: combatState });
export type CombatResult = z.infer<typeof combatResult>;

export const attackPreview = z.object({
  possible: z.boolean(),
  reason: z.string().nullable(),
  /** The numbers before rolling (effective skill, defence, AT, DEF), each with how it was reached. */
  figures: z.array(z.object({ label: z.string(), value: z.string(), detail: z.string() })),
  chances: z.array(z.object({ label: z.string(), probability: z.number() })),
  damage: z.string().nullable(),
});
export type AttackPreview = z.infer<typeof attackPreview>;

const foe = z
  .object({
    bestiaryId: ids.foe.optional(),
    /** A quick stat block typed for this fight, in the campaign's system. */
    statBlock: record.optional(),
    name: label(50).optional(),
    count: int(1, 20).default(1),
  })
  .strict()
  .refine((f) => (f.bestiaryId === undefined) !== (f.statBlock === undefined), {
    message: 'give a bestiaryId or a statBlock, one of the two',
    path: ['bestiaryId'],
  });

const encounterAction = { encounterId: ids.fight, audience };

export const combat = defineDomain('combat', {
  current: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "The campaign's fight in progress, or the latest one, as the Combat view shows it; null when there has been none.",
    input: z.object({ campaignId: ids.campaign, audience }).strict(),
    output: z.object({ encounter: combatState.nullable() }),
  },
  reference: {
    kind: 'query',
    roles: gmOnly,
    summary: "What the campaign's rules offer in a fight (maneuvers, defenses, hit locations, conditions, initiative choices), before any fight has begun.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: combatReference,
  },
  state: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: 'One fight as the Combat view shows it.',
    input: z.object(encounterAction).strict(),
    output: combatState,
  },
  start: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Start a fight: the party's members (all its characters unless listed) against foes from the bestiary or typed stat blocks; initiative is rolled by the campaign's rules.",
    input: z
      .object({
        partyId: ids.party,
        name: label(80).default('Fight'),
        // An empty list was a fight the party was not in: a form sent before it knew the party.
        memberIds: z.array(ids.member).min(1, "must list at least one member, or be left out for all the party's characters").max(50).optional(),
        foes: z.array(foe).min(1, 'must list at least one foe').max(20),
        /** The rules' initiative choice, e.g. { mode: 'individual' } in Basic Fantasy. */
        options: record.default({}),
        /** The wandering encounter this fight settles; it is resolved in the same action. */
        sightingId: ids.sighting.optional(),
        /** The side caught by surprise loses the first round (Basic Fantasy A15; GURPS: Do Nothing). */
        surprised: z.enum(['party', 'foes']).optional(),
        audience,
      })
      .strict(),
    output: combatResult,
  },
  add: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Bring more foes or party members into a fight in progress; they act last this round.',
    input: z.object({ ...encounterAction, memberIds: z.array(ids.member).max(50).default([]), foes: z.array(foe).max(20).default([]) }).strict(),
    output: combatResult,
  },
  maneuver: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Choose a combatant's maneuver or stance for this turn (GURPS: Attack, All-Out Defense...; Shell: Attack, Guard, Defend...).",
    input: z.object({ ...encounterAction, combatantId: ids.combatant, maneuver: record }).strict(),
    output: combatResult,
  },
  ability: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "A combatant uses a class ability on its turn (Basic Fantasy: a Cleric turns the undead by supplement A23), every die journaled.",
    input: z.object({ ...encounterAction, combatantId: ids.combatant, ability: z.string().trim().min(1, 'must name an ability').max(40, 'must be at most 40 characters') }).strict(),
    output: combatResult,
  },
  preview: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The chances of an attack before any die is thrown: effective skill or AT, defence, the odds of each outcome, the damage dice.',
    input: z.object({ encounterId: ids.fight, attackerId: ids.combatant, defenderId: ids.combatant, attack: record }).strict(),
    output: attackPreview,
  },
  attack: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Resolve an attack by the campaign's rules, every die journaled; in Basic Fantasy the GM may instead record a hit or a miss by hand.",
    input: z.object({ ...encounterAction, attackerId: ids.combatant, defenderId: ids.combatant, attack: record }).strict(),
    output: combatResult,
  },
  adjust: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "The GM's own change to a combatant: HP or FP up or down, out of the fight or back in, with a note.",
    input: z
      .object({
        ...encounterAction,
        combatantId: ids.combatant,
        hp: int(-10_000, 10_000).default(0),
        fp: int(-10_000, 10_000).default(0),
        out: z.boolean().optional(),
        note: z.string().trim().max(200, 'must be at most 200 characters').default(''),
      })
      .strict(),
    output: combatResult,
  },
  condition: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Set or clear a condition by hand (stunned, prone, knocked down...).',
    input: z.object({ ...encounterAction, combatantId: ids.combatant, condition: z.string().min(1).max(40), on: z.boolean() }).strict(),
    output: combatResult,
  },
  note: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'A line in the fight log: a morale check, a shouted surrender, what the GM ruled.',
    input: z.object({ ...encounterAction, text: label(300), combatantId: ids.combatant.optional() }).strict(),
    output: combatResult,
  },
  next: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "End the current combatant's turn; after the last, the round ends and the clock moves on a round.",
    input: z.object(encounterAction).strict(),
    output: combatResult,
  },
  endRound: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'End the round now: the clock moves on a round (lights burn), and the next round begins.',
    input: z.object(encounterAction).strict(),
    output: combatResult,
  },
  end: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'End the fight; the round in progress counts on the clock.',
    input: z.object(encounterAction).strict(),
    output: combatResult,
  },
  recoverMissiles: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "After a fight, each member finds a share of the arrows, bolts, stones or shot they loosed in it (rounded down): half unless the GM says otherwise, Lantern's own default, as no rules text here gives one.",
    input: z.object({ ...encounterAction, percent: int(0, 100).default(RECOVERED_SHARE_PERCENT) }).strict(),
    output: combatResult,
  },
});

const bestiaryEntry = z.object({ id, name: z.string(), statBlock: record, notes: z.string(), summary: z.string() });
export type BestiaryEntry = z.infer<typeof bestiaryEntry>;

const bestiaryList = z.object({
  entries: z.array(bestiaryEntry),
  /** The credit and licence of each shipped bestiary some of these foes were read from. */
  credits: z.array(z.string()),
  /**
   * The bestiary the campaign's rules ship, which `bestiary.addBundled` adds; null where they ship
   * none. `missing` counts its foes with no foe of the same name here (0: adding it adds nothing).
   */
  bundle: z.object({ label: z.string(), count: z.number().int(), missing: z.number().int() }).nullable(),
});
export type BestiaryList = z.infer<typeof bestiaryList>;

export const bestiaryFile = z
  .object({
    format: z.literal('lantern.bestiary'),
    version: z.literal(1),
    rulesSystem: z.enum(rulesSystems),
    // Room for the shipped Basic Fantasy bestiary (792 foes) and a GM's own beside it.
    entries: z.array(z.object({ name: label(60), statBlock: record, notes }).strict()).max(3000, 'must hold at most 3,000 foes'),
  })
  .strict();
export type BestiaryFile = z.input<typeof bestiaryFile>;

export const bestiary = defineDomain('bestiary', {
  list: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's bestiary, by name, each with a one-line summary of its stat block.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: bestiaryList,
  },
  save: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Add a foe to the bestiary, or change one (with its id); the stat block is checked by the campaign's rules.",
    input: z.object({ campaignId: ids.campaign, id: ids.foe.optional(), name: label(60), statBlock: record, notes }).strict(),
    output: bestiaryEntry,
  },
  delete: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Remove a foe from the bestiary (fights already started keep their copies).',
    input: z.object({ id: ids.foe }).strict(),
    output: bestiaryList,
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: "The bestiary as a portable JSON file.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: bestiaryFile,
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Add the foes of a bestiary file (of the same rules system); a name already there is replaced.',
    input: z.object({ campaignId: ids.campaign, file: bestiaryFile }).strict(),
    output: bestiaryList,
  },
  addBundled: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Add the bestiary the campaign's rules ship (Basic Fantasy: the monsters of the Core Rules and Field Guide, CC BY-SA 4.0), as one undoable action; a foe of the same name already there is kept as it is. New campaigns start with it.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: bestiaryList.extend({ added: z.number().int(), kept: z.number().int() }),
  },
  importGcs: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Add the NPCs and monsters of GCS 5 files (data version 4 or 5) to a GURPS campaign's bestiary, all or none; a name already there is replaced. Each file answers with what was kept as notes.",
    input: z.object({ campaignId: ids.campaign, files: gcsFiles }).strict(),
    output: bestiaryList.extend({
      imported: z.array(z.object({ file: z.string(), id, name: z.string(), notes: z.array(z.string()) })),
    }),
  },
});
