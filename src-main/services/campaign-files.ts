import { slug } from '../../src-shared/slug';
import { CampaignFileError, type CampaignFileRepository } from '../db/repositories/campaign-files';
import { AppError } from './errors';

/** A campaign out to a `.lantern` file and back in, the file carried as base64 over the API. */
export function campaignFileService(files: CampaignFileRepository, campaignName: (id: number) => string) {
  return {
    export(campaignId: number): { fileName: string; bytes: number; data: string } {
      const name = campaignName(campaignId);
      const bytes = files.export(campaignId, name);
      return { fileName: `${slug(name, 'campaign')}.lantern`, bytes: bytes.length, data: bytes.toString('base64') };
    },
    /** Answers the new campaign's id; a refused file is named under `data` with its reason. */
    import(data: string, nameFor: (own: string) => string): number {
      try {
        return files.import(Buffer.from(data, 'base64'), nameFor);
      } catch (error) {
        if (error instanceof CampaignFileError) throw new AppError('invalid_input', `data: ${error.message}`, ['data']);
        throw error;
      }
    },
  };
}
export type CampaignFileService = ReturnType<typeof campaignFileService>;
