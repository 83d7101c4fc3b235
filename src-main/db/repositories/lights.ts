import { eq, sql } from 'drizzle-orm';
import { params } from './param';
import { selectList } from './rows';
import type { OpenedDatabase } from '../open-database';
import { refillableKinds } from '../../rules/world/provisions';
import { lightSources } from '../schema';
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
const keptWhenSpent = JSON.stringify(refillableKinds);

export function lightRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const byId = db.select().from(lightSources).where(eq(lightSources.id, sql.placeholder('id'))).prepare();
  // The two reads that grow with the party or the campaign run without drizzle's per-value mapping (see rows.ts).
  const whole = selectList(lightSources, 'l');
  const carriedIn = sqlite.prepare(
    `SELECT ${whole.sql} FROM light_sources l JOIN members m ON m.id = l.member_id
     WHERE m.party_id = ? AND (l.state <> 'spent' OR l.kind IN (SELECT value FROM json_each(?))) ORDER BY l.id`,
  );
  const lit = selectList(lightSources, 'l', ['id', 'memberId', 'kind']);
  const litRows = lit.with<LitLight>(['outAt', 'memberName', 'partyId']);
  const burning = sqlite.prepare(
    `SELECT ${lit.sql}, coalesce(l.lit_at, 0) + l.burn_seconds - l.burned_seconds AS outAt,
       coalesce(m.name, 'someone') AS memberName, m.party_id AS partyId
     FROM light_sources l LEFT JOIN members m ON m.id = l.member_id WHERE l.campaign_id = ? AND l.state = 'lit'`,
  );
  const insert = db
    .insert(lightSources)
    .values({ ...params('campaignId', 'memberId', 'kind', 'litAt', 'burnSeconds'), state: 'lit' })
    .prepare();
  const update = db
    .update(lightSources)
    .set(params('state', 'litAt', 'burnSeconds', 'burnedSeconds', 'revealed'))
    .where(eq(lightSources.id, sql.placeholder('id')))
    .prepare();
  // A year's advance can burn out every light of the campaign: one statement, one reversal logged.
  const spending = bulkCapture(sqlite, 'light_sources', ['state', 'lit_at', 'burned_seconds']);
  const spend = db
    .update(lightSources)
    .set({ state: 'spent', litAt: null, burnedSeconds: sql`${lightSources.burnSeconds}` })
    .where(sql`${lightSources.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare();

  return {
    get: (id: number): LightRow | undefined => byId.get({ id }),
    /** The party's lights worth showing: all but the spent ones that cannot be filled again (provisions decides which). */
    ofParty: (partyId: number): LightRow[] => whole.all(carriedIn, partyId, keptWhenSpent),
    lit: (campaignId: number): LitLight[] => litRows(burning, campaignId),
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
