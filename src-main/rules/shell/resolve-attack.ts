import { roll, type Rng, type RollResult } from '../dice';
import { attackValue, type AttackValueInput, type CombatSituation } from './attack-value';
import { ATTACK_DICE, attackOutcome, outcomeChances, type AttackOutcome } from './attack-table';
import { damageExpression, damageToObject, rollDamage, woundDamage, type DamageRoll, type DamageRollInput, type WoundResult } from './damage';
import { defenceValue, type DefenceInput } from './defence';
import { applyBlow, type BlowResult, type InjuryState, type Vitals } from './injury';
import type { AttackTarget, HitLocation } from './locations';
import type { Breakdown } from './modifiers';
import type { LabelledRoll } from './rolls';
import { combatDamageBonus } from './skills';
import { BARE_HAND } from './weapons';
import { RuleInputError } from '../rule-input-error';

export interface Attacker extends AttackValueInput {
  readonly strength: number;
  /** Units run to reach the foe for the charge bonus; defaults to movedUnits. */
  readonly chargeUnits?: number;
  /** Defaults to the fighting style's bonus in melee and 0 for a ranged attack. */
  readonly skillDamageBonus?: number;
  /** Crushing blows to the torso or head may be struck to stun only. */
  readonly nonLethal?: boolean;
}

export interface Defender extends DefenceInput {
  /** Worn armour's DR by location. */
  readonly armourDr?: Partial<Record<HitLocation, number>>;
  readonly naturalDr?: number;
  readonly dm?: number;
  /** When given, a hit is applied to these wounds; `vitals` is then needed for the rolls. */
  readonly injuries?: InjuryState;
  readonly vitals?: Vitals;
}

export interface AttackInput {
  readonly attacker: Attacker;
  readonly defender: Defender;
  readonly situation?: CombatSituation;
}

export interface AttackChances {
  readonly possible: boolean;
  readonly reason: string | null;
  readonly autoHit: boolean;
  readonly target: AttackTarget;
  readonly at: Breakdown;
  readonly def: Breakdown | null;
  /** PR the table uses; null when no shield counts. */
  readonly shieldPr: number | null;
  readonly miss: number;
  readonly defended: number;
  readonly shield: number;
  readonly hit: number;
  readonly damage: string;
}

/**
 * A shield counts on the table unless the fight is in close combat, the attack
 * is aimed at a weapon, or the defender is immobile (we read a sleeping or
 * paralysed defender as not holding the shield up).
 */
function countedShieldPr(input: AttackInput, target: AttackTarget): number | null {
  const { defender, situation } = input;
  if (!defender.shield || situation?.closeCombat || target === 'weapon' || defender.awareness === 'immobile') return null;
  return defender.shield.pr;
}

function damageInput(attacker: Attacker, situation: CombatSituation | undefined): DamageRollInput {
  const bonus = attacker.skillDamageBonus ?? (situation?.ranged ? 0 : combatDamageBonus(attacker.skillLevel));
  return {
    strength: attacker.strength,
    weapon: attacker.weapon,
    twoHanded: attacker.twoHanded,
    skillBonus: bonus,
    chargeUnits: attacker.chargeUnits ?? (situation?.ranged ? 0 : attacker.movedUnits ?? 0),
  };
}

function evaluate(input: AttackInput) {
  const at = attackValue(input.attacker, input.situation);
  const def = defenceValue(input.defender, input.situation);
  if (!def.allowed) throw new RuleInputError(['defender', 'kind'], String(def.reason));
  return { at, def, shieldPr: countedShieldPr(input, at.target) };
}

/** Exact odds of each row of the attack table before anything is rolled. */
export function attackChances(input: AttackInput): AttackChances {
  const { at, def, shieldPr } = evaluate(input);
  const damage = damageExpression(damageInput(input.attacker, input.situation)).formula;
  const base = { reason: at.reason, target: at.target, at: at.at, shieldPr, damage };
  if (!at.possible) return { ...base, possible: false, autoHit: false, def: null, miss: 1, defended: 0, shield: 0, hit: 0 };
  if (def.autoHit) return { ...base, reason: def.reason, possible: true, autoHit: true, def: def.def, miss: 0, defended: 0, shield: 0, hit: 1 };
  return { ...base, possible: true, autoHit: false, def: def.def, ...outcomeChances({ at: at.at.total, def: def.def.total, shieldPr }) };
}

export interface TraceStep {
  readonly label: string;
  readonly text: string;
  readonly roll?: RollResult;
}

export interface ObjectDamage {
  readonly object: string;
  readonly damage: DamageRoll;
  readonly effective: number;
  readonly breaks: boolean;
}

export interface AttackResolution {
  readonly outcome: AttackOutcome | 'no-attack';
  readonly autoHit: boolean;
  readonly target: AttackTarget;
  readonly at: Breakdown;
  readonly def: Breakdown | null;
  readonly attackRoll: RollResult | null;
  /** 2d10 + AT - DEF. */
  readonly total: number | null;
  /** A disarm that hit: the defender loses the weapon. */
  readonly disarmed: boolean;
  /** The defender was on Guard and defended: a counterattack at the Guard bonus follows. */
  readonly guardCounterattack: boolean;
  readonly objectDamage: ObjectDamage | null;
  readonly damage: DamageRoll | null;
  readonly wound: WoundResult | null;
  readonly blow: BlowResult | null;
  readonly trace: readonly TraceStep[];
  readonly rolls: readonly LabelledRoll[];
}

