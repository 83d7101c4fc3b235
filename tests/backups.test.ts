import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import { openDatabase } from '../src-main/db/open-database';
import { backupsToPrune, defaultBackupSettings } from '../src-main/services/backups/policy';
import type { BackupList, Campaign, CampaignList, PartyView } from '../src-shared/contract';
import { campaignDump } from './helpers/campaign-dump';
import { appRoot, migrationsFolder, ok, snapshot, tempDir } from './helpers/backend';
import { registerLegacyReversal } from '../src-main/db/undo-legacy';

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});

function fileBackend(dir = tempDir()): { backend: Backend; file: string; dir: string } {
  const file = path.join(dir, 'campaigns.sqlite');
  const backend = createBackend({ file, appRoot, host: 'http', freshSeed: () => 'backup-seed' });
  opened.push(backend);
  return { backend, file, dir };
}

const campaignsOf = (backend: Backend) => ok<CampaignList>(backend, 'campaign.list').campaigns;
const keep = (backend: Backend) => campaignsOf(backend).find((c) => c.rulesSystem === 'bfrpg')!;
const partyOf = (backend: Backend, campaignId: number) => ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId }).parties[0];

/** A few journaled actions in the Keep: time passes, a note is written, a member renamed. */
function play(backend: Backend, note: string) {
  const campaignId = keep(backend).id;
  const party = partyOf(backend, campaignId);
  ok(backend, 'dungeon.rest', { partyId: party.id, turns: 2 });
  ok(backend, 'journal.note', { campaignId, text: note });
  ok(backend, 'party.update', { partyId: party.id, name: `${note} company` });
}

