import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import type { CampaignList, CombatState, JournalEntry, MemberInput, PartyView } from '../src-shared/contract';
import { appRoot, ok, refusedUnchanged, tempDir } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Seed 000 (GURPS Lite), "Blocking": a block needs a ready shield, and is 3 + half Shield skill.
// The Defense Bonus of each shield is the GURPS Basic Set's (p. B287: small 1, medium 2, large 3),
// held by the catalogue item; a carried shield is readied or slung by the GM, one journaled action.

const knight: MemberInput = {
  kind: 'pc',
  name: 'Odo',
  sheet: {
    attributes: { st: 13, dx: 12, iq: 10, ht: 12 },
    skills: [
      { name: 'Broadsword', level: 14 },
      { name: 'Shield', level: 13 },
    ],
    weapons: [{ name: 'Broadsword', skill: 'Broadsword', damage: 'sw+1', type: 'cut', parry: 0 }],
  },
};

let f: ReturnType<typeof dungeonFixture>;
const opened: Backend[] = [];
afterEach(() => {
  f?.backend.close();
  for (const b of opened.splice(0)) b.close();
});

function gurpsKnight() {
  f = dungeonFixture({ rulesSystem: 'gurps', members: [knight] });
  f.quiet();
  return f;
}
const stacksOf = (v: PartyView, key: string) => v.members[0].items.filter((s) => s.item.key === key);

describe('the GURPS catalogue gives each shield its Defense Bonus (Basic Set p. B287)', () => {
  it('small 1, medium 2, large 3; no other item has one', () => {
    gurpsKnight();
    const items = ok<{ items: { key: string; defenseBonus: number | null }[] }>(f.backend, 'catalogue.list', { campaignId: f.campaignId }).items;
    expect(items.filter((i) => i.defenseBonus !== null).map((i) => [i.key, i.defenseBonus])).toEqual([
      ['large-shield', 3],
      ['medium-shield', 2],
      ['small-shield', 1],
    ]);
  });

  it('a Defense Bonus on anything but a shield is refused, naming the field', () => {
    gurpsKnight();
    const error = refusedUnchanged(f.backend, 'catalogue.add', { campaignId: f.campaignId, item: { key: 'lucky-cloak', name: 'Lucky cloak', category: 'gear', weightLb: 2, defenseBonus: 1 } });
    expect(error.message).toBe('item.defenseBonus: only a shield has a Defense Bonus');
  });
});

describe('readying a shield (inventory.ready)', () => {
  it('one journaled action that undo takes back; the sheet shows the shield readied', () => {
    gurpsKnight();
    f.give('Odo', 'medium-shield', 1);
    const [shield] = stacksOf(f.view(), 'medium-shield');
    expect(shield.readied).toBe(false);
    const v = ok<PartyView>(f.backend, 'inventory.ready', { stackId: shield.id, readied: true });
    expect(stacksOf(v, 'medium-shield').map((s) => [s.quantity, s.readied])).toEqual([[1, true]]);
    const entries = ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId }).entries;
    expect(entries[0].summary).toBe('Odo readies Medium shield');
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(stacksOf(f.view(), 'medium-shield').map((s) => s.readied)).toEqual([false]);
  });

  it('readies one of a stack of two, and readying another shield slings the first: one shield arm', () => {
    gurpsKnight();
    f.give('Odo', 'small-shield', 2);
    f.give('Odo', 'large-shield', 1);
    let v = ok<PartyView>(f.backend, 'inventory.ready', { stackId: stacksOf(f.view(), 'small-shield')[0].id, readied: true });
    expect(stacksOf(v, 'small-shield').map((s) => [s.quantity, s.readied])).toEqual([
      [1, false],
      [1, true],
    ]);
    v = ok<PartyView>(f.backend, 'inventory.ready', { stackId: stacksOf(v, 'large-shield')[0].id, readied: true });
    expect(v.members[0].items.filter((s) => s.item.category === 'shield').map((s) => [s.item.key, s.quantity, s.readied])).toEqual([
      ['small-shield', 2, false],
      ['large-shield', 1, true],
    ]);
  });

  it('refuses what is not a shield, a shield in the stores, and a readied shield counted as two; nothing changes', () => {
    gurpsKnight();
    f.give('Odo', 'torch', 1);
    f.give('Odo', 'medium-shield', 1);
    f.stash('small-shield', 1);
    const torch = stacksOf(f.view(), 'torch')[0].id;
    expect(refusedUnchanged(f.backend, 'inventory.ready', { stackId: torch, readied: true })).toMatchObject({ message: 'readied: Torch is not a shield', path: ['readied'] });
    const stored = f.view().stores.find((s) => s.item.key === 'small-shield')!.id;
    expect(refusedUnchanged(f.backend, 'inventory.ready', { stackId: stored, readied: true }).message).toBe(
      "readied: a shield in the party's stores cannot be readied; hand it to a member first",
    );
    const shield = stacksOf(ok<PartyView>(f.backend, 'inventory.ready', { stackId: stacksOf(f.view(), 'medium-shield')[0].id, readied: true }), 'medium-shield')[0].id;
    expect(refusedUnchanged(f.backend, 'inventory.update', { stackId: shield, quantity: 2 }).message).toBe('quantity: a readied shield is one item');
  });
});

