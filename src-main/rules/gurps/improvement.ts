import { gurpsSkillAttributes, type GurpsCharacterSheet } from '../../../src-shared/contract';
import type { PointRules, PointsStanding, Raise } from '../ruleset';
import { RuleInputError } from '../rule-input-error';
import { sheetCharacteristics } from './character';
import type { Characteristics } from './characteristics';
import { num } from './format';

// Spending character points. GURPS Lite's "Game Mechanics" chapter (seed 000) prints
// no costs; they are the Basic Set's: attributes p. 14-15, secondary characteristics
// p. 16-17, the Skill Cost Table p. 170. Improvement by points earned in play, p. 290.

export const SOURCE = 'GURPS Basic Set p. 14-17 (attributes), p. 170 (skill cost table)';

type Attribute = 'st' | 'dx' | 'iq' | 'ht';
type Secondary = 'hp' | 'will' | 'per' | 'fp' | 'basicSpeed' | 'basicMove';
type SkillAttribute = (typeof gurpsSkillAttributes)[number];
export type Difficulty = 'E' | 'A' | 'H' | 'VH';

/** Character points per level (Basic Speed: per +0.25). */
export const ATTRIBUTE_COST: Readonly<Record<Attribute, number>> = { st: 10, dx: 20, iq: 20, ht: 10 };
export const SECONDARY_COST: Readonly<Record<Secondary, number>> = { hp: 2, will: 5, per: 5, fp: 3, basicSpeed: 5, basicMove: 5 };
const SECONDARY_STEP: Readonly<Record<Secondary, number>> = { hp: 1, will: 1, per: 1, fp: 1, basicSpeed: 0.25, basicMove: 1 };
const LABEL: Readonly<Record<Attribute | Secondary, string>> = { st: 'ST', dx: 'DX', iq: 'IQ', ht: 'HT', hp: 'HP', will: 'Will', per: 'Per', fp: 'FP', basicSpeed: 'Basic Speed', basicMove: 'Basic Move' };

/** The relative level one point buys: Easy at the attribute, each step harder one lower. */
export const ONE_POINT_LEVEL: Readonly<Record<Difficulty, number>> = { E: 0, A: -1, H: -2, VH: -3 };
const DIFFICULTY_NAME: Readonly<Record<Difficulty, string>> = { E: 'Easy', A: 'Average', H: 'Hard', VH: 'Very Hard' };

/** Points a skill holds at a level relative to its attribute: 1, 2, 4, then 4 more a level; 0 below the one-point level. */
export function skillPoints(difficulty: Difficulty, relative: number): number {
  const steps = relative - ONE_POINT_LEVEL[difficulty];
  if (steps < 0) return 0;
  if (steps === 0) return 1;
  if (steps === 1) return 2;
  return 4 * (steps - 1);
}

/** The relative level a skill's points buy (the Skill Cost Table read backwards, partial steps rounded down); null below one point. */
export function relativeLevelOf(difficulty: Difficulty, points: number): number | null {
  if (points < 1) return null;
  const steps = points < 2 ? 0 : points < 4 ? 1 : 1 + Math.floor(points / 4);
  return ONE_POINT_LEVEL[difficulty] + steps;
}

export type TechniqueDifficulty = 'A' | 'H';

/** Points a technique holds at a level over its default: Average 1 a level, Hard 2 for the first and 1 for each after. */
export function techniquePoints(difficulty: TechniqueDifficulty, relative: number): number {
  if (relative <= 0) return 0;
  return difficulty === 'A' ? relative : relative + 1;
}

/** The levels over its default a technique's points buy. */
export function techniqueLevelOf(difficulty: TechniqueDifficulty, points: number): number {
  if (difficulty === 'A') return Math.max(0, Math.floor(points));
  return points >= 2 ? Math.floor(points) - 1 : 0;
}

type Sheet = GurpsCharacterSheet;
type Skill = Sheet['skills'][number];

/** The figure a skill is based on, as the sheet gives it now. */
function baseOf(sheet: Sheet, c: Characteristics, attribute: SkillAttribute): number {
  if (attribute === 'st' || attribute === 'dx' || attribute === 'iq' || attribute === 'ht') return sheet.attributes[attribute];
  return c[attribute].value;
}

/** The points a skill holds at its level over its attribute on this sheet, less the levels traits add (Basic Set p. 170). */
export function skillPointsOnSheet(sheet: Sheet, c: Characteristics, skill: { attribute: SkillAttribute; difficulty: Difficulty; level: number; bonus?: number }): number {
  return skillPoints(skill.difficulty, skill.level - (skill.bonus ?? 0) - baseOf(sheet, c, skill.attribute));
}

