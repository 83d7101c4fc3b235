import { distribution, probabilityOf } from '../../dice/distribution';
import type { Rng } from '../../dice/rng';
import { diceExpression, formatGurpsDice, type GurpsDice } from '../../dice/gurps-notation';
import { successChances, type Critical, type SuccessChances } from '../success';
import { attackSkill, type AttackSkill, type AttackSkillInput } from './attack-skill';
import { damageDice, resolveDamage, type DamageOutcome, type DamageSpec } from './damage';
import { DEFENSE_LABELS, defenseAvailability, effectiveDefense, type DefenseChoice, type EffectiveDefense } from './defense';
import { hitLocation, hitLocationChances, placeOf, rollHitLocation, HIT_LOCATION_IDS, type HitLocationId } from './hit-locations';
import { checkBody, UNHURT, type InjuryModel, type TargetBody } from './injury-model';
import { maneuver, type DefenseKind, type ManeuverId } from './maneuvers';
import { halveDamage } from './ranged';
import { labelledSuccessRoll, percent, type LabelledRoll, type Trace } from './trace';
import { wholeNumber } from './validate';
import { RuleInputError } from '../../rule-input-error';

// 000_4b7986e803b19dcc.txt, "Attacking", "Attack Roll", "Defending", "Active Defense Rolls",
// "Perry" [Parry] and "Damage & Injury": one attack from the roll to hit to its last consequence.

export type AllOutDefenseChoice =
  | { readonly option: 'increased-defense'; readonly defense: DefenseKind }
  | { readonly option: 'double-defense' };

/** A weapon parry against an unarmed attack may strike the attacker's limb. */
export interface CounterstrikeInput {
  /** Skill with the weapon that parried. */
  readonly weaponSkill: number;
  /** With both of these the damage is resolved here; otherwise call resolveDamage for it. */
  readonly damage?: DamageSpec;
  readonly attacker?: TargetBody;
  /** The attacker's limb that is struck: the right arm unless given. */
  readonly location?: HitLocationId;
}

export interface DefenderInput {
  readonly body: TargetBody;
  /** The defender's most recent maneuver, which decides what defenses are open. */
  readonly maneuver: ManeuverId;
  /** Required when that maneuver was All-Out Defense. */
  readonly allOutDefense?: AllOutDefenseChoice;
  /** False when the defender does not see the attack coming. */
  readonly aware?: boolean;
  /** False when unable to react for a reason the injury state does not show (held, asleep). */
  readonly able?: boolean;
  /** The attacker's successful Feint against this defender (see resolveFeint). */
  readonly feintPenalty?: number;
  readonly blockUsedThisTurn?: boolean;
  /** Null: no defense attempted. */
  readonly defense: DefenseChoice | null;
  /** All-Out Defense (Double Defense): tried only if the first fails. */
  readonly secondDefense?: DefenseChoice;
  readonly counterstrike?: CounterstrikeInput;
}

export interface AttackInput extends AttackSkillInput {
  readonly defender: DefenderInput;
}

interface DefensePlan {
  readonly defenses: readonly (EffectiveDefense & { readonly choice: DefenseChoice })[];
  readonly noDefenseReason: string | null;
}

function planDefenses(input: AttackInput): DefensePlan {
  const { defender, weapon } = input;
  const body = checkBody('defender.body', defender.body);
  const state = body.state ?? UNHURT;
  const m = maneuver(defender.maneuver);
  const aod = defender.allOutDefense;
  if (m.id === 'all-out-defense' && !aod) throw new RangeError('defender.allOutDefense is required after an All-Out Defense maneuver');
  if (m.id !== 'all-out-defense' && aod) throw new RangeError(`defender.allOutDefense only goes with all-out-defense, not ${m.id}`);
  if (defender.secondDefense && aod?.option !== 'double-defense') throw new RangeError('defender.secondDefense needs All-Out Defense (Double Defense)');
  const feintPenalty = wholeNumber('defender.feintPenalty', defender.feintPenalty ?? 0, 0);

  if (defender.aware === false) return { defenses: [], noDefenseReason: 'the defender does not see the attack coming' };
  if (state.dead || state.unconscious || defender.able === false) return { defenses: [], noDefenseReason: 'the defender cannot react' };
  const first = defender.defense;
  if (!first) {
    return { defenses: [], noDefenseReason: m.defenses.length === 0 ? `no active defense after ${m.label}` : 'the defender does not defend' };
  }

  const choices = defender.secondDefense ? [first, defender.secondDefense] : [first];
  if (choices.length === 2) {
    const [a, b] = choices;
    const sameHandParry = a.kind === 'parry' && b.kind === 'parry' && !b.otherHand;
    if ((a.kind === b.kind && a.kind !== 'parry') || sameHandParry) {
      throw new RangeError('defender.secondDefense must be a different defense (a parry counts as different only with the other hand)');
    }
  }
  const defenses = choices.map((choice, i) => {
    const field = i === 0 ? 'defender.defense' : 'defender.secondDefense';
    const availability = defenseAvailability(choice.kind, {
      delivery: weapon.delivery,
      maneuver: m.id,
      blockUsedThisTurn: defender.blockUsedThisTurn || (i === 1 && first.kind === 'block'),
      unbalancedWeaponAttacked: choice.unbalancedWeaponAttacked,
    });
    if (!availability.allowed) throw new RuleInputError([field, 'kind'], `${DEFENSE_LABELS[choice.kind]} is not possible: ${availability.reason}`);
    const eff = effectiveDefense({
      choice,
      delivery: weapon.delivery,
      thrownWeightLbs: weapon.weightLbs,
      increasedDefense: aod?.option === 'increased-defense' ? aod.defense : undefined,
      stunned: state.stunned,
      feintPenalty,
    });
    return { ...eff, choice };
  });
  return { defenses, noDefenseReason: null };
}

