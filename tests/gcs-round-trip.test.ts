import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MethodOutput, PartyView } from '../src-shared/contract';
import { memoryBackend, ok } from './helpers/backend';

// Issue 39: a member read from a GCS file goes back as that file, changed only where
// play changed it. GCS reads every field of its file, so the test compares the whole
// JSON: nothing is left out of the comparison. (The text's layout may differ: GCS and
// Lantern both indent with tabs, and JSON readers ignore layout.)

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'gcs', name), 'utf8');

/** The character files among the fixtures: GCS's own samples and the hand-written ones. */
const CHARACTERS = ['dfa-basic-warrior.gcs', 'louis-dantares-excerpt.gcs', 'tamsin-vale.gcs', 'brother-oak.gcs', 'dfrpg-ogre.gcs', 'dfrpg-bear.gcs', 'high-elf-swashbuckler-excerpt.gcs'];

function giants() {
  const backend = memoryBackend({ freshSeed: () => 'gcs-round-trip' });
  const { campaigns } = ok<{ campaigns: { id: number; name: string }[] }>(backend, 'campaign.list');
  const campaignId = campaigns.find((c) => /Giants in the Barrow/.test(c.name))!.id;
  const { parties } = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId });
  return { backend, campaignId, partyId: parties[0].id };
}

/** Every place two JSON values differ, as paths ("attributes.14.damage"). */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (a === b) return [];
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return [at];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], at ? `${at}.${k}` : k));
}

describe('a GCS file imported and exported untouched comes back equal in every field', () => {
  const { backend, partyId } = giants();
  for (const name of CHARACTERS) {
    it(name, () => {
      const text = fixture(name);
      const { imported } = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name, text }] });
      const exported = ok<MethodOutput<'member.exportGcs'>>(backend, 'member.exportGcs', { memberId: imported[0].memberId });
      expect(differences(JSON.parse(text), JSON.parse(exported.text))).toEqual([]);
      expect(JSON.parse(exported.text)).toEqual(JSON.parse(text));
    });
  }
});

