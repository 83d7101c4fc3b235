import { contextBridge, ipcRenderer } from 'electron';
import { isMethodName } from '../../src-shared/contract';
import { ipcChannel } from './ipc-channel';

// The page gets exactly one function; it reaches only the channels the contract names.
contextBridge.exposeInMainWorld('lantern', {
  invoke(method: string, input: unknown): Promise<unknown> {
    if (!isMethodName(method)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown_method', message: `method: no method "${method}"`, path: [] } });
    }
    return ipcRenderer.invoke(ipcChannel(method), input);
  },
});
