import { gurpsSkillAttributes, gurpsSkillDifficulties, type GurpsCharacterSheet } from '../../../src-shared/contract';
import { relativeLevelOf, techniqueLevelOf } from '../../rules/gurps/improvement';
import type { Check } from './errors';
import type { GcsCharacterFile, GcsSkill } from './parse';
import { flatten } from './tree';
import { fit } from './units';

// GCS stores each skill with its difficulty, the points spent and the level it
// worked out (`calc.level`, with every bonus); Lantern's sheet keeps the name, the
// level as GCS shows it, and the attribute and difficulty ("dx/a") a raise is priced
// by. A specialization joins the name the way the Basic Set writes it: "Survival (Woodlands)".
// The levels traits add (talents, Charisma) are what the level holds beyond what the
// points buy (Basic Set p. 170, techniques p. 230); a raise prices only the points.

/** Lantern's sheet: at most 200 skills, levels -10 to 40, names of at most 40 characters. */
const MAX_SKILLS = 200;
const MIN_LEVEL = -10;
const MAX_LEVEL = 40;

export interface Skills {
  readonly skills: GurpsCharacterSheet['skills'];
  readonly notes: readonly string[];
}

type Skill = GurpsCharacterSheet['skills'][number];
type SkillAttribute = (typeof gurpsSkillAttributes)[number];
/** The figures skills are based on, as the file shows them. */
export type SkillBases = Readonly<Record<SkillAttribute, number>>;

const MAX_BONUS = 20;
/** A trait bonus within what the sheet keeps; a figure outside it (a skill GCS defaulted from elsewhere) is left unpriced. */
const keptBonus = (bonus: number): Pick<Skill, 'bonus'> => (bonus !== 0 && Math.abs(bonus) <= MAX_BONUS ? { bonus } : {});

/** A technique's difficulty ("h") and the skill it starts from, when its default names one. */
function techniqueOf(row: GcsSkill): Pick<Skill, 'difficulty' | 'technique'> | null {
  const difficulty = ({ a: 'A', h: 'H' } as const)[(row.difficulty ?? '').toLowerCase() as 'a' | 'h'];
  const from = row.default;
  if (!difficulty || from?.type !== 'skill' || !from.name) return null;
  return { difficulty, technique: { of: fit(skillName(from.name, from.specialization), 40), modifier: Math.round(from.modifier ?? 0) } };
}

/** What a skill's points buy over its base; the rest of its level came from traits. */
function skillBonus(skill: Skill, points: number | undefined, bases: SkillBases): Pick<Skill, 'bonus'> {
  if (!skill.attribute || !skill.difficulty || points === undefined) return {};
  const bought = relativeLevelOf(skill.difficulty, points);
  return bought === null ? {} : keptBonus(skill.level - bases[skill.attribute] - bought);
}

/** "dx/a" as the sheet's attribute and difficulty; nothing for a technique ("h") or a base the sheet has no name for. */
function basedOn(difficulty: string | undefined): Pick<Skill, 'attribute' | 'difficulty'> {
  const [attribute, level] = (difficulty ?? '').toLowerCase().split('/');
  const a = gurpsSkillAttributes.find((x) => x === attribute);
  const d = gurpsSkillDifficulties.find((x) => x.toLowerCase() === level);
  return a && d ? { attribute: a, difficulty: d } : {};
}

export const skillName = (name: string, specialization?: string) => (specialization ? `${name} (${specialization})` : name);

/** The name and specialization GCS keeps apart, from the one name `skillName` made of them: "Shield (Shield)" is Shield, specialized in Shield. */
export function skillNameParts(full: string): { name: string; specialization?: string } {
  const joined = /^(.+?) \(([^()]+)\)$/.exec(full);
  return joined ? { name: joined[1], specialization: joined[2] } : { name: full };
}

export function readSkills(file: GcsCharacterFile, check: Check, bases?: SkillBases): Skills {
  const rows = flatten(file.skills, ['skills'], (s) => s.name, check, { count: MAX_SKILLS, what: 'skills' });
  const byName = new Map<string, Skill>();
  const pointsOf = new Map<string, number | undefined>();
  const notes: string[] = [];
  for (const { row, path } of rows) {
    if (row.children) continue;
    const level = row.calc?.level;
    // GCS writes no level for a skill it cannot use (no points and no default to fall back on).
    if (level === undefined && !(row.points && row.points > 0)) {
      notes.push(`Skill "${skillName(row.name, row.specialization)}" has no level in GCS (no points, no usable default): left out.`);
      continue;
    }
    check(level !== undefined, [...path, 'calc', 'level'], `is missing: "${row.name}" has points, so GCS writes its level here; open and save the file in GCS 5`);
    check(
      Number.isInteger(level) && level >= MIN_LEVEL && level <= MAX_LEVEL,
      [...path, 'calc', 'level'],
      `"${row.name}" at level ${level} cannot be imported: Lantern keeps skill levels from ${MIN_LEVEL} to ${MAX_LEVEL}`,
    );
    const full = skillName(row.name, row.specialization);
    const name = fit(full, 40);
    if (name !== full) notes.push(`Skill "${full}" is named "${name}" (Lantern keeps 40 characters).`);
    const key = name.toLowerCase();
    const before = byName.get(key);
    if (before) notes.push(`Skill "${name}" is on the sheet twice; the higher level (${Math.max(before.level, level)}) is kept.`);
    if (!before || level > before.level) {
      byName.set(key, { name, level, ...(techniqueOf(row) ?? basedOn(row.difficulty)) });
      pointsOf.set(key, row.points);
    }
  }
  const priced = (skill: Skill): Skill => {
    if (!bases) return skill;
    const points = pointsOf.get(skill.name.toLowerCase());
    if (!skill.technique) return { ...skill, ...skillBonus(skill, points, bases) };
    const from = byName.get(skill.technique.of.toLowerCase());
    if (!from || points === undefined || (skill.difficulty !== 'A' && skill.difficulty !== 'H')) return skill;
    return { ...skill, ...keptBonus(skill.level - from.level - skill.technique.modifier - techniqueLevelOf(skill.difficulty, points)) };
  };
  return { skills: [...byName.values()].map(priced), notes };
}

interface SpellLike {
  name?: unknown;
  calc?: { level?: unknown };
  children?: unknown;
}

/** Lantern has no spells yet: each one goes to the notes with its level. */
export function spellLines(file: GcsCharacterFile): string[] {
  const out: string[] = [];
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 32) return;
    for (const item of list as SpellLike[]) {
      if (Array.isArray(item.children)) walk(item.children, depth + 1);
      else if (typeof item.name === 'string') out.push(typeof item.calc?.level === 'number' ? `${item.name} ${item.calc.level}` : item.name);
    }
  };
  walk(file.spells, 0);
  return out;
}
