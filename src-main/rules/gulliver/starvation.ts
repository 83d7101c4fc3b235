import { requireFinite, requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { scaleFatigue, type FatigueBase } from './fatigue';
import { formatFigure as f } from './format-figure';
import { HUMAN_MASS_LB, resolveLinearScale, resolveMassLb, type BodySize } from './size';
import { RuleInputError } from '../rule-input-error';

// 002_6bcc9877716aeba8.txt, "Starvation" and "Dehydration". A meal is a third of a day's need.

export const MEALS_PER_DAY = 3;

/**
 * Detailed rule: starvation (and dehydration) fatigue and damage scale by
 * sqrt(food multiplier / (mass / 150 lb)); `estimate` is the seed's shortcut
 * 1 / sqrt(LS), which is exact when food follows Area Scale.
 */
export function starvationMultiplier(input: { readonly size: BodySize; readonly foodMultiplier: number }): {
  readonly multiplier: number;
  readonly estimate: number;
  readonly explanation: string;
} {
  const { size, foodMultiplier } = input;
  requirePositive('foodMultiplier', foodMultiplier);
  const mass = resolveMassLb(size);
  const multiplier = Math.sqrt(foodMultiplier / (mass / HUMAN_MASS_LB));
  const estimate = 1 / Math.sqrt(resolveLinearScale(size));
  return {
    multiplier,
    estimate,
    explanation: `Starvation multiplier = square root of (food x ${f(foodMultiplier)} / (${f(mass)} lb / 150)) = ${f(multiplier)} (about 1 / square root of LS = ${f(estimate)})`,
  };
}

export type Climate = 'temperate' | 'hot' | 'desert';
const CLIMATE: Readonly<Record<Climate, number>> = { temperate: 1, hot: 1.25, desert: 1.5 };

export interface Pools {
  readonly fp: number;
  readonly fpMax: number;
  readonly hp: number;
  readonly hpMax: number;
}

export interface DeprivationDayInput {
  /** Meals (thirds of a day's need) of food missed today, 0-3. */
  readonly mealsMissedFood: number;
  readonly mealsMissedWater: number;
  readonly pools: Pools;
  readonly fatigueBase: FatigueBase;
  /** Needed for ST-based Fatigue: each point of fatigue counts Combat ST / 10, and the HP switch is at Combat ST / 3. */
  readonly combatSt?: number;
  /** The detailed-rule multiplier (starvationMultiplier); 1 for the simple rule. */
  readonly multiplier?: number;
  /** Dehydration fatigue and damage: x1.25 hot, x1.5 desert. */
  readonly climate?: Climate;
}

export interface DeprivationLoss {
  readonly pool: 'FP' | 'HP';
  readonly amount: number;
  readonly cause: 'hunger' | 'thirst';
}

export interface DeprivationDayResult {
  readonly fpLost: number;
  readonly hpLost: number;
  readonly fpAfter: number;
  readonly hpAfter: number;
  readonly losses: readonly DeprivationLoss[];
  /** Fatigue at 0 from going without water: delirious or unconscious. */
  readonly delirious: boolean;
  readonly sentences: readonly string[];
}

/**
 * One day of going short, meal by meal (a missed drink before a missed meal in
 * each third of the day). Figures stay exact, fractions and all; the caller
 * rounds only for display.
 *
 * Hunger: each missed meal costs 1 fatigue (x Combat ST / 10 when ST-based) x the
 * multiplier; once Fatigue is at or below the threshold (Combat ST / 3, or 3 when
 * HT-based) it costs HP/30 instead, i.e. HP/10 per three meals. A meal is applied
 * whole to whichever pool the Fatigue level before it picks.
 * Thirst: the same fatigue per missed drink plus HP/10, both x climate; we read
 * the seed's "delirious at zero Fatigue" as thirst fatigue running on past the
 * threshold down to 0, unlike hunger.
 */
export function deprivationDay(input: DeprivationDayInput): DeprivationDayResult {
  const { mealsMissedFood, mealsMissedWater, pools, fatigueBase, combatSt, multiplier = 1, climate = 'temperate' } = input;
  for (const [name, meals] of [
    ['mealsMissedFood', mealsMissedFood],
    ['mealsMissedWater', mealsMissedWater],
  ] as const) {
    if (!Number.isInteger(meals) || meals < 0 || meals > MEALS_PER_DAY) {
      throw new RuleInputError(name, `must be a whole number from 0 to ${MEALS_PER_DAY}, got ${meals}`);
    }
  }
  requireFinite('pools.fp', pools.fp);
  requirePositive('pools.fpMax', pools.fpMax);
  requireFinite('pools.hp', pools.hp);
  requirePositive('pools.hpMax', pools.hpMax);
  requireNonNegative('multiplier', multiplier);
  requireOneOf('climate', climate, Object.keys(CLIMATE) as Climate[]);
  const perMeal = scaleFatigue({ points: 1, fatigueBase, combatSt }) * multiplier;
  const threshold = fatigueBase === 'st' ? (combatSt as number) / 3 : 3;
  const climateFactor = CLIMATE[climate];

  let fp = pools.fp;
  let hp = pools.hp;
  const losses: DeprivationLoss[] = [];
  const sentences: string[] = [];
  const take = (pool: 'FP' | 'HP', amount: number, cause: 'hunger' | 'thirst') => {
    if (amount <= 0) return;
    losses.push({ pool, amount, cause });
    if (pool === 'FP') fp -= amount;
    else hp -= amount;
  };

  for (let meal = 1; meal <= MEALS_PER_DAY; meal++) {
    if (meal <= mealsMissedWater) {
      const fatigue = Math.min(Math.max(0, fp), perMeal * climateFactor);
      const damage = (pools.hpMax / 10) * multiplier * climateFactor;
      take('FP', fatigue, 'thirst');
      take('HP', damage, 'thirst');
      sentences.push(`Missed drink ${meal}: -${f(fatigue)} FP, -${f(damage)} HP (HP/10${multiplier === 1 ? '' : ` x ${f(multiplier)}`}${climateFactor === 1 ? '' : ` x ${f(climateFactor)} ${climate}`})`);
    }
    if (meal <= mealsMissedFood) {
      if (fp > threshold) {
        const fatigue = Math.min(fp, perMeal);
        take('FP', fatigue, 'hunger');
        sentences.push(`Missed meal ${meal}: -${f(fatigue)} FP`);
      } else {
        const damage = (pools.hpMax / 30) * multiplier;
        take('HP', damage, 'hunger');
        sentences.push(`Missed meal ${meal}: Fatigue ${f(fp)} is at or below ${f(threshold)}, so -${f(damage)} HP (HP/10 per three meals)`);
      }
    }
  }
  const delirious = mealsMissedWater > 0 && fp <= 0;
  if (delirious) sentences.push('Fatigue is gone from thirst: delirious or unconscious, and HP keep falling');
  return {
    fpLost: pools.fp - fp,
    hpLost: pools.hp - hp,
    fpAfter: fp,
    hpAfter: hp,
    losses,
    delirious,
    sentences,
  };
}

/**
 * Fatigue lost to starvation comes back only partly while HP are still down: it
 * can regain all but half the share of HP missing (20% HP down -> 10% short).
 */
export function starvationFatigueCap(input: { readonly fpMax: number; readonly hpMax: number; readonly hpLostToStarvation: number }): number {
  const { fpMax, hpMax, hpLostToStarvation } = input;
  requirePositive('fpMax', fpMax);
  requirePositive('hpMax', hpMax);
  requireNonNegative('hpLostToStarvation', hpLostToStarvation);
  const shareDown = Math.min(1, hpLostToStarvation / hpMax);
  return fpMax * (1 - shareDown / 2);
}

/** With full food and rest, 1 fatigue point back per 2 hours (x Combat ST / 10 when ST-based), up to the cap. */
export function starvationFatigueRecovery(input: {
  readonly hours: number;
  readonly fp: number;
  readonly fpMax: number;
  readonly hpMax: number;
  readonly hpLostToStarvation: number;
  readonly fatigueBase: FatigueBase;
  readonly combatSt?: number;
}): { readonly fpAfter: number; readonly recovered: number; readonly cap: number; readonly explanation: string } {
  const { hours, fp, fatigueBase, combatSt } = input;
  requireNonNegative('hours', hours);
  requireFinite('fp', fp);
  const cap = starvationFatigueCap(input);
  const rate = scaleFatigue({ points: 1, fatigueBase, combatSt });
  const recovered = Math.max(0, Math.min((hours / 2) * rate, cap - fp));
  return {
    fpAfter: fp + recovered,
    recovered,
    cap,
    explanation: `${f(hours)} h / 2 x ${f(rate)} = up to ${f((hours / 2) * rate)} back, capped at ${f(cap)} while ${f(input.hpLostToStarvation)} HP are still missing -> +${f(recovered)}`,
  };
}
