import type { BfrpgCharacterSheet } from '../../../src-shared/contract/sheets';
import { roll } from '../dice/roll';
import { RuleInputError } from '../rule-input-error';
import type { AdvancementRules, Standing } from '../ruleset/advancement';
import { classesOf, experienceEarned, hitPointsGained, levelForXp, levelHitPoints, MAX_LEVEL, xpForLevel } from './advancement';
import { defaultSaveTargets, SAVE_KEYS } from './character-defaults';
import { fightExperience, NO_EXPERIENCE_FOR_HIRELINGS, type BfrpgFighter } from './combat-rules';
import { RETAINER_XP_SHARE } from './retainers';

const SOURCE = 'Basic Fantasy RPG r142 p. 4-8, 49 (supplement A20, A17)';

const sheetOf = (raw: Readonly<Record<string, unknown>>) => raw as BfrpgCharacterSheet;

/** Saves still at the old level's defaults follow the new level; saves the GM set stay as set. */
function savesKept(sheet: BfrpgCharacterSheet): BfrpgCharacterSheet['saves'] {
  if (!sheet.saves) return undefined;
  const before = defaultSaveTargets(sheet.race, sheet.level, sheet.class);
  const saves = sheet.saves;
  const asBefore = (Object.keys(SAVE_KEYS) as (keyof typeof SAVE_KEYS)[]).every((ours) => saves[ours] === before[SAVE_KEYS[ours]]);
  return asBefore ? undefined : sheet.saves;
}

export const bfrpgAdvancement: AdvancementRules = {
  source: SOURCE,
  hiredShares: { retainer: RETAINER_XP_SHARE, hireling: 0, source: NO_EXPERIENCE_FOR_HIRELINGS },
  treasureXp: { counts: false, source: 'A24: treasure gives no experience as written (an optional rule, off)' },
  fightExperience(fighters) {
    const { total, earners } = fightExperience(fighters as readonly BfrpgFighter[]);
    return { total, earners: earners.map((f) => f.id) };
  },

  standing(raw): Standing {
    const sheet = sheetOf(raw);
    const xp = sheet.xp ?? 0;
    let classes;
    try {
      classes = classesOf(sheet.class, 'sheet.class');
    } catch (error) {
      // A torchbearer or a porter: no table of A20 gives its levels, so the GM sets them by hand.
      const why = error instanceof RuleInputError ? error.reason : (error as Error).message;
      return { xp, level: sheet.level, nextLevelAt: null, canLevel: false, reason: `${why}: its levels are yours to set` };
    }
    if (sheet.level >= MAX_LEVEL) return { xp, level: sheet.level, nextLevelAt: null, canLevel: false, reason: `level ${MAX_LEVEL} is the last in supplement A20` };
    const nextLevelAt = xpForLevel(classes, sheet.level + 1);
    return { xp, level: sheet.level, nextLevelAt, canLevel: xp >= nextLevelAt, reason: `supplement A20: ${sheet.class} level ${sheet.level + 1} at ${nextLevelAt.toLocaleString('en')} XP` };
  },

  award(raw, amount) {
    const sheet = sheetOf(raw);
    let classes;
    try {
      classes = classesOf(sheet.class);
    } catch {
      // A class the table lacks still keeps its XP, uncapped: its levels are the GM's to set.
      return { sheet: { ...sheet, xp: (sheet.xp ?? 0) + amount }, gained: amount, notes: [] };
    }
    const earned = experienceEarned({ classes, race: sheet.race, level: sheet.level, xp: sheet.xp ?? 0, award: amount });
    const notes = [
      ...(earned.humanBonus > 0 ? [`+${earned.humanBonus} for a human (A20)`] : []),
      ...(earned.capped ? [`held at ${earned.xp.toLocaleString('en')}: one level per adventure (A17)`] : []),
    ];
    return { sheet: { ...sheet, xp: earned.xp }, gained: earned.gained, notes };
  },

  levelUp(raw, rng) {
    const sheet = sheetOf(raw);
    const classes = classesOf(sheet.class, 'sheet.class');
    const level = sheet.level + 1;
    if (level > MAX_LEVEL) throw new RuleInputError('level', `${sheet.level} is the last level in supplement A20`);
    const needed = xpForLevel(classes, level);
    const xp = sheet.xp ?? 0;
    if (xp < needed) throw new RuleInputError('xp', `${xp.toLocaleString('en')} XP is short of the ${needed.toLocaleString('en')} that level ${level} needs (A20)`);
    if (levelForXp(classes, xp) < level) throw new RuleInputError('xp', `not enough for level ${level}`);
    const hp = levelHitPoints(classes, sheet.race, level, sheet.abilities.con);
    const rolled = hp.dice === null ? null : roll(hp.dice, rng);
    const hpGained = rolled === null ? hp.fixed : hitPointsGained(rolled.total, hp.bonus);
    const how = rolled === null ? `${hp.fixed} fixed after 9th level` : `${rolled.expression} rolled ${rolled.total}${hp.bonus === 0 ? '' : `, CON ${hp.bonus > 0 ? '+' : ''}${hp.bonus}`}${hpGained === 1 && rolled.total + hp.bonus < 1 ? ', at least 1' : ''}`;
    const saves = savesKept(sheet);
    const next: Record<string, unknown> = { ...sheet, level };
    if (saves) next.saves = saves;
    else delete next.saves;
    return { sheet: next, hpGained, rolls: rolled ? [rolled] : [], notes: [`Level ${level} (A20): +${hpGained} HP (${how})`] };
  },
};
