import type { GurpsCharacterSheet, GurpsWeapon } from '../../../src-shared/contract';
import { formatGurpsDice } from '../../rules/dice/gurps-notation';
import { sheetCharacteristics } from '../../rules/gurps/character';
import { num } from '../../rules/gurps/format';
import { traitLines } from '../../rules/gurps/traits';

// A character read again from the GCS file it came from: every figure the update would
// change, old and new, for the GM to read before confirming. Pure: the service passes
// the member as it stands and the character as the file now has it.

export interface FigureChange {
  readonly label: string;
  readonly from: string;
  readonly to: string;
}

/** The file's items as last read, one entry per item key: what an update compares the file with. */
export type FileItems = readonly { readonly key: string; readonly name: string; readonly quantity: number }[];

export interface SheetSide {
  readonly name: string;
  readonly sheet: GurpsCharacterSheet;
}

const NONE = '—';

function changed(out: FigureChange[], label: string, from: string, to: string): void {
  if (from !== to) out.push({ label, from, to });
}

/** "Broadsword: sw+1 cut, Broadsword skill, parry 0". */
const weaponText = (w: GurpsWeapon) =>
  [`${w.damage} ${w.type}`, typeof w.skill === 'number' ? `skill ${w.skill}` : `${w.skill} skill`, w.parry === null ? 'no parry' : `parry ${w.parry}${w.unbalanced ? 'U' : ''}`, ...(w.ranged ? [`Acc ${w.ranged.acc}, ${w.ranged.halfDamage}/${w.ranged.max}`] : [])].join(', ');

/** Figures by name on both sides: each one added, removed or changed. */
function byName(out: FigureChange[], what: string, before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): void {
  for (const [name, from] of before) changed(out, `${what}: ${name}`, from, after.get(name) ?? NONE);
  for (const [name, to] of after) if (!before.has(name)) changed(out, `${what}: ${name}`, NONE, to);
}

/** Every figure of the sheet that differs between the member now and the file, in sheet order. */
export function sheetChanges(before: SheetSide, after: SheetSide): FigureChange[] {
  const out: FigureChange[] = [];
  changed(out, 'Name', before.name, after.name);
  changed(out, 'Species', before.sheet.species, after.sheet.species);
  for (const id of ['st', 'dx', 'iq', 'ht'] as const) changed(out, id.toUpperCase(), String(before.sheet.attributes[id]), String(after.sheet.attributes[id]));
  const [a, b] = [sheetCharacteristics(before.sheet), sheetCharacteristics(after.sheet)];
  const figures = [
    ['HP', 'hp'],
    ['FP', 'fp'],
    ['Will', 'will'],
    ['Per', 'per'],
    ['Basic Speed', 'basicSpeed'],
    ['Basic Move', 'basicMove'],
    ['Basic Lift', 'basicLift'],
    ['Dodge', 'dodge'],
  ] as const;
  for (const [label, key] of figures) changed(out, label, num(a[key].value), num(b[key].value));
  changed(out, 'Thrust', formatGurpsDice(a.thrust.value), formatGurpsDice(b.thrust.value));
  changed(out, 'Swing', formatGurpsDice(a.swing.value), formatGurpsDice(b.swing.value));
  changed(out, 'DR', String(before.sheet.dr), String(after.sheet.dr));
  changed(out, 'DR by location', JSON.stringify(before.sheet.drByLocation ?? {}), JSON.stringify(after.sheet.drByLocation ?? {}));
  const traits = (s: GurpsCharacterSheet) => new Map(traitLines(s.traits, s.nightVision).map((t) => [t.name.replace(/\s+[+-]?\d+$/, ''), t.name]));
  byName(out, 'Trait', traits(before.sheet), traits(after.sheet));
  byName(out, 'Skill', new Map(before.sheet.skills.map((s) => [s.name, String(s.level)])), new Map(after.sheet.skills.map((s) => [s.name, String(s.level)])));
  byName(out, 'Weapon', new Map(before.sheet.weapons.map((w) => [w.name, weaponText(w)])), new Map(after.sheet.weapons.map((w) => [w.name, weaponText(w)])));
  return out;
}

export interface ItemStep {
  readonly key: string;
  readonly name: string;
  /** What the member carries now. */
  readonly from: number;
  /** What the member carries after the update. */
  readonly to: number;
}

/**
 * What an update does to each item: the file's change since it was last read, applied to
 * what the member carries now, and never past what the file now says. An item gained in
 * play and then written into the file too is not given twice; one spent in play and then
 * struck from the file is not taken twice.
 */
export function itemPlan(was: FileItems, fileNow: FileItems, carried: FileItems): ItemStep[] {
  const [then, now, has] = [was, fileNow, carried].map((list) => new Map(list.map((i) => [i.key, i.quantity])));
  const names = new Map([...carried, ...was, ...fileNow].map((i) => [i.key, i.name]));
  const steps: ItemStep[] = [];
  for (const [key, name] of names) {
    const change = (now.get(key) ?? 0) - (then.get(key) ?? 0);
    const from = has.get(key) ?? 0;
    const target = now.get(key) ?? 0;
    const to = change > 0 ? from + Math.min(change, Math.max(0, target - from)) : from - Math.min(-change, Math.max(0, from - target));
    if (to !== from) steps.push({ key, name, from, to });
  }
  return steps;
}

/** The update's item steps as figure changes: what the member carries now, and after. */
export function itemChanges(was: FileItems, fileNow: FileItems, carried: FileItems): FigureChange[] {
  return itemPlan(was, fileNow, carried).map((step) => ({ label: `Carried: ${step.name}`, from: String(step.from), to: String(step.to) }));
}

/** One entry per key, quantities summed: the file's items as an update compares them. */
export function fileItemsOf(items: readonly { readonly key: string; readonly name: string; readonly quantity: number }[]): FileItems {
  const byKey = new Map<string, { key: string; name: string; quantity: number }>();
  for (const { key, name, quantity } of items) {
    const there = byKey.get(key);
    if (there) there.quantity += quantity;
    else byKey.set(key, { key, name, quantity });
  }
  return [...byKey.values()];
}