describe('after an evening of play, the export differs from the file only in what play changed', () => {
  const { backend, campaignId, partyId } = giants();
  const text = fixture('dfa-basic-warrior.gcs');
  const original = JSON.parse(text) as {
    attributes: { attr_id: string; calc: { value: number; current?: number } }[];
    skills: { name: string; points: number; calc: { level: number } }[];
    equipment: { description: string; quantity?: number }[];
    total_points: number;
    points_record: unknown[];
  };
  const { imported } = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name: 'Basic Warrior.gcs', text }] });
  const memberId = imported[0].memberId;
  const donn = () => ok<PartyView>(backend, 'party.get', { partyId }).members.find((m) => m.id === memberId)!;

  // Play: a blow takes HP 13 to 8, a march FP 12 to 10, he picks up three torches and burns one, and he
  // earns 10 character points and spends 4 of them raising Broadsword 15 to 16 (Average, DX+2 to DX+3: 12 - 8 = 4 points, Basic Set p. 170).
  ok(backend, 'member.update', { memberId, hpBy: -5, fpBy: -2 });
  const { items: catalogue } = ok<{ items: { id: number; name: string }[] }>(backend, 'catalogue.list', { campaignId });
  const torch = catalogue.find((i) => /^torch/i.test(i.name))!;
  ok(backend, 'inventory.add', { to: { memberId }, itemId: torch.id, quantity: 3 });
  const torches = donn().items.find((s) => s.item.id === torch.id)!;
  ok(backend, 'inventory.update', { stackId: torches.id, quantity: 2 });
  ok(backend, 'experience.award', { memberIds: [memberId], amount: 10, for: 'The barrow cleared' });
  ok(backend, 'experience.spend', { memberId, raise: 'skill:Broadsword' });
  const exported = JSON.parse(ok<MethodOutput<'member.exportGcs'>>(backend, 'member.exportGcs', { memberId }).text) as typeof original;

  const hpAt = original.attributes.findIndex((a) => a.attr_id === 'hp');
  const fpAt = original.attributes.findIndex((a) => a.attr_id === 'fp');
  const swordAt = original.skills.findIndex((s) => s.name === 'Broadsword');

  it('changes HP, FP, Broadsword, the torches and the points, and nothing else', () => {
    expect(differences(original, exported).sort()).toEqual(
      [
        `attributes.${hpAt}.damage`,
        `attributes.${hpAt}.calc.current`,
        `attributes.${fpAt}.damage`,
        `attributes.${fpAt}.calc.current`,
        `skills.${swordAt}.points`,
        `skills.${swordAt}.calc.level`,
        // The sword's two attacks at Broadsword: GCS's worked-out levels move with the skill.
        'equipment.0.weapons.0.calc.level',
        'equipment.0.weapons.1.calc.level',
        `equipment.${original.equipment.length}`,
        'total_points',
        'points_record.0.when',
        'points_record.0.points',
        'points_record.0.reason',
        'points_record.1',
      ].sort(),
    );
  });

  it('HP 8 of 13 (damage 5), FP 10 of 12 (damage 2), as GCS keeps its pools', () => {
    expect(exported.attributes[hpAt]).toMatchObject({ damage: 5, calc: { value: 13, current: 8 } });
    expect(exported.attributes[fpAt]).toMatchObject({ damage: 2, calc: { value: 12, current: 10 } });
  });

  it('Broadsword 16 on 4 more points; the 10 points earned added to the total and recorded, the first record kept', () => {
    expect(exported.skills[swordAt].calc.level).toBe(original.skills[swordAt].calc.level + 1);
    expect(exported.skills[swordAt].points).toBe(original.skills[swordAt].points + 4);
    expect(exported.total_points).toBe(original.total_points + 10);
    expect(exported.points_record[0]).toMatchObject({ points: 10, reason: 'Earned in play (Lantern)' });
    expect(exported.points_record[1]).toEqual(original.points_record[0]);
  });

  it('the two torches left after play are a new row at the end', () => {
    expect(exported.equipment.at(-1)).toMatchObject({ description: torch.name, quantity: 2 });
  });

  it('read in again, the file gives the member as play left him', () => {
    const again = ok<MethodOutput<'member.gcsMatches'>>(backend, 'member.gcsMatches', { partyId, files: [{ name: 'Basic Warrior.gcs', text: JSON.stringify(exported) }] });
    expect(again.files[0].match).toMatchObject({ memberId, changes: [] });
  });
});

