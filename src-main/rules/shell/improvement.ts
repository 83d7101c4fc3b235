import type { ShellCharacterSheet, ShellOptions } from '../../../src-shared/contract';
import type { PointRules, PointsStanding, Raise } from '../ruleset';
import { RuleInputError } from '../rule-input-error';
import { buildOf, builderSheet } from './sheet';
import { costSkills } from './skills';

// Spending experience points on skills (001_d6872b0a781baa08.txt, "Characters": exp set
// the skill levels; "Skill Exp Costs" and "Skill Groups" price them). A level's price is
// what the whole skill list costs after it less what it cost before, so a skill that
// overtakes the leader of its group pays the group's full table.

const SOURCE = 'Shell, Skill Exp Costs and Skill Groups';
type Sheet = ShellCharacterSheet;

const skillsExp = (sheet: Sheet): number => costSkills(builderSheet(sheet).skills ?? []).exp;

function skillRaises(sheet: Sheet): Raise[] {
  const before = skillsExp(sheet);
  return sheet.skills.map((skill, i): Raise => {
    const after = skillsExp({ ...sheet, skills: sheet.skills.map((s, j) => (j === i ? { ...s, level: s.level + 1 } : s)) });
    const grouped = skill.group ? ` in group ${skill.group}` : '';
    return {
      key: `skill:${skill.name}`,
      label: skill.name,
      from: String(skill.level),
      to: String(skill.level + 1),
      cost: after - before,
      formula: `${skill.name} (${skill.kind}${grouped}) level ${skill.level} to ${skill.level + 1}: skills ${before} exp to ${after} exp`,
      blocked: skill.level >= 40 ? 'level 40 is the most a sheet holds' : null,
    };
  });
}

export function shellPoints(options: Pick<ShellOptions, 'characterPoints' | 'experiencePoints'>): PointRules {
  const rules: PointRules = {
    source: SOURCE,

    standing(raw): PointsStanding {
      const sheet = raw as Sheet;
      const earned = sheet.expEarned ?? 0;
      const { budget, spent, left } = buildOf(sheet, options).exp;
      return {
        unit: 'experience points',
        short: 'exp',
        earned: budget,
        spent,
        unspent: left,
        formula: `${options.experiencePoints} at the start + ${earned} earned in play = ${budget}; ${spent} in skills; ${left} unspent`,
        raises: skillRaises(sheet),
        source: SOURCE,
      };
    },

    award(raw, amount) {
      const sheet = raw as Sheet;
      return { ...sheet, expEarned: (sheet.expEarned ?? 0) + amount };
    },

    raise(raw, key) {
      const sheet = raw as Sheet;
      const standing = rules.standing(sheet);
      const raise = standing.raises.find((r) => r.key === key) ?? refuseUnknown(key);
      if (raise.blocked) throw new RuleInputError('raise', `${raise.label} cannot be raised: ${raise.blocked}`);
      if (raise.cost > standing.unspent) throw new RuleInputError('raise', `${raise.label} ${raise.from} to ${raise.to} costs ${raise.cost} exp; only ${standing.unspent} are unspent`);
      const name = key.slice('skill:'.length);
      const next = { ...sheet, skills: sheet.skills.map((s) => (s.name === name ? { ...s, level: s.level + 1 } : s)) };
      return { sheet: next, raise, notes: [] };
    },
  };
  return rules;
}

function refuseUnknown(key: string): never {
  throw new RuleInputError('raise', `${key} is not a skill on this sheet`);
}
