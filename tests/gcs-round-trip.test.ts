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
const CHARACTERS = ['dfa-basic-warrior.gcs', 'louis-dantares-excerpt.gcs', 'tamsin-vale.gcs', 'brother-oak.gcs', 'dfrpg-ogre.gcs', 'dfrpg-bear.gcs'];

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
