import { describe, expect, it } from 'vitest';
import { crippleThreshold } from './crippling';

describe('crippling (001_d6872b0a781baa08.txt, "Hit Location")', () => {
  it('thresholds are 40% (arm, leg), 20% (hand, foot), 10% (eye) of base HP, rounded up to whole points', () => {
    expect(['left-arm', 'right-leg', 'left-hand', 'right-foot', 'left-eye', 'torso'].map((l) => crippleThreshold(l as never, 10))).toEqual([4, 4, 2, 2, 1, null]);
    expect(['left-arm', 'left-hand', 'left-eye'].map((l) => crippleThreshold(l as never, 12))).toEqual([5, 3, 2]);
  });
});
