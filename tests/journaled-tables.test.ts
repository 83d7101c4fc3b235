import { describe, expect, it } from 'vitest';
import { JOURNALED_TABLES, NOT_JOURNALED } from '../src-main/db/undo-capture';
import { memoryBackend } from './helpers/backend';

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
});
