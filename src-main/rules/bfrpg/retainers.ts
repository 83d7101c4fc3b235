import type { BfrpgCharacterSheet, LoyaltySituation } from '../../../src-shared/contract';
import { roll } from '../dice/roll';
import type { RetainerRules } from '../ruleset';
import { abilityBonus } from './abilities';
import { fleeFight, type BfrpgFighter } from './combat-rules';
import { mercenaryKit } from './mercenaries';

// Retainers (supplement A25, with A16 for how Loyalty is rolled).

/** A25: a retainer's Loyalty is 7 plus the employer's CHA bonus. */
export const retainerLoyalty = (employerCha: number): number => 7 + abilityBonus(employerCha);

/** A25: how many retainers an employer may keep: 4 plus the CHA bonus. */
export const retainerLimit = (employerCha: number): number => 4 + abilityBonus(employerCha);

/** A25: a retainer's level is at most half the employer's, rounded down (so a 1st-level character keeps none). */
export const highestRetainerLevel = (employerLevel: number): number => Math.floor(employerLevel / 2);

/** A16: 2d6 at or under the score holds; a score of 12 never fails. */
export const loyaltyHolds = (score: number, rolled: number): boolean => score >= 12 || rolled <= score;

/** A17 and A25: a retainer takes half a share of experience. */
export const RETAINER_XP_SHARE = 0.5;

/** A16: the GM's adjustment is usually no more than 2 either way, and a score of 12 takes none; scores run 2-12. */
const adjusted = (score: number, adjustment: number) => (score >= 12 ? 12 : Math.min(12, Math.max(2, score + adjustment)));

const inFight = (situation: LoyaltySituation) => situation !== 'after-adventure';

const sheetOf = (raw: Readonly<Record<string, unknown>>) => raw as Partial<BfrpgCharacterSheet>;

export const bfrpgRetainers: RetainerRules = {
  source: 'supplement A25 (retainers), A16 (rolled like Morale)',
  hirelingKit: mercenaryKit,

  employer(raw) {
    const sheet = sheetOf(raw);
    const cha = sheet.abilities?.cha ?? 10;
    const level = sheet.level ?? 1;
    return {
      limit: retainerLimit(cha),
      loyalty: retainerLoyalty(cha),
      maxLevel: highestRetainerLevel(level) - (level < 2 ? 1 : 0),
      reason: `CHA ${cha}: at most ${retainerLimit(cha)} retainer${retainerLimit(cha) === 1 ? "" : "s"} at Loyalty ${retainerLoyalty(cha)}; level ${level}: retainers up to level ${highestRetainerLevel(level)} (supplement A25)`,
    };
  },

  levelOf: (raw) => sheetOf(raw).level ?? 0,

  check({ loyalty, situation, adjustment }, rng) {
    const r = roll('2d6', rng);
    const target = adjusted(loyalty, adjustment);
    const holds = loyaltyHolds(target, r.total);
    // A16, A25: a natural 2 on a Loyalty check in a fight raises Loyalty by 1.
    const raised = inFight(situation) && r.total === 2 && loyalty < 12;
    const after = raised ? loyalty + 1 : loyalty;
    const what = inFight(situation) ? (holds ? 'stands firm' : 'breaks and flees the fight') : holds ? 'stays in service' : 'leaves the employer’s service';
    const text = `${r.total} against Loyalty ${target}${target >= 12 ? ' (12 never fails)' : ''}: ${what}${raised ? `; a natural 2 raises Loyalty to ${after}` : ''}`;
    // A16: over the score, one in a fight breaks and flees; A25: after an adventure the check decides whether the retainer stays.
    return { roll: r, target, holds, loyalty: after, flees: !holds && inFight(situation), quits: !holds && !inFight(situation), text };
  },

  flee: (fighter) => fleeFight(fighter as BfrpgFighter),
};
