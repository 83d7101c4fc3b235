import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { naturalRecoveryDay, rollUnconsciousRecovery, unconsciousSchedule } from './recovery';

describe('natural recovery (000_4b7986e803b19dcc.txt, "Natural Recovery")', () => {
  it('a made HT roll at the end of a day of rest heals 1 HP', () => {
    const day = naturalRecoveryDay({ ht: 12, hp: 5, hpMax: 10 }, scriptedRng([4, 4, 4]));
    expect(day).toMatchObject({ healed: 1, hp: 6 });
    expect(day.roll.roll.dice[0].faces).toEqual([4, 4, 4]);
    expect(naturalRecoveryDay({ ht: 12, hp: 5, hpMax: 10 }, scriptedRng([5, 4, 4]))).toMatchObject({ healed: 0, hp: 5 });
  });

  it('the GM modifier for conditions shifts the target', () => {
    const day = naturalRecoveryDay({ ht: 12, hp: 5, hpMax: 10, modifier: -2 }, scriptedRng([5, 3, 3]));
    expect(day.target.effective).toBe(10);
    expect(day.healed).toBe(0);
    expect(day.chances.success).toBeCloseTo(0.5, 12);
    expect(day.target.formula).toBe('HT 12 - 2 (GM modifier) = 10');
  });

  it('there is nothing to heal at full HP', () => {
    expect(() => naturalRecoveryDay({ ht: 12, hp: 10, hpMax: 10 }, scriptedRng([]))).toThrow(/hp: must be below hpMax/);
  });
});

describe('waking up (000_4b7986e803b19dcc.txt, "Recovering from Unconsciousness")', () => {
  it('1 HP or more: wakes after 15 minutes without a roll', () => {
    expect(unconsciousSchedule({ hp: 1, hpMax: 10 })).toMatchObject({ band: 'wakes', roll: null, nextInSeconds: 900 });
    const r = rollUnconsciousRecovery({ hp: 1, hpMax: 10, ht: 10 }, scriptedRng([]));
    expect(r).toMatchObject({ roll: null, awake: true, dead: false });
  });

  it('0 HP down to just above -HP: an HT roll every hour', () => {
    expect(unconsciousSchedule({ hp: 0, hpMax: 10 })).toMatchObject({ band: 'hourly', roll: 'HT', nextInSeconds: 3600 });
    expect(unconsciousSchedule({ hp: -9, hpMax: 10 }).band).toBe('hourly');
    const woke = rollUnconsciousRecovery({ hp: -3, hpMax: 10, ht: 10 }, scriptedRng([3, 3, 4]));
    expect(woke).toMatchObject({ awake: true, dead: false, failedWakeRoll: false });
    expect(rollUnconsciousRecovery({ hp: -3, hpMax: 10, ht: 10 }, scriptedRng([3, 4, 4])).awake).toBe(false);
  });

  it('-HP or below: one roll after 12 hours; failing it means no waking without care', () => {
    expect(unconsciousSchedule({ hp: -10, hpMax: 10 })).toMatchObject({ band: 'grave', nextInSeconds: 43200 });
    const failed = rollUnconsciousRecovery({ hp: -12, hpMax: 10, ht: 10 }, scriptedRng([6, 6, 1]));
    expect(failed).toMatchObject({ awake: false, dead: false, failedWakeRoll: true });
  });

  it('after that failure, an HT roll every 12 hours to stay alive', () => {
    expect(unconsciousSchedule({ hp: -12, hpMax: 10, failedWakeRoll: true })).toMatchObject({ band: 'comatose', nextInSeconds: 43200 });
    const dies = rollUnconsciousRecovery({ hp: -12, hpMax: 10, ht: 10, failedWakeRoll: true }, scriptedRng([6, 5, 1]));
    expect(dies).toMatchObject({ awake: false, dead: true });
    const lives = rollUnconsciousRecovery({ hp: -12, hpMax: 10, ht: 10, failedWakeRoll: true }, scriptedRng([2, 2, 2]));
    expect(lives).toMatchObject({ awake: false, dead: false, failedWakeRoll: true });
  });

  it('at -5 x HP there is nothing left to roll', () => {
    expect(unconsciousSchedule({ hp: -50, hpMax: 10 }).band).toBe('dead');
    expect(unconsciousSchedule({ hp: -49, hpMax: 10 }).band).toBe('grave');
    expect(rollUnconsciousRecovery({ hp: -50, hpMax: 10, ht: 10 }, scriptedRng([]))).toMatchObject({ dead: true, awake: false });
  });
});
