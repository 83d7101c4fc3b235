import { BrowserWindow, dialog, ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { errorBody, methodNames, type Envelope } from '../../src-shared/contract';
import type { Router } from '../api/router';
import type { CallAs, CampaignFileMoves } from '../services/campaign-file-moves';
import { EXPORT_FILE_CHANNEL, IMPORT_FILE_CHANNEL, ipcChannel } from './ipc-channel';
import type { WindowCaller } from './window-roles';

let calling: WebContents | null = null;

/** The window whose call is running now: the router tells the live feed within the call, so this is the change's origin. */
export const callingWindow = () => calling;

type CallerOf = (event: IpcMainInvokeEvent) => WindowCaller | null;

/** Calls as the window that sent `event`, with the role the main process gave it; a desktop window is named by its contents' id, which the page cannot choose. */
const callsFrom =
  (router: Router, event: IpcMainInvokeEvent, caller: WindowCaller): CallAs =>
  (method, input) => {
    calling = event.sender;
    try {
      return router.call(method, input, caller.role, caller.onlyCampaign, caller.role === 'gm' ? `desktop-${event.sender.id}` : null);
    } finally {
      calling = null;
    }
  };

const unknownWindow = (): Envelope<never> => ({ ok: false, error: errorBody('unauthorized', 'this window may not call Lantern') });

/**
 * One ipcMain handler per contract method. A call is answered only when it comes
 * from a frame of our own origin in one of our windows, with the role the main
 * process gave that window (the GM's, or the players' screen for one campaign), so a
 * navigated or injected frame gets nothing and the players' window cannot act as the
 * GM or read another campaign.
 */
export function registerIpc(router: Router, callerOfSender: CallerOf): void {
  for (const name of methodNames) {
    ipcMain.handle(ipcChannel(name), (event, input: unknown) => {
      const caller = callerOfSender(event);
      return caller ? callsFrom(router, event, caller)(name, input) : unknownWindow();
    });
  }
}

/**
 * Campaign files in the desktop app: the main process asks where (its own dialog) and
 * streams the file by path, as the browser's upload and download do, so the page never
 * holds the bytes and a campaign of any size moves. Answered null when the GM cancels.
 */
export function registerFileDialogs(router: Router, moves: CampaignFileMoves, callerOfSender: CallerOf): void {
  ipcMain.handle(IMPORT_FILE_CHANNEL, async (event) => {
    const caller = callerOfSender(event);
    if (!caller) return unknownWindow();
    const owner = BrowserWindow.fromWebContents(event.sender);
    const options = { title: 'Import a campaign', filters: [{ name: 'Lantern campaign', extensions: ['lantern'] }], properties: ['openFile' as const] };
    const chosen = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
    if (chosen.canceled || chosen.filePaths.length === 0) return null;
    return moves.importPath(callsFrom(router, event, caller), chosen.filePaths[0]);
  });
  ipcMain.handle(EXPORT_FILE_CHANNEL, async (event, input: { campaignId?: unknown }) => {
    const caller = callerOfSender(event);
    if (!caller) return unknownWindow();
    const campaignId = Number(input?.campaignId);
    if (!Number.isSafeInteger(campaignId) || campaignId < 1) return { ok: false, error: errorBody('invalid_input', 'campaignId: must be a campaign id', ['campaignId']) };
    const owner = BrowserWindow.fromWebContents(event.sender);
    const options = { title: 'Export the campaign', defaultPath: 'campaign.lantern', filters: [{ name: 'Lantern campaign', extensions: ['lantern'] }] };
    const chosen = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
    if (chosen.canceled || !chosen.filePath) return null;
    return moves.exportPath(callsFrom(router, event, caller), campaignId, chosen.filePath);
  });
}
