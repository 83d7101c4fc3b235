/**
 * Parsed dice notation. Nodes carry only what changes the outcome: GURPS "3d",
 * "d%" and "1d100" all become the same `dice` node, so two notations that roll
 * the same way compare equal and format the same.
 */
export type DiceAst = ConstantNode | DiceNode | BinaryNode;

export interface ConstantNode {
  readonly kind: 'constant';
  /** A non-negative integer; subtraction is expressed with a binary node. */
  readonly value: number;
}

export interface DiceNode {
  readonly kind: 'dice';
  readonly count: number;
  readonly sides: number;
  readonly keep?: Keep;
}

export interface Keep {
  readonly which: 'highest' | 'lowest';
  readonly count: number;
}

/** `/` divides and rounds down (floor), as table-top rules round fractions of damage down. */
export type BinaryOperator = '+' | '-' | '*' | '/';

export interface BinaryNode {
  readonly kind: 'binary';
  readonly operator: BinaryOperator;
  readonly left: DiceAst;
  readonly right: DiceAst;
}

export const constant = (value: number): ConstantNode => ({ kind: 'constant', value });

export const dice = (count: number, sides: number, keep?: Keep): DiceNode =>
  keep ? { kind: 'dice', count, sides, keep } : { kind: 'dice', count, sides };

export const binary = (operator: BinaryOperator, left: DiceAst, right: DiceAst): BinaryNode => ({
  kind: 'binary',
  operator,
  left,
  right,
});

/** The one place that defines what each operator does to two totals. */
export function applyOperator(operator: BinaryOperator, a: number, b: number): number {
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      // `+ 0` turns the -0 that floor(0 / -n) yields into 0, so totals compare with ===.
      return Math.floor(a / b) + 0;
  }
}
