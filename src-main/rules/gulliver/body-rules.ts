import type { GurpsCharacterSheet, GurpsOptions } from '../../../src-shared/contract';
import type { Rng } from '../dice/rng';
import type {
  CharacterProfile,
  DeprivationInput,
  DerivedFigure,
  FatigueRecoveryInput,
  HealingInput,
  PoolLoss,
} from '../ruleset';
import { rollNightlyHealing } from './damage-effects';
import { fatiguePool } from './fatigue';
import { formatFigure as f } from './format-figure';
import { gulliverInjury, type GurpsInjuryParts } from './injury-model';
import { bodyAtSize, formatScale, hitPointsAtSize, htBlowthrough, humanFiguresWarning, isFarFromHumanSize } from './body-at-size';
import { blowthrough } from './damage-effects';
import { agingOnset } from './life-span';
import { needsMultiplier } from './needs';
import { resolveLinearScale, sizeScales, type BodySize } from './size';
import { deprivationDay, starvationFatigueCap, starvationMultiplier } from './starvation';
import type { SuccessRoll } from './success-roll';

// GULLIVER's answers for a GURPS campaign's bodies (002_6bcc9877716aeba8.txt, "Care and
// Feeding of Giants", "Starvation", "Dehydration", "Recovering from Damage", "Fatigue").
// GULLIVER keeps fractions exact (a 19-lb body loses half a point); the sheet shows
// whole points, so the part of a point not yet lost or healed is carried in the
// member's condition record and whole points appear only once they are whole.
//
// GURPS defines what a body rule set answers (BodyRules in gurps/body-rules.ts); this
// is GULLIVER's answer, built in rules/registry.ts from the GURPS parts it reads, so
// GULLIVER never imports GURPS.

/** What GULLIVER's body rules read from GURPS. */
export interface GurpsBodyParts<Entry> extends GurpsInjuryParts<Entry> {
  sheetOf(profile: CharacterProfile): GurpsCharacterSheet;
  /** HP, Basic Lift and Basic Move as the sheet works them out, before any size. */
  sheetFiguresOf(profile: CharacterProfile): { readonly hp: Figure; readonly basicLift: Figure; readonly basicMove: Figure };
  /** The sheet's ST (GULLIVER's Combat ST) and HT. */
  attributesOf(profile: CharacterProfile): { readonly st: number; readonly ht: number };
  successRoll(target: number, rng: Rng): SuccessRoll;
  /** GURPS's FP back from rest between two moments, at `rate` FP per interval. */
  fpRegainedBetween(from: number, to: number, rate: number): number;
  /** How much faster the sheet's traits bring FP back at rest: 2 when Fit or Very Fit (B55), 1/2 when Unfit (B160), else 1. */
  fpRecoveryFactor(profile: CharacterProfile): number;
  /** Whole meals missed for a day's shortfall (a third of a day's food is a meal). */
  mealsMissed(shortfall: number): number;
  /** FP lost to going short that rest cannot bring back. */
  lockedFp(condition: Readonly<Record<string, unknown>>): number;
}

interface Figure {
  readonly value: number;
  readonly formula: string;
}

interface Carry {
  /** Exact pool minus the whole points shown, in (-1, 0]: lost but not yet a whole point. */
  readonly fpCarry?: number;
  readonly hpCarry?: number;
  /** Healing owed but not yet a whole point, in [0, 1). */
  readonly healCarry?: number;
  readonly lockedFp?: number;
  /** Went short since HP were last full: FP recovery stays capped by the HP still missing. */
  readonly starved?: boolean;
}

const EPSILON = 1e-9;
/** Whole points shown for an exact pool: a point is gone only when all of it is. */
const shown = (exact: number) => Math.ceil(exact - EPSILON) + 0;

/** No size on the sheet: a human-sized body. */
function sizeOfSheet(profile: CharacterProfile, sheetOf: (profile: CharacterProfile) => GurpsCharacterSheet): BodySize {
  // What the sheet states, so a size worked out from a weight says so rather than "given".
  const stated = profile.sheet ? sheetOf(profile).size : undefined;
  if (stated?.linearScale !== undefined) return { linearScale: stated.linearScale };
  if (stated?.weightLb !== undefined) return { massLb: stated.weightLb };
  if (profile.linearScale !== undefined) return { linearScale: profile.linearScale };
  if (profile.massLb !== undefined) return { massLb: profile.massLb };
  return { linearScale: 1 };
}

