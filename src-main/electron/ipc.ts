import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { errorBody, methodNames } from '../../src-shared/contract';
import type { Router } from '../api/router';
import { ipcChannel } from './ipc-channel';

let calling: WebContents | null = null;

/** The window whose call is running now: the router tells the live feed within the call, so this is the change's origin. */
export const callingWindow = () => calling;

/**
 * One ipcMain handler per contract method. A call is answered only when it comes
 * from a frame of our own origin, so a navigated or injected frame gets nothing.
 */
export function registerIpc(router: Router, isTrustedSender: (event: IpcMainInvokeEvent) => boolean): void {
  for (const name of methodNames) {
    ipcMain.handle(ipcChannel(name), (event, input: unknown) => {
      if (!isTrustedSender(event)) {
        return { ok: false, error: errorBody('unauthorized', 'this window may not call Lantern') };
      }
      calling = event.sender;
      try {
        return router.call(name, input);
      } finally {
        calling = null;
      }
    });
  }
}
