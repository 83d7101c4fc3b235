import { z } from 'zod';

// Field schemas shared by the contract's modules, with messages that say what is wanted.

export const int = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);

export const notes = z.string().max(5000, 'must be at most 5000 characters').default('');
