import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Envelope } from '../../src-shared/contract';
import type { FileTransfers } from './file-transfers';

/**
 * A `.lantern` file moved in or out whole, streamed to and from disk, never carried in a
 * call: the browser's upload and download (the HTTP host) and the desktop app's file
 * dialogs (the main process, by path) both go through here, so a campaign of any size
 * moves the same way in either, and a call names the file only by a transfer id.
 * `call` runs a method as the transport's caller (its role, its window).
 */
export type CallAs = (method: string, input: unknown) => Envelope<unknown>;

export function campaignFileMoves(transfers: FileTransfers) {
  /** Writes the file's bytes where `land` says, then reads it in as `campaignFile.importUpload` does (roles, checks, change). */
  async function importFrom(call: CallAs, land: (file: string) => Promise<void>, name: string | null): Promise<Envelope<unknown>> {
    const { id, file } = transfers.reserve();
    try {
      await land(file);
      return call('campaignFile.importUpload', { upload: id, ...(name !== null && { name }) });
    } finally {
      transfers.take(id);
      fs.rmSync(file, { force: true });
    }
  }

  /**
   * Writes one campaign's file (`campaignFile.exportDownload`) and hands it to `send`,
   * which streams it where it goes; the file is removed once sent.
   */
  async function exportTo(call: CallAs, campaignId: number, send: (file: string, answer: { fileName: string; bytes: number }) => Promise<void>): Promise<Envelope<unknown>> {
    const envelope = call('campaignFile.exportDownload', { campaignId });
    if (!envelope.ok) return envelope;
    const answer = envelope.result as { fileName: string; bytes: number; download: string };
    const file = transfers.take(answer.download)!;
    try {
      await send(file, answer);
    } finally {
      fs.rmSync(file, { force: true });
    }
    return { ok: true, result: { fileName: answer.fileName, bytes: answer.bytes } };
  }

  return {
    importFrom,
    exportTo,
    /** The desktop app: a file the GM chose in the main process's dialog, read by path. */
    importPath: (call: CallAs, source: string) => importFrom(call, (file) => pipeline(fs.createReadStream(source), fs.createWriteStream(file)), null),
    /** The desktop app: one campaign's file written where the GM chose in the save dialog. */
    exportPath: (call: CallAs, campaignId: number, destination: string) => exportTo(call, campaignId, (file) => pipeline(fs.createReadStream(file), fs.createWriteStream(destination))),
  };
}
export type CampaignFileMoves = ReturnType<typeof campaignFileMoves>;
