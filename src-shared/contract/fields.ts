import { z } from 'zod';
import { thousands } from '../thousands';
import { fuelledLightKinds, lightKinds } from '../light-kinds';

// Field schemas shared by the contract's modules, with messages that say what is wanted.

export const int = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);

export const between = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be ${min} to ${max}`)
    .max(max, `must be ${min} to ${max}`);
/** Like `int`, but a fraction out of range is first told the range. */
export const whole = (min: number, max: number) => between(min, max).int('must be a whole number');
export const positive = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(max, `must be at most ${thousands(max)}`);

/** A shield's Defense Bonus (GURPS Basic Set p. B287: small 1, medium 2, large 3; a force shield or a magic one may give more). */
export const defenseBonus = int(1, 4);

export const notes = z.string().max(5000, 'must be at most 5000 characters').default('');

/** A name or title: trimmed, not empty, at most `max` characters, no control characters. */
export const label = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');

/** A kind from the one list of lights (src-shared/light-kinds.ts). */
export const lightKind = z.enum(lightKinds);
/** A light kind that burns a fuel of its own. */
export const fuelledLightKind = z.enum(fuelledLightKinds);

/** Lights and fuel carried, counted per kind of the list: how many of each light, and units of fuel by the light they feed. */
export const lightsCarried = z.object({
  lights: z.record(lightKind, z.number().int()),
  fuel: z.record(fuelledLightKind, z.number().int()),
});

/**
 * How many come: a count ("4") or dice ("2d4", "1d6+1"), bounded so that whatever is
 * stored can always be rolled (the dice roller refuses a thousand-million-sided die).
 */
export const countOrDice = z
  .string({ error: 'must be dice such as 2d4, or a number' })
  .trim()
  .regex(/^(\d{1,3}|([1-9]\d?)?[dD][1-9]\d{0,3}([+-]\d{1,3})?)$/, 'must be dice such as 2d4, or a number (at most 99 dice, or 999)');

/**
 * An action that spends time while an encounter card is open for its party is refused unless
 * this says the GM lets time run: the foes at the door do not wait through a search.
 */
export const letTimeRun = z.boolean().default(false);
