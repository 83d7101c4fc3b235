import { errorBody, type Envelope } from '../../src-shared/contract';

export type Transport = (method: string, input: unknown) => Promise<Envelope<unknown>>;

interface LanternBridge {
  invoke(method: string, input: unknown): Promise<Envelope<unknown>>;
}

declare global {
  interface Window {
    /** Present only inside the desktop app, put there by the preload. */
    lantern?: LanternBridge;
  }
}

export const ipcTransport =
  (bridge: LanternBridge): Transport =>
  (method, input) =>
    bridge.invoke(method, input);

/** Same-origin HTTP; a token the host asked for travels in its cookie. */
export const httpTransport =
  (base = ''): Transport =>
  async (method, input) => {
    try {
      const response = await fetch(`${base}/rpc/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input ?? {}),
      });
      return (await response.json()) as Envelope<unknown>;
    } catch (error) {
      return { ok: false, error: errorBody('internal', `Lantern's host did not answer (${(error as Error).message})`) };
    }
  };

export function chooseTransport(): { transport: Transport; mode: 'desktop' | 'browser' } {
  return window.lantern
    ? { transport: ipcTransport(window.lantern), mode: 'desktop' }
    : { transport: httpTransport(), mode: 'browser' };
}
