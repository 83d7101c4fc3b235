import { durationText, num } from '../format';
import { rollTarget, skillOrDefault, type RollTarget } from '../modifiers';
import { successChances, type SuccessChances } from '../success';
import { requirePositive, requireWholeBetween } from '../validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Climbing". The printed table is garbled; the readings are noted per row.

export type ClimbId =
  | 'ladder-up'
  | 'ladder-down'
  | 'tree'
  | 'mountain'
  | 'stone-wall'
  | 'modern-building'
  | 'rope-up'
  | 'rope-down'
  | 'rope-down-equipped';

export type ClimbPace = 'combat' | 'regular';

/** Feet covered per so many seconds, kept as two numbers so "1 ft per 3 s" stays exact. */
export interface ClimbSpeed {
  readonly feet: number;
  readonly seconds: number;
  readonly text: string;
}

export interface ClimbType {
  readonly id: ClimbId;
  readonly label: string;
  /** Null when no roll is needed. */
  readonly modifier: number | null;
  readonly combat: ClimbSpeed;
  readonly regular: ClimbSpeed;
}

const speed = (feet: number, seconds: number, text: string): ClimbSpeed => ({ feet, seconds, text });

// Ladder speeds are printed in rungs; we take rungs one foot apart so heights in feet work for every row.
export const CLIMBS: Readonly<Record<ClimbId, ClimbType>> = {
  'ladder-up': {
    id: 'ladder-up',
    label: 'Ladder, going up',
    modifier: null,
    combat: speed(3, 1, '3 rungs/s'),
    regular: speed(1, 1, '1 rung/s'),
  },
  'ladder-down': {
    id: 'ladder-down',
    label: 'Ladder, going down',
    modifier: null,
    combat: speed(2, 1, '2 rungs/s'),
    regular: speed(1, 1, '1 rung/s'),
  },
  // "1 ft./3" read as 1 ft per 3 s: a third of the combat speed, as on the rows below.
  tree: { id: 'tree', label: 'Ordinary tree', modifier: 5, combat: speed(1, 1, '1 ft/s'), regular: speed(1, 3, '1 ft per 3 s') },
  mountain: {
    id: 'mountain',
    label: 'Ordinary mountain',
    modifier: 0,
    combat: speed(1, 2, '1 ft per 2 s'),
    regular: speed(10, 60, '10 ft/min'),
  },
  'stone-wall': {
    id: 'stone-wall',
    label: 'Vertical stone wall',
    modifier: -3,
    combat: speed(1, 5, '1 ft per 5 s'),
    regular: speed(4, 60, '4 ft/min'),
  },
  // "1ft. 10/sec" read as 1 ft per 10 s, which keeps combat pace three times the regular 2 ft/min.
  'modern-building': {
    id: 'modern-building',
    label: 'Modern building',
    modifier: -3,
    combat: speed(1, 10, '1 ft per 10 s'),
    regular: speed(2, 60, '2 ft/min'),
  },
  'rope-up': { id: 'rope-up', label: 'Rope, going up', modifier: -2, combat: speed(1, 1, '1 ft/s'), regular: speed(20, 60, '20 ft/min') },
  // The "Rope-down" line is a heading with blank speeds; its stray -2 is taken as spilled from the row above and each sub-row keeps its own -1.
  'rope-down': {
    id: 'rope-down',
    label: 'Rope, going down without equipment',
    modifier: -1,
    combat: speed(2, 1, '2 ft/s'),
    regular: speed(30, 60, '30 ft/min'),
  },
  'rope-down-equipped': {
    id: 'rope-down-equipped',
    label: 'Rope, going down with equipment',
    modifier: -1,
    combat: speed(12, 1, '12 ft/s'),
    regular: speed(12, 1, '12 ft/s'),
  },
};

export const CLIMBING_DEFAULT_PENALTY = 5;
export const CLIMB_ROLL_INTERVAL_SECONDS = 5 * 60;
export const CLIMB_COMBAT_FP_PER_ROLL = 1;

