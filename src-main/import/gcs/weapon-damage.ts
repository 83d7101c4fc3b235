import type { GurpsDice } from '../../rules/dice/gurps-notation';
import { formatGurpsDice } from '../../rules/dice/gurps-notation';
import { damageForSt } from '../../rules/gurps/damage-table';
import type { GcsCharacterFile, GcsCriterion, GcsFeature, GcsSkill, GcsWeapon } from './parse';
import { traitFeatures } from './traits';
import type { Row } from './tree';
import type { Check } from './errors';
import { flatten } from './tree';
import { skillName } from './skills';

// The damage GCS works out for a weapon (`calc.damage`) is more than its column:
// a natural attack adds a bonus per die of its own (Blunt Claws +1 per die on
// punch and kick, Basic Set p. 42), and GCS adds every weapon bonus the sheet
// grants it. The one GCS libraries give most often is Brawling's: +1 per die on
// the attacks that use Brawling once the skill is at DX+2 or better (Basic Set
// p. 182; Karate does the same at DX+1 and +2 per die at DX+2, p. 203), written
// in the file as a feature of the skill with its level criterion. Boots that add
// +1 to kicks are the same kind of feature on an item. This module reproduces
// that sum from the file, so the figure Lantern keeps is GCS's and each part of
// it can be named.

export interface WeaponBonus {
  readonly feature: GcsFeature;
  /** The trait, skill or item that grants it, as the GM reads it. */
  readonly source: string;
  readonly levels: number | undefined;
  /** The skill granting it, with its level relative to what it is based on (Brawling at DX+2: base DX, relative 2). */
  readonly skill?: { readonly name: string; readonly specialization?: string; readonly base: string; readonly relative: number | null };
  /** The item or trait owning the weapons a `this_weapon` bonus is for. */
  readonly owner?: string;
}

export interface WeaponDamage {
  readonly dice: GurpsDice;
  /** "2d+2" */
  readonly text: string;
  /** The additions to the column's damage, each named: "+1 per die (Blunt Claws)", "+1 per die (Brawling at DX+2)". */
  readonly parts: readonly string[];
}

const lower = (v: unknown) => String(v ?? '').trim().toLowerCase();

/** Whether a text matches a GCS string criterion ("is", "starts_with", ...); a missing criterion matches anything. */
export function matchesText(criterion: GcsCriterion | undefined, value: string | undefined): boolean {
  if (criterion === undefined) return true;
  if (typeof criterion !== 'object') return lower(criterion) === lower(value);
  const want = lower(criterion.qualifier);
  const have = lower(value);
  switch (criterion.compare ?? 'is') {
    case 'any':
      return true;
    case 'is':
      return have === want;
    case 'is_not':
      return have !== want;
    case 'contains':
      return have.includes(want);
    case 'does_not_contain':
      return !have.includes(want);
    case 'starts_with':
      return have.startsWith(want);
    case 'does_not_start_with':
      return !have.startsWith(want);
    case 'ends_with':
      return have.endsWith(want);
    case 'does_not_end_with':
      return !have.endsWith(want);
    default:
      return false;
  }
}

/** Whether a number meets a GCS numeric criterion ("at_least 2"); a missing criterion matches anything. */
export function matchesNumber(criterion: GcsCriterion | undefined, value: number | null): boolean {
  if (criterion === undefined) return true;
  if (typeof criterion !== 'object') return value === Number(criterion);
  const want = Number(criterion.qualifier ?? 0);
  if (criterion.compare === 'any') return true;
  if (value === null) return false;
  switch (criterion.compare ?? 'is') {
    case 'is':
      return value === want;
    case 'is_not':
      return value !== want;
    case 'at_least':
      return value >= want;
    case 'at_most':
      return value <= want;
    default:
      return false;
  }
}

/** "DX+2" is base DX, relative 2; "IQ-1" is IQ, -1; relative null when GCS wrote none. */
export function relativeLevel(skill: GcsSkill): { base: string; relative: number | null } {
  const m = /^\s*(.*?)\s*([+-]\d+)\s*$/.exec(skill.calc?.rsl ?? '');
  return m ? { base: m[1], relative: Number(m[2]) } : { base: '', relative: null };
}

const isBonus = (f: GcsFeature) => f.type === 'weapon_bonus' || f.type === 'weapon_damage_bonus';

