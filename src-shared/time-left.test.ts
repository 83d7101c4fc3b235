import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time';

describe('time left on a light or a wait, at the table\u2019s grain', () => {
  it('Basic Fantasy (10-second rounds, 60 to a turn): turns and rounds', () => {
    expect(formatTimeLeft(4 * 600 + 30, 10)).toBe('4 turns 3 rounds');
    expect(formatTimeLeft(20, 10)).toBe('2 rounds');
    expect(formatTimeLeft(1200, 10)).toBe('2 turns');
    expect(formatTimeLeft(0, 10)).toBe('out');
  });

  it('GURPS (one-second rounds): under a turn in whole minutes, the last minute in rounds', () => {
    // The GURPS demo's Continual Light with 1 hour 9 minutes 50 seconds to go read "6 turns 590 rounds".
    expect(formatTimeLeft(6 * 600 + 590, 1)).toBe('6 turns 9 minutes');
    expect(formatTimeLeft(590, 1)).toBe('9 minutes');
    expect(formatTimeLeft(45, 1)).toBe('45 rounds');
    expect(formatTimeLeft(600 + 60, 1)).toBe('1 turn 1 minute');
  });

  it('Shell (five-second rounds, 120 to a turn): the same', () => {
    expect(formatTimeLeft(590, 5)).toBe('9 minutes');
    expect(formatTimeLeft(50, 5)).toBe('10 rounds');
  });
});