describe('in a fight only the readied shield counts', () => {
  const defenses = (state: CombatState) => Object.fromEntries(state.combatants.find((c) => c.name === 'Odo')!.defenses.map((d) => [d.id, d.value]));
  const fight = () => ok<{ state: CombatState }>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 } }, name: 'Bandit' }] }).state;

  it('readied medium shield: Dodge 9 + 2, Broadsword Parry 10 + 2, Block 3 + 13/2 = 9 + 2', () => {
    gurpsKnight();
    f.give('Odo', 'medium-shield', 1);
    ok(f.backend, 'inventory.ready', { stackId: stacksOf(f.view(), 'medium-shield')[0].id, readied: true });
    expect(defenses(fight())).toMatchObject({ dodge: '11', 'parry-0': '12', block: '11', shield: 'Medium shield, DB 2' });
  });

  it('the same shield slung: Dodge 9, Parry 10 and no Block', () => {
    gurpsKnight();
    f.give('Odo', 'medium-shield', 1);
    const d = defenses(fight());
    expect([d.dodge, d['parry-0'], d.block, d.shield]).toEqual(['9', '10', undefined, undefined]);
  });
});

describe('a campaign file from before shields were readied (schema 12)', () => {
  it("keeps the GURPS shield's numbers: DB 1 (its name gives none), readied; other systems' shields get no DB", () => {
    const dir = tempDir();
    const file = path.join(dir, 'campaigns.sqlite');
    fs.copyFileSync(path.join(appRoot, 'tests', 'fixtures', 'old-versions', 'schema-12.sqlite'), file);
    const backend = createBackend({ file, appRoot, host: 'http' });
    opened.push(backend);
    const shields = ok<CampaignList>(backend, 'campaign.list').campaigns.flatMap((c) =>
      ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: c.id }).parties.flatMap((p) =>
        ok<PartyView>(backend, 'party.get', { partyId: p.id })
          .members.flatMap((m) => m.items)
          .filter((s) => s.item.category === 'shield')
          .map((s) => [c.rulesSystem, s.item.defenseBonus, s.readied]),
      ),
    );
    expect(shields.sort()).toEqual([
      ['bfrpg', null, false],
      ['gurps', 1, true],
      ['shell', null, false],
    ]);
  });
});

describe('a campaign file whose GURPS shields still carry their Defense Bonus in the name (schema 28)', () => {
  it('drops it from the three the catalogue gave; one whose new name the GM already took for another item stays as it was', () => {
    const dir = tempDir();
    const file = path.join(dir, 'campaigns.sqlite');
    const first = createBackend({ file, appRoot, host: 'http' });
    const gurps = ok<CampaignList>(first, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!;
    const sqlite = first.database.sqlite;
    // As schema 28 left the catalogue, and the GM's own "Large shield" made before the new names.
    for (const [key, name] of [['small-shield', 'Small shield (DB 1)'], ['medium-shield', 'Medium shield (DB 2)'], ['large-shield', 'Large shield (DB 3)']]) {
      sqlite.prepare('UPDATE catalogue_items SET name = ? WHERE key = ?').run(name, key);
    }
    sqlite.prepare("INSERT INTO catalogue_items (campaign_id, key, name, category, weight_lb, cost_gp) VALUES (?, 'tower', 'LARGE SHIELD', 'shield', 30, 100)").run(gurps.id);
    // The migrator goes by the migrations it recorded, the file's version by user_version: both as at 28, and
    // what later migrations changed put back (0029 made the undo log data, this file's history left out; 0030
    // put the hour in the open sightings' index; 0031 renamed water containers, rows only).
    sqlite.prepare('DELETE FROM __drizzle_migrations WHERE rowid NOT IN (SELECT rowid FROM __drizzle_migrations ORDER BY created_at LIMIT 28)').run();
    sqlite.exec('DELETE FROM undo_log; ALTER TABLE undo_log RENAME COLUMN reversal TO statement');
    sqlite.exec('DROP INDEX sightings_open; CREATE INDEX `sightings_campaign` ON `sightings` (`campaign_id`,`status`)');
    sqlite.pragma('user_version = 28');
    first.close();
    // What 0032 to 0036 added taken out again, on a plain connection: this one's undo triggers name the column.
    const raw = new Database(file);
    raw.exec('ALTER TABLE dungeon_levels DROP COLUMN seen_squares');
    raw.exec('ALTER TABLE members DROP COLUMN gcs_file');
    raw.exec('ALTER TABLE members DROP COLUMN fed_until');
    // 0033's notebook and 0034's roll tables and session plans, and the place 0033 gave journal entries.
    for (const table of ['handouts', 'notebook_clues', 'notebook_pages', 'notebook_standings', 'players_shown', 'roll_table_rows', 'roll_tables', 'session_plan_items', 'session_plans']) raw.exec(`DROP TABLE ${table}`);
    raw.exec('ALTER TABLE journal_entries DROP COLUMN place');
    raw.close();

    const backend = createBackend({ file, appRoot, host: 'http' });
    opened.push(backend);
    const names = backend.database.sqlite.prepare("SELECT key, name FROM catalogue_items WHERE campaign_id = ? AND category = 'shield' ORDER BY key").all(gurps.id);
    expect(names).toEqual([
      { key: 'large-shield', name: 'Large shield (DB 3)' },
      { key: 'medium-shield', name: 'Medium shield' },
      { key: 'small-shield', name: 'Small shield' },
      { key: 'tower', name: 'LARGE SHIELD' },
    ]);
  });
});
