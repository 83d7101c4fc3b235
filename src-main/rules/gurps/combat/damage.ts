import { roll } from '../../dice/roll';
import type { Rng } from '../../dice/rng';
import { diceExpression, formatGurpsDice, type GurpsDice } from '../../dice/gurps-notation';
import { damageForSt } from '../damage-table';
import { canTarget, checkDamageType, hitLocation, woundingMultiplier, type DamageType, type HitLocationId } from './hit-locations';
import { checkBody, htFor, UNHURT, type InjuryModel, type InjuryState, type TargetBody } from './injury-model';
import { signed } from './modifiers';
import { halveDamage } from './ranged';
import { faces, labelledSuccessRoll, type LabelledRoll, type Trace } from './trace';
import { wholeNumber } from './validate';

// 000_4b7986e803b19dcc.txt, "Damage & Injury" and "General Damage"; supplement B2 and B4.

/**
 * Muscle-powered damage is the ST's thrust or swing plus the weapon's adds
 * (a broadsword's sw+1 is { kind: 'swing', st, adds: 1 }); anything else is fixed dice.
 */
export type DamageSpec =
  | {
      readonly kind: 'thrust' | 'swing';
      readonly st: number;
      readonly adds?: number;
      readonly type: DamageType;
      /** The ST's thrust or swing read from another table than the Basic Set's (the campaign plays GULLIVER's New ST Damage). */
      readonly table?: { readonly name: string; readonly dice: GurpsDice };
    }
  | { readonly kind: 'fixed'; readonly dice: GurpsDice; readonly type: DamageType };

export interface DamageDice {
  readonly dice: GurpsDice;
  /** GURPS notation, "2d+1". */
  readonly text: string;
  readonly explanation: string;
}

export function damageDice(spec: DamageSpec): DamageDice {
  checkDamageType('damage.type', spec.type);
  if (spec.kind === 'fixed') {
    wholeNumber('damage.dice.dice', spec.dice.dice, 1);
    wholeNumber('damage.dice.adds', spec.dice.adds);
    const text = formatGurpsDice(spec.dice);
    return { dice: spec.dice, text, explanation: `${text} ${spec.type}` };
  }
  if (spec.kind !== 'thrust' && spec.kind !== 'swing') throw new RangeError(`damage.kind must be thrust, swing or fixed, got ${String((spec as { kind: unknown }).kind)}`);
  const st = wholeNumber('damage.st', spec.st, 1);
  const base = spec.table?.dice ?? damageForSt(st)[spec.kind];
  const adds = wholeNumber('damage.adds', spec.adds ?? 0);
  const dice = { dice: base.dice, adds: base.adds + adds };
  const text = formatGurpsDice(dice);
  const weapon = adds === 0 ? '' : ` ${signed(adds)}`;
  const table = spec.table ? ` (${spec.table.name})` : '';
  return { dice, text, explanation: `ST ${spec.st} ${spec.kind === 'thrust' ? 'thrust' : 'swing'}${table} ${formatGurpsDice(base)}${weapon} = ${text} ${spec.type}` };
}

export const maximumRoll = ({ dice, adds }: GurpsDice): number => dice * 6 + adds;

export interface DamageInput {
  readonly damage: DamageSpec;
  readonly target: TargetBody;
  readonly location: HitLocationId;
  /** An attack roll of 3: the dice are not rolled, they count as their maximum. */
  readonly maximum?: boolean;
  /** All-Out Attack (Strong). */
  readonly allOutStrong?: boolean;
  /** A ranged hit past 1/2D range. */
  readonly halfDamage?: boolean;
  /** Journal label for the damage roll; "damage" unless given. */
  readonly label?: string;
}

export interface DeathCheck {
  readonly threshold: number;
  readonly survived: boolean;
}

export interface DamageOutcome {
  readonly location: HitLocationId;
  readonly damageType: DamageType;
  readonly dice: string;
  /** The dice total, or their maximum on an attack roll of 3. */
  readonly rolled: number;
  readonly strongBonus: number;
  readonly halved: boolean;
  /** After the Strong bonus and any halving, never below 0. */
  readonly basicDamage: number;
  readonly dr: number;
  readonly penetrating: number;
  readonly multiplier: number;
  /** After the multiplier, before location caps. */
  readonly rawInjury: number;
  /** HP lost. */
  readonly injury: number;
  readonly excessLost: number;
  readonly crippled: boolean;
  readonly severed: boolean;
  readonly hpBefore: number;
  readonly hpAfter: number;
  readonly shockPoints: number;
  /** For the victim's next turn, from all shock since their last one. */
  readonly shockPenalty: number;
  readonly majorWound: boolean;
  readonly stunned: boolean;
  readonly knockedDown: boolean;
  readonly knockedOut: boolean;
  readonly dropsHeldItems: boolean;
  readonly reeling: boolean;
  readonly mustRollToStayConscious: boolean;
  readonly deathChecks: readonly DeathCheck[];
  readonly dead: boolean;
  readonly deathCause: 'fatal wound' | 'automatic' | 'failed death check' | null;
  /** The victim's condition to keep for later turns. */
  readonly state: InjuryState;
}

