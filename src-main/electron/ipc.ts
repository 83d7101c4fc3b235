import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { errorBody, methodNames } from '../../src-shared/contract';
import type { Router } from '../api/router';
import { ipcChannel } from './ipc-channel';
import type { WindowCaller } from './window-roles';

let calling: WebContents | null = null;

/** The window whose call is running now: the router tells the live feed within the call, so this is the change's origin. */
export const callingWindow = () => calling;

/**
 * One ipcMain handler per contract method. A call is answered only when it comes
 * from a frame of our own origin in one of our windows, with the role the main
 * process gave that window (the GM's, or the players' screen for one campaign), so a
 * navigated or injected frame gets nothing and the players' window cannot act as the
 * GM or read another campaign.
 */
export function registerIpc(router: Router, callerOfSender: (event: IpcMainInvokeEvent) => WindowCaller | null): void {
  for (const name of methodNames) {
    ipcMain.handle(ipcChannel(name), (event, input: unknown) => {
      const caller = callerOfSender(event);
      if (!caller) {
        return { ok: false, error: errorBody('unauthorized', 'this window may not call Lantern') };
      }
      calling = event.sender;
      try {
        // A desktop window is named by its contents' id, which the page cannot choose.
        return router.call(name, input, caller.role, caller.onlyCampaign, caller.role === 'gm' ? `desktop-${event.sender.id}` : null);
      } finally {
        calling = null;
      }
    });
  }
}
