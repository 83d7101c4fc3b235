import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { appState, parties } from '../schema';
import { byName, namedIn } from './names';
import { params } from './param';

export type PartyRow = typeof parties.$inferSelect;

/**
 * A party on a dungeon level is where that level's row says: its name has one home. On a hex with
 * no name painted on the map, a settlement keyed there names it: the party standing in a village
 * knows what it is called (a landmark's name stays the GM's).
 */
const columns = {
  ...getTableColumns(parties),
  locationName: sql<string>`coalesce(
    (SELECT l.name FROM dungeon_levels l WHERE l.id = "parties"."level_id"),
    nullif("parties"."location_name", ''),
    (SELECT json_extract(k.key, '$.settlement.name') FROM hex_keys k JOIN hex_regions r ON r.id = k.region_id
      WHERE k.region_id = "parties"."region_id" AND k.hex_index = "parties"."hex_row" * r.width + "parties"."hex_col"),
    '')`.as('location_name'),
};

/** Where the party the players' screen follows is kept: a choice of the GM's table, not of the campaign's story, so not journaled. */
const followedKey = (campaignId: number) => `players_party:${campaignId}`;

export function partyRepository(db: Db) {
  const id = sql.placeholder('id');
  const campaignId = sql.placeholder('campaignId');
  const q = {
    list: db
      .select({
        ...columns,
        memberCount: sql<number>`(SELECT count(*) FROM members m WHERE m.party_id = "parties"."id")`,
      })
      .from(parties)
      .where(eq(parties.campaignId, campaignId))
      .orderBy(byName(parties.name))
      .prepare(),
    get: db.select(columns).from(parties).where(eq(parties.id, id)).prepare(),
    byName: db.select(columns).from(parties).where(namedIn(parties, campaignId, sql.placeholder('name'))).prepare(),
    placeOnHex: db
      .update(parties)
      // On a hex the party stands on no level: the level's name would otherwise stand for the hex's.
      .set({ ...params('locationName', 'hexCol', 'hexRow', 'regionId'), locationKind: 'hex', levelId: null, areaId: null, squareCol: null, squareRow: null })
      .where(eq(parties.id, id))
      .prepare(),
    delete: db.delete(parties).where(eq(parties.id, id)).prepare(),
  };

  return {
    list: (campaign: number): (PartyRow & { memberCount: number })[] => q.list.all({ campaignId: campaign }),
    /** The party the GM last chose for the players' screen, if any (it may since have been deleted). */
    followed(campaign: number): number | null {
      const row = db.select().from(appState).where(eq(appState.key, followedKey(campaign))).get();
      return row ? Number(row.value) : null;
    },
    follow(campaign: number, partyId: number): void {
      const value = String(partyId);
      db.insert(appState).values({ key: followedKey(campaign), value }).onConflictDoUpdate({ target: appState.key, set: { value } }).run();
    },
    get: (partyId: number): PartyRow | undefined => q.get.get({ id: partyId }),
    byName: (campaign: number, name: string): PartyRow | undefined => q.byName.get({ campaignId: campaign, name }),
    insert(values: typeof parties.$inferInsert): PartyRow {
      return db.insert(parties).values(values).returning().get();
    },
    /** Changes only the columns given, so each edit builds its own statement. */
    update(partyId: number, values: Partial<typeof parties.$inferInsert>): void {
      db.update(parties).set(values).where(eq(parties.id, partyId)).run();
    },
    /** The party stands on a hex of a map region (after a journey). */
    placeOnHex(partyId: number, place: { name: string; col: number; row: number; regionId: number }): void {
      q.placeOnHex.run({ id: partyId, locationName: place.name, hexCol: place.col, hexRow: place.row, regionId: place.regionId });
    },
    delete: (partyId: number): void => void q.delete.run({ id: partyId }),
  };
}
export type PartyRepository = ReturnType<typeof partyRepository>;
