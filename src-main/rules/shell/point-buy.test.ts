import { describe, expect, it } from 'vitest';
import { buildCharacter, type CharacterSheet } from './point-buy';

const hero: CharacterSheet = {
  primaries: { ST: 12, AG: 12, IQ: 11 },
  secondary: { WP: 1 },
  ambidextrous: true,
  wealthMultiplier: 2,
  traits: [
    { name: 'Danger Sense', kind: 'advantage', severity: 'significant', frequency: 'often' },
    { name: 'Fear of heights', kind: 'disadvantage', severity: 'moderate', frequency: 'occasionally' },
  ],
  skills: [
    { name: 'Swordsmanship', level: 3, kind: 'major', category: 'combat', group: 'combat' },
    { name: 'Archery', level: 2, kind: 'major', category: 'ranged', group: 'combat' },
    { name: 'Gambling', level: 2, kind: 'minor' },
  ],
  bodyWeightLb: 180,
};

const codes = (b: ReturnType<typeof buildCharacter>) => b.problems.map((p) => `${p.severity}:${p.code}`);

describe('point-buy character (001_d6872b0a781baa08.txt, "Characters", "Attributes" and "Skills")', () => {
  it('itemises chp and exp and shows what is left', () => {
    const b = buildCharacter({ budget: { chp: 125, exp: 40 }, sheet: hero });
    expect(b.chp.items.map((i) => [i.label, i.amount])).toEqual([
      ['ST', 30],
      ['AG', 30],
      ['IQ', 15],
      ['WP', 10],
      ['Danger Sense', 30],
      ['Fear of heights', -10],
      ['ambidexterity', 5],
      ['wealth', 5],
    ]);
    expect(b.chp).toMatchObject({ budget: 125, spent: 115, left: 10 });
    expect(b.exp.items.map((i) => i.amount)).toEqual([24, 8, 6]);
    expect(b.exp).toMatchObject({ spent: 38, left: 2 });
    expect(b.problems).toEqual([]);
    expect(b.ok).toBe(true);
  });

  it('derives every figure with its formula', () => {
    const b = buildCharacter({ budget: { chp: 125, exp: 40 }, sheet: hero });
    expect(b.secondary.CHA.value).toBe(11);
    expect(b.secondary.MV.value).toBe(6);
    expect(b.secondary.WP.value).toBe(12);
    expect(b.derived.maxEncumbranceLb).toEqual({ value: 260, formula: 'max encumbrance for ST 12 = 260 lb' });
    expect(b.derived.baseDamage?.value).toBe('1d+2');
    expect(b.derived.atMod?.value).toBe(1);
    expect(b.derived.defMod?.value).toBe(1);
    expect(b.derived.hpRecoveryPercent?.value).toBe(10);
    // 75% of 260 lb is 195 lb, so 180 lb of body weight adds nothing.
    expect(b.derived.overweightLb?.value).toBe(0);
    expect(b.skills[0]).toMatchObject({ damageBonus: 0, training: { training: 'adequate' } });
  });

  it('prices an orc for the ST it bought and figures the rest from the final ST', () => {
    const b = buildCharacter({
      budget: { chp: 100, exp: 0 },
      sheet: { primaries: { ST: 12, AG: 10, IQ: 9 }, race: { name: 'orc', chp: 10, attributeModifiers: { ST: 1 } } },
    });
    expect(b.primaries.ST).toMatchObject({ bought: 12, racial: 1, value: 13 });
    expect(b.chp.items.map((i) => [i.label, i.amount])).toEqual([['ST', 30], ['AG', 0], ['IQ', -10], ['race: orc', 10]]);
    expect(b.secondary.HP.value).toBe(13);
    expect(b.derived.maxEncumbranceLb?.value).toBe(300);
    expect(b.race).toBe('orc');
  });

  it('refuses an over-spent sheet and says by how much', () => {
    const b = buildCharacter({ budget: { chp: 100, exp: 30 }, sheet: hero });
    expect(codes(b)).toEqual(['error:over-budget-chp', 'error:over-budget-exp']);
    expect(b.problems[0].message).toBe('over budget by 15 chp: 115 spent of 100');
    expect(b.problems[1].message).toBe('over budget by 8 exp: 38 spent of 30');
    expect(b.chp.left).toBe(-15);
    expect(b.ok).toBe(false);
  });

  it('a budget spent to the last point is fine', () => {
    expect(buildCharacter({ budget: { chp: 115, exp: 38 }, sheet: hero }).ok).toBe(true);
  });

  it('lists every rule a PC sheet breaks', () => {
    const b = buildCharacter({
      budget: { chp: 1000, exp: 100 },
      sheet: {
        primaries: { ST: 21, AG: 10, IQ: 10 },
        secondary: { MV: 3, HP: 2 },
        skills: [{ name: 'Brawling', level: 2, kind: 'major', category: 'combat', group: 'lonely' }],
      },
    });
    expect(codes(b)).toEqual(['error:attribute-outside-chart', 'error:hp-bought-by-pc', 'error:mv-above-limit', 'warning:single-skill-group']);
    expect(b.derived.maxEncumbranceLb).toBeNull();
    expect(b.ok).toBe(false);
  });

  it('flags a racial modifier that carries ST off the chart', () => {
    const b = buildCharacter({
      budget: { chp: 1000, exp: 0 },
      sheet: { primaries: { ST: 20, AG: 10, IQ: 10 }, race: { name: 'ogre', chp: 40, attributeModifiers: { ST: 2 } } },
    });
    expect(codes(b)).toEqual(['error:attribute-outside-chart']);
    expect(b.problems[0].message).toContain('ST 22');
  });

  it('lets an NPC overspend and buy HP, with a warning only', () => {
    const b = buildCharacter({ budget: { chp: 0, exp: 0 }, sheet: { isPc: false, primaries: { ST: 14, AG: 10, IQ: 8 }, secondary: { HP: 4 } } });
    expect(codes(b)).toEqual(['warning:over-budget-chp']);
    expect(b.secondary.HP.value).toBe(18);
    expect(b.ok).toBe(true);
  });

  it('counts overweight body mass from 75% of max encumbrance', () => {
    const b = buildCharacter({ budget: { chp: 0, exp: 0 }, sheet: { primaries: { ST: 10, AG: 10, IQ: 10 }, bodyWeightLb: 170 } });
    expect(b.derived.overweightLb?.value).toBe(20);
  });

  it('throws on malformed input rather than listing it', () => {
    expect(() => buildCharacter({ budget: { chp: 100, exp: 20 }, sheet: { primaries: { ST: 10.5, AG: 10, IQ: 10 } } })).toThrow(/primaries.ST/);
    expect(() => buildCharacter({ budget: { chp: -1, exp: 20 }, sheet: hero })).toThrow(/budget.chp must be 0 or more/);
  });
});