export interface DamageSummary {
  /** GURPS notation of the dice. */
  readonly dice: string;
  /** Basic damage of an ordinary hit, after any Strong bonus and 1/2D halving. */
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  /** Chance an ordinary hit gets through DR (averaged over the 3d table for a random location). */
  readonly penetrates: number;
  readonly halved: boolean;
}

export interface AttackChances {
  readonly skill: AttackSkill;
  readonly attack: SuccessChances;
  /** A critical hit skips the defense. */
  readonly criticalHit: number;
  /** An attack roll of 3: maximum damage without rolling. */
  readonly maximumDamage: number;
  readonly defenses: readonly EffectiveDefense[];
  readonly noDefenseReason: string | null;
  /** Chance the defenses stop an ordinary (non-critical) hit. */
  readonly defenseStops: number;
  /** Chance the blow lands. */
  readonly hits: number;
  readonly damage: DamageSummary;
  readonly steps: readonly string[];
}

/** Exact chances of each stage, for showing before any die is thrown. */
export function attackChances(input: AttackInput, model: InjuryModel): AttackChances {
  const skill = attackSkill(input);
  const plan = planDefenses(input);
  const attack = successChances(skill.effective);
  const maximumDamage = 1 / 216;
  const fails = plan.defenses.reduce((p, d) => p * (1 - successChances(d.effective).success), 1);
  const defenseStops = 1 - fails;
  const ordinary = attack.success - attack.criticalSuccess;
  const hits = attack.criticalSuccess + ordinary * fails;
  const damage = damageSummary(input, model, skill.halfDamage);
  const steps = [
    skill.explanation,
    `Attack succeeds ${percent(attack.success)}, of which critical ${percent(attack.criticalSuccess)}.`,
    plan.noDefenseReason
      ? `No defense: ${plan.noDefenseReason}.`
      : `${plan.defenses.map((d) => `${d.explanation} (${percent(successChances(d.effective).success)})`).join('; then ')}: stops ${percent(defenseStops)} of ordinary hits.`,
    `The blow lands ${percent(hits)} of the time; ${damage.dice} basic damage ${damage.min}-${damage.max}, gets through DR ${percent(damage.penetrates)}.`,
  ];
  return { skill, attack, criticalHit: attack.criticalSuccess, maximumDamage, defenses: plan.defenses.map(stripChoice), noDefenseReason: plan.noDefenseReason, defenseStops, hits, damage, steps };
}

const stripChoice = ({ kind, base, effective, modifiers, explanation }: EffectiveDefense): EffectiveDefense => ({ kind, base, effective, modifiers, explanation });

function damageSummary(input: AttackInput, model: InjuryModel, halved: boolean): DamageSummary {
  const dice = damageDice(input.weapon.damage);
  const d = distribution(diceExpression(dice.dice));
  const strong = input.attacker.allOutOption === 'strong';
  const basic = (rolled: number): number => {
    const b = Math.max(0, rolled + (strong ? model.strongBonus({ dice: dice.dice, rolled }).value : 0));
    return halved ? halveDamage(b) : b;
  };
  const body = input.defender.body;
  const drAt = (id: HitLocationId): number => (body.drByLocation?.[id] ?? body.dr ?? 0) + hitLocation(id).extraDr;
  const table = hitLocationChances(input.targeting.bodyPlan);
  const locationChances = input.targeting.location === 'random'
    ? HIT_LOCATION_IDS.map((id) => [id, table[id]] as const).filter(([, p]) => p > 0)
    : [[input.targeting.location, 1] as const];
  let min = Infinity;
  let max = -Infinity;
  let mean = 0;
  let penetrates = 0;
  for (let rolled = d.min; rolled <= d.max; rolled++) {
    const p = probabilityOf(d, rolled);
    const b = basic(rolled);
    min = Math.min(min, b);
    max = Math.max(max, b);
    mean += p * b;
    for (const [id, q] of locationChances) if (b > drAt(id)) penetrates += p * q;
  }
  return { dice: strong ? strongDice(dice.dice, d, model) : dice.text, min, max, mean, penetrates, halved };
}

