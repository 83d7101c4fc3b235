import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { journeys } from '../schema';

export type JourneyRow = typeof journeys.$inferSelect;

/** Planned and travelled journeys: the request (seeds, locks) and the worked-out itinerary, as JSON. */
export function journeyRepository(db: Db) {
  const byId = db.select().from(journeys).where(eq(journeys.id, sql.placeholder('id'))).prepare();
  const latest = db.select().from(journeys).where(eq(journeys.regionId, sql.placeholder('regionId'))).orderBy(desc(journeys.id)).limit(1).prepare();
  return {
    get: (id: number): JourneyRow | undefined => byId.get({ id }),
    /** The newest journey on a map region. */
    latestIn: (regionId: number): JourneyRow | undefined => latest.get({ regionId }),
    insert: (values: Pick<JourneyRow, 'campaignId' | 'partyId' | 'regionId' | 'request' | 'itinerary'>): number =>
      db.insert(journeys).values(values).returning({ id: journeys.id }).get().id,
    update(id: number, values: Pick<JourneyRow, 'request' | 'itinerary' | 'status'>): void {
      db.update(journeys).set(values).where(eq(journeys.id, id)).run();
    },
  };
}
export type JourneyRepository = ReturnType<typeof journeyRepository>;
