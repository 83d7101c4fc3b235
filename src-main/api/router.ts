import type { z } from 'zod';
import type { ApiErrorBody, Envelope, Method } from '../../src-shared/contract';
import { AppError } from '../services/errors';

type AnyContract = Record<string, Method>;

export type HandlersFor<C extends AnyContract> = {
  [N in keyof C]: (input: z.output<C[N]['input']>) => z.input<C[N]['output']>;
};

export interface Router {
  readonly methods: readonly string[];
  call(method: string, rawInput: unknown): Envelope<unknown>;
}

/** Runs a function inside one database transaction, rolling back if it throws. */
export type TransactionRunner = <T>(fn: () => T) => T;

/**
 * The one place every call goes through, whatever the transport: the method is
 * looked up in the contract, its input and output checked against the schemas,
 * and a mutation runs in one transaction so a failure anywhere writes nothing.
 */
export function createRouter<C extends AnyContract>(
  contract: C,
  handlers: HandlersFor<C>,
  inTransaction: TransactionRunner,
  onInternalError: (method: string, error: unknown) => void = (method, error) =>
    console.error(`[lantern] ${method} failed:`, error),
): Router {
  const methods = Object.keys(contract);

  function call(name: string, rawInput: unknown): Envelope<unknown> {
    if (!Object.prototype.hasOwnProperty.call(contract, name)) {
      return fail({ code: 'unknown_method', message: `method: there is no method called "${name}"`, path: [] });
    }
    const method = contract[name];
    const parsed = method.input.safeParse(rawInput ?? {});
    if (!parsed.success) return fail(describeIssue(parsed.error.issues[0], rawInput));

    const handler = handlers[name] as (input: unknown) => unknown;
    const run = () => {
      const output = method.output.safeParse(handler(parsed.data));
      if (!output.success) {
        throw new Error(`the result of ${name} does not match the contract: ${output.error.message}`);
      }
      return output.data;
    };
    try {
      return { ok: true, result: method.kind === 'mutation' ? inTransaction(run) : run() };
    } catch (error) {
      if (error instanceof AppError) return fail({ code: error.code, message: error.message, path: error.path });
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        return fail({ code: 'conflict', message: 'that value is already taken', path: [] });
      }
      onInternalError(name, error);
      return fail({ code: 'internal', message: `${name} failed inside Lantern; nothing was changed`, path: [] });
    }
  }

  return { methods, call };
}

const fail = (error: ApiErrorBody): Envelope<never> => ({ ok: false, error });

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
  return { code: 'invalid_input', message: `${field}: ${reason}`, path };
}
