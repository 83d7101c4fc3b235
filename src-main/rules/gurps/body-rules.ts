import type { Rng } from '../dice/rng';
import type {
  CharacterProfile,
  DeprivationInput,
  DeprivationResult,
  DerivedFigure,
  FatigueRecoveryInput,
  HealingInput,
  HealingResult,
  PoolLoss,
} from '../ruleset';
import { poolsNow, sheetOf, statsOf } from './character';
import { fpRecoveryRate } from './traits';
import { GURPS_INJURY, type InjuryModel } from './combat/injury-model';
import { applyFatigue, fpRegainedBetween } from './fatigue';
import { naturalRecoveryDay } from './recovery';

/**
 * What GULLIVER changes in a GURPS campaign: how much a body eats and drinks, what
 * going short does to it, how fast it heals and gets its breath back, what a wound
 * does to it, its Size Modifier and which size figures its sheet shows. GURPS Lite
 * answers for a human-sized body; GULLIVER's answers scale with Linear Scale and
 * mass. GULLIVER implements this without importing GURPS (gulliver/body-rules.ts);
 * rules/registry.ts puts the two together.
 */
/** A figure with the formula that gives it. */
export interface FigureAtSize {
  readonly value: number;
  readonly formula: string;
}

/** HP, Basic Lift and Basic Move as the sheet gives them (GURPS) or at the body's size (GULLIVER). */
export interface BodyFiguresAtSize {
  /** Exact HP, which every rule reading HP reads; GULLIVER keeps fractions. */
  readonly hp: FigureAtSize;
  /** The HP pool counts whole points: a point is there until all of it is gone. */
  readonly hpPool: number;
  readonly basicLift: FigureAtSize;
  readonly basicMove: FigureAtSize;
  /** Said on the sheet and in the journey plan when human figures sit on a body far from human size. */
  readonly warning: string | null;
  /** What sets the body's Move when its size does: Lantern's scaling or the GM's own figure. */
  readonly pace: string | null;
}

export interface BodyRules {
  readonly id: 'human-scale' | 'gulliver';
  /** The sheet's HP, Basic Lift and Basic Move at this body's size; `name` is who the warning speaks of. */
  atSize(profile: CharacterProfile, name?: string): BodyFiguresAtSize;
  /** The FP pool's size: HT-based (GURPS) or, under GULLIVER, possibly Combat ST. */
  fpMax(profile: CharacterProfile): number;
  figures(profile: CharacterProfile): readonly DerivedFigure[];
  /** A human's daily food and water times this. */
  needs(profile: CharacterProfile): { readonly multiplier: number; readonly reason?: string };
  deprivation(profile: CharacterProfile, input: DeprivationInput, rng: Rng): DeprivationResult;
  /** `marginBonus`: the campaign plays the optional rule that a HT roll made by 10 heals double. */
  naturalHealing(profile: CharacterProfile, input: HealingInput, rng: Rng, marginBonus?: boolean): HealingResult;
  fatigueRecovery(profile: CharacterProfile, input: FatigueRecoveryInput): number;
  readonly injury: InjuryModel;
  /** The Size Modifier a Linear Scale gives, where the sheet or stat block states none. */
  sizeModifier(linearScale: number): number;
}

/** HP, Basic Lift and Basic Move as the sheet works them out, before any size. */
export function sheetFigures(profile: CharacterProfile): { readonly hp: FigureAtSize; readonly basicLift: FigureAtSize; readonly basicMove: FigureAtSize } {
  const s = statsOf(profile);
  return { hp: s.hp, basicLift: s.basicLift, basicMove: s.basicMove };
}

/**
 * A third of a day's food (or water) is a meal; only whole thirds eaten count, so
 * eating half the day's food misses two meals. Meals, not days, are what GURPS
 * and GULLIVER charge for going short.
 */
export function mealsMissed(shortfall: number): number {
  if (shortfall <= 0) return 0;
  return 3 - Math.floor(3 * (1 - shortfall) + 1e-9);
}

/** FP lost to going short, which rest cannot bring back until the body is fed and watered again. */
export const lockedFp = (condition: Readonly<Record<string, unknown>>): number => Number(condition.lockedFp ?? 0);

/**
 * Lantern's reading of GURPS Lite for a human-sized body. The Lite text has no
 * starvation rule; GULLIVER (002_6bcc9877716aeba8.txt, "Starvation") quotes the
 * Basic Set's: each missed meal costs 1 FP, and we count each missed third of a
 * day's water the same way. The Lite fatigue rules then apply (at 0 FP or less
 * each lost FP costs 1 HP too). Healing needs a day of rest and decent food.
 */
export const HUMAN_SCALE: BodyRules = {
  id: 'human-scale',

  atSize: (profile) => {
    const { hp, basicLift, basicMove } = sheetFigures(profile);
    return { hp, basicLift, basicMove, hpPool: hp.value, warning: null, pace: null };
  },

  fpMax: (profile) => statsOf(profile).fp.value,

  figures: () => [],

  needs: () => ({ multiplier: 1 }),

  deprivation(profile, input) {
    const food = mealsMissed(input.foodShortfall);
    const water = mealsMissed(input.waterShortfall);
    const fpPool = input.pools.fp ?? { current: HUMAN_SCALE.fpMax(profile), max: HUMAN_SCALE.fpMax(profile) };
    const losses: PoolLoss[] = [];
    const notes: string[] = [];
    let fp = fpPool.current;
    let hp = input.pools.hp.current;
    let locked = lockedFp(input.condition);
    for (const [cause, meals] of [
      ['hunger', food],
      ['thirst', water],
    ] as const) {
      if (meals === 0) continue;
      const spent = applyFatigue({ fp, fpMax: fpPool.max, hp }, meals);
      if (spent.fpLost > 0) losses.push({ pool: 'FP', amount: spent.fpLost, cause });
      if (spent.hpLost > 0) losses.push({ pool: 'HP', amount: spent.hpLost, cause });
      const what = cause === 'hunger' ? (meals === 1 ? 'meal' : 'meals') : meals === 1 ? "third of a day's water" : "thirds of a day's water";
      notes.push(`${meals} missed ${what}: ${meals} FP.`);
      fp = spent.fp;
      hp = spent.hp;
      locked += spent.fpLost;
    }
    const fed = food === 0 && water === 0;
    return { losses, naturalHealingBlocked: !fed, condition: fed ? {} : { lockedFp: locked }, notes };
  },

  naturalHealing(profile, input, rng, marginBonus = false) {
    const pools = poolsNow(profile, HUMAN_SCALE.fpMax(profile));
    // 000, "Natural Recovery": the HT roll comes at the end of each day of rest and decent food.
    if (input.restDay === false || input.healingBlocked || input.pools.hp.current >= input.pools.hp.max) return { hp: 0, rolls: [] };
    const day = naturalRecoveryDay({ ht: statsOf(profile).attributes.ht, hp: input.pools.hp.current, hpMax: pools.hpMax, marginBonus }, rng);
    return { hp: day.healed, rolls: [day.roll.roll] };
  },

  fatigueRecovery(profile, input) {
    const fp = input.pools.fp;
    if (!fp) return 0;
    const room = fp.max - lockedFp(input.condition) - fp.current;
    return Math.max(0, Math.min(room, fpRegainedBetween(input.from, input.to, fpRecoveryRate(sheetOf(profile).traits ?? {}))));
  },

  injury: GURPS_INJURY,

  sizeModifier: () => 0,
};
