import { create } from 'zustand';
import type { LevelView, MethodInput, MethodName, MethodOutput } from '../../src-shared/contract';
import type { Grid } from '../../src-shared/dungeon-grid';
import { api, call } from '../api/client';
import { useDungeon } from './dungeon';
import { askingFirst, TimeHeld } from './time-hold';
import { fromBase64 } from './wilderness';

export interface LevelSummary {
  id: number;
  name: string;
  width: number;
  height: number;
  areaCount: number;
}

interface LevelsStore {
  campaignId: number | null;
  levels: LevelSummary[];
  level: LevelView | null;
  grid: Grid | null;
  /** The level the party in the Dungeon view stands on, if any. */
  partyLevelId: number | null;
  image: HTMLImageElement | null;
  error: string | null;
  load(campaignId: number, partyId: number | null): Promise<void>;
  open(levelId: number): Promise<void>;
  /** Runs a level method that answers with the level; the complaint goes to the banner. */
  edit<N extends MethodName>(method: N, input: MethodInput<N>): Promise<MethodOutput<N> | null>;
  /** The same, rejecting with the host's complaint, for the control that sent it to show beside itself. */
  send<N extends MethodName>(method: N, input: MethodInput<N>): Promise<MethodOutput<N>>;
  refresh(): Promise<void>;
}

const gridOf = (level: LevelView): Grid => ({ width: level.width, height: level.height, cells: fromBase64(level.cells) });
const looksLikeLevel = (v: unknown): v is LevelView => typeof v === 'object' && v !== null && 'cells' in v && 'areas' in v;

/** The GM's dungeon levels: the list, the one open in the Dungeon view, and the party's place on it. */
export const useLevels = create<LevelsStore>((set, get) => {
  async function loadImage(level: LevelView): Promise<void> {
    if (!level.hasImage) return set({ image: null });
    const out = await api.level.image({ levelId: level.id });
    if (!out) return set({ image: null });
    const img = new Image();
    img.src = `data:${out.mime};base64,${out.data}`;
    await img.decode().catch(() => undefined);
    if (get().level?.id === level.id) set({ image: img });
  }

  function show(level: LevelView): void {
    const before = get().level;
    set({ level, grid: before?.cells === level.cells && get().grid ? get().grid : gridOf(level), error: null });
    if (before?.id !== level.id || before.hasImage !== level.hasImage) void loadImage(level);
  }

  return {
    campaignId: null,
    levels: [],
    level: null,
    grid: null,
    partyLevelId: null,
    image: null,
    error: null,

    async load(campaignId, partyId) {
      try {
        const [{ levels }, map] = await Promise.all([api.level.list({ campaignId }), partyId === null ? null : api.level.map({ partyId, audience: 'gm' })]);
        const partyLevelId = map?.level?.id ?? null;
        set({ campaignId, levels, partyLevelId, error: null });
        // The level the GM has open stays open; else the party's, else the first.
        const current = get().level;
        const keep = current && current.campaignId === campaignId && levels.some((l) => l.id === current.id) ? current.id : null;
        if (keep !== null && keep !== partyLevelId) await get().open(keep);
        else if (map?.level) show(map.level);
        else if (levels[0]) await get().open(levels[0].id);
        else set({ level: null, grid: null, image: null });
      } catch (e) {
        set({ error: (e as Error).message });
      }
    },

    async open(levelId) {
      try {
        show(await api.level.get({ levelId }));
      } catch (e) {
        set({ error: (e as Error).message });
      }
    },

    async send(method, input) {
      const out = (await askingFirst(('partyId' in input && input.partyId) || null, (letTimeRun) => call(method, letTimeRun ? { ...input, letTimeRun } : input))) as MethodOutput<typeof method>;
      if (looksLikeLevel(out)) show(out);
      return out;
    },

    async edit(method, input) {
      try {
        return await get().send(method, input);
      } catch (e) {
        if (!(e instanceof TimeHeld)) set({ error: (e as Error).message });
        return null;
      }
    },

    async refresh() {
      const { campaignId } = get();
      if (campaignId !== null) await get().load(campaignId, useDungeon.getState().partyId);
    },
  };
});
