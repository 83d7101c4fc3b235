import { applyOperator, type BinaryOperator, type DiceAst } from './ast';

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/**
 * Smallest and largest possible totals, by interval arithmetic. Every operator
 * is monotonic in each operand once the divisor's sign is fixed, so the extremes
 * sit at the corners; the parser rejects divisors whose interval contains 0.
 */
export function bounds(ast: DiceAst): Bounds {
  switch (ast.kind) {
    case 'constant':
      return { min: ast.value, max: ast.value };
    case 'dice': {
      const counted = ast.keep ? ast.keep.count : ast.count;
      return { min: counted, max: counted * ast.sides };
    }
    case 'binary': {
      const l = bounds(ast.left);
      const r = bounds(ast.right);
      return corners(ast.operator, l, r);
    }
  }
}

function corners(operator: BinaryOperator, l: Bounds, r: Bounds): Bounds {
  const values = [l.min, l.max].flatMap((a) => [r.min, r.max].map((b) => applyOperator(operator, a, b)));
  return { min: Math.min(...values), max: Math.max(...values) };
}
