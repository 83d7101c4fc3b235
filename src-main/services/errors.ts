import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from '../../src-shared/contract';
import { DiceNotationError } from '../rules/dice';
import { RuleInputError, type RulePath } from '../rules/rule-input-error';

type Path = (string | number)[];

/** An error a GM can act on; the router turns it into the error envelope as it is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Throws from an expression position: `lookup(id) ?? raise(notFound(...))`. */
export function raise(error: Error): never {
  throw error;
}

export const notFound = (what: string, id: number, field = 'id') =>
  new AppError('not_found', `${field}: no ${what} has id ${id}`, [field]);

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Turns the first zod issue into "<field>: <reason>" with the field's path. */
export function describeIssue(issue: z.core.$ZodIssue, rawInput: unknown): ApiErrorBody {
  let path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  let reason = issue.message;
  if (issue.code === 'unrecognized_keys') {
    path = [...path, issue.keys[0]];
    reason = 'is not a field of this method';
  } else if (issue.code === 'invalid_type' && valueAt(rawInput, path) === undefined) {
    reason = 'is required';
  } else if (issue.code === 'invalid_value') {
    reason = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  } else if (issue.code === 'invalid_type' && path.length === 0) {
    reason = `the input must be ${issue.expected === 'object' ? 'a JSON object' : issue.expected}`;
  }
  const field = path.length ? path.join('.') : 'input';
  return { code: 'invalid_input', message: `${field}: ${reason}`, path, reason };
}

/**
 * Parses a value nested in a call's input (a sheet inside member.update, say), so
 * its errors name the full path from the top of the input.
 */
export function parseNested<S extends z.ZodType>(schema: S, value: unknown, at: (string | number)[]): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = describeIssue(parsed.error.issues[0], value);
  const path = [...at, ...issue.path];
  throw new AppError('invalid_input', `${path.join('.')}: ${issue.reason}`, path);
}

/** The request field a rule's input came from, or undefined when the request has none for it. */
export type RequestFieldOf = (rulePath: RulePath) => Path | undefined;

/**
 * Runs a rule function and turns the RangeError it throws on input it cannot use
 * into invalid_input. A RuleInputError lands on the request field `fieldOf` gives
 * for its path; any other refusal lands on `fallback`, its whole message the reason.
 */
export function ruleErrorsAt<T>(fn: () => T, fallback: Path, fieldOf: RequestFieldOf = () => undefined): T {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const field = error instanceof RuleInputError ? fieldOf(error.path) : undefined;
    if (field) throw invalidAt(field, (error as RuleInputError).reason);
    throw invalidAt(fallback, error.message);
  }
}

const invalidAt = (path: Path, reason: string) => new AppError('invalid_input', `${path.join('.')}: ${reason}`, path);

/**
 * A declared table from a rule's input paths to the request's fields: the longest
 * listed prefix of the rule's path wins and the rest of the path is kept, so
 * `{ bonuses: ["secondary"] }` puts ["bonuses", "hp"] at ["secondary", "hp"].
 */
export function fieldTable(table: Readonly<Record<string, Path>>): RequestFieldOf {
  return (rulePath) => {
    for (let n = rulePath.length; n > 0; n--) {
      const key = rulePath.slice(0, n).join('.');
      if (Object.prototype.hasOwnProperty.call(table, key)) return [...table[key], ...rulePath.slice(n)];
    }
    return undefined;
  };
}

/** Runs something that reads dice notation; notation errors belong to the `expression` field, with where in it and why. */
export function readingDice<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DiceNotationError) {
      throw new AppError('invalid_input', `expression: ${error.reason} (at character ${error.position + 1})`, ['expression']);
    }
    if (error instanceof RangeError) throw new AppError('invalid_input', `expression: ${error.message}`, ['expression']);
    throw error;
  }
}
