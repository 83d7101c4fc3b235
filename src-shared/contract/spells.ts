import { z } from 'zod';
import { spellLightKinds } from '../light-kinds';
import { effectUnits } from './effects';
import { int, label } from './fields';
import { ids } from './ids';
import { audienceField } from './define';

// The campaign's spell list and casting: Basic Fantasy casters prepare the day's spells
// (supplement A21) and casting spends one; GURPS and Shell casters pay FP or END.

export const casterClasses = ['cleric', 'magic-user'] as const;

export const spellFields = {
  name: label(60),
  /** The class list it is on, in Basic Fantasy; left out in GURPS and Shell. */
  casterClass: z.enum(casterClasses).nullable().default(null),
  /** Basic Fantasy: the spell's level 1-6. Shell: the skill level it needs. GURPS: 0. */
  level: int(0, 20).default(1),
  range: label(40),
  duration: z
    .object({
      amount: int(0, 10_000),
      /** Added for each level of the caster ("6 turns + 1 per level"). */
      perLevel: int(0, 10_000).default(0),
      unit: z.enum(effectUnits),
    })
    .strict()
    .refine((d) => d.amount + d.perLevel > 0, { message: 'must last at least one round, turn, hour or day', path: ['amount'] }),
  /** The light it gives while it lasts (supplement A21's Light and Continual Light). */
  light: z.enum(spellLightKinds).nullable().default(null),
  /** FP (GURPS, as the sheet gives it) or END (Shell, as the genre gives it) a casting takes. */
  cost: int(0, 100).default(0),
  /** Shell's casting time in rounds; the spell takes hold when it is over. */
  castingRounds: int(0, 100).default(0),
};

/** A spell list moves between campaigns as JSON (`spellListFile`) or as CSV, one spell a row under `spellListColumns`. */
export const spellListFormats = ['json', 'csv'] as const;
/** The CSV's header, in order; a file may leave out any but name, range, duration and unit. */
export const spellListColumns = ['name', 'class', 'level', 'range', 'duration', 'per level', 'unit', 'light', 'cost', 'casting rounds'] as const;
export const spellListFile = z
  .object({
    format: z.literal('lantern.spells'),
    version: z.literal(1),
    spells: z.array(z.unknown()).max(1000, 'must hold at most 1,000 spells'),
  })
  .strict();

export const spellView = z.object({
  id: ids.spell,
  name: z.string(),
  casterClass: z.enum(casterClasses).nullable(),
  level: z.number().int(),
  range: z.string(),
  duration: z.object({ amount: z.number().int(), perLevel: z.number().int(), unit: z.enum(effectUnits) }),
  light: z.enum(spellLightKinds).nullable(),
  cost: z.number().int(),
  castingRounds: z.number().int(),
});
export type SpellView = z.infer<typeof spellView>;

export const casterView = z.object({
  memberId: ids.member,
  name: z.string(),
  /** Spells a day by spell level, 1 up; null where casters pay from a pool instead. */
  slots: z.array(z.number().int()).nullable(),
  /** Today's prepared spells in the order prepared, each cast or not. */
  prepared: z.array(z.object({ spellId: ids.spell, name: z.string(), level: z.number().int(), cast: z.boolean() })),
  /** Spells of the list this caster may prepare or cast. */
  castable: z.array(ids.spell),
});
export type CasterView = z.infer<typeof casterView>;

export const spellsState = z.object({
  list: z.array(spellView),
  casters: z.array(casterView),
  /** Where the spells a day or the costs come from. */
  source: z.string(),
});
export type SpellsState = z.infer<typeof spellsState>;

export const spellAction = { partyId: ids.party, audience: audienceField };
