import { describe, expect, it } from 'vitest';
import { gurpsCharacterSheet } from '../../../src-shared/contract';
import { RuleInputError } from '../rule-input-error';
import { ATTRIBUTE_COST, gurpsPoints, SECONDARY_COST, skillPoints } from './improvement';
import { sheetCharacteristics } from './character';

// Seed 000 (GURPS Lite, "Game Mechanics") names character points but prints no costs;
// these are the Basic Set's figures (docs/sources.md, "Basic Set p. N").

const archer = gurpsCharacterSheet.parse({
  attributes: { st: 10, dx: 12, iq: 10, ht: 11 },
  skills: [
    { name: 'Bow', level: 13, attribute: 'dx', difficulty: 'A' },
    { name: 'Observation', level: 10, attribute: 'per', difficulty: 'A' },
    { name: 'Tracking', level: 9 },
  ],
  characterPoints: { earned: 30, spent: 0 },
});

describe('attribute costs (Basic Set p. 14-17)', () => {
  it('ST and HT 10 a level, DX and IQ 20; HP 2, Will and Per 5, FP 3, Basic Speed 5 per 0.25, Basic Move 5', () => {
    expect(ATTRIBUTE_COST).toEqual({ st: 10, dx: 20, iq: 20, ht: 10 });
    expect(SECONDARY_COST).toEqual({ hp: 2, will: 5, per: 5, fp: 3, basicSpeed: 5, basicMove: 5 });
  });
});

describe('the skill cost table (Basic Set p. 170)', () => {
  it('an Easy skill: 1 point at the attribute, 2 at +1, 4 at +2, 8 at +3, then 4 more a level', () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => skillPoints('E', r))).toEqual([1, 2, 4, 8, 12, 16]);
  });
  it('each harder difficulty buys one level lower for the same points', () => {
    expect([-1, 0, 1, 2].map((r) => skillPoints('A', r))).toEqual([1, 2, 4, 8]);
    expect([-2, -1, 0, 1].map((r) => skillPoints('H', r))).toEqual([1, 2, 4, 8]);
    expect([-3, -2, -1, 0, 1].map((r) => skillPoints('VH', r))).toEqual([1, 2, 4, 8, 12]);
  });
  it('below the one-point level a skill holds no points', () => {
    expect(skillPoints('H', -3)).toBe(0);
  });
});

describe('spending character points', () => {
  it('offers each raise at its cost: Bow (A) at DX+1 to DX+2 is 8 - 4 = 4 points', () => {
    const s = gurpsPoints.standing(archer);
    expect(s).toMatchObject({ earned: 30, spent: 0, unspent: 30, short: 'CP' });
    const bow = s.raises.find((r) => r.key === 'skill:Bow')!;
    expect(bow).toMatchObject({ from: '13', to: '14', cost: 4, blocked: null });
    expect(s.raises.find((r) => r.key === 'basicSpeed')).toMatchObject({ from: '5.75', to: '6', cost: 5 });
    expect(s.raises.find((r) => r.key === 'skill:Tracking')!.blocked).toMatch(/no attribute and difficulty/);
  });

  it('raising a skill writes its new level and the points spent', () => {
    const { sheet, raise } = gurpsPoints.raise(archer, 'skill:Bow');
    expect(raise.cost).toBe(4);
    expect((sheet as typeof archer).skills[0].level).toBe(14);
    expect(gurpsPoints.standing(sheet)).toMatchObject({ earned: 30, spent: 4, unspent: 26 });
  });

  it('raising DX costs 20, lifts Basic Speed and carries the DX-based Bow with it, points unchanged', () => {
    const { sheet, notes } = gurpsPoints.raise(archer, 'dx');
    const next = sheet as typeof archer;
    expect(next.attributes.dx).toBe(13);
    expect(next.skills[0].level).toBe(14);
    expect(notes).toEqual(['Bow 13 to 14']);
    expect(sheetCharacteristics(next).basicSpeed.value).toBe(6);
    expect(gurpsPoints.standing(next).unspent).toBe(10);
  });

  it('raising IQ moves Will and Per with it, and the Per-based Observation', () => {
    const { sheet } = gurpsPoints.raise(archer, 'iq');
    const next = sheet as typeof archer;
    expect(sheetCharacteristics(next).per.value).toBe(11);
    expect(next.skills[1].level).toBe(11);
  });

  it('raising ST adds to HP, which the sheet derives', () => {
    const { sheet } = gurpsPoints.raise(archer, 'st');
    expect(sheetCharacteristics(sheet as typeof archer).hp.value).toBe(11);
  });

  it('refuses spending more than is unspent, naming the field', () => {
    const poor = { ...archer, characterPoints: { earned: 30, spent: 15 } };
    expect(() => gurpsPoints.raise(poor, 'dx')).toThrow(RuleInputError);
    expect(() => gurpsPoints.raise(poor, 'dx')).toThrow('raise: DX 12 to 13 costs 20 character points; only 15 are unspent');
    expect(() => gurpsPoints.raise(archer, 'skill:Tracking')).toThrow(/raise: Tracking cannot be raised/);
    expect(() => gurpsPoints.raise(archer, 'charisma')).toThrow(/raise: charisma is not/);
  });

  it('a GM award adds to the earned points', () => {
    expect(gurpsPoints.standing(gurpsPoints.award(archer, 5))).toMatchObject({ earned: 35, unspent: 35 });
  });
});
