import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRouter } from '../src-main/api/router';
import { openDatabase, type OpenedDatabase } from '../src-main/db/open-database';
import { AppError } from '../src-main/services/errors';
import { defineDomain, gmOnly } from '../src-shared/contract';
import { migrationsFolder } from './helpers/backend';

// A contract of its own, run through the real router on the real schema, to force
// the failures the product's methods never produce on purpose.
const probe = defineDomain('probe', {
  writeThenBreakOutput: { kind: 'mutation', roles: gmOnly, summary: '', input: z.object({}), output: z.object({ id: z.number() }) },
  writeThenThrow: { kind: 'mutation', roles: gmOnly, summary: '', input: z.object({}), output: z.object({}) },
  writeThenRefuse: { kind: 'mutation', roles: gmOnly, summary: '', input: z.object({}), output: z.object({}) },
  count: { kind: 'query', roles: gmOnly, summary: '', input: z.object({}), output: z.number() },
});

let database: OpenedDatabase;
beforeEach(() => {
  database = openDatabase({ file: ':memory:', migrationsFolder });
});
afterEach(() => database.close());

function router() {
  const insert = () => database.sqlite.prepare("INSERT INTO campaigns (name) VALUES ('half-written')").run();
  return createRouter(
    probe,
    {
      'probe.writeThenBreakOutput': () => {
        insert();
        return { id: 'not a number' } as unknown as { id: number };
      },
      'probe.writeThenThrow': () => {
        insert();
        throw new Error('disk on fire');
      },
      'probe.writeThenRefuse': () => {
        insert();
        throw new AppError('conflict', 'name: taken', ['name']);
      },
      'probe.count': () => database.sqlite.prepare('SELECT count(*) FROM campaigns').pluck().get() as number,
    },
    (fn) => database.sqlite.transaction(fn)(),
    () => {},
  );
}

describe('router', () => {
  it('rolls back a mutation whose output breaks the contract', () => {
    const r = router();
    expect(r.call('probe.writeThenBreakOutput', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(r.call('probe.count', {})).toEqual({ ok: true, result: 0 });
  });

  it('rolls back a mutation that throws after writing, and says nothing was changed', () => {
    const r = router();
    expect(r.call('probe.writeThenThrow', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'probe.writeThenThrow failed inside Lantern; nothing was changed', path: [], reason: 'probe.writeThenThrow failed inside Lantern; nothing was changed' },
    });
    expect(r.call('probe.count', {})).toEqual({ ok: true, result: 0 });
  });

  it('passes an AppError through as the envelope and still rolls back', () => {
    const r = router();
    expect(r.call('probe.writeThenRefuse', {})).toEqual({
      ok: false,
      error: { code: 'conflict', message: 'name: taken', path: ['name'], reason: 'taken' },
    });
    expect(r.call('probe.count', {})).toEqual({ ok: true, result: 0 });
  });

  it('answers an unknown method, and an input that is not an object', () => {
    const r = router();
    expect(r.call('probe.nothing', {})).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(r.call('toString', {})).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(r.call('probe.count', 7)).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'input: the input must be a JSON object', path: [], reason: 'the input must be a JSON object' },
    });
  });
});
