import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { appState, campaigns } from '../schema';
import { byName, sameName } from './names';

export type CampaignRow = typeof campaigns.$inferSelect;

const SELECTED_KEY = 'selected_campaign_id';

export function campaignRepository(db: Db) {
  const rules = db
    .select({ rulesSystem: campaigns.rulesSystem, rulesOptions: campaigns.rulesOptions })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare();
  return {
    list(): CampaignRow[] {
      return db.select().from(campaigns).orderBy(byName(campaigns.name), asc(campaigns.id)).all();
    },
    get(id: number): CampaignRow | undefined {
      return db.select().from(campaigns).where(eq(campaigns.id, id)).get();
    },
    /** The system a campaign plays and its options (JSON); read by nearly every call, so prepared once. */
    rules: (id: number): Pick<CampaignRow, 'rulesSystem' | 'rulesOptions'> | undefined => rules.get({ id }),
    findByName(name: string): CampaignRow | undefined {
      return db.select().from(campaigns).where(sameName(campaigns.name, name)).get();
    },
    insert(
      values: Pick<CampaignRow, 'name' | 'rulesSystem' | 'rulesOptions'> & Partial<Pick<CampaignRow, 'gameTimeSeconds'>>,
    ): CampaignRow {
      return db.insert(campaigns).values(values).returning().get();
    },
    rename(id: number, name: string): CampaignRow | undefined {
      return db
        .update(campaigns)
        .set({ name, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
        .where(eq(campaigns.id, id))
        .returning()
        .get();
    },
    setRulesOptions(id: number, rulesOptions: string): CampaignRow | undefined {
      return db
        .update(campaigns)
        .set({ rulesOptions, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
        .where(eq(campaigns.id, id))
        .returning()
        .get();
    },
    delete(id: number): boolean {
      return db.delete(campaigns).where(eq(campaigns.id, id)).run().changes > 0;
    },
    count(): number {
      return db.select({ n: sql<number>`count(*)` }).from(campaigns).get()?.n ?? 0;
    },
    selectedId(): number | null {
      const row = db.select().from(appState).where(eq(appState.key, SELECTED_KEY)).get();
      return row ? Number(row.value) : null;
    },
    setSelectedId(id: number | null): void {
      if (id === null) {
        db.delete(appState).where(eq(appState.key, SELECTED_KEY)).run();
        return;
      }
      db.insert(appState)
        .values({ key: SELECTED_KEY, value: String(id) })
        .onConflictDoUpdate({ target: appState.key, set: { value: String(id) } })
        .run();
    },
  };
}
export type CampaignRepository = ReturnType<typeof campaignRepository>;
