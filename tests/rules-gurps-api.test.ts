import { afterAll, describe, expect, it } from 'vitest';
import type { MethodName, MethodOutput } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// The rules.gurps.* and rules.gulliver.* calculators through the real router.
// GURPS Lite: seed 000 (GURPS Lite); GULLIVER Book 6:
// seed 002 (GULLIVER); derived characteristics and 3d6
// success rolls: supplement B1, B2 and B5.
const backend = memoryBackend({ installDemo: false, freshSeed: () => 'fresh-seed' });
afterAll(() => backend.close());
const call = <N extends MethodName>(method: N, input: unknown) => ok<MethodOutput<N>>(backend, method, input);
const refused = (method: MethodName, input: unknown) => {
  const before = snapshot(backend);
  const envelope = backend.router.call(method, input);
  expect(snapshot(backend)).toEqual(before);
  if (envelope.ok) throw new Error(`${method} accepted ${JSON.stringify(input)}`);
  return envelope.error;
};
/** Ways to roll each total on 3d6, 3 to 18: chances below are counted in 216ths. */
const atMost = (n: number) => [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1].slice(0, Math.max(0, n - 2)).reduce((a, b) => a + b, 0) / 216;

describe('rules.gurps.characteristics (supplement.md B1 and B2)', () => {
  it('ST 10, DX 12, IQ 11, HT 11: Basic Lift 20, Basic Speed 5.75, Move 5, Dodge 8, thrust 1d-2, swing 1d, each with its formula', () => {
    const c = call('rules.gurps.characteristics', { attributes: { st: 10, dx: 12, iq: 11, ht: 11 } });
    expect(c.basicLift).toEqual({ value: 20, formula: 'Basic Lift = ST x ST / 5 = 10 x 10 / 5 = 20 lb' });
    expect(c.hp.value).toBe(10);
    expect([c.will.value, c.per.value, c.fp.value]).toEqual([11, 11, 11]);
    expect(c.basicSpeed).toEqual({ value: 5.75, formula: 'Basic Speed = (HT 11 + DX 12) / 4 = 5.75' });
    expect(c.basicMove.value).toBe(5);
    expect(c.dodge).toEqual({ value: 8, formula: 'Dodge = Basic Speed 5.75 without fractions + 3 = 8' });
    expect(c.thrust).toEqual({ value: '1d-2', dice: '1d6-2', formula: 'Thrust for ST 10 = 1d-2' });
    expect(c.swing.value).toBe('1d');
  });

  it('bought bonuses add on, and a Load ST sets Basic Lift alone (GULLIVER)', () => {
    const c = call('rules.gurps.characteristics', {
      attributes: { st: 10, dx: 10, iq: 10, ht: 10 },
      secondary: { hp: 2, per: 3, basicSpeed: 0.25, basicMove: 1 },
      loadSt: 40,
    });
    expect(c.hp).toEqual({ value: 12, formula: 'HP = ST 10 + 2 = 12' });
    expect(c.per.value).toBe(13);
    expect(c.basicSpeed.value).toBe(5.25);
    expect(c.basicMove.value).toBe(6);
    expect(c.basicLift).toEqual({ value: 320, formula: 'Basic Lift = lifting ST x lifting ST / 5 = 40 x 40 / 5 = 320 lb' });
    expect(c.thrust.value).toBe('1d-2');
  });

  it('a bonus that would leave HP below 1 is refused, naming secondary.hp', () => {
    const error = refused('rules.gurps.characteristics', { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, secondary: { hp: -10 } });
    expect(error).toEqual({
      code: 'invalid_input',
      path: ['secondary', 'hp'],
      message: 'secondary.hp: HP bonus -10 would leave HP at 0; it must stay 1 or more',
      reason: 'HP bonus -10 would leave HP at 0; it must stay 1 or more',
    });
  });

  it('Basic Speed bonuses come in steps of 0.25', () => {
    const error = refused('rules.gurps.characteristics', { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, secondary: { basicSpeed: 0.3 } });
    expect(error).toMatchObject({ path: ['secondary', 'basicSpeed'], message: 'secondary.basicSpeed: must be in steps of 0.25' });
  });
});

