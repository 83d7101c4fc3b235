import type { Rng } from '../../dice/rng';
import type { GurpsDice } from '../../dice/gurps-notation';
import { hitLocation, type DamageType, type HitLocationId } from './hit-locations';
import { labelledSuccessRoll, type LabelledRoll } from './trace';
import { finiteNumber, wholeNumber } from './validate';

/**
 * Everything about what a wound does to a body that an optional rule set may
 * change. `GURPS_INJURY` is GURPS Lite (000_4b7986e803b19dcc.txt, "Damage & Injury"
 * and "General Damage"; crippling from supplement B4). GULLIVER
 * (002_6bcc9877716aeba8.txt) is the second implementation (gulliver/injury-model.ts,
 * built in rules/registry.ts without either folder importing the other); each method
 * says what it covers there.
 *
 * The damage pipeline (resolveDamage) calls the methods in this order:
 * strongBonus -> limitPenetrating -> locationInjury -> shockPoints -> shockPenalty ->
 * woundEffects -> isReeling / mustRollToStayConscious -> deathCheckThresholds / automaticDeathAt.
 */
export interface InjuryModel {
  readonly id: string;
  readonly label: string;
  /**
   * All-Out Attack (Strong) bonus to one damage roll. Must be a pure function of its
   * input: chances map it over every possible roll. GULLIVER: +33% of the roll, rounded up.
   */
  strongBonus(input: StrongBonusInput): ModelFigure;
  /**
   * A ceiling on damage that got through DR. Lite has none. GULLIVER: blowthrough for
   * impaling and piercing at 10 x Linear Scale (x3 vitals and head but not brain,
   * x1/2 limbs, x1/3 hands and feet).
   */
  limitPenetrating(input: PenetrationInput): PenetrationLimit;
  /**
   * What a location does to the injury: crippling caps, severing, fatal wounds. May
   * roll (GULLIVER's amputation HT roll). GULLIVER: amputation at twice the crippling
   * injury on a failed HT, automatic at twice that; the neck cripples like a limb and
   * an amputating blow there decapitates.
   */
  locationInjury(input: LocationInjuryInput, rng: Rng): LocationInjury;
  /** Shock points from one wound. Lite: the HP lost. GULLIVER: doubled for brain hits and for crippling or amputation. */
  shockPoints(input: ShockInput): number;
  /**
   * DX/IQ penalty (0 or negative) on the victim's next turn from the shock points
   * taken since their last one. GULLIVER: -1 per HP/10 points, with its own bands under HP 8.
   */
  shockPenalty(input: ShockPenaltyInput): ModelFigure;
  /**
   * Stun, knockdown, knockout and dropped items from one wound, with whatever HT
   * rolls they take. GULLIVER: stun above HP/2 shock, limb stun (items dropped) above
   * HP/2 or HP/3 for extremities, knockout HT above HP shock and automatic above 2 x HP,
   * knockdown on damage above HP/2 and a failed HT roll.
   */
  woundEffects(input: WoundEffectsInput, rng: Rng): WoundEffects;
  /**
   * HP totals that call for a death check (HT) as HP falls from hpBefore (exclusive)
   * to hpAfter (inclusive), highest first. Lite: each multiple of -HP.
   * GULLIVER: -HP and every further HP/2.
   */
  deathCheckThresholds(input: { readonly hp: number; readonly hpBefore: number; readonly hpAfter: number }): readonly number[];
  /** At or below this HP the victim dies without a roll (-5 x HP in both rule sets). */
  automaticDeathAt(hp: number): number;
  /** Move and Dodge halved (round up). */
  isReeling(input: { readonly hp: number; readonly currentHp: number }): boolean;
  /** A HT roll at each of the victim's turns to stay conscious. */
  mustRollToStayConscious(input: { readonly hp: number; readonly currentHp: number }): boolean;
}

/** A number a rule produced, with how it was reached. */
export interface ModelFigure {
  readonly value: number;
  readonly explanation: string;
}

export interface StrongBonusInput {
  /** The dice of the attack (after weapon adds). */
  readonly dice: GurpsDice;
  /** What they rolled (or their maximum, on an attack roll of 3). */
  readonly rolled: number;
}

export interface PenetrationInput {
  readonly basicDamage: number;
  readonly dr: number;
  readonly penetrating: number;
  readonly damageType: DamageType;
  readonly location: HitLocationId;
  readonly target: TargetBody;
}

export interface PenetrationLimit {
  readonly penetrating: number;
  /** Null when nothing was limited. */
  readonly explanation: string | null;
}

export interface LocationInjuryInput {
  /** Injury after the wounding multiplier, before any location cap. */
  readonly injury: number;
  readonly damageType: DamageType;
  readonly location: HitLocationId;
  readonly target: TargetBody;
}

export interface LocationInjury {
  /** HP the victim actually loses. */
  readonly injury: number;
  readonly excessLost: number;
  /** A crippled neck is a model's way to say the body is paralysed (GULLIVER). */
  readonly crippled: boolean;
  readonly severed: boolean;
  /** Kills outright whatever the HP (a severed neck). */
  readonly fatal: boolean;
  readonly rolls: readonly LabelledRoll[];
  readonly steps: readonly string[];
}

