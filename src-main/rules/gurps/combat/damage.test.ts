import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/scripted-rng';
import { damageDice, resolveDamage, type DamageInput } from './damage';
import { GURPS_INJURY, UNHURT, type TargetBody } from './injury-model';

const body = (hp: number, extra: Partial<TargetBody> = {}): TargetBody => ({ hp, currentHp: hp, ht: 10, ...extra });
const hit = (input: DamageInput, faces: number[]) => {
  const rng = scriptedRng(faces);
  const t = resolveDamage(input, rng, GURPS_INJURY);
  expect(rng.remaining()).toBe(0);
  return t;
};

describe('damage dice (supplement B2; 000_4b7986e803b19dcc.txt, "Damage & Injury")', () => {
  it('ST thrust or swing plus the weapon adds', () => {
    expect(damageDice({ kind: 'swing', st: 10, adds: 1, type: 'cut' }).text).toBe('1d+1');
    expect(damageDice({ kind: 'swing', st: 13, adds: 2, type: 'cr' }).text).toBe('2d+1');
    expect(damageDice({ kind: 'thrust', st: 10, adds: 2, type: 'imp' })).toMatchObject({ text: '1d', explanation: 'ST 10 thrust 1d-2 +2 = 1d imp' });
    expect(damageDice({ kind: 'fixed', dice: { dice: 3, adds: -1 }, type: 'pi' }).text).toBe('3d-1');
  });

  it('refuses an unknown damage type', () => {
    expect(() => damageDice({ kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'fire' as 'burn' })).toThrow(/damage.type must be one of/);
  });
});

describe('penetration and wounding (000_4b7986e803b19dcc.txt, "Damage & Injury"; supplement B4)', () => {
  it('DR stops its share; cutting x1.5, rounded down', () => {
    // 1d+1 cut rolls 5+1 = 6; DR 2 leaves 4; x1.5 = 6.
    const t = hit({ damage: { kind: 'swing', st: 10, adds: 1, type: 'cut' }, target: body(20, { dr: 2 }), location: 'torso' }, [5]);
    expect(t.outcome).toMatchObject({ rolled: 6, basicDamage: 6, dr: 2, penetrating: 4, multiplier: 1.5, injury: 6, hpAfter: 14 });
    expect(t.rolls).toHaveLength(1);
    expect(t.rolls[0].label).toBe('damage (1d+1 cut)');
  });

  it('a roll no greater than DR does nothing, and causes no shock', () => {
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'cr' }, target: body(10, { dr: 2 }), location: 'torso' }, [2]);
    expect(t.outcome).toMatchObject({ penetrating: 0, injury: 0, hpAfter: 10, shockPenalty: 0, shockPoints: 0 });
  });

  it('a non-crushing hit that gets through does at least 1', () => {
    // 1d pi- rolls 3; DR 2 leaves 1; x0.5 = 0.5 rounds down to 0, raised to 1.
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'pi-' }, target: body(10, { dr: 2 }), location: 'torso' }, [3]);
    expect(t.outcome.injury).toBe(1);
  });

  it('a negative damage roll counts as 0', () => {
    // ST 3 thrust is 1d-5; a 2 gives -3.
    const t = hit({ damage: { kind: 'thrust', st: 3, type: 'cr' }, target: body(10), location: 'torso' }, [2]);
    expect(t.outcome).toMatchObject({ rolled: -3, basicDamage: 0, injury: 0 });
  });

  it('a 1d-1 impaling bite that rolls 1 still does 1 point, x2 = 2 injury; crushing alone may do 0 (Basic Set p. B269, supplement B4)', () => {
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: -1 }, type: 'imp' }, target: body(10), location: 'torso' }, [1]);
    expect(t.outcome).toMatchObject({ rolled: 0, basicDamage: 1, penetrating: 1, injury: 2, hpAfter: 8 });
    expect(t.steps).toContain('Damage 0 is raised to 1: only crushing can do 0.');
    const blunt = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: -1 }, type: 'cr' }, target: body(10), location: 'torso' }, [1]);
    expect(blunt.outcome).toMatchObject({ rolled: 0, basicDamage: 0, injury: 0 });
    const stopped = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: -1 }, type: 'cut' }, target: body(10, { dr: 1 }), location: 'torso' }, [1]);
    expect(stopped.outcome).toMatchObject({ basicDamage: 1, penetrating: 0, injury: 0 });
  });

  it('armour by location replaces the general DR there; the skull adds its own 2', () => {
    const target = body(40, { dr: 1, drByLocation: { torso: 4 } });
    expect(hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'cr' }, target, location: 'torso' }, [6]).outcome.dr).toBe(4);
    expect(hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'cr' }, target, location: 'skull' }, [6]).outcome.dr).toBe(3);
  });
});

