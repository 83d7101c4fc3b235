import { abilityBonus } from './abilities';

// Retainers (supplement A25, with A16 for how Loyalty is rolled).

/** A25: a retainer's Loyalty is 7 plus the employer's CHA bonus. */
export const retainerLoyalty = (employerCha: number): number => 7 + abilityBonus(employerCha);

/** A25: how many retainers an employer may keep: 4 plus the CHA bonus. */
export const retainerLimit = (employerCha: number): number => 4 + abilityBonus(employerCha);

/** A16: 2d6 at or under the score holds; a score of 12 never fails. */
export const loyaltyHolds = (score: number, rolled: number): boolean => score >= 12 || rolled <= score;

/** A17 and A25: a retainer takes half a share of experience. */
export const RETAINER_XP_SHARE = 0.5;
