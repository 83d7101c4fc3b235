import fs from 'node:fs';
import { slug } from '../../src-shared/slug';
import { CampaignFileError, type CampaignFileRepository } from '../db/repositories/campaign-files';
import { AppError, raise } from './errors';
import type { FileTransfers } from './file-transfers';

/** A campaign out to a `.lantern` file and back in: carried as base64 over the API, or streamed by the HTTP host. */
export function campaignFileService(files: CampaignFileRepository, transfers: FileTransfers, campaignName: (id: number) => string) {
  const fileName = (name: string) => `${slug(name, 'campaign')}.lantern`;
  /** A refused file is named under `field`, with its reason. */
  const refusedAt = <T>(field: string, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof CampaignFileError) throw new AppError('invalid_input', `${field}: ${error.message}`, [field]);
      throw error;
    }
  };
  return {
    export(campaignId: number): { fileName: string; bytes: number; data: string } {
      const name = campaignName(campaignId);
      const bytes = files.export(campaignId, name);
      return { fileName: fileName(name), bytes: bytes.length, data: bytes.toString('base64') };
    },
    import: (data: string, nameFor: (own: string) => string): number => refusedAt('data', () => files.import(Buffer.from(data, 'base64'), nameFor)),
    /** Writes the campaign's file for the host to send under the id answered. */
    exportDownload(campaignId: number): { fileName: string; bytes: number; download: string } {
      const name = campaignName(campaignId);
      const { id, file } = transfers.reserve();
      return { fileName: fileName(name), bytes: files.exportTo(campaignId, name, file), download: id };
    },
    /** Reads in the file the host received under `upload`, and removes it. */
    importUpload(upload: string, nameFor: (own: string) => string): number {
      const file = transfers.take(upload) ?? raise(new AppError('not_found', `upload: no file was received under id ${upload}`, ['upload']));
      try {
        return refusedAt('upload', () => files.importFile(file, nameFor));
      } finally {
        fs.rmSync(file, { force: true });
      }
    },
  };
}
export type CampaignFileService = ReturnType<typeof campaignFileService>;
