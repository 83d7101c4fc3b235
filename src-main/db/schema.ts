import { sql } from 'drizzle-orm';
import { blob, check, index, integer, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { rulesSystems } from '../../src-shared/contract/rules-options';
import { pageKinds, threadKinds, threadStatuses } from '../../src-shared/contract/notebook';
import { ammoKinds } from '../../src-shared/ammo-kinds';
import { journalKinds } from '../../src-shared/contract/journal';
import { fuelledLightKinds, lightKinds, spellLightKinds } from '../../src-shared/light-kinds';

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    rulesSystem: text('rules_system', { enum: rulesSystems }).notNull().default('bfrpg'),
    /** JSON of the system's options (validated by the contract's schema for that system). */
    rulesOptions: text('rules_options').notNull().default('{}'),
    gameTimeSeconds: integer('game_time_seconds').notNull().default(0),
    /** JSON of the campaign's dice generator state, so a session replays from its seed. */
    rngState: text('rng_state'),
    /** JSON of the campaign's calendar (contract's calendarSchema); null reads time as plain day counts. */
    calendar: text('calendar'),
    /** JSON of the campaign's own land-weather table (rules/world/land-weather); null keeps Lantern's default. */
    landWeather: text('land_weather'),
    /** Whether travel on land rolls the weather at all: no rules text gives land weather, so a new Basic Fantasy campaign starts without. */
    landWeatherOn: integer('land_weather_on', { mode: 'boolean' }).notNull().default(true),
    /** JSON of the campaign's own sight table (how far a party sees by terrain, rules/world/sight); null keeps Lantern's default. */
    sight: text('sight'),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    /** When the GM deleted it: it waits in the bin (hidden, its ids refused) until restored or purged. */
    deletedAt: text('deleted_at'),
  },
  // A campaign in the bin leaves its name free for a new one.
  (t) => [uniqueIndex('campaigns_name_nocase').on(sql`${t.name} COLLATE NOCASE`).where(sql`${t.deletedAt} IS NULL`)],
);

/** Small key/value settings of the file itself, such as which campaign is selected. */
export const appState = sqliteTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
/** Columns nearly every table has: its own id, and the campaign that owns the row (and takes it along when deleted). */
const rowId = () => integer('id').primaryKey({ autoIncrement: true });
const ownedByCampaign = () =>
  integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });

/** Each campaign owns its catalogue: seeded from resources/ at creation, then the GM's to extend. */
export const catalogueItems = sqliteTable(
  'catalogue_items',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    weightLb: real('weight_lb').notNull(),
    costGp: real('cost_gp').notNull().default(0),
    armorKind: text('armor_kind'),
    lightSource: text('light_source', { enum: lightKinds }),
    fuelFor: text('fuel_for', { enum: fuelledLightKinds }),
    foodDays: real('food_days'),
    waterQuarts: real('water_quarts'),
    /** Ammunition counted one by one, and which kind (an arrow, a bolt). */
    ammo: text('ammo', { enum: ammoKinds }),
    /** A shield's Defense Bonus, added to every active defense while it is readied (GURPS). */
    defenseBonus: integer('defense_bonus'),
    builtin: integer('builtin', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('catalogue_items_key').on(t.campaignId, t.key),
    uniqueIndex('catalogue_items_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`),
    check('catalogue_items_weight', sql`${t.weightLb} >= 0`),
  ],
);

export const parties = sqliteTable(
  'parties',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    name: text('name').notNull(),
    locationKind: text('location_kind', { enum: ['none', 'dungeon', 'hex'] }).notNull().default('none'),
    /** The dungeon level's name, or the hex's place name. */
    locationName: text('location_name').notNull().default(''),
    hexCol: integer('hex_col'),
    hexRow: integer('hex_row'),
    /** The map region the hex is on, when the party is out in the wilderness. */
    regionId: integer('region_id'),
    /**
     * The dungeon level, area and square the party stands on. The level's name is read
     * from its row (one home), so locationName stays empty while these are set.
     */
    levelId: integer('level_id').references((): AnySQLiteColumn => dungeonLevels.id, { onDelete: 'set null' }),
    areaId: integer('area_id').references((): AnySQLiteColumn => dungeonAreas.id, { onDelete: 'set null' }),
    squareCol: integer('square_col'),
    squareRow: integer('square_row'),
    leaderMemberId: integer('leader_member_id').references((): AnySQLiteColumn => members.id, { onDelete: 'set null' }),
    /** The stores' money as the contract's purse JSON: coins by denomination, gems, jewellery and other valuables. */
    purse: text('purse').notNull().default('{}'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('parties_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** One row per member: a member has exactly one party, which is how "in two parties" cannot happen. */
export const members = sqliteTable(
  'members',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pc', 'hireling', 'animal', 'vehicle'] }).notNull(),
    name: text('name').notNull(),
    /** Place in the marching order, 0 first. */
    position: integer('position').notNull(),
    /** Hit points live in columns because the clock changes them every day; the rest of the sheet is JSON. */
    hpCurrent: integer('hp_current').notNull(),
    hpMax: integer('hp_max').notNull(),
    /** The fatigue pool (GURPS FP, Shell END); null in systems without one. */
    fpCurrent: integer('fp_current'),
    fpMax: integer('fp_max'),
    sheet: text('sheet').notNull(),
    /** Consecutive day ends without a full ration or quart; reset by a full day's supply. */
    daysWithoutFood: integer('days_without_food').notNull().default(0),
    daysWithoutWater: integer('days_without_water').notNull().default(0),
    healingBlocked: integer('healing_blocked', { mode: 'boolean' }).notNull().default(false),
    /** Game time of the end of the day the member joined partway through: they came fed and watered for it, so that day end asks nothing of them. */
    fedUntil: integer('fed_until').notNull().default(0),
    /**
     * JSON kept by the campaign's ruleset between clock steps (GULLIVER's missed meals,
     * fatigue that only food restores); services store it without reading it.
     */
    condition: text('condition').notNull().default('{}'),
    /** Conditions that outlast a fight (a crippled arm, unconsciousness, dying, death) as the ruleset's LastingState JSON. */
    lasting: text('lasting').notNull().default('{"conditions":[],"hpSeen":null}'),
    /** The GM's own note on the member, beside the sheet's notes; never shown to the players. */
    gmNote: text('gm_note').notNull().default(''),
    /** The member's own money, as the contract's purse JSON. */
    purse: text('purse').notNull().default('{}'),
    /** A hireling's terms as the contract's hire JSON (wage, share, loyalty, wages paid and owed); null for anyone not hired. */
    hire: text('hire'),
    /** The GCS file's own character id, when the member came from one: importing that file again offers an update. */
    gcsId: text('gcs_id'),
    /** What the GCS file carried when last read, one {key, name, quantity} per catalogue item: an update adds or takes away only what the file changed. */
    gcsItems: text('gcs_items'),
    /** The GCS file as last read (import or update): an export starts from it and changes only what play changed. */
    gcsFile: text('gcs_file'),
    /** The character a retainer serves (supplement A25: counted toward the employer's limit by CHA); null for anyone else. */
    employerId: integer('employer_id').references((): AnySQLiteColumn => members.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('members_party').on(t.partyId, t.position)],
);

/** A stack of one catalogue item held by a member or kept in the party's stores. */
export const inventory = sqliteTable(
  'inventory',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'restrict' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    magical: integer('magical', { mode: 'boolean' }).notNull().default(false),
    worn: integer('worn', { mode: 'boolean' }).notNull().default(false),
    /** A shield on the arm, ready to block with; one item, like a worn suit. */
    readied: integer('readied', { mode: 'boolean' }).notNull().default(false),
    /**
     * How much is already eaten or drunk, in days or quarts: of one unit for food (a ration
     * eaten whole is gone from the count), of the whole stack for water (a skin or cask drunk dry stays, empty).
     */
    usedOfOne: real('used_of_one').notNull().default(0),
  },
  (t) => [
    index('inventory_member').on(t.memberId),
    index('inventory_party').on(t.partyId),
    check('inventory_one_holder', sql`(${t.memberId} IS NULL) <> (${t.partyId} IS NULL)`),
    check('inventory_quantity', sql`${t.quantity} > 0`),
  ],
);

/** A torch, candle or lantern that has been lit at least once. Time left is computed, never stepped. */
export const lightSources = sqliteTable(
  'light_sources',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: lightKinds }).notNull(),
    /** lit: burning now; out: snuffed with fuel left; spent: nothing left to burn (a refillable kind takes fuel again). */
    state: text('state', { enum: ['lit', 'out', 'spent'] }).notNull(),
    /** Game time it was last lit, while lit. */
    litAt: integer('lit_at'),
    /** The secretly rolled burn time of its current fuel, in seconds. */
    burnSeconds: integer('burn_seconds').notNull(),
    /** Seconds of that fuel used up before it was last lit. */
    burnedSeconds: integer('burned_seconds').notNull().default(0),
    /** Whether the GM has let the players see how long it lasts. */
    revealed: integer('revealed', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('light_sources_campaign').on(t.campaignId, t.state)],
);

/**
 * A spell, poison, ritual or named countdown that runs with the clock. It sits on a
 * member, a party, or (with neither) the whole campaign; ending or removing it deletes the row.
 */
export const timedEffects = sqliteTable(
  'timed_effects',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Game time it was set and the moment it ends; the clock's queue reads endsAt. */
    startedAt: integer('started_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    /** The duration as the GM gave it, to show "6 turns" rather than seconds. */
    amount: integer('amount').notNull(),
    unit: text('unit', { enum: ['rounds', 'turns', 'hours', 'days'] }).notNull(),
    /** Whether the players' screen shows it at all. */
    visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
    /** The light it gives while it runs (a Light spell), lighting the party it sits on. */
    light: text('light', { enum: spellLightKinds }),
  },
  (t) => [index('timed_effects_campaign').on(t.campaignId, t.endsAt)],
);

/** A spell of the campaign's list, entered once: what it is, and what casting it starts. */
export const spells = sqliteTable(
  'spells',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    name: text('name').notNull(),
    /** Who may cast it in Basic Fantasy (cleric, magic-user); null in systems without classes. */
    casterClass: text('caster_class', { enum: ['cleric', 'magic-user'] }),
    /** The spell's level (Basic Fantasy) or the skill level it needs (Shell); 0 where the rules have none. */
    level: integer('level').notNull(),
    range: text('range').notNull(),
    /** Duration: a fixed amount plus so much per caster level, in one unit. */
    durationAmount: integer('duration_amount').notNull(),
    durationPerLevel: integer('duration_per_level').notNull().default(0),
    durationUnit: text('duration_unit', { enum: ['rounds', 'turns', 'hours', 'days'] }).notNull(),
    light: text('light', { enum: spellLightKinds }),
    /** FP (GURPS) or END (Shell) a casting costs. */
    cost: integer('cost').notNull().default(0),
    /** Rounds of concentration before it takes hold (Shell's casting time). */
    castingRounds: integer('casting_rounds').notNull().default(0),
  },
  // Light is on both Basic Fantasy lists, so a name is unique within one class list.
  (t) => [uniqueIndex('spells_campaign_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`, t.casterClass)],
);

/** A spell a Basic Fantasy caster has prepared for the day; cast, it stays until the next preparation. */
export const preparedSpells = sqliteTable(
  'prepared_spells',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    spellId: integer('spell_id')
      .notNull()
      .references(() => spells.id, { onDelete: 'cascade' }),
    preparedAt: integer('prepared_at').notNull(),
    castAt: integer('cast_at'),
  },
  (t) => [index('prepared_spells_member').on(t.memberId)],
);

/** One GM action: what was asked, every die, what changed, and when in game time. */
export const journalEntries = sqliteTable(
  'journal_entries',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    kind: text('kind', { enum: journalKinds }).notNull(),
    summary: text('summary').notNull(),
    /**
     * The headline the players read, stated by the action when it was recorded; null
     * (every entry written before there was one) shows them a neutral line by kind.
     */
    playersSummary: text('players_summary'),
    /** JSON: the call's input. */
    request: text('request').notNull(),
    /** JSON: [{ label, expression, faces, total, secret }]. */
    rolls: text('rolls').notNull().default('[]'),
    /** JSON: plain sentences saying what changed. */
    changes: text('changes').notNull().default('[]'),
    /** JSON: member ids the entry is about, for filtering. */
    memberIds: text('member_ids').notNull().default('[]'),
    /** JSON: [{ text, at, hidden }], what needs the GM (a death, a countdown's end) shown as a card, not only a line. */
    alerts: text('alerts').notNull().default('[]'),
    gameTimeBefore: integer('game_time_before').notNull(),
    gameTimeAfter: integer('game_time_after').notNull(),
    /** active, undone (redo possible), or dropped (undone and then overtaken by a new action). */
    status: text('status', { enum: ['active', 'undone', 'dropped'] }).notNull().default('active'),
    /** Entries that read as one line in the journal when they follow each other (a party's turns on one day, a journey). */
    groupKey: text('group_key'),
    /** Where the party the players' screen follows stood when a note was written, for the notebook's "met at". */
    place: text('place'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    index('journal_entries_campaign').on(t.campaignId, t.id),
    // Every action looks for undone entries to drop, and every view asks whether redo is
    // possible: this small index keeps both off a scan of the whole journal.
    index('journal_entries_undone').on(t.campaignId, t.id).where(sql`${t.status} = 'undone'`),
    // Sessions, notes and the last session mark are read by kind: without it each read walks the whole journal.
    index('journal_entries_kind').on(t.campaignId, t.kind, t.id),
  ],
);

/** A GM's note on a day of the campaign's calendar. */
export const calendarNotes = sqliteTable(
  'calendar_notes',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    /** Day since the campaign began, the first being 1 (as "Day 1" reads). */
    day: integer('day').notNull(),
    text: text('text').notNull(),
    /** Null for once; else the note comes back on its date every so many calendar years. */
    repeatYears: integer('repeat_years'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('calendar_notes_day').on(t.campaignId, t.day)],
);

/**
 * How to reverse (undo) or replay (redo) an entry, written by triggers as the entry's
 * statements run; applied in reverse order it restores the rows exactly.
 */
export const undoLog = sqliteTable(
  'undo_log',
  {
    id: integer('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['undo', 'redo'] }).notNull(),
    /** One change's reversal as data (`db/undo-reversal.ts`), never as SQL: a file's history is read, not run. */
    reversal: text('reversal').notNull(),
  },
  (t) => [index('undo_log_entry').on(t.entryId, t.direction, t.id)],
);

/**
 * A wandering-monster table: a dungeon level's (with its own schedule) or a wilderness
 * terrain's, for any hour or kept apart by day and by night.
 */
export const encounterTables = sqliteTable(
  'encounter_tables',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    setting: text('setting', { enum: ['dungeon', 'wilderness'] }).notNull().default('dungeon'),
    /** A dungeon table matches a party's dungeon location name; a wilderness table names a terrain id. */
    levelName: text('level_name').notNull(),
    /** Wilderness tables only: 'day' and 'night' tables take over from an 'any' table of the same terrain. */
    timeOfDay: text('time_of_day', { enum: ['any', 'day', 'night'] }).notNull().default('any'),
    checkEveryTurns: integer('check_every_turns').notNull().default(3),
    chanceInSix: integer('chance_in_six').notNull().default(1),
    /** JSON: [{ text, foe?, number? }] rolled on uniformly (1dN); foe names a bestiary entry. */
    entries: text('entries').notNull().default('[]'),
  },
  (t) => [uniqueIndex('encounter_tables_level').on(t.campaignId, t.setting, t.timeOfDay, sql`${t.levelName} COLLATE NOCASE`)],
);

/** A hex map region. Its hexes live in tiles so that painting a few hexes rewrites (and undoes) a few kilobytes. */
export const hexRegions = sqliteTable(
  'hex_regions',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hexMiles: real('hex_miles').notNull(),
    /** The locale's prevailing wind, which the d12 gives on 9-12. */
    prevailingWind: text('prevailing_wind').notNull().default('W'),
    /** Which column of the land-weather table the region rolls on. */
    climate: text('climate', { enum: ['temperate', 'cold', 'arid', 'tropical'] }).notNull().default('temperate'),
  },
  (t) => [uniqueIndex('hex_regions_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** TILE x TILE hexes: terrain codes, then feature bits, then explored flags, one byte each per hex. */
export const hexTiles = sqliteTable(
  'hex_tiles',
  {
    id: rowId(),
    regionId: integer('region_id')
      .notNull()
      .references(() => hexRegions.id, { onDelete: 'cascade' }),
    tileCol: integer('tile_col').notNull(),
    tileRow: integer('tile_row').notNull(),
    cells: blob('cells', { mode: 'buffer' }).notNull(),
  },
  (t) => [uniqueIndex('hex_tiles_position').on(t.regionId, t.tileRow, t.tileCol)],
);

/** Labels and GM notes, sparse: most hexes have neither. */
export const hexNotes = sqliteTable(
  'hex_notes',
  {
    id: rowId(),
    regionId: integer('region_id')
      .notNull()
      .references(() => hexRegions.id, { onDelete: 'cascade' }),
    hexIndex: integer('hex_index').notNull(),
    label: text('label').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('hex_notes_hex').on(t.regionId, t.hexIndex)],
);

/** A hex's key and what the party knows of it (contract/place-key.ts): sparse, most hexes have none. */
export const hexKeys = sqliteTable(
  'hex_keys',
  {
    id: rowId(),
    regionId: integer('region_id')
      .notNull()
      .references(() => hexRegions.id, { onDelete: 'cascade' }),
    hexIndex: integer('hex_index').notNull(),
    /** JSON: the PlaceKey. */
    key: text('key').notNull(),
    /** JSON: the PlaceState. */
    state: text('state').notNull(),
  },
  (t) => [uniqueIndex('hex_keys_hex').on(t.regionId, t.hexIndex)],
);

/** A planned journey: its request and the day-by-day itinerary, rolls included, until it is committed. */
export const journeys = sqliteTable('journeys', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  campaignId: ownedByCampaign(),
  partyId: integer('party_id')
    .notNull()
    .references(() => parties.id, { onDelete: 'cascade' }),
  regionId: integer('region_id')
    .notNull()
    .references(() => hexRegions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['draft', 'committed'] }).notNull().default('draft'),
  request: text('request').notNull(),
  itinerary: text('itinerary').notNull(),
});

/** A campaign's monsters and other foes: stat blocks in the campaign's system, kept for reuse. */
export const bestiary = sqliteTable(
  'bestiary',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    name: text('name').notNull(),
    /** JSON: the stat block, validated by the campaign's ruleset. */
    statBlock: text('stat_block').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [uniqueIndex('bestiary_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** A fight: its round, whose turn it is, and when it began in game time. */
export const encounters = sqliteTable(
  'encounters',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull().default('active'),
    round: integer('round').notNull().default(1),
    /** Index into the initiative order of whoever acts now. */
    turn: integer('turn').notNull().default(0),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    /** The journal entry that started the fight; its log runs from there. */
    firstEntryId: integer('first_entry_id').notNull(),
    /** JSON: how this fight rolls initiative (by side or by combatant, where the rules let the GM choose). */
    options: text('options').notNull().default('{}'),
  },
  (t) => [index('encounters_campaign').on(t.campaignId, t.status)],
);

/** One fighter in an encounter: a party member (whose pools are written back) or a foe. */
export const combatants = sqliteTable(
  'combatants',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    side: text('side', { enum: ['party', 'foes'] }).notNull(),
    /** Place in the turn order, 0 first; rewritten when initiative is rolled again. */
    position: integer('position').notNull(),
    initiative: real('initiative').notNull().default(0),
    /** How the initiative score came about, for the view and the journal. */
    initiativeText: text('initiative_text').notNull().default(''),
    hpCurrent: integer('hp_current').notNull(),
    hpMax: integer('hp_max').notNull(),
    fpCurrent: integer('fp_current'),
    fpMax: integer('fp_max'),
    /** JSON: the fighting figures (skills, weapons, defences, armour) the ruleset reads. */
    stats: text('stats').notNull(),
    /** JSON: what the ruleset keeps between turns (shock, stun, posture, wounds by location...). */
    state: text('state').notNull().default('{}'),
    /** Out of the fight (dead, fled, surrendered): skipped in the turn order. */
    out: integer('out', { mode: 'boolean' }).notNull().default(false),
    /** JSON: missiles shot in this fight, by catalogue item id, for what the GM recovers after it. */
    shots: text('shots').notNull().default('{}'),
  },
  (t) => [
    index('combatants_encounter').on(t.encounterId, t.position),
    // Whether a member fights now is asked at every round's end (lasting conditions wait for the
    // fight): without it each ask walks every combatant of every fight the file has seen.
    index('combatants_member').on(t.memberId),
  ],
);

/**
 * A wandering encounter as it came up: what, how many, surprise, distance and the
 * party's dealings with it, until the GM resolves it (a fight, a parley, evasion, dismissal).
 */
export const sightings = sqliteTable(
  'sightings',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'cascade' }),
    /** `away`: turned undead gone from a fight, raised as an open card when their countdown runs out. */
    status: text('status', { enum: ['open', 'fought', 'talked', 'evaded', 'dismissed', 'away'] }).notNull().default('open'),
    /** Game seconds when it came up. */
    at: integer('at').notNull(),
    setting: text('setting', { enum: ['dungeon', 'wilderness'] }).notNull(),
    /** The level's name or the terrain, and "by day" / "by night" outdoors. */
    place: text('place').notNull(),
    what: text('what').notNull(),
    /** The bestiary entry the table line points at, by name (it survives export and import). */
    foe: text('foe'),
    count: integer('count'),
    /** JSON: the number rolled, surprise, reaction and distance, as the card shows them. */
    details: text('details').notNull().default('{}'),
  },
  // By the hour they came: the card reads the first few open ones without sorting the rest.
  (t) => [index('sightings_open').on(t.campaignId, t.status, t.at)],
);