describe('rules.gurps.encumbrance (000_4b7986e803b19dcc.txt, "Encumbrance and Move")', () => {
  const st10 = { attributes: { st: 10, dx: 10, ht: 10 } };

  it('ST 10 (Basic Lift 20): bands at 20, 40, 60, 120 and 200 lb, and 300 lb on the back', () => {
    const e = call('rules.gurps.encumbrance', { ...st10, carriedLb: 0 });
    expect(e.limits.map((l) => l.upTo)).toEqual([20, 40, 60, 120, 200, 300]);
    expect(e).toMatchObject({ level: 0, label: 'None', move: 5, dodge: 8 });
  });

  it('50 lb is Medium: Move 5 x 0.6 = 3, Dodge 8 - 2 = 6', () => {
    const e = call('rules.gurps.encumbrance', { ...st10, carriedLb: 50 });
    expect(e).toMatchObject({ level: 2, id: 'medium', penalty: 2, move: 3, dodge: 6, canMove: true });
    expect(e.moveFormula).toBe('Move = Basic Move 5 x 0.6 without fractions = 3');
    expect(e.dodgeFormula).toBe('Dodge = 8 - 2 = 6');
  });

  it('over 15 x Basic Lift nothing moves', () => {
    expect(call('rules.gurps.encumbrance', { ...st10, carriedLb: 301 })).toMatchObject({ level: 6, move: 0, canMove: false });
  });

  it('a negative load is refused, naming carriedLb', () => {
    expect(refused('rules.gurps.encumbrance', { ...st10, carriedLb: -1 })).toMatchObject({ path: ['carriedLb'], message: 'carriedLb: must be 0 to 10000000' });
  });
});

describe('rules.gurps.climbing (000_4b7986e803b19dcc.txt, "Climbing")', () => {
  it('Climbing 14 up 40 ft of stone wall at regular pace: 14 - 3 = 11, 10 minutes, 2 rolls, (135/216)^2 without a fall', () => {
    const c = call('rules.gurps.climbing', { climb: 'stone-wall', climbing: 14, heightFeet: 40 });
    expect(c.target?.formula).toBe('Climbing 14 - 3 (vertical stone wall) = 11');
    expect(c.chances?.success).toBeCloseTo(atMost(11), 12);
    expect(c).toMatchObject({ seconds: 600, time: '10 min', rolls: 2, fpCost: 0, rollNeeded: true });
    expect(c.chanceWithoutFailure).toBeCloseTo(atMost(11) ** 2, 12);
  });

  it('without the skill DX-5 stands in, less the encumbrance level; combat pace costs 1 FP a roll', () => {
    const c = call('rules.gurps.climbing', { climb: 'mountain', dx: 12, encumbranceLevel: 1, heightFeet: 10, pace: 'combat' });
    expect(c.target?.formula).toBe('Climbing 7 (default DX-5) - 1 (encumbrance) = 6');
    expect(c).toMatchObject({ seconds: 20, rolls: 1, fpCost: 1 });
    expect(c.chances?.success).toBeCloseTo(atMost(6), 12);
  });

  it('a ladder needs no roll', () => {
    expect(call('rules.gurps.climbing', { climb: 'ladder-up', heightFeet: 12 })).toMatchObject({ rollNeeded: false, target: null, chanceWithoutFailure: 1, seconds: 12 });
  });

  it('a wall with neither Climbing nor DX is refused, naming dx', () => {
    expect(refused('rules.gurps.climbing', { climb: 'tree', heightFeet: 10 })).toMatchObject({ path: ['dx'], message: 'dx: is needed (or a Climbing skill) to find the roll' });
  });
});

