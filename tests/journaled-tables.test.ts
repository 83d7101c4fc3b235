import { describe, expect, it } from 'vitest';
import { journalRepository } from '../src-main/db/repositories/journal';
import { JOURNALED_TABLES, NOT_JOURNALED } from '../src-main/db/undo-capture';
import { memoryBackend } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

describe('journaled tables', () => {
  it('are every table the migrations create, but the few kept out on purpose', () => {
    const backend = memoryBackend({ installDemo: false });
    const tables = (backend.database.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name").pluck().all() as string[]);
    backend.close();
    // A table a migration makes that the schema does not declare would be neither journaled nor excused.
    expect([...JOURNALED_TABLES, ...Object.keys(NOT_JOURNALED)].sort()).toEqual(tables);
    expect(Object.keys(NOT_JOURNALED).sort()).toEqual(['app_state', 'journal_entries', 'undo_log']);
    expect(JOURNALED_TABLES).toEqual(expect.arrayContaining(['campaigns', 'members', 'hex_notes', 'timed_effects', 'sightings', 'combatants']));
  });

  it('each have their undo triggers on an open file', () => {
    const backend = memoryBackend({ installDemo: false });
    const triggers = new Set(backend.database.sqlite.prepare("SELECT name FROM sqlite_temp_master WHERE type = 'trigger'").pluck().all() as string[]);
    backend.close();
    for (const table of JOURNALED_TABLES) for (const op of ['insert', 'update', 'delete']) expect(triggers.has(`${table}_undo_${op}`), `${table}_undo_${op}`).toBe(true);
  });

  it('name their table in every reversal recorded, which is how the journal reads back what an action wrote', () => {
    const f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 1);
    f.give('Ada', 'standard-ration', 1);
    // Lighting the last torch deletes its stack (a row trigger); a day burns the torch out and eats the last ration (bulk writes).
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' }).entry.id;
    const day = f.act('clock.advance', { seconds: 86_400, stopOnEvent: false }).entry.id;
    const sqlite = f.backend.database.sqlite;
    const written = (entryId: number) => journalRepository(f.backend.database).tablesWritten(entryId).sort();
    const forms = sqlite
      .prepare('SELECT reversal FROM undo_log WHERE entry_id IN (?, ?)')
      .pluck()
      .all(lit, day)
      .map((text) => JSON.parse(text as string) as Record<string, unknown>)
      .map((reversal) => `${String(reversal.op)} ${'rows' in reversal ? 'rows' : 'row'}`);
    const tables = { lit: written(lit), day: written(day) };
    f.backend.close();
    // Each way a reversal is written: rows put back (one, or many in one), a row removed, a row changed, and rows changed in one.
    expect(new Set(forms)).toEqual(new Set(['insert row', 'insert rows', 'delete row', 'update row', 'update rows']));
    expect(tables.lit).toEqual(['campaigns', 'inventory', 'light_sources']);
    expect(tables.day).toEqual(['campaigns', 'inventory', 'light_sources', 'members']);
  });
});
