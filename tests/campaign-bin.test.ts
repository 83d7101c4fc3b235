import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import type { BinnedCampaign, Campaign, CampaignList, PartyView } from '../src-shared/contract';
import { appRoot, memoryBackend, ok, snapshot, tempDir } from './helpers/backend';

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});
const demo = () => {
  const backend = memoryBackend({ freshSeed: () => 'bin' });
  opened.push(backend);
  return backend;
};
const list = (backend: Backend) => ok<CampaignList>(backend, 'campaign.list');
const bin = (backend: Backend) => ok<{ campaigns: BinnedCampaign[] }>(backend, 'campaign.bin').campaigns;
const refusal = (backend: Backend, method: string, input: unknown) => {
  const answer = backend.router.call(method, input);
  return answer.ok ? null : answer.error;
};

describe('the bin', () => {
  it('hides a deleted campaign and refuses every id of it as not found, for 30 days', () => {
    const backend = demo();
    const keep = list(backend).campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
    const partyId = ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId: keep.id }).parties[0].id;
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    ok(backend, 'campaign.delete', { id: keep.id });

    expect(list(backend).campaigns.map((c) => c.id)).not.toContain(keep.id);
    const [binned] = bin(backend);
    expect(binned).toMatchObject({ id: keep.id, name: keep.name, rulesSystem: 'bfrpg' });
    expect(Date.parse(binned.purgeAt) - Date.parse(binned.deletedAt)).toBe(30 * 86_400_000);

    expect(refusal(backend, 'party.get', { partyId: party.id })).toMatchObject({ code: 'not_found', path: ['partyId'], message: `partyId: no party has id ${party.id}` });
    expect(refusal(backend, 'member.update', { memberId: party.members[0].id, name: 'X' })).toMatchObject({ code: 'not_found', path: ['memberId'] });
    expect(refusal(backend, 'journal.list', { campaignId: keep.id })).toMatchObject({ code: 'not_found', path: ['campaignId'] });
    expect(refusal(backend, 'campaign.rename', { id: keep.id, name: 'Again' })).toMatchObject({ code: 'not_found', path: ['id'] });
    // Its name is free for a new campaign meanwhile.
    ok(backend, 'campaign.create', { name: keep.name });
  });

  it('brings it back whole, journal and undo history included, under a free name', () => {
    const backend = demo();
    const keep = list(backend).campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
    const party = ok<{ parties: PartyView[] }>(backend, 'party.list', { campaignId: keep.id }).parties[0];
    ok(backend, 'party.update', { partyId: party.id, name: 'Renamed company' });
    const before = snapshot(backend);

    ok(backend, 'campaign.delete', { id: keep.id });
    const restored = ok<Campaign>(backend, 'campaign.restore', { binnedId: keep.id });
    expect(restored).toEqual(keep);
    const after = snapshot(backend);
    // Only the selection moved (to the campaign brought back, as it was before the delete).
    expect(after).toEqual(before);
    expect(bin(backend)).toEqual([]);

    ok(backend, 'journal.undo', { campaignId: keep.id });
    expect(ok<PartyView>(backend, 'party.get', { partyId: party.id }).name).toBe(party.name);

    ok(backend, 'campaign.delete', { id: keep.id });
    ok(backend, 'campaign.create', { name: keep.name });
    expect(ok<Campaign>(backend, 'campaign.restore', { binnedId: keep.id }).name).toBe(`${keep.name} (restored)`);
  });

  it('empties one campaign or the whole bin for good, and refuses an id not in it', () => {
    const backend = demo();
    const [a, b, c] = list(backend).campaigns;
    for (const x of [a, b, c]) ok(backend, 'campaign.delete', { id: x.id });
    expect(ok<{ campaigns: BinnedCampaign[] }>(backend, 'campaign.emptyBin', { binnedId: a.id }).campaigns.map((x) => x.id).sort()).toEqual([b.id, c.id].sort());
    const count = (table: string) => backend.database.sqlite.prepare(`SELECT count(*) FROM ${table} WHERE campaign_id = ?`).pluck().get(a.id);
    expect(count('journal_entries')).toBe(0);
    expect(count('members')).toBe(0);
    expect(refusal(backend, 'campaign.restore', { binnedId: a.id })).toMatchObject({ code: 'not_found', path: ['binnedId'] });
    const live = ok<Campaign>(backend, 'campaign.create', { name: 'Live' });
    expect(refusal(backend, 'campaign.emptyBin', { binnedId: live.id })).toMatchObject({ code: 'not_found', path: ['binnedId'] });
    expect(ok<{ campaigns: BinnedCampaign[] }>(backend, 'campaign.emptyBin', {}).campaigns).toEqual([]);
  });

  it('deletes for good what waited more than 30 days, when the file is opened', () => {
    const file = path.join(tempDir(), 'campaigns.sqlite');
    const first = createBackend({ file, appRoot, host: 'http' });
    const [old, recent] = list(first).campaigns;
    ok(first, 'campaign.delete', { id: old.id });
    ok(first, 'campaign.delete', { id: recent.id });
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    const setDeleted = first.database.sqlite.prepare('UPDATE campaigns SET deleted_at = ? WHERE id = ?');
    setDeleted.run(daysAgo(31), old.id);
    setDeleted.run(daysAgo(29), recent.id);
    first.close();

    const again = createBackend({ file, appRoot, host: 'http' });
    opened.push(again);
    expect(bin(again).map((c) => c.id)).toEqual([recent.id]);
    expect(again.database.sqlite.prepare('SELECT count(*) FROM parties WHERE campaign_id = ?').pluck().get(old.id)).toBe(0);
  });
});