/** Rolls one attack from AT to wounds; every roll is in `trace` and `rolls`, labelled, in order. */
export function resolveAttack(input: AttackInput, rng: Rng): AttackResolution {
  const { attacker, defender, situation } = input;
  const { at, def, shieldPr } = evaluate(input);
  const trace: TraceStep[] = [{ label: 'AT', text: at.at.formula }];
  const result = {
    autoHit: false,
    target: at.target,
    at: at.at,
    def: null as Breakdown | null,
    attackRoll: null as RollResult | null,
    total: null as number | null,
    disarmed: false,
    guardCounterattack: false,
    objectDamage: null as ObjectDamage | null,
    damage: null as DamageRoll | null,
    wound: null as WoundResult | null,
    blow: null as BlowResult | null,
    trace,
  };
  const finish = (outcome: AttackResolution['outcome']): AttackResolution => ({
    ...result,
    outcome,
    rolls: trace.filter((s) => s.roll).map((s) => ({ label: s.label, roll: s.roll! })),
  });

  if (!at.possible) {
    trace.push({ label: 'no attack', text: at.reason ?? 'the attack is not possible' });
    return finish('no-attack');
  }
  result.def = def.def;
  trace.push({ label: 'DEF', text: def.def.formula });

  let outcome: AttackOutcome;
  if (def.autoHit) {
    result.autoHit = true;
    outcome = 'hit';
    trace.push({ label: 'automatic hit', text: def.reason ?? 'the attack hits without a roll' });
  } else {
    const attackRoll = roll(ATTACK_DICE, rng);
    const total = attackRoll.total + at.at.total - def.def.total;
    outcome = attackOutcome(total, shieldPr);
    result.attackRoll = attackRoll;
    result.total = total;
    const shieldText = shieldPr === null ? '' : `, shield PR ${shieldPr}`;
    trace.push({ label: `attack roll (${ATTACK_DICE})`, text: `${attackRoll.total} + AT ${at.at.total} - DEF ${def.def.total} = ${total}${shieldText}: ${outcome}`, roll: attackRoll });
  }

  const weapon = attacker.weapon ?? BARE_HAND;
  const rollAgainstObject = (name: string, hp: number | undefined) => {
    if (hp === undefined) return;
    const damage = rollDamage(damageInput(attacker, situation), rng);
    const hit = damageToObject({ damage: damage.total, type: damage.type, objectHp: hp, objectName: name });
    trace.push({ label: `damage to ${name}`, text: `${damage.formula}; rolled ${damage.roll.total}. ${hit.formula}`, roll: damage.roll });
    result.objectDamage = { object: name, damage, effective: hit.effective, breaks: hit.breaks };
  };

  if (outcome === 'defended') {
    result.guardCounterattack = defender.lastManeuver === 'guard';
    if (result.guardCounterattack) trace.push({ label: 'counterattack', text: 'the defender was on Guard and may strike back now at +1 AT' });
    if (defender.kind === 'block') {
      const blockedWithShield = (defender.blockWith ?? (defender.shield ? 'shield' : 'weapon')) === 'shield';
      if (blockedWithShield) rollAgainstObject(defender.shield!.name, defender.shield!.hp);
      else rollAgainstObject((defender.weapon ?? BARE_HAND).name, defender.weapon?.hp);
    }
    return finish(outcome);
  }
  if (outcome === 'shield') {
    rollAgainstObject(defender.shield!.name, defender.shield!.hp);
    return finish(outcome);
  }
  if (outcome === 'miss') return finish(outcome);

  if (at.target === 'weapon') {
    result.disarmed = attacker.maneuver === 'disarm';
    if (result.disarmed) trace.push({ label: 'disarm', text: 'the defender loses the weapon' });
    rollAgainstObject((defender.weapon ?? BARE_HAND).name, defender.weapon?.hp);
    return finish(outcome);
  }

  const location = at.target;
  const damage = rollDamage(damageInput(attacker, situation), rng);
  result.damage = damage;
  trace.push({ label: 'damage', text: `${damage.formula}; rolled ${damage.roll.total}`, roll: damage.roll });
  const wound = woundDamage({
    rolled: damage.total,
    type: damage.type,
    location,
    armourDr: defender.armourDr?.[location],
    naturalDr: defender.naturalDr,
    dm: defender.dm,
    armourPiercing: weapon.armourPiercing,
  });
  result.wound = wound;
  trace.push({ label: 'wound', text: wound.steps.join('; ') });

  if (defender.injuries) {
    if (!defender.vitals) throw new RangeError('defender.vitals (HT and WP) are needed to apply a hit to injuries');
    const blow = applyBlow(defender.injuries, { location, damage: wound.damage, type: damage.type, nonLethal: attacker.nonLethal }, defender.vitals, rng);
    result.blow = blow;
    trace.push({ label: 'injury', text: blow.steps.join('; ') });
    for (const r of blow.rolls) trace.push({ label: r.label, text: `rolled ${r.roll.total}`, roll: r.roll });
    const effects = [
      blow.stunned ? `stunned (${blow.stunReasons.join('; ')})` : '',
      ...blow.crippling.map((c) => `${c.location} crippled, ${c.outcome}: ${c.reason}`),
      // Out from the damage total, the reason is the status line itself: said once.
      blow.unconsciousReason && blow.unconsciousReason !== blow.status.formula ? `unconscious: ${blow.unconsciousReason}` : '',
      blow.status.formula,
    ].filter(Boolean);
    trace.push({ label: 'effects', text: effects.join('; ') });
  }
  return finish(outcome);
}
