import { describe, expect, it } from 'vitest';
import { sessionName } from './session-name';

describe('a play session named once', () => {
  it('adds the title after the number, and drops the number when the title begins with it', () => {
    expect(sessionName(1, 'Into the barrow')).toBe('Session 1: Into the barrow');
    expect(sessionName(1, 'Session 1: Into the barrow')).toBe('Session 1: Into the barrow');
    expect(sessionName(3, 'session 3 - The keep')).toBe('Session 3: The keep');
    expect(sessionName(2, 'Session 2')).toBe('Session 2');
    expect(sessionName(2, '')).toBe('Session 2');
    // Another number is the GM's own words, kept.
    expect(sessionName(4, 'Session 12 redux')).toBe('Session 4: Session 12 redux');
  });
});
