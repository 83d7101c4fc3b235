import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import net, { type AddressInfo } from 'node:net';
import { contract, errorBody, MAX_CALL_BYTES, MAX_PLAYERS_CALL_BYTES, type ErrorCode, type Envelope, type LiveEvent, type Role } from '../../src-shared/contract';
import type { LiveFeed } from '../api/live';
import type { Router } from '../api/router';
import type { FileTransfers } from '../services/file-transfers';
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
  /** The players' link's first token (made up when not given); the GM can revoke it for a new one. */
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
  /** The players' link in force now. */
  playersLink(): { url: string; token: string };
  close(): Promise<void>;
}

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
/** Lets a players' browser load the page's files; a call is made as the Players only with the token itself. */
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
  let playersToken = options.playersToken ?? newToken();
  const playersStreams = new Set<http.ServerResponse>();
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
    const role = roleOf(req, url, token, playersToken);
    const isCall =
      url.pathname === '/rpc' ||
      url.pathname.startsWith('/rpc/') ||
      url.pathname === '/events' ||
      url.pathname.startsWith('/players-link') ||
      url.pathname.startsWith('/files/');
    if (!role && (isCall || !sameSecret(cookieOf(req, PLAYERS_COOKIE) ?? '', playersToken))) {
      return sendError(res, 'unauthorized', 'token: missing or wrong access token');
    }
    if (token && url.searchParams.get('token') === token) {
      res.setHeader('Set-Cookie', `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
    }
    if (url.searchParams.get('token') === playersToken) {
      res.setHeader('Set-Cookie', `${PLAYERS_COOKIE}=${playersToken}; HttpOnly; SameSite=Strict; Path=/`);
    }

    if (url.pathname === '/events' && req.method === 'GET' && role) return openEvents(req, res, role, url.searchParams.get('window'));
    if (url.pathname.startsWith('/players-link')) {
      if (role !== 'gm') return sendError(res, 'forbidden', "only the GM may see or revoke the players' link");
      if (url.pathname === '/players-link' && req.method === 'GET') return sendJson(res, 200, playersLink());
      // JSON only, as for /rpc: a cross-site form cannot revoke the link.
      const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (url.pathname === '/players-link/revoke' && req.method === 'POST' && type === 'application/json') return sendJson(res, 200, revokePlayersLink());
      return sendError(res, 'method_not_allowed', "POST JSON to /players-link/revoke for a new players' link");
    }
    if (url.pathname === '/files/import') return importFile(req, res, url, role ?? 'players');
    if (url.pathname.startsWith('/files/export/')) return exportFile(req, res, url.pathname.slice('/files/export/'.length), role ?? 'players');
    if (url.pathname === '/rpc' && req.method === 'GET') return sendJson(res, 200, { methods: options.describe() });
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
      return handleRpc(req, res, method, role ?? 'players');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    return serveStatic(req, res, url.pathname);
  }

  async function handleRpc(req: http.IncomingMessage, res: http.ServerResponse, method: string, role: Role): Promise<void> {
    // Requiring JSON makes every cross-site call a preflighted one, which this host never grants.
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      return sendError(res, 'unsupported_media_type', 'Content-Type: send the input as application/json');
    }
    if (role === 'players' && !(Object.hasOwn(contract, method) && contract[method as keyof typeof contract].roles.includes('players'))) {
      // Refused for who is calling, whatever the body holds: the router says why without reading it.
      req.resume();
      const envelope = callFrom(req, method, {}, role);
      return sendJson(res, envelope.ok ? 200 : statusFor[envelope.error.code], envelope);
    }
    const limit = role === 'players' ? Math.min(maxBody, MAX_PLAYERS_CALL_BYTES) : maxBody;
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
    const envelope = callFrom(req, method, input, role);
    sendJson(res, envelope.ok ? 200 : statusFor[envelope.error.code], envelope);
  }

  /** Runs a call as the window that sent the request, so its own change is not pushed back to it. */
  function callFrom(req: http.IncomingMessage, method: string, input: unknown, role: Role): Envelope<unknown> {
    const from = req.headers[WINDOW_HEADER];
    callingWindow = typeof from === 'string' ? from : null;
    try {
      return options.router.call(method, input, role);
    } finally {
      callingWindow = null;
    }
  }

  /**
   * A `.lantern` file of any size: the raw file as the body, written to disk as it comes,
   * then read in by `campaignFile.importUpload` (roles, checks and the change as any call).
   */
  async function importFile(req: http.IncomingMessage, res: http.ServerResponse, url: URL, role: Role): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendError(res, 'method_not_allowed', 'send the file with POST');
    }
    // Not a type a cross-site form can send: a page elsewhere needs a preflight this host never grants.
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/octet-stream') return sendError(res, 'unsupported_media_type', 'Content-Type: send the file as application/octet-stream');
    // Refused before a byte is written: only the GM brings campaigns in.
    if (role !== 'gm') return sendError(res, 'forbidden', "method: the players' link may not import a campaign");
    if (!options.transfers) return sendError(res, 'not_found', 'this host takes no files');
    const { id, file } = options.transfers.reserve();
    try {
      await pipeline(req, fs.createWriteStream(file));
      const name = url.searchParams.get('name');
      const envelope = callFrom(req, 'campaignFile.importUpload', { upload: id, ...(name !== null && { name }) }, role);
      sendJson(res, envelope.ok ? 200 : statusFor[envelope.error.code], envelope);
    } finally {
      options.transfers.take(id);
      fs.rmSync(file, { force: true });
    }
  }

  /** One campaign's `.lantern` file, written by `campaignFile.exportDownload` and sent as it is read from disk. */
  function exportFile(req: http.IncomingMessage, res: http.ServerResponse, idText: string, role: Role): void {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      return sendError(res, 'method_not_allowed', 'ask for the file with GET');
    }
    if (!/^[1-9][0-9]{0,15}$/.test(idText)) return sendError(res, 'invalid_input', 'campaignId: must be a campaign id, as /files/export/<campaignId>');
    if (!options.transfers) return sendError(res, 'not_found', 'this host sends no files');
    const envelope = callFrom(req, 'campaignFile.exportDownload', { campaignId: Number(idText) }, role);
    if (!envelope.ok) return sendJson(res, statusFor[envelope.error.code], envelope);
    const { fileName, bytes, download } = envelope.result as { fileName: string; bytes: number; download: string };
    const file = options.transfers.take(download)!;
    res.writeHead(200, {
      'Content-Type': 'application/vnd.sqlite3',
      'Content-Length': bytes,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const remove = () => fs.rmSync(file, { force: true });
    res.on('close', remove);
    fs.createReadStream(file).pipe(res);
  }

  /** Server-Sent Events: one `change` event per GM action, in the role's version, until the window goes. */
  function openEvents(req: http.IncomingMessage, res: http.ServerResponse, role: Role, windowId: string | null): void {
    if (!options.live) return sendError(res, 'not_found', 'this host pushes no changes');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    // The window that acted already has the answer; pushing it back would only make it load again.
    const stop = options.live.subscribe(role, (event: LiveEvent) => {
      if (windowId === null || windowId !== callingWindow) res.write(framed(event));
    });
    const keepAlive = setInterval(() => res.write(':\n\n'), KEEPALIVE_MS);
    if (role === 'players') playersStreams.add(res);
    const end = () => {
      stop();
      clearInterval(keepAlive);
      playersStreams.delete(res);
    };
    req.on('close', end);
    res.on('close', end);
  }

  function playersLink() {
    return { url: `${url}/?token=${playersToken}#/players`, token: playersToken };
  }

  function revokePlayersLink() {
    playersToken = newToken();
    for (const stream of playersStreams) stream.end();
    playersStreams.clear();
    return playersLink();
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

/**
 * Who is calling. A token the request names itself (header, then query) decides;
 * then the GM's cookie. On loopback without a GM token the machine's user is the GM,
 * unless the window shows the players' token: the players' cookie only loads files,
 * so a GM's tab in the same browser stays the GM's.
 */
function roleOf(req: http.IncomingMessage, url: URL, gmToken: string | null, playersToken: string): Role | null {
  const header = req.headers[TOKEN_HEADER];
  const named = typeof header === 'string' ? header : url.searchParams.get('token');
  if (named !== null) {
    if (gmToken && sameSecret(named, gmToken)) return 'gm';
    if (sameSecret(named, playersToken)) return 'players';
    return null;
  }
  const cookie = cookieOf(req, TOKEN_COOKIE);
  if (gmToken) return cookie !== undefined && sameSecret(cookie, gmToken) ? 'gm' : null;
  return 'gm';
}

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

function sendError(res: http.ServerResponse, code: ErrorCode, message: string): void {
  const envelope: Envelope<never> = { ok: false, error: errorBody(code, message) };
  sendJson(res, statusFor[code], envelope);
}