describe('rules.gurps.hiking (000_4b7986e803b19dcc.txt, "Hiking")', () => {
  it('10 x Move miles a day, 20% more on a made Hiking roll: Move 5 is 50 or 60 miles', () => {
    const h = call('rules.gurps.hiking', { members: [{ label: 'Ada', move: 5, hiking: 12 }] });
    expect(h.members[0]).toMatchObject({ label: 'Ada', hiking: 12, miles: 50, milesWithBonus: 60, formula: '10 x Move 5 = 50 miles' });
    expect(h.members[0].formulaWithBonus).toBe('10 x Move 5 x 1.2 (Hiking roll made) = 60 miles');
    expect(h.outcomes).toEqual([
      { miles: 50, probability: expect.closeTo(1 - atMost(12), 12) },
      { miles: 60, probability: expect.closeTo(atMost(12), 12) },
    ]);
    expect(h.mode).toBe('each');
  });

  it('level plains x1.25; Hiking defaults to HT-5', () => {
    const h = call('rules.gurps.hiking', { members: [{ move: 4, ht: 12 }], terrain: 'good' });
    expect(h.members[0]).toMatchObject({ hiking: 7, miles: 50, milesWithBonus: 60 });
  });

  it('a Leadership 12+ leader rolls once against the average Hiking, rounded down, for everyone', () => {
    const h = call('rules.gurps.hiking', {
      members: [
        { move: 5, hiking: 12 },
        { move: 6, hiking: 9 },
      ],
      leadership: 12,
    });
    expect(h).toMatchObject({ mode: 'leader', groupTarget: 10 });
    expect(h.groupChances?.success).toBe(0.5);
    expect(h.outcomes).toEqual([
      { miles: 50, probability: 0.5 },
      { miles: 60, probability: 0.5 },
    ]);
    expect(h.expectedMiles).toBe(55);
  });

  it('a hiker with neither Hiking nor HT is refused, naming the member', () => {
    expect(refused('rules.gurps.hiking', { members: [{ move: 5, ht: 10 }, { move: 5 }] })).toMatchObject({
      path: ['members', 1, 'ht'],
      message: 'members.1.ht: is needed (or a Hiking skill) to find the roll',
    });
  });
});

describe('rules.gurps.jumping (000_4b7986e803b19dcc.txt, "Jumping Distance")', () => {
  it('Basic Move 6 jumps 26 inches high and 9 feet broad', () => {
    const j = call('rules.gurps.jumping', { basicMove: 6 });
    expect(j.high).toMatchObject({ standing: 26, running: 26, unit: 'in', standingFormula: 'High jump = 6 x Basic Move 6 - 10 = 26 in' });
    expect(j.broad).toMatchObject({ standing: 9, running: 9, unit: 'ft', standingFormula: 'Broad jump = 2 x Basic Move 6 - 3 = 9 ft' });
  });

  it('a run-up adds its yards to Basic Move, never past twice the standing jump', () => {
    const j = call('rules.gurps.jumping', { basicMove: 6, runYards: 4 });
    expect(j.high.running).toBe(50);
    expect(j.broad.running).toBe(17);
    const far = call('rules.gurps.jumping', { basicMove: 6, runYards: 20 });
    expect([far.high.running, far.broad.running]).toEqual([52, 18]);
  });

  it('a negative run-up is refused, naming runYards', () => {
    expect(refused('rules.gurps.jumping', { basicMove: 6, runYards: -2 })).toMatchObject({ path: ['runYards'] });
  });
});

describe('rules.gurps.lifting (000_4b7986e803b19dcc.txt, "Lifting & Moving Things")', () => {
  it('Basic Lift 20: one hand 40, two hands 160, shove 240 (480 running), carry on back 300, shift 1000', () => {
    const l = call('rules.gurps.lifting', { basicLift: 20, weightLb: 100 });
    expect(l.options.map((o) => [o.id, o.limit, o.possible])).toEqual([
      ['one-handed-lift', 40, false],
      ['two-handed-lift', 160, true],
      ['shove', 240, true],
      ['shove-running', 480, true],
      ['carry-on-back', 300, true],
      ['shift-slightly', 1000, true],
    ]);
  });

  it('helpers add their Basic Lift, not their ST; over 10 x BL on the back costs 1 FP a second', () => {
    const l = call('rules.gurps.lifting', { basicLift: 20, helperBasicLifts: [20], weightLb: 500 });
    expect(l.basicLift).toBe(40);
    expect(l.basicLiftFormula).toBe('Combined Basic Lift = 20 + 20 = 40 lb');
    expect(l.options.find((o) => o.id === 'carry-on-back')).toMatchObject({ limit: 600, possible: true, fpPerSecond: 1 });
  });

  it('a weight of 0 is refused, naming weightLb', () => {
    expect(refused('rules.gurps.lifting', { basicLift: 20, weightLb: 0 })).toMatchObject({ path: ['weightLb'], message: 'weightLb: must be more than 0' });
  });
});

