import { gurpsDamageTypes, type GurpsWeapon } from '../../../src-shared/contract/combat-schemas';
import type { Check, JsonPath } from './errors';
import type { GcsTrait, GcsWeapon } from './parse';
import type { Row } from './tree';
import { skillName } from './skills';
import { fit, integersIn, rangeFrom } from './units';
import { damageForSt } from '../../rules/gurps/damage-table';
import { unreadyAfterAttack } from '../../rules/gurps/weapon-table';
import { formatGurpsDice } from '../../rules/dice/gurps-notation';
import { weaponDamage, type DamageContext } from './weapon-damage';
import { compared, defenseReason, notKept, type DefenseKind, type DefenseRaise, type FigureCheck } from './figures';

// A GCS weapon row belongs to an item or a trait (a sword, Sharp Teeth) and
// carries text columns: damage as ST-based dice ("sw+1") or fixed dice, reach,
// parry ("0", "-1U" for unbalanced, "No"), Acc, range ("100/150", or "x10/x15"
// times ST for muscle-powered weapons) and Bulk. GCS 5 tells melee from ranged
// by the first letter of the weapon's id ("w" or "W"); older files said so in
// `type`. Lantern's weapon keeps damage, type, parry, unbalanced and, for ranged
// weapons, Acc, 1/2D, Max, Bulk and whether it is thrown, and the marks play
// needs: "‡" after the ST (unready after each attack) and "F" after the Parry
// (fencing); reach and what else does not fit go to the notes.
//
// GCS leaves a column out when it holds its zero value, and releases of the 5
// series disagree on what that is for parry: earlier ones wrote "No" and left a
// plain +0 out, later ones write "0" and leave "cannot parry" out. A weapon on a
// sheet that can parry also gets its final score in `calc.parry`, which settles
// most weapons; for the rest, a file that writes "No" anywhere follows the
// earlier convention.

export interface WeaponSource {
  readonly weapon: GcsWeapon;
  readonly path: JsonPath;
  /** The item's or trait's name. */
  readonly owner: string;
}

export interface ImportedWeapon {
  readonly weapon: Omit<GurpsWeapon, 'skill'>;
  /** The final Block GCS worked out (`calc.block`), for a stat block; Lantern's sheets work Block out from Shield. */
  readonly block: number | null;
  /** The level GCS worked out, with every bonus. */
  readonly level: number;
  /** A sheet skill whose level is exactly the weapon's, so the sheet keeps them in step. */
  readonly skill: string | null;
  readonly note: string | null;
  /** The figures GCS worked out for it (level, damage, parry, block) against Lantern's, for the import's count. */
  readonly checks: readonly FigureCheck[];
}

export type WeaponResult = { readonly ok: true; readonly value: ImportedWeapon } | { readonly ok: false; readonly reason: string };

const damageTypes = new Set<string>(gurpsDamageTypes);

export function isMelee(weapon: GcsWeapon): boolean {
  if (weapon.id?.startsWith('w')) return true;
  if (weapon.id?.startsWith('W')) return false;
  if (weapon.type === 'melee_weapon') return true;
  if (weapon.type === 'ranged_weapon') return false;
  return weapon.range === undefined && weapon.accuracy === undefined;
}

const signed = (n: number) => (n === 0 ? '' : n > 0 ? `+${n}` : `${n}`);

