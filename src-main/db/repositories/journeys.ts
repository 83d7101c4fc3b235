import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { journeys } from '../schema';
import { params } from './param';

export type JourneyRow = typeof journeys.$inferSelect;

/** Planned and travelled journeys: the request (seeds, locks) and the worked-out itinerary, as JSON. */
export function journeyRepository(db: Db) {
  const id = sql.placeholder('id');
  const q = {
    get: db.select().from(journeys).where(eq(journeys.id, id)).prepare(),
    latest: db.select().from(journeys).where(eq(journeys.regionId, sql.placeholder('regionId'))).orderBy(desc(journeys.id)).limit(1).prepare(),
    ofParty: db.select().from(journeys).where(eq(journeys.partyId, sql.placeholder('partyId'))).orderBy(desc(journeys.id)).limit(sql.placeholder('limit')).prepare(),
    insert: db.insert(journeys).values(params('campaignId', 'partyId', 'regionId', 'request', 'itinerary')).returning({ id: journeys.id }).prepare(),
    update: db.update(journeys).set(params('request', 'itinerary', 'status')).where(eq(journeys.id, id)).prepare(),
  };
  return {
    get: (journeyId: number): JourneyRow | undefined => q.get.get({ id: journeyId }),
    /** The newest journey on a map region. */
    latestIn: (regionId: number): JourneyRow | undefined => q.latest.get({ regionId }),
    /** A party's newest journeys, newest first. */
    ofParty: (partyId: number, limit: number): JourneyRow[] => q.ofParty.all({ partyId, limit }),
    insert: (values: Pick<JourneyRow, 'campaignId' | 'partyId' | 'regionId' | 'request' | 'itinerary'>): number => q.insert.get(values).id,
    update: (journeyId: number, values: Pick<JourneyRow, 'request' | 'itinerary' | 'status'>): void => void q.update.run({ ...values, id: journeyId }),
  };
}
export type JourneyRepository = ReturnType<typeof journeyRepository>;
