import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import { campaignTables } from '../src-main/db/campaign-transfer';
import type { BackupList, BinnedCampaign, Campaign, CampaignList } from '../src-shared/contract';
import { campaignDump } from './helpers/campaign-dump';
import { appRoot, ok, tempDir } from './helpers/backend';
import { keepInEveryTable } from './helpers/every-table';

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});

const campaignsOf = (backend: Backend) => ok<CampaignList>(backend, 'campaign.list').campaigns;
const rowCounts = (dump: Record<string, unknown[]>) => Object.fromEntries(Object.entries(dump).map(([table, rows]) => [table, rows.length]));

describe('a campaign holding a row in every table (issue 37)', () => {
  it('goes to the bin and back, is replaced from a backup, and is emptied from the bin leaving no row behind', async () => {
    const backend = createBackend({ file: path.join(tempDir(), 'campaigns.sqlite'), appRoot, host: 'http', freshSeed: () => 'lifecycle' });
    opened.push(backend);
    const { sqlite } = backend.database;
    const keep = keepInEveryTable(backend);
    const before = campaignDump(sqlite, keep.id);
    // Every campaign table of the schema, so a table added later must be filled here too.
    const tables = campaignTables(sqlite).map((t) => t.name);
    expect(Object.keys(before).sort()).toEqual([...tables].sort());
    expect(Object.entries(rowCounts(before)).filter(([, n]) => n === 0)).toEqual([]);
    const others = campaignsOf(backend).filter((c) => c.id !== keep.id);
    const othersBefore = others.map((c) => campaignDump(sqlite, c.id));

    // Into the bin and back, whole.
    const deleted = ok<CampaignList>(backend, 'campaign.delete', { id: keep.id });
    expect(deleted.campaigns.map((c) => c.id)).not.toContain(keep.id);
    expect(ok<{ campaigns: BinnedCampaign[] }>(backend, 'campaign.bin').campaigns.map((c) => c.id)).toEqual([keep.id]);
    expect(ok<Campaign>(backend, 'campaign.restore', { binnedId: keep.id })).toEqual(keep);
    expect(campaignDump(sqlite, keep.id)).toEqual(before);

    // Replaced from a backup taken now, after more play: the copy is the campaign as the backup held it.
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const taken = ok<BackupList>(backend, 'backup.list').backups[0];
    ok(backend, 'journal.note', { campaignId: keep.id, text: 'After the backup' });
    const inBackup = taken.campaigns.find((c) => c.name === keep.name)!;
    const replacement = ok<Campaign>(backend, 'backup.restoreCampaign', { backup: taken.name, backupCampaignId: inBackup.id, replaceId: keep.id });
    expect(replacement.name).toBe(keep.name);
    expect(replacement.id).not.toBe(keep.id);
    expect(campaignDump(sqlite, replacement.id)).toEqual(before);
    expect(ok<{ campaigns: BinnedCampaign[] }>(backend, 'campaign.bin').campaigns.map((c) => c.id)).toEqual([keep.id]);
    // The copy plays on: its fight goes on where the backup left it.
    const fight = ok<{ encounter: { encounterId: number; round: number } | null }>(backend, 'combat.current', { campaignId: replacement.id }).encounter!;
    ok(backend, 'combat.endRound', { encounterId: fight.encounterId });

    // Emptied from the bin: not one row of it is left in any table, and no other campaign lost one.
    ok(backend, 'campaign.emptyBin', { binnedId: keep.id });
    expect(rowCounts(campaignDump(sqlite, keep.id))).toEqual(Object.fromEntries(tables.map((t) => [t, 0])));
    expect(others.map((c) => campaignDump(sqlite, c.id))).toEqual(othersBefore);
    // And a campaign deleted for good went whole: the file holds no row pointing at a missing one.
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
  });
});
