import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../rules/rule-input-error';
import { AppError, fieldTable, ruleErrorsAt } from './errors';

const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

describe('ruleErrorsAt', () => {
  const fields = fieldTable({ bonuses: ['secondary'], weight: ['weightLb'] });

  it("puts a rule's refusal on the request field its path maps to, keeping the rest of the path", () => {
    const error = refusal(() => ruleErrorsAt(() => { throw new RuleInputError(['bonuses', 'hp'], 'must stay 1 or more'); }, ['attributes'], fields));
    expect(error).toMatchObject({ code: 'invalid_input', path: ['secondary', 'hp'], message: 'secondary.hp: must stay 1 or more' });
  });

  it('puts a refusal the table does not list, or a plain RangeError, on the fallback with its whole message', () => {
    expect(refusal(() => ruleErrorsAt(() => { throw new RuleInputError('fp', 'must be at most 10'); }, ['move'], fields))).toMatchObject({
      path: ['move'],
      message: 'move: fp: must be at most 10',
    });
    expect(refusal(() => ruleErrorsAt(() => { throw new RangeError('no such row'); }, ['move'], fields))).toMatchObject({
      path: ['move'],
      message: 'move: no such row',
    });
  });

  it('reads only the names the table lists', () => {
    expect(refusal(() => ruleErrorsAt(() => { throw new RuleInputError('constructor', 'is odd'); }, ['move'], fields))).toMatchObject({ path: ['move'] });
  });

  it('lets any other error through', () => {
    expect(() => ruleErrorsAt(() => { throw new TypeError('bug'); }, ['move'])).toThrow(TypeError);
  });
});