describe('range and All-Out Attack (Strong) on damage (000_4b7986e803b19dcc.txt, "Range Attacks", "All-Out Attack")', () => {
  it('past 1/2D the basic damage is halved before DR, fractions dropped', () => {
    // 1d+2 imp rolls 6+2 = 8, halved to 4; DR 1 leaves 3; x2 = 6.
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: 2 }, type: 'imp' }, target: body(20, { dr: 1 }), location: 'torso', halfDamage: true }, [6]);
    expect(t.outcome).toMatchObject({ rolled: 8, halved: true, basicDamage: 4, penetrating: 3, injury: 6 });
  });

  it('Strong adds +2 to a one-die swing', () => {
    // 1d+1 rolls 4+1 = 5, +2 = 7; x1.5 = 10.5, so 10.
    const t = hit({ damage: { kind: 'swing', st: 10, adds: 1, type: 'cut' }, target: body(30), location: 'torso', allOutStrong: true }, [4]);
    expect(t.outcome).toMatchObject({ rolled: 5, strongBonus: 2, basicDamage: 7, injury: 10, shockPenalty: -3 });
  });

  it('Strong adds +1 per die on three dice', () => {
    // ST 17 swing is 3d-1; 3+3+3-1 = 8, +3 = 11.
    const t = hit({ damage: { kind: 'swing', st: 17, type: 'cr' }, target: body(30), location: 'torso', allOutStrong: true }, [3, 3, 3]);
    expect(t.outcome).toMatchObject({ rolled: 8, strongBonus: 3, basicDamage: 11 });
  });

  it('Strong is refused for fixed dice', () => {
    expect(() => resolveDamage({ damage: { kind: 'fixed', dice: { dice: 2, adds: 0 }, type: 'cr' }, target: body(10), location: 'torso', allOutStrong: true }, scriptedRng([]), GURPS_INJURY)).toThrow(RangeError);
  });
});

describe('crippling a limb through the damage pipeline (supplement B4)', () => {
  it('an axe to the arm: 15 injury capped at 6, the arm crippled, and a major wound roll', () => {
    // ST 13 swing 2d-1, axe +1 = 2d; 5+5 = 10; x1.5 = 15. HP 10: over 5 cripples; 6 is kept.
    const t = hit({ damage: { kind: 'swing', st: 13, adds: 1, type: 'cut' }, target: body(10), location: 'right-arm' }, [5, 5, 3, 3, 3]);
    expect(t.outcome).toMatchObject({ rawInjury: 15, injury: 6, excessLost: 9, crippled: true, hpAfter: 4, majorWound: true, stunned: false });
    expect(t.outcome.state.crippled).toEqual(['right-arm']);
  });
});

describe('shock across several blows (000_4b7986e803b19dcc.txt, "General Damage", Shock)', () => {
  it('adds to the shock already taken since the victim last acted, still capped at -4', () => {
    const target = body(10, { currentHp: 8, state: { ...UNHURT, shockPoints: 2 } });
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 1, adds: 0 }, type: 'cr' }, target, location: 'torso' }, [3]);
    expect(t.outcome).toMatchObject({ shockPoints: 3, shockPenalty: -4, hpAfter: 5 });
    expect(t.outcome.state.shockPoints).toBe(5);
  });
});

describe('death checks (000_4b7986e803b19dcc.txt, "General Damage")', () => {
  const blow = { damage: { kind: 'fixed', dice: { dice: 4, adds: 0 }, type: 'cr' }, location: 'torso' } as const;

  it('10 HP fighter at +2 takes 23: HT rolls at -10 and at -20, both made', () => {
    // Major wound roll 3, then death checks 6 and 9 against HT 10.
    const t = hit({ ...blow, target: body(10, { currentHp: 2 }) }, [6, 6, 6, 5, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(t.outcome.hpAfter).toBe(-21);
    expect(t.outcome.deathChecks).toEqual([{ threshold: -10, survived: true }, { threshold: -20, survived: true }]);
    expect(t.outcome).toMatchObject({ dead: false, mustRollToStayConscious: true, reeling: true });
    expect(t.rolls.map((r) => r.label)).toEqual(['damage (4d cr)', 'HT roll for a major wound', 'death check at -10 HP', 'death check at -20 HP']);
  });

  it('the first failed death check kills and ends the rolling', () => {
    const t = hit({ ...blow, target: body(10, { currentHp: 2 }) }, [6, 6, 6, 5, 1, 1, 1, 6, 6, 6]);
    expect(t.outcome.deathChecks).toEqual([{ threshold: -10, survived: false }]);
    expect(t.outcome).toMatchObject({ dead: true, deathCause: 'failed death check' });
    expect(t.outcome.state.dead).toBe(true);
  });

  it('automatic death at -50 for 10 HP, with no rolls after the damage', () => {
    // 8d+4 all sixes = 52: from +2 to -50.
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 8, adds: 4 }, type: 'cr' }, location: 'torso', target: body(10, { currentHp: 2 }) }, [6, 6, 6, 6, 6, 6, 6, 6]);
    expect(t.outcome).toMatchObject({ hpAfter: -50, dead: true, deathCause: 'automatic', deathChecks: [] });
    expect(t.rolls).toHaveLength(1);
  });

  it('one point short of -50 still rolls the checks', () => {
    // 8d+3 all sixes = 51: to -49, crossing -10 -20 -30 -40.
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 8, adds: 3 }, type: 'cr' }, location: 'torso', target: body(10, { currentHp: 2 }) }, [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(t.outcome.deathChecks.map((c) => c.threshold)).toEqual([-10, -20, -30, -40]);
    expect(t.outcome.dead).toBe(false);
  });
});

describe('an attack roll of 3 (000_4b7986e803b19dcc.txt, "Attack Roll")', () => {
  it('does maximum damage without rolling', () => {
    const t = hit({ damage: { kind: 'fixed', dice: { dice: 2, adds: 1 }, type: 'cr' }, target: body(30), location: 'torso', maximum: true }, []);
    expect(t.outcome).toMatchObject({ rolled: 13, injury: 13 });
    expect(t.rolls).toEqual([]);
  });
});
