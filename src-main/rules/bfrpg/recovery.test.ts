import { describe, expect, it } from 'vitest';
import { maxRunningRounds, naturalHealingPerDay, REST_AFTER_RUNNING_TURNS, sleepHoursNeeded } from './recovery';

describe('running (supplement A10)', () => {
  it('twice the Constitution score in rounds, then at least a turn of rest', () => {
    expect(maxRunningRounds(12)).toBe(24);
    expect(maxRunningRounds(3)).toBe(6);
    expect(REST_AFTER_RUNNING_TURNS).toBe(1);
  });
});

describe('sleep (supplement A10)', () => {
  it('6 hours minus the Constitution bonus', () => {
    expect(sleepHoursNeeded(10)).toBe(6);
    expect(sleepHoursNeeded(18)).toBe(3);
    expect(sleepHoursNeeded(3)).toBe(9);
  });
});

describe('natural healing (supplement A10; 003_8f80a070c789886f.txt, "Dungeon Survival")', () => {
  it('1 HP a day, 2 with full bed rest', () => {
    expect(naturalHealingPerDay(false, false)).toBe(1);
    expect(naturalHealingPerDay(true, false)).toBe(2);
  });

  it('none while starving or thirsty', () => {
    expect(naturalHealingPerDay(true, true)).toBe(0);
  });
});