/**
 * The dice label with the All-Out Attack (Strong) bonus in it, so it matches the range beside
 * it: "3d+8" where the bonus is fixed (+1 per die, at least +2), the bonus's span where it
 * follows the roll (GULLIVER).
 */
function strongDice(dice: GurpsDice, d: { min: number; max: number }, model: InjuryModel): string {
  const low = model.strongBonus({ dice, rolled: d.min }).value;
  const high = model.strongBonus({ dice, rolled: d.max }).value;
  if (low === high) return formatGurpsDice({ dice: dice.dice, adds: dice.adds + low });
  return `${formatGurpsDice(dice)} +${low} to +${high} (Strong)`;
}

export interface DefenseRollOutcome {
  readonly kind: DefenseKind;
  readonly effective: number;
  readonly rolled: number;
  readonly success: boolean;
}

export interface CounterstrikeOutcome {
  /** Null when no weapon skill was given to roll against. */
  readonly success: boolean | null;
  readonly damage: DamageOutcome | null;
}

export interface AttackOutcome {
  readonly mode: 'melee' | 'ranged';
  readonly effectiveSkill: number;
  readonly attackRoll: number;
  readonly attackSucceeded: boolean;
  /** 'failure' is a critical miss; the rules text gives it no further effect. */
  readonly critical: Critical;
  readonly maximumDamage: boolean;
  readonly defenses: readonly DefenseRollOutcome[];
  readonly noDefenseReason: string | null;
  readonly defended: boolean;
  readonly hit: boolean;
  readonly location: HitLocationId | null;
  readonly halfDamage: boolean;
  readonly damage: DamageOutcome | null;
  /** Present when an armed parry stopped an unarmed attack. */
  readonly counterstrike: CounterstrikeOutcome | null;
  /** The defender blocked: no more blocks until their next turn. */
  readonly blockUsed: boolean;
  /** The defender was aiming and used an active defense, which loses the aim. */
  readonly defenderAimSpoiled: boolean;
  /** A roll the defender now owes to keep a maneuver going: Will (aim) or Will-3 (concentration). */
  readonly defenderKeepRoll: 'aim' | 'concentrate' | null;
}

/**
 * Rolls one attack through to its consequences. An All-Out Attack (Double) is two
 * calls (the second usually with attacker.offHand); an All-Out Attack (Feint) is
 * resolveFeint first, its penalty passed as defender.feintPenalty.
 */
