import { distribution, probabilityOf } from '../dice/distribution';
import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { rollTarget, type RollModifier, type RollTarget } from './modifiers';
import { contestWinner, judgeRoll, quickContest, successChances, successRoll, type QuickContest, type SuccessChances, type SuccessRoll } from './success';
import { requireInteger } from './validate';
import { RuleInputError } from '../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Mental Feats": "Sense Roll", "Influence Rolls", "Will Rolls", "Fright Checks".

export interface CheckChances {
  readonly target: RollTarget;
  readonly chances: SuccessChances;
}

export interface CheckRoll extends CheckChances {
  readonly roll: SuccessRoll;
  readonly success: boolean;
  readonly margin: number;
  readonly critical: SuccessRoll['critical'];
  readonly outcome: string;
}

function describeRoll(what: string, target: RollTarget, r: SuccessRoll): string {
  const critical = r.critical === 'success' ? 'critical success' : r.critical === 'failure' ? 'critical failure' : r.success ? 'success' : 'failure';
  const by = r.margin === 0 ? 'exactly' : `by ${Math.abs(r.margin)}`;
  return `${what} against ${target.formula}: rolled ${r.roll.total}, ${critical} ${by}.`;
}

function check(what: string, target: RollTarget, rng: Rng): CheckRoll {
  const r = successRoll(target.effective, rng);
  return {
    target,
    chances: successChances(target.effective),
    roll: r,
    success: r.success,
    margin: r.margin,
    critical: r.critical,
    outcome: describeRoll(what, target, r),
  };
}

function checkedBase(label: string, value: number): { label: string; value: number } {
  requireInteger(label, value);
  return { label, value };
}

export type Sense = 'vision' | 'hearing' | 'taste-smell';

export const SENSE_LABELS: Readonly<Record<Sense, string>> = { vision: 'Vision', hearing: 'Hearing', 'taste-smell': 'Taste/Smell' };

export interface SenseInput {
  readonly sense: Sense;
  readonly per: number;
  /** A skill the GM lets stand in for Per (Observation, Search); used instead of Per when given. */
  readonly substitute?: { readonly label: string; readonly level: number };
  readonly modifiers?: readonly RollModifier[];
}

function senseTarget(input: SenseInput): RollTarget {
  if (!(input.sense in SENSE_LABELS)) throw new RuleInputError('sense', `must be one of ${Object.keys(SENSE_LABELS).join(', ')}, got '${input.sense}'`);
  requireInteger('per', input.per);
  const base = input.substitute ? checkedBase(input.substitute.label, input.substitute.level) : { label: 'Per', value: input.per };
  return rollTarget(base, input.modifiers);
}

export function senseChances(input: SenseInput): CheckChances {
  const target = senseTarget(input);
  return { target, chances: successChances(target.effective) };
}

export function senseRoll(input: SenseInput, rng: Rng): CheckRoll {
  return check(`${SENSE_LABELS[input.sense]} roll`, senseTarget(input), rng);
}

export interface WillInput {
  readonly will: number;
  readonly modifiers?: readonly RollModifier[];
}

const willTarget = (input: WillInput): RollTarget => rollTarget(checkedBase('Will', input.will), input.modifiers);

export function willChances(input: WillInput): CheckChances {
  const target = willTarget(input);
  return { target, chances: successChances(target.effective) };
}

export function willRoll(input: WillInput, rng: Rng): CheckRoll {
  return check('Will roll', willTarget(input), rng);
}

export interface FrightChances extends CheckChances {
  /** Plain failure: stunned for a few seconds. */
  readonly stunned: number;
  /** Critical failure: fainted for minutes. */
  readonly faints: number;
}

export function frightChances(input: WillInput): FrightChances {
  const { target, chances } = willChances(input);
  return { target, chances, stunned: chances.failure - chances.criticalFailure, faints: chances.criticalFailure };
}

export interface FrightCheck extends CheckRoll {
  readonly stunnedSeconds: number | null;
  readonly faintMinutes: number | null;
  /** The 2d (stun) or 1d (faint) added to the margin of failure. */
  readonly effectRoll: RollResult | null;
}

/**
 * A 17 or 18 fails even against a higher Will; the margin of failure is then
 * negative, and we count it as 0 rather than shorten the effect.
 */
export function frightCheck(input: WillInput, rng: Rng): FrightCheck {
  const base = check('Fright Check', willTarget(input), rng);
  if (base.success) return { ...base, stunnedSeconds: null, faintMinutes: null, effectRoll: null };
  const missedBy = Math.max(0, -base.margin);
  if (base.critical === 'failure') {
    const effectRoll = roll('1d6', rng);
    const faintMinutes = missedBy + effectRoll.total;
    const outcome = `${base.outcome} Faints for ${missedBy} + 1d (${effectRoll.total}) = ${faintMinutes} minutes and cannot be brought round sooner.`;
    return { ...base, outcome, stunnedSeconds: null, faintMinutes, effectRoll };
  }
  const effectRoll = roll('2d6', rng);
  const stunnedSeconds = missedBy + effectRoll.total;
  const outcome = `${base.outcome} Stunned for ${missedBy} + 2d (${effectRoll.total}) = ${stunnedSeconds} seconds.`;
  return { ...base, outcome, stunnedSeconds, faintMinutes: null, effectRoll };
}

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

export interface ContestChances {
  readonly aWins: number;
  readonly bWins: number;
  readonly tie: number;
}

const THREE_D6 = distribution('3d6');

const judged = (effective: number, total: number): SuccessRoll => ({
  effective,
  roll: { expression: '3d6', total, dice: [] },
  ...judgeRoll(total, effective),
  margin: effective - total,
});

/** Exact, over all 216 x 216 pairs of rolls, decided by the same rule as `quickContest`. */
export function quickContestChances(skillA: number, skillB: number): ContestChances {
  let aWins = 0;
  let bWins = 0;
  for (let ta = 3; ta <= 18; ta++) {
    for (let tb = 3; tb <= 18; tb++) {
      const p = probabilityOf(THREE_D6, ta) * probabilityOf(THREE_D6, tb);
      const { winner } = contestWinner(judged(skillA, ta), judged(skillB, tb));
      if (winner === 'a') aWins += p;
      if (winner === 'b') bWins += p;
    }
  }
  return { aWins, bWins, tie: 1 - aWins - bWins };
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
