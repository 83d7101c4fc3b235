import type { GcsCharacterFile } from './parse';
import type { Check } from './errors';
import { traitFeatures, traitRows } from './traits';
import { flatten } from './tree';
import { damageForSt } from '../../rules/gurps/damage-table';
import { formatGurpsDice } from '../../rules/dice/gurps-notation';
import { describeModifiers, sumOf, type TraitModifier } from '../../rules/gurps/traits';

// Every figure GCS stored that Lantern takes in is checked against what Lantern
// ends up with: the same figure ("matched"), another one with the reason
// ("differs": Lantern's rules give Dodge 9 where Combat Reflexes makes it 10 in
// GCS), or none with the reason ("not kept": a grapple's control points). The
// import's summary names each figure that is not matched, so nothing changes
// without the GM being told.

export type FigureStatus = 'matched' | 'differs' | 'not kept';

export interface FigureCheck {
  readonly label: string;
  readonly file: string;
  readonly lantern: string | null;
  readonly status: FigureStatus;
  readonly reason: string | null;
}

export interface FigureCount {
  readonly matched: number;
  readonly differs: number;
  readonly notKept: number;
  readonly checks: readonly FigureCheck[];
}

const text = (v: number | string) => String(v);

/** A figure Lantern keeps: matched when the two agree, else differs for the reason given. */
export function compared(label: string, file: number | string, lantern: number | string, reason: string): FigureCheck {
  const same = text(file) === text(lantern);
  return { label, file: text(file), lantern: text(lantern), status: same ? 'matched' : 'differs', reason: same ? null : reason };
}

export function notKept(label: string, file: number | string, reason: string): FigureCheck {
  return { label, file: text(file), lantern: null, status: 'not kept', reason };
}

export function countFigures(checks: readonly FigureCheck[]): FigureCount {
  return {
    matched: checks.filter((c) => c.status === 'matched').length,
    differs: checks.filter((c) => c.status === 'differs').length,
    notKept: checks.filter((c) => c.status === 'not kept').length,
    checks,
  };
}

/** The summary's lines: the count, then each figure that did not come in as stored, with why. */
export function figureLines(count: FigureCount): string[] {
  const total = count.checks.length;
  return [
    `Figures: ${count.matched} of ${total} as GCS stored them, ${count.differs} different, ${count.notKept} not kept.`,
    ...count.checks.filter((c) => c.status === 'differs').map((c) => `Differs: ${c.label} is ${c.lantern} in Lantern, ${c.file} in GCS (${c.reason}).`),
    ...count.checks.filter((c) => c.status === 'not kept').map((c) => `Not kept: ${c.label} ${c.file} (${c.reason}).`),
  ];
}

export type DefenseKind = 'dodge' | 'parry' | 'block';

/**
 * What raises one defense in GCS beyond the skill or Basic Speed: the part
 * Lantern counts too (traits it applies, as `bonus`), the traits it does not
 * count, and equipped items (a shield's Defense Bonus, which Lantern adds in a fight).
 */
export interface DefenseRaise {
  readonly bonus: number;
  /** The traits behind `bonus`, as "+1 Combat Reflexes". */
  readonly counted: string;
  readonly traits: readonly string[];
  readonly gear: readonly string[];
}

/**
 * Each defense's raise in GCS, as "Combat Reflexes +1" or "Small Shield +1", with
 * the traits Lantern applies itself (`counted`, from the sheet's traits) taken out
 * of the reasons and into the figure Lantern's side is compared at.
 */
export function defenseSources(file: GcsCharacterFile, check: Check, counted: (kind: DefenseKind) => readonly TraitModifier[]): Record<DefenseKind, DefenseRaise> {
  const traits: Record<DefenseKind, string[]> = { dodge: [], parry: [], block: [] };
  const gear: Record<DefenseKind, string[]> = { dodge: [], parry: [], block: [] };
  const take = (into: Record<DefenseKind, string[]>, source: string, type: string, attribute: string | undefined, amount: number) => {
    if (amount === 0) return;
    const kind = type === 'weapon_parry_bonus' ? 'parry' : type === 'weapon_block_bonus' ? 'block' : type === 'attribute_bonus' ? attribute : undefined;
    if (kind !== 'dodge' && kind !== 'parry' && kind !== 'block') return;
    if (into === traits && counted(kind).some((m) => m.label.startsWith(source))) return;
    into[kind].push(`${source} ${amount > 0 ? '+' : ''}${amount}`);
  };
  for (const { row } of traitRows(file, check).rows) {
    for (const { feature, levels } of traitFeatures(row)) {
      const amount = (feature.amount ?? 0) * ((feature.per_level || feature.leveled) && levels !== undefined ? levels : 1);
      take(traits, row.name, feature.type, feature.attribute, amount);
    }
  }
  const carried = flatten(file.equipment, ['equipment'], (e) => e.description, check, { count: 1000, what: 'carried items' });
  for (const { row } of carried) if (row.equipped) for (const f of row.features ?? []) take(gear, row.description, f.type, f.attribute, f.amount ?? 0);
  const raise = (kind: DefenseKind): DefenseRaise => ({ bonus: sumOf(counted(kind)), counted: describeModifiers(counted(kind)), traits: traits[kind], gear: gear[kind] });
  return { dodge: raise('dodge'), parry: raise('parry'), block: raise('block') };
}

/** Why a defense GCS stored differs from Lantern's: what GCS adds that Lantern's `what` does not, or adds only in a fight. */
export function defenseReason(raise: DefenseRaise, what: string): string {
  const reasons = [
    ...(raise.traits.length > 0 ? [`GCS adds ${raise.traits.join(' and ')}, which ${what} does not count`] : []),
    ...(raise.gear.length > 0 ? [`GCS adds ${raise.gear.join(' and ')}, which Lantern adds in a fight while it is carried`] : []),
  ];
  if (reasons.length > 0) return reasons.join('; ');
  return raise.counted ? `${what} counts ${raise.counted}; the file's figure does not` : `GCS's figure; ${what} works it out by GURPS Lite`;
}

/** Figures a stat block keeps as GCS stored them: matched when kept, not kept when the stat block has no place for them. */
export function keptFigures(rows: readonly (readonly [string, number | undefined, number | undefined])[]): FigureCheck[] {
  return rows.flatMap(([label, file, kept]) => {
    if (file === undefined) return [];
    return [kept === undefined ? notKept(label, file, 'the stat block has no place for it') : compared(label, file, kept, '')];
  });
}

/** Thrust and swing as GCS stored them against the damage table Lantern's combat reads for the same ST. */
export function muscleFigures(file: GcsCharacterFile, st: number): FigureCheck[] {
  const table = damageForSt(st);
  const out: FigureCheck[] = [];
  const striking = file.calc?.striking_st_bonus ?? 0;
  const reason = striking !== 0 ? `Striking ST ${striking > 0 ? '+' : ''}${striking}: GCS reads the table at ST ${st + striking}` : `GCS's campaign damage table (${file.settings?.damage_progression ?? 'basic_set'})`;
  if (file.calc?.thrust) out.push(compared('Thrust', file.calc.thrust.replace(/\s/g, ''), formatGurpsDice(table.thrust), reason));
  if (file.calc?.swing) out.push(compared('Swing', file.calc.swing.replace(/\s/g, ''), formatGurpsDice(table.swing), reason));
  return out;
}