export function resolveAttack(input: AttackInput, rng: Rng, model: InjuryModel): Trace<AttackOutcome> {
  const skill = attackSkill(input);
  const plan = planDefenses(input);
  const rolls: LabelledRoll[] = [];
  const steps: string[] = [skill.explanation];

  const attackLabel = input.weapon.name ? `attack roll (${input.weapon.name})` : 'attack roll';
  const attack = labelledSuccessRoll(attackLabel, skill.effective, rng);
  rolls.push(attack.entry);
  const a = attack.result;
  const base = {
    mode: skill.mode,
    effectiveSkill: skill.effective,
    attackRoll: a.roll.total,
    attackSucceeded: a.success,
    critical: a.critical,
    halfDamage: skill.halfDamage,
    noDefenseReason: plan.noDefenseReason,
  };
  const maneuverId = input.defender.maneuver;

  if (!a.success) {
    steps.push(`Rolled ${a.roll.total} against ${skill.effective}: a miss${a.critical === 'failure' ? ' (critical miss)' : ''}.`);
    return {
      rolls,
      steps,
      outcome: { ...base, maximumDamage: false, defenses: [], defended: false, hit: false, location: null, damage: null, counterstrike: null, blockUsed: false, defenderAimSpoiled: false, defenderKeepRoll: null },
    };
  }

  const critical = a.critical === 'success';
  const maximumDamage = a.roll.total === 3;
  const defenses: DefenseRollOutcome[] = [];
  let defended = false;
  let counterstrike: CounterstrikeOutcome | null = null;
  if (critical) {
    steps.push(`Rolled ${a.roll.total} against ${skill.effective}: a critical hit, which no defense can stop${maximumDamage ? ', and a 3 does maximum damage' : ''}.`);
  } else {
    steps.push(`Rolled ${a.roll.total} against ${skill.effective}: a hit unless the defender stops it.`);
    if (plan.noDefenseReason) steps.push(`No defense: ${plan.noDefenseReason}.`);
    for (const d of plan.defenses) {
      const label = DEFENSE_LABELS[d.kind];
      const r = labelledSuccessRoll(`${label} roll`, d.effective, rng);
      rolls.push(r.entry);
      defenses.push({ kind: d.kind, effective: d.effective, rolled: r.result.roll.total, success: r.result.success });
      steps.push(`${d.explanation}; rolled ${r.result.roll.total}: ${r.result.success ? `${label.toLowerCase()} succeeds` : `${label.toLowerCase()} fails`}.`);
      if (r.result.success) {
        defended = true;
        counterstrike = maybeCounterstrike(input, d.choice, rng, model, rolls, steps);
        break;
      }
    }
  }

  const blockUsed = defenses.some((d) => d.kind === 'block');
  const defenderAimSpoiled = maneuverId === 'aim' && defenses.length > 0;
  if (defenderAimSpoiled) steps.push('Defending spoils the defender\'s Aim.');

  if (defended) {
    return {
      rolls,
      steps,
      outcome: { ...base, maximumDamage: false, defenses, defended, hit: false, location: null, damage: null, counterstrike, blockUsed, defenderAimSpoiled, defenderKeepRoll: maneuverId === 'concentrate' ? 'concentrate' : null },
    };
  }

  let location: HitLocationId;
  if (input.targeting.location === 'random') {
    const random = rollHitLocation(rng, input.targeting.bodyPlan);
    rolls.push(random.roll);
    location = random.location;
    steps.push(`Hit location roll ${random.roll.roll.total}: ${(placeOf(location, input.targeting.bodyPlan)?.label ?? hitLocation(location).label).toLowerCase()}.`);
  } else {
    location = input.targeting.location;
  }
  const damage = resolveDamage(
    { damage: input.weapon.damage, target: input.defender.body, location, maximum: maximumDamage, allOutStrong: input.attacker.allOutOption === 'strong', halfDamage: skill.halfDamage },
    rng,
    model,
  );
  rolls.push(...damage.rolls);
  steps.push(...damage.steps);
  const hurt = damage.outcome.injury > 0;
  const distracted = defenses.length > 0 || hurt || damage.outcome.knockedDown;
  const defenderKeepRoll = maneuverId === 'aim' && hurt && !defenderAimSpoiled ? 'aim' : maneuverId === 'concentrate' && distracted ? 'concentrate' : null;
  if (defenderKeepRoll === 'aim') steps.push('Hurt while aiming: a Will roll to keep the aim.');
  if (defenderKeepRoll === 'concentrate') steps.push('Distracted while concentrating: a Will-3 roll to keep going.');
  return {
    rolls,
    steps,
    outcome: { ...base, maximumDamage, defenses, defended, hit: true, location, damage: damage.outcome, counterstrike, blockUsed, defenderAimSpoiled, defenderKeepRoll },
  };
}

function maybeCounterstrike(
  input: AttackInput,
  choice: DefenseChoice,
  rng: Rng,
  model: InjuryModel,
  rolls: LabelledRoll[],
  steps: string[],
): CounterstrikeOutcome | null {
  if (input.weapon.delivery !== 'unarmed' || choice.kind !== 'parry' || !choice.armed) return null;
  const counter = input.defender.counterstrike;
  if (!counter) {
    steps.push('A weapon parried a bare-handed attack: the defender may roll weapon skill to strike the attacker\'s limb.');
    return { success: null, damage: null };
  }
  const skill = wholeNumber('defender.counterstrike.weaponSkill', counter.weaponSkill);
  const r = labelledSuccessRoll('parry strikes the attacker\'s limb', skill, rng);
  rolls.push(r.entry);
  if (!r.result.success) {
    steps.push(`Striking back with the parrying weapon: rolled ${r.result.roll.total} against ${skill}, no harm done.`);
    return { success: false, damage: null };
  }
  const location = counter.location ?? 'right-arm';
  steps.push(`Striking back with the parrying weapon: rolled ${r.result.roll.total} against ${skill}; the attacker's ${hitLocation(location).label.toLowerCase()} is hit with no defense.`);
  if (!counter.damage || !counter.attacker) return { success: true, damage: null };
  const damage = resolveDamage({ damage: counter.damage, target: counter.attacker, location, label: 'counterstrike damage' }, rng, model);
  rolls.push(...damage.rolls);
  steps.push(...damage.steps);
  return { success: true, damage: damage.outcome };
}