describe("Louis d'Antares (GCS's Basic Set sample): what traits add to skills is not bought, as GCS counts it", () => {
  const { backend, partyId } = giants();
  const { imported } = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name: 'louis.gcs', text: fixture('louis-dantares-excerpt.gcs') }] });
  const memberId = imported[0].memberId;
  const louis = () => ok<PartyView>(backend, 'party.get', { partyId }).members.find((m) => m.id === memberId)!;
  const sheet = louis().sheet as { skills: { name: string; level: number; bonus?: number; technique?: unknown }[]; frightCheck?: number; senses?: unknown; pointTotal?: number };
  const raise = (label: string) => louis().points!.raises.find((r) => r.key === `skill:${label}`)!;

  it('keeps the levels traits add: Leadership +4 (Charisma 2, Smooth Operator 2), Savoir-Faire +2, Sex Appeal +2, Fast-Draw +1 (Combat Reflexes)', () => {
    const bonus = Object.fromEntries(sheet.skills.map((s) => [s.name, s.bonus ?? 0]));
    expect(bonus).toEqual({ 'Fast-Draw (Force Sword)': 1, Feint: 0, 'Force Sword': 0, Leadership: 4, Rapier: 0, 'Savoir-Faire (High Society)': 2, 'Sex Appeal': 2 });
  });

  it('keeps Feint as a Hard technique bought up from Force Sword', () => {
    expect(sheet.skills.find((s) => s.name === 'Feint')).toEqual({ name: 'Feint', level: 19, difficulty: 'H', technique: { of: 'Force Sword', modifier: 0 } });
  });

  // Basic Set p. 170: the next level of an Average skill at IQ+0 costs 4 - 2 = 2, of an Easy one at IQ+2 8 - 4 = 4,
  // of an Average one at HT-1 2 - 1 = 1, of an Easy one at DX+1 4 - 2 = 2; p. 230: a Hard technique at +2 (3 points) to +3 (4 points) costs 1.
  it('prices the next level from the points the file holds: Leadership 2, Savoir-Faire 4, Sex Appeal 1, Fast-Draw 2, Feint 1', () => {
    expect(['Leadership', 'Savoir-Faire (High Society)', 'Sex Appeal', 'Fast-Draw (Force Sword)', 'Feint'].map((n) => [n, raise(n).from, raise(n).to, raise(n).cost])).toEqual([
      ['Leadership', '15', '16', 2],
      ['Savoir-Faire (High Society)', '15', '16', 4],
      ['Sex Appeal', '13', '14', 1],
      ['Fast-Draw (Force Sword)', '16', '17', 2],
      ['Feint', '19', '20', 1],
    ]);
    expect(raise('Leadership').formula).toBe('Leadership (Average) IQ to IQ+1, +4 from traits: 4 - 2 points');
  });

  it('keeps Fright Check 14 (Will 12, Combat Reflexes +2) and the point total 250', () => {
    expect(sheet.frightCheck).toBe(2);
    expect(sheet.senses).toBeUndefined();
    expect(sheet.pointTotal).toBe(250);
  });

  it('raising Force Sword for points carries Feint with it, and the export writes the points GCS counts', () => {
    ok(backend, 'experience.award', { memberIds: [memberId], amount: 5, for: 'A duel won' });
    ok(backend, 'experience.spend', { memberId, raise: 'skill:Force Sword' });
    const skills = (louis().sheet as typeof sheet).skills;
    expect(skills.find((s) => s.name === 'Feint')!.level).toBe(20);
    const json = JSON.parse(ok<MethodOutput<'member.exportGcs'>>(backend, 'member.exportGcs', { memberId }).text) as { skills: { name: string; points: number; calc: { level: number } }[]; total_points: number };
    // Force Sword DX+3 (12 points) to DX+4 (16 points); Feint's points stay 3 though its level rises with its skill.
    expect(json.skills.map((s) => [s.name, s.points, s.calc.level])).toEqual([
      ['Fast-Draw', 2, 16],
      ['Feint', 3, 20],
      ['Force Sword', 16, 18],
      ['Leadership', 2, 15],
      ['Rapier', 2, 14],
      ['Savoir-Faire', 4, 15],
      ['Sex Appeal', 1, 13],
    ]);
    expect(json.total_points).toBe(255);
  });
});

describe('an update compares with what the member carries now: a shield added in play and then in the file comes once (issue 39)', () => {
  const { backend, campaignId, partyId } = giants();
  // Louis's file carries nothing; the GM gives him a Medium shield in play.
  const text = fixture('louis-dantares-excerpt.gcs');
  const { imported } = ok<MethodOutput<'member.importGcs'>>(backend, 'member.importGcs', { partyId, files: [{ name: 'louis.gcs', text }] });
  const memberId = imported[0].memberId;
  const shields = () => ok<PartyView>(backend, 'party.get', { partyId }).members.find((m) => m.id === memberId)!.items.filter((s) => s.item.name === 'Medium shield');
  const { items: catalogue } = ok<{ items: { id: number; name: string }[] }>(backend, 'catalogue.list', { campaignId });
  ok(backend, 'inventory.add', { to: { memberId }, itemId: catalogue.find((i) => i.name === 'Medium shield')!.id, quantity: 1 });
  // The player writes the same shield into the GCS file.
  const json = JSON.parse(text) as { equipment?: unknown[] };
  json.equipment = [{ id: 'eMediumShield0001', description: 'Medium Shield', quantity: 1, equipped: true, base_weight: '15 lb', base_value: '60' }];
  const later = { name: 'louis.gcs', text: JSON.stringify(json) };

  it('the offer shows the shield she carries now, 1, staying 1', () => {
    const { files } = ok<MethodOutput<'member.gcsMatches'>>(backend, 'member.gcsMatches', { partyId, files: [later] });
    expect(files[0].match!.changes.filter((c) => c.label.startsWith('Carried'))).toEqual([]);
  });

  it('the update gives no second shield', () => {
    ok(backend, 'member.updateFromGcs', { memberId, file: later });
    expect(shields().reduce((n, s) => n + s.quantity, 0)).toBe(1);
  });
});