/** Every weapon damage bonus the sheet grants: skills', enabled traits', and equipped items'. */
export function weaponBonuses(file: GcsCharacterFile, traits: readonly Row<{ name: string } & Parameters<typeof traitFeatures>[0]>[], check: Check): WeaponBonus[] {
  const out: WeaponBonus[] = [];
  const skills = flatten(file.skills, ['skills'], (s) => s.name, check, { count: 200, what: 'skills' });
  for (const { row } of skills) {
    for (const feature of row.features ?? []) {
      if (isBonus(feature)) out.push({ feature, source: skillName(row.name, row.specialization), levels: undefined, skill: { name: row.name, specialization: row.specialization, ...relativeLevel(row) } });
    }
  }
  for (const { row } of traits) {
    for (const { feature, levels } of traitFeatures(row)) if (isBonus(feature)) out.push({ feature, source: row.name, levels, owner: row.name });
  }
  const gear = flatten(file.equipment, ['equipment'], (e) => e.description, check, { count: 1000, what: 'carried items' });
  const equippedAt = new Map<string, boolean>();
  for (const { row, path } of gear) {
    const key = path.join('.');
    const equipped = row.equipped === true && (equippedAt.get(path.slice(0, -2).join('.')) ?? true);
    equippedAt.set(key, equipped);
    if (!equipped) continue;
    for (const feature of row.features ?? []) if (isBonus(feature)) out.push({ feature, source: row.description, levels: undefined, owner: row.description });
  }
  return out;
}

export interface DamageContext {
  /** ST for damage: ST plus Striking ST. */
  readonly st: number;
  readonly bonuses: readonly WeaponBonus[];
}

/** The skill a weapon is used with: the default GCS's level comes from, else the first skill it names. */
function usedSkill(weapon: GcsWeapon, bonuses: readonly WeaponBonus[]): { name: string; specialization?: string } | null {
  const skills = (weapon.defaults ?? []).filter((d) => d.type === 'skill' && d.name);
  const withBonus = skills.find((d) => bonuses.some((b) => b.skill && lower(b.skill.name) === lower(d.name) && lower(b.skill.specialization) === lower(d.specialization)));
  const chosen = withBonus ?? skills[0];
  return chosen ? { name: chosen.name!, specialization: chosen.specialization } : null;
}

function applies(bonus: WeaponBonus, weapon: GcsWeapon, owner: string, used: { name: string; specialization?: string } | null): boolean {
  const { feature } = bonus;
  switch (feature.selection_type ?? 'weapons_with_required_skill') {
    case 'this_weapon':
      return bonus.owner !== undefined && lower(bonus.owner) === lower(owner);
    case 'weapons_with_name':
      return matchesText(feature.name, owner) && matchesText(feature.specialization, weapon.usage);
    case 'weapons_with_required_skill': {
      if (!used || !matchesText(feature.name, used.name) || !matchesText(feature.specialization, used.specialization)) return false;
      const same = bonus.skill && lower(bonus.skill.name) === lower(used.name) && lower(bonus.skill.specialization) === lower(used.specialization);
      return matchesNumber(feature.level, same ? bonus.skill!.relative : null);
    }
    default:
      return false;
  }
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** "at DX+2 or better" for Brawling's level criterion. */
function levelText(c: GcsCriterion | undefined, base: string): string {
  if (c === undefined || typeof c !== 'object') return '';
  const at = `${base}${signed(Number(c.qualifier ?? 0))}`;
  if (c.compare === 'at_least') return ` at ${at} or better`;
  if (c.compare === 'at_most') return ` at ${at} or worse`;
  return ` at ${at}`;
}

/** GCS's damage for a weapon, worked out from the file; null when the column is not muscle-powered or plain dice. */
export function weaponDamage(weapon: GcsWeapon, owner: string, context: DamageContext): WeaponDamage | null {
  const st = weapon.damage?.st;
  const base = String(weapon.damage?.base ?? '').replace(/\s/g, '');
  let dice: GurpsDice;
  if (st === 'sw' || st === 'thr') {
    if (base !== '' && !/^[+-]?\d+$/.test(base)) return null;
    const muscle = damageForSt(context.st)[st === 'sw' ? 'swing' : 'thrust'];
    dice = { dice: muscle.dice, adds: muscle.adds + (base === '' ? 0 : Number(base)) };
  } else {
    const m = /^(\d+)d([+-]\d+)?$/.exec(base);
    if (st || !m) return null;
    dice = { dice: Number(m[1]), adds: m[2] ? Number(m[2]) : 0 };
  }
  const parts: string[] = [];
  const perDie = weapon.damage?.modifier_per_die ?? 0;
  if (perDie !== 0) {
    dice = { dice: dice.dice, adds: dice.adds + Math.trunc(perDie * dice.dice) };
    parts.push(`${signed(perDie)} per die (${owner})`);
  }
  const used = usedSkill(weapon, context.bonuses);
  for (const bonus of context.bonuses) {
    if (!applies(bonus, weapon, owner, used)) continue;
    const { feature } = bonus;
    let amount = feature.amount ?? 0;
    if ((feature.per_level || feature.leveled) && bonus.levels !== undefined) amount *= bonus.levels;
    if (amount === 0) continue;
    const level = bonus.skill ? levelText(feature.level, bonus.skill.base) : '';
    if (feature.per_die) {
      dice = { dice: dice.dice, adds: dice.adds + Math.trunc(amount * dice.dice) };
      parts.push(`${signed(amount)} per die (${bonus.source}${level})`);
    } else {
      dice = { dice: dice.dice, adds: dice.adds + amount };
      parts.push(`${signed(amount)} (${bonus.source}${level})`);
    }
  }
  return { dice, text: formatGurpsDice(dice), parts };
}
