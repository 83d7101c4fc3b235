import type { Rng } from '../dice/rng';
import { durationText } from './format';
import { rollTarget, type RollTarget } from './modifiers';
import { successChances, successRoll, type SuccessChances, type SuccessRoll } from './success';
import { requireInteger, requireWhole } from './validate';
import { RuleInputError } from '../rule-input-error';
import { SECONDS_PER_HOUR } from '../../../src-shared/units';

// 000_4b7986e803b19dcc.txt, "Recovery": "Recovering from Unconsciousness" and "Natural Recovery".

export interface NaturalRecoveryInput {
  readonly ht: number;
  readonly hp: number;
  readonly hpMax: number;
  /** The GM's adjustment for poor or very good conditions. */
  readonly modifier?: number;
  /**
   * The optional rule GULLIVER offers for GURPS healing (002_6bcc9877716aeba8.txt,
   * "Recovering from Damage"): success by 10 heals twice as much, by 20 three times...
   */
  readonly marginBonus?: boolean;
}

export interface NaturalRecoveryDay {
  readonly target: RollTarget;
  readonly chances: SuccessChances;
  readonly roll: SuccessRoll;
  readonly healed: number;
  readonly hp: number;
  readonly outcome: string;
}

function recoveryTarget(ht: number, modifier: number): RollTarget {
  requireWhole('ht', ht, 1);
  return rollTarget({ label: 'HT', value: ht }, [{ label: 'GM modifier', value: modifier }]);
}

/** The end of one day of rest and decent food. No roll is made at full HP. */
export function naturalRecoveryDay(input: NaturalRecoveryInput, rng: Rng): NaturalRecoveryDay {
  const { hp, hpMax, modifier = 0, marginBonus = false } = input;
  requireWhole('hpMax', hpMax, 1);
  requireInteger('hp', hp);
  if (hp >= hpMax) throw new RuleInputError('hp', `must be below hpMax ${hpMax} for there to be anything to heal, got ${hp}`);
  const target = recoveryTarget(input.ht, modifier);
  const roll = successRoll(target.effective, rng);
  const times = marginBonus && roll.success ? 1 + Math.floor(Math.max(0, roll.margin) / 10) : 1;
  const healed = roll.success ? Math.min(times, hpMax - hp) : 0;
  return {
    target,
    chances: successChances(target.effective),
    roll,
    healed,
    hp: hp + healed,
    outcome: `HT roll against ${target.formula}: rolled ${roll.roll.total}, ${roll.success ? `${healed} HP back${times > 1 ? ` (made by ${roll.margin})` : ''} (HP ${hp + healed})` : 'no HP back today'}.`,
  };
}

export type UnconsciousBand = 'wakes' | 'hourly' | 'grave' | 'comatose' | 'dead';

export const WAKE_SECONDS = 15 * 60;
export const GRAVE_SECONDS = 12 * SECONDS_PER_HOUR;
/** At -5 x HP a character is dead outright. */
export const DEATH_HP_MULTIPLE = 5;

export interface UnconsciousInput {
  readonly hp: number;
  readonly hpMax: number;
  /** Set once the single 12-hour roll of a character at -HP or below has failed. */
  readonly failedWakeRoll?: boolean;
}

export interface UnconsciousSchedule {
  readonly band: UnconsciousBand;
  /** Null when nothing is rolled: waking by itself, or dead. */
  readonly roll: 'HT' | null;
  /** Seconds until the character wakes (band 'wakes') or until the next roll; null when dead. */
  readonly nextInSeconds: number | null;
  readonly onSuccess: string | null;
  readonly onFailure: string | null;
  readonly summary: string;
}

export function unconsciousSchedule(input: UnconsciousInput): UnconsciousSchedule {
  const { hp, hpMax, failedWakeRoll = false } = input;
  requireWhole('hpMax', hpMax, 1);
  requireInteger('hp', hp);
  if (hp <= -DEATH_HP_MULTIPLE * hpMax) {
    return { band: 'dead', roll: null, nextInSeconds: null, onSuccess: null, onFailure: null, summary: `At ${hp} HP (-5 x HP or worse) the character is dead.` };
  }
  if (hp >= 1) {
    return {
      band: 'wakes',
      roll: null,
      nextInSeconds: WAKE_SECONDS,
      onSuccess: null,
      onFailure: null,
      summary: `With ${hp} HP left, wakes by itself after ${durationText(WAKE_SECONDS)}.`,
    };
  }
  if (hp > -hpMax) {
    return {
      band: 'hourly',
      roll: 'HT',
      nextInSeconds: SECONDS_PER_HOUR,
      onSuccess: 'wakes and can act, at half Move and Dodge while under a third of HP',
      onFailure: 'stays out; roll again in an hour',
      summary: `At ${hp} HP (0 or less, above -${hpMax}): an HT roll each hour to wake.`,
    };
  }
  if (!failedWakeRoll) {
    return {
      band: 'grave',
      roll: 'HT',
      nextInSeconds: GRAVE_SECONDS,
      onSuccess: 'wakes and can act, at half Move and Dodge while under a third of HP',
      onFailure: 'will not wake without medical care, and must roll HT every 12 hours to stay alive',
      summary: `At ${hp} HP (-${hpMax} or worse): a single HT roll to wake after 12 hours.`,
    };
  }
  return {
    band: 'comatose',
    roll: 'HT',
    nextInSeconds: GRAVE_SECONDS,
    onSuccess: 'still alive; roll again in 12 hours unless medical care arrives',
    onFailure: 'dies',
    summary: `At ${hp} HP and past the failed wake roll: only medical care wakes them; an HT roll every 12 hours against death.`,
  };
}

export interface UnconsciousRoll {
  readonly schedule: UnconsciousSchedule;
  /** Null when no roll was due. */
  readonly roll: SuccessRoll | null;
  readonly awake: boolean;
  readonly dead: boolean;
  /** Pass back as `failedWakeRoll` next time. */
  readonly failedWakeRoll: boolean;
  readonly outcome: string;
}

/** Makes the roll `unconsciousSchedule` says is due next (HT with an optional modifier). */
export function rollUnconsciousRecovery(input: UnconsciousInput & { readonly ht: number; readonly modifier?: number }, rng: Rng): UnconsciousRoll {
  const schedule = unconsciousSchedule(input);
  const failedWakeRoll = input.failedWakeRoll ?? false;
  if (schedule.roll === null) {
    const dead = schedule.band === 'dead';
    return { schedule, roll: null, awake: !dead, dead, failedWakeRoll, outcome: schedule.summary };
  }
  const target = recoveryTarget(input.ht, input.modifier ?? 0);
  const roll = successRoll(target.effective, rng);
  const said = `HT roll against ${target.formula}: rolled ${roll.roll.total}, `;
  if (schedule.band === 'comatose') {
    return { schedule, roll, awake: false, dead: !roll.success, failedWakeRoll: true, outcome: said + (roll.success ? schedule.onSuccess : schedule.onFailure) + '.' };
  }
  return {
    schedule,
    roll,
    awake: roll.success,
    dead: false,
    failedWakeRoll: schedule.band === 'grave' ? !roll.success : failedWakeRoll,
    outcome: said + (roll.success ? schedule.onSuccess : schedule.onFailure) + '.',
  };
}
