import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { journalEntries, rollTableRows, rollTables, sessionPlanItems, sessionPlans } from '../schema';

export type RollTableRecord = typeof rollTables.$inferSelect;
export type RollTableRowRecord = typeof rollTableRows.$inferSelect;
export type PlanItemRecord = typeof sessionPlanItems.$inferSelect & { doneAt: number | null };
export type SessionPlanRecord = typeof sessionPlans.$inferSelect;

/** A table's rows as they are written: the rest of the row (ids, campaign, position) is the repository's. */
export type NewTableRow = Pick<RollTableRowRecord, 'low' | 'high' | 'text' | 'subTableId'>;
export type NewPlanItem = Pick<PlanItemRecord, 'kind' | 'text' | 'doneEntryId'>;

/** The notebook's roll tables with their rows, and the GM's session plans with their items. */
export function rollTableRepository(db: Db) {
  const campaignId = sql.placeholder('campaignId');
  const q = {
    tables: db.select().from(rollTables).where(eq(rollTables.campaignId, campaignId)).orderBy(sql`${rollTables.name} COLLATE NOCASE`).prepare(),
    rows: db.select().from(rollTableRows).where(eq(rollTableRows.campaignId, campaignId)).orderBy(asc(rollTableRows.tableId), asc(rollTableRows.position)).prepare(),
    plans: db.select().from(sessionPlans).where(eq(sessionPlans.campaignId, campaignId)).orderBy(desc(sessionPlans.id)).prepare(),
    items: db
      .select({ item: sessionPlanItems, doneAt: journalEntries.gameTimeAfter })
      .from(sessionPlanItems)
      .leftJoin(journalEntries, eq(journalEntries.id, sessionPlanItems.doneEntryId))
      .where(eq(sessionPlanItems.campaignId, campaignId))
      .orderBy(asc(sessionPlanItems.planId), asc(sessionPlanItems.position))
      .prepare(),
  };

  const writeRows = (campaign: number, tableId: number, rows: readonly NewTableRow[]) => {
    db.delete(rollTableRows).where(eq(rollTableRows.tableId, tableId)).run();
    if (rows.length) db.insert(rollTableRows).values(rows.map((r, position) => ({ ...r, campaignId: campaign, tableId, position }))).run();
  };
  const writeItems = (campaign: number, planId: number, items: readonly NewPlanItem[]) => {
    db.delete(sessionPlanItems).where(eq(sessionPlanItems.planId, planId)).run();
    if (items.length) db.insert(sessionPlanItems).values(items.map((it, position) => ({ ...it, campaignId: campaign, planId, position }))).run();
  };

  return {
    tables: (campaign: number): RollTableRecord[] => q.tables.all({ campaignId: campaign }),
    /** Every row of the campaign's tables, by table then position. */
    tableRows: (campaign: number): RollTableRowRecord[] => q.rows.all({ campaignId: campaign }),
    addTable(campaign: number, table: Pick<RollTableRecord, 'name' | 'formula' | 'weighted'>, rows: readonly NewTableRow[]): number {
      const { id } = db.insert(rollTables).values({ ...table, campaignId: campaign }).returning({ id: rollTables.id }).get();
      writeRows(campaign, id, rows);
      return id;
    },
    replaceTable(campaign: number, tableId: number, table: Pick<RollTableRecord, 'name' | 'formula' | 'weighted'>, rows: readonly NewTableRow[]): void {
      db.update(rollTables).set(table).where(eq(rollTables.id, tableId)).run();
      writeRows(campaign, tableId, rows);
    },
    removeTable: (tableId: number): void => void db.delete(rollTables).where(eq(rollTables.id, tableId)).run(),

    plans: (campaign: number): SessionPlanRecord[] => q.plans.all({ campaignId: campaign }),
    planItems: (campaign: number): PlanItemRecord[] => q.items.all({ campaignId: campaign }).map(({ item, doneAt }) => ({ ...item, doneAt })),
    addPlan(campaign: number, title: string, items: readonly NewPlanItem[]): number {
      const { id } = db.insert(sessionPlans).values({ campaignId: campaign, title }).returning({ id: sessionPlans.id }).get();
      writeItems(campaign, id, items);
      return id;
    },
    replacePlan(campaign: number, planId: number, title: string, items: readonly NewPlanItem[]): void {
      db.update(sessionPlans).set({ title }).where(eq(sessionPlans.id, planId)).run();
      writeItems(campaign, planId, items);
    },
    removePlan: (planId: number): void => void db.delete(sessionPlans).where(eq(sessionPlans.id, planId)).run(),
    checkItem: (itemId: number, doneEntryId: number | null): void => void db.update(sessionPlanItems).set({ doneEntryId }).where(eq(sessionPlanItems.id, itemId)).run(),
    /** The items checked off by the given journal entries (a session's), in plan order. */
    itemsDoneBy: (campaign: number, entryIds: readonly number[]): PlanItemRecord[] =>
      entryIds.length === 0
        ? []
        : db
            .select()
            .from(sessionPlanItems)
            .where(and(eq(sessionPlanItems.campaignId, campaign), inArray(sessionPlanItems.doneEntryId, [...entryIds])))
            .orderBy(asc(sessionPlanItems.planId), asc(sessionPlanItems.position))
            .all()
            .map((item) => ({ ...item, doneAt: null })),
  };
}
export type RollTableRepository = ReturnType<typeof rollTableRepository>;
