import type { backup, campaignFile } from '../../../src-shared/contract';
import type { CampaignFileService } from '../../services/campaign-files';
import type { BackupService } from '../../services/backups';
import type { CampaignService } from '../../services/campaigns';
import type { HandlersFor } from '../router';

/** `restored` is told when a whole file was restored, for what kept reads of the old rows. */
export const backupHandlers = (backups: BackupService, campaigns: CampaignService, restored: () => void): HandlersFor<typeof backup> => ({
  'backup.list': () => backups.list(),
  'backup.create': () => backups.create(),
  'backup.configure': (input) => backups.configure(input),
  'backup.restoreFile': (input) => {
    const list = backups.restoreFile(input.backup);
    restored();
    return list;
  },
  'backup.restoreCampaign': (input) =>
    campaigns.bringIn(input, (nameFor) => backups.restoreCampaign(input.backup, input.backupCampaignId, nameFor)),
});

export const campaignFileHandlers = (files: CampaignFileService, campaigns: CampaignService): HandlersFor<typeof campaignFile> => ({
  'campaignFile.export': (input) => files.export(input.campaignId),
  'campaignFile.import': (input) => campaigns.bringIn(input, (nameFor) => files.import(input.data, nameFor)),
  'campaignFile.importUpload': (input) => campaigns.bringIn(input, (nameFor) => files.importUpload(input.upload, nameFor)),
  'campaignFile.exportDownload': (input) => files.exportDownload(input.campaignId),
});
