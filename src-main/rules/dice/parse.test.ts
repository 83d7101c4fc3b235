import { describe, expect, it } from 'vitest';
import { binary, constant, dice } from './ast';
import { formatDice } from './format';
import { DiceNotationError, parseDice } from './parse';

describe('parseDice: notation the four rule texts use', () => {
  it.each([
    // Standard NdM and dM (003_8f80a070c789886f.txt, "Light": 1d4+4, 1d6+18).
    ['1d4+4', binary('+', dice(1, 4), constant(4))],
    ['d8', dice(1, 8)],
    ['2d10', dice(2, 10)], // 001_d6872b0a781baa08.txt: the Shell attack roll
    // GURPS "Nd" means N six-sided dice (000_4b7986e803b19dcc.txt damage, supplement B2).
    ['3d', dice(3, 6)],
    ['2d+1', binary('+', dice(2, 6), constant(1))],
    ['1d-3', binary('-', dice(1, 6), constant(3))],
    ['d%', dice(1, 100)],
    // GULLIVER (002_6bcc9877716aeba8.txt) divides and multiplies dice: 1d/10, 1dx5, (16d x 2 x 3) - 10.
    ['1d/10', binary('/', dice(1, 6), constant(10))],
    ['1dx5', binary('*', dice(1, 6), constant(5))],
    ['2d8×2', binary('*', dice(2, 8), constant(2))],
    ['2d8*2', binary('*', dice(2, 8), constant(2))],
    ['(16d x 2 x 3) - 10', binary('-', binary('*', binary('*', dice(16, 6), constant(2)), constant(3)), constant(10))],
    ['4d6kh3', dice(4, 6, { which: 'highest', count: 3 })],
    ['2d20kl1', dice(2, 20, { which: 'lowest', count: 1 })],
    ['4d6k3', dice(4, 6, { which: 'highest', count: 3 })],
    ['2d20kh', dice(2, 20, { which: 'highest', count: 1 })],
    ['1d4+1d6+2', binary('+', binary('+', dice(1, 4), dice(1, 6)), constant(2))],
    ['5', constant(5)],
    ['  1d4 + 1d6 + 2 ', binary('+', binary('+', dice(1, 4), dice(1, 6)), constant(2))],
    ['1d\u22122', binary('-', dice(1, 6), constant(2))], // typographic minus as printed
    ['2D6', dice(2, 6)],
  ])('parses %j', (input, expected) => {
    expect(parseDice(input)).toEqual(expected);
  });

  it('multiplication binds tighter than addition, and operators associate left', () => {
    expect(parseDice('1+2x3')).toEqual(binary('+', constant(1), binary('*', constant(2), constant(3))));
    expect(parseDice('10-2-3')).toEqual(binary('-', binary('-', constant(10), constant(2)), constant(3)));
  });
});

describe('DiceNotationError: position (0-based) and reason', () => {
  it.each([
    ['', 0, 'expected a dice expression'],
    ['   ', 3, 'expected a dice expression'],
    ['d', 1, "expected a number of sides after 'd'"],
    ['d+3', 1, "expected a number of sides after 'd'"],
    ['3d6+', 4, "expected a number, dice or '(' after '+'"],
    ['3d6 * ', 6, "expected a number, dice or '(' after '*'"],
    ['+3', 0, "expected a number, dice or '('"],
    ['1d0', 2, 'a die needs at least one side'],
    ['0d6', 0, 'roll at least one die'],
    ['1001d6', 0, 'at most 1000 dice per roll'],
    ['1d10001', 2, 'a die can have at most 10000 sides'],
    ['4d6kh5', 5, 'cannot keep 5 of 4 dice'],
    ['4d6kh0', 5, 'keep at least one die'],
    ['(1d6', 4, "expected ')'"],
    ['3d6#', 3, "unexpected '#'; expected an operator or the end"],
    ['3d6 3', 4, "unexpected '3'; expected an operator or the end"],
    ['1d6/0', 4, 'division by zero'],
    ['1d6 / (1d2-1)', 6, 'the divisor can be zero'],
    ['99999999d6', 0, 'number too large (at most 1000000)'],
  ])('%j fails at %i: %s', (input, position, reason) => {
    let caught: unknown;
    try {
      parseDice(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DiceNotationError);
    expect(caught).toMatchObject({ position, reason, input });
  });

  it('the message names the reason and the position', () => {
    expect(() => parseDice('2d6+')).toThrow("expected a number, dice or '(' after '+' (at position 4 of \"2d6+\")");
  });
});

describe('formatDice: canonical text', () => {
  it.each([
    ['3d', '3d6'],
    ['2d+1', '2d6+1'],
    ['d%', '1d100'],
    ['d20', '1d20'],
    ['2d8 x 2', '2d8×2'],
    ['4d6k3', '4d6kh3'],
    ['2d20kl1', '2d20kl1'],
    ['(16d x 2 x 3) - 10', '16d6×2×3-10'],
    ['(1d6+1)*2', '(1d6+1)×2'],
    ['10-(2-3)', '10-(2-3)'],
    ['12/(6/4)', '12/(6/4)'],
    ['2*(5/2)', '2×(5/2)'],
    ['(1d4)', '1d4'],
  ])('%j -> %j', (input, canonical) => {
    expect(formatDice(parseDice(input))).toBe(canonical);
  });

  it.each(['1d4+1d6+2', '(2d6+1)×(1d4-1)', '3d6/2/2', '3d6/(2×2)', '1-(2+3)', '4d6kh3+2d20kl1×2', '(1d6-4)/2'])(
    'round-trips %j through parse(format(ast))',
    (input) => {
      const ast = parseDice(input);
      expect(parseDice(formatDice(ast))).toEqual(ast);
    },
  );
});
