import type { Rng } from '../dice';
import { crippleCount, crippleThreshold, eyeStruck, type Wounds } from './crippling';
import { BRAIN_MULTIPLIER, HIT_LOCATIONS, locationKind, parentLimb, type HitLocation } from './locations';
import { attributeRoll, type CheckRoll, type LabelledRoll } from './rolls';
import { requireWhole, requireWholeAtLeast } from './validate';
import type { DamageType } from './weapons';

export type Crippling = 'temporary' | 'permanent';
export type StunLocation = 'torso' | 'head';

/**
 * One character's wounds. Each location keeps the hit points it has lost, after
 * its own multiplier (x4 for head and neck, the eye's excess x4), because that is
 * what heals location by location. Non-lethal stun damage is kept apart.
 */
export interface InjuryState extends Wounds {
  readonly stun: Readonly<Partial<Record<StunLocation, number>>>;
  readonly crippled: Readonly<Partial<Record<HitLocation, Crippling>>>;
}

export function newInjuryState(baseHp: number): InjuryState {
  requireWholeAtLeast(baseHp, 'baseHp', 1);
  return { baseHp, wounds: {}, stun: {}, crippled: {} };
}

export interface InjuryStatus {
  readonly lethal: number;
  readonly stun: number;
  readonly total: number;
  readonly unconscious: boolean;
  readonly dead: boolean;
  readonly formula: string;
}

function lethalTotal(state: InjuryState): number {
  let total = 0;
  for (const location of HIT_LOCATIONS) {
    const kind = locationKind(location);
    // Hands and feet count through their arm or leg.
    if (kind === 'hand' || kind === 'foot') continue;
    const own = state.wounds[location] ?? 0;
    if (kind === 'arm' || kind === 'leg') total += Math.min(crippleCount(state, location), crippleThreshold(location, state.baseHp)!);
    else total += own;
  }
  return total;
}

// 001_d6872b0a781baa08.txt, "Damage": the sum over locations decides unconsciousness; only lethal damage kills.
export function injuryStatus(state: InjuryState): InjuryStatus {
  const lethal = lethalTotal(state);
  const stun = (state.stun.torso ?? 0) + (state.stun.head ?? 0);
  const total = lethal + stun;
  const unconscious = total >= state.baseHp;
  const dead = lethal >= 2 * state.baseHp;
  const formula =
    `damage ${total} (${lethal} lethal + ${stun} stun) against HP ${state.baseHp}: ` +
    (dead ? `dead (lethal >= 2 x ${state.baseHp})` : unconscious ? `unconscious (total >= ${state.baseHp})` : 'conscious');
  return { lethal, stun, total, unconscious, dead, formula };
}

export interface Blow {
  readonly location: HitLocation;
  /** What got through DR, type and DM (see woundDamage), before the location's multiplier. */
  readonly damage: number;
  readonly type: DamageType;
  /** Crushing blows to the torso or head may be struck to stun rather than kill. */
  readonly nonLethal?: boolean;
}

export interface Vitals {
  readonly ht: number;
  readonly wp: number;
}

export interface CripplingEvent {
  readonly location: HitLocation;
  readonly outcome: Crippling;
  readonly reason: string;
  /** HT+2 roll when one blow did the whole threshold. */
  readonly htRoll: CheckRoll | null;
  /** WP roll to stay conscious after a permanent injury. */
  readonly wpRoll: CheckRoll | null;
}

export interface BlowResult {
  readonly state: InjuryState;
  /** Hit points the blow took from the location, after its multiplier. */
  readonly injury: number;
  /**
   * What the blow added to the injury total, which is what comes off HP: seed 001,
   * "Hit Location", damage to a limb beyond what cripples it does not count.
   */
  readonly counted: number;
  readonly steps: readonly string[];
  readonly stunned: boolean;
  readonly stunReasons: readonly string[];
  readonly crippling: readonly CripplingEvent[];
  /** WP roll against a knockout after a crushing stun to the head or groin. */
  readonly knockoutRoll: CheckRoll | null;
  readonly unconscious: boolean;
  readonly unconsciousReason: string | null;
  readonly dead: boolean;
  readonly status: InjuryStatus;
  readonly rolls: readonly LabelledRoll[];
}

function locationInjury(state: InjuryState, blow: Blow): { injury: number; step: string } {
  const kind = locationKind(blow.location);
  if (kind === 'head' || kind === 'neck') {
    return { injury: BRAIN_MULTIPLIER * blow.damage, step: `${kind}: ${blow.damage} x ${BRAIN_MULTIPLIER} = ${BRAIN_MULTIPLIER * blow.damage}` };
  }
  if (kind === 'eye') {
    const threshold = crippleThreshold(blow.location, state.baseHp)!;
    const room = Math.max(0, threshold - eyeStruck(state.wounds[blow.location] ?? 0, threshold));
    const plain = Math.min(blow.damage, room);
    const excess = blow.damage - plain;
    const injury = plain + BRAIN_MULTIPLIER * excess;
    return { injury, step: excess > 0 ? `eye: ${plain} + ${excess} past the eye x ${BRAIN_MULTIPLIER} (brain) = ${injury}` : `eye: ${injury}` };
  }
  return { injury: blow.damage, step: `${blow.location}: ${blow.damage}` };
}

