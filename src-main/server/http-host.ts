import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import net, { type AddressInfo } from 'node:net';
import { apiMarkdown, contract, errorBody, MAX_CALL_BYTES, MAX_PLAYERS_CALL_BYTES, type CampaignList, type ErrorCode, type Envelope, type LiveEvent } from '../../src-shared/contract';
import type { LiveFeed } from '../api/live';
import type { Router } from '../api/router';
import type { FileTransfers } from '../services/file-transfers';
import { campaignFileMoves, type CallAs } from '../services/campaign-file-moves';
import { contentSecurityPolicy, contentTypeFor, resolveStaticFile } from './static-files';

export interface HttpHostOptions {
  router: Router;
  /** JSON Schema of every method, served at GET /rpc. */
  describe: () => unknown;
  /** The built renderer; null serves the API only. */
  staticDir: string | null;
  host?: string;
  port?: number;
  /** Required of every request when set; always set when the host is not loopback. */
  token?: string;
  /** The token of the first players' link, made for the campaign selected at start (made up when not given). */
  playersToken?: string;
  /** Pushed to the windows listening on GET /events; none are answered without it. */
  live?: LiveFeed;
  maxBodyBytes?: number;
  /** Where a campaign file streamed in or out is kept (POST /files/import, GET /files/export/<id>); without it the host moves none. */
  transfers?: FileTransfers;
}

export interface HttpHost {
  url: string;
  /** The address to open in a browser, with the token when one is needed. */
  openUrl: string;
  port: number;
  token: string | null;
  /** The players' link in force for the campaign selected now. */
  playersLink(): PlayersLink;
  /** The players' link in force for a campaign; null when there is no such campaign. */
  playersLinkFor(campaignId: number): PlayersLink | null;
  close(): Promise<void>;
}

/** A players' link opens one campaign: the page's address and token, and the campaign it is for (null when it was made with none). */
export interface PlayersLink {
  url: string;
  token: string;
  campaign: { id: number; name: string } | null;
}

/** Who a request comes from: the GM, or a players' link and the campaign it was made for. */
type Caller = { role: 'gm' } | { role: 'players'; campaignId: number | null; token: string };

const statusFor: Record<ErrorCode, number> = {
  invalid_input: 400,
  bad_json: 400,
  unknown_method: 404,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  unauthorized: 401,
  forbidden: 403,
  internal: 500,
};

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
/** A loopback name or address: 127.0.0.0/8 must be a real IPv4 address, not a name such as 127.evil.example. */
export const isLoopback = (host: string) => LOOPBACK.has(host) || (net.isIPv4(host) && host.startsWith('127.'));

/** Loopback needs no token unless given one; any other address always gets one, made up if need be. */
export function tokenFor(host: string, given: string | undefined): string | null {
  return given ?? (isLoopback(host) ? null : crypto.randomBytes(24).toString('base64url'));
}

export const TOKEN_HEADER = 'x-lantern-token';
const WINDOW_HEADER = 'x-lantern-window';
const TOKEN_COOKIE = 'lantern_token';
/**
 * Lets a players' browser load the page's files and listen to its push stream; a call is
 * made as the Players only with the token itself, in a header.
 */
const PLAYERS_COOKIE = 'lantern_players';
/** A comment line this often keeps proxies and the browser from dropping a quiet event stream. */
const KEEPALIVE_MS = 15_000;

/** One change goes to every window of a role as the same object: it is written out once. */
const frames = new WeakMap<LiveEvent, string>();
function framed(event: LiveEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) frames.set(event, (frame = `event: change\ndata: ${JSON.stringify(event)}\n\n`));
  return frame;
}