/**
 * A dungeon level drawn on 10-foot squares. The grid is one blob (see rules/dungeon/grid):
 * a square's ground, then its north and west edges, a byte each.
 */
export const dungeonLevels = sqliteTable(
  'dungeon_levels',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    cells: blob('cells', { mode: 'buffer' }).notNull(),
    /** JSON: doors whose state play has changed from what the grid draws (opened, forced, found), by edge. */
    doorStates: text('door_states').notNull().default('{}'),
    /** JSON: the squares (row * width + col) the parties' light and sight have shown them, which the players' map is drawn from. */
    seenSquares: text('seen_squares').notNull().default('[]'),
    /** The module's own map to trace over (PNG, JPEG or WebP), kept in the campaign file. */
    image: blob('image', { mode: 'buffer' }),
    imageMime: text('image_mime'),
    /** How the image lies on the grid: its pixels to one square (null: stretched to the level's width), and where its top left corner falls, in squares. */
    imagePxPerSquare: real('image_px_per_square'),
    imageOffsetCol: real('image_offset_col').notNull().default(0),
    imageOffsetRow: real('image_offset_row').notNull().default(0),
  },
  (t) => [uniqueIndex('dungeon_levels_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** A numbered room, corridor or cave of a level: the squares it covers, its key, and what has happened there. */
export const dungeonAreas = sqliteTable(
  'dungeon_areas',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    levelId: integer('level_id')
      .notNull()
      .references(() => dungeonLevels.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull().default(''),
    /** JSON: the squares covered, as row * width + col. */
    squares: text('squares').notNull().default('[]'),
    /** JSON: the contract's PlaceKey. */
    key: text('key').notNull().default('{}'),
    /** JSON: the contract's PlaceState. */
    state: text('state').notNull().default('{}'),
  },
  (t) => [uniqueIndex('dungeon_areas_number').on(t.levelId, t.number)],
);

/** A table the GM rolls on (rumours, names, treasure, weather...): a formula, and rows each answering a range of its totals. */
export const rollTables = sqliteTable(
  'roll_tables',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    name: text('name').notNull(),
    /** Dice rolled to pick a row ("2d6", "1d100"); a weighted table rolls 1 to the sum of its weights. */
    formula: text('formula').notNull(),
    /** Whether the GM wrote weights (each row's range then follows from them) rather than ranges. */
    weighted: integer('weighted', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('roll_tables_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** A row of a roll table: the totals it answers, its text (dice inside are rolled), and maybe a table to roll on next. */
export const rollTableRows = sqliteTable(
  'roll_table_rows',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    tableId: integer('table_id')
      .notNull()
      .references(() => rollTables.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    text: text('text').notNull(),
    /** Roll on this table too when the row comes up (the row's text leads in). */
    subTableId: integer('sub_table_id').references((): AnySQLiteColumn => rollTables.id, { onDelete: 'set null' }),
  },
  (t) => [index('roll_table_rows_table').on(t.tableId, t.position)],
);

/** The GM's plan for a session: its start, scenes, secrets and clues, checked off in play. */
export const sessionPlans = sqliteTable('session_plans', {
  id: rowId(),
  campaignId: ownedByCampaign(),
  title: text('title').notNull(),
  createdAt: text('created_at').notNull().default(now),
});

export const sessionPlanItems = sqliteTable(
  'session_plan_items',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    planId: integer('plan_id')
      .notNull()
      .references(() => sessionPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['start', 'scene', 'secret', 'clue'] }).notNull(),
    text: text('text').notNull(),
    /** The journal entry that checked it off in play (a clue found, a scene played); null while open. */
    doneEntryId: integer('done_entry_id').references(() => journalEntries.id, { onDelete: 'set null' }),
  },
  (t) => [index('session_plan_items_plan').on(t.planId, t.position)],
);
/**
 * A page of the campaign's notebook: a person, a faction, a place, a thread or a free page,
 * with the GM's text and the players' text (theirs only once revealed, see players_shown).
 * Links to other pages are names in the texts (`@Name`, `[[Name]]`), read when shown.
 */
export const notebookPages = sqliteTable(
  'notebook_pages',
  {
    id: rowId(),
    campaignId: ownedByCampaign(),
    kind: text('kind', { enum: pageKinds }).notNull(),
    name: text('name').notNull(),
    gmText: text('gm_text').notNull().default(''),
    playersText: text('players_text').notNull().default(''),
    /** JSON: the page's tags, lower case. */
    tags: text('tags').notNull().default('[]'),
    image: blob('image', { mode: 'buffer' }),
    imageMime: text('image_mime'),
    /** A place page's hex of a region, or its area of a level. */
    regionId: integer('region_id').references(() => hexRegions.id, { onDelete: 'set null' }),
    hexCol: integer('hex_col'),
    hexRow: integer('hex_row'),
    areaId: integer('area_id').references(() => dungeonAreas.id, { onDelete: 'set null' }),
    threadKind: text('thread_kind', { enum: threadKinds }),
    status: text('status', { enum: threadStatuses }),
    /** JSON: a thread's objectives, [{ text, done }]. */
    objectives: text('objectives').notNull().default('[]'),
    /** A person's or faction's standing with the party; its history is in notebook_standings. */
    standing: integer('standing').notNull().default(0),
  },
  (t) => [uniqueIndex('notebook_pages_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** A clue of a thread, found when the party finds it: the journal entry that marked it says when and where. */
export const notebookClues = sqliteTable('notebook_clues', {
  id: rowId(),
  campaignId: ownedByCampaign(),
  pageId: integer('page_id')
    .notNull()
    .references(() => notebookPages.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  foundEntryId: integer('found_entry_id').references(() => journalEntries.id, { onDelete: 'set null' }),
});

/** Each change of a person's or faction's standing with the party, with the journal entry that made it. */
export const notebookStandings = sqliteTable('notebook_standings', {
  id: rowId(),
  campaignId: ownedByCampaign(),
  pageId: integer('page_id')
    .notNull()
    .references(() => notebookPages.id, { onDelete: 'cascade' }),
  entryId: integer('entry_id')
    .notNull()
    .references(() => journalEntries.id, { onDelete: 'cascade' }),
  change: integer('change').notNull(),
  standing: integer('standing').notNull(),
  reason: text('reason').notNull().default(''),
});

/** A handout the GM prepares (a letter, a map, a drawing) to send to the players' screen. */
export const handouts = sqliteTable('handouts', {
  id: rowId(),
  campaignId: ownedByCampaign(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  image: blob('image', { mode: 'buffer' }),
  imageMime: text('image_mime'),
});

/**
 * The players' record: everything shown to them, as it was shown (a copy, so a later edit of
 * the GM's page never reaches them), with the journal entry that showed it (its game time).
 */
export const playersShown = sqliteTable('players_shown', {
  id: rowId(),
  campaignId: ownedByCampaign(),
  entryId: integer('entry_id')
    .notNull()
    .references(() => journalEntries.id, { onDelete: 'cascade' }),
  pageId: integer('page_id').references(() => notebookPages.id, { onDelete: 'set null' }),
  handoutId: integer('handout_id').references(() => handouts.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  image: blob('image', { mode: 'buffer' }),
  imageMime: text('image_mime'),
  gameTime: integer('game_time').notNull(),
});
