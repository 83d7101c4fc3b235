import { describe, expect, it } from 'vitest';
import * as gurps from './index';

describe('GURPS rules barrel (000_4b7986e803b19dcc.txt, "Game Mechanics")', () => {
  it('exports the character, feat, check, fatigue and recovery rules with the success and damage tables', () => {
    for (const name of [
      'characteristics',
      'encumbrance',
      'effectiveMovement',
      'planClimb',
      'hikingGroupDay',
      'jumping',
      'liftingOptions',
      'planRun',
      'rollSwimming',
      'throwing',
      'frightCheck',
      'influenceRoll',
      'applyFatigue',
      'fpRegainedBetween',
      'unconsciousSchedule',
      'successRoll',
      'damageForSt',
    ]) {
      expect(typeof (gurps as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
