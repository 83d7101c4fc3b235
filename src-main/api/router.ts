import type { z } from 'zod';
import { errorBody, type ApiErrorBody, type Envelope, type Method } from '../../src-shared/contract';
import { AppError, describeIssue } from '../services/errors';
import { inputLimitProblem } from './input-limits';

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
      return fail(errorBody('unknown_method', `method: there is no method called "${name}"`));
    }
    const method = contract[name];
    const tooMuch = inputLimitProblem(rawInput);
    if (tooMuch) return fail(tooMuch);
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
      if (error instanceof AppError) return fail(errorBody(error.code, error.message, error.path));
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        return fail(errorBody('conflict', 'that value is already taken'));
      }
      onInternalError(name, error);
      return fail(errorBody('internal', `${name} failed inside Lantern; nothing was changed`));
    }
  }

  return { methods, call };
}

const fail = (error: ApiErrorBody): Envelope<never> => ({ ok: false, error });
