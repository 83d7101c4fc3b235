import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { deleteCampaignRows } from '../campaign-transfer';
import type { OpenedDatabase } from '../open-database';
import { appState, campaigns } from '../schema';
import { byName, sameName } from './names';
import { param } from './param';

export type CampaignRow = typeof campaigns.$inferSelect;

const SELECTED_KEY = 'selected_campaign_id';
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export function campaignRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const id = sql.placeholder('id');
  // A campaign in the bin is none of these: hidden from the list, not found by id or name.
  const live = isNull(campaigns.deletedAt);
  const q = {
    list: db.select().from(campaigns).where(live).orderBy(byName(campaigns.name), asc(campaigns.id)).prepare(),
    get: db.select().from(campaigns).where(and(eq(campaigns.id, id), live)).prepare(),
    // Asked by every action for its ruleset: a plain statement, without drizzle's binding and mapping.
    rules: sqlite.prepare('SELECT rules_system AS rulesSystem, rules_options AS rulesOptions FROM campaigns WHERE id = ? AND deleted_at IS NULL'),
    findByName: db.select().from(campaigns).where(and(sameName(campaigns.name, sql.placeholder('name')), live)).prepare(),
    binned: db.select().from(campaigns).where(isNotNull(campaigns.deletedAt)).orderBy(desc(campaigns.deletedAt), asc(campaigns.id)).prepare(),
    getBinned: db.select().from(campaigns).where(and(eq(campaigns.id, id), isNotNull(campaigns.deletedAt))).prepare(),
    toBin: db.update(campaigns).set({ deletedAt: now }).where(and(eq(campaigns.id, id), live)).prepare(),
    fromBin: db.update(campaigns).set({ deletedAt: null, name: param('name') }).where(eq(campaigns.id, id)).returning().prepare(),
    binnedBefore: db.select({ id: campaigns.id }).from(campaigns).where(and(isNotNull(campaigns.deletedAt), lt(campaigns.deletedAt, sql.placeholder('before')))).prepare(),
    rename: db.update(campaigns).set({ name: param('name'), updatedAt: now }).where(eq(campaigns.id, id)).returning().prepare(),
    setRulesOptions: db.update(campaigns).set({ rulesOptions: param('rulesOptions'), updatedAt: now }).where(eq(campaigns.id, id)).returning().prepare(),
    count: db.select({ n: sql<number>`count(*)` }).from(campaigns).prepare(),
    selected: db.select().from(appState).where(eq(appState.key, SELECTED_KEY)).prepare(),
    select: db
      .insert(appState)
      .values({ key: SELECTED_KEY, value: sql.placeholder('value') })
      .onConflictDoUpdate({ target: appState.key, set: { value: param('value') } })
      .prepare(),
    unselect: db.delete(appState).where(eq(appState.key, SELECTED_KEY)).prepare(),
  };

  return {
    list: (): CampaignRow[] => q.list.all(),
    get: (campaignId: number): CampaignRow | undefined => q.get.get({ id: campaignId }),
    /** The system a campaign plays and its options (JSON); read by nearly every call. */
    rules: (campaignId: number) => q.rules.get(campaignId) as Pick<CampaignRow, 'rulesSystem' | 'rulesOptions'> | undefined,
    findByName: (name: string): CampaignRow | undefined => q.findByName.get({ name }),
    insert(
      values: Pick<CampaignRow, 'name' | 'rulesSystem' | 'rulesOptions'> & Partial<Pick<CampaignRow, 'gameTimeSeconds' | 'calendar' | 'landWeatherOn' | 'sight'>>,
    ): CampaignRow {
      return db.insert(campaigns).values(values).returning().get();
    },
    rename: (campaignId: number, name: string): CampaignRow | undefined => q.rename.get({ id: campaignId, name }),
    setRulesOptions: (campaignId: number, rulesOptions: string): CampaignRow | undefined => q.setRulesOptions.get({ id: campaignId, rulesOptions }),
    delete: (campaignId: number): boolean => deleteCampaignRows(sqlite, campaignId),
    /** Puts a campaign in the bin: everything stays, hidden. */
    toBin: (campaignId: number): boolean => q.toBin.run({ id: campaignId }).changes > 0,
    binned: (): CampaignRow[] => q.binned.all(),
    getBinned: (campaignId: number): CampaignRow | undefined => q.getBinned.get({ id: campaignId }),
    fromBin: (campaignId: number, name: string): CampaignRow | undefined => q.fromBin.get({ id: campaignId, name }),
    /** Deletes for good the campaigns binned before `before` (an ISO time); answers how many. */
    purgeBinnedBefore: (before: string): number => q.binnedBefore.all({ before }).filter((row) => deleteCampaignRows(sqlite, row.id)).length,
    count: (): number => q.count.get()?.n ?? 0,
    selectedId(): number | null {
      const row = q.selected.get();
      return row ? Number(row.value) : null;
    },
    setSelectedId(campaignId: number | null): void {
      if (campaignId === null) q.unselect.run();
      else q.select.run({ value: String(campaignId) });
    },
  };
}
export type CampaignRepository = ReturnType<typeof campaignRepository>;