export interface ShockInput {
  readonly injury: number;
  readonly location: HitLocationId;
  readonly damageType: DamageType;
  readonly crippled: boolean;
  readonly severed: boolean;
  readonly target: TargetBody;
}

export interface ShockPenaltyInput {
  readonly points: number;
  readonly hp: number;
}

export interface WoundEffectsInput {
  readonly target: TargetBody;
  readonly location: HitLocationId;
  readonly damageType: DamageType;
  /** HP lost to this blow. */
  readonly injury: number;
  readonly hpBefore: number;
  readonly hpAfter: number;
  /** Shock from this blow alone. */
  readonly shockPoints: number;
  /** Shock since the victim's last turn, this blow included. */
  readonly totalShockPoints: number;
  readonly crippled: boolean;
  readonly severed: boolean;
}

export interface WoundEffects {
  readonly majorWound: boolean;
  readonly stunned: boolean;
  readonly knockedDown: boolean;
  readonly knockedOut: boolean;
  /** Whatever the hit limb or extremity held falls. */
  readonly dropsHeldItems: boolean;
  readonly rolls: readonly LabelledRoll[];
  readonly steps: readonly string[];
}

/** What the encounter keeps between turns about a fighter's wounds. */
export interface InjuryState {
  /** Shock points taken since the fighter's last turn began; the next turn takes them over when it begins. */
  readonly shockPoints: number;
  /** Must Do Nothing, -4 to defenses, HT at the end of each turn to recover. */
  readonly stunned: boolean;
  readonly unconscious: boolean;
  readonly dead: boolean;
  readonly crippled: readonly HitLocationId[];
  readonly severed: readonly HitLocationId[];
}

export const UNHURT: InjuryState = { shockPoints: 0, stunned: false, unconscious: false, dead: false, crippled: [], severed: [] };

export interface TargetBody {
  /** Full Hit Points. */
  readonly hp: number;
  readonly currentHp: number;
  readonly ht: number;
  /** DR everywhere unless `drByLocation` says otherwise; location DR (the skull's 2) is added on top. */
  readonly dr?: number;
  readonly drByLocation?: Partial<Record<HitLocationId, number>>;
  /** GULLIVER's Linear Scale (1 at human size); the Lite model ignores it. */
  readonly linearScale?: number;
  /** Added to HT rolls against shock effects: GULLIVER counts Strong or Weak Will here; the Lite model has no such bonus. */
  readonly shockResistance?: number;
  /** Traits' bonuses to HT rolls by what the roll is for (rules/gurps/traits.ts), with their names. */
  readonly htRolls?: Partial<Record<HtRollPurpose, HtRollBonus>>;
  readonly state?: InjuryState;
}

/**
 * What an HT roll is for: knockdown and stun, a death check, staying conscious, anything
 * else. `knockout` is the major wound's one roll judged for its knockout line (B420),
 * where Hard to Subdue counts as well (B59: it helps against unconsciousness, not stun).
 */
export type HtRollPurpose = 'knockdown' | 'knockout' | 'death' | 'consciousness' | 'other';

export interface HtRollBonus {
  readonly value: number;
  /** "+1 Fit, +3 High Pain Threshold"; empty when nothing. */
  readonly text: string;
}

/** The HT a roll is made against once the body's traits count: "HT 12 (+3 High Pain Threshold)". */
export function htFor(target: Pick<TargetBody, 'ht' | 'htRolls'>, purpose: HtRollPurpose): { readonly value: number; readonly text: string } {
  const bonus = target.htRolls?.[purpose];
  if (!bonus || bonus.value === 0 && bonus.text === '') return { value: target.ht, text: `HT ${target.ht}` };
  const value = target.ht + bonus.value;
  return { value, text: `HT ${target.ht} (${bonus.text}) = ${value}` };
}

export function checkBody(field: string, body: TargetBody): TargetBody {
  // GULLIVER's HP follow size and keep their fraction (a three-inch body has HP 0.54).
  finiteNumber(`${field}.hp`, body.hp);
  if (body.hp <= 0) throw new RangeError(`${field}.hp must be more than 0, got ${body.hp}`);
  wholeNumber(`${field}.currentHp`, body.currentHp);
  wholeNumber(`${field}.ht`, body.ht, 0);
  wholeNumber(`${field}.dr`, body.dr ?? 0, 0);
  for (const [location, dr] of Object.entries(body.drByLocation ?? {})) {
    hitLocation(location as HitLocationId);
    wholeNumber(`${field}.drByLocation.${location}`, dr, 0);
  }
  if (body.linearScale !== undefined) {
    finiteNumber(`${field}.linearScale`, body.linearScale);
    if (body.linearScale <= 0) throw new RangeError(`${field}.linearScale must be more than 0, got ${body.linearScale}`);
  }
  wholeNumber(`${field}.shockResistance`, body.shockResistance ?? 0);
  if (body.state) wholeNumber(`${field}.state.shockPoints`, body.state.shockPoints, 0);
  return body;
}

