import type { GurpsCharacterSheet, GurpsWeapon } from '../../../../src-shared/contract';
import type { CharacterProfile } from '../../ruleset';
import type { BodyRules } from '../body-rules';
import { skillOf, statsOf } from '../character';
import { characteristics } from '../characteristics';
import type { StDamage } from '../damage-table';
import { blockScore, parryScore, damageDice, type DamageSpec, type DefenseKind, type WeaponInput } from '../combat';
import { num } from '../format';
import { RuleInputError } from '../../rule-input-error';
import type { CarriedItem } from '../../ruleset';
import { defenseBonuses, describeModifiers, sumOf, type GurpsTraits, type TraitModifier } from '../traits';
import type { Block, GurpsStats, ShieldStats, WeaponStats } from './state';
import { feintTechnique } from './feint-technique';
import { carriedWeapon } from '../weapon-table';

type Skill = GurpsCharacterSheet['skills'][number];

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

function weaponStats(w: GurpsWeapon, st: number, skill: { value: number; text: string }, table: MuscleTable | null, parryPlus: number, skills: readonly Skill[] = []): WeaponStats {
  const feint = !w.ranged && typeof w.skill === 'string' ? feintTechnique(skills, w.skill) : null;
  return {
    name: w.name,
    skill: skill.value,
    skillText: skill.text,
    damage: damageSpec(w.damage, st, w.type, table),
    delivery: delivery(w),
    parry: w.ranged || w.parry === null ? null : parryScore({ skill: Math.max(0, skill.value), parryBonus: w.parry }).value + parryPlus,
    unbalanced: w.unbalanced,
    mustReady: w.mustReady ?? false,
    fencing: w.fencing ?? false,
    ...(feint && { feint }),
    ranged: w.ranged ? { acc: w.ranged.acc, halfDamage: w.ranged.halfDamage, max: w.ranged.max, bulk: w.ranged.bulk } : null,
  };
}

