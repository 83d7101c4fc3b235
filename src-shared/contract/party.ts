import { z } from 'zod';
import { ammoKinds } from '../ammo-kinds';
import { defineDomain, gmAndPlayers, gmOnly } from './define';
import { rulesSystems } from './rules-options';
import { defenseBonus, fuelledLightKind, int, lightKind, lightsCarried, notes } from './fields';
import { gcsChange, gcsDifference, gcsFile, gcsFiles } from './gcs';
import { ids } from './ids';
import { hireView, moneyView, pointsView, purseView, standingView } from './purse-fields';

export const memberKinds = ['pc', 'hireling', 'animal', 'vehicle'] as const;
export type MemberKind = (typeof memberKinds)[number];
/** The members with a character's sheet, who fight, share and pay; animals and vehicles have none. */
export const characterKinds = ['pc', 'hireling'] as const satisfies readonly MemberKind[];
export type CharacterKind = (typeof characterKinds)[number];
export const isCharacterKind = (kind: string): kind is CharacterKind => (characterKinds as readonly string[]).includes(kind);
export const isCharacter = (member: { kind: string }): boolean => isCharacterKind(member.kind);
/** A hireling serving a character is a retainer (Basic Fantasy A25); one paid by wage alone is a plain hireling. */
export const hiredAs = (kind: string, employerId: number | null | undefined): 'retainer' | 'hireling' | undefined =>
  kind !== 'hireling' ? undefined : employerId === null || employerId === undefined ? 'hireling' : 'retainer';
export const memberKindLabels: Record<MemberKind, string> = {
  pc: 'Player character',
  hireling: 'Hireling',
  animal: 'Animal',
  vehicle: 'Vehicle',
};

export const itemCategories = ['weapon', 'armor', 'shield', 'gear', 'food', 'water', 'light', 'fuel', 'container'] as const;

const id = z.number().int().positive();
const name = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');
/** The largest stack: past it a count stops meaning anything at a table, and sums stay exact. */
export const MAX_QUANTITY = 1_000_000;

/**
 * The lowest hit points a character can be left at: GURPS's total destruction is at
 * -10 x HP, and no system goes lower, so a pool stays within [-10 x max, max].
 */
export const MIN_HP = -10 * 9999;
export const poolFloor = (max: number) => Math.max(MIN_HP, -10 * max);

const hp = z
  .object({ current: int(MIN_HP, 9999), max: int(1, 9999) })
  .strict()
  .refine((h) => h.current <= h.max, { message: 'must not be more than hp.max', path: ['current'] });

/**
 * A beast's or vehicle's own load and pace, where the campaign's rules have no figures
 * for it (Shell); a system with its own refuses them (`party.haulers` says which).
 */
export const gmHaulerFigures = z
  .object({
    loadPounds: z.number().positive('must be more than 0').max(100_000, 'must be at most 100,000 lb'),
    milesPerDay: z.number().min(0, 'must not be negative').max(500, 'must be at most 500'),
  })
  .strict();
const animalSheet = z.object({ beast: z.string().min(1, 'must name a beast of burden'), notes, figures: gmHaulerFigures.optional() }).strict();
const vehicleSheet = z.object({ vehicle: z.string().min(1, 'must name a vehicle'), notes, figures: gmHaulerFigures.optional() }).strict();

/** A character's sheet in the campaign's system (see `sheets.ts`); the campaign's ruleset validates it. */
const characterSheet = z.record(z.string(), z.unknown());
/**
 * Hit points as the GM sets them. Systems whose sheet fixes the maximum (GURPS: ST,
 * Shell: ST plus bought HP) take their own and keep `current` within it; there `hp`
 * may be left out for a character at full health.
 */
const characterMember = (kind: CharacterKind) => z.object({ kind: z.literal(kind), name, hp: hp.optional(), sheet: characterSheet }).strict();
const pcMember = characterMember('pc');
export const hirelingMember = characterMember('hireling');
const animalMember = z.object({ kind: z.literal('animal'), name, hp, sheet: animalSheet }).strict();
const vehicleMember = z.object({ kind: z.literal('vehicle'), name, hp: hp.default({ current: 10, max: 10 }), sheet: vehicleSheet }).strict();
export const memberInput = z.discriminatedUnion('kind', [pcMember, hirelingMember, animalMember, vehicleMember]);
export type MemberInput = z.input<typeof memberInput>;

