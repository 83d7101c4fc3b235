import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import { startHttpHost, type HttpHost } from '../src-main/server/http-host';
import { contract, describeMethods } from '../src-shared/contract';
import { appRoot, tempDir } from './helpers/backend';

let backend: Backend;
let host: HttpHost;
let staticDir: string;

beforeAll(async () => {
  const dir = tempDir();
  staticDir = path.join(dir, 'renderer');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Lantern</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the root');
  backend = createBackend({ file: path.join(dir, 'lantern.sqlite'), appRoot, host: 'http' });
  host = await startHttpHost({
    router: backend.router,
    describe: () => describeMethods(contract),
    staticDir,
    port: 0,
    maxBodyBytes: 4096,
  });
});
afterAll(async () => {
  await host.close();
  backend.close();
});

/** What GET /rpc says of a method, as far as these tests read its JSON Schemas. */
interface MethodDoc {
  name: string;
  kind: string;
  input: { properties: Record<string, unknown>; required: string[] };
  output: { oneOf: { properties: { rulesSystem: { const: string }; gameTimeSeconds: { type: string } } }[] };
}

/** Raw HTTP so the test controls every header, including Host. */
function request(
  method: string,
  urlPath: string,
  options: { body?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; json(): unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: options.port ?? host.port, method, path: urlPath, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
const post = (method: string, body: string, headers: Record<string, string> = {}) =>
  request('POST', `/rpc/${method}`, { body, headers: { 'Content-Type': 'application/json', ...headers } });

describe('GET /rpc', () => {
  it('lists every contract method with the JSON Schema of its input and output', async () => {
    const res = await request('GET', '/rpc');
    expect(res.status).toBe(200);
    const { methods } = res.json() as { methods: MethodDoc[] };
    expect(methods.map((m) => m.name)).toEqual(Object.keys(contract));
    const create = methods.find((m) => m.name === 'campaign.create')!;
    expect(create.kind).toBe('mutation');
    expect(create.input.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 80 });
    expect(create.input.required).toEqual(['name']);
    // One shape per rules system, each with its own options.
    expect(create.output.oneOf.map((o) => o.properties.rulesSystem.const)).toEqual(['bfrpg', 'gurps', 'shell']);
    expect(create.output.oneOf[0].properties.gameTimeSeconds.type).toBe('integer');
  });
});

describe('GET /rpc?format=markdown', () => {
  it('serves the API reference made from the contract, a section per method', async () => {
    const res = await request('GET', '/rpc?format=markdown');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.text).toContain('## campaign.create\n');
    expect(res.text.match(/^## /gm)).toHaveLength(Object.keys(contract).length);
  });
});

describe('POST /rpc/<method>', () => {
  it('answers campaign.list with the demo campaigns', async () => {
    const res = await post('campaign.list', '{}');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, result: { campaigns: expect.arrayContaining([expect.objectContaining({ name: 'The Lantern Keep (demo)' })]) } });
  });

  it('treats an empty body as an empty input', async () => {
    expect((await post('app.info', '')).json()).toMatchObject({ ok: true, result: { host: 'http' } });
  });

  it('answers a malformed campaign.create with the envelope naming the field, and writes nothing', async () => {
    const before = (await post('campaign.list', '{}')).json();
    const res = await post('campaign.create', JSON.stringify({ name: '' }));
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'name: must not be empty', path: ['name'], reason: 'must not be empty' },
    });
    expect((await post('campaign.list', '{}')).json()).toEqual(before);
  });

  it.each([
    ['malformed JSON', () => post('campaign.create', '{"name":'), 400, 'bad_json'],
    ['an unknown method', () => post('campaign.explode', '{}'), 404, 'unknown_method'],
    ['a method name that is not URL text', () => post('campaign.%E0%A4%A', '{}'), 404, 'unknown_method'],
    ['a body over the limit', () => post('campaign.create', JSON.stringify({ name: 'x'.repeat(5000) })), 413, 'payload_too_large'],
    ['a form post', () => post('campaign.create', 'name=x', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type'],
    ['a GET of a method', () => request('GET', '/rpc/campaign.list'), 405, 'method_not_allowed'],
    ['a conflict', () => post('campaign.create', JSON.stringify({ name: 'the lantern keep (DEMO)' })), 409, 'conflict'],
  ])('answers %s with status %i and code %s', async (_what, send, status, code) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.json()).toMatchObject({ ok: false, error: { code } });
  });

  it.each(['evil.example:80', '127.evil.example', '127.0.0.1.nip.io', 'localhost.evil.example', '127.0.0.1', '[::1]', 'localhost:1'])(
    'refuses a request whose Host header is %s, not this machine and port (DNS rebinding)',
    async (name) => {
      const res = await post('campaign.list', '{}', { Host: name.replace('PORT', String(host.port)) });
      expect(res.status).toBe(401);
    },
  );

  it.each(['127.0.0.1:PORT', 'localhost:PORT', 'LOCALHOST:PORT', '[::1]:PORT'])('answers a request whose Host header is %s', async (name) => {
    const res = await post('campaign.list', '{}', { Host: name.replace('PORT', String(host.port)) });
    expect(res.status).toBe(200);
  });

  it.each([
    ['nesting past the limit', JSON.stringify({ name: 'x', rulesOptions: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) }), ['rulesOptions', ...Array(31).fill('a')]],
    ['a lone surrogate', '{"name":"Keep \\ud800 two"}', ['name']],
  ])('answers %s with 400 naming the field', async (_what, body, path) => {
    const res = await post('campaign.create', body);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: { code: 'invalid_input', path } });
  });
});

describe('static files', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/assets/app.js', 'text/javascript; charset=utf-8'],
    ['/assets/app.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s', async (urlPath, type) => {
    const res = await request('GET', urlPath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a strict Content-Security-Policy with the page', async () => {
    const csp = (await request('GET', '/')).headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%00', '/nope.js'])(
    'does not serve %s',
    async (urlPath) => {
      const res = await request('GET', urlPath);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('outside the root');
    },
  );
});

describe('token', () => {
  it('requires the token on every request when one is set, by header, query or the cookie it sets', async () => {
    const guarded = await startHttpHost({
      router: backend.router,
      describe: () => [],
      staticDir,
      port: 0,
      token: 'sesame-0123456789',
    });
    try {
      const call = (headers: Record<string, string>, query = '') =>
        request('POST', `/rpc/app.info${query}`, {
          port: guarded.port,
          body: '{}',
          headers: { 'Content-Type': 'application/json', ...headers },
        });
      expect((await call({})).status).toBe(401);
      expect((await call({ 'X-Lantern-Token': 'sesame-wrong-token' })).status).toBe(401);
      expect((await request('GET', '/', { port: guarded.port })).status).toBe(401);
      expect((await call({ 'X-Lantern-Token': 'sesame-0123456789' })).status).toBe(200);
      const page = await request('GET', '/?token=sesame-0123456789', { port: guarded.port });
      expect(page.status).toBe(200);
      const cookie = (page.headers['set-cookie'] ?? [])[0];
      expect(cookie).toMatch(/^lantern_token=sesame-0123456789; HttpOnly; SameSite=Strict/);
      expect((await call({ Cookie: cookie.split(';')[0] })).status).toBe(200);
      expect(guarded.openUrl).toBe(`http://127.0.0.1:${guarded.port}/?token=sesame-0123456789`);
    } finally {
      await guarded.close();
    }
  });
});
