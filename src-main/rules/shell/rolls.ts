import { distribution, probabilityAtMost, probabilityOf, roll, type Rng, type RollResult } from '../dice';
import { breakdown, type Breakdown, type Modifier } from './modifiers';
import { requireWhole, requireWholeAtLeast } from './validate';

/** The seed calls the middle grade "average" for attributes and "medium" for skills; both mean 0. */
export type Difficulty = 'easy' | 'average' | 'medium' | 'hard';

// 001_d6872b0a781baa08.txt, "Attribute Rolls" and "Skill Rolls".
export const DIFFICULTY_MODIFIERS: Readonly<Record<Difficulty, number>> = { easy: 2, average: 0, medium: 0, hard: -3 };

const THREE_D6 = distribution('3d6');

/** Exact chance that 3d6 comes out at or under `target`. */
export const chanceAtOrUnder = (target: number): number => probabilityAtMost(THREE_D6, target);

function difficultyModifier(difficulty: Difficulty | undefined, field: string): Modifier[] {
  if (difficulty === undefined) return [];
  const value = DIFFICULTY_MODIFIERS[difficulty];
  if (value === undefined) throw new RangeError(`${field} must be easy, average, medium or hard, got ${difficulty}`);
  return [{ label: difficulty, value }];
}

export interface AttributeCheck {
  /** What is rolled against, for the journal: "ST", "WP". */
  readonly attribute: string;
  readonly value: number;
  readonly difficulty?: Difficulty;
  /** Any further bonus or penalty the GM sets. */
  readonly modifier?: number;
}

export function attributeTarget(check: AttributeCheck): Breakdown {
  requireWhole(check.value, check.attribute);
  requireWhole(check.modifier ?? 0, 'modifier');
  return breakdown('target', [
    { label: check.attribute, value: check.value },
    ...difficultyModifier(check.difficulty, 'difficulty'),
    { label: 'GM modifier', value: check.modifier ?? 0 },
  ]);
}

export interface CheckRoll {
  readonly attribute: string;
  readonly target: number;
  readonly formula: string;
  readonly chance: number;
  readonly roll: RollResult;
  readonly success: boolean;
  /** Target minus the roll: made by (positive or 0) or missed by (negative). */
  readonly margin: number;
}

/** 3d6 at or under a target, with the exact chance it had. */
function rollUnder(target: Breakdown, rng: Rng) {
  const result = roll('3d6', rng);
  return {
    target: target.total,
    formula: target.formula,
    chance: chanceAtOrUnder(target.total),
    roll: result,
    success: result.total <= target.total,
    margin: target.total - result.total,
  };
}

/** No automatic results: a 3 can fail against a target of 2 and an 18 can pass against 18. */
export function attributeRoll(check: AttributeCheck, rng: Rng): CheckRoll {
  return { attribute: check.attribute, ...rollUnder(attributeTarget(check), rng) };
}

export type ContestWinner = 'a' | 'b' | null;

export interface ContestResult {
  readonly a: CheckRoll;
  readonly b: CheckRoll;
  /** null on a tie: both made or missed by the same amount. */
  readonly winner: ContestWinner;
}

/** Making it by more, or missing by less, is the same as the larger margin. */
export const contestWinner = (marginA: number, marginB: number): ContestWinner =>
  marginA === marginB ? null : marginA > marginB ? 'a' : 'b';

// 001_d6872b0a781baa08.txt, "Attribute Contests".
export function attributeContest(a: AttributeCheck, b: AttributeCheck, rng: Rng): ContestResult {
  const rollA = attributeRoll(a, rng);
  const rollB = attributeRoll(b, rng);
  return { a: rollA, b: rollB, winner: contestWinner(rollA.margin, rollB.margin) };
}

/** Exact odds of a contest between two final targets, over all 216 x 216 pairs of rolls. */
export function contestChances(targetA: number, targetB: number): { readonly a: number; readonly b: number; readonly tie: number } {
  let a = 0;
  let tie = 0;
  for (let x = 3; x <= 18; x++) {
    for (let y = 3; y <= 18; y++) {
      const p = probabilityOf(THREE_D6, x) * probabilityOf(THREE_D6, y);
      const winner = contestWinner(targetA - x, targetB - y);
      if (winner === 'a') a += p;
      else if (winner === null) tie += p;
    }
  }
  return { a, b: 1 - a - tie, tie };
}

export interface SkillCheck {
  readonly skill: string;
  readonly level: number;
  /** Least skill level at which the task can succeed at all; 0 for tasks anyone may try. */
  readonly minimumLevel: number;
  /** Mental tasks roll against IQ, physical ones against AG. */
  readonly task: 'mental' | 'physical';
  readonly attributeValue: number;
  readonly difficulty?: Difficulty;
  readonly modifier?: number;
}

export interface SkillTarget {
  readonly possible: boolean;
  /** null when the skill is below the task's minimum level. */
  readonly target: Breakdown | null;
  readonly reason: string;
}

export function skillTarget(check: SkillCheck): SkillTarget {
  requireWholeAtLeast(check.level, 'level', 0);
  requireWholeAtLeast(check.minimumLevel, 'minimumLevel', 0);
  requireWhole(check.attributeValue, 'attributeValue');
  requireWhole(check.modifier ?? 0, 'modifier');
  if (check.level < check.minimumLevel) {
    return {
      possible: false,
      target: null,
      reason: `${check.skill} ${check.level} is below the task's minimum level ${check.minimumLevel}: no chance`,
    };
  }
  const attribute = check.task === 'mental' ? 'IQ' : 'AG';
  const target = breakdown('target', [
    { label: attribute, value: check.attributeValue },
    ...difficultyModifier(check.difficulty, 'difficulty'),
    { label: `${check.skill} ${check.level} over minimum ${check.minimumLevel}`, value: check.level - check.minimumLevel },
    { label: 'GM modifier', value: check.modifier ?? 0 },
  ]);
  return { possible: true, target, reason: target.formula };
}

export interface SkillRoll {
  readonly possible: boolean;
  readonly target: number | null;
  readonly formula: string;
  readonly chance: number;
  /** null when nothing was rolled: the task was out of reach, or could not fail. */
  readonly roll: RollResult | null;
  readonly success: boolean;
  readonly margin: number | null;
  /** True when the result was certain and no dice were thrown. */
  readonly automatic: boolean;
}

/** A roll is only made when failure is possible, so a target of 18 or more succeeds without dice. */
export function skillRoll(check: SkillCheck, rng: Rng): SkillRoll {
  const { possible, target, reason } = skillTarget(check);
  if (!possible || target === null) {
    return { possible: false, target: null, formula: reason, chance: 0, roll: null, success: false, margin: null, automatic: true };
  }
  if (target.total >= 18) {
    return { possible: true, target: target.total, formula: `${target.formula}: cannot fail`, chance: 1, roll: null, success: true, margin: null, automatic: true };
  }
  return { possible: true, ...rollUnder(target, rng), automatic: false };
}

/** A roll with what it was for, in the order it was made, for the session journal. */
export interface LabelledRoll {
  readonly label: string;
  readonly roll: RollResult;
}
