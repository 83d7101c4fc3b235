import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BestiaryEntry, MethodOutput, PartyView } from '../src-shared/contract';
import { gameState, memoryBackend, ok, snapshot } from './helpers/backend';

// GCS files through the real router, into the demo campaigns: "Giants in the
// Barrow" plays GURPS with GULLIVER, "The Shell Road" and the Basic Fantasy demo do not.

const gcs = (name: string) => ({ name, text: readFileSync(path.join(__dirname, 'fixtures', 'gcs', name), 'utf8') });

function demo(name: RegExp) {
  const backend = memoryBackend({ freshSeed: () => 'gcs-import' });
  const { campaigns } = ok<{ campaigns: { id: number; name: string }[] }>(backend, 'campaign.list');
  const campaignId = campaigns.find((c) => name.test(c.name))!.id;
  const { parties } = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId });
  return { backend, campaignId, partyId: parties[0].id };
}
const giants = () => demo(/Giants in the Barrow/);

type Imported = MethodOutput<'member.importGcs'>;

describe('member.importGcs: GCS characters into the GURPS demo party', () => {
  const { backend, partyId } = giants();
  const before = ok<PartyView>(backend, 'party.get', { partyId }).members.length;
  const answer = ok<Imported>(backend, 'member.importGcs', { partyId, files: [gcs('tamsin-vale.gcs'), gcs('brother-oak.gcs')] });
  const member = (name: string) => answer.party.members.find((m) => m.name === name)!;
  const stacks = (name: string) => member(name).items.map((s) => [s.item.name, s.quantity, s.worn]);

  it('adds both, last in the marching order, and names each file with its member', () => {
    expect(answer.party.members.map((m) => m.name).slice(before)).toEqual(['Tamsin Vale', 'Brother Oak']);
    expect(answer.imported.map((i) => [i.file, i.name, i.memberId])).toEqual([
      ['tamsin-vale.gcs', 'Tamsin Vale', member('Tamsin Vale').id],
      ['brother-oak.gcs', 'Brother Oak', member('Brother Oak').id],
    ]);
  });

  it('keeps the injury and fatigue the files store: Tamsin HP 10 of 14, FP 9 of 12; Brother Oak fresh at 11 and 11', () => {
    expect(member('Tamsin Vale').hp).toEqual({ current: 10, max: 14 });
    expect(member('Tamsin Vale').fp).toEqual({ current: 9, max: 12, label: 'FP' });
    expect(member('Brother Oak').hp).toEqual({ current: 11, max: 11 });
    expect(member('Brother Oak').fp).toEqual({ current: 11, max: 11, label: 'FP' });
  });

  it('writes the skills with their levels and the weapons into the sheets', () => {
    const oak = member('Brother Oak').sheet as { skills: unknown; weapons: unknown; attributes: unknown; dr: number; size: unknown };
    expect(oak.attributes).toEqual({ st: 11, dx: 11, iq: 12, ht: 11 });
    expect(oak.skills).toEqual([
      { name: 'Axe/Mace', level: 12, attribute: 'dx', difficulty: 'A' },
      { name: 'Shield', level: 11, attribute: 'dx', difficulty: 'E' },
      { name: 'Sling', level: 10, attribute: 'dx', difficulty: 'H' },
      { name: 'First Aid', level: 13, attribute: 'iq', difficulty: 'E' },
    ]);
    expect(oak.weapons).toEqual([
      { name: 'Mace (Swung)', skill: 'Axe/Mace', damage: 'sw+2', type: 'cr', parry: 0, unbalanced: true },
      { name: 'Sling (Shoot)', skill: 'Sling', damage: 'sw', type: 'pi', parry: null, unbalanced: false, ranged: { acc: 0, halfDamage: 66, max: 110, bulk: -2, thrown: false } },
    ]);
    expect(oak.dr).toBe(2);
    // GULLIVER campaign: SM 0 is Linear Scale 1.
    expect(oak.size).toEqual({ linearScale: 1 });
    const tamsin = member('Tamsin Vale').sheet as { skills: { name: string; level: number }[]; weapons: { name: string }[] };
    expect(tamsin.skills.map((s) => `${s.name} ${s.level}`)).toEqual(['Broadsword 15', 'Shield 14', 'Bow 14', 'Survival (Woodlands) 13', 'Hiking 11', 'Stealth 12']);
    expect(tamsin.weapons.map((w) => w.name)).toEqual([
      'Broadsword (Swung)',
      'Broadsword (Thrust)',
      'Medium Shield (Bash)',
      'Longbow (Shoot)',
      'Throwing Axe (Swung)',
      'Throwing Axe (Thrown)',
      'Natural Attacks (Bite)',
      'Natural Attacks (Punch)',
    ]);
  });

  it('puts what they carry into their inventories, the worn armour worn', () => {
    expect(stacks('Brother Oak')).toEqual(
      expect.arrayContaining([
        ['Mace', 1, false],
        ['Sling', 1, false],
        // Matched to the catalogue's entry by its key, as Lantern's own files are.
        ['Leather armor (DR 2)', 1, true],
        ['Sling Stone', 10, false],
        ['Rations', 3, false],
      ]),
    );
    expect(stacks('Brother Oak')).toHaveLength(5);
    expect(stacks('Tamsin Vale')).toEqual(
      expect.arrayContaining([
        ['Broadsword', 1, false],
        ['Mail shirt (DR 4/2*)', 1, true],
        ['Arrow', 32, false],
        ['Healing Herbs', 6, false],
        ['Throwing axe', 2, false],
      ]),
    );
    const oak = member('Brother Oak');
    // A GURPS campaign's catalogue weighs by the Basic Set as GCS does (mace 5 lb, p. B271; leather armor 10 lb, p. B283), so nothing differs to report.
    expect(oak.items.reduce((sum, s) => sum + s.totalWeightLb, 0)).toBe(5 + 0.5 + 10 + 5 + 1.5);
    expect(answer.imported[1].catalogue).toEqual([]);
  });

  it("counts the catalogue's weight where the GM's catalogue differs from the file, and says so", () => {
    const other = giants();
    ok(other.backend, 'catalogue.add', { campaignId: other.campaignId, item: { key: 'sling-stone', name: 'Sling Stone', category: 'weapon', weightLb: 1 } });
    const imported = ok<Imported>(other.backend, 'member.importGcs', { partyId: other.partyId, files: [gcs('brother-oak.gcs')] });
    expect(imported.imported[0].catalogue).toEqual(["Sling Stone is the catalogue's Sling Stone: the inventory counts 1 lb each, the file says 0.5 lb."]);
  });

  it('adds the items to the campaign catalogue once, so a second import stacks on the same entries', () => {
    const { items } = ok<{ items: { name: string }[] }>(backend, 'catalogue.list', { campaignId: answer.party.campaignId });
    expect(items.filter((i) => i.name === 'Sling Stone')).toHaveLength(1);
    expect(items.filter((i) => i.name.startsWith('Mail shirt'))).toHaveLength(1);
  });

  it('answers each file with the figures Lantern works out otherwise and the notes for the GM', () => {
    const [tamsin, oak] = answer.imported;
    // Combat Reflexes and Striking ST are on the sheet now: Dodge 10 and thrust 1d as GCS has them.
    expect(tamsin.differences.map((d) => d.key)).toEqual([]);
    expect(oak.notes).toContain('Apply by hand (Lantern does not work these out): Vow.');
    expect(member('Brother Oak').sheet.traits).toEqual({ hardToKill: 2 });
    expect(member('Brother Oak').sheet.notes).toContain('Trait: Vow [-5] (Never to shed blood with an edge)');
  });

  it('is one journal entry, which undo takes back whole', () => {
    const { entries } = ok<{ entries: { summary: string; kind: string }[] }>(backend, 'journal.list', { campaignId: answer.party.campaignId, limit: 1 });
    expect(entries[0]).toMatchObject({ kind: 'party', summary: 'GCS import: Tamsin Vale, Brother Oak join The Mismatched Company' });
  });
});