describe('automatic backups', () => {
  it('takes the day\'s backup after the first action, checked and listed with its campaigns and their game time', async () => {
    const { backend, dir } = fileBackend();
    expect(ok<BackupList>(backend, 'backup.list').backups).toEqual([]);
    play(backend, 'First');
    await backend.backups.idle();
    const list = ok<BackupList>(backend, 'backup.list');
    expect(list.folder).toBe(path.join(dir, 'backups'));
    expect(list.backups).toHaveLength(1);
    const [made] = list.backups;
    expect(made.reason).toBe('daily');
    expect(made.problem).toBeNull();
    expect(made.bytes).toBe(fs.statSync(path.join(dir, 'backups', made.name)).size);
    expect(made.campaigns.map((c) => [c.name, c.gameTimeSeconds])).toEqual(
      campaignsOf(backend).map((c) => [c.name, c.gameTimeSeconds]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // Once a day: more actions the same day take none.
    play(backend, 'Second');
    await backend.backups.idle();
    expect(ok<BackupList>(backend, 'backup.list').backups).toHaveLength(1);
  });

  it('takes one when a play session ends', async () => {
    const { backend } = fileBackend();
    const campaignId = keep(backend).id;
    ok(backend, 'journal.session', { campaignId, action: 'start' });
    await backend.backups.idle();
    ok(backend, 'journal.session', { campaignId, action: 'end' });
    await backend.backups.idle();
    expect(ok<BackupList>(backend, 'backup.list').backups.map((b) => b.reason).sort()).toEqual(['daily', 'session']);
  });

  it('copies a file before migrating it, and leaves the copy at the old schema', () => {
    const dir = tempDir();
    const older = path.join(dir, 'migrations-older');
    fs.cpSync(migrationsFolder, older, { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(older, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify(journal));
    const file = path.join(dir, 'campaigns.sqlite');
    // The schema one migration back, as the previous version's migrator left it.
    const sqlite = new Database(file);
    // As the app's own open does: migration 0029 reads an old undo log through this function.
    registerLegacyReversal(sqlite);
    migrate(drizzle(sqlite), { migrationsFolder: older });
    sqlite.pragma(`user_version = ${journal.entries.length}`);
    sqlite.close();

    const current = openDatabase({ file, migrationsFolder });
    current.close();
    expect(current.migrationBackup).not.toBeNull();
    const copy = new Database(current.migrationBackup!, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(journal.entries.length);
    expect(copy.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    copy.close();
    expect(path.dirname(current.migrationBackup!)).toBe(path.join(dir, 'backups'));
  });

  it('clears a copy a stopped process left half-written when the file is opened again', async () => {
    const { backend, dir, file } = fileBackend();
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const [made] = ok<BackupList>(backend, 'backup.list').backups;
    const half = path.join(dir, 'backups', made.name.replace('.sqlite', '').replace(/\.manual$/, '.daily') + '.sqlite.part');
    fs.writeFileSync(half, 'half a copy');
    backend.close();
    opened.splice(opened.indexOf(backend), 1);
    const again = createBackend({ file, appRoot, host: 'http' });
    opened.push(again);
    expect(fs.existsSync(half)).toBe(false);
    expect(ok<BackupList>(again, 'backup.list').backups.map((b) => b.name)).toEqual([made.name]);
  });

  it('reports a backup it cannot write, naming the folder, and counts none', async () => {
    const { backend, dir } = fileBackend();
    // A file where the folder should be: nothing can be written there, even by root.
    fs.writeFileSync(path.join(dir, 'backups'), 'not a folder');
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const list = ok<BackupList>(backend, 'backup.list');
    expect(list.backups).toEqual([]);
    expect(list.lastProblem).toContain(path.join(dir, 'backups'));
  });

  it('keeps the GM\'s number of backups, and refuses a number out of range naming it', async () => {
    const { backend } = fileBackend();
    ok(backend, 'backup.configure', { keepLast: 2, weeklyForWeeks: 0 });
    for (let i = 0; i < 3; i++) {
      ok(backend, 'backup.create');
      await backend.backups.idle();
    }
    expect(ok<BackupList>(backend, 'backup.list').backups).toHaveLength(2);
    const refused = backend.router.call('backup.configure', { keepLast: 0, weeklyForWeeks: 8 });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'invalid_input', path: ['keepLast'] });
    expect(ok<BackupList>(backend, 'backup.list').settings).toEqual({ keepLast: 2, weeklyForWeeks: 0 });
  });
});

describe('the pruning policy', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const daysAgo = (d: number) => ({ takenAt: new Date(now.getTime() - d * 86_400_000), label: d });

  it('keeps the last ten and the newest of each of the last eight weeks', () => {
    // One backup a day for 100 days.
    const backups = Array.from({ length: 100 }, (_, d) => daysAgo(d));
    const pruned = new Set(backupsToPrune(backups, defaultBackupSettings, now).map((b) => b.label));
    const kept = backups.filter((b) => !pruned.has(b.label)).map((b) => b.label);
    // Days 0-9, then the newest of weeks 2..7 (days 14, 21, ... 49; weeks 0 and 1 are already in the last ten).
    expect(kept).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 21, 28, 35, 42, 49]);
  });

  it('with no weeks kept, keeps only the last N', () => {
    const backups = [daysAgo(3), daysAgo(1), daysAgo(2)];
    expect(backupsToPrune(backups, { keepLast: 1, weeklyForWeeks: 0 }, now).map((b) => b.label)).toEqual([2, 3]);
  });
});

describe('restore', () => {
  it('restores the whole file: every row is as it was at the backup', async () => {
    const { backend } = fileBackend();
    play(backend, 'Before');
    await backend.backups.idle();
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const atBackup = snapshot(backend);
    const name = ok<BackupList>(backend, 'backup.list').backups[0].name;

    play(backend, 'After');
    ok(backend, 'campaign.create', { name: 'Made later' });
    ok(backend, 'campaign.delete', { id: campaignsOf(backend).find((c) => c.rulesSystem === 'shell')!.id });
    expect(snapshot(backend)).not.toEqual(atBackup);

    const restored = ok<BackupList>(backend, 'backup.restoreFile', { backup: name });
    expect(snapshot(backend)).toEqual(atBackup);
    // The state just before the restore was kept first, so the restore itself can be undone.
    expect(restored.backups[0].reason).toBe('restore');
    expect(restored.backups[0].campaigns.map((c) => c.name)).toContain('Made later');
    // And the app works on: the Keep's history undoes.
    ok(backend, 'journal.undo', { campaignId: keep(backend).id });
  });

  it('restores one campaign beside the others, its rows and history as they were, undo and redo working', async () => {
    const { backend } = fileBackend();
    play(backend, 'Before');
    await backend.backups.idle();
    const original = keep(backend);
    const atBackup = campaignDump(backend.database.sqlite, original.id);
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const listed = ok<BackupList>(backend, 'backup.list').backups[0];
    play(backend, 'After');

    const inBackup = listed.campaigns.find((c) => c.name === original.name)!;
    const copy = ok<Campaign>(backend, 'backup.restoreCampaign', { backup: listed.name, backupCampaignId: inBackup.id });
    expect(copy.name).toBe(`${original.name} (restored)`);
    expect(copy.id).not.toBe(original.id);
    expect(campaignDump(backend.database.sqlite, copy.id)).toEqual(atBackup);

    const party = () => partyOf(backend, copy.id).name;
    expect(party()).toBe('Before company');
    ok(backend, 'journal.undo', { campaignId: copy.id });
    expect(party()).not.toBe('Before company');
    ok(backend, 'journal.redo', { campaignId: copy.id });
    expect(party()).toBe('Before company');
    // The original went on untouched.
    expect(partyOf(backend, original.id).name).toBe('After company');
  });

  it('refuses an unknown backup or campaign, naming the field and changing nothing', async () => {
    const { backend } = fileBackend();
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const before = snapshot(backend);
    const name = ok<BackupList>(backend, 'backup.list').backups[0].name;
    const noFile = backend.router.call('backup.restoreFile', { backup: 'campaigns.2020-01-01T00-00-00-000Z.daily.sqlite' });
    expect(noFile.ok ? null : noFile.error).toMatchObject({ code: 'not_found', path: ['backup'] });
    const sneaky = backend.router.call('backup.restoreFile', { backup: '../campaigns.sqlite' });
    expect(sneaky.ok ? null : sneaky.error).toMatchObject({ code: 'invalid_input', path: ['backup'] });
    const noCampaign = backend.router.call('backup.restoreCampaign', { backup: name, backupCampaignId: 999 });
    expect(noCampaign.ok ? null : noCampaign.error).toMatchObject({ code: 'not_found', path: ['backupCampaignId'] });
    expect(snapshot(backend)).toEqual(before);
  });
});