export interface ClimbInput {
  /** Climbing skill if learned; DX-5 is used when it is better or the skill is missing. */
  readonly climbing?: number;
  readonly dx?: number;
  readonly climb: ClimbId;
  /** 0-4; an overloaded carrier passes 4 (see `encumbrancePenalty`). */
  readonly encumbranceLevel: number;
  readonly heightFeet: number;
  readonly pace: ClimbPace;
}

export interface ClimbPlan {
  readonly climb: ClimbType;
  readonly pace: ClimbPace;
  readonly rollNeeded: boolean;
  /** Null for ladders. */
  readonly skill: RollTarget | null;
  readonly chances: SuccessChances | null;
  readonly speed: ClimbSpeed;
  readonly seconds: number;
  readonly time: string;
  readonly rolls: number;
  readonly fpCost: number;
  /** Every roll succeeds: no fall at all. */
  readonly chanceWithoutFailure: number;
  /** No critical failure: what matters to a climber tied to a rope, who otherwise stops at the rope's end. */
  readonly chanceWithoutCriticalFailure: number;
  readonly sentences: readonly string[];
}

/**
 * One roll as the climb starts and one more at each full 5 minutes still climbing;
 * a climb that ends exactly on a 5-minute mark needs no roll there.
 */
export const climbRolls = (seconds: number): number => Math.max(1, Math.ceil(seconds / CLIMB_ROLL_INTERVAL_SECONDS));

export function planClimb(input: ClimbInput): ClimbPlan {
  const { climb: id, encumbranceLevel, heightFeet, pace } = input;
  const climb = CLIMBS[id];
  if (!climb) throw new RuleInputError('climb', `must be one of ${Object.keys(CLIMBS).join(', ')}, got '${id}'`);
  if (pace !== 'combat' && pace !== 'regular') throw new RuleInputError('pace', `must be 'combat' or 'regular', got '${pace}'`);
  requireWholeBetween('encumbranceLevel', encumbranceLevel, 0, 4);
  requirePositive('heightFeet', heightFeet);
  const rate = climb[pace];
  const seconds = (heightFeet * rate.seconds) / rate.feet;
  const time = durationText(seconds);
  const travel = `${num(heightFeet)} ft at ${rate.text} takes ${time}.`;
  if (climb.modifier === null) {
    return {
      climb,
      pace,
      rollNeeded: false,
      skill: null,
      chances: null,
      speed: rate,
      seconds,
      time,
      rolls: 0,
      fpCost: 0,
      chanceWithoutFailure: 1,
      chanceWithoutCriticalFailure: 1,
      sentences: [travel, 'A ladder needs no Climbing roll.'],
    };
  }
  const base = skillOrDefault({
    skillName: 'Climbing',
    skill: input.climbing,
    attributeName: 'DX',
    attribute: input.dx,
    defaultPenalty: CLIMBING_DEFAULT_PENALTY,
  });
  const skill = rollTarget(base, [
    { label: climb.label.toLowerCase(), value: climb.modifier },
    { label: 'encumbrance', value: 0 - encumbranceLevel },
  ]);
  const chances = successChances(skill.effective);
  const rolls = climbRolls(seconds);
  const fpCost = pace === 'combat' ? rolls * CLIMB_COMBAT_FP_PER_ROLL : 0;
  const sentences = [
    travel,
    `${rolls} Climbing roll${rolls === 1 ? '' : 's'} (one to start, one per further 5 minutes) against ${skill.formula}.`,
  ];
  if (fpCost > 0) sentences.push(`Combat pace costs 1 FP per roll: ${fpCost} FP.`);
  sentences.push('A failed roll is a fall; a roped climber only falls to the end of the rope unless the failure is critical.');
  return {
    climb,
    pace,
    rollNeeded: true,
    skill,
    chances,
    speed: rate,
    seconds,
    time,
    rolls,
    fpCost,
    chanceWithoutFailure: chances.success ** rolls,
    chanceWithoutCriticalFailure: (1 - chances.criticalFailure) ** rolls,
    sentences,
  };
}
