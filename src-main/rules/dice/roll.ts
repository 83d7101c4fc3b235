import { applyOperator, type DiceAst, type DiceNode } from './ast';
import { formatDice } from './format';
import { parseDice } from './parse';
import type { Rng } from './rng';

/** One group of identical dice in a roll, with every face so the journal can show it. */
export interface DiceGroupResult {
  /** Canonical notation of this group alone, e.g. "4d6kh3". */
  readonly notation: string;
  readonly sides: number;
  /** Faces in the order they were rolled. */
  readonly faces: readonly number[];
  /** The faces that count toward the total, in roll order (all of them unless keeping). */
  readonly kept: readonly number[];
  readonly subtotal: number;
}

export interface RollResult {
  /** Canonical notation of what was rolled (see formatDice). */
  readonly expression: string;
  readonly total: number;
  /** Dice groups in the order they appear in the expression. */
  readonly dice: readonly DiceGroupResult[];
}

export function roll(expression: string | DiceAst, rng: Rng): RollResult {
  const ast = typeof expression === 'string' ? parseDice(expression) : expression;
  const groups: DiceGroupResult[] = [];
  const total = evaluate(ast, rng, groups);
  return { expression: formatDice(ast), total, dice: groups };
}

function evaluate(ast: DiceAst, rng: Rng, groups: DiceGroupResult[]): number {
  switch (ast.kind) {
    case 'constant':
      return ast.value;
    case 'dice': {
      const group = rollGroup(ast, rng);
      groups.push(group);
      return group.subtotal;
    }
    case 'binary': {
      // Left before right so faces are drawn in reading order.
      const left = evaluate(ast.left, rng, groups);
      return applyOperator(ast.operator, left, evaluate(ast.right, rng, groups));
    }
  }
}

function rollGroup(node: DiceNode, rng: Rng): DiceGroupResult {
  const faces = Array.from({ length: node.count }, () => rng.intBetween(1, node.sides));
  const kept = node.keep ? keptFaces(faces, node.keep.which, node.keep.count) : faces;
  const subtotal = kept.reduce((sum, face) => sum + face, 0);
  return { notation: formatDice(node), sides: node.sides, faces, kept, subtotal };
}

/** Among equal faces the earlier-rolled one is kept, so the choice is deterministic. */
function keptFaces(faces: readonly number[], which: 'highest' | 'lowest', count: number): number[] {
  const direction = which === 'highest' ? -1 : 1;
  const chosen = new Set(
    faces
      .map((face, index) => ({ face, index }))
      .sort((x, y) => direction * (x.face - y.face) || x.index - y.index)
      .slice(0, count)
      .map(({ index }) => index),
  );
  return faces.filter((_, index) => chosen.has(index));
}
