import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createBackend, type Backend, type BackendOptions } from '../../src-main/backend';

export const appRoot = path.resolve(import.meta.dirname, '../..');
export const migrationsFolder = path.join(appRoot, 'migrations');

/** The file as the first backend of each kind was left by the migrations (and the demos' install), per worker. */
const images = new Map<string, Buffer>();

/**
 * A real backend on an in-memory database with the real migrations. The first backend of a
 * kind migrates (and installs the demos) as a new file does; the next start from a copy of
 * its bytes, which is what that work wrote. The demos' dice are seeded, so a copy is keyed by
 * the seed: `freshSeed` must answer the same seed every time (every suite's does), and
 * unseeded demos share one random seed per worker.
 */
export function memoryBackend(options: Partial<Pick<BackendOptions, 'installDemo' | 'freshSeed'>> = {}): Backend {
  const key = options.installDemo === false ? 'empty' : `demo ${options.freshSeed?.() ?? 'unseeded'}`;
  const image = images.get(key);
  if (image) return createBackend({ file: ':memory:', appRoot, host: 'http', ...options, image });
  const backend = createBackend({ file: ':memory:', appRoot, host: 'http', ...options });
  images.set(key, backend.database.sqlite.serialize());
  return backend;
}

export function tempDir(prefix = 'lantern-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Calls a method and returns its result, failing the test with the error envelope otherwise. */
export function ok<T = unknown>(backend: Backend, method: string, input: unknown = {}): T {
  const envelope = backend.router.call(method, input);
  if (!envelope.ok) throw new Error(`${method} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.result as T;
}

/** Calls a method that must be refused: the test fails if it was taken or changed any row. Returns the refusal. */
export function refusedUnchanged(backend: Backend, method: string, input: unknown) {
  const before = snapshot(backend);
  const answer = backend.router.call(method, input);
  expect(snapshot(backend)).toEqual(before);
  if (answer.ok) throw new Error(`${method} should have been refused`);
  return answer.error;
}

/** Every row of every user table, to prove a rejected call wrote nothing. */
export function snapshot(backend: Backend): Record<string, unknown[]> {
  const { sqlite } = backend.database;
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, sqlite.prepare(`SELECT * FROM "${name}"`).all()]));
}

/**
 * What undo must restore: every table but the undo log and the journal's own rows
 * (they record history, not state) and sqlite_sequence (the highest id ever used).
 */
export function gameState(backend: Backend): Record<string, unknown[]> {
  const all = snapshot(backend);
  delete all.undo_log;
  delete all.journal_entries;
  delete all.sqlite_sequence;
  return all;
}

/**
 * The demo parties start on dungeon level 1, where travel and camp are refused (issue 42, item 4): a test
 * of the road takes the party off its level first, as the GM's "Leave the level" does. Off a level already, it stays.
 */
export function outOfTheDungeon(backend: Backend, partyId: number): void {
  const party = ok<{ location: { kind: string } }>(backend, 'party.get', { partyId });
  if (party.location.kind === 'dungeon') ok(backend, 'level.leave', { partyId });
}
