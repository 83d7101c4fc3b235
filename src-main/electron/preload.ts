import { contextBridge, ipcRenderer } from 'electron';
import { errorBody, isMethodName } from '../../src-shared/contract';
import { EXPORT_FILE_CHANNEL, IMPORT_FILE_CHANNEL, ipcChannel, LIVE_CHANNEL, PLAYERS_WINDOW_CHANNEL } from './ipc-channel';

// The page gets a typed invoke, which reaches only the channels the contract names,
// and the live feed, whose listener sees the event and never the IPC machinery.
contextBridge.exposeInMainWorld('lantern', {
  invoke(method: string, input: unknown): Promise<unknown> {
    if (!isMethodName(method)) {
      return Promise.resolve({ ok: false, error: errorBody('unknown_method', `method: no method "${method}"`) });
    }
    return ipcRenderer.invoke(ipcChannel(method), input);
  },
  /** Asks the main process for the players' window; it alone decides that window's role. */
  openPlayersWindow(): Promise<void> {
    return ipcRenderer.invoke(PLAYERS_WINDOW_CHANNEL);
  },
  /** The main process asks for a `.lantern` file and reads it in by path; null when the GM cancels. */
  importCampaignFile(): Promise<unknown> {
    return ipcRenderer.invoke(IMPORT_FILE_CHANNEL);
  },
  /** The main process asks where and writes the campaign's file there; null when the GM cancels. */
  exportCampaignFile(campaignId: number): Promise<unknown> {
    return ipcRenderer.invoke(EXPORT_FILE_CHANNEL, { campaignId });
  },
  onChange(listener: (event: unknown) => void): () => void {
    const relay = (_event: unknown, change: unknown) => listener(change);
    ipcRenderer.on(LIVE_CHANNEL, relay);
    return () => ipcRenderer.off(LIVE_CHANNEL, relay);
  },
});
