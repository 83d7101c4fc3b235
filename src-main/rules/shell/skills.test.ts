import { describe, expect, it } from 'vitest';
import { combatDamageBonus, costSkills, groupedSkillExpCost, skillExpCost, trainingLevel } from './skills';

describe('skill exp costs (001_d6872b0a781baa08.txt, "Skill Exp Costs")', () => {
  it('matches the table for levels 1-10', () => {
    const levels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(levels.map((n) => skillExpCost(n, 'major'))).toEqual([4, 12, 24, 40, 60, 84, 112, 144, 180, 220]);
    expect(levels.map((n) => skillExpCost(n, 'minor'))).toEqual([2, 6, 12, 20, 30, 42, 56, 72, 90, 110]);
  });

  it('continues past the table by +4n (major) and +2n (minor)', () => {
    for (let n = 1; n <= 20; n++) {
      expect(skillExpCost(n, 'major') - skillExpCost(n - 1, 'major')).toBe(4 * n);
      expect(skillExpCost(n, 'minor') - skillExpCost(n - 1, 'minor')).toBe(2 * n);
    }
    expect(skillExpCost(0, 'major')).toBe(0);
  });

  it('describes what a level means', () => {
    expect(trainingLevel(0).training).toBe('none');
    expect(trainingLevel(2)).toMatchObject({ training: 'rudimentary', karateBelt: 'coloured' });
    expect(trainingLevel(3).training).toBe('adequate');
    expect(trainingLevel(6).education).toBe('graduate study');
    expect(trainingLevel(10).training).toBe('exceptional');
    expect(trainingLevel(11).training).toBe('mastery');
    expect(trainingLevel(30).training).toBe('mastery');
  });
});

describe('skill groups (001_d6872b0a781baa08.txt, "Skill Groups")', () => {
  it('two 4th-level combat skills cost 40 + 16 = 56', () => {
    const r = costSkills([
      { name: 'Swordsmanship', level: 4, kind: 'major', category: 'combat', group: 'combat' },
      { name: 'Karate', level: 4, kind: 'major', category: 'combat', group: 'combat' },
    ]);
    expect(r.items.map((s) => s.exp)).toEqual([40, 16]);
    expect(r.exp).toBe(56);
    expect(r.items[1].formula).toBe('Karate major level 4 in group combat: 4 x 4 = 16 exp');
    expect(r.problems).toEqual([]);
  });

  it('charges the highest skill of the group in full, whatever the order', () => {
    const r = costSkills([
      { name: 'Fencing', level: 2, kind: 'major', category: 'combat', group: 'g' },
      { name: 'Knife', level: 5, kind: 'major', category: 'combat', group: 'g' },
    ]);
    expect(r.items.map((s) => [s.fullPrice, s.exp])).toEqual([[false, 8], [true, 60]]);
  });

  it('grouped minor skills pay 2 per level', () => {
    expect(groupedSkillExpCost(3, 'minor')).toBe(6);
    const r = costSkills([
      { name: 'French', level: 3, kind: 'minor', group: 'languages' },
      { name: 'German', level: 2, kind: 'minor', group: 'languages' },
    ]);
    expect(r.exp).toBe(12 + 4);
  });

  it('on a tie of levels a major skill leads', () => {
    const r = costSkills([
      { name: 'Gambling', level: 3, kind: 'minor', group: 'g' },
      { name: 'Thief', level: 3, kind: 'major', group: 'g' },
    ]);
    expect(r.items.map((s) => s.exp)).toEqual([6, 24]);
  });

  it('can take several minor skills as one major skill', () => {
    const r = costSkills([{ name: 'Linguist', level: 3, kind: 'major', covers: ['French', 'German', 'Latin'] }]);
    expect(r.exp).toBe(24);
    expect(r.items[0].formula).toContain('covers French, German, Latin');
  });

  it('warns about a group holding one skill', () => {
    const r = costSkills([{ name: 'Necromancy', level: 2, kind: 'major', category: 'magic', group: 'arts' }]);
    expect(r.exp).toBe(12);
    expect(r.problems.map((p) => [p.severity, p.code, p.field])).toEqual([['warning', 'single-skill-group', 'skills[0].group']]);
  });
});

describe('combat and magic skills (001_d6872b0a781baa08.txt, "Combat Skills" and "Magic Skills")', () => {
  it('gives +1 damage per 3 levels above the first', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 9, 10].map(combatDamageBonus)).toEqual([0, 0, 0, 0, 1, 1, 2, 2, 3]);
  });

  it('puts the bonus on fighting styles only', () => {
    const r = costSkills([
      { name: 'Swordsmanship', level: 7, kind: 'major', category: 'combat' },
      { name: 'Bow', level: 7, kind: 'major', category: 'ranged' },
    ]);
    expect(r.items.map((s) => s.damageBonus)).toEqual([2, null]);
  });

  it('refuses a combat skill or magical art bought as minor', () => {
    const r = costSkills([
      { name: 'Brawling', level: 1, kind: 'minor', category: 'combat' },
      { name: 'Pyromancy', level: 1, kind: 'minor', category: 'magic' },
    ]);
    expect(r.problems.map((p) => [p.severity, p.code])).toEqual([['error', 'combat-skill-minor'], ['error', 'combat-skill-minor']]);
    expect(r.problems[1].message).toContain('magical art');
  });

  it('refuses fractional or negative levels', () => {
    expect(() => costSkills([{ name: 'x', level: 1.5, kind: 'major' }])).toThrow(/skills\[0\].level must be a whole number/);
    expect(() => skillExpCost(-1, 'minor')).toThrow(RangeError);
  });
});
