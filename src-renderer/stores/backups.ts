import { create } from 'zustand';
import type { BackupList, BackupSettings, BinnedCampaign, Campaign } from '../../src-shared/contract';
import { api, importByDialog, importStreamed } from '../api/client';
import { useCampaigns } from './campaigns';

interface BackupState {
  backups: BackupList | null;
  bin: BinnedCampaign[];
  load(): Promise<void>;
  backUpNow(): Promise<void>;
  configure(settings: BackupSettings): Promise<void>;
  restoreFile(backup: string): Promise<void>;
  restoreCampaign(backup: string, backupCampaignId: number): Promise<Campaign>;
  restoreFromBin(binnedId: number): Promise<Campaign>;
  emptyBin(binnedId?: number): Promise<void>;
  /** A `.lantern` file read in: streamed to the host in browser mode; without one, the desktop app's own dialog chooses it (null: cancelled). */
  importFile(file?: File): Promise<Campaign | null>;
}

/** Backups beside the campaign file and the bin of deleted campaigns; anything that brings a campaign back reloads the list. */
export const useBackups = create<BackupState>((set, get) => {
  const campaignsChanged = () => useCampaigns.getState().load();
  /** A backup runs after its call answers: ask again until it is done. */
  const untilDone = async () => {
    for (let i = 0; i < 60 && get().backups?.running; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      set({ backups: await api.backup.list({}) });
    }
  };
  const reload = async () => {
    const [backups, bin] = await Promise.all([api.backup.list({}), api.campaign.bin({})]);
    set({ backups, bin: bin.campaigns });
    // An automatic one may be under way (an action before this one started it).
    if (backups.running) void untilDone();
  };
  return {
    backups: null,
    bin: [],
    load: reload,
    async backUpNow() {
      set({ backups: await api.backup.create({}) });
      await untilDone();
    },
    async configure(settings) {
      set({ backups: await api.backup.configure(settings) });
    },
    async restoreFile(backup) {
      set({ backups: await api.backup.restoreFile({ backup }) });
      await Promise.all([reload(), campaignsChanged()]);
    },
    async restoreCampaign(backup, backupCampaignId) {
      const campaign = await api.backup.restoreCampaign({ backup, backupCampaignId });
      await Promise.all([reload(), campaignsChanged()]);
      return campaign;
    },
    async restoreFromBin(binnedId) {
      const campaign = await api.campaign.restore({ binnedId });
      await Promise.all([reload(), campaignsChanged()]);
      return campaign;
    },
    async emptyBin(binnedId) {
      set({ bin: (await api.campaign.emptyBin(binnedId === undefined ? {} : { binnedId })).campaigns });
    },
    async importFile(file) {
      const campaign = file ? await importStreamed(file) : await importByDialog();
      if (campaign) await campaignsChanged();
      return campaign;
    },
  };
});
