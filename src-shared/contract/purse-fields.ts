import { z } from 'zod';
import { between, int, label } from './fields';
import { ids } from './ids';

// What a purse and a hireling's terms look like, stored and shown; the methods that change them are in purse.ts.

/** The most coins of one denomination in one purse: past it a count stops meaning anything at a table. */
export const MAX_COINS = 10_000_000;
/** The most any one valuable, price or wage may be worth, in the money's unit. */
export const MAX_WORTH = 10_000_000;

export const valuableKinds = ['gem', 'jewellery', 'valuable'] as const;
export type ValuableKind = (typeof valuableKinds)[number];
export const valuableKindLabels: Record<ValuableKind, string> = { gem: 'Gem', jewellery: 'Jewellery', valuable: 'Valuable' };

/** Coins by denomination id ("gp", "sp"...); which ids exist is the campaign's ruleset's to say. */
export const coins = z.record(z.string().regex(/^[a-z]{1,8}$/, 'must be a coin such as gp or sp'), int(0, MAX_COINS));
/** Coins to add (positive) or take away (negative). */
export const coinChange = z.record(z.string().regex(/^[a-z]{1,8}$/, 'must be a coin such as gp or sp'), int(-MAX_COINS, MAX_COINS));

export const valuable = z
  .object({
    kind: z.enum(valuableKinds),
    name: label(60),
    /** In the money's unit (gp in Basic Fantasy). */
    worth: between(0, MAX_WORTH),
  })
  .strict();
export type Valuable = z.output<typeof valuable>;

/** A purse as stored: members' and the party stores' alike. */
export const storedPurse = z.object({ coins: coins.default({}), valuables: z.array(valuable).max(500).default([]) }).strict();
export type Purse = z.output<typeof storedPurse>;

export const purseView = z.object({
  coins,
  valuables: z.array(valuable),
  /** Coins and valuables together, in the money's unit. */
  worth: z.number(),
  /** What the coins weigh, counted in the holder's load. */
  coinPounds: z.number(),
});
export type PurseView = z.infer<typeof purseView>;

/** A hireling's terms as the GM sets them. */
export const hireTerms = z
  .object({
    /** Pay in the money's unit, per day or per month; 0 for a retainer paid only by a share. */
    wage: between(0, MAX_WORTH).default(0),
    per: z.enum(['day', 'month']).default('month'),
    /** Shares of treasure, a character's being 1 (A25: a retainer's is the GM's to agree; half is Lantern's default). */
    share: between(0, 1).default(0.5),
    /** Loyalty, rolled like Morale (A16, A25); null where the rules have none, or (with an employer) to start from the employer's CHA. */
    loyalty: int(2, 12).nullable().default(null),
    /** The character served as a retainer (A25: counted toward the employer's limit by CHA); null for a hireling paid by wage alone. */
    employerId: ids.member.nullable().default(null),
  })
  .strict();

/** When a retainer's Loyalty is checked (A16's two moments in a fight, A25's after an adventure), with what each means. */
export const loyaltySituations = ['opposition', 'half-strength', 'after-adventure'] as const;
export type LoyaltySituation = (typeof loyaltySituations)[number];
export const loyaltySituationLabels: Record<LoyaltySituation, string> = {
  opposition: 'In a fight: first meeting opposition',
  'half-strength': 'In a fight: the side down to half strength',
  'after-adventure': 'After the adventure, treasure shared: does the retainer stay?',
};

export const hireView = z.object({
  wage: z.number(),
  per: z.enum(['day', 'month']),
  share: z.number(),
  loyalty: z.number().int().nullable(),
  /** Game time up to which wages are paid. */
  paidUntil: z.number().int(),
  /** Wages due that the purse could not pay, in the money's unit. */
  owed: z.number(),
  /** The character served as a retainer, or null. */
  employerId: z.number().int().nullable(),
});
export type HireView = z.infer<typeof hireView>;
/** A hireling's terms as the members table keeps them in JSON; the employer has a column of its own. */
export const storedHire = hireView.omit({ employerId: true });
export type StoredHire = z.infer<typeof storedHire>;

/** Experience and level, in systems that have them. */
export const standingView = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  nextLevelAt: z.number().int().nullable(),
  canLevel: z.boolean(),
  reason: z.string(),
});

/** Points earned and spent on the sheet (GURPS character points, Shell exp), and what the unspent ones could buy. */
export const pointsView = z.object({
  unit: z.string(),
  short: z.string(),
  earned: z.number().int(),
  spent: z.number().int(),
  unspent: z.number().int(),
  formula: z.string(),
  raises: z.array(
    z.object({ key: z.string(), label: z.string(), from: z.string(), to: z.string(), cost: z.number().int(), formula: z.string(), blocked: z.string().nullable() }),
  ),
  source: z.string(),
});
export type PointsView = z.infer<typeof pointsView>;

export const moneyView = z.object({
  denominations: z.array(z.object({ id: z.string(), label: z.string(), short: z.string(), value: z.number(), poundsEach: z.number() })),
  unit: z.string(),
  source: z.string(),
});