describe('rules.gurps.running (000_4b7986e803b19dcc.txt, "Running")', () => {
  it('Move 7 sprints at 8.4 yd/s after the first second; paced running is half that', () => {
    const r = call('rules.gurps.running', { move: 7, ht: 10, fp: 10, fpMax: 10 });
    expect(r.speeds).toMatchObject({ groundMove: 7, sprint: 8.4, paced: 4.2, tired: false });
    expect(r.speeds.formulas[0]).toBe('Sprint = Move 7 x 1.2 = 8.4 yd/s after the first second');
    expect(r.plan).toBeNull();
  });

  it('sprinting 100 yd at Move 5 takes 16.8 s with one HT roll at 15 s: FP lost 1 with the chance of missing HT 10', () => {
    const r = call('rules.gurps.running', { move: 5, ht: 10, fp: 10, fpMax: 10, distanceYards: 100 });
    expect(r.plan).toMatchObject({ rolls: 1, unconsciousChance: 0 });
    expect(r.plan!.seconds).toBeCloseTo(1 + 95 / 6, 12);
    expect(r.plan!.fpLostOutcomes).toEqual([
      { fpLost: 0, probability: 0.5 },
      { fpLost: 1, probability: 0.5 },
    ]);
  });

  it('at a third of FP or less running Move halves, rounding up', () => {
    expect(call('rules.gurps.running', { move: 7, ht: 10, fp: 3, fpMax: 10 }).speeds).toMatchObject({ tired: true, groundMove: 4, sprint: 4.8 });
  });

  it('FP above FP max is refused, naming fp', () => {
    expect(refused('rules.gurps.running', { move: 5, ht: 10, fp: 12, fpMax: 10, distanceYards: 50 })).toEqual({
      code: 'invalid_input',
      path: ['fp'],
      message: 'fp: must be at most fpMax 10, got 12',
      reason: 'must be at most fpMax 10, got 12',
    });
  });
});

describe('rules.gurps.swimming (000_4b7986e803b19dcc.txt, "Swimming")', () => {
  it('no skill: HT 10 - 4, +3 going in on purpose, -2 for Light encumbrance = 7; water Move 5 / 5 = 1', () => {
    const s = call('rules.gurps.swimming', { ht: 10, basicMove: 5, encumbranceLevel: 1, intentional: true, fp: 10, fpMax: 10 });
    expect(s.target.formula).toBe('Swimming 6 (default HT-4) - 2 (twice encumbrance) + 3 (entered on purpose) = 7');
    expect(s.chances.success).toBeCloseTo(atMost(7), 12);
    expect(s.drowningChance).toBeCloseTo((1 - atMost(7)) ** 10, 12);
    expect(s.waterMove).toEqual({ move: 1, formula: 'Water Move = Basic Move 5 / 5 without fractions, at least 1 = 1 yd/s' });
    expect(s.endurance.formula).toBe('HT 10');
  });

  it('FP above FP max is refused, naming fp', () => {
    expect(refused('rules.gurps.swimming', { ht: 10, basicMove: 5, fp: 11, fpMax: 10 })).toMatchObject({ path: ['fp'], message: 'fp: must not be more than fpMax' });
  });
});

