import { diceExpression, formatGurpsDice, type GurpsDice } from '../../dice/gurps-notation';
import { addPerDie, damageForSt } from '../damage-table';
import { num } from '../format';
import { requirePositive, requireWhole } from '../validate';

// 000_4b7986e803b19dcc.txt, "Throwing", "Throwing Distance Table" and "Throwing Damage Table".

/** Heaviest throw, in Basic Lifts; up to 2 BL one hand will do. */
export const MAX_THROW_BASIC_LIFTS = 8;
export const ONE_HAND_THROW_BASIC_LIFTS = 2;
export const SPECIFIC_TARGET_PENALTY = 3;

/** [weight ratio, distance modifier in hundredths]; hundredths keep ST x modifier exact. */
export const THROWING_DISTANCE_TABLE: readonly (readonly [number, number])[] = [
  [0.05, 350],
  [0.1, 250],
  [0.15, 200],
  [0.2, 150],
  [0.4, 100],
  [0.5, 80],
  [1, 60],
  [1.5, 40],
  [2, 30],
  [2.5, 25],
  [3, 20],
  [4, 15],
  [6, 10],
  [10, 6],
  [12, 5],
];

/** [heaviest weight in Basic Lifts, adds per die]. */
export const THROWING_DAMAGE_TABLE: readonly (readonly [number, number])[] = [
  [1 / 8, -2],
  [1 / 4, -1],
  [1 / 2, 0],
  [1, 1],
  [2, 0],
  [4, -0.5],
  [8, -1],
];

/** A ratio between rows reads the next row up; none past the last row. */
export function distanceModifier(weightRatio: number): number | null {
  const hundredths = distanceHundredths(weightRatio);
  return hundredths === null ? null : hundredths / 100;
}

function distanceHundredths(weightRatio: number): number | null {
  requirePositive('weightRatio', weightRatio);
  return THROWING_DISTANCE_TABLE.find(([ratio]) => weightRatio <= ratio)?.[1] ?? null;
}

export interface ThrowAssessment {
  readonly canThrow: boolean;
  readonly hands: 1 | 2 | null;
  readonly weightRatio: number;
  /** DX-3 to hit a chosen target, DX to land it somewhere in an area. */
  readonly specificTarget: number;
  readonly areaTarget: number;
  readonly distanceModifier: number | null;
  /** Yards; null when the object is too heavy to throw. */
  readonly distance: number | null;
  readonly damage: GurpsDice | null;
  /** As GURPS writes it ("1d-1"). */
  readonly damageText: string | null;
  /** As the roller reads it ("1d6-1"). */
  readonly damageDice: string | null;
  readonly sentences: readonly string[];
}

export function throwing(input: { readonly st: number; readonly basicLift: number; readonly dx: number; readonly weight: number }): ThrowAssessment {
  const { st, basicLift, dx, weight } = input;
  requireWhole('st', st, 1);
  requirePositive('basicLift', basicLift);
  requireWhole('dx', dx, 1);
  requirePositive('weight', weight);
  const weightRatio = weight / basicLift;
  const specificTarget = dx - SPECIFIC_TARGET_PENALTY;
  const aim = `DX-3 = ${specificTarget} to hit a chosen target, DX ${dx} to land it in an area.`;
  if (weight > MAX_THROW_BASIC_LIFTS * basicLift) {
    return {
      canThrow: false,
      hands: null,
      weightRatio,
      specificTarget,
      areaTarget: dx,
      distanceModifier: null,
      distance: null,
      damage: null,
      damageText: null,
      damageDice: null,
      sentences: [`${num(weight)} lb is over 8 x Basic Lift (${num(MAX_THROW_BASIC_LIFTS * basicLift)} lb): too heavy to throw.`],
    };
  }
  const hands = weight <= ONE_HAND_THROW_BASIC_LIFTS * basicLift ? 1 : 2;
  const hundredths = distanceHundredths(weightRatio)!;
  const modifier = hundredths / 100;
  const distance = (st * hundredths) / 100;
  const [, perDie] = THROWING_DAMAGE_TABLE.find(([limit]) => weight <= limit * basicLift)!;
  const thrust = damageForSt(st).thrust;
  const damage = addPerDie(thrust, perDie);
  const adjust = perDie === 0 ? 'unchanged' : `${perDie > 0 ? '+' : ''}${perDie === -0.5 ? '-1/2' : perDie} per die`;
  return {
    canThrow: true,
    hands,
    weightRatio,
    specificTarget,
    areaTarget: dx,
    distanceModifier: modifier,
    distance,
    damage,
    damageText: formatGurpsDice(damage),
    damageDice: diceExpression(damage),
    sentences: [
      `${hands === 1 ? 'One hand will do' : 'Needs both hands'} (${num(weight)} lb against ${num(ONE_HAND_THROW_BASIC_LIFTS * basicLift)} lb for one hand).`,
      aim,
      `Weight ratio ${num(weight)} / ${num(basicLift)} = ${num(weightRatio)}; distance = ST ${st} x ${num(modifier)} = ${num(distance)} yd.`,
      `Damage = thrust ${formatGurpsDice(thrust)}, ${adjust} = ${formatGurpsDice(damage)}, usually crushing.`,
    ],
  };
}
