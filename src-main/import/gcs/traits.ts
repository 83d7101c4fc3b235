import type { Check, JsonPath } from './errors';
import type { GcsCharacterFile, GcsFeature, GcsTrait } from './parse';
import { flatten, type Row } from './tree';

// Advantages, disadvantages, perks and quirks. Lantern's GURPS sheet has a field
// for one of them (Night Vision); the others that its rules would care about
// (High Pain Threshold, Fit, Hard to Kill, Combat Reflexes...) have no field yet,
// so every trait is kept in the notes with its level and points.

export interface Traits {
  readonly rows: readonly Row<GcsTrait>[];
  readonly nightVision: boolean;
  /** The race or ancestry template's name, when the sheet has one. */
  readonly species: string | null;
  /** "Acute Vision 3 [6]", one per trait, in sheet order. */
  readonly lines: readonly string[];
  /** Traits the GURPS Lite rules name that Lantern's sheet cannot hold yet. */
  readonly unheld: readonly string[];
}

const RULES_TRAITS = [/^high pain threshold/i, /^low pain threshold/i, /^very fit/i, /^fit\b/i, /^unfit/i, /^very unfit/i, /^hard to kill/i, /^combat reflexes/i, /^enhanced (dodge|parry|block)/i];

const isContainer = (t: GcsTrait) => Array.isArray(t.children);

export function traitRows(file: GcsCharacterFile, check: Check): { rows: Row<GcsTrait>[]; root: JsonPath } {
  const root: JsonPath = file.traits !== undefined || file.advantages === undefined ? ['traits'] : ['advantages'];
  const list = file.traits ?? file.advantages;
  const rows = flatten(list, root, (t) => t.name, check, { count: 2000, what: 'traits' }, (t) => t.disabled === true);
  return { rows, root };
}

/** A feature's amount with its levels: "+1 per level" on a trait of level 3 is +3. */
export function featureAmount(feature: GcsFeature, levels: number | undefined): number {
  const amount = feature.amount ?? 0;
  return feature.per_level ? amount * Math.max(0, levels ?? 0) : amount;
}

/** Every feature a trait grants: its own (containers grant none) and its enabled modifiers'. */
export function traitFeatures(trait: GcsTrait): { feature: GcsFeature; levels: number | undefined }[] {
  const own = isContainer(trait) ? [] : (trait.features ?? []).map((feature) => ({ feature, levels: trait.levels }));
  const fromModifiers = (trait.modifiers ?? []).filter((m) => !m.disabled).flatMap((m) => (m.features ?? []).map((feature) => ({ feature, levels: trait.levels })));
  return [...own, ...fromModifiers];
}

export function readTraits(file: GcsCharacterFile, check: Check): Traits {
  const { rows } = traitRows(file, check);
  const leaves = rows.filter((r) => !isContainer(r.row));
  const race = rows.find((r) => isContainer(r.row) && /^(race|ancestry)$/i.test(r.row.container_type ?? ''));
  const lines = leaves.map(({ row }) => {
    const level = row.levels !== undefined && row.levels !== 0 ? ` ${row.levels}` : '';
    const points = row.calc?.points !== undefined ? ` [${row.calc.points}]` : '';
    const detail = row.local_notes ? ` (${row.local_notes})` : '';
    return `${row.name}${level}${points}${detail}`;
  });
  return {
    rows,
    nightVision: leaves.some((r) => /^night vision\b/i.test(r.row.name)),
    species: race ? race.row.name : null,
    lines,
    unheld: leaves.filter((r) => RULES_TRAITS.some((re) => re.test(r.row.name))).map((r) => r.row.name),
  };
}
