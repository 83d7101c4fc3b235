import { describe, expect, it } from 'vitest';
import { checker, GcsImportError } from './errors';
import type { GcsWeapon } from './parse';
import { isMelee, translateWeapon, type WeaponResult } from './weapons';

const context = { st: 10, skills: new Map([['broadsword', 14]]), parryLeftOutIsZero: false, damage: { st: 10, bonuses: [] }, defenses: { dodge: { bonus: 0, counted: '', traits: [], gear: [] }, parry: { bonus: 0, counted: '', traits: [], gear: [] }, block: { bonus: 0, counted: '', traits: [], gear: [] } }, keepsBlock: false };
const check = checker('test.gcs');
const run = (weapon: GcsWeapon, owner = 'Thing'): WeaponResult => translateWeapon({ weapon, path: ['equipment', 0, 'weapons', 0], owner }, context, check);
const ok = (result: WeaponResult) => {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('GCS weapons in Lantern shape', () => {
  it('tells melee from ranged by the id, the old type field, or the range', () => {
    expect(isMelee({ id: 'wAbc' })).toBe(true);
    expect(isMelee({ id: 'WAbc' })).toBe(false);
    expect(isMelee({ type: 'melee_weapon' })).toBe(true);
    expect(isMelee({ type: 'ranged_weapon' })).toBe(false);
    expect(isMelee({ range: '100/150' })).toBe(false);
  });

  it('writes fixed dice and falls back on the damage GCS worked out', () => {
    expect(ok(run({ id: 'W1', damage: { type: 'pi', base: '2d+2' }, accuracy: '2', range: '150/1,850', calc: { level: 12 } })).weapon).toEqual({
      name: 'Thing',
      damage: '2d+2',
      type: 'pi',
      parry: null,
      unbalanced: false,
      ranged: { acc: 2, halfDamage: 150, max: 1850, bulk: -2, thrown: false },
    });
    expect(ok(run({ id: 'w1', damage: { type: 'cut', st: 'sw', base: '1d' }, calc: { damage: '2d+1 cut' } })).weapon.damage).toBe('2d+1');
  });

  it('keeps what it cannot hold in the note: an armour divisor, a follow-up type, a scope', () => {
    const rifle = ok(run({ id: 'W1', damage: { type: 'pi ex', base: '4d', armor_divisor: 2 }, accuracy: '4+1', range: '300/2000', bulk: '-15' }, 'Rifle'));
    expect(rifle.weapon).toMatchObject({ damage: '4d', type: 'pi', ranged: { acc: 4, bulk: -10 } });
    expect(rifle.note).toBe('Rifle: armour divisor (2), damage also "ex", Acc 4+1 (the scope\'s bonus is left out), Bulk -15 kept as -10');
  });

  it('names the sheet skill when its level is the weapon level, and keeps the number otherwise', () => {
    const sword = (level: number) => run({ id: 'w1', damage: { type: 'cut', st: 'sw', base: '1' }, parry: '0', defaults: [{ type: 'skill', name: 'Broadsword' }], calc: { level } });
    expect(ok(sword(14)).skill).toBe('Broadsword');
    expect(ok(sword(13))).toMatchObject({ skill: null, level: 13 });
  });

  it('leaves out a weapon whose damage type or dice Lantern cannot hold, saying why', () => {
    expect(run({ id: 'w1', damage: { type: 'fat', st: 'thr' } }, 'Sap')).toEqual({ ok: false, reason: 'Sap: damage type "fat" is not one Lantern\'s combat knows' });
    expect(run({ id: 'W1', damage: { type: 'cr', base: '6dx10' }, range: '200/2000', calc: { damage: '6dx10(10) cr ex' } }, 'ATGM')).toEqual({
      ok: false,
      reason: 'ATGM: damage "6dx10(10) cr ex" cannot be written as sw or thr with adds, or plain dice',
    });
    expect(run({ id: 'W1', damage: { type: 'imp', st: 'thr' }, range: 'special' }, 'Net')).toEqual({ ok: false, reason: 'Net: range "special" is not 1/2D and Max in yards' });
  });

  it('refuses a parry or a level beyond what Lantern keeps, with the path', () => {
    const refused = (weapon: GcsWeapon) => {
      try {
        run(weapon, 'Odd');
      } catch (error) {
        return error as GcsImportError;
      }
      throw new Error('accepted');
    };
    expect(refused({ id: 'w1', damage: { type: 'cr', st: 'sw' }, parry: '+7' }).message).toBe(
      'test.gcs: equipment[0].weapons[0].parry: Odd: a parry of +7 cannot be imported: Lantern keeps parry bonuses from -5 to +5',
    );
    expect(refused({ id: 'w1', damage: { type: 'cr', st: 'sw' }, calc: { level: 99 } }).path).toBe('equipment[0].weapons[0].calc.level');
  });
});
