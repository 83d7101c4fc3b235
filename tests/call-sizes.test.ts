import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import { startHttpHost, type HttpHost } from '../src-main/server/http-host';
import { contract, describeMethods, MAX_CALL_BYTES, MAX_LEVEL_IMAGE_BYTES, MAX_NOTEBOOK_IMAGE_BYTES, MAX_PLAYERS_CALL_BYTES } from '../src-shared/contract';
import { EDGES, GROUNDS, MAX_LEVEL_SIDE } from '../src-shared/dungeon-grid';
import { FEATURE_IDS } from '../src-shared/hexmap/features';
import { MAX_STRING_LENGTH, textLimitOf } from '../src-main/api/input-limits';
import { memoryBackend } from './helpers/backend';

// The transport takes every call the contract allows (issue 37): level.paint's 40,000
// squares were refused by the host's 1 MiB body limit (413) while the contract took them.

let backend: Backend;
let host: HttpHost;
beforeAll(async () => {
  backend = memoryBackend({ installDemo: false });
  host = await startHttpHost({ router: backend.router, describe: () => describeMethods(contract), staticDir: null, port: 0, token: 'gm-token', playersToken: 'players-token' });
});
afterAll(async () => {
  await host.close();
  backend.close();
});

const longest = (names: readonly string[]) => names.reduce((a, b) => (b.length > a.length ? b : a));
const last = MAX_LEVEL_SIDE - 1;
const square = { col: last, row: last };

/** Each call as large as its input schema and the router's shared limits let it be, in the fields that make it large; its ids name nothing. */
const largest: [method: string, input: unknown][] = [
  [
    'level.paint',
    {
      levelId: 999_999,
      squares: Array.from({ length: 40_000 }, () => ({ ...square, ground: longest(GROUNDS) })),
      edges: Array.from({ length: 40_000 }, () => ({ ...square, side: 'w', edge: longest(EDGES) })),
    },
  ],
  ['hexmap.paint', { regionId: 999_999, hexes: Array.from({ length: 50_000 }, () => ({ col: 99_999, row: 99_999 })), addFeatures: [...FEATURE_IDS], removeFeatures: [...FEATURE_IDS] }],
  [
    'level.import',
    {
      campaignId: 999_999,
      level: {
        format: 'lantern-dungeon-level',
        version: 1,
        name: 'L'.repeat(120),
        width: MAX_LEVEL_SIDE,
        height: MAX_LEVEL_SIDE,
        ground: Array.from({ length: MAX_LEVEL_SIDE }, () => '.'.repeat(MAX_LEVEL_SIDE)),
        edges: Array.from({ length: 4 * MAX_LEVEL_SIDE * MAX_LEVEL_SIDE }, () => ({ ...square, side: 'w', edge: longest(EDGES) })),
        // Every square of the level in one of 2,000 areas: the schema bounds each area's squares by the level, not their sum.
        areas: Array.from({ length: 2000 }, (_, number) => ({ number, name: 'A'.repeat(120), squares: Array.from({ length: 20 }, () => square), key: {} })),
        // A 20 MB image as base64: longer than the text every call shares, and the contract takes it.
        image: { mime: 'image/webp', data: 'A'.repeat(Math.ceil((MAX_LEVEL_IMAGE_BYTES * 4) / 3)), pxPerSquare: null, offsetCol: 0, offsetRow: 0 },
      },
    },
  ],
];

async function post(method: string, body: string, token: string) {
  const response = await fetch(`${host.url}/rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Lantern-Token': token }, body });
  return { status: response.status, body: (await response.json()) as { ok: boolean; error?: { code: string; message: string } } };
}

describe("the host's body limit and the contract's limits agree", () => {
  it.each(largest)('the largest %s the contract allows reaches the router, not a 413', async (method, input) => {
    const body = JSON.stringify(input);
    expect(body.length).toBeLessThanOrEqual(MAX_CALL_BYTES);
    const answer = await post(method, body, 'gm-token');
    expect(answer.status).not.toBe(413);
    // The router read it: what it says is about the call's ids or contents, not its size.
    expect(answer.body.error?.code).toBe('not_found');
    expect(answer.body.error?.message).toContain('999999');
  });

  it("every method's longest text, as its schema states it, fits the host's body and passes the router's shared limit", () => {
    const limits = Object.values(contract).map((method) => [method.name, textLimitOf(method.input)] as const);
    for (const [, limit] of limits) expect(limit).toBeLessThanOrEqual(MAX_CALL_BYTES);
    // These took a longer text than the router let through (a 20 MB level image, a notebook image, a table's text to read in); the router now takes each.
    expect(Object.fromEntries(limits.filter(([, limit]) => limit > MAX_STRING_LENGTH))).toEqual({
      'level.import': Math.ceil((MAX_LEVEL_IMAGE_BYTES * 4) / 3) + 4,
      'notebook.savePage': Math.ceil((MAX_NOTEBOOK_IMAGE_BYTES * 4) / 3) + 4,
      'notebook.saveHandout': Math.ceil((MAX_NOTEBOOK_IMAGE_BYTES * 4) / 3) + 4,
      'rollTable.import': 2_000_000,
    });
  });

  it("the players' link, which only reads, is held to far less", async () => {
    const players = await post('campaign.list', JSON.stringify({ pad: 'p'.repeat(MAX_PLAYERS_CALL_BYTES) }), 'players-token');
    expect(players.status).toBe(413);
    expect(players.body.error?.message).toBe(`body: larger than ${MAX_PLAYERS_CALL_BYTES} bytes`);
  });
});