/** The sheet's HP at its size, unless the sheet says they already count it. */
function hpAtSize(sheetHp: Figure, linearScale: number, alreadyAtSize: boolean): Figure {
  if (alreadyAtSize) return { value: sheetHp.value, formula: `HP ${sheetHp.value} as the sheet gives them, already counting the size (LS ${formatScale(linearScale)})` };
  if (linearScale === 1) return sheetHp;
  const scaled = hitPointsAtSize({ baseHp: sheetHp.value, linearScale });
  return { value: scaled.hp, formula: `${scaled.explanation} (GULLIVER: HP scale with size)` };
}

export function gulliverBody<Entry>(options: GurpsOptions, gurps: GurpsBodyParts<Entry>) {
  const { sheetOf, lockedFp, mealsMissed } = gurps;
  const sizeOf = (profile: CharacterProfile) => sizeOfSheet(profile, sheetOf);
  const needsOf = (profile: CharacterProfile) => {
    const sheet: GurpsCharacterSheet = sheetOf(profile);
    return needsMultiplier({ size: sizeOf(profile), rule: options.foodRule, diet: sheet.diet, activity: sheet.activity });
  };
  const starvationFactor = (profile: CharacterProfile) =>
    options.starvationRule === 'detailed' ? starvationMultiplier({ size: sizeOf(profile), foodMultiplier: needsOf(profile).multiplier }) : null;

  const fpMax = (profile: CharacterProfile) => {
    const { st, ht } = gurps.attributesOf(profile);
    return Math.round(fatiguePool({ fatigueBase: options.fatigueBase, combatSt: st, ht, extra: sheetOf(profile).secondary.fp ?? 0 }));
  };

  // 002, "All About Blowthrough" and "Exposure Hazards": HP scale with Linear Scale. ST, Basic Lift and
  // Move are the sheet's unless the campaign plays Lantern's own scaling (body-at-size.ts).
  const atSize = (profile: CharacterProfile, name = 'This body') => {
    const figures = gurps.sheetFiguresOf(profile);
    const stated = (profile.sheet ? sheetOf(profile).size : undefined) ?? {};
    const linearScale = resolveLinearScale(sizeOf(profile));
    const hp = hpAtSize(figures.hp, linearScale, stated.hpAtSize === true);
    const hpPool = Math.max(1, shown(hp.value));
    const own = stated.figuresAtSize === true;
    if (own || options.bodyScaling !== 'lantern' || linearScale === 1) {
      const warning = !own && isFarFromHumanSize(linearScale) ? humanFiguresWarning(name, linearScale) : null;
      const pace = own && linearScale !== 1 ? `${name} walks at the sheet's own Move ${figures.basicMove.value}, typed for Linear Scale ${formatScale(linearScale)}.` : null;
      return { hp, hpPool, basicLift: figures.basicLift, basicMove: figures.basicMove, warning, pace };
    }
    const scaled = bodyAtSize({ basicLift: figures.basicLift.value, basicMove: figures.basicMove.value }, linearScale);
    return {
      hp,
      hpPool,
      basicLift: { value: scaled.basicLift, formula: scaled.explanation.basicLift },
      basicMove: { value: scaled.basicMove, formula: scaled.explanation.basicMove },
      warning: null,
      pace: `${name} walks at size: ${scaled.explanation.basicMove}.`,
    };
  };

  return {
    id: 'gulliver' as const,

    atSize,

    fpMax,

    figures(profile: CharacterProfile) {
      const size = sizeScales(sizeOf(profile));
      const needs = needsOf(profile);
      const starving = starvationFactor(profile);
      const aging = agingOnset({ size: sizeOf(profile) });
      const out: DerivedFigure[] = [
        { key: 'linearScale', label: 'Linear Scale', value: f(size.linearScale), formula: size.explanation.linearScale },
        { key: 'mass', label: 'Mass', value: `${f(size.massLb)} lb`, formula: size.explanation.massLb },
        { key: 'sizeModifier', label: 'Size Modifier', value: size.sizeModifier, formula: size.explanation.sizeModifier },
        { key: 'needs', label: 'Food and water', value: `x${f(needs.multiplier)}`, formula: needs.formula },
        {
          key: 'fatigueBase',
          label: 'Fatigue based on',
          value: options.fatigueBase.toUpperCase(),
          formula: `The campaign bases FP on ${options.fatigueBase === 'ht' ? 'HT' : 'Combat ST'} (GULLIVER)`,
        },
        { key: 'aging', label: 'Aging begins', value: `${f(aging.years)} years`, formula: aging.explanation },
      ];
      if (starving) out.push({ key: 'starvation', label: 'Starvation', value: `x${f(starving.multiplier)}`, formula: starving.explanation });
      const torso = blowthrough({ linearScale: size.linearScale, location: 'torso' });
      const byHt = htBlowthrough({ ht: gurps.attributesOf(profile).ht, linearScale: size.linearScale });
      out.push({
        key: 'blowthrough',
        label: 'Blowthrough (torso)',
        value: f(torso.maxHits ?? 0),
        formula: `${torso.explanation}; GULLIVER's first correction would give ${byHt.explanation}, and neither counts Extra HP`,
      });
      return out;
    },

    needs(profile: CharacterProfile) {
      const needs = needsOf(profile);
      return { multiplier: needs.multiplier, reason: needs.formula };
    },

    deprivation(profile: CharacterProfile, input: DeprivationInput) {
      const carry = input.condition as Carry;
      const food = mealsMissed(input.foodShortfall);
      const water = mealsMissed(input.waterShortfall);
      const fed = food === 0 && water === 0;
      if (fed) {
        const starved = (carry.starved ?? false) && input.pools.hp.current < input.pools.hp.max;
        return { losses: [], naturalHealingBlocked: false, condition: { ...carry, lockedFp: 0, starved }, notes: [] };
      }
      const fpLimit = input.pools.fp?.max ?? fpMax(profile);
      const fpNow = (input.pools.fp?.current ?? fpLimit) + (carry.fpCarry ?? 0);
      const hpNow = input.pools.hp.current + (carry.hpCarry ?? 0);
      const day = deprivationDay({
        mealsMissedFood: food,
        mealsMissedWater: water,
        pools: { fp: fpNow, fpMax: fpLimit, hp: hpNow, hpMax: atSize(profile).hp.value },
        fatigueBase: options.fatigueBase,
        combatSt: gurps.attributesOf(profile).st,
        multiplier: starvationFactor(profile)?.multiplier ?? 1,
        climate: options.climate,
      });
      const losses: PoolLoss[] = [];
      const fpLost = (input.pools.fp?.current ?? fpLimit) - shown(day.fpAfter);
      const hpLost = input.pools.hp.current - shown(day.hpAfter);
      /** A pool's loss is put down to whichever of hunger and thirst took most of it. */
      const cause = (pool: 'FP' | 'HP') =>
        [...day.losses.filter((l) => l.pool === pool)].sort((a, b) => b.amount - a.amount)[0]?.cause ?? (water > 0 ? 'thirst' : 'hunger');
      if (fpLost > 0) losses.push({ pool: 'FP', amount: fpLost, cause: cause('FP') });
      if (hpLost > 0) losses.push({ pool: 'HP', amount: hpLost, cause: cause('HP') });
      const notes = [`GULLIVER: ${food} meal${food === 1 ? '' : 's'} and ${water} drink${water === 1 ? '' : 's'} missed, exact FP ${f(fpNow)} -> ${f(day.fpAfter)}, HP ${f(hpNow)} -> ${f(day.hpAfter)}.`, ...day.sentences];
      return {
        losses,
        naturalHealingBlocked: true,
        condition: {
          ...carry,
          fpCarry: day.fpAfter - shown(day.fpAfter),
          hpCarry: day.hpAfter - shown(day.hpAfter),
          lockedFp: lockedFp(input.condition) + fpLost,
          starved: true,
        },
        notes,
      };
    },

    naturalHealing(profile: CharacterProfile, input: HealingInput, rng: Rng, marginBonus = false) {
      if (input.healingBlocked || input.pools.hp.current >= input.pools.hp.max) return { hp: 0, rolls: [] };
      const carry = input.condition as Carry;
      const night = rollNightlyHealing({ hp: atSize(profile).hp.value, ht: gurps.attributesOf(profile).ht, marginBonus }, (target) => gurps.successRoll(target, rng));
      const owed = (carry.healCarry ?? 0) + night.healed;
      const whole = Math.min(Math.floor(owed + EPSILON), input.pools.hp.max - input.pools.hp.current);
      return { hp: whole, rolls: [night.roll.roll], condition: { ...carry, healCarry: Math.max(0, owed - whole) } };
    },

    fatigueRecovery(profile: CharacterProfile, input: FatigueRecoveryInput) {
      const fp = input.pools.fp;
      if (!fp) return 0;
      const carry = input.condition as Carry;
      const starvedCap = carry.starved
        ? Math.floor(starvationFatigueCap({ fpMax: fp.max, hpMax: input.pools.hp.max, hpLostToStarvation: input.pools.hp.max - input.pools.hp.current }) + EPSILON)
        : fp.max;
      const room = Math.min(fp.max - lockedFp(input.condition), starvedCap) - fp.current;
      return Math.max(0, Math.min(room, gurps.fpRegainedBetween(input.from, input.to, (fp.max / 10) * gurps.fpRecoveryFactor(profile))));
    },

    injury: gulliverInjury(gurps),

    sizeModifier: (linearScale: number) => sizeScales({ linearScale }).sizeModifier,
  };
}