const location = z
  .object({
    kind: z.enum(['none', 'dungeon', 'hex']),
    name: z.string().trim().max(80, 'must be at most 80 characters').default(''),
    hex: z.object({ col: int(0, 9999), row: int(0, 9999) }).strict().nullable().default(null),
  })
  .strict()
  .refine((l) => (l.kind === 'hex') === (l.hex !== null), { message: 'a hex location needs a hex, and only it', path: ['hex'] });

const itemObject = z
  .object({
    key: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be lowercase letters, digits and dashes'),
    name,
    category: z.enum(itemCategories),
    weightLb: z.number().min(0, 'must not be negative').max(10_000, 'must be at most 10,000 lb'),
    costGp: z.number().min(0, 'must not be negative').max(10_000_000).default(0),
    armorKind: z.enum(['leather', 'metal']).optional(),
    lightSource: lightKind.optional(),
    fuelFor: fuelledLightKind.optional(),
    foodDays: z.number().positive().max(365).optional(),
    waterQuarts: z.number().positive().max(10_000).optional(),
    /** Ammunition counted one by one: each shot from a launcher that takes it spends one. */
    ammo: z.enum(ammoKinds).optional(),
    /** A shield's Defense Bonus, on every active defense while it is readied (GURPS). */
    defenseBonus: defenseBonus.optional(),
  })
  .strict();
const armorHasKind = (i: { category: string; armorKind?: string }) => (i.category === 'armor') === (i.armorKind !== undefined);
const armorKindRule = { message: 'armor needs an armor kind, and only armor has one', path: ['armorKind'] };
const onlyShieldsDefend = (i: { category: string; defenseBonus?: number }) => i.defenseBonus === undefined || i.category === 'shield';
const defenseBonusRule = { message: 'only a shield has a Defense Bonus', path: ['defenseBonus'] };
export const itemDefinition = itemObject.refine(armorHasKind, armorKindRule).refine(onlyShieldsDefend, defenseBonusRule);
export type ItemDefinition = z.output<typeof itemDefinition>;

const catalogueItem = z.object({
  id,
  key: z.string(),
  name: z.string(),
  category: z.enum(itemCategories),
  weightLb: z.number(),
  costGp: z.number(),
  armorKind: z.enum(['leather', 'metal']).nullable(),
  lightSource: lightKind.nullable(),
  fuelFor: fuelledLightKind.nullable(),
  foodDays: z.number().nullable(),
  waterQuarts: z.number().nullable(),
  ammo: z.enum(ammoKinds).nullable(),
  defenseBonus: z.number().int().nullable(),
  builtin: z.boolean(),
});
export type CatalogueItem = z.infer<typeof catalogueItem>;

const stack = z.object({
  id,
  item: catalogueItem,
  quantity: z.number().int(),
  magical: z.boolean(),
  worn: z.boolean(),
  /** A shield on the arm: only a readied shield gives its Defense Bonus and lets its bearer block. */
  readied: z.boolean(),
  /** How much of one unit is already eaten or drunk (a waterskin half drunk), in days or quarts. */
  usedOfOne: z.number(),
  totalWeightLb: z.number(),
});
export type InventoryStack = z.infer<typeof stack>;

const figures = z.object({
  carriedPounds: z.number(),
  /** Upper weight limit of each encumbrance band, lightest first; past the last the member cannot move. */
  bands: z.array(z.object({ id: z.string(), label: z.string(), upToPounds: z.number() })),
  encumbrance: z.object({ rank: z.number().int(), id: z.string(), label: z.string() }),
  /** Carried weight over the last band's limit, for a meter; above 1 the member cannot move. */
  loadFraction: z.number(),
  canMove: z.boolean(),
  move: z.object({
    perRound: z.number(),
    /** Careful exploring, per 10-minute turn. */
    perTurn: z.number(),
    unit: z.enum(['ft', 'yd']),
    secondsPerRound: z.number(),
  }),
  milesPerDay: z.number(),
  armor: z.object({ name: z.string(), kind: z.string(), magical: z.boolean() }).nullable(),
  darkvision: z.boolean(),
  /** What the sheet derives (Basic Lift, Dodge, damage...), each with its formula. */
  characteristics: z.array(z.object({ key: z.string(), label: z.string(), value: z.union([z.number(), z.string()]), formula: z.string() })),
  /** Standing effects of wounds and fatigue. */
  conditions: z.array(z.object({ id: z.string(), label: z.string(), effect: z.string() })),
  /** Plain sentences saying where each figure comes from. */
  reasons: z.array(z.string()),
});
export type MemberFigures = z.infer<typeof figures>;

