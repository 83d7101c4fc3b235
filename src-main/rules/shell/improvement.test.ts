import { describe, expect, it } from 'vitest';
import { shellCharacterSheet } from '../../../src-shared/contract';
import { shellPoints } from './improvement';

// 001_d6872b0a781baa08.txt, "Skill Exp Costs": level n costs 2n(n+1) exp for a major skill,
// n(n+1) for a minor one; "Skill Groups": a grouped skill under its group's best pays level x level-1 price.

const rules = shellPoints({ characterPoints: 100, experiencePoints: 20 });
const mage = shellCharacterSheet.parse({
  attributes: { st: 9, ag: 10, iq: 13 },
  skills: [
    { name: 'Fire Magic', kind: 'major', level: 2 },
    { name: 'Herb Lore', kind: 'minor', level: 1 },
  ],
  expEarned: 10,
});

describe('spending exp on skills (Shell, Skill Exp Costs)', () => {
  it('counts the starting exp and those earned; skills spend them', () => {
    // Fire Magic 2 (major) = 12, Herb Lore 1 (minor) = 2.
    expect(rules.standing(mage)).toMatchObject({ earned: 30, spent: 14, unspent: 16, short: 'exp' });
  });

  it('a major skill from 2 to 3 costs 24 - 12 = 12 exp; a minor one from 1 to 2 costs 6 - 2 = 4', () => {
    const raises = rules.standing(mage).raises;
    expect(raises.find((r) => r.key === 'skill:Fire Magic')).toMatchObject({ from: '2', to: '3', cost: 12 });
    expect(raises.find((r) => r.key === 'skill:Herb Lore')).toMatchObject({ cost: 4 });
  });

  it('raising writes the level, and the unspent exp drop by its cost', () => {
    const { sheet } = rules.raise(mage, 'skill:Fire Magic');
    expect((sheet as typeof mage).skills[0].level).toBe(3);
    expect(rules.standing(sheet)).toMatchObject({ spent: 26, unspent: 4 });
  });

  it('a skill grouped under a dearer one pays level x the level-1 price', () => {
    const grouped = shellCharacterSheet.parse({
      attributes: { st: 9, ag: 10, iq: 13 },
      skills: [
        { name: 'Sword', kind: 'major', level: 3, group: 'Blades', combat: true },
        { name: 'Dagger', kind: 'major', level: 1, group: 'Blades', combat: true },
      ],
      expEarned: 20,
    });
    // Dagger 1 to 2 under Sword 3: 1 x 4 to 2 x 4.
    expect(rules.standing(grouped).raises.find((r) => r.key === 'skill:Dagger')!.cost).toBe(4);
  });

  it('refuses spending more than is unspent, naming the field', () => {
    const spent = rules.raise(mage, 'skill:Fire Magic').sheet;
    expect(() => rules.raise(spent, 'skill:Fire Magic')).toThrow('raise: Fire Magic 3 to 4 costs 16 exp; only 4 are unspent');
  });

  it('an award adds to the exp earned', () => {
    expect(rules.standing(rules.award(mage, 8))).toMatchObject({ earned: 38, unspent: 24 });
  });
});
