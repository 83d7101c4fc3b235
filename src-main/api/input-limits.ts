import type { z } from 'zod';
import { errorBody, type ApiErrorBody } from '../../src-shared/contract';
import { alternatives, inner, parts } from '../services/request-scope';

/**
 * Past these no real campaign goes: the deepest file the contract accepts (a party
 * file's member sheets) nests about ten levels, and the longest text field is a GCS
 * file's text (900,000 characters; its own schema says so by name). Free-form records (sheets, stat blocks, options) are checked here,
 * before any of their contents is stored, journaled or turned back into JSON.
 */
export const MAX_INPUT_DEPTH = 32;
export const MAX_STRING_LENGTH = 1_000_000;

/**
 * The longest text a method's input may hold: the shared limit, or more where the
 * method's own schema allows a longer string (a level's map image, 20 MB as base64),
 * so the limit every call shares never refuses what the contract takes.
 */
export function textLimitOf(schema: z.ZodType, seen = new Set<z.ZodType>()): number {
  if (seen.has(schema)) return MAX_STRING_LENGTH;
  seen.add(schema);
  const own = (schema as { maxLength?: number | null }).maxLength;
  const nested = [inner(schema), ...parts(schema).map((p) => p.schema), ...alternatives(schema)].filter((s): s is z.ZodType => s !== undefined);
  return Math.max(MAX_STRING_LENGTH, typeof own === 'number' ? own : 0, ...nested.map((s) => textLimitOf(s, seen)));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Path = (string | number)[];

const refuse = (path: Path, reason: string): ApiErrorBody => {
  const field = path.length ? path.join('.') : 'input';
  return errorBody('invalid_input', `${field}: ${reason}`, path);
};

function checkText(text: string, path: Path, what: string, max: number): ApiErrorBody | null {
  if (text.length > max) return refuse(path, `${what} must be at most ${max} characters`);
  // SQLite and JSON files store UTF-8, which has no form for half a surrogate pair.
  if (LONE_SURROGATE.test(text)) return refuse(path, `${what} is not valid Unicode (it holds half of a surrogate pair)`);
  return null;
}

/**
 * The first way a call's input breaks the limits every method shares, or null.
 * Walks at most MAX_INPUT_DEPTH levels, so no input can exhaust the stack here.
 */
export function inputLimitProblem(input: unknown, path: Path = [], maxText = MAX_STRING_LENGTH): ApiErrorBody | null {
  if (typeof input === 'string') return checkText(input, path, 'the text', maxText);
  if (input === null || typeof input !== 'object') return null;
  if (path.length >= MAX_INPUT_DEPTH) return refuse(path, `nests deeper than ${MAX_INPUT_DEPTH} levels`);
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const problem = inputLimitProblem(input[i], [...path, i], maxText);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, value] of Object.entries(input)) {
    // A bad key is told at its object: the key itself may be too long to repeat.
    const keyProblem = checkText(key, path, 'a key here', MAX_STRING_LENGTH);
    if (keyProblem) return keyProblem;
    const problem = inputLimitProblem(value, [...path, key], maxText);
    if (problem) return problem;
  }
  return null;
}