const memberView = z.object({
  id,
  partyId: ids.party,
  kind: z.enum(memberKinds),
  name: z.string(),
  position: z.number().int(),
  hp: z.object({ current: z.number().int(), max: z.number().int() }),
  /** The fatigue pool (GURPS FP, Shell END), null in systems without one. */
  fp: z.object({ current: z.number().int(), max: z.number().int(), label: z.string() }).nullable(),
  sheet: z.record(z.string(), z.unknown()),
  items: z.array(stack),
  figures,
  /** Conditions that outlast a fight (a crippled arm, unconscious, dying, dead), oldest first; `since` in game seconds. */
  lasting: z.array(z.object({ id: z.string(), label: z.string(), effect: z.string(), since: z.number().int() })),
  /** The GM's own note on the member, kept apart from the sheet's notes: the players never see it. */
  gmNote: z.string(),
  purse: purseView,
  /** A hireling's terms and wages; null for anyone not hired. */
  hire: hireView.nullable(),
  /** Experience and level where the rules have them; null otherwise. */
  standing: standingView.nullable(),
  /** Points earned and spent where the rules grow characters by points; null otherwise. */
  points: pointsView.nullable(),
});
export type MemberView = z.infer<typeof memberView>;

const supply = z.object({
  total: z.number(),
  perDay: z.number(),
  /** Whole days the party can go on eating or drinking in full; null with nobody to feed. */
  lastsDays: z.number().int().nullable(),
});

export const partyView = z.object({
  id,
  campaignId: ids.campaign,
  name: z.string(),
  location: z.object({
    kind: z.enum(['none', 'dungeon', 'hex']),
    name: z.string(),
    hex: z.object({ col: z.number().int(), row: z.number().int() }).nullable(),
    /** The map region of a hex location. */
    regionId: ids.region.nullable(),
  }),
  leaderMemberId: ids.member.nullable(),
  members: z.array(memberView),
  /** The lasting conditions the GM may set by hand on a character in these rules: one list for the party, not one per member. */
  lastingKinds: z.array(z.object({ id: z.string(), label: z.string(), help: z.string() })),
  stores: z.array(stack),
  /** The stores' money: coins, gems, jewellery and valuables not yet shared out. */
  purse: purseView,
  money: moneyView,
  summary: z.object({
    pace: z.object({
      perRound: z.number(),
      perTurn: z.number(),
      unit: z.enum(['ft', 'yd']),
      /** How long `perRound`'s round is in these rules (GURPS: a one-second turn), known before anyone joins. */
      secondsPerRound: z.number(),
      milesPerDay: z.number(),
      slowestMemberId: id.nullable(),
      /** Who walks (the dead and the carried do not), each at their own pace: a carrier's slowed by whom they carry. */
      walkers: z.array(z.object({ memberId: id, milesPerDay: z.number() })),
      /** Members who cannot walk, who carries each (null: nobody can) and what they weigh with their gear. */
      carried: z.array(z.object({ memberId: id, carrierId: id.nullable(), pounds: z.number() })),
      reason: z.string(),
    }),
    eaters: z.number().int(),
    food: supply.extend({ unit: z.string() }),
    water: supply.extend({ unit: z.string() }),
    light: lightsCarried.extend({ darkvision: z.array(z.string()) }),
  }),
});
export type PartyView = z.infer<typeof partyView>;

/** A stack's counts: all that letting time pass changes in one (food eaten, water drunk, and the weight that goes with them). */
const stackCounts = stack.pick({ id: true, quantity: true, usedOfOne: true, totalWeightLb: true });

/**
 * What letting time pass can change in a party, carried by a time action's change instead
 * of the whole view (a year's advance for 200 members sent every sheet and catalogue item):
 * pools, conditions, purses and wages, the load and figures that follow, and each stack's
 * counts. Time adds no member or stack, so a stack left out of `items` or `stores` is gone;
 * a window that shows a stack the patch does not know asks for the party again. Members
 * whose figures are the same (one sheet under one load, as a troop of hirelings) point to
 * one entry of `figures`.
 */