/** The headless host: the built renderer and the router over HTTP, on loopback unless told otherwise. */
export async function startHttpHost(options: HttpHostOptions): Promise<HttpHost> {
  const host = options.host ?? '127.0.0.1';
  const loopback = isLoopback(host);
  const token = tokenFor(host, options.token);
  const maxBody = options.maxBodyBytes ?? MAX_CALL_BYTES;
  let port = options.port ?? 0;
  /** Every players' link in force, by its token: one for each campaign the GM has asked for. */
  const playersLinks = new Map<string, number | null>();
  playersLinks.set(options.playersToken ?? newToken(), campaignsNow()?.selectedId ?? null);
  /** Each players' window listening, by the token it opened with, so revoking a link closes its screens. */
  const playersStreams = new Map<http.ServerResponse, string>();
  /** The window whose call is running; the router tells the feed synchronously, so this names the change's origin. */
  let callingWindow: string | null = null;

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[lantern] request failed:', error);
      if (!res.headersSent) sendError(res, 'internal', 'the host failed to answer');
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://host');
    if (loopback && !hostHeaderIsLoopback(req.headers.host, host, port)) {
      // A page on another site can reach loopback through DNS rebinding; its Host header gives it away.
      return sendError(res, 'unauthorized', 'Host header is not this machine');
    }
    const isCall =
      url.pathname === '/rpc' ||
      url.pathname.startsWith('/rpc/') ||
      url.pathname === '/events' ||
      url.pathname.startsWith('/players-link') ||
      url.pathname.startsWith('/files/');
    // An address is kept in history, logs and screenshots: a call names its token in a header, never in its URL.
    if (isCall && url.searchParams.has('token')) {
      return sendError(res, 'unauthorized', 'token: send it in the X-Lantern-Token header, not in the address');
    }
    const stream = url.pathname === '/events' && req.method === 'GET';
    // A players' screen listens by its link's cookie, and says so: a GM's tab in the same browser holds that cookie too.
    // One the GM opened in their own browser, with no link, listens as the GM's window does.
    const caller = (stream && url.searchParams.get('as') === 'players' ? playersByCookie(req) : null) ?? callerOf(req, url);
    if (!caller) {
      // A players' link's cookie loads the page's files and nothing more: its calls name the token in a header.
      if (isCall || !playersByCookie(req)) return sendError(res, 'unauthorized', 'token: missing or wrong access token');
      return serveFiles(req, res, url.pathname);
    }
    const pageToken = url.searchParams.get('token');
    if (token && pageToken === token) {
      res.setHeader('Set-Cookie', `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
    }
    if (caller.role === 'players' && pageToken !== null) {
      res.setHeader('Set-Cookie', `${PLAYERS_COOKIE}=${caller.token}; HttpOnly; SameSite=Strict; Path=/`);
    }

    if (stream) return openEvents(req, res, caller, url.searchParams.get('window'));
    if (url.pathname.startsWith('/players-link')) {
      if (caller.role !== 'gm') return sendError(res, 'forbidden', "only the GM may see or revoke the players' link");
      const named = url.searchParams.get('campaignId');
      const campaignId = named === null ? undefined : Number(named);
      if (campaignId !== undefined && !Number.isSafeInteger(campaignId)) return sendError(res, 'invalid_input', 'campaignId: give a campaign id, a whole number');
      const link = () => {
        const found = campaignId === undefined ? playersLink() : playersLinkFor(campaignId);
        return found ? sendJson(res, 200, found) : sendError(res, 'not_found', `campaignId: no campaign has id ${named}`);
      };
      if (url.pathname === '/players-link' && req.method === 'GET') return link();
      // JSON only, as for /rpc: a cross-site form cannot revoke the link.
      const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (url.pathname === '/players-link/revoke' && req.method === 'POST' && type === 'application/json') {
        revokePlayersLink(campaignId);
        return link();
      }
      return sendError(res, 'method_not_allowed', "POST JSON to /players-link/revoke for a new players' link");
    }
    if (url.pathname === '/files/import') return importFile(req, res, url, caller);
    if (url.pathname.startsWith('/files/export/')) return exportFile(req, res, url.pathname.slice('/files/export/'.length), caller);
    if (url.pathname === '/rpc' && req.method === 'GET') {
      if (url.searchParams.get('format') === 'markdown') return sendMarkdown(res, apiReference());
      return sendJson(res, 200, { methods: options.describe() });
    }
    if (url.pathname.startsWith('/rpc/')) {
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return sendError(res, 'method_not_allowed', 'call methods with POST');
      }
      let method: string;
      try {
        method = decodeURIComponent(url.pathname.slice('/rpc/'.length));
      } catch {
        return sendError(res, 'unknown_method', 'method: the name is not valid URL text');
      }
      return handleRpc(req, res, method, caller);
    }
    return serveFiles(req, res, url.pathname);
  }

  function serveFiles(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    serveStatic(req, res, pathname);
  }

  /**
   * Who is calling. A token the request names itself (header, then the address of a
   * page being loaded) decides; then the GM's cookie. On loopback without a GM token
   * the machine's user is the GM, unless the window shows a players' token: the
   * players' cookie only loads files, so a GM's tab in the same browser stays the GM's.
   */
  function callerOf(req: http.IncomingMessage, url: URL): Caller | null {
    const header = req.headers[TOKEN_HEADER];
    const named = typeof header === 'string' ? header : url.searchParams.get('token');
    if (named !== null) {
      if (token && sameSecret(named, token)) return { role: 'gm' };
      const campaignId = linkOf(named);
      return campaignId === undefined ? null : { role: 'players', campaignId, token: named };
    }
    const cookie = cookieOf(req, TOKEN_COOKIE);
    if (token) return cookie !== undefined && sameSecret(cookie, token) ? { role: 'gm' } : null;
    return { role: 'gm' };
  }

  async function handleRpc(req: http.IncomingMessage, res: http.ServerResponse, method: string, caller: Caller): Promise<void> {
    // Requiring JSON makes every cross-site call a preflighted one, which this host never grants.
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      return sendError(res, 'unsupported_media_type', 'Content-Type: send the input as application/json');
    }
    if (caller.role === 'players' && !(Object.hasOwn(contract, method) && contract[method as keyof typeof contract].roles.includes('players'))) {
      // Refused for who is calling, whatever the body holds: the router says why without reading it.
      req.resume();
      const envelope = callFrom(req, method, {}, caller);
      return sendJson(res, envelope.ok ? 200 : statusFor[envelope.error.code], envelope);
    }
    const limit = caller.role === 'players' ? Math.min(maxBody, MAX_PLAYERS_CALL_BYTES) : maxBody;
    const body = await readBody(req, limit);
    if (body === null) {
      return sendError(res, 'payload_too_large', `body: larger than ${limit} bytes`);
    }
    let input: unknown = {};
    if (body.length > 0) {
      try {
        input = JSON.parse(body.toString('utf8'));
      } catch (error) {
        return sendError(res, 'bad_json', `body: not valid JSON (${(error as Error).message})`);
      }
    }
    const envelope = callFrom(req, method, input, caller);
    sendJson(res, envelope.ok ? 200 : statusFor[envelope.error.code], envelope);
  }

  /** Runs a call as the window that sent the request, so its own change is not pushed back to it. */
  function callFrom(req: http.IncomingMessage, method: string, input: unknown, caller: Caller): Envelope<unknown> {
    const from = req.headers[WINDOW_HEADER];
    callingWindow = typeof from === 'string' ? from : null;
    try {
      return caller.role === 'gm' ? options.router.call(method, input, 'gm', undefined, callingWindow) : options.router.call(method, input, 'players', caller.campaignId);
    } finally {
      callingWindow = null;
    }
  }

  /**
   * A `.lantern` file of any size: the raw file as the body, written to disk as it comes,
   * then read in by `campaignFile.importUpload` (roles, checks and the change as any call).
   */
  async function importFile(req: http.IncomingMessage, res: http.ServerResponse, url: URL, caller: Caller): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendError(res, 'method_not_allowed', 'send the file with POST');
    }
    // Not a type a cross-site form can send: a page elsewhere needs a preflight this host never grants.
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/octet-stream') return sendError(res, 'unsupported_media_type', 'Content-Type: send the file as application/octet-stream');
    // Refused before a byte is written: only the GM brings campaigns in.
    if (caller.role !== 'gm') return sendError(res, 'forbidden', "method: the players' link may not import a campaign");
    if (!options.transfers) return sendError(res, 'not_found', 'this host takes no files');
    const envelope = await campaignFileMoves(options.transfers).importFrom((m, input) => callFrom(req, m, input, caller), (file) => pipeline(req, fs.createWriteStream(file)), url.searchParams.get('name'));
    sendJson(res, envelope.ok ? 200 : statusFor[envelope.error.code], envelope);
  }

  /** One campaign's `.lantern` file, written by `campaignFile.exportDownload` and sent as it is read from disk. */
  async function exportFile(req: http.IncomingMessage, res: http.ServerResponse, idText: string, caller: Caller): Promise<void> {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      return sendError(res, 'method_not_allowed', 'ask for the file with GET');
    }
    if (!/^[1-9][0-9]{0,15}$/.test(idText)) return sendError(res, 'invalid_input', 'campaignId: must be a campaign id, as /files/export/<campaignId>');
    if (!options.transfers) return sendError(res, 'not_found', 'this host sends no files');
    const call: CallAs = (m, input) => callFrom(req, m, input, caller);
    const envelope = await campaignFileMoves(options.transfers).exportTo(call, Number(idText), async (file, { fileName, bytes }) => {
      res.writeHead(200, {
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': bytes,
        'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await pipeline(fs.createReadStream(file), res);
    });
    if (!envelope.ok) sendJson(res, statusFor[envelope.error.code], envelope);
  }

  /** Server-Sent Events: one `change` event per GM action, in the role's version, until the window goes. */
  function openEvents(req: http.IncomingMessage, res: http.ServerResponse, caller: Caller, windowId: string | null): void {
    if (!options.live) return sendError(res, 'not_found', 'this host pushes no changes');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    // The window that acted already has the answer; pushing it back would only make it load again.
    const send = (event: LiveEvent) => {
      if (windowId === null || windowId !== callingWindow) res.write(framed(event));
    };
    const stop = caller.role === 'gm' ? options.live.subscribe('gm', send) : options.live.subscribe('players', send, caller.campaignId);
    const keepAlive = setInterval(() => res.write(':\n\n'), KEEPALIVE_MS);
    if (caller.role === 'players') playersStreams.set(res, caller.token);
    const end = () => {
      stop();
      clearInterval(keepAlive);
      playersStreams.delete(res);
    };
    req.on('close', end);
    res.on('close', end);
  }

  /** The campaigns as the GM has them, asked of the router like any window would; null if it cannot answer. */
  function campaignsNow(): CampaignList | null {
    const answer = options.router.call('campaign.list', {}, 'gm');
    return answer.ok ? (answer.result as CampaignList) : null;
  }

  /** The players' link whose cookie the browser holds, if it is still in force. */
  function playersByCookie(req: http.IncomingMessage): Caller | null {
    const cookie = cookieOf(req, PLAYERS_COOKIE);
    const campaignId = cookie === undefined ? undefined : linkOf(cookie);
    return cookie === undefined || campaignId === undefined ? null : { role: 'players', campaignId, token: cookie };
  }

  /** The campaign a players' token was made for: null for none, undefined when no link has that token. */
  function linkOf(given: string): number | null | undefined {
    for (const [known, campaignId] of playersLinks) if (sameSecret(given, known)) return campaignId;
    return undefined;
  }

  function playersLink(): PlayersLink {
    const list = campaignsNow();
    return linkFor(list?.campaigns.find((c) => c.id === list.selectedId) ?? null);
  }

  function playersLinkFor(campaignId: number): PlayersLink | null {
    const campaign = campaignsNow()?.campaigns.find((c) => c.id === campaignId);
    return campaign ? linkFor(campaign) : null;
  }

  function linkFor(campaign: { id: number; name: string } | null): PlayersLink {
    const id = campaign?.id ?? null;
    let linkToken = [...playersLinks].find(([, bound]) => bound === id)?.[0];
    if (linkToken === undefined) playersLinks.set((linkToken = newToken()), id);
    return { url: `${url}/?token=${linkToken}#/players`, token: linkToken, campaign: campaign && { id: campaign.id, name: campaign.name } };
  }

  /** A campaign's link stops at once, and the players' screens open with it close; the next one asked for is new. */
  function revokePlayersLink(campaignId?: number): void {
    const id = campaignId ?? campaignsNow()?.selectedId ?? null;
    for (const [old, bound] of playersLinks) {
      if (bound !== id) continue;
      playersLinks.delete(old);
      for (const [stream, opened] of playersStreams) {
        if (opened !== old) continue;
        stream.end();
        playersStreams.delete(stream);
      }
    }
  }

  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
    const file = options.staticDir ? resolveStaticFile(options.staticDir, pathname) : null;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentTypeFor(file);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'Content-Length': fs.statSync(file).size,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = contentSecurityPolicy;
      headers['X-Frame-Options'] = 'DENY';
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;

  return {
    url,
    openUrl: token ? `${url}/?token=${token}` : `${url}/`,
    port,
    token,
    playersLink,
    playersLinkFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Only the exact names this host answers to, with its port: a page served from a
 * name that merely starts like an address (127.0.0.1.nip.io) resolves to loopback too.
 */
export function hostHeaderIsLoopback(header: string | undefined, boundHost: string, port: number): boolean {
  if (!header) return false;
  const bracket = (name: string) => (name.includes(':') ? `[${name}]` : name);
  const names = new Set(['localhost', '127.0.0.1', '[::1]', bracket(boundHost)]);
  const at = header.lastIndexOf(':');
  if (at < 0 || header.endsWith(']')) return false;
  return names.has(header.slice(0, at).toLowerCase()) && header.slice(at + 1) === String(port);
}

const newToken = () => crypto.randomBytes(24).toString('base64url');

const cookieOf = (req: http.IncomingMessage, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.headers.cookie ?? '')?.[1];


function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

// The reference is made on first asking, not at start: generating it takes about a second.
let reference: string | null = null;
const apiReference = () => (reference ??= apiMarkdown(contract));

function sendMarkdown(res: http.ServerResponse, text: string): void {
  res.writeHead(200, {
    'Content-Type': 'text/markdown; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

function sendError(res: http.ServerResponse, code: ErrorCode, message: string): void {
  const envelope: Envelope<never> = { ok: false, error: errorBody(code, message) };
  sendJson(res, statusFor[code], envelope);
}
