import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GurpsCharacterSheet } from '../src-shared/contract';
import { exportGcsCharacter, translateGcsCharacter, translateGcsMonster } from '../src-main/import/gcs';
import { checker } from '../src-main/import/gcs/errors';
import { parseGcsFile } from '../src-main/import/gcs/parse';
import { translateWeapon } from '../src-main/import/gcs/weapons';

// Issue 39, the marks of GCS's weapon rows that play needs. The seed (000, GURPS Lite's rules
// chapter) has no weapon tables; the marks are the notes to the Basic Set's Melee Weapon Table
// (pp. B271-B274): "‡" after the ST, two hands and unready after each attack unless the wielder
// has 1.5 times that ST (rounded up); "F" after the Parry, a fencing weapon.
// Files: dfrpg-ogre.gcs is richardwilkes/gcs_master_library's "Dungeon Fantasy RPG/Monsters/Ogre.gcs"
// unchanged; high-elf-swashbuckler-excerpt.gcs is that library's "Dungeon Fantasy Adventure 1/Rivals/
// Aristocrat - High Elf Swashbuckler.gcs" with rows left out (portrait, notes, most traits and
// skills, other equipment), every row kept as GCS wrote it.

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'gcs', name), 'utf8');

describe("the Ogre's Maul (ST 13‡) in the real Ogre.gcs", () => {
  const ogre = translateGcsMonster(fixture('dfrpg-ogre.gcs'), 'Ogre.gcs');
  const maul = ogre.statBlock.weapons.find((w) => w.name === 'Maul (Swung)')!;

  it('stays ready after a swing: the ogre has ST 20, and 1.5 x 13 rounds up to 20', () => {
    expect(ogre.statBlock.attributes.st).toBe(20);
    expect(maul.mustReady).toBeUndefined();
    expect(ogre.notes).toContain('Weapon Maul (Swung): reach 1-2*, ST 13‡: stays ready after an attack at ST 20 (20 or more).');
  });

  it('the same row for a wielder of ST 19 is unready after each attack', () => {
    const file = parseGcsFile(fixture('dfrpg-ogre.gcs'), 'Ogre.gcs');
    const row = file.equipment!.find((e) => e.description === 'Maul')!.weapons![0];
    const none = { bonus: 0, counted: '', traits: [], gear: [] };
    const context = { st: 19, skills: new Map<string, number>(), parryLeftOutIsZero: false, damage: { st: 19, bonuses: [] }, defenses: { dodge: none, parry: none, block: none }, keepsBlock: true };
    const result = translateWeapon({ weapon: row, path: ['equipment', 0, 'weapons', 0], owner: 'Maul' }, context, checker('Ogre.gcs'));
    expect(result.ok && result.value.weapon).toMatchObject({ name: 'Maul (Swung)', damage: 'sw+5', unbalanced: false, mustReady: true });
    expect(result.ok && result.value.note).toBe('Maul (Swung): reach 1-2*, ST 13‡: unready after each attack below ST 20');
  });
});

describe('the High Elf swashbuckler (a real DFA1 rival): a fencing rapier and her ancestry', () => {
  const imported = translateGcsCharacter(fixture('high-elf-swashbuckler-excerpt.gcs'), 'Aylassa.gcs', { gulliver: false });
  const sheet = imported.member.sheet as GurpsCharacterSheet;

  it('the Rapier ("0F", calc "16F") is a fencing weapon; the buckler is not', () => {
    expect(sheet.weapons.map((w) => [w.name, w.fencing ?? false])).toEqual([
      ['Rapier (Thrust)', true],
      ['Light Buckler', false],
    ]);
    expect(sheet.weapons[0]).toMatchObject({ skill: 'Rapier', damage: 'thr+1', type: 'imp', parry: 0 });
  });

  it('is a High Elf, the name of the ancestry container GCS wrote (its "ancestry": "Human" only names the name generator)', () => {
    expect(sheet.species).toBe('High Elf');
  });

  it('a fencing weapon goes back to GCS with its "F" (a sheet exported without its file)', () => {
    const text = exportGcsCharacter({ name: 'Aylassa', sheet, hp: null, fp: null, items: [] });
    const json = JSON.parse(text) as { equipment?: { weapons?: { parry?: string }[] }[]; traits?: { weapons?: { parry?: string }[] }[] };
    const parries = [...(json.equipment ?? []), ...(json.traits ?? [])].flatMap((row) => (row.weapons ?? []).map((w) => w.parry));
    expect(parries).toContain('0F');
    const back = translateGcsCharacter(text, 'Aylassa.gcs', { gulliver: false }).member.sheet as GurpsCharacterSheet;
    expect(back.weapons.find((w) => w.name === 'Rapier (Thrust)')?.fencing).toBe(true);
  });
});