/** The level a technique starts from: its skill's level on the sheet with the default's modifier; null when the sheet lacks that skill. */
export function techniqueDefault(sheet: Sheet, technique: NonNullable<Skill['technique']>): number | null {
  const of = sheet.skills.find((s) => s.name.toLowerCase() === technique.of.toLowerCase() && !s.technique);
  return of ? of.level + technique.modifier : null;
}

/** A technique's level over its default, less the levels traits add. */
export function techniqueRelative(sheet: Sheet, skill: Skill): number | null {
  const start = skill.technique ? techniqueDefault(sheet, skill.technique) : null;
  return start === null ? null : skill.level - (skill.bonus ?? 0) - start;
}

const isTechniqueDifficulty = (d: Difficulty | undefined): d is TechniqueDifficulty => d === 'A' || d === 'H';

/** The points a skill or technique holds on this sheet; null when the sheet does not say how it is priced. */
export function pointsOnSheet(sheet: Sheet, c: Characteristics, skill: Skill): number | null {
  if (skill.technique) {
    const relative = techniqueRelative(sheet, skill);
    return relative === null || !isTechniqueDifficulty(skill.difficulty) ? null : techniquePoints(skill.difficulty, relative);
  }
  if (!skill.attribute || !skill.difficulty) return null;
  return skillPointsOnSheet(sheet, c, { attribute: skill.attribute, difficulty: skill.difficulty, level: skill.level, bonus: skill.bonus });
}

const pointsOf = (sheet: Sheet) => sheet.characterPoints ?? { earned: 0, spent: 0 };

function attributeRaises(sheet: Sheet, c: Characteristics): Raise[] {
  const attrs = (Object.keys(ATTRIBUTE_COST) as Attribute[]).map(
    (a): Raise => ({
      key: a,
      label: LABEL[a],
      from: String(sheet.attributes[a]),
      to: String(sheet.attributes[a] + 1),
      cost: ATTRIBUTE_COST[a],
      formula: `${LABEL[a]}: ${ATTRIBUTE_COST[a]} points a level`,
      blocked: null,
    }),
  );
  const secondary = (Object.keys(SECONDARY_COST) as Secondary[]).map((s): Raise => {
    const now = c[s].value;
    const next = now + SECONDARY_STEP[s];
    return {
      key: s,
      label: LABEL[s],
      from: num(now),
      to: num(next),
      cost: SECONDARY_COST[s],
      formula: `${LABEL[s]}: ${SECONDARY_COST[s]} points ${s === 'basicSpeed' ? 'per +0.25' : 'a level'}`,
      blocked: null,
    };
  });
  return [...attrs, ...secondary];
}

const bonusText = (bonus: number | undefined) => (bonus ? `, ${bonus > 0 ? '+' : ''}${bonus} from traits` : '');

function techniqueRaise(sheet: Sheet, skill: Skill, key: string): Raise {
  const blocked = (why: string): Raise => ({ key, label: skill.name, from: String(skill.level), to: String(skill.level + 1), cost: 0, formula: '', blocked: why });
  const technique = skill.technique!;
  if (!isTechniqueDifficulty(skill.difficulty)) return blocked('a technique is Average or Hard, and the sheet gives neither');
  const relative = techniqueRelative(sheet, skill);
  if (relative === null) return blocked(`the sheet has no ${technique.of} skill for it to start from`);
  const target = Math.max(relative + 1, 1);
  const [now, next] = [techniquePoints(skill.difficulty, relative), techniquePoints(skill.difficulty, target)];
  const rel = (r: number) => `${technique.of}${technique.modifier + r === 0 ? '' : technique.modifier + r > 0 ? `+${technique.modifier + r}` : technique.modifier + r}`;
  return {
    key,
    label: `${skill.name} (technique)`,
    from: String(skill.level),
    to: String(skill.level + target - relative),
    cost: next - now,
    formula: `${skill.name} (${DIFFICULTY_NAME[skill.difficulty]} technique) ${rel(relative)} to ${rel(target)}${bonusText(skill.bonus)}: ${next} - ${now} points`,
    blocked: null,
  };
}

function skillRaises(sheet: Sheet, c: Characteristics): Raise[] {
  return sheet.skills.map((skill): Raise => {
    const key = `skill:${skill.name}`;
    if (skill.technique) return techniqueRaise(sheet, skill, key);
    if (!skill.attribute || !skill.difficulty) {
      return { key, label: skill.name, from: String(skill.level), to: String(skill.level + 1), cost: 0, formula: '', blocked: 'the sheet gives no attribute and difficulty for it' };
    }
    const attribute = skill.attribute;
    const base = baseOf(sheet, c, attribute) + (skill.bonus ?? 0);
    const relative = skill.level - base;
    // Below the level one point buys, the first point buys that level outright.
    const target = Math.max(relative + 1, ONE_POINT_LEVEL[skill.difficulty]);
    const cost = skillPoints(skill.difficulty, target) - skillPoints(skill.difficulty, relative);
    const rel = (r: number) => `${LABEL[attribute]}${r === 0 ? '' : r > 0 ? `+${r}` : r}`;
    return {
      key,
      label: skill.name,
      from: String(skill.level),
      to: String(base + target),
      cost,
      formula: `${skill.name} (${DIFFICULTY_NAME[skill.difficulty]}) ${rel(relative)} to ${rel(target)}${bonusText(skill.bonus)}: ${skillPoints(skill.difficulty, target)} - ${skillPoints(skill.difficulty, relative)} points`,
      blocked: null,
    };
  });
}

