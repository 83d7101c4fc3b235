import { describe, expect, it } from 'vitest';
import { CLIMBS, planClimb } from './climbing';

describe('climbing (000_4b7986e803b19dcc.txt, "Climbing")', () => {
  it('reads the garbled table: modifiers and speeds per row', () => {
    expect(CLIMBS.tree).toMatchObject({ modifier: 5, combat: { feet: 1, seconds: 1 }, regular: { feet: 1, seconds: 3 } });
    expect(CLIMBS['modern-building']).toMatchObject({ modifier: -3, combat: { feet: 1, seconds: 10 }, regular: { feet: 2, seconds: 60 } });
    expect(CLIMBS['rope-down'].modifier).toBe(-1);
    expect(CLIMBS['rope-down-equipped']).toMatchObject({ modifier: -1, combat: { feet: 12, seconds: 1 }, regular: { feet: 12, seconds: 1 } });
    expect(CLIMBS['ladder-up'].modifier).toBeNull();
  });

  it('Climbing + the climb modifier - encumbrance level; a tree at regular pace is 1 ft per 3 s', () => {
    const plan = planClimb({ climbing: 12, climb: 'tree', encumbranceLevel: 0, heightFeet: 30, pace: 'regular' });
    expect(plan.skill?.effective).toBe(17);
    expect(plan.seconds).toBe(90);
    expect(plan.rolls).toBe(1);
    expect(plan.fpCost).toBe(0);
    expect(plan.chanceWithoutFailure).toBeCloseTo(212 / 216, 12);
  });

  it('defaults to DX-5 without the skill', () => {
    const plan = planClimb({ dx: 11, climb: 'mountain', encumbranceLevel: 2, heightFeet: 100, pace: 'regular' });
    expect(plan.skill?.effective).toBe(4);
    expect(plan.skill?.formula).toBe('Climbing 6 (default DX-5) - 2 (encumbrance) = 4');
    expect(planClimb({ climbing: 4, dx: 12, climb: 'mountain', encumbranceLevel: 0, heightFeet: 10, pace: 'regular' }).skill?.effective).toBe(7);
  });

  it('one roll to start and one more at each full 5 minutes still climbing', () => {
    const at = (heightFeet: number) => planClimb({ climbing: 10, climb: 'mountain', encumbranceLevel: 0, heightFeet, pace: 'regular' });
    expect(at(50).seconds).toBe(300);
    expect(at(50).rolls).toBe(1);
    expect(at(51).rolls).toBe(2);
    expect(at(100).rolls).toBe(2);
    expect(at(101).rolls).toBe(3);
    expect(at(101).chanceWithoutFailure).toBeCloseTo(0.125, 12);
    expect(at(101).chanceWithoutCriticalFailure).toBeCloseTo((212 / 216) ** 3, 12);
  });

  it('combat pace costs 1 FP per roll', () => {
    const wall = (heightFeet: number) => planClimb({ climbing: 14, climb: 'stone-wall', encumbranceLevel: 0, heightFeet, pace: 'combat' });
    expect(wall(60)).toMatchObject({ seconds: 300, rolls: 1, fpCost: 1 });
    expect(wall(61)).toMatchObject({ seconds: 305, rolls: 2, fpCost: 2 });
    expect(planClimb({ climbing: 14, climb: 'modern-building', encumbranceLevel: 0, heightFeet: 10, pace: 'combat' }).seconds).toBe(100);
  });

  it('ladders need no roll and no skill', () => {
    const plan = planClimb({ climb: 'ladder-up', encumbranceLevel: 3, heightFeet: 12, pace: 'combat' });
    expect(plan).toMatchObject({ rollNeeded: false, skill: null, rolls: 0, fpCost: 0, chanceWithoutFailure: 1, seconds: 4 });
    expect(planClimb({ climb: 'ladder-down', encumbranceLevel: 0, heightFeet: 12, pace: 'regular' }).seconds).toBe(12);
  });

  it('rappelling with equipment: 12 ft/s at either pace', () => {
    expect(planClimb({ climbing: 12, climb: 'rope-down-equipped', encumbranceLevel: 0, heightFeet: 120, pace: 'regular' }).seconds).toBe(10);
  });

  it('refuses missing skill, a bad level or height, an unknown climb', () => {
    expect(() => planClimb({ climb: 'tree', encumbranceLevel: 0, heightFeet: 10, pace: 'regular' })).toThrow(/Climbing or DX is needed/);
    expect(() => planClimb({ dx: 10, climb: 'tree', encumbranceLevel: 5, heightFeet: 10, pace: 'regular' })).toThrow(/encumbranceLevel/);
    expect(() => planClimb({ dx: 10, climb: 'tree', encumbranceLevel: 0, heightFeet: 0, pace: 'regular' })).toThrow(/heightFeet: must be more than 0/);
    expect(() => planClimb({ dx: 10, climb: 'cliff' as never, encumbranceLevel: 0, heightFeet: 5, pace: 'regular' })).toThrow(/climb: must be one of/);
  });
});
