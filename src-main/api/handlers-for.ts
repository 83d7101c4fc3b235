import type { z } from 'zod';
import type { Method } from '../../src-shared/contract';

export type AnyContract = Record<string, Method>;

/** A function per method of a contract, taking the parsed input and answering what the output schema accepts. */
export type HandlersFor<C extends AnyContract> = {
  [N in keyof C]: (input: z.output<C[N]['input']>) => z.input<C[N]['output']>;
};
