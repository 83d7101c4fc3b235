import type { GurpsWeapon } from '../../../../src-shared/contract';
import type { CharacterProfile } from '../../ruleset';
import type { BodyRules } from '../body-rules';
import { skillOf, statsOf } from '../character';
import { characteristics } from '../characteristics';
import type { StDamage } from '../damage-table';
import { blockScore, parryScore, damageDice, type DamageSpec, type WeaponInput } from '../combat';
import { num } from '../format';
import { RuleInputError } from '../../rule-input-error';
import type { Block, GurpsStats, WeaponStats } from './state';

// A GURPS fighter's figures, made once when the fight starts: from a member's sheet
// (skills, weapons, encumbrance) or a foe's stat block, with muscle-powered damage read
// from the campaign's ST table.

/** Where thrust and swing come from when not the Basic Set's table: GULLIVER's New ST Damage, handed in by the registry. */
export interface MuscleTable {
  readonly name: string;
  forSt(st: number): StDamage;
}

/** A muscle-powered attack's spec, its dice read from the campaign's table (the Basic Set's unless it says otherwise). */
function muscleSpec(kind: 'thrust' | 'swing', st: number, adds: number, type: DamageSpec['type'], table: MuscleTable | null): DamageSpec {
  return { kind, st, adds, type, ...(table && { table: { name: table.name, dice: table.forSt(st)[kind] } }) };
}

/** "sw+1", "thr-1" or fixed dice "2d+1" as the damage pipeline's spec. */
function damageSpec(text: string, st: number, type: GurpsWeapon['type'], table: MuscleTable | null): DamageSpec {
  const muscle = /^(sw|thr)([+-]\d+)?$/.exec(text);
  if (muscle) return muscleSpec(muscle[1] === 'sw' ? 'swing' : 'thrust', st, Number(muscle[2] ?? 0), type, table);
  const fixed = /^(\d+)d([+-]\d+)?$/.exec(text);
  if (!fixed) throw new RuleInputError('damage', `must be sw or thr with adds, or dice such as 2d+1, got ${text}`);
  return { kind: 'fixed', dice: { dice: Number(fixed[1]), adds: Number(fixed[2] ?? 0) }, type };
}

const delivery = (w: GurpsWeapon): WeaponInput['delivery'] => (w.ranged ? (w.ranged.thrown ? 'thrown' : 'missile') : 'melee');

function weaponStats(w: GurpsWeapon, st: number, skill: { value: number; text: string }, table: MuscleTable | null): WeaponStats {
  return {
    name: w.name,
    skill: skill.value,
    skillText: skill.text,
    damage: damageSpec(w.damage, st, w.type, table),
    delivery: delivery(w),
    parry: w.ranged || w.parry === null ? null : parryScore({ skill: Math.max(0, skill.value), parryBonus: w.parry }).value,
    unbalanced: w.unbalanced,
    ranged: w.ranged ? { acc: w.ranged.acc, halfDamage: w.ranged.halfDamage, max: w.ranged.max, bulk: w.ranged.bulk } : null,
  };
}

/** A fist: thrust-1 crushing at DX (or Brawling), parried bare-handed. */
function punch(st: number, skill: { value: number; text: string }, table: MuscleTable | null): WeaponStats {
  return {
    name: 'Punch',
    skill: skill.value,
    skillText: skill.text,
    damage: muscleSpec('thrust', st, -1, 'cr', table),
    delivery: 'unarmed',
    parry: parryScore({ skill: Math.max(0, skill.value) }).value,
    unbalanced: false,
    ranged: null,
  };
}

/**
 * GURPS Lite skills default to the controlling attribute less a penalty; melee
 * weapon skills are mostly Average, so a character without the named skill uses DX-5.
 */
const UNTRAINED = -5;