describe('member.importGcs: all or nothing', () => {
  it('undo removes every member, stack and catalogue item the import added; redo brings them back', () => {
    const { backend, campaignId, partyId } = giants();
    const before = gameState(backend);
    ok(backend, 'member.importGcs', { partyId, files: [gcs('tamsin-vale.gcs'), gcs('brother-oak.gcs')] });
    const after = gameState(backend);
    ok(backend, 'journal.undo', { campaignId });
    expect(gameState(backend)).toEqual(before);
    ok(backend, 'journal.redo', { campaignId });
    expect(gameState(backend)).toEqual(after);
  });

  it('refuses a bad file among good ones, naming the file and the place in it, and imports none of them', () => {
    const { backend, partyId } = giants();
    const before = snapshot(backend);
    const answer = backend.router.call('member.importGcs', {
      partyId,
      files: [gcs('tamsin-vale.gcs'), gcs('missing-skill-level.gcs'), gcs('brother-oak.gcs')],
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('invalid_input');
    expect(answer.error.message).toMatch(/^files\.1: missing-skill-level\.gcs: skills\[\d+\](\.children\[\d+\])*\.calc\.level: /);
    expect(answer.error.path.slice(0, 3)).toEqual(['files', 1, 'skills']);
    expect(snapshot(backend)).toEqual(before);
  });

  it.each([
    ['not-json.gcs', /^files\.0: not-json\.gcs: \(the whole file\): /],
    ['version-6.gcs', /^files\.0: version-6\.gcs: version: /],
    ['st-zero.gcs', /^files\.0: st-zero\.gcs: attributes\[0\]/],
  ])('refuses %s with its place', (name, message) => {
    const { backend, partyId } = giants();
    const before = snapshot(backend);
    const answer = backend.router.call('member.importGcs', { partyId, files: [gcs(name)] });
    expect(answer.ok ? null : answer.error.message).toMatch(message);
    expect(snapshot(backend)).toEqual(before);
  });

  it('refuses a file nested absurdly deep with its place, in the party and the bestiary, instead of overflowing the stack', () => {
    const { backend, campaignId, partyId } = giants();
    const before = snapshot(backend);
    const depth = 30_000;
    const nested = '{"name":"g","children":['.repeat(depth) + '{"name":"x"}' + ']}'.repeat(depth);
    const text = gcs('brother-oak.gcs').text.replace('"traits": [', `"traits": [${nested},`);
    for (const [method, input] of [['member.importGcs', { partyId }], ['bestiary.importGcs', { campaignId }]] as const) {
      const answer = backend.router.call(method, { ...input, files: [{ name: 'deep.gcs', text }] });
      expect(answer.ok ? null : [answer.error.code, answer.error.message]).toEqual([
        'invalid_input',
        'files.0: deep.gcs: traits[0].children[0].children[0].children[0]: from here on, lists and objects nest more than 100 deep; GCS 5 never writes that',
      ]);
    }
    expect(snapshot(backend)).toEqual(before);
  });

  it('refuses a campaign on another rules system, saying why', () => {
    const { backend, partyId } = demo(/Shell/);
    const before = snapshot(backend);
    const answer = backend.router.call('member.importGcs', { partyId, files: [gcs('tamsin-vale.gcs')] });
    expect(answer).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_input', path: ['partyId'], message: 'partyId: GCS files hold GURPS characters, and this campaign plays The Shell System' }),
    });
    expect(snapshot(backend)).toEqual(before);
  });

  it('keeps to its limits with a clear error, not a crash: no files, too many, too long a text', () => {
    const { backend, partyId } = giants();
    const error = (files: unknown) => {
      const answer = backend.router.call('member.importGcs', { partyId, files });
      return answer.ok ? null : [answer.error.code, answer.error.message];
    };
    expect(error([])).toEqual(['invalid_input', 'files: must hold at least one file']);
    expect(error(Array.from({ length: 21 }, () => gcs('brother-oak.gcs')))).toEqual(['invalid_input', 'files: must be at most 20 files']);
    expect(error([{ name: 'huge.gcs', text: 'x'.repeat(900_001) }])).toEqual(['invalid_input', 'files.0.text: must be at most 900,000 characters']);
  });
});

