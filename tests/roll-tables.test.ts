import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalEntryForPlayers } from '../src-main/services/players-view';
import type { JournalEntry, LevelView, RollTable } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged, snapshot } from './helpers/backend';
import { smallLevel } from './helpers/level';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/notebook', name), 'utf8');

function setUp(seed = 'tables') {
  const backend = memoryBackend({ installDemo: false, freshSeed: () => seed });
  const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Bywater' }).id;
  const save = (table: unknown, tableId?: number) => ok<{ table: RollTable; entry: JournalEntry }>(backend, 'rollTable.save', { campaignId, table, ...(tableId && { tableId }) }).table;
  const importText = (format: string, text: string, extra: object = {}) => ok<{ tables: RollTable[]; entry: JournalEntry }>(backend, 'rollTable.import', { campaignId, format, text, ...extra });
  const roll = (tableId: number, secret = false) => ok<{ text: string; steps: { tableName: string; total: number; text: string; rowId: number | null }[]; entry: JournalEntry }>(backend, 'rollTable.roll', { campaignId, tableId, secret });
  const list = () => ok<{ tables: RollTable[] }>(backend, 'rollTable.list', { campaignId }).tables;
  return { backend, campaignId, save, importText, roll, list };
}

describe('importing tables GMs already have', () => {
  it("reads Foundry VTT's roll table export: ranges, formula, and a result linking another table rolls there", () => {
    const { importText, list } = setUp();
    const [who] = importText('foundry', fixture('foundry-who-knows.json')).tables;
    expect(who).toMatchObject({ name: 'Who Knows', formula: '1d2', weighted: false });
    expect(who.rows.map((r) => [r.low, r.high, r.text])).toEqual([
      [1, 1, 'the miller, for 1d4 x 10 gp'],
      [2, 2, 'a tinker with [[1d6]] mules'],
    ]);
    const { tables, entry } = importText('foundry', fixture('foundry-rumours.json'));
    expect(entry.kind).toBe('roll-table');
    expect(entry.summary).toBe('Imported table Bywater Rumours from Foundry VTT');
    const rumours = tables[0];
    expect(rumours.formula).toBe('1d6');
    expect(rumours.rows.map((r) => [r.low, r.high, r.weight, r.subTableId])).toEqual([
      [1, 2, 2, null],
      [3, 4, 2, null],
      [5, 6, 2, who.id],
    ]);
    expect(list().map((t) => t.name)).toEqual(['Bywater Rumours', 'Who Knows']);
  });

  it("reads Foundry's older export, whose result types are numbers", () => {
    const { importText } = setUp();
    const [potions] = importText('foundry', fixture('foundry-v9-potions.json')).tables;
    expect(potions.formula).toBe('1d10');
    expect(potions.rows.map((r) => [r.low, r.high, r.text])).toEqual([
      [1, 3, 'Weak, with a slight side effect'],
      [4, 8, 'Regular'],
      [9, 10, 'Strong, lasting 1d4 hours'],
    ]);
  });

  it("reads Foundry version 13's export: words in a result's name and HTML description, a table linked by its documentUuid", () => {
    const { importText, roll } = setUp();
    const who = importText('foundry', fixture('foundry-who-knows.json')).tables[0];
    const { tables, entry } = importText('foundry', fixture('foundry-v13-barrow-finds.json'));
    expect(entry.summary).toBe('Imported table Barrow Finds from Foundry VTT');
    const [finds] = tables;
    expect(finds).toMatchObject({ name: 'Barrow Finds', formula: '1d8', weighted: false });
    expect(finds.rows.map((r) => [r.low, r.high, r.text, r.subTableId])).toEqual([
      [1, 3, 'A cracked urn holding 1d4 x 10 gp', null],
      [4, 5, 'Bones: Old bones & a rusted blade', null],
      [6, 7, 'Who Knows', who.id],
      // A linked creature is no table: its name is the result.
      [8, 8, 'Barrow Wight', null],
    ]);
    // Rolled until the linked row comes up: the roll carries on into Who Knows.
    const throughWho = Array.from({ length: 30 }, () => roll(finds.id)).find((r) => r.steps.length === 2);
    expect(throughWho?.steps.map((s) => s.tableName)).toEqual(['Barrow Finds', 'Who Knows']);
  });

  it('reads a CSV: the dice from its header, quoted commas and quotes, and a table to roll on next, by name', () => {
    const { importText } = setUp();
    const who = importText('foundry', fixture('foundry-who-knows.json')).tables[0];
    const [csv] = importText('csv', fixture('rumours.csv'), { name: 'Ford rumours' }).tables;
    expect(csv).toMatchObject({ name: 'Ford rumours', formula: '1d8', weighted: false });
    expect(csv.rows.map((r) => [r.low, r.high, r.text, r.subTableId])).toEqual([
      [1, 3, 'A hermit, who says "the ford is cursed"', null],
      [4, 6, '1d4 x 10 gp in a mossy purse', null],
      [7, 8, 'A pedlar with news', who.id],
    ]);
  });

  it('refuses a file it cannot read, naming where, and writes nothing', () => {
    const { backend, campaignId } = setUp();
    const bad = refusedUnchanged(backend, 'rollTable.import', { campaignId, format: 'csv', text: 'd6,Result\n1-2,Goblins\nseven,Orcs\n' });
    expect(bad.message).toBe('text: line 3: "seven" is not a range of totals ("3", "4-6")');
    const overlap = refusedUnchanged(backend, 'rollTable.import', { campaignId, format: 'csv', text: 'd6,Result\n1-4,Goblins\n3-6,Orcs\n' });
    expect(overlap.path).toEqual(['text', 'rows', 1, 'low']);
    const notFoundry = refusedUnchanged(backend, 'rollTable.import', { campaignId, format: 'foundry', text: '{"name":"x"}' });
    expect(notFoundry.message).toContain('has no "results" list');
  });

  it('exports CSV and JSON that read back as the same table', () => {
    const { backend, campaignId, importText } = setUp();
    const who = importText('foundry', fixture('foundry-who-knows.json')).tables[0];
    const [csv] = importText('csv', fixture('rumours.csv'), { name: 'Ford rumours' }).tables;
    const shape = (t: RollTable) => ({ formula: t.formula, weighted: t.weighted, rows: t.rows.map(({ id: _, ...r }) => r) });
    for (const format of ['csv', 'json'] as const) {
      const out = ok<{ fileName: string; text: string }>(backend, 'rollTable.export', { campaignId, tableId: csv.id, format });
      expect(out.fileName).toBe(`Ford rumours.${format}`);
      const [back] = importText(format, out.text).tables;
      expect(shape(back)).toEqual(shape(csv));
      expect(back.rows[2].subTableId).toBe(who.id);
    }
  });
});

