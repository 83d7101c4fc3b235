import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from '../src-main/backend';
import type { MethodName, MethodOutput } from '../src-shared/contract';
import { appRoot, ok } from './helpers/backend';

// The dice.* and rules.bfrpg.* methods through the real router. Figures cite
// seed 003 (Basic Fantasy, Adventures) (BFRPG "Adventures") and supplement.
const backend = createBackend({ file: ':memory:', appRoot, host: 'http', freshSeed: () => 'fresh-seed' });
afterAll(() => backend.close());
const call = <N extends MethodName>(method: N, input: unknown) => ok<MethodOutput<N>>(backend, method, input);

describe('dice.roll', () => {
  it('returns every face, and the same seed gives the same faces', () => {
    const a = call('dice.roll', { expression: '4d6kh3', seed: 'table-1' }) as MethodOutput<'dice.roll'>;
    const b = call('dice.roll', { expression: '4d6kh3', seed: 'table-1' }) as MethodOutput<'dice.roll'>;
    expect(a).toEqual(b);
    expect(a.seed).toBe('table-1');
    const group = a.roll.dice[0];
    expect(group.faces).toHaveLength(4);
    expect(group.kept).toHaveLength(3);
    expect(a.roll.total).toBe([...group.faces].sort((x, y) => y - x).slice(0, 3).reduce((s, f) => s + f, 0));
  });

  it('names the seed it chose when none is given, so the roll can be replayed', () => {
    const first = call('dice.roll', { expression: '1d20' });
    expect(first.seed).toBe('fresh-seed');
    expect(call('dice.roll', { expression: '1d20', seed: first.seed })).toEqual(first);
  });

  it('reads GURPS notation and multiplication', () => {
    const r = call('dice.roll', { expression: '2d8×2', seed: 1 });
    expect(r.roll.expression).toBe('2d8×2');
    expect(r.roll.total).toBe(2 * r.roll.dice[0].faces.reduce((s: number, f: number) => s + f, 0));
    expect(call('dice.roll', { expression: '3d+1', seed: 1 }).roll.dice[0].sides).toBe(6);
  });

  it('answers bad notation with the field, the place and the reason', () => {
    const result = backend.router.call('dice.roll', { expression: '3d6+' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input', path: ['expression'] } });
    if (!result.ok) expect(result.error.message).toMatch(/^expression: .+ \(at character \d+\)$/);
  });
});

describe('dice.distribution', () => {
  it('gives P(3d6 <= 10) = 0.5 and P(3d6 <= 12) = 160/216 exactly', () => {
    const d = call('dice.distribution', { expression: '3d', atMost: 12 });
    expect(d.expression).toBe('3d6');
    expect([d.min, d.max]).toEqual([3, 18]);
    expect(d.mean).toBeCloseTo(10.5, 12);
    expect(d.outcomes).toHaveLength(16);
    expect(d.probabilityAtMost).toBeCloseTo(160 / 216, 12);
    expect(call('dice.distribution', { expression: '3d6', atMost: 10 }).probabilityAtMost).toBeCloseTo(0.5, 12);
  });

  it('refuses expressions too costly to compute or too wide to list, naming the field', () => {
    expect(backend.router.call('dice.distribution', { expression: '1000d1000' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', path: ['expression'], message: expect.stringMatching(/^expression: 1000d1000 is too costly/) },
    });
    expect(backend.router.call('dice.distribution', { expression: '1d9000+1d4000' })).toMatchObject({
      ok: false,
      error: { message: 'expression: has 12999 possible totals; the calculator lists at most 10000' },
    });
  });

  it('gives the chance of 1-3 on 1d6 as one half', () => {
    expect(call('dice.distribution', { expression: '1d6', atMost: 3 }).probabilityAtMost).toBe(0.5);
  });
});

describe('Basic Fantasy loads and movement', () => {
  it('carrying capacity follows supplement A2', () => {
    expect(call('rules.bfrpg.carryingCapacity', { strength: 18, race: 'human' })).toEqual({ light: 80, heavy: 195 });
    expect(call('rules.bfrpg.carryingCapacity', { strength: 3, race: 'halfling' })).toEqual({ light: 20, heavy: 40 });
  });

  it('movement follows the armor and load table (A3) and 0.6 miles a day per foot (A5)', () => {
    const leather = { kind: 'leather', magical: false, pounds: 15 };
    const light = call('rules.bfrpg.movement', { strength: 10, race: 'human', armor: leather, gearPounds: 40 });
    expect(light).toMatchObject({ carriedPounds: 55, load: 'light', feetPerRound: 30, feetPerTurn: 90, milesPerDay: 18 });
    const heavy = call('rules.bfrpg.movement', { strength: 10, race: 'human', armor: leather, gearPounds: 100 });
    expect(heavy).toMatchObject({ load: 'heavy', feetPerRound: 20, feetPerTurn: 60, milesPerDay: 12 });
    const magic = call('rules.bfrpg.movement', { strength: 10, race: 'human', armor: { ...leather, magical: true }, gearPounds: 40 });
    expect(magic.feetPerRound).toBe(40);
    const over = call('rules.bfrpg.movement', { strength: 10, race: 'human', armor: leather, gearPounds: 200 });
    expect(over).toMatchObject({ load: 'over', feetPerRound: 0 });
  });

  it("a group's miles a day: 40' gives 24, forest x2/3, the slowest sets the pace, forced march +50%, air x2", () => {
    expect(call('rules.bfrpg.milesPerDay', { memberFeetPerRound: [40], terrain: 'clear' })).toMatchObject({ milesPerDay: 24, hoursPerDay: 8 });
    expect(call('rules.bfrpg.milesPerDay', { memberFeetPerRound: [40], terrain: 'forest' }).milesPerDay).toBeCloseTo(16, 12);
    expect(call('rules.bfrpg.milesPerDay', { memberFeetPerRound: [40, 20, 30], terrain: 'clear' })).toMatchObject({ milesPerDay: 12, slowestMember: 1 });
    expect(call('rules.bfrpg.milesPerDay', { memberFeetPerRound: [40], terrain: 'clear', forcedMarch: true })).toMatchObject({ milesPerDay: 36, hoursPerDay: 12 });
    expect(call('rules.bfrpg.milesPerDay', { memberFeetPerRound: [40], terrain: 'mountains', byAir: true }).milesPerDay).toBe(48);
  });

  it('rejects an impossible Strength naming the field, and an empty party', () => {
    expect(backend.router.call('rules.bfrpg.carryingCapacity', { strength: 25, race: 'human' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'strength: must be 3 to 18', path: ['strength'], reason: 'must be 3 to 18' },
    });
    expect(backend.router.call('rules.bfrpg.milesPerDay', { memberFeetPerRound: [], terrain: 'clear' })).toMatchObject({
      ok: false,
      error: { message: 'memberFeetPerRound: needs at least one member', path: ['memberFeetPerRound'] },
    });
  });
});

describe('Basic Fantasy checks', () => {
  it('a Strength bonus of +2 opens a stuck door on 1-3 of 1d6 (003, "Doors")', () => {
    const r = call('rules.bfrpg.forceDoor', { obstacle: 'stuck-door', strengthBonus: 2, seed: 's' });
    expect(r.chance).toEqual({ die: 6, range: 3, probability: 0.5 });
    expect(r.success).toBe(r.roll.total <= 3);
    expect(call('rules.bfrpg.forceDoor', { obstacle: 'locked-door', strengthBonus: 2, seed: 's' }).chance.die).toBe(10);
    expect(call('rules.bfrpg.forceDoor', { obstacle: 'bars', strengthBonus: 0, seed: 's' }).chance).toEqual({ die: 20, range: 1, probability: 0.05 });
  });

  it('listening is 1 in 6, or the thief percentage, and always secret', () => {
    expect(call('rules.bfrpg.listen', { noiseBeyond: true, seed: 1 })).toMatchObject({ secret: true, chance: { die: 6, range: 1 } });
    const thief = call('rules.bfrpg.listen', { thiefListenPercent: 30, noiseBeyond: false, seed: 1 });
    expect(thief).toMatchObject({ chance: { die: 100, range: 30 }, heardSomething: false });
  });

  it("a dwarven thief searches for traps with the better chance; a turn per 10' square", () => {
    const r = call('rules.bfrpg.searchTraps', { areaSquareFeet: 250, thiefFindTrapsPercent: 10, dwarfInSix: 2, trapPresent: true, seed: 2 });
    expect(r.turns).toBe(3);
    expect(r.chance).toEqual({ die: 6, range: 2, probability: 2 / 6 });
    const again = call('rules.bfrpg.searchTraps', { areaSquareFeet: 250, trapPresent: true, alreadySearchedHere: true });
    expect(again).toMatchObject({ searched: false, reason: 'already-searched', found: false, turns: 0 });
  });

  it('a clever elf finds secret doors on 1-3; the third searcher takes two turns per 10 feet', () => {
    const r = call('rules.bfrpg.searchSecretDoor', { intelligence: 15, race: 'elf', wallFeet: 20, earlierSearchers: 2, doorPresent: true, seed: 3 });
    expect(r.chance).toEqual({ die: 6, range: 3, probability: 0.5 });
    expect(r.turns).toBe(4);
    expect(r.found).toBe(r.success);
  });

  it('weather at sea reads the d% row and the d12 direction, and tacks against the wind (supplement A8)', () => {
    for (let s = 0; s < 40; s++) {
      const w = call('rules.bfrpg.weatherAtSea', { prevailingWind: 'W', heading: 'W', seed: s });
      const d12 = w.directionRoll.total;
      expect(w.windFrom).toBe(d12 >= 9 ? 'W' : ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'][d12 - 1]);
      expect(w.prevailing).toBe(d12 >= 9);
      expect(w.speedMultiplier).toBe(w.againstWind ? w.tacking : w.sailingWithWind);
      const pct = w.conditionRoll.total;
      if (pct <= 5) expect(w.condition).toBe('becalmed');
      if (pct >= 97) expect(w.condition).toBe('gale');
      if (pct >= 41 && pct <= 70) expect(w.sailingWithWind).toBe(1);
    }
  });
});
