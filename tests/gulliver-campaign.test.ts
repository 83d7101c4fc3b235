import { describe, expect, it } from 'vitest';
import type { MemberInput } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// A GURPS + GULLIVER campaign where a Linear Scale 2 giant and a Linear Scale 1/2
// sprite go three days with nothing to eat or drink, through the real clock.
// Rules: 002_6bcc9877716aeba8.txt, "Care and Feeding of Giants" (simple rule: needs
// x Area Scale), "Starvation" (a meal is a third of a day; each missed meal 1 fatigue;
// at Fatigue 3 or less, HP/10 per three meals instead) and "Dehydration" (fatigue as
// for starvation plus HP/10 per missed third of the day's water). HT-based Fatigue,
// temperate climate. GULLIVER keeps fractions; the sheet shows a point once it is
// wholly lost. Each third of the day takes the missed drink, then the missed meal.

const gurps = (name: string, attributes: { st: number; dx: number; iq: number; ht: number }, linearScale: number): MemberInput => ({
  kind: 'pc',
  name,
  hp: { current: attributes.st, max: attributes.st },
  // HP typed for the size (as ST): these days test going short, not HP scaling.
  sheet: { species: name === 'Borag' ? 'Hill giant' : 'Sprite', attributes, size: { linearScale, hpAtSize: true } },
});

function threeDaysWithout() {
  const f = dungeonFixture({
    rulesSystem: 'gurps',
    rulesOptions: { gulliver: true },
    members: [gurps('Borag', { st: 20, dx: 10, iq: 9, ht: 12 }, 2), gurps('Pip', { st: 5, dx: 14, iq: 11, ht: 11 }, 0.5)],
  });
  f.quiet();
  return f;
}

describe('GURPS + GULLIVER: a large and a small member three days without food and water', () => {
  it('each eats and drinks by size: the giant x4, the sprite x1/4 (Area Scale)', () => {
    const f = threeDaysWithout();
    const v = f.view();
    expect(v.summary.food.perDay).toBe(4 + 0.25);
    expect(v.summary.water.perDay).toBe(2 * 4 + 2 * 0.25);
    const borag = v.members.find((m) => m.name === 'Borag')!;
    expect(borag.hp).toEqual({ current: 20, max: 20 });
    expect(borag.fp).toEqual({ current: 12, max: 12, label: 'FP' });
    expect(borag.figures.characteristics.find((c) => c.key === 'needs')?.value).toBe('x4');
    expect(borag.figures.characteristics.find((c) => c.key === 'mass')?.value).toBe('1200 lb');
  });

  it('ends with the hand-computed pools, day by day', () => {
    const f = threeDaysWithout();
    const day = () => f.act('clock.advance', { seconds: 86_400, stopOnEvent: false });
    const pools = (name: string) => {
      const m = f.member(name);
      return [m.fp_current, m.hp_current];
    };

    // Day 1. Borag (FP 12, HP 20; HP/10 = 2): each third, a drink costs 1 FP and 2 HP, a meal 1 FP
    // (FP still above 3): FP 12 - 6 = 6, HP 20 - 6 = 14.
    // Pip (FP 11, HP 5; HP/10 = 0.5): FP 11 - 6 = 5, HP 5 - 1.5 = 3.5, shown as 4.
    day();
    expect(pools('Borag')).toEqual([6, 14]);
    expect(pools('Pip')).toEqual([5, 4]);

    // Day 2. Borag: drink FP 5 HP 12, meal FP 4; drink FP 3 HP 10, meal at FP 3 costs HP/30 = 2/3:
    // HP 9 1/3; drink FP 2 HP 7 1/3, meal HP 6 2/3 -> FP 2, HP 6 2/3 shown 7.
    // Pip: drink FP 4 HP 3, meal FP 3; drink FP 2 HP 2.5, meal (FP 2 <= 3) HP 2 1/3; drink FP 1
    // HP 1 5/6, meal HP 1 2/3 -> FP 1, HP 1 2/3 shown 2.
    day();
    expect(pools('Borag')).toEqual([2, 7]);
    expect(pools('Pip')).toEqual([1, 2]);

    // Day 3. Borag: drink FP 1 HP 4 2/3, meal HP 4; drink FP 0 HP 2, meal HP 1 1/3; no FP left for
    // the last drink, which costs HP 2: HP -2/3, meal HP -1 1/3 -> FP 0, HP -1 1/3 shown -1.
    // Pip: drink FP 0 HP 7/6, meal HP 1; drink HP 1/2, meal HP 1/3; drink HP -1/6, meal HP -1/3
    // -> FP 0, HP -1/3 shown 0.
    const last = day();
    expect(pools('Borag')).toEqual([0, -1]);
    expect(pools('Pip')).toEqual([0, 0]);
    expect(last.entry.changes).toContain('Borag has dropped to -1 HP.');
    expect(last.entry.changes).toContain('Pip has dropped to 0 HP.');
    expect(last.entry.changes.some((c) => c.startsWith('Borag: GULLIVER: 3 meals and 3 drinks missed, exact FP 2 -> 0, HP 6.67 -> -1.33'))).toBe(true);
    expect(JSON.parse(f.member('Pip').condition)).toMatchObject({ starved: true, lockedFp: 11 });
    expect(f.member('Pip').healing_blocked).toBe(1);
  });

  it('comes out the same advanced in one go as day by day, since fractions carry', () => {
    const f = threeDaysWithout();
    f.act('clock.advance', { seconds: 3 * 86_400, stopOnEvent: false });
    expect([f.member('Borag').fp_current, f.member('Borag').hp_current]).toEqual([0, -1]);
    expect([f.member('Pip').fp_current, f.member('Pip').hp_current]).toEqual([0, 0]);
  });

  it('undo puts every pool and the condition record back', () => {
    const f = threeDaysWithout();
    const before = f.member('Borag');
    f.act('clock.advance', { seconds: 3 * 86_400, stopOnEvent: false });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(f.member('Borag')).toEqual(before);
  });
});

describe('GURPS + GULLIVER: a size given by weight (002_6bcc9877716aeba8.txt, Linear Scale from mass / 150 lb)', () => {
  it('a 1200-lb body is Linear Scale 2, worked out from the weight, which is the figure given', () => {
    const f = dungeonFixture({
      rulesSystem: 'gurps',
      rulesOptions: { gulliver: true },
      members: [{ kind: 'pc', name: 'Hulda', sheet: { attributes: { st: 20, dx: 10, iq: 9, ht: 12 }, size: { weightLb: 1200 } } }],
    });
    const figure = (key: string) => f.view().members[0].figures.characteristics.find((c) => c.key === key)!;
    expect(figure('linearScale').value).toBe('2');
    expect(figure('linearScale').formula).not.toMatch(/given/);
    expect(figure('mass').formula).toMatch(/given/);
  });
});