describe('rolling on a table', () => {
  it('follows a row to another table and rolls the dice written in results; the journal keeps every die', () => {
    const { save, roll } = setUp();
    const goblins = save({ name: 'At the ford', rows: [{ text: '2d6 goblins' }] });
    const rumours = save({ name: 'Rumours', formula: '1d2', rows: [{ low: 1, high: 2, text: 'The miller says:', subTableId: goblins.id }] });
    const r = roll(rumours.id);
    expect(r.steps.map((s) => s.tableName)).toEqual(['Rumours', 'At the ford']);
    const [first, picked, inline] = r.entry.rolls;
    expect(first).toMatchObject({ label: 'Rumours', expression: '1d2', secret: false });
    expect(picked).toMatchObject({ label: 'At the ford', expression: '1d1' });
    expect(inline).toMatchObject({ label: 'At the ford: 2d6 goblins', expression: '2d6' });
    expect(inline.faces).toHaveLength(2);
    expect(inline.total).toBe(inline.faces[0] + inline.faces[1]);
    expect(r.text).toBe(`The miller says: — ${inline.total} goblins`);
    expect(r.entry.summary).toBe(`Rolled on Rumours: ${r.text}`);
    // Rolled in the open: the players read what came up, and nothing of the table's other rows.
    expect(journalEntryForPlayers(r.entry).summary).toBe(`Rumours: ${r.text}`);
  });

  it('picks the row whose range holds the total, for weighted and ranged tables', () => {
    const { save, roll } = setUp('weights');
    const weighted = save({ name: 'Weather', rows: [{ text: 'Fair', weight: 3 }, { text: 'Rain', weight: 1 }] });
    expect(weighted).toMatchObject({ formula: '1d4', weighted: true });
    expect(weighted.rows.map((r) => [r.low, r.high])).toEqual([
      [1, 3],
      [4, 4],
    ]);
    for (let i = 0; i < 12; i++) {
      const [step] = roll(weighted.id).steps;
      expect(step.text).toBe(step.total <= 3 ? 'Fair' : 'Rain');
    }
  });

  it('a secret roll keeps its dice secret and gives the players no headline; undo puts the dice back', () => {
    const { backend, campaignId, save, roll } = setUp();
    const t = save({ name: 'Treasure', rows: [{ text: '1d4 x 10 gp' }] });
    const before = snapshot(backend);
    const secret = roll(t.id, true);
    expect(secret.entry.rolls.every((r) => r.secret)).toBe(true);
    expect(secret.entry.playersSummary).toBeNull();
    const gp = secret.entry.rolls[1];
    expect(gp.expression).toBe('1d4×10');
    expect(secret.text).toBe(`${gp.total} gp`);
    ok(backend, 'journal.undo', { campaignId });
    expect({ ...snapshot(backend), journal_entries: [], undo_log: [] }).toEqual({ ...before, journal_entries: [], undo_log: [] });
    // The same dice come again: the campaign's generator was rewound with the roll.
    expect(roll(t.id, true).text).toBe(secret.text);
  });

  it('refuses a table that would lead back to itself, and rows that overlap or that the dice cannot reach', () => {
    const { backend, campaignId, save } = setUp();
    const a = save({ name: 'A', rows: [{ text: 'a' }] });
    const b = save({ name: 'B', rows: [{ text: 'b', subTableId: a.id }] });
    const loop = refusedUnchanged(backend, 'rollTable.save', { campaignId, tableId: a.id, table: { name: 'A', rows: [{ text: 'back to B', subTableId: b.id }] } });
    expect(loop.message).toBe('table.rows: the rows lead back to this table (A → B → A); a table may not roll on itself');
    const overlap = refusedUnchanged(backend, 'rollTable.save', { campaignId, table: { name: 'C', formula: '2d6', rows: [{ low: 2, high: 7, text: 'x' }, { low: 7, high: 12, text: 'y' }] } });
    expect(overlap.path).toEqual(['table', 'rows', 1, 'low']);
    const reach = refusedUnchanged(backend, 'rollTable.save', { campaignId, table: { name: 'C', formula: '2d6', rows: [{ low: 1, high: 12, text: 'x' }] } });
    expect(reach.message).toBe('table.rows.0.low: 1–12 is outside what 2d6 can roll (2–12)');
    const taken = refusedUnchanged(backend, 'rollTable.save', { campaignId, table: { name: 'a', rows: [{ text: 'x' }] } });
    expect(taken.path).toEqual(['table', 'name']);
  });

  it('writes a result into an area or hex key as a GM note, undoably', () => {
    const { backend, campaignId, save, roll } = setUp();
    const region = ok<{ id: number }>(backend, 'hexmap.create', { campaignId, name: 'Shire', width: 4, height: 4 });
    const t = save({ name: 'Lairs', rows: [{ text: 'An owlbear den' }] });
    const r = roll(t.id, true);
    ok(backend, 'rollTable.toKey', { campaignId, entryId: r.entry.id, place: { regionId: region.id, hex: { col: 1, row: 2 } } });
    const keys = ok<{ keys: { hex: { col: number; row: number }; key: { gmNotes: string } }[] }>(backend, 'hexmap.keys', { regionId: region.id }).keys;
    expect(keys).toMatchObject([{ hex: { col: 1, row: 2 }, key: { gmNotes: 'An owlbear den' } }]);
    ok(backend, 'journal.undo', { campaignId });
    expect(ok<{ keys: unknown[] }>(backend, 'hexmap.keys', { regionId: region.id }).keys).toEqual([]);
    const offMap = refusedUnchanged(backend, 'rollTable.toKey', { campaignId, entryId: r.entry.id, place: { regionId: region.id, hex: { col: 4, row: 0 } } });
    expect(offMap.message).toBe('place.hex: (4, 0) is off the 4 by 4 map');

    const level = ok<LevelView>(backend, 'level.import', { campaignId, level: smallLevel() });
    const area = level.areas[0];
    const { entry } = ok<{ entry: JournalEntry }>(backend, 'rollTable.toKey', { campaignId, entryId: r.entry.id, place: { areaId: area.id } });
    expect(entry.summary).toBe(`Area ${area.number} ${area.name}: table result added to its key`);
    const keyed = ok<LevelView>(backend, 'level.get', { levelId: level.id }).areas[0].key.gmNotes;
    expect(keyed.split('\n').at(-1)).toBe('An owlbear den');
  });
});
