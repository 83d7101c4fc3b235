import type { BinaryOperator, DiceAst } from './ast';

const SYMBOL: Record<BinaryOperator, string> = { '+': '+', '-': '-', '*': '\u00d7', '/': '/' };
const PRECEDENCE: Record<BinaryOperator, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };

/**
 * Canonical text for a parsed roll: explicit counts and sides ("3d" -> "3d6",
 * "d%" -> "1d100"), "×" for multiplication as printed rules write it, no spaces,
 * and only the parentheses the tree needs. Parsing the result gives back an equal tree.
 */
export function formatDice(ast: DiceAst): string {
  switch (ast.kind) {
    case 'constant':
      return String(ast.value);
    case 'dice': {
      const keep = ast.keep ? `k${ast.keep.which === 'highest' ? 'h' : 'l'}${ast.keep.count}` : '';
      return `${ast.count}d${ast.sides}${keep}`;
    }
    case 'binary': {
      const own = PRECEDENCE[ast.operator];
      const left = formatOperand(ast.left, own, false);
      const right = formatOperand(ast.right, own, true);
      return `${left}${SYMBOL[ast.operator]}${right}`;
    }
  }
}

/**
 * Operators associate to the left, so a right operand of equal precedence needs
 * brackets: 6/(3/2) differs from 6/3/2, and with rounding down even ×(…/…) does.
 */
function formatOperand(ast: DiceAst, parentPrecedence: number, isRight: boolean): string {
  const text = formatDice(ast);
  if (ast.kind !== 'binary') return text;
  const own = PRECEDENCE[ast.operator];
  const needsBrackets = own < parentPrecedence || (isRight && own === parentPrecedence);
  return needsBrackets ? `(${text})` : text;
}