/** A fist: thrust-1 crushing at DX (or Brawling), parried bare-handed. */
function punch(st: number, skill: { value: number; text: string }, table: MuscleTable | null, parryPlus: number): WeaponStats {
  return {
    name: 'Punch',
    skill: skill.value,
    skillText: skill.text,
    damage: muscleSpec('thrust', st, -1, 'cr', table),
    delivery: 'unarmed',
    parry: parryScore({ skill: Math.max(0, skill.value) }).value + parryPlus,
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

/**
 * The shield a member fights with: the one the GM marked readied, with the Defense Bonus its
 * catalogue item gives (Basic Set p. B287); a shield slung on the back or carried gives nothing.
 * A catalogue shield without a DB is readied at DB 0: it still lets its bearer block.
 */
export function readiedShield(items: readonly CarriedItem[] | undefined): ShieldStats | null {
  const shield = (items ?? []).find((i) => i.category === 'shield' && i.readied);
  return shield ? { name: shield.name, defenseBonus: shield.defenseBonus ?? 0 } : null;
}

/** What the traits and a readied shield add to each active defense, with the reasons for the card. */
function defensePlus(traits: GurpsTraits, shield: ShieldStats | null): Record<DefenseKind, TraitModifier[]> {
  const db: TraitModifier[] = shield && shield.defenseBonus > 0 ? [{ label: `${shield.name} DB`, value: shield.defenseBonus }] : [];
  return {
    dodge: [...defenseBonuses(traits, 'dodge'), ...db],
    parry: [...defenseBonuses(traits, 'parry'), ...db],
    block: [...defenseBonuses(traits, 'block'), ...db],
  };
}

/** "+1 Combat Reflexes, +2 Medium shield DB" for each defense something was added to. */
const defenseNotes = (plus: Record<DefenseKind, TraitModifier[]>): Partial<Record<DefenseKind, string>> =>
  Object.fromEntries((['dodge', 'parry', 'block'] as const).filter((k) => plus[k].length > 0).map((k) => [k, describeModifiers(plus[k])]));

/** Catalogue weapons the member carries that the sheet does not already list (a sheet's "Broadsword (swing)" covers a carried Broadsword), with the table's figures. */
function carriedWeapons(own: readonly GurpsWeapon[], items: readonly CarriedItem[] | undefined, st: number): GurpsWeapon[] {
  const listed = (name: string) => own.some((w) => w.name.toLowerCase().startsWith(name.toLowerCase()));
  const seen = new Set<string>();
  return (items ?? []).flatMap((item) => {
    if (item.category !== 'weapon' || listed(item.name) || seen.has(item.key)) return [];
    seen.add(item.key);
    return carriedWeapon(item, st);
  });
}

/** A party member's fighting figures: skills by name (DX-5 without one), a punch without weapons, Block from Shield, traits and a readied shield on the defenses. */
export function memberStats(
  profile: CharacterProfile,
  carried: { readonly encumbrance: number; readonly items?: readonly CarriedItem[] },
  body: Pick<BodyRules, 'sizeModifier' | 'atSize'>,
  table: MuscleTable | null,
): GurpsStats {
  const c = statsOf(profile);
  const sheet = profile.sheet as { dr?: number; drByLocation?: GurpsStats['drByLocation']; weapons?: GurpsWeapon[]; skills?: Skill[]; traits?: GurpsTraits; nightVision?: boolean };
  const traits = sheet.traits ?? {};
  const st = c.attributes.st;
  const dx = c.attributes.dx;
  const skill = (name: string | number) => {
    if (typeof name === 'number') return { value: name, text: `skill ${name}` };
    const level = skillOf(profile, name);
    return level === undefined ? { value: dx + UNTRAINED, text: `DX ${dx} ${UNTRAINED} (no ${name} skill)` } : { value: level, text: `${name} ${level}` };
  };
  const shield = readiedShield(carried.items);
  const plus = defensePlus(traits, shield);
  const brawling = skillOf(profile, 'brawling');
  const unarmed = brawling !== undefined && brawling > dx ? { value: brawling, text: `Brawling ${brawling}` } : { value: dx, text: `DX ${dx}` };
  const strikingSt = st + (traits.strikingSt ?? 0);
  const weapons = [...(sheet.weapons ?? []), ...carriedWeapons(sheet.weapons ?? [], carried.items, st)].map((w) => weaponStats(w, strikingSt, skill(w.skill), table, sumOf(plus.parry), sheet.skills));
  const shieldSkill = skillOf(profile, 'shield');
  // 000, Blocking: a ready shield is needed (what is carried says so when the caller knows it);
  // Shield skill defaults to DX-4 (B220) when not learned.
  const canBlock = carried.items === undefined || shield !== null;
  const blockSkill = !canBlock ? undefined : (shieldSkill ?? (shield ? dx - 4 : undefined));
  const scale = profile.linearScale ?? null;
  const stats: GurpsStats = {
    st,
    dx,
    ht: c.attributes.ht,
    will: c.will.value,
    // Every effect of a wound is read against HP at the body's size (GULLIVER keeps the fraction).
    hp: body.atSize(profile).hp.value,
    basicSpeed: c.basicSpeed.value,
    // The sheet's Dodge already counts the traits (character.ts): only the shield's DB is added here.
    dodge: Math.max(1, c.dodge.value - carried.encumbrance + (shield ? shield.defenseBonus : 0)),
    block: blockSkill === undefined ? null : blockScore({ skill: Math.max(0, blockSkill) }).value + sumOf(plus.block),
    dr: sheet.dr ?? 0,
    ...(sheet.drByLocation && { drByLocation: sheet.drByLocation }),
    sm: scale !== null ? body.sizeModifier(scale) : 0,
    linearScale: scale,
    weapons: weapons.length > 0 ? weapons : [punch(strikingSt, unarmed, table, sumOf(plus.parry))],
    traits,
    nightVision: sheet.nightVision ?? false,
    shield,
    defenseNotes: defenseNotes(plus),
  };
  return stats;
}

/**
 * A foe's pools and figures from its stat block; what the block leaves out follows from its attributes.
 * A stated Dodge or Block already counts the traits (as GCS and the books give them); the shield's
 * Defense Bonus is added to every defense, and the traits to what Lantern works out.
 */
export function foeStats(block: Block, body: Pick<BodyRules, 'sizeModifier'>, table: MuscleTable | null): { hpMax: number; fpMax: number; stats: GurpsStats; rolls: [] } {
  const { st, dx, iq, ht } = block.attributes;
  const c = characteristics({ st, dx, iq, ht }, {});
  const traits = block.traits;
  const shield = block.shield ?? null;
  const plus = defensePlus(traits, shield);
  const db = shield ? shield.defenseBonus : 0;
  const basicSpeed = block.basicSpeed ?? c.basicSpeed.value;
  const hp = block.hp ?? c.hp.value;
  const strikingSt = st + (traits.strikingSt ?? 0);
  const weapons = block.weapons.map((w) => weaponStats(w, strikingSt, { value: w.skill, text: `skill ${w.skill}` }, table, sumOf(plus.parry)));
  const scale = block.linearScale ?? null;
  const sm = block.sm ?? (scale !== null ? body.sizeModifier(scale) : 0);
  const blockScoreOf = (): number | null => {
    if (block.block !== undefined) return block.block + db;
    return shield ? blockScore({ skill: Math.max(0, dx - 4) }).value + sumOf(plus.block) : null;
  };
  const stats: GurpsStats = {
    st,
    dx,
    ht,
    will: iq,
    hp,
    basicSpeed,
    dodge: block.dodge !== undefined ? block.dodge + db : Math.floor(basicSpeed) + 3 + sumOf(plus.dodge),
    block: blockScoreOf(),
    dr: block.dr,
    ...(block.drByLocation && { drByLocation: block.drByLocation }),
    ...(block.bodyPlan && { bodyPlan: block.bodyPlan.locations }),
    sm,
    linearScale: scale,
    weapons: weapons.length > 0 ? weapons : [punch(strikingSt, { value: dx, text: `DX ${dx}` }, table, sumOf(plus.parry))],
    traits,
    nightVision: block.nightVision ?? false,
    shield,
    defenseNotes: defenseNotes(plus),
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
