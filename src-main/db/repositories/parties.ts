import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { parties } from '../schema';
import { byName, namedIn } from './names';

export type PartyRow = typeof parties.$inferSelect;

export function partyRepository(db: Db) {
  const byId = db.select().from(parties).where(eq(parties.id, sql.placeholder('id'))).prepare();
  return {
    list(campaignId: number): (PartyRow & { memberCount: number })[] {
      return db
        .select({
          ...getTableColumns(parties),
          memberCount: sql<number>`(SELECT count(*) FROM members m WHERE m.party_id = "parties"."id")`,
        })
        .from(parties)
        .where(eq(parties.campaignId, campaignId))
        .orderBy(byName(parties.name))
        .all();
    },
    get: (id: number): PartyRow | undefined => byId.get({ id }),
    byName: (campaignId: number, name: string): PartyRow | undefined => db.select().from(parties).where(namedIn(parties, campaignId, name)).get(),
    insert(values: typeof parties.$inferInsert): PartyRow {
      return db.insert(parties).values(values).returning().get();
    },
    update(id: number, values: Partial<typeof parties.$inferInsert>): void {
      db.update(parties).set(values).where(eq(parties.id, id)).run();
    },
    /** The party stands on a hex of a map region (after a journey). */
    placeOnHex(id: number, place: { name: string; col: number; row: number; regionId: number }): void {
      db.update(parties)
        .set({ locationKind: 'hex', locationName: place.name, hexCol: place.col, hexRow: place.row, regionId: place.regionId })
        .where(eq(parties.id, id))
        .run();
    },
    delete(id: number): void {
      db.delete(parties).where(eq(parties.id, id)).run();
    },
  };
}
export type PartyRepository = ReturnType<typeof partyRepository>;
