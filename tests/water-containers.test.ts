import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import type { CampaignList, DungeonState, PartyView } from '../src-shared/contract';
import { appRoot, memoryBackend, ok, tempDir } from './helpers/backend';

// Water carried in skins and casks (seed 003, "Rations and Water": at least a quart a day in
// Basic Fantasy; the Shell text has none, so its campaign takes Lantern's 2 quarts a day, a
// figure the campaign's options say is Lantern's). A container is named by its size, not as
// full, and a member's card gives the days their own water lasts at their own daily need.

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});

const firstParty = (b: Backend, system: string) => {
  const campaign = ok<CampaignList>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === system)!;
  return ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId: campaign.id }).parties[0].id;
};
const card = (b: Backend, partyId: number, name: string) => ok<DungeonState>(b, 'dungeon.state', { partyId }).members.find((m) => m.name === name)!;

describe("a member's days of water", () => {
  it('two 2-quart skins at 2 quarts a day last 2 days (Shell); one skin at a quart a day 2 days (Basic Fantasy, seed 003)', () => {
    const b = memoryBackend({ freshSeed: () => 'water' });
    opened.push(b);
    const shell = firstParty(b, 'shell');
    const kestrel = ok<PartyView>(b, 'party.get', { partyId: shell }).members.find((m) => m.name === 'Kestrel')!;
    expect(kestrel.items.filter((s) => s.item.key === 'waterskin').map((s) => [s.item.name, s.quantity])).toEqual([['Waterskin (2 quarts)', 2]]);
    expect(ok<PartyView>(b, 'party.get', { partyId: shell }).summary.water).toMatchObject({ perDay: 6 });
    expect(card(b, shell, 'Kestrel').waterDays).toBe(2);
    expect(card(b, firstParty(b, 'bfrpg'), 'Sister Maelis').waterDays).toBe(2);
  });
});

describe('a file whose water containers are still named full (schema 31)', () => {
  it('names them by their size; a campaign that already has the new name keeps its own', () => {
    const file = path.join(tempDir(), 'campaigns.sqlite');
    const first = createBackend({ file, appRoot, host: 'http' });
    const list = ok<CampaignList>(first, 'campaign.list').campaigns;
    const [bf, shell] = ['bfrpg', 'shell'].map((s) => list.find((c) => c.rulesSystem === s)!.id);
    const sqlite = first.database.sqlite;
    sqlite.prepare("UPDATE catalogue_items SET name = 'Waterskin, full (2 quarts)' WHERE key = 'waterskin'").run();
    sqlite.prepare("UPDATE catalogue_items SET name = 'Water cask, full (10 gallons)' WHERE key = 'water-cask'").run();
    sqlite.prepare("INSERT INTO catalogue_items (campaign_id, key, name, category, weight_lb, cost_gp) VALUES (?, 'my-skin', 'WATERSKIN (2 quarts)', 'water', 4, 1)").run(shell);
    // The migrator goes by the migrations it recorded, the file's version by user_version: both as at 31 (before 0031).
    sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at > (SELECT created_at FROM __drizzle_migrations ORDER BY created_at LIMIT 1 OFFSET 30)').run();
    sqlite.pragma('user_version = 31');
    first.close();
    // What 0032 to 0036 added taken out again, on a plain connection: the backend's undo triggers name the column.
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
    const names = (campaignId: number) =>
      backend.database.sqlite.prepare("SELECT key, name FROM catalogue_items WHERE campaign_id = ? AND category = 'water' ORDER BY key").all(campaignId);
    expect(names(bf)).toEqual([
      { key: 'water-cask', name: 'Water cask (10 gallons)' },
      { key: 'waterskin', name: 'Waterskin (2 quarts)' },
    ]);
    expect(names(shell)).toEqual([
      { key: 'my-skin', name: 'WATERSKIN (2 quarts)' },
      { key: 'water-cask', name: 'Water cask (10 gallons)' },
      { key: 'waterskin', name: 'Waterskin, full (2 quarts)' },
    ]);
  });
});
