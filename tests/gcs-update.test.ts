import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MethodOutput, PartyView } from '../src-shared/contract';
import { gameState, memoryBackend, ok, snapshot } from './helpers/backend';

// A GCS file and the member it made stay one (issue 27): the file read again offers
// an update that keeps what play did to the member (wounds, fatigue, what was spent
// or picked up), and the member written back to GCS reads in again unchanged.

const tamsinText = readFileSync(path.join(__dirname, 'fixtures', 'gcs', 'tamsin-vale.gcs'), 'utf8');

interface GcsJson {
  id: string;
  skills: { name: string; calc?: { level?: number } }[];
  equipment: { description: string; quantity: number; children?: GcsJson['equipment'] }[];
}

/** Tamsin's file as GCS saves it after the player raises Stealth 12 -> 13 and puts two more Healing Herbs in each of her two pouches (3 -> 5 a pouch, 6 -> 10 in all). */
function tamsinLater(): string {
  const json = JSON.parse(tamsinText) as GcsJson;
  json.skills.find((s) => s.name === 'Stealth')!.calc!.level = 13;
  const all = (list: GcsJson['equipment']): GcsJson['equipment'] => list.flatMap((e) => [e, ...all(e.children ?? [])]);
  all(json.equipment).find((e) => e.description === 'Healing Herbs')!.quantity = 5;
  return JSON.stringify(json);
}

function giants() {
  const backend = memoryBackend({ freshSeed: () => 'gcs-update' });
  const { campaigns } = ok<{ campaigns: { id: number; name: string }[] }>(backend, 'campaign.list');
  const campaignId = campaigns.find((c) => /Giants in the Barrow/.test(c.name))!.id;
  const { parties } = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId });
  return { backend, campaignId, partyId: parties[0].id };
}

type Matches = MethodOutput<'member.gcsMatches'>;
type Updated = MethodOutput<'member.updateFromGcs'>;

describe('member.gcsMatches and member.updateFromGcs: Tamsin wounded in play, her file read again', () => {
  const { backend, campaignId, partyId } = giants();
  const imported = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name: 'tamsin-vale.gcs', text: tamsinText }] });
  const memberId = imported.imported[0].memberId;
  const tamsin = (party: PartyView) => party.members.find((m) => m.id === memberId)!;
  const herbs = (party: PartyView) => tamsin(party).items.filter((s) => s.item.name === 'Healing Herbs').reduce((n, s) => n + s.quantity, 0);

  // Play: a fight leaves her at HP 4 of 14 and FP 7, she uses five of her six herbs and picks up a rope.
  ok(backend, 'member.update', { memberId, hp: { current: 4, max: 14 }, fp: { current: 7 } });
  const herbStack = tamsin(ok<PartyView>(backend, 'party.get', { partyId })).items.find((s) => s.item.name === 'Healing Herbs')!;
  ok(backend, 'inventory.update', { stackId: herbStack.id, quantity: 1 });
  const { items: catalogue } = ok<{ items: { id: number; name: string }[] }>(backend, 'catalogue.list', { campaignId });
  const rope = catalogue.find((i) => /rope/i.test(i.name))!;
  ok(backend, 'inventory.add', { to: { memberId }, itemId: rope.id, quantity: 1 });
  ok(backend, 'member.setCondition', { memberId, condition: 'crippled:left-arm', on: true });
  const beforeUpdate = ok<PartyView>(backend, 'party.get', { partyId });

  const later = { name: 'tamsin-vale.gcs', text: tamsinLater() };
  const matches = ok<Matches>(backend, 'member.gcsMatches', { partyId, files: [later] });

  it('finds the member the file made, by the file\'s character id, instead of offering a second Tamsin', () => {
    expect(matches.files).toHaveLength(1);
    expect(matches.files[0].match).toMatchObject({ memberId, name: 'Tamsin Vale', matchedBy: 'gcsId' });
  });

  it('lists every figure that changes, old and new: Stealth 12 -> 13, and the herbs she carries now 1 -> 5 (the file added 4)', () => {
    expect(matches.files[0].match!.changes).toEqual([
      { label: 'Skill: Stealth', from: '12', to: '13' },
      { label: 'Carried: Healing Herbs', from: '1', to: '5' },
    ]);
  });

  const updated = ok<Updated>(backend, 'member.updateFromGcs', { memberId, file: later });
  const after = tamsin(updated.party);

  it('updates the skill and keeps her wounds and fatigue: HP 4 of 14, FP 7 of 12', () => {
    expect((after.sheet as { skills: { name: string; level: number }[] }).skills.find((s) => s.name === 'Stealth')!.level).toBe(13);
    expect(after.hp).toEqual({ current: 4, max: 14 });
    expect(after.fp).toMatchObject({ current: 7, max: 12 });
  });

  it('adds only what the file added: 1 herb left after play + 4 bought = 5; the rope picked up in play stays; the crippled left arm stays', () => {
    expect(herbs(updated.party)).toBe(5);
    expect(after.items.some((s) => s.item.id === rope.id)).toBe(true);
    expect(after.lasting).toEqual(tamsin(beforeUpdate).lasting);
  });

  it('is one journal entry, and undo puts Tamsin back as she was', () => {
    const { entries } = ok<{ entries: { summary: string }[] }>(backend, 'journal.list', { campaignId });
    expect(entries[0].summary).toBe('GCS update: Tamsin Vale from tamsin-vale.gcs (2 changes)');
    const state = gameState(backend);
    ok(backend, 'journal.undo', { campaignId });
    expect(herbs(ok<PartyView>(backend, 'party.get', { partyId }))).toBe(1);
    ok(backend, 'journal.redo', { campaignId });
    expect(gameState(backend)).toEqual(state);
  });

  it('the same file read again after the update changes nothing', () => {
    expect(ok<Matches>(backend, 'member.gcsMatches', { partyId, files: [later] }).files[0].match!.changes).toEqual([]);
  });

  it('refuses another character\'s file for this member, naming the file, and writes nothing', () => {
    const other = { name: 'brother-oak.gcs', text: readFileSync(path.join(__dirname, 'fixtures', 'gcs', 'brother-oak.gcs'), 'utf8') };
    const before = snapshot(backend);
    const envelope = backend.router.call('member.updateFromGcs', { memberId, file: other });
    expect(envelope.ok).toBe(false);
    expect(!envelope.ok && envelope.error.message).toBe('file: brother-oak.gcs holds another GCS character than the one Tamsin Vale was imported from; add it as a new character instead');
    expect(snapshot(backend)).toEqual(before);
  });

  it('a file new to the campaign has no match', () => {
    const other = { name: 'brother-oak.gcs', text: readFileSync(path.join(__dirname, 'fixtures', 'gcs', 'brother-oak.gcs'), 'utf8') };
    expect(ok<Matches>(backend, 'member.gcsMatches', { partyId, files: [other] }).files[0]).toEqual({ file: 'brother-oak.gcs', name: 'Brother Oak', match: null });
  });
});