/** The smallest whole injury that is over hp / divisor: what crippling a location takes. */
export const overFraction = (hp: number, divisor: number): number => Math.floor(hp / divisor) + 1;

export const MAX_LITE_SHOCK = 4;

export const GURPS_INJURY: InjuryModel = {
  id: 'gurps-lite',
  label: 'GURPS Lite',

  strongBonus({ dice }) {
    const value = Math.max(2, dice.dice);
    const explanation = dice.dice > 2 ? `+${value} (+1 per die on ${dice.dice} dice beats +2)` : '+2 (better than +1 per die)';
    return { value, explanation: `All-Out Attack (Strong): ${explanation}` };
  },

  limitPenetrating({ penetrating }) {
    return { penetrating, explanation: null };
  },

  locationInjury({ injury, location, target }) {
    const { group, label } = hitLocation(location);
    const divisor = group === 'limb' ? 2 : group === 'extremity' ? 3 : 0;
    if (divisor === 0 || injury * divisor <= target.hp) {
      return { injury, excessLost: 0, crippled: false, severed: false, fatal: false, rolls: [], steps: [] };
    }
    const cap = overFraction(target.hp, divisor);
    const excessLost = injury - cap;
    const lost = excessLost > 0 ? `; the ${excessLost} beyond the ${cap} it takes to cripple it is lost` : '';
    return {
      injury: cap,
      excessLost,
      crippled: true,
      severed: false,
      fatal: false,
      rolls: [],
      steps: [`${injury} injury is over HP ${target.hp}/${divisor}: the ${label.toLowerCase()} is crippled${lost}.`],
    };
  },

  shockPoints({ injury }) {
    return Math.max(0, injury);
  },

  shockPenalty({ points, hp }) {
    if (points <= 0) return { value: 0, explanation: 'no shock' };
    const raw = hp >= 20 ? Math.floor((points * 10) / hp) : points;
    const value = raw === 0 ? 0 : -Math.min(MAX_LITE_SHOCK, raw);
    const rate = hp >= 20 ? `-1 per full ${hp / 10} HP lost (HP ${hp} is 20 or more)` : '-1 per HP lost';
    const capped = raw > MAX_LITE_SHOCK ? ', capped at -4' : '';
    return { value, explanation: `shock from ${points} HP: ${rate}${capped} = ${value} to DX and IQ next turn` };
  },

  woundEffects({ target, injury }, rng) {
    const before = target.state ?? UNHURT;
    const majorWound = injury * 2 > target.hp;
    const none = { majorWound, stunned: before.stunned, knockedDown: false, knockedOut: false, dropsHeldItems: false, rolls: [], steps: [] };
    if (!majorWound) return none;
    if (before.unconscious || before.dead) return { ...none, steps: [`Major wound (over HP ${target.hp}/2), but the victim is already down.`] };
    const ht = htFor(target, 'knockdown');
    const { entry, result } = labelledSuccessRoll('HT roll for a major wound', ht.value, rng);
    const out = htFor(target, 'knockout');
    const missedByFive = !result.success && result.margin <= -5;
    const knockedOut = missedByFive && result.roll.total - out.value >= 5;
    const stunned = before.stunned || !result.success;
    const verdict = result.success
      ? 'made: no further effect'
      : knockedOut
        ? `missed by ${-result.margin}: knocked out`
        : missedByFive
          ? `missed by ${-result.margin}: stunned and knocked down, but ${out.text} keeps them conscious`
          : `missed by ${-result.margin}: stunned and knocked down`;
    return {
      majorWound,
      stunned,
      knockedDown: !result.success,
      knockedOut,
      dropsHeldItems: false,
      rolls: [entry],
      steps: [`${injury} injury is over HP ${target.hp}/2, a major wound: ${ht.text} rolled ${result.roll.total}, ${verdict}.`],
    };
  },

  deathCheckThresholds({ hp, hpBefore, hpAfter }) {
    const thresholds: number[] = [];
    for (let k = 1; k < 5; k++) {
      const t = -k * hp;
      if (hpAfter <= t && t < hpBefore) thresholds.push(t);
    }
    return thresholds;
  },

  automaticDeathAt(hp) {
    return -5 * hp;
  },

  isReeling({ hp, currentHp }) {
    return currentHp * 3 < hp;
  },

  mustRollToStayConscious({ currentHp }) {
    return currentHp <= 0;
  },
};

export interface ConsciousnessCheck {
  readonly required: boolean;
  readonly roll: LabelledRoll | null;
  readonly conscious: boolean;
}

/** Start of a turn at 0 HP or less: HT to stay conscious. No roll when none is needed. */
export function rollToStayConscious(body: TargetBody, rng: Rng, model: InjuryModel): ConsciousnessCheck {
  checkBody('body', body);
  if (!model.mustRollToStayConscious({ hp: body.hp, currentHp: body.currentHp })) return { required: false, roll: null, conscious: true };
  const { entry, result } = labelledSuccessRoll('HT roll to stay conscious', htFor(body, 'consciousness').value, rng);
  return { required: true, roll: entry, conscious: result.success };
}
