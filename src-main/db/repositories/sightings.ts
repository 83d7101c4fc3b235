import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { sightings } from '../schema';
import { params } from './param';

export type SightingRow = typeof sightings.$inferSelect;
export type NewSighting = Omit<typeof sightings.$inferInsert, 'id'>;

/** Wandering encounters as they came up, open until the GM resolves them. */
export function sightingRepository(db: Db) {
  const q = {
    get: db.select().from(sightings).where(eq(sightings.id, sql.placeholder('id'))).prepare(),
    open: db
      .select()
      .from(sightings)
      .where(and(eq(sightings.campaignId, sql.placeholder('campaignId')), eq(sightings.status, 'open')))
      .orderBy(asc(sightings.at), asc(sightings.id))
      .prepare(),
    away: db
      .select()
      .from(sightings)
      .where(and(eq(sightings.campaignId, sql.placeholder('campaignId')), eq(sightings.status, 'away')))
      .prepare(),
    insert: db
      .insert(sightings)
      .values(params('campaignId', 'partyId', 'at', 'setting', 'place', 'what', 'foe', 'count', 'details', 'status'))
      .returning({ id: sightings.id })
      .prepare(),
    update: db.update(sightings).set(params('status', 'details')).where(eq(sightings.id, sql.placeholder('id'))).prepare(),
  };
  return {
    get: (id: number): SightingRow | undefined => q.get.get({ id }),
    /** The campaign's open encounters in the order they came, by game time: the GM meets the first first. */
    open: (campaignId: number): SightingRow[] => q.open.all({ campaignId }),
    /** Foes gone from a fight who are still to come back. */
    away: (campaignId: number): SightingRow[] => q.away.all({ campaignId }),
    insert: (row: NewSighting): number => q.insert.get({ foe: null, count: null, details: '{}', partyId: null, status: 'open', ...row })!.id,
    update: (id: number, status: SightingRow['status'], details: string): void => void q.update.run({ id, status, details }),
  };
}
export type SightingRepository = ReturnType<typeof sightingRepository>;