export const partyTimePatch = z.object({
  id,
  figures: z.array(figures),
  members: z.array(
    memberView.pick({ id: true, hp: true, fp: true, lasting: true, purse: true, hire: true }).extend({ figuresAt: z.number().int().min(0), items: z.array(stackCounts) }),
  ),
  stores: z.array(stackCounts),
  purse: purseView,
  summary: partyView.shape.summary,
});
export type PartyTimePatch = z.infer<typeof partyTimePatch>;

const partySummaryRow = z.object({
  id,
  name: z.string(),
  memberCount: z.number().int(),
  location: partyView.shape.location,
});
const partyList = z.object({
  parties: z.array(partySummaryRow),
  /** The party the players' screen shows outside a fight: the GM's choice (`party.follow`), else the first; null with no party. */
  followedId: ids.party.nullable(),
});

/** A beast or vehicle as the campaign's rules give it: the id a member's sheet names, its figures and their source. */
const haulerKind = z.object({ id: z.string(), label: z.string(), figures: z.string(), source: z.string() });
export type HaulerKind = z.infer<typeof haulerKind>;

const holder = z.union([z.object({ memberId: ids.member }).strict(), z.object({ partyId: ids.party }).strict()]);

const fileItem = itemObject
  .extend({ quantity: int(1, MAX_QUANTITY), magical: z.boolean().default(false), worn: z.boolean().default(false), readied: z.boolean().default(false) })
  .refine(armorHasKind, armorKindRule)
  .refine(onlyShieldsDefend, defenseBonusRule);
const items = z.array(fileItem).max(1000).default([]);
/** Conditions that outlast a fight, by the ids the campaign's rules give them; `since` in game seconds. */
const lastingFile = z
  .array(z.object({ id: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'), since: z.number().int().min(0).default(0) }).strict())
  .max(40)
  .optional();
const fileMember = z.discriminatedUnion('kind', [
  pcMember.extend({ items, lasting: lastingFile }),
  hirelingMember.extend({ items, lasting: lastingFile }),
  animalMember.extend({ items }),
  vehicleMember.extend({ items }),
]);

/** A character with their belongings, portable between campaigns. */
export const memberFile = z
  .object({ format: z.literal('lantern.member'), version: z.literal(1), rulesSystem: z.enum(rulesSystems), member: fileMember })
  .strict();
export type MemberFile = z.input<typeof memberFile>;

/** A party, its members in marching order and its stores. */
export const partyFile = z
  .object({
    format: z.literal('lantern.party'),
    version: z.literal(1),
    rulesSystem: z.enum(rulesSystems),
    party: z.object({ name, location: location.optional(), leader: z.number().int().min(0).nullable().default(null) }).strict(),
    members: z.array(fileMember).max(500),
    stores: items,
  })
  .strict();
export type PartyFile = z.input<typeof partyFile>;

/**
 * The most stacks one import may create: the party's view grows faster than its
 * stacks, and 5000 took a second to import; a file exported from a bigger party is
 * imported in parts.
 */
export const MAX_IMPORTED_STACKS = 2000;
const importablePartyFile = partyFile.refine(
  (f) => f.stores.length + f.members.reduce((n, m) => n + m.items.length, 0) <= MAX_IMPORTED_STACKS,
  { message: `must hold at most ${MAX_IMPORTED_STACKS} stacks of items, members' and stores' together`, path: ['members'] },
);

export const party = defineDomain('party', {
  list: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: "A campaign's parties with their size and whereabouts.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: partyList,
  },
  follow: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Choose the party the players' screen shows outside a fight (a fight shows its own); the Dungeon view's party sets it too.",
    input: z.object({ partyId: ids.party }).strict(),
    output: partyList,
  },
  get: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: 'A party with its members, inventories, stores and every derived figure with its reason.',
    input: z.object({ partyId: ids.party }).strict(),
    output: partyView,
  },
  haulers: {
    kind: 'query',
    roles: gmOnly,
    summary: "The beasts of burden and vehicles the campaign's rules know, each with its figures and where they come from.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({
      beasts: z.array(haulerKind),
      vehicles: z.array(haulerKind),
      /** Whether a beast or vehicle may carry the GM's own figures (the rules text has none). */
      takesGmFigures: z.boolean(),
    }),
  },
  create: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Create an empty party in a campaign.',
    input: z.object({ campaignId: ids.campaign, name, location: location.optional() }).strict(),
    output: partyView,
  },
  update: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Rename a party, move it, or choose its leader (null for none). Each value replaced may state the one the window's edit started from (read), and is refused if another window has changed it since.",
    input: z
      .object({
        partyId: ids.party,
        name: name.optional(),
        location: location.optional(),
        leaderMemberId: ids.member.nullable().optional(),
        /** The name, whereabouts and leader the window showed: a value replaced that no longer matches was changed elsewhere. */
        read: z
          .object({ name: z.string().optional(), location: partyView.shape.location.omit({ regionId: true }).optional(), leaderMemberId: ids.member.nullable().optional() })
          .strict()
          .optional(),
      })
      .strict(),
    output: partyView,
  },
  reorder: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Set the marching order: every member id of the party, first to last.',
    input: z.object({ partyId: ids.party, memberIds: z.array(ids.member).max(500) }).strict(),
    output: partyView,
  },
  delete: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Delete a party with its members and stores.',
    input: z.object({ partyId: ids.party }).strict(),
    output: partyList,
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: 'The party as a portable JSON file.',
    input: z.object({ partyId: ids.party }).strict(),
    output: partyFile,
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Create a party from a JSON file; items missing from the catalogue are added to it.',
    input: z.object({ campaignId: ids.campaign, file: importablePartyFile, name: name.optional() }).strict(),
    output: partyView,
  },
});