describe('rules.gurps.throwing (000_4b7986e803b19dcc.txt, "Throwing Distance Table" and "Throwing Damage Table")', () => {
  it('ST 10 (BL 20) throws 1 lb (ratio 0.05) 3.5 x 10 = 35 yd and 10 lb (ratio 0.5) 8 yd', () => {
    expect(call('rules.gurps.throwing', { st: 10, dx: 12, weightLb: 1 })).toMatchObject({ weightRatio: 0.05, distanceModifier: 3.5, distance: 35, hands: 1 });
    const t = call('rules.gurps.throwing', { st: 10, dx: 12, weightLb: 10 });
    expect(t).toMatchObject({ distanceModifier: 0.8, distance: 8, damage: '1d-2', damageDice: '1d6-2' });
    expect(t.basicLift.value).toBe(20);
  });

  it('between two rows the higher ratio counts: 6 lb is ratio 0.3, read as 0.4, x1.0 = 10 yd; up to BL it is thrust +1 per die', () => {
    expect(call('rules.gurps.throwing', { st: 10, dx: 12, weightLb: 6 })).toMatchObject({ distanceModifier: 1, distance: 10 });
    expect(call('rules.gurps.throwing', { st: 10, dx: 12, weightLb: 15 }).damage).toBe('1d-1');
  });

  it('over 2 x BL needs both hands; over 8 x BL cannot be thrown; DX-3 to hit a chosen target, DX for an area', () => {
    const heavy = call('rules.gurps.throwing', { st: 10, dx: 12, weightLb: 60 });
    expect(heavy).toMatchObject({ hands: 2, canThrow: true, distanceModifier: 0.2, distance: 2, specificTarget: 9, areaTarget: 12 });
    expect(heavy.specificChances.success).toBeCloseTo(atMost(9), 12);
    expect(heavy.areaChances.success).toBeCloseTo(atMost(12), 12);
    expect(call('rules.gurps.throwing', { st: 10, dx: 12, weightLb: 161 })).toMatchObject({ canThrow: false, distance: null, hands: null });
  });

  it('a negative weight is refused, naming weightLb', () => {
    expect(refused('rules.gurps.throwing', { st: 10, dx: 12, weightLb: -3 })).toMatchObject({ path: ['weightLb'] });
  });
});

describe('rules.gurps.check (000_4b7986e803b19dcc.txt, "Sense Roll", "Will Rolls", "Fright Checks", "Influence Rolls"; supplement.md B5)', () => {
  it('a Vision roll at Per 12 in the dark (-2) is against 10: exactly one half', () => {
    const c = call('rules.gurps.check', { kind: 'sense', sense: 'vision', per: 12, modifiers: [{ label: 'darkness', value: -2 }] });
    expect(c.target).toMatchObject({ base: 12, effective: 10, formula: 'Per 12 - 2 (darkness) = 10' });
    expect(c.chances).toEqual({ success: 0.5, criticalSuccess: 4 / 216, failure: 0.5, criticalFailure: 4 / 216 });
  });

  it('a Fright Check at Will 11 - 3: fails on 9+, critically on 17-18; a plain failure stuns', () => {
    const c = call('rules.gurps.check', { kind: 'fright', will: 11, modifiers: [{ label: 'ghoul', value: -3 }] });
    expect(c.target.effective).toBe(8);
    expect(c.chances.success).toBeCloseTo(atMost(8), 12);
    expect(c.fright?.faints).toBeCloseTo(4 / 216, 12);
    expect(c.fright?.stunned).toBeCloseTo(1 - atMost(8) - 4 / 216, 12);
  });

  it('a Will roll at 16 succeeds critically on 3-6', () => {
    expect(call('rules.gurps.check', { kind: 'will', will: 16 }).chances.criticalSuccess).toBeCloseTo(atMost(6), 12);
  });

  it('Influence is a Quick Contest against Will: Intimidation 12 against Will 12 wins under a half, and a loss is Very Bad', () => {
    const c = call('rules.gurps.check', { kind: 'influence', skill: 'intimidation', level: 12, subjectWill: 12 });
    expect(c.influence).toMatchObject({ onWin: 'good', onLoss: 'very-bad', gmAlsoRollsReaction: false });
    expect(c.influence!.win).toBeLessThan(0.5);
    expect(c.influence!.win + c.influence!.lose).toBeCloseTo(1, 12);
    expect(c.chances.success).toBeCloseTo(atMost(12), 12);
  });

  it('an unknown kind of check is refused, naming kind', () => {
    expect(refused('rules.gurps.check', { kind: 'taste', per: 10 })).toMatchObject({
      path: ['kind'],
      message: 'kind: must be one of "sense", "will", "fright", "influence"',
    });
  });

  it('a field of another kind of check is refused', () => {
    expect(refused('rules.gurps.check', { kind: 'will', will: 10, per: 12 })).toMatchObject({ path: ['per'], message: 'per: is not a field of this method' });
  });
});

