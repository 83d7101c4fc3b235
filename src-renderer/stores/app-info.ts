import { create } from 'zustand';
import type { MethodOutput } from '../../src-shared/contract';
import { api, hostMode } from '../api/client';

type AppInfo = MethodOutput<'app.info'>;

interface AppInfoState {
  info: AppInfo | null;
  mode: typeof hostMode;
  load(): Promise<void>;
}

export const useAppInfo = create<AppInfoState>((set) => ({
  info: null,
  mode: hostMode,
  async load() {
    set({ info: await api.app.info() });
  },
}));
