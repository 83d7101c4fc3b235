import { create } from 'zustand';
import type { JournalEntry, MapPlace, MethodInput, MethodOutput, RollTable, SessionPlan } from '../../src-shared/contract';
import { api } from '../api/client';
import { useJournal } from './journal';

interface NotebookStore {
  campaignId: number | null;
  tables: RollTable[];
  plans: SessionPlan[];
  error: string | null;
  load(campaignId: number): Promise<void>;
  /** These reject with the host's complaint, for the form to show. */
  saveTable(table: MethodInput<'rollTable.save'>['table'], tableId?: number): Promise<RollTable>;
  removeTable(tableId: number): Promise<void>;
  importTables(input: Omit<MethodInput<'rollTable.import'>, 'campaignId'>): Promise<RollTable[]>;
  roll(tableId: number, secret: boolean): Promise<MethodOutput<'rollTable.roll'>>;
  /** What the roll journaled as `entryId` came to, written into that place's key. */
  toKey(entryId: number, place: MapPlace): Promise<JournalEntry>;
  savePlan(input: Omit<MethodInput<'sessionPlan.save'>, 'campaignId'>): Promise<SessionPlan>;
  check(itemId: number, done: boolean): Promise<void>;
}

/** The notebook's roll tables and session plans of the campaign in view; every change is read back and lands in the journal. */
export const useRollTables = create<NotebookStore>((set, get) => {
  const current = () => get().campaignId ?? Promise.reject(new Error('Choose a campaign first'));
  /** After a change: the tables, plans and journal are read again, if the GM is still on that campaign. */
  async function reload(campaignId: number) {
    const [{ tables }, { plans }] = await Promise.all([api.rollTable.list({ campaignId }), api.sessionPlan.list({ campaignId })]);
    if (get().campaignId === campaignId) set({ tables, plans, error: null });
    void useJournal.getState().refresh();
  }
  async function changing<T>(call: (campaignId: number) => Promise<T>): Promise<T> {
    const campaignId = await current();
    const out = await call(campaignId);
    await reload(campaignId);
    return out;
  }

  return {
    campaignId: null,
    tables: [],
    plans: [],
    error: null,
    async load(campaignId) {
      set({ campaignId, ...(get().campaignId !== campaignId && { tables: [], plans: [] }) });
      try {
        await reload(campaignId);
      } catch (e) {
        set({ error: (e as Error).message });
      }
    },
    saveTable: (table, tableId) => changing(async (campaignId) => (await api.rollTable.save({ campaignId, table, ...(tableId !== undefined && { tableId }) })).table),
    removeTable: (tableId) => changing(async (campaignId) => void (await api.rollTable.remove({ campaignId, tableId }))),
    importTables: (input) => changing(async (campaignId) => (await api.rollTable.import({ ...input, campaignId })).tables),
    roll: (tableId, secret) => changing((campaignId) => api.rollTable.roll({ campaignId, tableId, secret })),
    toKey: (entryId, place) => changing(async (campaignId) => (await api.rollTable.toKey({ campaignId, entryId, place })).entry),
    savePlan: (input) => changing(async (campaignId) => (await api.sessionPlan.save({ ...input, campaignId })).plan),
    check: (itemId, done) => changing(async (campaignId) => void (await api.sessionPlan.check({ campaignId, itemId, done }))),
  };
});