describe('rules.gurps.successChance (supplement.md B5)', () => {
  it('effective 10 succeeds exactly half the time', () => {
    expect(call('rules.gurps.successChance', { effective: 10 }).success).toBe(0.5);
  });
});

describe('rules.gulliver.size (002_6bcc9877716aeba8.txt, "Collision Damage" mass / 150 lb and the Falling "Examples"; supplement.md B3)', () => {
  it('a 1200-lb horse is Linear Scale 2, Size +2, mass multiplier 2.83', () => {
    const s = call('rules.gulliver.size', { massLb: 1200 });
    expect(s.linearScale).toBeCloseTo(2, 12);
    expect(s.areaScale).toBeCloseTo(4, 12);
    expect(s.sizeModifier).toBe(2);
    expect(s.massMultiplier).toBeCloseTo(2.828, 3);
    expect(s.explanation.linearScale).toBe('Linear Scale = cube root of (1200 lb / 150 lb) = 2');
  });

  it('the 1-lb rat is Size -5, the half-ounce mouse Size -8; a 600-lb motorbike has mass multiplier 2', () => {
    expect(call('rules.gulliver.size', { massLb: 1 }).sizeModifier).toBe(-5);
    expect(call('rules.gulliver.size', { massLb: 1 / 32 }).sizeModifier).toBe(-8);
    expect(call('rules.gulliver.size', { massLb: 600 }).massMultiplier).toBe(2);
  });

  it('Linear Scale 1/2 weighs 18.75 lb', () => {
    expect(call('rules.gulliver.size', { linearScale: 0.5 }).massLb).toBeCloseTo(18.75, 12);
  });

  it('both or neither of linearScale and massLb is refused, naming linearScale', () => {
    expect(refused('rules.gulliver.size', {})).toMatchObject({ path: ['linearScale'], message: 'linearScale: give either linearScale or massLb (one of the two)' });
    expect(refused('rules.gulliver.size', { linearScale: 1, massLb: 150 })).toMatchObject({ path: ['linearScale'] });
  });
});

describe('rules.gulliver.needs (002_6bcc9877716aeba8.txt, "Care and Feeding of Giants")', () => {
  it('simple rule: a Linear Scale 2 giant eats 4 rations and drinks 8 quarts where a human has 1 and 2', () => {
    const n = call('rules.gulliver.needs', { linearScale: 2 });
    expect(n.multiplier).toBe(4);
    expect(n.rations).toEqual({ perDay: 4, formula: '1 ration x 4 = 4 rations a day' });
    expect(n.water).toEqual({ quartsPerDay: 8, formula: '2 quarts x 4 = 8 quarts a day' });
  });

  it('carnivores halve, grass-eaters double; detailed rule LS^2.25; advanced (mass / 150)^0.75', () => {
    expect(call('rules.gulliver.needs', { linearScale: 2, diet: 'carnivore' }).multiplier).toBe(2);
    expect(call('rules.gulliver.needs', { linearScale: 2, diet: 'grass-eater', activity: 'high' }).multiplier).toBe(10);
    expect(call('rules.gulliver.needs', { linearScale: 2, rule: 'detailed' }).multiplier).toBeCloseTo(2 ** 2.25, 12);
    expect(call('rules.gulliver.needs', { massLb: 1200, rule: 'advanced', waterQuarts: 3 }).water.quartsPerDay).toBeCloseTo(3 * 8 ** 0.75, 12);
  });

  it('an unknown diet is refused, naming diet', () => {
    expect(refused('rules.gulliver.needs', { linearScale: 1, diet: 'stones' })).toMatchObject({ path: ['diet'] });
  });
});

