import type { Problem } from './problems';
import { requireWholeAtLeast } from './validate';

export type SkillKind = 'major' | 'minor';

/** Fighting styles, ranged weapon skills and magical arts are all major skills. */
export type SkillCategory = 'combat' | 'ranged' | 'magic' | 'general';

// 001_d6872b0a781baa08.txt, "Skill Exp Costs": level 1 costs 4 (major) or 2 (minor), each level n adds 4n or 2n.
export const LEVEL_ONE_EXP: Readonly<Record<SkillKind, number>> = { major: 4, minor: 2 };

/** Closed form of the table: major 2n(n+1), minor n(n+1). */
export function skillExpCost(level: number, kind: SkillKind): number {
  requireWholeAtLeast(level, 'skill level', 0);
  return (LEVEL_ONE_EXP[kind] / 2) * level * (level + 1);
}

/** A skill that rides on a dearer one in its group pays its level times the level-1 price. */
export function groupedSkillExpCost(level: number, kind: SkillKind): number {
  requireWholeAtLeast(level, 'skill level', 0);
  return level * LEVEL_ONE_EXP[kind];
}

// 001_d6872b0a781baa08.txt, "Combat Skills": +1 damage for every 3 levels past the first.
export function combatDamageBonus(level: number): number {
  requireWholeAtLeast(level, 'combat skill level', 0);
  return level <= 1 ? 0 : Math.floor((level - 1) / 3);
}

export interface TrainingLevel {
  readonly from: number;
  /** null: and above. */
  readonly to: number | null;
  readonly training: string;
  readonly karateBelt: string;
  readonly education: string;
}

// 001_d6872b0a781baa08.txt, "Skill Exp Costs": what a level means, as a feel.
export const TRAINING_LEVELS: readonly TrainingLevel[] = [
  { from: 0, to: 0, training: 'none', karateBelt: 'white', education: 'elementary school' },
  { from: 1, to: 2, training: 'rudimentary', karateBelt: 'coloured', education: 'high school' },
  { from: 3, to: 4, training: 'adequate', karateBelt: 'brown', education: 'undergraduate study' },
  { from: 5, to: 6, training: 'advanced', karateBelt: '1st-2nd black', education: 'graduate study' },
  { from: 7, to: 8, training: 'more advanced', karateBelt: '3rd-4th black', education: 'post-graduate study' },
  { from: 9, to: 10, training: 'exceptional', karateBelt: '5th-6th black', education: 'study under a world scholar' },
  { from: 11, to: null, training: 'mastery', karateBelt: '7th+ black', education: 'world scholar' },
];

export function trainingLevel(level: number): TrainingLevel {
  requireWholeAtLeast(level, 'skill level', 0);
  return TRAINING_LEVELS.find((t) => t.to === null || level <= t.to)!;
}

export interface SkillInput {
  readonly name: string;
  readonly level: number;
  readonly kind: SkillKind;
  readonly category?: SkillCategory;
  /** Skills with the same group name are bought together. */
  readonly group?: string;
  /** Minor skills folded into this one major skill (six languages as "Linguist"). */
  readonly covers?: readonly string[];
}

export interface SkillCost {
  readonly name: string;
  readonly level: number;
  readonly kind: SkillKind;
  readonly category: SkillCategory;
  readonly group: string | null;
  /** True when it pays the table price (ungrouped, or its group's highest skill). */
  readonly fullPrice: boolean;
  readonly exp: number;
  readonly formula: string;
  readonly training: TrainingLevel;
  /** Fighting styles only; null otherwise. */
  readonly damageBonus: number | null;
}

export interface SkillsCost {
  readonly items: readonly SkillCost[];
  readonly exp: number;
  readonly problems: readonly Problem[];
}

/**
 * The group's highest level pays the table. On a tie a major skill leads (the
 * dearer table), then the one listed first; the seed only says "the highest".
 */
function groupLeaders(skills: readonly SkillInput[]): Map<string, number> {
  const leaders = new Map<string, number>();
  skills.forEach((skill, index) => {
    if (skill.group === undefined) return;
    const current = leaders.get(skill.group);
    if (current === undefined) {
      leaders.set(skill.group, index);
      return;
    }
    const lead = skills[current];
    const higher = skill.level > lead.level || (skill.level === lead.level && skill.kind === 'major' && lead.kind === 'minor');
    if (higher) leaders.set(skill.group, index);
  });
  return leaders;
}

export function costSkills(skills: readonly SkillInput[]): SkillsCost {
  skills.forEach((s, i) => requireWholeAtLeast(s.level, `skills[${i}].level`, 0));
  const leaders = groupLeaders(skills);
  const problems: Problem[] = [];

  const items = skills.map((skill, index): SkillCost => {
    const category = skill.category ?? 'general';
    const group = skill.group ?? null;
    const fullPrice = group === null || leaders.get(group) === index;
    const exp = fullPrice ? skillExpCost(skill.level, skill.kind) : groupedSkillExpCost(skill.level, skill.kind);
    const covers = skill.covers?.length ? ` (covers ${skill.covers.join(', ')})` : '';
    const formula = fullPrice
      ? `${skill.name}${covers} ${skill.kind} level ${skill.level}: ${skill.kind === 'major' ? '2' : '1'} x ${skill.level} x ${skill.level + 1} = ${exp} exp`
      : `${skill.name} ${skill.kind} level ${skill.level} in group ${group}: ${skill.level} x ${LEVEL_ONE_EXP[skill.kind]} = ${exp} exp`;
    if (category !== 'general' && skill.kind === 'minor') {
      problems.push({
        code: 'combat-skill-minor',
        severity: 'error',
        field: `skills[${index}].kind`,
        message: `${skill.name} is a ${category === 'magic' ? 'magical art' : 'combat skill'} and must be bought as a major skill`,
      });
    }
    return {
      name: skill.name,
      level: skill.level,
      kind: skill.kind,
      category,
      group,
      fullPrice,
      exp,
      formula,
      training: trainingLevel(skill.level),
      damageBonus: category === 'combat' ? combatDamageBonus(skill.level) : null,
    };
  });

  for (const name of leaders.keys()) {
    const members = skills.filter((s) => s.group === name);
    if (members.length === 1) {
      problems.push({
        code: 'single-skill-group',
        severity: 'warning',
        field: `skills[${skills.indexOf(members[0])}].group`,
        message: `group ${name} has only ${members[0].name}; a group needs two or more related skills to save anything`,
      });
    }
  }
  return { items, exp: items.reduce((sum, s) => sum + s.exp, 0), problems };
}
