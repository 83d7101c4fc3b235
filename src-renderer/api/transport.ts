import { errorBody, type Envelope, type LiveEvent, type Role } from '../../src-shared/contract';

export type Transport = (method: string, input: unknown) => Promise<Envelope<unknown>>;

interface LanternBridge {
  invoke(method: string, input: unknown): Promise<Envelope<unknown>>;
  /** Opens the players' screen in a window of its own; the desktop app gives that window the Players role. */
  openPlayersWindow(): Promise<void>;
  /** The main process asks for a `.lantern` file and reads it in by path (the page never holds it); null when the GM cancels. */
  importCampaignFile(): Promise<Envelope<unknown> | null>;
  /** The main process asks where and writes one campaign's file there; null when the GM cancels. */
  exportCampaignFile(campaignId: number): Promise<Envelope<unknown> | null>;
  onChange(listener: (event: LiveEvent) => void): () => void;
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

const TOKEN_KEY = 'lantern.token';

/**
 * Moves the token this window was opened with (the GM's or the players' link) out of
 * the address bar, where history, screenshots and a glance over the shoulder would
 * keep it, into the tab's own storage; the host has already set its cookie.
 */
export function takeTokenFromAddress(): void {
  const fromUrl = new URLSearchParams(window.location.search).get('token');
  if (!fromUrl) return;
  sessionStorage.setItem(TOKEN_KEY, fromUrl);
  const address = new URL(window.location.href);
  address.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', address);
}

/**
 * The token this window was opened with, kept for the tab's life so moving between
 * views and reloading keep it. Sent with every call, it decides the window's role
 * even when the browser also holds the GM's cookie.
 */
export function windowToken(): string | null {
  takeTokenFromAddress();
  return sessionStorage.getItem(TOKEN_KEY);
}

/** Names this window to the host, so its own actions are not pushed back to it. */
export const windowId = crypto.randomUUID();

/** Same-origin HTTP; the window's token, when it has one, rides in a header. */
export const httpTransport =
  (base = ''): Transport =>
  async (method, input) => {
    const token = windowToken();
    try {
      const response = await fetch(`${base}/rpc/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Lantern-Window': windowId, ...(token && { 'X-Lantern-Token': token }) },
        body: JSON.stringify(input ?? {}),
      });
      return (await response.json()) as Envelope<unknown>;
    } catch (error) {
      return { ok: false, error: errorBody('internal', `Lantern's host did not answer (${(error as Error).message})`) };
    }
  };

/** How long to wait before opening a dropped event stream the browser gave up on. */
const RECONNECT_MS = 1000;

/**
 * Server-Sent Events from the host. The window's token never rides in the stream's
 * address: the browser sends the cookie the host set when the page loaded, and the
 * players' screen says it listens as the Players, so the host reads their link's
 * cookie rather than taking a GM's tab in the same browser for theirs. The browser
 * reconnects a dropped stream by itself; when it gives up (the host was gone, or
 * said no), a new one is opened.
 */
export function httpLive(listener: (event: LiveEvent) => void, onReconnect: () => void = () => {}, audience: Role = 'gm', base = ''): () => void {
  let source: EventSource | null = null;
  let opened = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const open = () => {
    const query = new URLSearchParams({ window: windowId });
    if (audience === 'players') query.set('as', 'players');
    source = new EventSource(`${base}/events?${query}`);
    // Whatever happened while the stream was down was never pushed: the window catches up.
    source.onopen = () => {
      if (opened) onReconnect();
      opened = true;
    };
    source.addEventListener('change', (message) => listener(JSON.parse((message as MessageEvent<string>).data) as LiveEvent));
    source.onerror = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(open, RECONNECT_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}

/** Every GM action, as the host pushes it to this window (`audience`: the GM's or the players' screen); `onReconnect` after a dropped stream is back. */
export function subscribeLive(listener: (event: LiveEvent) => void, onReconnect?: () => void, audience: Role = 'gm'): () => void {
  return window.lantern ? window.lantern.onChange(listener) : httpLive(listener, onReconnect, audience);
}

export function chooseTransport(): { transport: Transport; mode: 'desktop' | 'browser' } {
  return window.lantern
    ? { transport: ipcTransport(window.lantern), mode: 'desktop' }
    : { transport: httpTransport(), mode: 'browser' };
}

/** A players' link as the host hands it out: its address and the one campaign it opens. */
export interface PlayersLinkAnswer {
  url: string;
  campaign: { id: number; name: string } | null;
}

/** The players' link of a campaign the host hands out (browser mode only: the desktop app serves no other screen). */
export async function playersLink(campaignId: number | null, revoke = false): Promise<PlayersLinkAnswer> {
  const token = windowToken();
  const query = campaignId === null ? '' : `?campaignId=${campaignId}`;
  const response = await fetch(`${revoke ? '/players-link/revoke' : '/players-link'}${query}`, {
    method: revoke ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', ...(token && { 'X-Lantern-Token': token }) },
  });
  const body = (await response.json()) as Partial<PlayersLinkAnswer> & { error?: { message: string } };
  if (!response.ok || !body.url) throw new Error(body.error?.message ?? `the host answered ${response.status}`);
  return { url: body.url, campaign: body.campaign ?? null };
}

/** A `.lantern` file sent to the host as it is, streamed whatever its size (browser mode only). */
export async function uploadCampaignFile(file: Blob): Promise<Envelope<unknown>> {
  const token = windowToken();
  try {
    const response = await fetch('/files/import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Lantern-Window': windowId, ...(token && { 'X-Lantern-Token': token }) },
      body: file,
    });
    return (await response.json()) as Envelope<unknown>;
  } catch (error) {
    return { ok: false, error: errorBody('internal', `Lantern's host did not answer (${(error as Error).message})`) };
  }
}

/** Where the host sends one campaign's `.lantern` file, streamed to disk by the browser as a download (browser mode only). */
export const campaignFileUrl = (campaignId: number): string => `/files/export/${campaignId}`;
