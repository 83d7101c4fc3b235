import { describe, expect, it } from 'vitest';
import { gurpsOptions } from '../../../src-shared/contract';
import { roll } from '../dice/roll';
import { rulesetFor } from '../registry';
import { scriptedRng } from '../testing/scripted-rng';

// A GM's roll against a target in a GURPS campaign (000_4b7986e803b19dcc.txt, "Success Rolls",
// "Critical Success and Failure"): 3 and 4 always succeed, 17 and 18 always fail.

const gurps = rulesetFor('gurps', gurpsOptions.parse({}));
const bfrpg = rulesetFor('bfrpg', {});
const judge = (faces: number[], target: number, expression = '3d6', rules = gurps) => rules.judgeRoll(roll(expression, scriptedRng(faces)), target);

describe('judging a GM roll ("Success Rolls"; "Critical Success and Failure")', () => {
  it('3d6 of 4 against 3 is a critical success, though 4 is over the target', () => {
    expect(judge([1, 1, 2], 3)).toEqual({ success: true, critical: 'success' });
  });

  it('17 against 18 fails, and 18 against 18 is a critical failure', () => {
    expect(judge([6, 6, 5], 18)).toEqual({ success: false, critical: null });
    expect(judge([6, 6, 6], 18)).toEqual({ success: false, critical: 'failure' });
  });

  it('10 against 14 succeeds with nothing critical', () => {
    expect(judge([3, 3, 4], 14)).toEqual({ success: true, critical: null });
  });

  it('other dice, and other systems, are plainly at or under the target', () => {
    expect(judge([1, 1], 3, '2d6')).toEqual({ success: true, critical: null });
    expect(judge([1, 1, 2], 3, '3d6', bfrpg)).toEqual({ success: false, critical: null });
  });
});
