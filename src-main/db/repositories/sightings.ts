import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { parties, sightings } from '../schema';
import { params } from './param';

export type SightingRow = typeof sightings.$inferSelect;
/** An open encounter with its party's name, read in the same query. */
export type OpenSighting = SightingRow & { partyName: string | null };
export type NewSighting = Omit<typeof sightings.$inferInsert, 'id'>;

/** Wandering encounters as they came up, open until the GM resolves them. */
export function sightingRepository(db: Db) {
  const q = {
    get: db.select().from(sightings).where(eq(sightings.id, sql.placeholder('id'))).prepare(),
    // The first few by the hour they came, from the index on (campaign, status, at): what the
    // GM left open piles up, and no answer reads the pile.
    first: db
      .select({ ...getTableColumns(sightings), partyName: parties.name })
      .from(sightings)
      .leftJoin(parties, eq(parties.id, sightings.partyId))
      .where(and(eq(sightings.campaignId, sql.placeholder('campaignId')), eq(sightings.status, 'open')))
      .orderBy(asc(sightings.at), asc(sightings.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
    // Counted on the index up to a bound: past it the GM is told "that many or more".
    openCount: db
      .select({ n: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(sightings)
          .where(and(eq(sightings.campaignId, sql.placeholder('campaignId')), eq(sightings.status, 'open')))
          .limit(sql.placeholder('upTo'))
          .as('counted'),
      )
      .prepare(),
    firstOfParty: db
      .select()
      .from(sightings)
      .where(and(eq(sightings.campaignId, sql.placeholder('campaignId')), eq(sightings.status, 'open'), eq(sightings.partyId, sql.placeholder('partyId'))))
      .orderBy(asc(sightings.at), asc(sightings.id))
      .limit(1)
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
    /** The campaign's first `limit` open encounters in the order they came, by game time: the GM meets the first first. */
    firstOpen: (campaignId: number, limit: number): OpenSighting[] => q.first.all({ campaignId, limit }),
    /** How many are open, counted up to `upTo`. */
    openCount: (campaignId: number, upTo: number): number => q.openCount.get({ campaignId, upTo })!.n,
    /** The party's first open encounter by the hour it came, read on the index: what holds its clock. */
    firstOpenOf: (campaignId: number, partyId: number): SightingRow | undefined => q.firstOfParty.get({ campaignId, partyId }),
    /** Foes gone from a fight who are still to come back. */
    away: (campaignId: number): SightingRow[] => q.away.all({ campaignId }),
    insert: (row: NewSighting): number => q.insert.get({ foe: null, count: null, details: '{}', partyId: null, status: 'open', ...row })!.id,
    update: (id: number, status: SightingRow['status'], details: string): void => void q.update.run({ id, status, details }),
  };
}
export type SightingRepository = ReturnType<typeof sightingRepository>;