describe('rules.gulliver.falling (002_6bcc9877716aeba8.txt, "Falling": terminal velocity, surface hardness, damage absorption, "Examples")', () => {
  it('the 150-lb human (HP 10) limp down the 1000-yard shaft onto rock: terminal 125 mph, 25d, average 82.5 after HP/2', () => {
    const p = call('rules.gulliver.falling', { massLb: 150, hp: 10, heightYards: 1000, surface: 'very-hard', pose: 'limp' });
    expect(p).toMatchObject({ terminalMph: 125, impactMph: 125, dice: 25, label: '25d', absorption: 5, averageDamage: 82.5 });
  });

  it('30 yd onto rock is 50 mph and 10d; a made Acrobatics roll takes 20 mph off', () => {
    expect(call('rules.gulliver.falling', { massLb: 150, hp: 10, heightYards: 30, surface: 'very-hard' })).toMatchObject({ impactMph: 50, dice: 10 });
    const rolled = call('rules.gulliver.falling', { massLb: 150, hp: 10, heightYards: 30, surface: 'yielding', skills: { catfallOrAcrobatics: true } });
    expect(rolled).toMatchObject({ reductionMph: 20, dice: 3, label: '3d' });
  });

  it('a negative height is refused, naming heightYards', () => {
    expect(refused('rules.gulliver.falling', { massLb: 150, hp: 10, heightYards: -1 })).toMatchObject({ path: ['heightYards'] });
  });
});

describe('rules.gulliver.collision (002_6bcc9877716aeba8.txt, "Speed of Impact", "Speed Change", "Collision Damage", "Hardness")', () => {
  it('Green (1000 lb, 40 mph) meets Yellow (500 lb, 50 mph) head-on: speed changes 30 and 60 mph, ending at 10 and -10', () => {
    const c = call('rules.gulliver.collision', { kind: 'head-on', a: { massLb: 1000, mph: 40 }, b: { massLb: 500, mph: 50 } });
    expect(c.combinedMph).toBe(90);
    expect(c.a).toMatchObject({ speedChangeMph: 30, speedAfterMph: 10 });
    expect(c.b).toMatchObject({ speedChangeMph: 60, speedAfterMph: -10 });
  });

  it('Yellow hitting Green from the rear: only 10 mph combined', () => {
    expect(call('rules.gulliver.collision', { kind: 'rear-end', a: { massLb: 500, mph: 50 }, b: { massLb: 1000, mph: 40 } }).combinedMph).toBe(10);
  });

  // Seed 002, "Applying damage" and "Hardness": the 600-lb motorbike hits a tank at 40 mph and stops dead, so it takes
  // the full 40 mph: 40 / 10 x square root of (600 / 150) = 8d for both, x2 for hard steel = 16d each ("Rolling 16d damage").
  it('the 600-lb motorbike into a tank at 40 mph stops dead: 8d for both, x2 for hard steel, 16d each, not 15d+3', () => {
    const c = call('rules.gulliver.collision', {
      kind: 'head-on',
      a: { massLb: 600, mph: 40, hardness: 'very-hard' },
      b: { massLb: 120_000, mph: 0, hardness: 'very-hard' },
    });
    expect(c.a).toMatchObject({ speedChangeMph: 40, speedAfterMph: 0, ownDice: 8, takesDice: 16, takesLabel: '16d' });
    // "Loss": the tank's fifth of a mile an hour is absorbed by friction.
    expect(c.b).toMatchObject({ speedChangeMph: 0, ownDice: 0, takesDice: 16, takesLabel: '16d' });
    expect(c.sharedDice).toBe(8);
    expect(c.explanation).toContain('A: 40 mph / 10 x square root of (600 lb / 150) = 8d');
  });

  it('a rear-end collision where the one behind is slower is refused, naming a.mph', () => {
    expect(refused('rules.gulliver.collision', { kind: 'rear-end', a: { massLb: 1000, mph: 40 }, b: { massLb: 500, mph: 50 } })).toMatchObject({
      path: ['a', 'mph'],
      message: 'a.mph: must be at least b.mph in a rear-end collision (a is the one behind), got 40 < 50',
    });
  });
});

