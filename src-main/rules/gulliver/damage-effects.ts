import { requireFinite, requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { formatFigure as f } from './format-figure';
import type { RollAgainst, SuccessRoll } from './success-roll';
import { RuleInputError } from '../rule-input-error';

// 002_6bcc9877716aeba8.txt, "Damage and Shock Meta-system": every effect is set by
// damage or shock relative to HP, and resisted with HT.

/** 'roll': the effect happens on a failed HT roll; 'automatic': it happens regardless. */
export type Check = 'none' | 'roll' | 'automatic';

export interface CheckOutcome {
  readonly check: Check;
  readonly happens: boolean;
  readonly roll?: SuccessRoll;
}

/** Rolls HT only when the check calls for it; the effect happens on a failed roll. */
export function resolveCheck(check: Check, effectiveHt: number, rollHt: RollAgainst): CheckOutcome {
  if (check === 'none') return { check, happens: false };
  if (check === 'automatic') return { check, happens: true };
  const roll = rollHt(effectiveHt);
  return { check, happens: !roll.success, roll };
}

const gradedCheck = (value: number, rollOver: number, automaticOver: number): Check =>
  value > automaticOver ? 'automatic' : value > rollOver ? 'roll' : 'none';

export interface InjuryThresholds {
  /** Move and Dodge halve when HP left fall below this. */
  readonly slowedBelow: number;
  readonly knockdownOver: number;
  /** Knockout rolls every turn at this HP or less. */
  readonly knockoutAtOrBelow: number;
  readonly firstDeathCheck: number;
  readonly deathCheckEvery: number;
  readonly automaticDeath: number;
  readonly explanation: readonly string[];
}

export function injuryThresholds(hp: number): InjuryThresholds {
  requirePositive('hp', hp);
  const t = {
    slowedBelow: hp / 3,
    knockdownOver: hp / 2,
    knockoutAtOrBelow: 0,
    firstDeathCheck: -hp,
    deathCheckEvery: hp / 2,
    automaticDeath: -5 * hp,
  };
  return {
    ...t,
    explanation: [
      `Slowed (half Move and Dodge) below HP x 1/3 = ${f(t.slowedBelow)}`,
      `Knockdown roll on one blow over HP x 1/2 = ${f(t.knockdownOver)}`,
      'Knockout roll each turn at 0 HP or less',
      `Death rolls at -HP = ${f(t.firstDeathCheck)} and every HP x 1/2 = ${f(t.deathCheckEvery)} further`,
      `Automatic death at -5 x HP = ${f(t.automaticDeath)}`,
    ],
  };
}

export function isSlowedByInjury(input: { readonly hpLeft: number; readonly hp: number }): boolean {
  requireFinite('hpLeft', input.hpLeft);
  return input.hpLeft < injuryThresholds(input.hp).slowedBelow;
}

export function knockdownCheck(input: { readonly damage: number; readonly hp: number }): Check {
  requireNonNegative('damage', input.damage);
  return input.damage > injuryThresholds(input.hp).knockdownOver ? 'roll' : 'none';
}

export function knockoutFromInjury(hpLeft: number): Check {
  requireFinite('hpLeft', hpLeft);
  return hpLeft <= 0 ? 'roll' : 'none';
}

export interface DeathChecks {
  /** HT rolls owed for thresholds passed on the way from hpBefore down to hpAfter. */
  readonly rolls: number;
  readonly thresholds: readonly number[];
  readonly automaticDeath: boolean;
}

/** Thresholds are -HP, then every HP/2 further, up to (not including) -5 x HP, where death is automatic. */
export function deathChecks(input: { readonly hp: number; readonly hpBefore: number; readonly hpAfter: number }): DeathChecks {
  const { hp, hpBefore, hpAfter } = input;
  requirePositive('hp', hp);
  requireFinite('hpBefore', hpBefore);
  requireFinite('hpAfter', hpAfter);
  const thresholds: number[] = [];
  for (let k = 0; k < 8; k++) {
    const t = -hp - (k * hp) / 2;
    if (hpAfter <= t && t < hpBefore) thresholds.push(t);
  }
  return { rolls: thresholds.length, thresholds, automaticDeath: hpAfter <= -5 * hp };
}

export type WoundedLimb = 'arm' | 'leg' | 'hand' | 'foot' | 'neck';
const WOUNDED_LIMBS: readonly WoundedLimb[] = ['arm', 'leg', 'hand', 'foot', 'neck'];

/** Arms, legs and the neck cripple over HP/2; hands and feet over HP/3. */
export function cripplingThreshold(location: WoundedLimb, hp: number): number {
  requireOneOf('location', location, WOUNDED_LIMBS);
  requirePositive('hp', hp);
  return location === 'hand' || location === 'foot' ? hp / 3 : hp / 2;
}

export interface LimbWound {
  readonly crippled: boolean;
  /** Amputation (decapitation or a broken neck for the neck): on a failed HT roll, or automatic. */
  readonly amputation: Check;
  /** Injury the body actually takes; a crippling blow's excess is lost. */
  readonly damageTaken: number;
  /** Crippling or amputation doubles the wound's shock. */
  readonly shockMultiplier: number;
  readonly explanation: string;
}

/**
 * A crippled limb takes at most the least whole point over its threshold (GURPS
 * counts injury in whole points); a fractional blow below that is taken whole.
 * Limbs are severed only by cutting blows; the seed lets any blow that reaches the
 * amputation level take the neck (a crushing one breaks it).
 */
export function limbWound(input: {
  readonly location: WoundedLimb;
  readonly damage: number;
  readonly hp: number;
  readonly cutting: boolean;
}): LimbWound {
  const { location, damage, hp, cutting } = input;
  requireNonNegative('damage', damage);
  const threshold = cripplingThreshold(location, hp);
  if (damage <= threshold) {
    return {
      crippled: false,
      amputation: 'none',
      damageTaken: damage,
      shockMultiplier: 1,
      explanation: `${f(damage)} is not over the ${location}'s crippling level of ${f(threshold)}`,
    };
  }
  const cap = Math.floor(threshold) + 1;
  const damageTaken = Math.min(damage, cap);
  const canSever = cutting || location === 'neck';
  const amputation = canSever ? gradedCheck(damage, 2 * threshold, 4 * threshold) : 'none';
  const severText =
    amputation === 'automatic'
      ? `; over ${f(4 * threshold)} severs it outright`
      : amputation === 'roll'
        ? `; over ${f(2 * threshold)}: HT roll or it is severed`
        : '';
  return {
    crippled: true,
    amputation,
    damageTaken,
    shockMultiplier: 2,
    explanation: `${f(damage)} is over the ${location}'s crippling level of ${f(threshold)}: crippled, takes ${f(damageTaken)}, shock doubled${severText}`,
  };
}

export interface ShockPoints {
  readonly shock: number;
  readonly explanation: string;
}

/**
 * Base shock is the final damage. Brain hits and crippling or amputating wounds
 * double it; `multiplier` carries any other factor the GM sets (the seed's own
 * lists of body-target and weapon modifiers are missing from our copy).
 */
export function shockPoints(input: {
  readonly damage: number;
  readonly brain?: boolean;
  readonly crippling?: boolean;
  readonly multiplier?: number;
}): ShockPoints {
  const { damage, brain = false, crippling = false, multiplier = 1 } = input;
  requireNonNegative('damage', damage);
  requireNonNegative('multiplier', multiplier);
  const factors: string[] = [];
  let shock = damage * multiplier;
  if (multiplier !== 1) factors.push(`x ${f(multiplier)}`);
  if (brain) {
    shock *= 2;
    factors.push('x 2 brain');
  }
  if (crippling) {
    shock *= 2;
    factors.push('x 2 crippling');
  }
  return { shock, explanation: `Shock = ${f(damage)} damage${factors.length ? ' ' + factors.join(' ') : ''} = ${f(shock)}` };
}

/**
 * Shock points that make -1 DX/IQ: round(HP/10) from HP 8 up (8-14 -> 1, 15-24 -> 2,
 * 25-34 -> 3, ...); below that the seed's fixed bands (HP 4-7: 1/2, HP 3: 1/3,
 * HP 2: 1/5, HP 1: 1/10). A fractional HP takes the band of its whole part, and
 * under 1 HP we carry the HP/10 proportion on.
 */
export function shockPointsPerPenalty(hp: number): number {
  requirePositive('hp', hp);
  if (hp >= 8) return Math.floor(hp / 10 + 0.5);
  if (hp >= 4) return 1 / 2;
  if (hp >= 3) return 1 / 3;
  if (hp >= 2) return 1 / 5;
  if (hp >= 1) return 1 / 10;
  return hp / 10;
}

/** DX and IQ penalty for one turn from shock. */
export function shockPenalty(input: { readonly shock: number; readonly hp: number }): { readonly penalty: number; readonly explanation: string } {
  const { shock, hp } = input;
  requireNonNegative('shock', shock);
  const per = shockPointsPerPenalty(hp);
  // The epsilon keeps 1 / (1/3) from landing a hair under 3.
  const penalty = -Math.floor(shock / per + 1e-9) + 0;
  const rate = per >= 1 ? `-1 per ${f(per)} shock` : `-${f(1 / per)} per point of shock`;
  return { penalty, explanation: `HP ${f(hp)}: ${rate}; ${f(shock)} shock -> ${penalty} DX and IQ` };
}

export type StunRule = 'standard' | 'graded';

/** Standard: stunned over HP/2. Graded option: HT roll over HP/3, automatic over 2/3 HP. */
export function stunCheck(input: { readonly shock: number; readonly hp: number; readonly rule?: StunRule }): Check {
  const { shock, hp, rule = 'standard' } = input;
  requireNonNegative('shock', shock);
  requirePositive('hp', hp);
  requireOneOf('rule', rule, ['standard', 'graded']);
  return rule === 'standard' ? (shock > hp / 2 ? 'automatic' : 'none') : gradedCheck(shock, hp / 3, (2 * hp) / 3);
}

/**
 * A stunned limb drops what it holds. Shock that only just stuns it (the least
 * whole point over the threshold) allows an HT roll to keep hold: 'roll'.
 */
export function limbStunCheck(input: { readonly shock: number; readonly hp: number; readonly location: 'arm' | 'leg' | 'hand' | 'foot' }): Check {
  const { shock, hp, location } = input;
  requireNonNegative('shock', shock);
  requireOneOf('location', location, ['arm', 'leg', 'hand', 'foot']);
  const threshold = cripplingThreshold(location, hp);
  if (shock <= threshold) return 'none';
  return shock <= Math.floor(threshold) + 1 ? 'roll' : 'automatic';
}

/** HT roll over HP of shock, automatic over 2 x HP. */
export function knockoutFromShock(input: { readonly shock: number; readonly hp: number }): Check {
  requireNonNegative('shock', input.shock);
  requirePositive('hp', input.hp);
  return gradedCheck(input.shock, input.hp, 2 * input.hp);
}

/**
 * Advanced recovery: the HT roll's margin of success comes off the penalty (so at
 * -3, success by 3 or more clears it); a failed roll leaves it for the turn.
 */
export function rollShockRecovery(
  input: { readonly penalty: number; readonly ht: number },
  rollHt: RollAgainst,
): { readonly penaltyAfter: number; readonly roll: SuccessRoll; readonly explanation: string } {
  const { penalty, ht } = input;
  requireFinite('penalty', penalty);
  if (penalty > 0) throw new RuleInputError('penalty', `must be 0 or less, got ${penalty}`);
  const roll = rollHt(ht);
  const reduction = roll.success ? Math.max(0, roll.margin) : 0;
  const penaltyAfter = Math.min(0, penalty + reduction) + 0;
  return {
    penaltyAfter,
    roll,
    explanation: roll.success
      ? `HT ${ht} made by ${Math.max(0, roll.margin)}: penalty ${penalty} -> ${penaltyAfter}`
      : `HT ${ht} failed: penalty stays ${penalty}`,
  };
}

/**
 * HP healed by a night's rest and a made HT roll: HP/10, rounded by the same
 * bands as shock (HP 8-14 heal 1, 15-24 heal 2, ...; HP 4-7 heal 1/2, HP 3 1/3,
 * HP 2 1/5, HP 1 1/10, and exactly HP/10 under 1 HP).
 */
export function healingPerNight(hp: number): { readonly amount: number; readonly explanation: string } {
  const amount = shockPointsPerPenalty(hp);
  return { amount, explanation: `Night's healing = HP ${f(hp)} / 10, rounded by the shock bands = ${f(amount)}` };
}

/** With `marginBonus`, success by 10 or more heals double, by 20 triple, and so on. */
export function rollNightlyHealing(
  input: { readonly hp: number; readonly ht: number; readonly marginBonus?: boolean },
  rollHt: RollAgainst,
): { readonly healed: number; readonly roll: SuccessRoll; readonly explanation: string } {
  const { hp, ht, marginBonus = false } = input;
  const { amount } = healingPerNight(hp);
  const roll = rollHt(ht);
  if (!roll.success) return { healed: 0, roll, explanation: `HT ${ht} failed: no healing tonight` };
  const times = marginBonus ? 1 + Math.floor(Math.max(0, roll.margin) / 10) : 1;
  const healed = amount * times;
  return {
    healed,
    roll,
    explanation: `HT ${ht} made by ${roll.margin}: heal ${f(amount)}${times > 1 ? ` x ${times}` : ''} = ${f(healed)}`,
  };
}

export type BlowthroughLocation = 'torso' | 'vitals' | 'head' | 'brain' | 'limb' | 'extremity';
const BLOWTHROUGH_LOCATIONS: readonly BlowthroughLocation[] = ['torso', 'vitals', 'head', 'brain', 'limb', 'extremity'];
const BLOWTHROUGH_FACTOR: Readonly<Record<Exclude<BlowthroughLocation, 'brain'>, number>> = {
  torso: 1,
  vitals: 3,
  head: 3,
  limb: 1 / 2,
  extremity: 1 / 3,
};

/**
 * Most basic hits a piercing or impaling wound can do: 10 x Linear Scale, by
 * location; beams, fire and lightning double it at torso, head and vitals; each
 * large-calibre (.40+) or hollow-point bullet option is x1.5. The brain has no cap (null).
 */
export function blowthrough(input: {
  readonly linearScale: number;
  readonly location: BlowthroughLocation;
  readonly beam?: boolean;
  readonly largeCaliber?: boolean;
  readonly hollowPoint?: boolean;
}): { readonly maxHits: number | null; readonly explanation: string } {
  const { linearScale, location, beam = false, largeCaliber = false, hollowPoint = false } = input;
  requirePositive('linearScale', linearScale);
  requireOneOf('location', location, BLOWTHROUGH_LOCATIONS);
  if (location === 'brain') return { maxHits: null, explanation: 'The brain has no blowthrough limit' };
  const parts = [`10 x LS ${f(linearScale)}`];
  let maxHits = 10 * linearScale;
  const factor = BLOWTHROUGH_FACTOR[location];
  if (factor !== 1) parts.push(`x ${f(factor)} ${location}`);
  maxHits *= factor;
  if (beam && (location === 'torso' || location === 'head' || location === 'vitals')) {
    maxHits *= 2;
    parts.push('x 2 beam/fire/lightning');
  }
  for (const [on, label] of [
    [largeCaliber, 'large calibre'],
    [hollowPoint, 'hollow point'],
  ] as const) {
    if (!on) continue;
    maxHits *= 1.5;
    parts.push(`x 1.5 ${label}`);
  }
  return { maxHits, explanation: `Blowthrough = ${parts.join(' ')} = ${f(maxHits)}` };
}

/** All-Out Attack (Strong): +33% of the rolled damage, rounded up, instead of +2. */
export function allOutAttackDamage(damage: number): { readonly damage: number; readonly bonus: number; readonly explanation: string } {
  requireNonNegative('damage', damage);
  // Whole percent arithmetic so 100 x 33% is exactly 33, not 33.000000000000004 rounded up.
  const bonus = Math.ceil((Math.round(damage * 100) * 33) / 10000);
  return { damage: damage + bonus, bonus, explanation: `${f(damage)} + 33% rounded up (+${bonus}) = ${f(damage + bonus)}` };
}

/** Split HP (centaurs): damage to the non-base half counts x base HP / non-base HP. */
export function splitHpDamage(input: {
  readonly damage: number;
  readonly baseHp: number;
  readonly otherHp: number;
  readonly half: 'base' | 'other';
}): { readonly damage: number; readonly explanation: string } {
  const { damage, baseHp, otherHp, half } = input;
  requireNonNegative('damage', damage);
  requirePositive('baseHp', baseHp);
  requirePositive('otherHp', otherHp);
  requireOneOf('half', half, ['base', 'other']);
  if (half === 'base') return { damage, explanation: `${f(damage)} to the base half counts as it is` };
  const result = (damage * baseHp) / otherHp;
  return { damage: result, explanation: `${f(damage)} x (base HP ${f(baseHp)} / other HP ${f(otherHp)}) = ${f(result)}` };
}
