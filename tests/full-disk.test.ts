import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from '../src-main/backend';
import type { BackupList, CampaignList, PartyView } from '../src-shared/contract';
import { appRoot, ok, snapshot, tempDir } from './helpers/backend';

// A 2 MiB filesystem of its own (tmpfs), filled until SQLite's writes fail. Mounting
// needs root; where it is refused the test says so and does not run.
const mountPoint = tempDir('lantern-full-');
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', mountPoint]);
});

/** Writes filler until the filesystem refuses one more byte. */
function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf(!mounted)('a full disk', () => {
  it('refuses every action with a message naming the folder, writes none of it, and still reads', async () => {
    const file = path.join(mountPoint, 'campaigns.sqlite');
    const backend = createBackend({ file, appRoot, host: 'http', freshSeed: () => 'full' });
    const keep = ok<CampaignList>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: keep.id }).parties[0].id;
    // Let the first action's daily backup run (it may fit or fail for lack of room: either way it is over).
    ok(backend, 'journal.note', { campaignId: keep.id, text: 'Before the disk filled' });
    await backend.backups.idle();
    // A WAL copied into the file when the host idled is written over from its start, in room it
    // already has: emptied, every action needs room the disk no longer has.
    backend.database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    fill(path.join(mountPoint, 'filler'));
    const before = snapshot(backend);

    // Large notes and long rests: each needs pages the disk no longer has.
    const attempts: [string, unknown][] = [
      ['journal.note', { campaignId: keep.id, text: 'x'.repeat(4000) }],
      ['dungeon.rest', { partyId, turns: 60 }],
      ['campaign.create', { name: 'No room for this' }],
      ['campaignFile.import', { data: ok<{ data: string }>(backend, 'campaignFile.export', { campaignId: keep.id }).data }],
    ];
    let refused = 0;
    for (const [method, input] of attempts) {
      for (let i = 0; i < 5; i++) {
        const answer = backend.router.call(method, input);
        if (answer.ok) continue;
        refused++;
        expect(answer.error.code, method).not.toBe('internal');
        expect(answer.error.message, method).toContain(mountPoint);
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(snapshot(backend)).toEqual(before);
    // Reading goes on.
    expect(ok<PartyView>(backend, 'party.get', { partyId }).id).toBe(partyId);
    expect(ok<CampaignList>(backend, 'campaign.list').campaigns).toHaveLength(3);
    // A backup cannot be kept either, and says where.
    ok(backend, 'backup.create');
    await backend.backups.idle();
    expect(ok<BackupList>(backend, 'backup.list').lastProblem).toContain(path.join(mountPoint, 'backups'));

    // Room again: the same action goes through.
    fs.rmSync(path.join(mountPoint, 'filler'));
    ok(backend, 'journal.note', { campaignId: keep.id, text: 'Room again' });
    backend.close();
  });
});