describe('a member imported before Lantern kept the file\'s character id is found by name', () => {
  const { backend, partyId } = giants();
  const imported = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name: 'tamsin-vale.gcs', text: tamsinText }] });
  const memberId = imported.imported[0].memberId;
  // As a file of schema 21 left her: no character id, no record of what the file carried.
  backend.database.sqlite.prepare('UPDATE members SET gcs_id = NULL, gcs_items = NULL WHERE id = ?').run(memberId);
  const before = ok<PartyView>(backend, 'party.get', { partyId }).members.find((m) => m.id === memberId)!;
  const later = { name: 'tamsin-vale.gcs', text: tamsinLater() };
  const matches = ok<Matches>(backend, 'member.gcsMatches', { partyId, files: [later] });

  it('offers the update for Tamsin Vale, saying she was matched by name; the sheet\'s changes only, the items left as they are', () => {
    expect(matches.files[0].match).toMatchObject({ memberId, name: 'Tamsin Vale', matchedBy: 'name' });
    expect(matches.files[0].match!.changes).toEqual([{ label: 'Skill: Stealth', from: '12', to: '13' }]);
  });

  const updated = ok<Updated>(backend, 'member.updateFromGcs', { memberId, file: later });

  it('updates Stealth to 13 without adding her items a second time, and links her to the file from then on', () => {
    const after = updated.party.members.find((m) => m.id === memberId)!;
    expect((after.sheet as { skills: { name: string; level: number }[] }).skills.find((s) => s.name === 'Stealth')!.level).toBe(13);
    expect(after.items.map((s) => [s.item.name, s.quantity])).toEqual(before.items.map((s) => [s.item.name, s.quantity]));
    expect(ok<Matches>(backend, 'member.gcsMatches', { partyId, files: [later] }).files[0].match).toMatchObject({ memberId, matchedBy: 'gcsId', changes: [] });
  });

  it('refuses a file of another name for a member linked to no GCS character', () => {
    backend.database.sqlite.prepare('UPDATE members SET gcs_id = NULL WHERE id = ?').run(memberId);
    const other = { name: 'brother-oak.gcs', text: readFileSync(path.join(__dirname, 'fixtures', 'gcs', 'brother-oak.gcs'), 'utf8') };
    const envelope = backend.router.call('member.updateFromGcs', { memberId, file: other });
    expect(!envelope.ok && envelope.error.message).toBe('file: brother-oak.gcs holds Brother Oak, not Tamsin Vale; add it as a new character instead');
  });
});

describe('member.exportGcs: Tamsin written back as a GCS file', () => {
  const { backend, partyId } = giants();
  const imported = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name: 'tamsin-vale.gcs', text: tamsinText }] });
  const memberId = imported.imported[0].memberId;
  ok(backend, 'member.update', { memberId, hp: { current: 6, max: 14 } });
  const exported = ok<MethodOutput<'member.exportGcs'>>(backend, 'member.exportGcs', { memberId });

  it('is a GCS 5 file named for her, under the id of the file she came from, with HP 6 of 14 (damage 8, the file\'s own points for HP kept)', () => {
    const json = JSON.parse(exported.text) as { version: number; id: string; attributes: { attr_id: string; damage?: number; calc: { value: number; current?: number } }[] };
    expect(exported.fileName).toBe('Tamsin Vale.gcs');
    expect(json.version).toBe(5);
    expect(json.id).toBe((JSON.parse(tamsinText) as GcsJson).id);
    expect(json.attributes.find((a) => a.attr_id === 'hp')).toMatchObject({ damage: 8, calc: { value: 14, current: 6, points: 4 } });
  });

  it('read in again, it is the same Tamsin: no figure changes', () => {
    const again = ok<Matches>(backend, 'member.gcsMatches', { partyId, files: [{ name: exported.fileName, text: exported.text }] });
    expect(again.files[0].match).toMatchObject({ memberId, changes: [] });
  });
});
