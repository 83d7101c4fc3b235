import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GurpsCharacterSheet } from '../src-shared/contract';
import { exportGcsCharacter, translateGcsCharacter } from '../src-main/import/gcs';

// A member written back as a GCS 5 file and imported again comes back with the same
// figures: attributes, bought secondary figures, skills, weapons with their damage,
// current HP and FP, and the carried items. (What GCS itself shows on opening the
// file cannot be tested here; the file follows GCS 5's own format.)

const imported = translateGcsCharacter(readFileSync(join(__dirname, 'fixtures', 'gcs', 'dfa-basic-warrior.gcs'), 'utf8'), 'Basic Warrior.gcs', { gulliver: false });
const sheet = imported.member.sheet as GurpsCharacterSheet;
const items = (imported.member as { items: { quantity: number; worn: boolean; readied: boolean; key: string; name: string; weightLb: number; costGp: number; category: string }[] }).items;

describe('export to GCS and import again', () => {
  const text = exportGcsCharacter({
    name: 'Donn Estevane',
    sheet,
    hp: { current: 7 },
    fp: { current: 9 },
    items: items.map(({ quantity, worn, readied, key }) => ({ definition: imported.items.find((d) => d.key === key)!, quantity, worn, readied })),
  });
  const again = translateGcsCharacter(text, 'Donn Estevane.gcs', { gulliver: false });
  const back = again.member.sheet as GurpsCharacterSheet;

  it('is a GCS 5 file: data version 5, attributes with adj and calc, skills with their level', () => {
    const json = JSON.parse(text) as { version: number; attributes: { attr_id: string; adj: number; calc: { value: number; current?: number } }[] };
    expect(json.version).toBe(5);
    expect(json.attributes.find((a) => a.attr_id === 'hp')).toEqual({ attr_id: 'hp', adj: 0, calc: { value: 13, current: 7 } });
  });

  it('gives back the same attributes, secondary figures, skills and weapons', () => {
    expect(back.attributes).toEqual(sheet.attributes);
    expect(back.secondary).toEqual(sheet.secondary);
    expect(back.skills).toEqual(sheet.skills);
    expect(back.weapons.map((w) => [w.name, w.damage, w.type, w.parry, w.skill])).toEqual(sheet.weapons.map((w) => [w.name, w.damage, w.type, w.parry, w.skill]));
    expect(back.nightVision).toBe(sheet.nightVision);
  });

  it("writes each skill's points as GCS wrote them, priced from its level over DX 13 (Basic Set p. 170): Bow 2, Brawling 2, Broadsword 8, Shield 2", () => {
    const json = JSON.parse(text) as { skills: { name: string; specialization?: string; difficulty: string; points: number }[] };
    expect(json.skills.map((s) => [s.name, s.specialization, s.difficulty, s.points])).toEqual([
      ['Bow', undefined, 'dx/a', 2],
      ['Brawling', undefined, 'dx/e', 2],
      ['Broadsword', undefined, 'dx/a', 8],
      // The file holds name "Shield" and specialization "Shield" apart, as GCS wrote them; Lantern shows "Shield (Shield)".
      ['Shield', 'Shield', 'dx/e', 2],
    ]);
  });

  it('keeps the wounds and the fatigue: HP 7 of 13, FP 9 of 12', () => {
    expect(again.member.hp).toEqual({ current: 7, max: 13 });
    expect(again.fp).toEqual({ current: 9, max: 12 });
  });

  it('carries the same items in the same numbers', () => {
    const itemsBack = (again.member as { items: { name: string; quantity: number }[] }).items;
    expect(itemsBack.map((i) => [i.name, i.quantity])).toEqual(items.map((i) => [i.name, i.quantity]));
  });

  it('the Small Shield comes back readied with its Defense Bonus 1 (GCS: +1 Dodge, Parry and Block while equipped)', () => {
    const shield = (again.member as { items: { name: string; readied: boolean; defenseBonus?: number }[] }).items.find((i) => i.name === 'Small Shield');
    expect(shield).toMatchObject({ readied: true, defenseBonus: 1 });
  });
});

describe('export keeps the species, the traits Lantern applies and DR by location (issue 27: an elf came back "Human")', () => {
  const elf: GurpsCharacterSheet = {
    ...sheet,
    species: 'Elf',
    dr: 2,
    drByLocation: { skull: 4, face: 0 },
    traits: { combatReflexes: true, painThreshold: 'high', fitness: 'fit', enhancedDodge: 1, hardToKill: 2, hardToSubdue: 3, extraAttack: 1, darkVision: true, strikingSt: 2 },
  };
  const text = exportGcsCharacter({ gcsId: 'CelfArcher0000001', name: 'Ilweth', sheet: elf, hp: null, fp: null, items: [] });
  const again = translateGcsCharacter(text, 'Ilweth.gcs', { gulliver: false });
  const back = again.member.sheet as GurpsCharacterSheet;

  it('the Elf comes back an Elf, under the id of the file it came from', () => {
    expect(back.species).toBe('Elf');
    expect(again.gcsId).toBe('CelfArcher0000001');
  });

  it('every trait comes back with its level: Combat Reflexes, High Pain Threshold, Fit, Enhanced Dodge 1, Hard to Kill 2, Hard to Subdue 3, Extra Attack 1, Dark Vision, Striking ST +2', () => {
    expect(back.traits).toEqual(elf.traits);
    expect(again.differences).toEqual([]);
  });

  it('DR 2 on the body, 4 on the skull (6 with its bone), none on the face', () => {
    expect(back.dr).toBe(2);
    expect(back.drByLocation).toEqual({ skull: 4, face: 0 });
  });
});