/** "2d cut", "1d-2 imp, 1/2D 100 / Max 150 yd, Acc 1": what a weapon does, for the fighter's card. */
export function attackLabel(w: WeaponStats): string {
  const dice = damageDice(w.damage).text;
  const range = w.ranged ? `, 1/2D ${w.ranged.halfDamage} / Max ${w.ranged.max} yd, Acc ${w.ranged.acc}` : '';
  return `${dice} ${w.damage.type}${range}`;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** A party member's fighting figures: skills by name (DX-5 without one), a punch without weapons, Block from Shield. */
export function memberStats(
  profile: CharacterProfile,
  carried: { readonly encumbrance: number },
  body: Pick<BodyRules, 'sizeModifier'>,
  table: MuscleTable | null,
): GurpsStats {
  const c = statsOf(profile);
  const sheet = profile.sheet as { dr?: number; drByLocation?: GurpsStats['drByLocation']; weapons?: GurpsWeapon[] };
  const st = c.attributes.st;
  const dx = c.attributes.dx;
  const skill = (name: string | number) => {
    if (typeof name === 'number') return { value: name, text: `skill ${name}` };
    const level = skillOf(profile, name);
    return level === undefined ? { value: dx + UNTRAINED, text: `DX ${dx} ${UNTRAINED} (no ${name} skill)` } : { value: level, text: `${name} ${level}` };
  };
  const brawling = skillOf(profile, 'brawling');
  const unarmed = brawling !== undefined && brawling > dx ? { value: brawling, text: `Brawling ${brawling}` } : { value: dx, text: `DX ${dx}` };
  const weapons = (sheet.weapons ?? []).map((w) => weaponStats(w, st, skill(w.skill), table));
  const shield = skillOf(profile, 'shield');
  const scale = profile.linearScale ?? null;
  const stats: GurpsStats = {
    st,
    dx,
    ht: c.attributes.ht,
    will: c.will.value,
    hp: c.hp.value,
    basicSpeed: c.basicSpeed.value,
    dodge: Math.max(1, c.dodge.value - carried.encumbrance),
    block: shield === undefined ? null : blockScore({ skill: shield }).value,
    dr: sheet.dr ?? 0,
    ...(sheet.drByLocation && { drByLocation: sheet.drByLocation }),
    sm: scale !== null ? body.sizeModifier(scale) : 0,
    linearScale: scale,
    weapons: weapons.length > 0 ? weapons : [punch(st, unarmed, table)],
  };
  return stats;
}

/** A foe's pools and figures from its stat block; what the block leaves out follows from its attributes. */
export function foeStats(block: Block, body: Pick<BodyRules, 'sizeModifier'>, table: MuscleTable | null): { hpMax: number; fpMax: number; stats: GurpsStats; rolls: [] } {
  const { st, dx, iq, ht } = block.attributes;
  const c = characteristics({ st, dx, iq, ht }, {});
  const basicSpeed = block.basicSpeed ?? c.basicSpeed.value;
  const hp = block.hp ?? c.hp.value;
  const weapons = block.weapons.map((w) => weaponStats(w, st, { value: w.skill, text: `skill ${w.skill}` }, table));
  const scale = block.linearScale ?? null;
  const sm = block.sm ?? (scale !== null ? body.sizeModifier(scale) : 0);
  const stats: GurpsStats = {
      st,
      dx,
      ht,
      will: iq,
      hp,
      basicSpeed,
      dodge: block.dodge ?? Math.floor(basicSpeed) + 3,
      block: block.block ?? null,
      dr: block.dr,
      ...(block.drByLocation && { drByLocation: block.drByLocation }),
      ...(block.bodyPlan && { bodyPlan: block.bodyPlan.locations }),
      sm,
      linearScale: scale,
      weapons: weapons.length > 0 ? weapons : [punch(st, { value: dx, text: `DX ${dx}` }, table)],
  };
  return { hpMax: hp, fpMax: block.fp ?? c.fp.value, stats, rolls: [] };
}

/** A stat block in one line, for the bestiary list. */
export function describeBlock(b: Block): string {
  const { st, dx, iq, ht } = b.attributes;
  const weapons = b.weapons.map((w) => `${w.name} ${w.skill} (${w.damage} ${w.type})`).join(', ');
  const size = b.linearScale !== undefined ? `, LS ${num(b.linearScale)}` : b.sm ? `, SM ${signed(b.sm)}` : '';
  return `ST ${st} DX ${dx} IQ ${iq} HT ${ht}${b.hp ? `, HP ${b.hp}` : ''}, DR ${b.dr}${size}${weapons ? `; ${weapons}` : ''}`;
}