describe('bestiary.importGcs: a GCS monster into the GURPS demo bestiary', () => {
  it('adds the Cave Troll with its stat block (Linear Scale 1.5 for SM +1 under GULLIVER) and notes, one undoable entry', () => {
    const { backend, campaignId } = giants();
    const before = gameState(backend);
    const answer = ok<MethodOutput<'bestiary.importGcs'>>(backend, 'bestiary.importGcs', { campaignId, files: [gcs('cave-troll.gcs')] });
    const troll = answer.entries.find((e: BestiaryEntry) => e.name === 'Cave Troll')!;
    expect(answer.imported).toEqual([{ file: 'cave-troll.gcs', id: troll.id, name: 'Cave Troll', notes: expect.arrayContaining(['Trait: Bad Temper [-10]']) }]);
    expect(troll.statBlock).toMatchObject({ attributes: { st: 20, dx: 11, iq: 7, ht: 13 }, hp: 24, fp: 13, basicSpeed: 6, dodge: 9, dr: 3, sm: 1, linearScale: 1.5 });
    expect((troll.statBlock as { weapons: { name: string }[] }).weapons.map((w) => w.name)).toEqual(['Large Club (Swung)', 'Claws, Sharp (Claw)', 'Teeth, Sharp (Bite)']);
    expect(troll.notes).toContain('Skills: Brawling 14, Tracking 9.');
    const { entries } = ok<{ entries: { summary: string }[] }>(backend, 'journal.list', { campaignId, limit: 1 });
    expect(entries[0].summary).toBe('Bestiary: 1 foe from GCS (Cave Troll)');
    ok(backend, 'journal.undo', { campaignId });
    expect(gameState(backend)).toEqual(before);
  });

  it('refuses a campaign on another system, and a bad file by name and place', () => {
    const keep = demo(/Lantern Keep/);
    expect(keep.backend.router.call('bestiary.importGcs', { campaignId: keep.campaignId, files: [gcs('cave-troll.gcs')] })).toMatchObject({
      ok: false,
      error: { path: ['campaignId'], message: 'campaignId: GCS files hold GURPS characters, and this campaign plays Basic Fantasy RPG' },
    });
    const { backend, campaignId } = giants();
    const before = snapshot(backend);
    const answer = backend.router.call('bestiary.importGcs', { campaignId, files: [gcs('cave-troll.gcs'), gcs('negative-weight.gcs')] });
    expect(answer.ok ? null : answer.error.message).toMatch(/^files\.1: negative-weight\.gcs: equipment\[\d+\]/);
    expect(snapshot(backend)).toEqual(before);
  });
});
