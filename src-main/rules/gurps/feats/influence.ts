import type { Rng } from '../../dice/rng';
import { checkedBase } from '../check-roll';
import { rollTarget, type RollModifier, type RollTarget } from '../modifiers';
import { quickContest, quickContestChances, type QuickContest } from '../success';
import { requireInteger } from '../validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Influence Rolls": a Quick Contest of an Influence skill against the subject's Will.

export type InfluenceSkill = 'diplomacy' | 'fast-talk' | 'intimidation' | 'savoir-faire' | 'sex-appeal' | 'streetwise' | 'other';

export const INFLUENCE_SKILL_LABELS: Readonly<Record<InfluenceSkill, string>> = {
  diplomacy: 'Diplomacy',
  'fast-talk': 'Fast-Talk',
  intimidation: 'Intimidation',
  'savoir-faire': 'Savoir-Faire',
  'sex-appeal': 'Sex Appeal',
  streetwise: 'Streetwise',
  other: 'Other skill the GM allows',
};

export type Reaction = 'very-good' | 'good' | 'bad' | 'very-bad';

export interface InfluenceInput {
  readonly skill: InfluenceSkill;
  readonly level: number;
  readonly subjectWill: number;
  /** To the Influence skill. */
  readonly modifiers?: readonly RollModifier[];
}

function influenceTarget(input: InfluenceInput): RollTarget {
  if (!(input.skill in INFLUENCE_SKILL_LABELS)) {
    throw new RuleInputError('skill', `must be one of ${Object.keys(INFLUENCE_SKILL_LABELS).join(', ')}, got '${input.skill}'`);
  }
  requireInteger('subjectWill', input.subjectWill);
  return rollTarget(checkedBase(INFLUENCE_SKILL_LABELS[input.skill], input.level), input.modifiers);
}

export const reactionOnWin = (skill: InfluenceSkill): Reaction => (skill === 'sex-appeal' ? 'very-good' : 'good');
export const reactionOnLoss = (skill: InfluenceSkill): Reaction => (skill === 'intimidation' ? 'very-bad' : 'bad');

export interface InfluenceChances {
  readonly target: RollTarget;
  /** Winning the Quick Contest outright; a tie counts as a loss. */
  readonly win: number;
  readonly lose: number;
  readonly onWin: Reaction;
  readonly onLoss: Reaction;
}

export function influenceChances(input: InfluenceInput): InfluenceChances {
  const target = influenceTarget(input);
  const { aWins } = quickContestChances(target.effective, input.subjectWill);
  return { target, win: aWins, lose: 1 - aWins, onWin: reactionOnWin(input.skill), onLoss: reactionOnLoss(input.skill) };
}

const REACTION_TEXT: Readonly<Record<Reaction, string>> = { 'very-good': 'Very Good', good: 'Good', bad: 'Bad', 'very-bad': 'Very Bad' };

export interface InfluenceRoll {
  readonly target: RollTarget;
  readonly contest: QuickContest;
  readonly won: boolean;
  readonly reaction: Reaction;
  /** Diplomacy only: the GM also makes an ordinary reaction roll and keeps whichever reaction is better. */
  readonly gmAlsoRollsReaction: boolean;
  readonly outcome: string;
  readonly chances: InfluenceChances;
}

export function influenceRoll(input: InfluenceInput, rng: Rng): InfluenceRoll {
  const chances = influenceChances(input);
  const { target } = chances;
  const contest = quickContest(target.effective, input.subjectWill, rng);
  const won = contest.winner === 'a';
  const reaction = won ? chances.onWin : chances.onLoss;
  const gmAlsoRollsReaction = input.skill === 'diplomacy';
  const result = won ? `wins by ${contest.margin}` : contest.winner === null ? 'ties, which is not a win' : `loses by ${contest.margin}`;
  const fallback = gmAlsoRollsReaction ? ' The GM also rolls a normal reaction and keeps the better of the two.' : '';
  const outcome =
    `${target.formula} (rolled ${contest.a.roll.total}) against Will ${input.subjectWill} (rolled ${contest.b.roll.total}): ` +
    `${result}. Reaction: ${REACTION_TEXT[reaction]}.${fallback}`;
  return { target, contest, won, reaction, gmAlsoRollsReaction, outcome, chances };
}
