import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    rulesSystem: text('rules_system', { enum: ['bfrpg'] }).notNull().default('bfrpg'),
    /** JSON of the system's options (validated by the contract's schema for that system). */
    rulesOptions: text('rules_options').notNull().default('{}'),
    gameTimeSeconds: integer('game_time_seconds').notNull().default(0),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex('campaigns_name_nocase').on(sql`${t.name} COLLATE NOCASE`)],
);

/** Small key/value settings of the file itself, such as which campaign is selected. */
export const appState = sqliteTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** Each campaign owns its catalogue: seeded from resources/ at creation, then the GM's to extend. */
export const catalogueItems = sqliteTable(
  'catalogue_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    weightLb: real('weight_lb').notNull(),
    costGp: real('cost_gp').notNull().default(0),
    armorKind: text('armor_kind'),
    lightSource: text('light_source'),
    fuelFor: text('fuel_for'),
    foodDays: real('food_days'),
    waterQuarts: real('water_quarts'),
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
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    locationKind: text('location_kind', { enum: ['none', 'dungeon', 'hex'] }).notNull().default('none'),
    /** The dungeon level's name, or the hex's place name. */
    locationName: text('location_name').notNull().default(''),
    hexCol: integer('hex_col'),
    hexRow: integer('hex_row'),
    leaderMemberId: integer('leader_member_id').references((): AnySQLiteColumn => members.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('parties_name').on(t.campaignId, sql`${t.name} COLLATE NOCASE`)],
);

/** One row per member: a member has exactly one party, which is how "in two parties" cannot happen. */
export const members = sqliteTable(
  'members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
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
    sheet: text('sheet').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('members_party').on(t.partyId, t.position)],
);

/** A stack of one catalogue item held by a member or kept in the party's stores. */
export const inventory = sqliteTable(
  'inventory',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'restrict' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    magical: integer('magical', { mode: 'boolean' }).notNull().default(false),
    worn: integer('worn', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('inventory_member').on(t.memberId),
    index('inventory_party').on(t.partyId),
    check('inventory_one_holder', sql`(${t.memberId} IS NULL) <> (${t.partyId} IS NULL)`),
    check('inventory_quantity', sql`${t.quantity} > 0`),
  ],
);
