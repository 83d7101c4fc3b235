import { contextBridge, ipcRenderer } from 'electron';
import { errorBody, isMethodName } from '../../src-shared/contract';
import { ipcChannel } from './ipc-channel';

// The page gets exactly one function; it reaches only the channels the contract names.
contextBridge.exposeInMainWorld('lantern', {
  invoke(method: string, input: unknown): Promise<unknown> {
    if (!isMethodName(method)) {
      return Promise.resolve({ ok: false, error: errorBody('unknown_method', `method: no method "${method}"`) });
    }
    return ipcRenderer.invoke(ipcChannel(method), input);
  },
});
