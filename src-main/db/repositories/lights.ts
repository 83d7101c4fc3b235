import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { params } from './param';
import type { Db } from '../open-database';
import { lightSources, members } from '../schema';

export type LightRow = typeof lightSources.$inferSelect;
/** A burning light with who carries it, as the clock needs it to see it go out. */
export type LitLight = Pick<LightRow, 'id' | 'memberId' | 'kind' | 'burnSeconds' | 'burnedSeconds'> & {
  litAt: number;
  memberName: string;
  partyId: number | null;
};

/** Torches, lanterns and candles that have been lit; time left is worked out from when they were lit. */
export function lightRepository(db: Db) {
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
      litAt: sql<number>`${lightSources.litAt}`,
      burnSeconds: lightSources.burnSeconds,
      burnedSeconds: lightSources.burnedSeconds,
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
  const spend = db
    .update(lightSources)
    .set({ state: 'spent', litAt: null, burnedSeconds: sql`${lightSources.burnSeconds}` })
    .where(eq(lightSources.id, sql.placeholder('id')))
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
    /** Burnt out: all its fuel used. */
    spend: (id: number): void => void spend.run({ id }),
  };
}
export type LightRepository = ReturnType<typeof lightRepository>;
