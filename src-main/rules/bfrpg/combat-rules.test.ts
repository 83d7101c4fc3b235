import { describe, expect, it } from 'vitest';
import type { Fighter } from '../ruleset';
import { scriptedRng } from '../testing/scripted-rng';
import { bfrpgCombat as combat } from './combat-rules';

// The Basic Fantasy chapter in the seeds (003_8f80a070c789886f.txt) has no combat rules:
// initiative here is the core game's (a d6 per side, or per combatant plus the DEX
// bonus, every round), and hits and damage are the GM's calls that Lantern records.

const fighter = (id: number, side: 'party' | 'foes', dex = 10, hp = 8): Fighter => ({
  id,
  name: `F${id}`,
  side,
  stats: { dex, ac: 12, attacks: [{ name: 'Club', damage: '1d6' }], morale: 7 },
  state: {},
  pools: { hp: { current: hp, max: hp }, fp: null },
  out: false,
});

describe('initiative (Basic Fantasy core rules, not in the shared text)', () => {
  it('by side: the higher d6 acts first, members keep their order', () => {
    const r = combat.rollInitiative([fighter(1, 'party'), fighter(2, 'party'), fighter(3, 'foes')], {}, scriptedRng([2, 5]));
    expect(r.order.map((o) => o.id)).toEqual([3, 1, 2]);
    expect(r.rolls.map((x) => [x.label, x.roll.total])).toEqual([
      ['Initiative: the party', 2],
      ['Initiative: the foes', 5],
    ]);
  });

  it('by side: a tie rolls again, and each roll is kept', () => {
    const r = combat.rollInitiative([fighter(1, 'party'), fighter(3, 'foes')], {}, scriptedRng([4, 4, 6, 1]));
    expect(r.order.map((o) => o.id)).toEqual([1, 3]);
    expect(r.rolls).toHaveLength(4);
    expect(r.rolls[2].label).toBe('Initiative (tie, again): the party');
  });

  it('by combatant: a d6 plus the DEX bonus (DEX 16 is +2, supplement A1); ties roll again among themselves', () => {
    const r = combat.rollInitiative([fighter(1, 'party', 16), fighter(2, 'party', 10), fighter(3, 'foes', 10)], { mode: 'individual' }, scriptedRng([3, 5, 5, 2, 6, 4]));
    // F1 3 + 2 = 5, F2 5, F3 5: all tie, so all roll again: F1 2, F2 6, F3 4.
    expect(r.order.map((o) => o.id)).toEqual([2, 3, 1]);
    expect(r.order.map((o) => o.score)).toEqual([5, 5, 5]);
    expect(r.rolls.map((x) => x.roll.total)).toEqual([3, 5, 5, 2, 6, 4]);
  });

  it('a skipped (out) combatant takes no part', () => {
    const down = { ...fighter(2, 'party'), out: true };
    const r = combat.rollInitiative([fighter(1, 'party'), down, fighter(3, 'foes')], {}, scriptedRng([6, 1]));
    expect(r.order.map((o) => o.id)).toEqual([1, 3]);
  });
});

describe('foes and the GM\'s hits', () => {
  it('rolls a foe\'s hit points from its hit dice (d8 each, a d4 for half a die) unless given', () => {
    const goblin = combat.foe(combat.statBlockSchema.parse({ hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }] }), scriptedRng([5]));
    expect(goblin.hpMax).toBe(5);
    expect(goblin.rolls[0].roll.expression).toBe('1d8');
    const rat = combat.foe(combat.statBlockSchema.parse({ hitDice: 0.5 }), scriptedRng([3]));
    expect(rat).toMatchObject({ hpMax: 3, fpMax: null });
    expect(combat.foe(combat.statBlockSchema.parse({ hitDice: 3, hp: 14 }), scriptedRng([])).hpMax).toBe(14);
  });

  it('a hit rolls the damage the GM names and takes it off; at 0 HP the foe is down', () => {
    const hit = combat.attack(fighter(1, 'party'), fighter(3, 'foes', 10, 4), { with: 'Club', outcome: 'hit', damage: '1d6' }, scriptedRng([4]));
    expect(hit.summary).toBe('F1 hits F3 with Club for 4');
    expect(hit.changes).toEqual([{ id: 3, hp: 0, out: true }]);
    expect(hit.notes).toContain('F3 is down.');
    const given = combat.attack(fighter(1, 'party'), fighter(3, 'foes'), { with: '', outcome: 'hit', damage: '3' }, scriptedRng([]));
    expect(given.changes).toEqual([{ id: 3, hp: 5 }]);
    expect(combat.attack(fighter(1, 'party'), fighter(3, 'foes'), { with: '', outcome: 'miss' }, scriptedRng([])).changes).toEqual([]);
  });

  it('refuses a hit without damage and an unknown condition, naming the field', () => {
    expect(combat.attackSchema.safeParse({ outcome: 'hit' }).error?.issues[0].path).toEqual(['damage']);
    expect(() => combat.setCondition(fighter(1, 'party'), 'asleep', true)).toThrow(/condition: must be one of/);
    expect(combat.setCondition(fighter(1, 'party'), 'prone', true)).toEqual({ id: 1, state: { marks: ['prone'] } });
  });
});