/** Lantern's damage text: "sw+1", "thr-1", or fixed dice "2d+2"; null when GCS's cannot be written so. */
function damageText(weapon: GcsWeapon): string | null {
  const st = weapon.damage?.st;
  const base = (weapon.damage?.base ?? '').replace(/\s/g, '');
  if (st === 'sw' || st === 'thr') {
    if (base === '') return st;
    if (/^[+-]?\d+$/.test(base)) return `${st}${signed(Number(base))}`;
  } else if (!st && /^\d+d([+-]\d+)?$/.test(base)) {
    return base;
  }
  const shown = /^((?:sw|thr)(?:[+-]\d+)?|\d+d(?:[+-]\d+)?)(?=\s|$|\()/.exec((weapon.calc?.damage ?? '').trim());
  return shown ? shown[1] : null;
}

/** Equipped items' weapons first, then natural attacks (traits), then weapons carried but not in hand. */
export function weaponSources(traits: readonly Row<GcsTrait>[], gear: readonly (WeaponSource & { readonly equipped: boolean })[]): WeaponSource[] {
  const natural: WeaponSource[] = traits.flatMap(({ row, path }) => (row.weapons ?? []).map((weapon, i) => ({ weapon, path: [...path, 'weapons', i], owner: row.name })));
  return [...gear.filter((w) => w.equipped), ...natural, ...gear.filter((w) => !w.equipped)];
}

export interface WeaponContext {
  readonly st: number;
  /** Sheet skills by lowercase name, to name a weapon's skill where the levels agree. */
  readonly skills: ReadonlyMap<string, number>;
  /** The file writes "No" for a weapon that cannot parry, so a parry left out means +0. */
  readonly parryLeftOutIsZero: boolean;
  /** Weapon bonuses and Striking ST, to give damage as GCS works it out. */
  readonly damage: DamageContext;
  /** What raises each defense in GCS beyond the skill, to say why a parry differs. */
  readonly defenses: Record<DefenseKind, DefenseRaise>;
  /** A stat block keeps GCS's Block; a sheet works it out from Shield. */
  readonly keepsBlock: boolean;
}

const saysNo = (text: string | undefined) => text !== undefined && /^\s*no\s*$/i.test(text);

/** Whether any melee weapon of the file writes "No" for its parry. */
export function writesParryNo(sources: readonly WeaponSource[]): boolean {
  return sources.some(({ weapon }) => isMelee(weapon) && saysNo(weapon.parry));
}

function parryOf(weapon: GcsWeapon, context: WeaponContext): { text: string; bonus: number | null } {
  const text = (weapon.parry ?? '').trim();
  if (saysNo(text)) return { text, bonus: null };
  if (text !== '') return { text, bonus: integersIn(text)[0] ?? 0 };
  const scored = weapon.calc?.parry !== undefined && !saysNo(weapon.calc.parry);
  return { text, bonus: scored || context.parryLeftOutIsZero ? 0 : null };
}

/** A "‡" after the weapon's minimum ST (weapon-table.ts): whether it is unready after each attack at this ST; null without the mark. */
function unreadyMark(strength: string | undefined, st: number): { readonly unready: boolean; readonly note: string } | null {
  const m = /^\s*(\d+)\s*‡/.exec(strength ?? '');
  if (!m) return null;
  const { unready, enough } = unreadyAfterAttack(Number(m[1]), st);
  return unready
    ? { unready, note: `ST ${m[1]}‡: unready after each attack below ST ${enough}` }
    : { unready, note: `ST ${m[1]}‡: stays ready after an attack at ST ${st} (${enough} or more)` };
}

/** An "F" in the Parry column ("0F"): a fencing weapon (the same table's notes). */
const isFencing = (parryText: string) => /^[+-]?\d+\s*[uU]?\s*[fF]/.test(parryText.trim());

/** Dice of a column Lantern keeps ("sw+1", "thr", "2d+1") at a given ST. */
function diceAt(column: string, st: number): string {
  const m = /^(sw|thr)([+-]\d+)?$/.exec(column);
  if (!m) return column;
  const muscle = damageForSt(st)[m[1] === 'sw' ? 'swing' : 'thrust'];
  return formatGurpsDice({ dice: muscle.dice, adds: muscle.adds + Number(m[2] ?? 0) });
}

/**
 * A weapon with bonuses on top of its column (per die, Brawling, boots on kicks)
 * keeps GCS's sum as fixed dice, worked out at the sheet's ST; one without keeps
 * its column, so it follows ST in Lantern. Either way the dice are checked
 * against the damage GCS stored.
 */
function settleDamage(weapon: GcsWeapon, owner: string, name: string, column: string, context: WeaponContext) {
  const worked = weaponDamage(weapon, owner, context.damage);
  const bonused = worked !== null && worked.parts.length > 0;
  const damage = bonused ? worked.text : column;
  const damageNote = bonused ? `damage ${worked.text} as GCS works it out at ST ${context.damage.st}: ${column} ${worked.parts.join(', ')}` : null;
  const stored = /^\d+d(?:[+-]\d+)?/.exec((weapon.calc?.damage ?? '').trim())?.[0] ?? null;
  const lantern = diceAt(damage, context.st);
  let damageCheck: FigureCheck | null = null;
  if (stored !== null) {
    const striking = context.damage.st !== context.st;
    const reason = striking && !bonused ? `Striking ST: GCS rolls damage for ST ${context.damage.st}, Lantern's combat for ST ${context.st}` : 'GCS adds a bonus this file does not say where it comes from';
    damageCheck = compared(`${name} damage`, stored, lantern, reason);
  }
  return { damage, damageCheck, damageNote };
}

export function translateWeapon(source: WeaponSource, context: WeaponContext, check: Check): WeaponResult {
  const { st, skills } = context;
  const { weapon, path, owner } = source;
  const name = fit(weapon.usage ? `${owner} (${weapon.usage})` : owner, 60);
  const type = (weapon.damage?.type ?? '').trim().split(/\s+/)[0];
  if (!damageTypes.has(type)) return { ok: false, reason: `${name}: damage type "${weapon.damage?.type ?? ''}" is not one Lantern's combat knows` };
  const column = damageText(weapon);
  if (column === null) return { ok: false, reason: `${name}: damage "${weapon.calc?.damage ?? weapon.damage?.base ?? ''}" cannot be written as sw or thr with adds, or plain dice` };
  const { damage, damageCheck, damageNote } = settleDamage(weapon, source.owner, name, column, context);
  const checks: FigureCheck[] = [];
  if (weapon.calc?.level !== undefined) checks.push(compared(`${name} skill`, weapon.calc.level, weapon.calc.level, ''));
  if (damageCheck) checks.push(damageCheck);

  const level = weapon.calc?.level ?? 0;
  check(Number.isInteger(level) && level >= -10 && level <= 40, [...path, 'calc', 'level'], `${name} at skill ${level} cannot be imported: Lantern keeps levels from -10 to 40`);
  const skill =
    (weapon.defaults ?? [])
      .filter((d) => d.type === 'skill' && d.name && (d.modifier ?? 0) === 0)
      .map((d) => skillName(d.name!, d.specialization))
      .find((n) => skills.get(n.toLowerCase()) === level) ?? null;

  const extras: string[] = damageNote ? [damageNote] : [];
  if (weapon.damage?.armor_divisor !== undefined && weapon.damage.armor_divisor !== 1) extras.push(`armour divisor (${weapon.damage.armor_divisor})`);
  const dropped = (weapon.damage?.type ?? '').trim().split(/\s+/).slice(1);
  if (dropped.length > 0) extras.push(`damage also "${dropped.join(' ')}"`);

  if (isMelee(weapon)) {
    const { text: parryText, bonus } = parryOf(weapon, context);
    check(bonus === null || (Number.isInteger(bonus) && bonus >= -5 && bonus <= 5), [...path, 'parry'], `${name}: a parry of ${parryText} cannot be imported: Lantern keeps parry bonuses from -5 to +5`);
    const reach = weapon.calc?.reach ?? weapon.reach;
    if (reach) extras.unshift(`reach ${reach}`);
    const unready = unreadyMark(weapon.strength, st);
    if (unready) extras.push(unready.note);
    const fencing = isFencing(parryText);
    const storedParry = weapon.calc?.parry === undefined ? null : (integersIn(weapon.calc.parry)[0] ?? null);
    if (storedParry !== null && bonus !== null) {
      checks.push(compared(`${name} parry`, storedParry, 3 + Math.floor(Math.max(0, level) / 2) + bonus + context.defenses.parry.bonus, defenseReason(context.defenses.parry, 'Lantern')));
    }
    const storedBlock = weapon.calc?.block === undefined ? null : (integersIn(weapon.calc.block)[0] ?? null);
    if (storedBlock !== null) {
      const shield = skills.get('shield') ?? skills.get('shield (shield)');
      if (context.keepsBlock) checks.push(compared(`${name} block`, storedBlock, storedBlock, ''));
      else if (shield !== undefined) checks.push(compared(`${name} block`, storedBlock, 3 + Math.floor(shield / 2) + context.defenses.block.bonus, defenseReason(context.defenses.block, 'Lantern')));
      else checks.push(notKept(`${name} block`, storedBlock, 'the sheet has no Shield skill to block with'));
    }
    return {
      ok: true,
      value: {
        weapon: {
          name,
          damage,
          type: type as GurpsWeapon['type'],
          parry: bonus,
          unbalanced: /u/i.test(parryText),
          ...(unready?.unready && { mustReady: true }),
          ...(fencing && { fencing: true }),
        },
        block: weapon.calc?.block === undefined ? null : (integersIn(weapon.calc.block)[0] ?? null),
        level,
        skill,
        note: extras.length > 0 ? `${name}: ${extras.join(', ')}` : null,
        checks,
      },
    };
  }

  const rangeText = weapon.calc?.range ?? weapon.range ?? '';
  const range = rangeFrom(rangeText, st);
  if (range === null) return { ok: false, reason: `${name}: range "${rangeText}" is not 1/2D and Max in yards` };
  const max = Math.floor(range.max);
  const halfDamage = Math.min(Math.floor(range.halfDamage), max);
  check(max >= 1 && max <= 100_000, [...path, 'range'], `${name}: a range of ${rangeText} cannot be imported: Lantern keeps Max from 1 to 100,000 yards`);
  check(halfDamage >= 1 && halfDamage <= 10_000, [...path, 'range'], `${name}: a range of ${rangeText} cannot be imported: Lantern keeps 1/2D from 1 to 10,000 yards`);
  const accText = weapon.calc?.accuracy ?? weapon.accuracy ?? '0';
  const [acc = 0, ...scope] = integersIn(accText);
  check(Number.isInteger(acc) && acc >= 0 && acc <= 20, [...path, 'accuracy'], `${name}: Acc ${accText} cannot be imported: Lantern keeps Acc from 0 to 20`);
  if (scope.length > 0) extras.push(`Acc ${accText} (the scope's bonus is left out)`);
  const bulkText = weapon.calc?.bulk ?? weapon.bulk;
  const bulkFound = bulkText === undefined ? -2 : (integersIn(bulkText)[0] ?? -2);
  const bulk = Math.min(0, Math.max(-10, bulkFound));
  if (bulk !== bulkFound) extras.push(`Bulk ${bulkFound} kept as ${bulk}`);
  const thrown = (weapon.defaults ?? []).some((d) => d.type === 'skill' && /^(thrown weapon|throwing)/i.test(d.name ?? ''));
  return {
    ok: true,
    value: {
      weapon: { name, damage, type: type as GurpsWeapon['type'], parry: null, unbalanced: false, ranged: { acc, halfDamage, max, bulk, thrown } },
      block: null,
      level,
      skill,
      note: extras.length > 0 ? `${name}: ${extras.join(', ')}` : null,
      checks,
    },
  };
}

/** Sheets and stat blocks hold 8 weapons (src-shared/contract). */
export const MAX_WEAPONS = 8;

/** The weapons Lantern keeps, in order, and a note for each one left out or cut short. */
export function keptWeapons(sources: readonly WeaponSource[], context: WeaponContext, check: Check, holder: string): { kept: ImportedWeapon[]; notes: string[]; checks: FigureCheck[] } {
  const kept: ImportedWeapon[] = [];
  const notes: string[] = [];
  const checks: FigureCheck[] = [];
  for (const source of sources) {
    const result = translateWeapon(source, context, check);
    const stored = source.weapon.calc?.damage;
    const label = fit(source.weapon.usage ? `${source.owner} (${source.weapon.usage})` : source.owner, 60);
    if (!result.ok) {
      notes.push(`Weapon left out: ${result.reason}.`);
      if (stored) checks.push(notKept(`${label} damage`, stored, result.reason.slice(label.length + 2)));
    } else if (kept.length >= MAX_WEAPONS) {
      notes.push(`Weapon left out: ${result.value.weapon.name} (${holder} keeps ${MAX_WEAPONS}).`);
      if (stored) checks.push(notKept(`${label} damage`, stored, `${holder} keeps ${MAX_WEAPONS} weapons`));
    } else {
      checks.push(...result.value.checks);
      kept.push(result.value);
      if (result.value.note) notes.push(`Weapon ${result.value.note}.`);
    }
  }
  return { kept, notes, checks };
}