export const member = defineDomain('member', {
  create: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Add a character, hireling, animal or vehicle to a party, last in the marching order.',
    input: z.object({ partyId: ids.party, member: memberInput }).strict(),
    output: partyView,
  },
  update: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Change a member's name, hit points, fatigue (FP or END, where the rules keep it), sheet (the whole sheet, validated as new) or the GM's own note on them. HP and fatigue move by a change (hpBy, fpBy) where the GM means one, so two windows' changes add up; a name, sheet or note replaced states the one it was edited from (read), and is refused if another window has changed it since.",
    input: z
      .object({
        memberId: ids.member,
        name: name.optional(),
        hp: hp.optional(),
        /** Moves current HP by this many (a blow -3, healing +2) from what is stored when it lands, within the pool's floor and maximum. */
        hpBy: int(-2 * 9999, 2 * 9999).optional(),
        /** Current FP (GURPS) or END (Shell); the maximum follows from the sheet. */
        fp: z.object({ current: int(-9999, 9999) }).strict().optional(),
        /** Moves current FP or END by this many, as `hpBy` does HP. */
        fpBy: int(-2 * 9999, 2 * 9999).optional(),
        sheet: z.record(z.string(), z.unknown()).optional(),
        /** The GM's own note, which the players never see ('' clears it). */
        gmNote: z.string().trim().max(5000, 'must be at most 5000 characters').optional(),
        /** The name, sheet and note the window's edit started from: a value replaced that no longer matches was changed elsewhere. */
        read: z
          .object({ name: z.string().optional(), sheet: z.record(z.string(), z.unknown()).optional(), gmNote: z.string().optional() })
          .strict()
          .optional(),
      })
      .strict()
      .refine((m) => m.hp === undefined || m.hpBy === undefined, { message: 'give hp or hpBy, not both', path: ['hpBy'] })
      .refine((m) => m.fp === undefined || m.fpBy === undefined, { message: 'give fp or fpBy, not both', path: ['fpBy'] }),
    output: partyView,
  },
  setCondition: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Set or clear a lasting condition on a member by hand (a crippled limb, unconscious, dying, wounds bound, dead), as the campaign's rules name them.",
    input: z
      .object({
        memberId: ids.member,
        condition: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
        on: z.boolean(),
        note: z.string().trim().max(200, 'must be at most 200 characters').optional(),
      })
      .strict(),
    output: partyView,
  },
  delete: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Remove a member and what they carry.',
    input: z.object({ memberId: ids.member }).strict(),
    output: partyView,
  },
  move: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Move a member, with what they carry, to another party of the same campaign.',
    input: z.object({ memberId: ids.member, toPartyId: ids.destinationParty }).strict(),
    output: partyView,
  },
  export: {
    kind: 'query',
    roles: gmOnly,
    summary: 'A member and their belongings as a portable JSON file.',
    input: z.object({ memberId: ids.member }).strict(),
    output: memberFile,
  },
  import: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Add a member from a JSON file to a party.',
    input: z.object({ partyId: ids.party, file: memberFile }).strict(),
    output: partyView,
  },
  importGcs: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Add the characters of GCS 5 files (GURPS Character Sheet, data version 4 or 5) to a GURPS campaign's party, all or none; items are matched to the catalogue or added to it. Each file answers with the figures Lantern works out otherwise and what was kept as notes.",
    input: z.object({ partyId: ids.party, files: gcsFiles, kind: z.enum(characterKinds).default('pc') }).strict(),
    output: z.object({
      party: partyView,
      imported: z.array(
        z.object({
          file: z.string(),
          memberId: ids.member,
          name: z.string(),
          differences: z.array(gcsDifference),
          notes: z.array(z.string()),
          /** Items the catalogue already held under another weight: the inventory counts the catalogue's. */
          catalogue: z.array(z.string()),
        }),
      ),
    }),
  },
  gcsMatches: {
    kind: 'query',
    roles: gmOnly,
    summary:
      "Before a GCS import: for each file, the member of the campaign it made when first imported (by the file's character id, or else by name among members linked to no GCS character), with every figure an update would change, old and new; null where the file is new to the campaign.",
    input: z.object({ partyId: ids.party, files: gcsFiles }).strict(),
    output: z.object({
      files: z.array(
        z.object({
          file: z.string(),
          name: z.string(),
          match: z
            .object({
              memberId: ids.member,
              name: z.string(),
              partyName: z.string(),
              /** How the member was found: by the file's character id, or by name for a member that has none (imported before Lantern kept it). */
              matchedBy: z.enum(['gcsId', 'name']),
              changes: z.array(gcsChange),
            })
            .nullable(),
        }),
      ),
    }),
  },
  updateFromGcs: {
    kind: 'mutation',
    roles: gmOnly,
    summary:
      "Update a member from the GCS file they were imported from: the file's sheet, and of its items only what the file changed since it was last read; current HP and FP (the injury and fatigue taken), lasting conditions, effects and what was gained or used up in play stay.",
    input: z.object({ memberId: ids.member, file: gcsFile }).strict(),
    output: z.object({ party: partyView, changes: z.array(gcsChange) }),
  },
  exportGcs: {
    kind: 'query',
    roles: gmOnly,
    summary: "A GURPS member as a GCS 5 character file (.gcs) with current HP and FP and what they carry, under the id of the file they came from.",
    input: z.object({ memberId: ids.member }).strict(),
    output: z.object({ fileName: z.string(), text: z.string() }),
  },
});