describe('rules.gulliver.exposure (002_6bcc9877716aeba8.txt, "Exposure Hazards", "More on freezing")', () => {
  it('a Linear Scale 4 giant takes double damage; a two-incher (LS 1/36) one-sixth', () => {
    const giant = call('rules.gulliver.exposure', { linearScale: 4, humanDice: 1 });
    expect(giant.multiplier).toBe(2);
    expect(giant.scaledDice).toMatchObject({ dice: 2, label: '2d' });
    expect(call('rules.gulliver.exposure', { linearScale: 1 / 36 }).multiplier).toBeCloseTo(1 / 6, 12);
  });

  it('HT rolls take half the Size Modifier: -4 for the Size -8 mouse; Fat is +2 against cold', () => {
    const mouse = call('rules.gulliver.exposure', { massLb: 1 / 32, build: 'fat' });
    expect(mouse).toMatchObject({ sizeModifier: -8, htModifier: -4, coldBonus: 2 });
  });

  it('60° water with a 70° comfort point is like 40° air', () => {
    expect(call('rules.gulliver.exposure', { linearScale: 1, waterTemperature: 60 }).water).toEqual({ temperature: 40, explanation: '70 + 3 x (60 - 70) = like 40 air' });
  });

  it('a Linear Scale of 0 is refused, naming linearScale', () => {
    expect(refused('rules.gulliver.exposure', { linearScale: 0 })).toMatchObject({ path: ['linearScale'], message: 'linearScale: must be 0.001 to 1000' });
  });
});

describe('rules.gulliver.lightLevel (002_6bcc9877716aeba8.txt, "Bright Lights")', () => {
  it('moonlight (Dark) is -4; Night Vision takes it away', () => {
    expect(call('rules.gulliver.lightLevel', { level: 'dark' }).perceived.darknessPenalty).toBe(-4);
    const nv = call('rules.gulliver.lightLevel', { level: 'dark', nightVision: 'full' });
    expect(nv.perceived.darknessPenalty).toBe(0);
    expect(nv.level.darknessPenalty).toBe(-4);
  });

  it('a searchlight in the face is -8 Vision and -4 DX/IQ; sunglasses make it Harsh', () => {
    expect(call('rules.gulliver.lightLevel', { level: 'near-blinding' }).perceived).toMatchObject({ visionPenalty: -8, dxIqPenalty: -4 });
    expect(call('rules.gulliver.lightLevel', { level: 'near-blinding', eyewear: 'sunglasses' }).perceived.id).toBe('harsh');
  });

  it('levels past Blinding need the Blinding level, and are refused otherwise, naming beyondBlinding', () => {
    expect(call('rules.gulliver.lightLevel', { level: 'blinding', beyondBlinding: 2 })).toMatchObject({ htPenalty: -4, blindnessDurationMultiplier: 4 });
    expect(refused('rules.gulliver.lightLevel', { level: 'dim', beyondBlinding: 1 })).toMatchObject({
      path: ['beyondBlinding'],
      message: "beyondBlinding: needs level 'blinding', got dim",
    });
  });
});

describe('rules.gulliver.stDamage (002_6bcc9877716aeba8.txt, "New ST Damage")', () => {
  it('reads the table: ST 12 thrusts 1d+1, ST 14 2d-2, ST 20 2d; each 10 more ST is a die more, so ST 72 is 7d+1', () => {
    expect([12, 14, 20, 72, 122].map((combatSt) => call('rules.gulliver.stDamage', { combatSt }).thrust)).toEqual(['1d+1', '2d-2', '2d', '7d+1', '12d+1']);
  });

  it('swing is the thrust of 1.5 x Combat ST (ST 12 swings as ST 18, 1d+3); Toughness is ST/5', () => {
    const r = call('rules.gulliver.stDamage', { combatSt: 12 });
    expect([r.swing, r.capped, r.toughness]).toEqual(['1d+3', false, 2]);
    expect(r.proportionalThrust).toMatchObject({ dice: '1d', fraction: 1.2 });
  });

  it('refuses a Combat ST of 0, naming the field', () => {
    expect(refused('rules.gulliver.stDamage', { combatSt: 0 })).toMatchObject({ path: ['combatSt'] });
  });
});
