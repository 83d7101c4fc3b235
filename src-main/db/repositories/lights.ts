import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { params } from './param';
import type { OpenedDatabase } from '../open-database';
import { lightSources, members } from '../schema';
import { bulkCapture } from '../undo-capture';

export type LightRow = typeof lightSources.$inferSelect;
/** A burning light with who carries it, as the clock needs it to see it go out. */
export type LitLight = Pick<LightRow, 'id' | 'memberId' | 'kind'> & {
  /** The moment it burns out if left lit. */
  outAt: number;
  memberName: string;
  partyId: number | null;
};

/** Torches, lanterns and candles that have been lit; time left is worked out from when they were lit. */
export function lightRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const byId = db.select().from(lightSources).where(eq(lightSources.id, sql.placeholder('id'))).prepare();
  const carriedIn = db
    .select({ light: lightSources })
    .from(lightSources)
    .innerJoin(members, eq(members.id, lightSources.memberId))
    .where(and(eq(members.partyId, sql.placeholder('partyId')), or(ne(lightSources.state, 'spent'), eq(lightSources.kind, 'lantern'))))
    .orderBy(asc(lightSources.id))
    .prepare();
  const burning = db
    .select({
      id: lightSources.id,
      memberId: lightSources.memberId,
      kind: lightSources.kind,
      outAt: sql<number>`coalesce(${lightSources.litAt}, 0) + ${lightSources.burnSeconds} - ${lightSources.burnedSeconds}`,
      memberName: sql<string>`coalesce(${members.name}, 'someone')`,
      partyId: members.partyId,
    })
    .from(lightSources)
    .leftJoin(members, eq(members.id, lightSources.memberId))
    .where(and(eq(lightSources.campaignId, sql.placeholder('campaignId')), eq(lightSources.state, 'lit')))
    .prepare();
  const insert = db
    .insert(lightSources)
    .values({ ...params('campaignId', 'memberId', 'kind', 'litAt', 'burnSeconds'), state: 'lit' })
    .prepare();
  const update = db
    .update(lightSources)
    .set(params('state', 'litAt', 'burnSeconds', 'burnedSeconds', 'revealed'))
    .where(eq(lightSources.id, sql.placeholder('id')))
    .prepare();
  // A year's advance can burn out every light of the campaign: one statement, one undo statement.
  const spending = bulkCapture(sqlite, 'light_sources', ['state', 'lit_at', 'burned_seconds']);
  const spend = db
    .update(lightSources)
    .set({ state: 'spent', litAt: null, burnedSeconds: sql`${lightSources.burnSeconds}` })
    .where(sql`${lightSources.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare();

  return {
    get: (id: number): LightRow | undefined => byId.get({ id }),
    /** The party's lights worth showing: all but spent torches and candles (an empty lantern can be refilled). */
    ofParty: (partyId: number): LightRow[] => carriedIn.all({ partyId }).map((r) => r.light),
    lit: (campaignId: number): LitLight[] => burning.all({ campaignId }),
    light(values: Pick<LightRow, 'campaignId' | 'memberId' | 'kind' | 'burnSeconds'> & { litAt: number }): void {
      insert.run(values);
    },
    save: (light: LightRow): void => void update.run(light),
    /** Burnt out: all their fuel used. */
    spend(ids: readonly number[]): void {
      if (ids.length) spending({ updated: ids, deleted: [] }, () => void spend.run({ ids: JSON.stringify(ids) }));
    },
  };
}
export type LightRepository = ReturnType<typeof lightRepository>;