export const inventory = defineDomain('inventory', {
  add: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Give a member, or the party's stores, some of a catalogue item.",
    input: z.object({ to: holder, itemId: ids.item, quantity: int(1, MAX_QUANTITY), magical: z.boolean().default(false) }).strict(),
    output: partyView,
  },
  update: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Change how many there are, or wear or take off armor (one suit at a time), or mark it magical.',
    input: z.object({ stackId: ids.stack, quantity: int(1, MAX_QUANTITY).optional(), worn: z.boolean().optional(), magical: z.boolean().optional() }).strict(),
    output: partyView,
  },
  ready: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Ready a member's shield on the arm, or sling it: only a readied shield adds its Defense Bonus and allows Block; readying one slings any other.",
    input: z.object({ stackId: ids.stack, readied: z.boolean() }).strict(),
    output: partyView,
  },
  remove: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Throw a stack away.',
    input: z.object({ stackId: ids.stack }).strict(),
    output: partyView,
  },
  transfer: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Hand some of a stack to another member or into the stores; answers the giver's party.",
    input: z.object({ stackId: ids.stack, quantity: int(1, MAX_QUANTITY), to: holder }).strict(),
    output: partyView,
  },
});

export const catalogue = defineDomain('catalogue', {
  list: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's item catalogue, by name.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: z.object({ items: z.array(catalogueItem) }),
  },
  add: {
    kind: 'mutation',
    roles: gmOnly,
    summary: 'Add an item to the campaign catalogue.',
    input: z.object({ campaignId: ids.campaign, item: itemDefinition }).strict(),
    output: catalogueItem,
  },
});

/** Days of food or quarts of water a stack still holds, minus what is used of its first unit. */
export const stackProvides = (stack: Pick<InventoryStack, 'quantity' | 'usedOfOne'>, perUnit: number | null): number =>
  perUnit ? stack.quantity * perUnit - stack.usedOfOne : 0;
