import { describe, expect, it } from 'vitest';
import { distribution, probabilityAtMost } from '../dice/distribution';
import { scriptedRng } from '../testing/scripted-rng';
import { gurpsEncounterRules, gurpsReactionBand, gurpsReactionRoll } from './reaction';

// GURPS Lite's reaction table (p. 3), which seed 000's "Influence Rolls" names.
describe('GURPS reaction roll (GURPS Lite p. 3, named in seed 000)', () => {
  it.each([
    [0, 'disastrous'],
    [1, 'very-bad'],
    [3, 'very-bad'],
    [4, 'bad'],
    [6, 'bad'],
    [7, 'poor'],
    [9, 'poor'],
    [10, 'neutral'],
    [12, 'neutral'],
    [13, 'good'],
    [15, 'good'],
    [16, 'very-good'],
    [18, 'very-good'],
    [19, 'excellent'],
  ])('%i reads as %s', (total, band) => {
    expect(gurpsReactionBand(total).id).toBe(band);
  });

  it('3d6 of 4, 3, 3 is 10, Neutral; with a -4 reaction modifier it is 6, Bad', () => {
    expect(gurpsReactionRoll(scriptedRng([4, 3, 3]), 0).band).toBe('neutral');
    const ugly = gurpsReactionRoll(scriptedRng([4, 3, 3]), -4);
    expect(ugly.total).toBe(6);
    expect(ugly.band).toBe('bad');
  });

  it('an unmodified roll is Neutral or better on 10 or more: 135 of 216 (62.5%)', () => {
    expect(1 - probabilityAtMost(distribution('3d6'), 9)).toBeCloseTo(135 / 216, 12);
  });

  it('has no surprise roll: the GM says who is surprised', () => {
    expect(gurpsEncounterRules.surprise(scriptedRng([]), [])).toBeNull();
    expect(gurpsEncounterRules.surpriseSource).toMatch(/Do Nothing/);
  });
});
