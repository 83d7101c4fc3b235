import { binary, constant, dice, type BinaryOperator, type DiceAst, type Keep } from './ast';
import { bounds } from './bounds';

/**
 * Caps that keep rolling and exact distributions bounded in time and memory;
 * no rule text needs more than a few dozen dice or a d100.
 */
export const DICE_LIMITS = { maxCount: 1000, maxSides: 10_000, maxConstant: 1_000_000 } as const;

export class DiceNotationError extends Error {
  override readonly name = 'DiceNotationError';

  constructor(
    readonly input: string,
    /** 0-based index into `input` where the problem was found. */
    readonly position: number,
    readonly reason: string,
  ) {
    super(`${reason} (at position ${position} of "${input}")`);
  }
}

/**
 * Accepted notation, whitespace allowed between tokens:
 *   NdM, dM (one die), Nd (GURPS: N six-sided dice), d% (= d100),
 *   NdMkhK / NdMklK (keep highest / lowest K; a bare "k" means "kh", no K means 1),
 *   integer constants, + and -, multiplication by *, x, X or ×, division by /
 *   (rounds down), and parentheses.
 * The typographic minus (U+2212) and en dash found in printed rules count as "-".
 */
export function parseDice(input: string): DiceAst {
  return new Parser(input).parseAll();
}

const MINUS = new Set(['-', '\u2212', '\u2013']);
const TIMES = new Set(['*', 'x', 'X', '\u00d7']);

class Parser {
  private pos = 0;

  constructor(private readonly input: string) {}

  parseAll(): DiceAst {
    this.skipSpaces();
    if (this.atEnd()) this.fail('expected a dice expression');
    const ast = this.parseSum();
    if (!this.atEnd()) this.fail(`unexpected '${this.peek()}'; expected an operator or the end`);
    return ast;
  }

  private parseSum(): DiceAst {
    let left = this.parseProduct(null);
    for (;;) {
      const ch = this.peek();
      let operator: BinaryOperator;
      if (ch === '+') operator = '+';
      else if (MINUS.has(ch)) operator = '-';
      else return left;
      this.consumeSymbol();
      left = binary(operator, left, this.parseProduct(ch));
    }
  }

  private parseProduct(precedingOperator: string | null): DiceAst {
    let left = this.parseFactor(precedingOperator);
    for (;;) {
      const ch = this.peek();
      if (TIMES.has(ch)) {
        this.consumeSymbol();
        left = binary('*', left, this.parseFactor(ch));
      } else if (ch === '/') {
        this.consumeSymbol();
        const divisorStart = this.pos;
        const divisor = this.parseFactor(ch);
        const { min, max } = bounds(divisor);
        if (min <= 0 && max >= 0) {
          this.fail(min === max ? 'division by zero' : 'the divisor can be zero', divisorStart);
        }
        left = binary('/', left, divisor);
      } else {
        return left;
      }
    }
  }

  private parseFactor(precedingOperator: string | null): DiceAst {
    const ch = this.peek();
    let node: DiceAst;
    if (ch === '(') {
      this.consumeSymbol();
      node = this.parseSum();
      if (this.peek() !== ')') this.fail("expected ')'");
      this.advance();
    } else if (isDigit(ch)) {
      const countStart = this.pos;
      const count = this.readInteger('number');
      node = isDieLetter(this.peek()) ? this.parseDice(count, countStart) : constant(count);
    } else if (isDieLetter(ch)) {
      node = this.parseDice(null, this.pos);
    } else {
      const after = precedingOperator === null ? '' : ` after '${precedingOperator}'`;
      this.fail(`expected a number, dice or '('${after}`);
    }
    this.skipSpaces();
    return node;
  }

  /** Called with the cursor on the "d"; `count` is null when the notation omits it ("d6"). */
  private parseDice(count: number | null, countStart: number): DiceAst {
    if (count !== null) {
      if (count < 1) this.fail('roll at least one die', countStart);
      if (count > DICE_LIMITS.maxCount) this.fail(`at most ${DICE_LIMITS.maxCount} dice per roll`, countStart);
    }
    this.advance();
    const sides = this.readSides(count !== null);
    const dieCount = count ?? 1;
    return dice(dieCount, sides, this.readKeep(dieCount));
  }

  private readSides(gurpsAllowed: boolean): number {
    const ch = this.peek();
    if (ch === '%') {
      this.advance();
      return 100;
    }
    if (isDigit(ch)) {
      const start = this.pos;
      const sides = this.readInteger('number of sides');
      if (sides < 1) this.fail('a die needs at least one side', start);
      if (sides > DICE_LIMITS.maxSides) this.fail(`a die can have at most ${DICE_LIMITS.maxSides} sides`, start);
      return sides;
    }
    // GURPS writes "3d" for 3d6; a lone "d" has no count to anchor that reading.
    if (gurpsAllowed) return 6;
    return this.fail("expected a number of sides after 'd'");
  }

  private readKeep(diceRolled: number): Keep | undefined {
    if (this.peek().toLowerCase() !== 'k') return undefined;
    this.advance();
    let which: Keep['which'] = 'highest';
    const letter = this.peek().toLowerCase();
    if (letter === 'h' || letter === 'l') {
      which = letter === 'h' ? 'highest' : 'lowest';
      this.advance();
    }
    if (!isDigit(this.peek())) return { which, count: 1 };
    const start = this.pos;
    const count = this.readInteger('number of dice to keep');
    if (count < 1) this.fail('keep at least one die', start);
    if (count > diceRolled) this.fail(`cannot keep ${count} of ${diceRolled} dice`, start);
    return { which, count };
  }

  private readInteger(what: string): number {
    const start = this.pos;
    while (isDigit(this.peek())) this.advance();
    const value = Number(this.input.slice(start, this.pos));
    if (value > DICE_LIMITS.maxConstant) this.fail(`${what} too large (at most ${DICE_LIMITS.maxConstant})`, start);
    return value;
  }

  private peek(): string {
    return this.input.charAt(this.pos);
  }

  private advance(): void {
    this.pos += 1;
  }

  private consumeSymbol(): void {
    this.advance();
    this.skipSpaces();
  }

  private atEnd(): boolean {
    return this.pos >= this.input.length;
  }

  private skipSpaces(): void {
    while (/\s/.test(this.peek())) this.advance();
  }

  private fail(reason: string, position = this.pos): never {
    throw new DiceNotationError(this.input, position, reason);
  }
}

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const isDieLetter = (ch: string): boolean => ch === 'd' || ch === 'D';
