import { z } from 'zod';
import { spellLightKinds } from '../light-kinds';
import { ids } from './ids';

const id = z.number().int().positive();

export const effectUnits = ['rounds', 'turns', 'hours', 'days'] as const;
export type EffectUnit = (typeof effectUnits)[number];

/** What an effect sits on: one member, one party, or the whole campaign (a countdown everyone lives under). */
export const effectTargets = ['member', 'party', 'campaign'] as const;

/** A spell, poison, ritual or countdown running with the clock, as a view lists it. */
export const effectView = z.object({
  id,
  name: z.string(),
  on: z.enum(effectTargets),
  memberId: ids.member.nullable(),
  partyId: ids.party.nullable(),
  /** Who or what carries it, in words ("Pip", "The Lanterns", "Everyone"). */
  onName: z.string(),
  startedAt: z.number().int(),
  endsAt: z.number().int(),
  remainingSeconds: z.number().int(),
  amount: z.number().int(),
  unit: z.enum(effectUnits),
  visible: z.boolean(),
  /** The light it gives the party while it runs (a Light spell), or null. */
  light: z.enum(spellLightKinds).nullable(),
});
export type EffectView = z.infer<typeof effectView>;

/** The input that sets an effect; the host works out when it ends from the campaign's round length. */
export const effectInput = {
  name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
  on: z.enum(effectTargets).default('party'),
  /** The member it sits on, when `on` is member. */
  memberId: ids.member.optional(),
  amount: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'must be at most 10000'),
  unit: z.enum(effectUnits).default('turns'),
  visible: z.boolean().default(true),
};