const addOnce = (list: readonly HitLocationId[], id: HitLocationId, add: boolean): readonly HitLocationId[] =>
  add && !list.includes(id) ? [...list, id] : list;

/**
 * A damage roll that modifiers bring below 1 still does 1 point, except crushing,
 * which can do 0 (Basic Set p. B269, "Damage Roll"; supplement B4: GURPS Lite itself
 * is silent). Basic damage is halved before DR, fractions dropped. Injury is rounded
 * down; a penetrating hit of any type but crushing does at least 1.
 */
export function resolveDamage(input: DamageInput, rng: Rng, model: InjuryModel): Trace<DamageOutcome> {
  const target = checkBody('target', input.target);
  const where = hitLocation(input.location);
  const dice = damageDice(input.damage);
  const type = input.damage.type;
  if (!canTarget(input.location, type)) throw new RangeError(`damage type ${type} cannot target the eye; only impaling and piercing can`);
  if (input.allOutStrong && input.damage.kind === 'fixed') throw new RangeError('allOutStrong needs ST-based thrust or swing damage, not fixed dice');
  const label = input.label ?? 'damage';
  const rolls: LabelledRoll[] = [];
  const steps: string[] = [];
  const before = target.state ?? UNHURT;

  let rolled: number;
  if (input.maximum) {
    rolled = maximumRoll(dice.dice);
    steps.push(`Attack roll of 3: ${dice.text} does its maximum, ${rolled}, without rolling.`);
  } else {
    const r = roll(diceExpression(dice.dice), rng);
    rolls.push({ label: `${label} (${dice.text} ${type})`, roll: r });
    rolled = r.total;
    steps.push(`Damage ${dice.explanation}: rolled ${rolled} (dice showing ${faces(r)}).`);
  }

  let strongBonus = 0;
  if (input.allOutStrong) {
    const bonus = model.strongBonus({ dice: dice.dice, rolled });
    strongBonus = bonus.value;
    steps.push(`${bonus.explanation}: ${rolled} becomes ${rolled + strongBonus}.`);
  }
  const floor = type === 'cr' ? 0 : 1;
  let basicDamage = Math.max(floor, rolled + strongBonus);
  if (rolled + strongBonus < floor) steps.push(`Damage ${rolled + strongBonus} is raised to ${floor}: only crushing can do 0.`);
  if (input.halfDamage) {
    const halved = halveDamage(basicDamage);
    steps.push(`Past 1/2D range: ${basicDamage} halved, fractions dropped, to ${halved}.`);
    basicDamage = halved;
  }

  const armour = target.drByLocation?.[input.location] ?? target.dr ?? 0;
  const dr = armour + where.extraDr;
  let penetrating = Math.max(0, basicDamage - dr);
  const drText = where.extraDr > 0 ? `DR ${dr} (${armour} + ${where.extraDr} for the ${where.label.toLowerCase()})` : `DR ${dr}`;
  steps.push(penetrating > 0 ? `${drText} stops ${dr}; ${penetrating} gets through.` : `${drText} stops all ${basicDamage}: no injury.`);
  if (penetrating > 0) {
    const limit = model.limitPenetrating({ basicDamage, dr, penetrating, damageType: type, location: input.location, target });
    if (limit.explanation) steps.push(limit.explanation);
    penetrating = limit.penetrating;
  }

  const wounding = woundingMultiplier(input.location, type);
  let rawInjury = Math.floor(penetrating * wounding.multiplier);
  if (penetrating > 0 && type !== 'cr') rawInjury = Math.max(1, rawInjury);
  if (penetrating > 0) steps.push(`Wounding (${wounding.explanation}): ${penetrating} x ${wounding.multiplier} = ${rawInjury} injury (rounded down${type !== 'cr' ? ', at least 1' : ''}).`);

  const loc = rawInjury > 0
    ? model.locationInjury({ injury: rawInjury, damageType: type, location: input.location, target }, rng)
    : { injury: 0, excessLost: 0, crippled: false, severed: false, fatal: false, rolls: [], steps: [] };
  rolls.push(...loc.rolls);
  steps.push(...loc.steps);
  const injury = loc.injury;
  const hpBefore = target.currentHp;
  const hpAfter = hpBefore - injury;
  if (injury > 0) steps.push(`HP ${hpBefore} - ${injury} = ${hpAfter} (of ${target.hp}).`);

  const shockPoints = injury > 0
    ? model.shockPoints({ injury, location: input.location, damageType: type, crippled: loc.crippled, severed: loc.severed, target })
    : 0;
  const totalShock = before.shockPoints + shockPoints;
  const shock = model.shockPenalty({ points: totalShock, hp: target.hp });
  if (shockPoints > 0) steps.push(`${capitalise(shock.explanation)}.`);

  // Stun and knockdown mean nothing to someone this wound kills outright, so their rolls are skipped.
  const killedOutright = loc.fatal || hpAfter <= model.automaticDeathAt(target.hp);
  const effects = injury > 0 && !killedOutright && !before.dead
    ? model.woundEffects({ target, location: input.location, damageType: type, injury, hpBefore, hpAfter, shockPoints, totalShockPoints: totalShock, crippled: loc.crippled, severed: loc.severed }, rng)
    : { majorWound: false, stunned: before.stunned, knockedDown: false, knockedOut: false, dropsHeldItems: false, rolls: [], steps: [] };
  rolls.push(...effects.rolls);
  steps.push(...effects.steps);

  const reeling = model.isReeling({ hp: target.hp, currentHp: hpAfter });
  const mustRollToStayConscious = model.mustRollToStayConscious({ hp: target.hp, currentHp: hpAfter });
  if (injury > 0 && reeling) steps.push(`Below a third of HP: Move and Dodge are halved, rounding up.`);
  if (injury > 0 && mustRollToStayConscious) steps.push('At 0 HP or less: a HT roll each turn to stay conscious.');

  const death = deathOutcome({ model, target, hpBefore, hpAfter, fatal: loc.fatal, alreadyDead: before.dead }, rng);
  rolls.push(...death.rolls);
  steps.push(...death.steps);

  const state: InjuryState = {
    shockPoints: totalShock,
    stunned: effects.stunned,
    unconscious: before.unconscious || effects.knockedOut,
    dead: before.dead || death.dead,
    crippled: addOnce(before.crippled, input.location, loc.crippled),
    severed: addOnce(before.severed, input.location, loc.severed),
  };
  return {
    rolls,
    steps,
    outcome: {
      location: input.location,
      damageType: type,
      dice: dice.text,
      rolled,
      strongBonus,
      halved: input.halfDamage ?? false,
      basicDamage,
      dr,
      penetrating,
      multiplier: wounding.multiplier,
      rawInjury,
      injury,
      excessLost: loc.excessLost,
      crippled: loc.crippled,
      severed: loc.severed,
      hpBefore,
      hpAfter,
      shockPoints,
      shockPenalty: shock.value,
      majorWound: effects.majorWound,
      stunned: effects.stunned,
      knockedDown: effects.knockedDown,
      knockedOut: effects.knockedOut,
      dropsHeldItems: effects.dropsHeldItems,
      reeling,
      mustRollToStayConscious,
      deathChecks: death.checks,
      dead: state.dead,
      deathCause: death.cause,
      state,
    },
  };
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

interface DeathResult {
  readonly dead: boolean;
  readonly cause: DamageOutcome['deathCause'];
  readonly checks: readonly DeathCheck[];
  readonly rolls: readonly LabelledRoll[];
  readonly steps: readonly string[];
}

/** One HT roll per threshold crossed, highest first; the first failure ends the rolling. */
export function deathOutcome(
  input: { model: InjuryModel; target: TargetBody; hpBefore: number; hpAfter: number; fatal: boolean; alreadyDead: boolean },
  rng: Rng,
): DeathResult {
  const { model, target, hpBefore, hpAfter } = input;
  if (input.alreadyDead) return { dead: true, cause: null, checks: [], rolls: [], steps: [] };
  if (input.fatal) return { dead: true, cause: 'fatal wound', checks: [], rolls: [], steps: ['The wound is fatal in itself.'] };
  const automatic = model.automaticDeathAt(target.hp);
  if (hpAfter <= automatic) {
    return { dead: true, cause: 'automatic', checks: [], rolls: [], steps: [`HP ${hpAfter} is at or below ${automatic}: dead, no roll.`] };
  }
  const checks: DeathCheck[] = [];
  const rolls: LabelledRoll[] = [];
  const steps: string[] = [];
  const ht = htFor(target, 'death');
  for (const threshold of model.deathCheckThresholds({ hp: target.hp, hpBefore, hpAfter })) {
    const { entry, result } = labelledSuccessRoll(`death check at ${threshold} HP`, ht.value, rng);
    rolls.push(entry);
    checks.push({ threshold, survived: result.success });
    steps.push(`Passed ${threshold} HP: death check against ${ht.text} rolled ${result.roll.total}, ${result.success ? 'survives' : 'dies'}.`);
    if (!result.success) return { dead: true, cause: 'failed death check', checks, rolls, steps };
  }
  return { dead: false, cause: null, checks, rolls, steps };
}