const add = <K extends string>(map: Readonly<Partial<Record<K, number>>>, key: K, amount: number): Partial<Record<K, number>> => ({
  ...map,
  [key]: (map[key] ?? 0) + amount,
});

/**
 * Applies one blow and makes the rolls it calls for, in this order: HT+2 for a
 * limb crippled by a single blow, WP for a permanent injury, WP against a
 * knockout. No roll to stay awake is made once the damage total has already
 * knocked the character out.
 */
export function applyBlow(state: InjuryState, blow: Blow, vitals: Vitals, rng: Rng): BlowResult {
  requireWholeAtLeast(blow.damage, 'damage', 0);
  requireWhole(vitals.ht, 'ht');
  requireWhole(vitals.wp, 'wp');
  const kind = locationKind(blow.location);
  if (blow.nonLethal && !(blow.type === 'crushing' && (kind === 'torso' || kind === 'head'))) {
    throw new RangeError(`nonLethal applies only to crushing damage to the torso or head, got ${blow.type} to ${blow.location}`);
  }
  const { injury, step } = locationInjury(state, blow);
  const steps = [step];
  const after: InjuryState = blow.nonLethal
    ? { ...state, stun: add(state.stun, kind as StunLocation, injury) }
    : { ...state, wounds: add(state.wounds, blow.location, injury) };
  const crippled: Partial<Record<HitLocation, Crippling>> = { ...state.crippled };
  const rolls: LabelledRoll[] = [];
  const stunReasons: string[] = [];
  const hp = state.baseHp;

  if (injury * 2 >= hp) stunReasons.push(`one blow of ${injury}, at least half of base HP ${hp}`);
  if (blow.type === 'crushing' && (kind === 'head' || kind === 'torso' || kind === 'groin') && injury * 3 >= hp && injury * 2 < hp) {
    stunReasons.push(`crushing blow of ${injury} to the ${kind}, at least a third of base HP ${hp}`);
  }

  const status = injuryStatus(after);
  const events: CripplingEvent[] = [];
  let unconsciousReason: string | null = status.dead ? 'dead' : status.unconscious ? status.formula : null;

  const candidates = [blow.location, parentLimb(blow.location)].filter((l): l is HitLocation => l !== null && crippleThreshold(l, hp) !== null);
  for (const location of candidates) {
    const threshold = crippleThreshold(location, hp)!;
    const before = crippleCount(state, location);
    const now = crippleCount(after, location);
    const previous = state.crippled[location];
    let outcome: Crippling | null = null;
    let reason = '';
    let htRoll: CheckRoll | null = null;
    if (previous === undefined && now >= threshold) {
      if (now >= 2 * threshold) {
        outcome = 'permanent';
        reason = `${now} damage, at least double the ${threshold} that cripples`;
      } else if (now - before >= threshold) {
        htRoll = attributeRoll({ attribute: 'HT', value: vitals.ht, modifier: 2 }, rng);
        rolls.push({ label: `HT+2 roll: is the crippled ${location} temporary?`, roll: htRoll.roll });
        outcome = htRoll.success ? 'temporary' : 'permanent';
        reason = `one blow did the whole ${threshold}; HT+2 roll ${htRoll.roll.total} vs ${htRoll.target}: ${htRoll.success ? 'made' : 'failed'}`;
      } else {
        outcome = 'temporary';
        reason = `${now} damage reaches ${threshold}`;
      }
    } else if (previous === 'temporary' && now >= 2 * threshold) {
      outcome = 'permanent';
      reason = `${now} damage, now double the ${threshold} that cripples`;
    }
    if (outcome === null) continue;
    crippled[location] = outcome;
    stunReasons.push(`${location} crippled`);
    let wpRoll: CheckRoll | null = null;
    if (outcome === 'permanent' && unconsciousReason === null) {
      wpRoll = attributeRoll({ attribute: 'WP', value: vitals.wp }, rng);
      rolls.push({ label: `WP roll to stay conscious: ${location} crippled for good`, roll: wpRoll.roll });
      if (!wpRoll.success) unconsciousReason = `failed the WP roll after the ${location} was crippled for good`;
    }
    events.push({ location, outcome, reason, htRoll, wpRoll });
  }

  const stunned = stunReasons.length > 0;
  let knockoutRoll: CheckRoll | null = null;
  if (stunned && blow.type === 'crushing' && (kind === 'head' || kind === 'groin') && unconsciousReason === null) {
    knockoutRoll = attributeRoll({ attribute: 'WP', value: vitals.wp }, rng);
    rolls.push({ label: `WP roll against a knockout: stunning blow to the ${kind}`, roll: knockoutRoll.roll });
    if (!knockoutRoll.success) unconsciousReason = `knocked out: failed the WP roll after a stunning blow to the ${kind}`;
  }

  const final: InjuryState = { ...after, crippled };
  const totalAfter = injuryStatus(final);
  return {
    state: final,
    injury,
    counted: totalAfter.total - injuryStatus(state).total,
    steps,
    stunned,
    stunReasons,
    crippling: events,
    knockoutRoll,
    unconscious: unconsciousReason !== null,
    unconsciousReason,
    dead: status.dead,
    status: totalAfter,
    rolls,
  };
}

/** Stun damage goes after each fight, or when the character comes round. */
export const clearStunDamage = (state: InjuryState): InjuryState => ({ ...state, stun: {} });
