import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { errorBody, methodNames, type Role } from '../../src-shared/contract';
import type { Router } from '../api/router';
import { ipcChannel } from './ipc-channel';

let calling: WebContents | null = null;

/** The window whose call is running now: the router tells the live feed within the call, so this is the change's origin. */
export const callingWindow = () => calling;

/**
 * One ipcMain handler per contract method. A call is answered only when it comes
 * from a frame of our own origin in one of our windows, with the role the main
 * process gave that window (the GM's, or the players' screen), so a navigated or
 * injected frame gets nothing and the players' window cannot act as the GM.
 */
export function registerIpc(router: Router, roleOfSender: (event: IpcMainInvokeEvent) => Role | null): void {
  for (const name of methodNames) {
    ipcMain.handle(ipcChannel(name), (event, input: unknown) => {
      const role = roleOfSender(event);
      if (!role) {
        return { ok: false, error: errorBody('unauthorized', 'this window may not call Lantern') };
      }
      calling = event.sender;
      try {
        return router.call(name, input, role);
      } finally {
        calling = null;
      }
    });
  }
}