/** Skills based on a figure rise with it, their points unchanged, and the techniques bought up from them. */
function carrySkills(sheet: Sheet, raised: SkillAttribute[]): { skills: Sheet['skills']; moved: string[] } {
  const moved: string[] = [];
  const rises = (s: Skill) => !s.technique && s.attribute !== undefined && raised.includes(s.attribute);
  const risen = new Set(sheet.skills.filter(rises).map((s) => s.name.toLowerCase()));
  const skills = sheet.skills.map((s) => {
    if (!(rises(s) || (s.technique && risen.has(s.technique.of.toLowerCase())))) return s;
    moved.push(`${s.name} ${s.level} to ${s.level + 1}`);
    return { ...s, level: s.level + 1 };
  });
  return { skills, moved };
}

function applyRaise(sheet: Sheet, key: string): { sheet: Sheet; notes: string[] } {
  if (key in ATTRIBUTE_COST) {
    const a = key as Attribute;
    // Will and Per follow IQ, so skills on them move too.
    const { skills, moved } = carrySkills(sheet, a === 'iq' ? ['iq', 'will', 'per'] : [a]);
    return { sheet: { ...sheet, attributes: { ...sheet.attributes, [a]: sheet.attributes[a] + 1 }, skills }, notes: moved };
  }
  if (key in SECONDARY_COST) {
    const s = key as Secondary;
    const secondary = { ...sheet.secondary, [s]: (sheet.secondary[s] ?? 0) + SECONDARY_STEP[s] };
    const { skills, moved } = s === 'will' || s === 'per' ? carrySkills(sheet, [s]) : { skills: sheet.skills, moved: [] };
    return { sheet: { ...sheet, secondary, skills }, notes: moved };
  }
  const name = key.slice('skill:'.length);
  const raise = skillRaises(sheet, sheetCharacteristics(sheet)).find((r) => r.key === key)!;
  const by = Number(raise.to) - Number(raise.from);
  // A technique starts from its skill's level, so it rises with the skill, its own points unchanged.
  const notes: string[] = [];
  const skills = sheet.skills.map((s) => {
    if (s.name === name) return { ...s, level: Number(raise.to) };
    if (s.technique && s.technique.of.toLowerCase() === name.toLowerCase()) {
      notes.push(`${s.name} ${s.level} to ${s.level + by}`);
      return { ...s, level: s.level + by };
    }
    return s;
  });
  return { sheet: { ...sheet, skills }, notes };
}

export const gurpsPoints: PointRules = {
  source: SOURCE,

  standing(raw): PointsStanding {
    const sheet = raw as Sheet;
    const { earned, spent } = pointsOf(sheet);
    const c = sheetCharacteristics(sheet);
    return {
      unit: 'character points',
      short: 'CP',
      earned,
      spent,
      unspent: earned - spent,
      formula: `${earned} earned in play - ${spent} spent = ${earned - spent} unspent`,
      raises: [...attributeRaises(sheet, c), ...skillRaises(sheet, c)],
      source: SOURCE,
    };
  },

  award(raw, amount) {
    const sheet = raw as Sheet;
    const points = pointsOf(sheet);
    return { ...sheet, characterPoints: { ...points, earned: points.earned + amount } };
  },

  raise(raw, key) {
    const sheet = raw as Sheet;
    const standing = gurpsPoints.standing(sheet);
    const raise = standing.raises.find((r) => r.key === key) ?? refuseUnknown(key);
    if (raise.blocked) throw new RuleInputError('raise', `${raise.label} cannot be raised: ${raise.blocked}`);
    if (raise.cost > standing.unspent) {
      throw new RuleInputError('raise', `${raise.label} ${raise.from} to ${raise.to} costs ${raise.cost} character points; only ${standing.unspent} are unspent`);
    }
    const { sheet: next, notes } = applyRaise(sheet, key);
    const points = pointsOf(sheet);
    return { sheet: { ...next, characterPoints: { ...points, spent: points.spent + raise.cost } }, raise, notes };
  },
};

function refuseUnknown(key: string): never {
  throw new RuleInputError('raise', `${key} is not an attribute, secondary characteristic or skill on this sheet`);
}
