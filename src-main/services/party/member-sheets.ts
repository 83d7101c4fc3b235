import { z } from 'zod';
import { gmHaulerFigures, type ItemDefinition, type memberInput } from '../../../src-shared/contract';
import type { MemberRow } from '../../db/repositories/members';
import { RuleInputError } from '../../rules/rule-input-error';
import type { Pools, Ruleset } from '../../rules/ruleset';
import { AppError, parseNested } from '../errors';

// A member's sheet and pools as the campaign's rules read them: validated and completed
// on the way in, pools kept within the maxima the sheet sets.

export type ParsedMember = z.output<typeof memberInput>;
export type FileItem = ItemDefinition & { quantity: number; magical: boolean; worn: boolean; readied: boolean };
export type ParsedMemberFile = ParsedMember & { items: FileItem[]; lasting?: { id: string; since: number }[] };

const notes = z.string().max(5000).default('');
/**
 * A beast's or vehicle's sheet names one the campaign's rules know, and its own figures
 * only where those rules take the GM's; the schema is built once per ruleset.
 */
const haulerSheets = new WeakMap<Ruleset, { animal: z.ZodType<Record<string, unknown>>; vehicle: z.ZodType<Record<string, unknown>> }>();
export function haulerSheetsOf(ruleset: Ruleset) {
  let sheets = haulerSheets.get(ruleset);
  if (!sheets) {
    const ids = (kinds: readonly { id: string }[]) => kinds.map((k) => k.id) as [string, ...string[]];
    const figures = ruleset.haulers.takesGmFigures ? { figures: gmHaulerFigures.optional() } : {};
    sheets = {
      animal: z.object({ beast: z.enum(ids(ruleset.haulers.beasts)), notes, ...figures }).strict(),
      vehicle: z.object({ vehicle: z.enum(ids(ruleset.haulers.vehicles)), notes, ...figures }).strict(),
    };
    haulerSheets.set(ruleset, sheets);
  }
  return sheets;
}


/** Validates a sheet by the campaign's rules and completes it, so stored sheets are whole; errors name the field. */
export function completeSheet(ruleset: Ruleset, kind: ParsedMember['kind'], sheet: unknown, at: (string | number)[]): Record<string, unknown> {
  if (kind === 'animal') return parseNested(haulerSheetsOf(ruleset).animal, sheet, at);
  if (kind === 'vehicle') return parseNested(haulerSheetsOf(ruleset).vehicle, sheet, at);
  const parsed = parseNested(ruleset.sheetSchema, sheet, at);
  try {
    return ruleset.completeSheet(parsed);
  } catch (error) {
    if (error instanceof RuleInputError) throw new AppError('invalid_input', `${[...at, ...error.path].join('.')}: ${error.reason}`, [...at, ...error.path]);
    throw error;
  }
}

/**
 * Pools after an edit. Where the sheet fixes a maximum (GURPS HP = ST), it wins over
 * what was typed: a typed current value is kept (within the maximum the sheet
 * sets); otherwise the injury or fatigue already taken carries over to the new maximum.
 */
export function poolColumns(
  ruleset: Ruleset,
  sheet: Record<string, unknown>,
  pools: { hp: { current: number; max: number }; fp: { current: number; max: number } | null },
  typed: { hp: boolean; fp: boolean },
) {
  const maxima = ruleset.poolMaxima(ruleset.profile(sheet));
  const hpMax = maxima.hp ?? pools.hp.max;
  const fpMax = maxima.fp;
  const keep = (pool: { current: number; max: number }, max: number, asTyped: boolean) =>
    Math.min(max, asTyped ? pool.current : max - (pool.max - pool.current));
  return {
    hpMax,
    hpCurrent: keep(pools.hp, hpMax, typed.hp),
    fpMax,
    fpCurrent: fpMax === null ? null : pools.fp ? keep(pools.fp, fpMax, typed.fp) : fpMax,
  };
}

/** A typed FP or END must fit the pool: from minus its maximum (GURPS's unconscious line) up to the maximum. */
export function checkTypedFatigue(ruleset: Ruleset, name: string, current: number, max: number | null): void {
  const label = ruleset.fatiguePool ?? 'FP';
  if (max === null) throw new AppError('invalid_input', `fp: ${name} has no fatigue pool in ${ruleset.name}`, ['fp']);
  if (current > max) throw new AppError('invalid_input', `fp.current: must not be more than the ${label} maximum of ${max}`, ['fp', 'current']);
  if (current < -max) throw new AppError('invalid_input', `fp.current: must not be below -${max}`, ['fp', 'current']);
}

/** A new character's pools: as typed, or full where the sheet fixes the maximum and none were typed. */
export function characterPools(ruleset: Ruleset, sheet: Record<string, unknown>, hp: { current: number; max: number } | undefined, at: (string | number)[]) {
  if (hp) return poolColumns(ruleset, sheet, { hp, fp: null }, { hp: true, fp: false });
  const max = ruleset.poolMaxima(ruleset.profile(sheet)).hp;
  if (max === null) throw new AppError('invalid_input', `${[...at, 'hp'].join('.')}: is required: ${ruleset.name} hit points are set by the GM, not by the sheet`, [...at, 'hp']);
  return poolColumns(ruleset, sheet, { hp: { current: max, max }, fp: null }, { hp: true, fp: false });
}

export const poolsOf = (row: MemberRow): Pools => ({
  hp: { current: row.hpCurrent, max: row.hpMax },
  fp: row.fpMax === null || row.fpCurrent === null ? null : { current: row.fpCurrent, max: row.fpMax },
});
