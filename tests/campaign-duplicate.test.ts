import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignList, PartyView } from '../src-shared/contract';
import { campaignTables } from '../src-main/db/campaign-transfer';
import { campaignDump } from './helpers/campaign-dump';
import { memoryBackend, ok } from './helpers/backend';
import { notebookRows } from './helpers/every-table';

const goblin = { hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 7, appearing: '2d4, Wild 6d10, Lair 6d10' };

/** The demo Keep with a row in every table a campaign holds: a dated note, the notebook's tables, a lit torch, a wandering encounter, a fight. */
function keepInEveryTable() {
  const backend = memoryBackend({ installDemo: true, freshSeed: () => 'copy' });
  const keep = ok<CampaignList>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
  const party = ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId: keep.id }).parties[0];
  const members = ok<PartyView>(backend, 'party.get', { partyId: party.id }).members;
  ok(backend, 'calendar.addNote', { campaignId: keep.id, day: 3, text: 'The fair opens' });
  notebookRows(backend, keep.id);
  const bearer = members.find((m) => m.items.some((s) => s.item.lightSource === 'torch'))!;
  ok(backend, 'light.light', { partyId: party.id, memberId: bearer.id, kind: 'torch' });
  const goblinId = ok<{ id: number }>(backend, 'bestiary.save', { campaignId: keep.id, name: 'Cave gnawer', statBlock: goblin }).id;
  ok(backend, 'dungeon.setEncounterTable', { partyId: party.id, checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'cave gnawers', foe: 'Cave gnawer' }] });
  ok(backend, 'clock.advance', { partyId: party.id, seconds: 600, stopOnEvent: true });
  ok(backend, 'combat.start', { partyId: party.id, memberIds: [members[0].id], foes: [{ bestiaryId: goblinId }] });
  return { backend, keep };
}

const blizzard = [{ upTo: 100, label: 'Blizzard', travel: 0, stops: true }];
const season = { spring: blizzard, summer: blizzard, autumn: blizzard, winter: blizzard };
const ownWeather = { source: 'My world', tables: { temperate: season, cold: season, arid: season, tropical: season } };

describe('campaign.duplicate copies every table a campaign holds, by the same schema-driven copier as a .lantern file', () => {
  it('the fixture holds a row in every campaign table, so a table added later fails here until it is filled and copied', () => {
    const { backend, keep } = keepInEveryTable();
    const dump = campaignDump(backend.database.sqlite, keep.id);
    const empty = campaignTables(backend.database.sqlite)
      .map((t) => t.name)
      .filter((name) => !(dump[name]?.length > 0));
    expect(empty).toEqual([]);
  });

  it('every row comes along with ids given anew (ids inside keys too), its own land weather and sight, and undo in the copy touches only the copy', () => {
    const { backend, keep } = keepInEveryTable();
    ok(backend, 'weather.set', { campaignId: keep.id, table: ownWeather });
    const copy = ok<Campaign>(backend, 'campaign.duplicate', { id: keep.id, name: 'Keep, second table' });
    expect(copy.name).toBe('Keep, second table');
    const sqlite = backend.database.sqlite;
    // The dump numbers every row within its campaign and every reference (in keys' JSON too) by its target's place: equal dumps mean the copy points at its own rows.
    expect(campaignDump(sqlite, copy.id, ['campaigns.name', 'campaigns.created_at', 'campaigns.updated_at', 'undo_log.reversal'])).toEqual(
      campaignDump(sqlite, keep.id, ['campaigns.name', 'campaigns.created_at', 'campaigns.updated_at', 'undo_log.reversal']),
    );
    expect(ok<{ table: { source: string } }>(backend, 'weather.get', { campaignId: copy.id }).table.source).toBe('My world');
    // No row of the copy names a row of the original: every campaign-owned id column checked against the copy's rows.
    for (const table of campaignTables(sqlite)) {
      for (const [column, parent] of table.refs) {
        if (!campaignTables(sqlite).find((t) => t.name === parent)?.columns.includes('campaign_id')) continue;
        const rows = table.columns.includes('campaign_id')
          ? (sqlite.prepare(`SELECT "${column}" AS ref FROM "${table.name}" WHERE campaign_id = ? AND "${column}" IS NOT NULL`).all(copy.id) as { ref: number }[])
          : [];
        for (const { ref } of rows) expect(sqlite.prepare(`SELECT campaign_id FROM "${parent}" WHERE id = ?`).pluck().get(ref), `${table.name}.${column}`).toBe(copy.id);
      }
    }

    const partyName = (campaignId: number) => ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId }).parties[0].name;
    ok(backend, 'party.update', { partyId: ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId: copy.id }).parties[0].id, name: 'Second table' });
    ok(backend, 'journal.undo', { campaignId: copy.id });
    expect(partyName(copy.id)).toBe(partyName(keep.id));
    // The copy's history came along: undoing its weather table, then its fight's start, changes the copy, not the original.
    const fight = (campaignId: number) => ok<{ encounter: unknown }>(backend, 'combat.current', { campaignId }).encounter;
    expect(fight(copy.id)).not.toBeNull();
    ok(backend, 'journal.undo', { campaignId: copy.id });
    expect(ok<{ isDefault: boolean }>(backend, 'weather.get', { campaignId: copy.id }).isDefault).toBe(true);
    expect(ok<{ isDefault: boolean }>(backend, 'weather.get', { campaignId: keep.id }).isDefault).toBe(false);
    ok(backend, 'journal.undo', { campaignId: copy.id });
    expect(fight(copy.id)).toBeNull();
    expect(fight(keep.id)).not.toBeNull();
    expect(ok<CampaignList>(backend, 'campaign.list').selectedId).not.toBe(copy.id);
  });
});
