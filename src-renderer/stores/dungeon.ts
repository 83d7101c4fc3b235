import { create } from 'zustand';
import type { ActionResult, DungeonState } from '../../src-shared/contract';
import { api } from '../api/client';
import { useCampaigns } from './campaigns';

interface DungeonStore {
  partyId: number | null;
  audience: 'gm' | 'players';
  state: DungeonState | null;
  busy: boolean;
  error: string | null;
  /** What stopped the last advance early, shown until the next action. */
  event: string | null;
  load(partyId: number): Promise<void>;
  setAudience(audience: 'gm' | 'players'): Promise<void>;
  /** Runs an action that answers with the new state; errors are kept for display, not thrown. */
  run(action: (partyId: number, audience: 'gm' | 'players') => Promise<ActionResult>): Promise<ActionResult | null>;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

/** Keeps the status bar's clock with the dungeon's, which moves on every action. */
function syncClock(state: DungeonState): void {
  useCampaigns.setState((s) => ({
    campaigns: s.campaigns.map((c) => (c.id === state.campaignId ? { ...c, gameTimeSeconds: state.gameTimeSeconds } : c)),
  }));
}

export const useDungeon = create<DungeonStore>((set, get) => ({
  partyId: null,
  audience: 'gm',
  state: null,
  busy: false,
  error: null,
  event: null,

  async load(partyId) {
    set({ partyId, error: null });
    try {
      const state = await api.dungeon.state({ partyId, audience: get().audience });
      set({ state });
      syncClock(state);
    } catch (e) {
      set({ error: (e as Error).message });
    }
  },

  async setAudience(audience) {
    set({ audience });
    const partyId = get().partyId;
    if (partyId !== null) await get().load(partyId);
  },

  async run(action) {
    const { partyId, audience, busy } = get();
    if (partyId === null || busy) return null;
    set({ busy: true, error: null });
    try {
      const result = await action(partyId, audience);
      set({ state: result.state, event: result.stoppedBy });
      syncClock(result.state);
      return result;
    } catch (e) {
      set({ error: (e as Error).message });
      return null;
    } finally {
      set({ busy: false });
    }
  },

  async undo() {
    await history('undo');
  },
  async redo() {
    await history('redo');
  },
}));

async function history(direction: 'undo' | 'redo'): Promise<void> {
  const { state, partyId, load } = useDungeon.getState();
  if (!state || partyId === null) return;
  try {
    await (direction === 'undo' ? api.journal.undo : api.journal.redo)({ campaignId: state.campaignId });
    useDungeon.setState({ event: null });
    await load(partyId);
  } catch (e) {
    useDungeon.setState({ error: (e as Error).message });
  }
}
