import type { GurpsTraits } from '../../../src-shared/contract';
import type { Check, JsonPath } from './errors';
import type { GcsCharacterFile, GcsFeature, GcsTrait } from './parse';
import { flatten, type Row } from './tree';

// Advantages, disadvantages, perks and quirks. Those Lantern's rules apply go into
// the sheet's `traits` (and Night Vision into its own field); every trait is also
// kept in the notes with its level and points, and the ones Lantern does not apply
// are named for the GM to apply by hand. A trait whose features GCS has already
// folded into the figures Lantern reads (attribute, skill and DR bonuses: Lifting
// ST, Extra HP, Damage Resistance...) counts as applied through those figures.

export interface Traits {
  readonly rows: readonly Row<GcsTrait>[];
  readonly nightVision: boolean;
  /** The race or ancestry template's name, when the sheet has one. */
  readonly species: string | null;
  /** "Acute Vision 3 [6]", one per trait, in sheet order. */
  readonly lines: readonly string[];
  /** The traits Lantern applies, for the sheet's `traits`. */
  readonly held: GurpsTraits;
  /** Traits Lantern does not apply: the GM applies them by hand. */
  readonly byHand: readonly string[];
}

/** The figures GCS folds these features into (attributes, skill levels, DR by location) are read elsewhere. */
const FOLDED_FEATURES = new Set(['attribute_bonus', 'skill_bonus', 'dr_bonus', 'weapon_bonus', 'spell_bonus']);

type Reader = (held: GurpsTraits, levels: number) => void;
const level = (n: number | undefined) => Math.max(1, Math.round(n ?? 1));
/** Each trait Lantern applies, by its GCS name (GCS writes a trait's level apart from its name). */
const APPLIED: readonly (readonly [RegExp, Reader])[] = [
  [/^combat reflexes$/i, (h) => (h.combatReflexes = true)],
  [/^high pain threshold$/i, (h) => (h.painThreshold = 'high')],
  [/^low pain threshold$/i, (h) => (h.painThreshold = 'low')],
  [/^very fit$/i, (h) => (h.fitness = 'very-fit')],
  [/^fit$/i, (h) => (h.fitness = 'fit')],
  [/^unfit$/i, (h) => (h.fitness = 'unfit')],
  [/^very unfit$/i, (h) => (h.fitness = 'very-unfit')],
  [/^enhanced dodge\b/i, (h, n) => (h.enhancedDodge = Math.min(3, n))],
  [/^enhanced parry\b/i, (h, n) => (h.enhancedParry = Math.min(3, n))],
  [/^enhanced block\b/i, (h, n) => (h.enhancedBlock = Math.min(3, n))],
  [/^hard to kill$/i, (h, n) => (h.hardToKill = Math.min(10, n))],
  [/^hard to subdue$/i, (h, n) => (h.hardToSubdue = Math.min(10, n))],
  [/^extra attacks?$/i, (h, n) => (h.extraAttack = Math.min(4, n))],
  [/^dark ?vision$/i, (h) => (h.darkVision = true)],
  [/^night vision$/i, () => undefined],
];

/** Striking ST's levels, from its attribute bonus limited to striking. */
function strikingSt(trait: GcsTrait): number {
  return traitFeatures(trait)
    .filter(({ feature }) => feature.type === 'attribute_bonus' && feature.attribute === 'st' && feature.limitation === 'striking_only')
    .reduce((sum, { feature, levels }) => sum + featureAmount(feature, levels), 0);
}

/** A trait already counted: its attacks are read as weapons, or its every feature is in a figure GCS worked out. */
const folded = (trait: GcsTrait) => {
  if ((trait.weapons ?? []).length > 0) return true;
  const features = traitFeatures(trait);
  return features.length > 0 && features.every(({ feature }) => FOLDED_FEATURES.has(feature.type));
};

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
  const held: GurpsTraits = {};
  const byHand: string[] = [];
  let striking = 0;
  for (const { row } of leaves) {
    const applied = APPLIED.find(([re]) => re.test(row.name.trim()));
    if (applied) applied[1](held, level(row.levels));
    striking += strikingSt(row);
    if (!applied && !folded(row)) byHand.push(row.name);
  }
  if (striking !== 0) held.strikingSt = striking;
  return {
    rows,
    nightVision: leaves.some((r) => /^night vision\b/i.test(r.row.name)),
    species: race ? race.row.name : null,
    lines,
    held,
    byHand,
  };
}
