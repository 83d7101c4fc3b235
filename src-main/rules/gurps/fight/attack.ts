import type { CombatOutcome, FighterChange, AttackPreview } from '../../ruleset';
import type { Rng } from '../../dice';
import {
  attackChances,
  DEFENSE_LABELS,
  defenseAvailability,
  HIT_LOCATIONS,
  HIT_LOCATION_IDS,
  hitLocation,
  knockback,
  MANEUVERS,
  resolveAttack,
  type AttackInput,
  type DefenseChoice,
  type DefenseKind,
  type HitLocationId,
  type InjuryModel,
} from '../combat';
import { num } from '../format';
import { refuse, RuleInputError } from '../../rule-input-error';
import { declareManeuver } from './maneuvers';
import { attacksPerTurn, darknessSeen, shockAfterTraits } from '../traits';
import { bodyOf, dodgeOf, journalRoll, shockPenaltyOf, stateOf, traitsOf, type Attack, type Declared, type GurpsFighter, type GurpsState, type WeaponStats } from './state';

// A GURPS attack (000, "Combat": attack and defense rolls, "Damage & Injury"): what the
// attacker's turn allows, the defense the defender chose, the pipeline's roll, and the log.

function weaponOf(f: GurpsFighter, index: number, field: string): WeaponStats {
  const weapons = f.stats.weapons;
  return weapons[index] ?? refuse(field, `${f.name} has ${weapons.length} weapon${weapons.length === 1 ? '' : 's'} (0 to ${weapons.length - 1})`);
}

function defenseChoice(defender: GurpsFighter, attack: Attack, weapon: WeaponStats, model: InjuryModel): { first: DefenseChoice | null; second?: DefenseChoice } {
  const state = stateOf(defender);
  const choice = (kind: DefenseKind, field: string): DefenseChoice => {
    const availability = defenseAvailability(kind, {
      delivery: weapon.delivery,
      maneuver: state.maneuver ?? 'do-nothing',
      who: defender.name,
      blockUsedThisTurn: state.blockUsed,
    });
    if (!availability.allowed) refuse(field, `${DEFENSE_LABELS[kind]} is not possible: ${availability.reason}`);
    const retreat = attack.defense.retreat && weapon.delivery !== 'missile' && weapon.delivery !== 'thrown';
    if (kind === 'dodge') return { kind, score: dodgeOf(defender, model).value, retreat };
    if (kind === 'block') {
      const block = defender.stats.block ?? refuse(field, `${defender.name} has no shield to block with`);
      return { kind, score: block, retreat };
    }
    const index = attack.defense.weapon;
    const parrying = weaponOf(defender, index, 'defense.weapon');
    if (parrying.parry === null) refuse(field, `${defender.name} cannot parry with ${parrying.name}`);
    // 000, "Parry": only a ready weapon parries.
    if (state.unready.includes(index)) refuse('defense.weapon', `${defender.name}'s ${parrying.name} is unready after its swing and cannot parry until readied`);
    return {
      kind,
      score: parrying.parry!,
      retreat,
      armed: parrying.delivery !== 'unarmed',
      unbalancedWeaponAttacked: parrying.unbalanced && state.attackedWith.includes(index),
      fencing: parrying.fencing ?? false,
      earlierParries: state.parried.filter((w) => w === index).length,
    };
  };
  if (attack.defense.kind === 'none') return { first: null };
  return {
    first: choice(attack.defense.kind, 'defense.kind'),
    ...(attack.defense.second && { second: choice(attack.defense.second, 'defense.second') }),
  };
}

/** A darkness modifier as the attacker sees it: Night Vision or Dark Vision lift it, and the explanation says so. */
function asSeenBy(attacker: GurpsFighter, m: Attack['modifiers'][number]): Attack['modifiers'][number] {
  if (!/darkness/i.test(m.label)) return m;
  const seen = darknessSeen(traitsOf(attacker), attacker.stats.nightVision ?? false, m.value);
  return seen.by ? { label: `${m.label}, lifted by ${seen.by}`, value: seen.value } : m;
}

/** What the attacker's turn allows: the maneuver it is (or becomes) and what it has left. */
function attackManeuver(attacker: GurpsFighter): { id: 'attack' | 'all-out-attack' | 'move-and-attack'; allowed: number } {
  const state = stateOf(attacker);
  if (state.injury.stunned) refuse('attackerId', `${attacker.name} is stunned and can only Do Nothing`);
  const declared = state.declared ? state.maneuver : null;
  // Extra Attack adds its attacks to an Attack or All-Out Attack turn, not to a Move and Attack.
  const perTurn = attacksPerTurn(traitsOf(attacker));
  if (declared === 'move-and-attack') return { id: declared, allowed: 1 };
  if (declared === 'all-out-attack') return { id: declared, allowed: perTurn + (state.option === 'double' ? 1 : 0) };
  if (declared !== null && declared !== 'attack' && declared !== 'wait') {
    refuse('attackerId', `${attacker.name} chose ${MANEUVERS[declared].label} this turn, which makes no attack`);
  }
  return { id: 'attack', allowed: perTurn };
}

function attackInput(attacker: GurpsFighter, defender: GurpsFighter, attack: Attack, model: InjuryModel): { input: AttackInput; weapon: WeaponStats; maneuver: ReturnType<typeof attackManeuver> } {
  const weapon = weaponOf(attacker, attack.weapon, 'weapon');
  const a = stateOf(attacker);
  const d = stateOf(defender);
  const m = attackManeuver(attacker);
  // 000, "Attack": a weapon used in an attack must be ready.
  if (a.unready.includes(attack.weapon)) refuse('weapon', `${attacker.name}'s ${weapon.name} is unready after its last swing: take a Ready maneuver first`);
  if (weapon.ranged && attack.rangeYards === undefined) refuse('rangeYards', 'a ranged attack needs the distance in yards');
  if (attack.location !== 'random' && !(attack.location in HIT_LOCATIONS)) {
    refuse('location', `must be random or one of ${HIT_LOCATION_IDS.join(', ')}`);
  }
  const plan = defender.stats.bodyPlan;
  if (plan && attack.location !== 'random' && !plan.some((p) => p.id === attack.location)) {
    refuse('location', `${defender.name} has no ${HIT_LOCATIONS[attack.location as HitLocationId].label.toLowerCase()}: aim at ${plan.map((p) => p.label.toLowerCase()).join(', ')}, or roll at random`);
  }
  const defense = defenseChoice(defender, attack, weapon, model);
  const aimSeconds = weapon.ranged && m.id !== 'move-and-attack' && a.aim?.targetId === defender.id ? a.aim.seconds : 0;
  const input: AttackInput = {
    attacker: {
      skill: weapon.skill,
      maneuver: m.id,
      ...(m.id === 'all-out-attack' && { allOutOption: a.option as never }),
      evaluateTurns: a.evaluate?.targetId === defender.id ? a.evaluate.turns : 0,
      shockPenalty: shockPenaltyOf(attacker, model),
    },
    weapon: {
      name: weapon.name,
      delivery: weapon.delivery,
      damage: weapon.damage,
      ...(weapon.ranged && { acc: weapon.ranged.acc, halfDamageRange: weapon.ranged.halfDamage, maxRange: weapon.ranged.max, bulk: weapon.ranged.bulk }),
    },
    targeting: {
      location: attack.location as HitLocationId | 'random',
      sm: defender.stats.sm,
      ...(plan && { bodyPlan: plan }),
      ...(weapon.ranged && { rangeYards: attack.rangeYards, aimSeconds }),
    },
    modifiers: attack.modifiers.map((m) => asSeenBy(attacker, m)),
    defender: {
      body: bodyOf(defender, model, d),
      maneuver: d.maneuver ?? 'do-nothing',
      ...(d.maneuver === 'all-out-defense' && {
        allOutDefense: d.option === 'double-defense' ? { option: 'double-defense' } : { option: 'increased-defense', defense: d.aodDefense ?? 'dodge' },
      }),
      aware: !d.marks.includes('surprised'),
      able: !d.marks.includes('grappled'),
      feintPenalty: a.feint?.ready && a.feint.targetId === defender.id ? a.feint.penalty : 0,
      blockUsedThisTurn: d.blockUsed,
      defense: defense.first,
      ...(defense.second && { secondDefense: defense.second }),
    },
  };
  return { input, weapon, maneuver: m };
}

/** The odds of an attack before it is rolled: effective skill, each defense, the damage against DR. */
export function previewAttack(chosenBy: GurpsFighter, defender: GurpsFighter, attack: Attack, model: InjuryModel): AttackPreview {
  const m = attack.maneuver;
  const s = stateOf(chosenBy);
  // The odds of the maneuver on screen; a feint's roll waits for the attack itself.
  const attacker = m && !(s.declared && s.attacks > 0) ? { ...chosenBy, state: { ...s, maneuver: m.maneuver, option: m.option ?? null, declared: true, attacks: s.declared && sameManeuver(s, m) ? s.attacks : 0 } } : chosenBy;
  let prepared: ReturnType<typeof attackInput>;
  let chances: ReturnType<typeof attackChances>;
  try {
    prepared = attackInput(attacker, defender, attack, model);
    chances = attackChances(prepared.input, model);
  } catch (error) {
    if (error instanceof RangeError) return { possible: false, reason: error instanceof RuleInputError ? error.reason : error.message, figures: [], chances: [], damage: null };
    throw error;
  }
  const d = chances.damage;
  return {
    possible: true,
    reason: chances.noDefenseReason ? `No defense: ${chances.noDefenseReason}.` : null,
    figures: [
      { label: 'Effective skill', value: String(chances.skill.effective), detail: chances.skill.explanation },
      ...chances.defenses.map((x) => {
        const counted = defender.stats.defenseNotes?.[x.kind];
        return { label: DEFENSE_LABELS[x.kind], value: String(x.effective), detail: counted ? `${x.explanation} (the ${x.base} counts ${counted})` : x.explanation };
      }),
      { label: 'Damage', value: `${d.dice} ${prepared.weapon.damage.type}`, detail: `${d.min}-${d.max}, mean ${num(Math.round(d.mean * 10) / 10)}${d.halved ? ', halved past 1/2D' : ''}; DR ${defender.stats.dr}` },
    ],
    chances: [
      { label: 'Attack roll succeeds', probability: chances.attack.success },
      { label: 'Critical hit (no defense)', probability: chances.criticalHit },
      { label: 'Defense stops an ordinary hit', probability: chances.defenseStops },
      { label: 'The blow lands', probability: chances.hits },
      { label: 'A landed blow gets through DR', probability: d.penetrates },
    ],
    damage: `${d.dice} ${prepared.weapon.damage.type}`,
  };
}

const sameManeuver = (s: GurpsState, m: Declared) => s.maneuver === m.maneuver && (s.option ?? undefined) === m.option;

/**
 * The attacker as the attack finds them once the maneuver on screen is declared: the
 * GM's choice and the roll are one step, so the roll cannot silently use another
 * maneuver. A turn that has already attacked under a different maneuver is refused.
 */
function declaredFor(attacker: GurpsFighter, defender: GurpsFighter, attack: Attack, rng: Rng): { fighter: GurpsFighter; declared: CombatOutcome<GurpsState> | null } {
  const m = attack.maneuver;
  const s = stateOf(attacker);
  if (!m || (s.declared && sameManeuver(s, m))) return { fighter: attacker, declared: null };
  if (s.declared && s.attacks > 0) {
    refuse('maneuver', `${attacker.name} has already attacked this turn with ${MANEUVERS[s.maneuver ?? 'attack'].label}; the maneuver cannot change now`);
  }
  const declared = declareManeuver(attacker, { ...m, ...(m.targetId === undefined && { targetId: defender.id }) }, [defender], rng);
  return { fighter: { ...attacker, state: declared.changes[0]?.state ?? attacker.state }, declared };
}

/** An attack rolled, under the maneuver on screen: the attacker's turn counted, the defender's wounds and what they cost. */
export function makeAttack(chosenBy: GurpsFighter, defender: GurpsFighter, attack: Attack, rng: Rng, model: InjuryModel): CombatOutcome<GurpsState> {
  const { fighter: attacker, declared } = declaredFor(chosenBy, defender, attack, rng);
  const struck = strike(attacker, defender, attack, rng, model);
  if (!declared) return struck;
  return { ...struck, summary: `${declared.summary}; ${struck.summary}`, rolls: [...declared.rolls, ...struck.rolls], notes: [...declared.notes, ...struck.notes] };
}

function strike(attacker: GurpsFighter, defender: GurpsFighter, attack: Attack, rng: Rng, model: InjuryModel): CombatOutcome<GurpsState> {
  const { input, weapon, maneuver } = attackInput(attacker, defender, attack, model);
  const a = stateOf(attacker);
  if (a.declared && a.attacks >= maneuver.allowed) {
    refuse('attackerId', `${attacker.name} has already made ${a.attacks === 1 ? 'the one attack' : `all ${a.attacks} attacks`} this turn allows`);
  }
  const trace = resolveAttack(input, rng, model);
  const o = trace.outcome;
  const attackerState: GurpsState = {
    ...a,
    maneuver: maneuver.id,
    option: maneuver.id === 'all-out-attack' ? a.option : null,
    declared: true,
    attacks: (a.declared ? a.attacks : 0) + 1,
    aim: null,
    evaluate: null,
    attackedWith: a.attackedWith.includes(attack.weapon) ? a.attackedWith : [...a.attackedWith, attack.weapon],
    unready: weapon.mustReady && !a.unready.includes(attack.weapon) ? [...a.unready, attack.weapon] : a.unready,
  };
  const d = stateOf(defender);
  const damage = o.damage;
  const pushed = damage
    ? knockback({ damageType: damage.damageType, basicDamage: damage.basicDamage, penetrating: damage.penetrating, targetSt: defender.stats.st, targetDx: defender.stats.dx }, rng)
    : null;
  const defenderState: GurpsState = {
    ...d,
    injury: damage?.state ?? d.injury,
    blockUsed: d.blockUsed || o.blockUsed,
    parried: [...d.parried, ...o.defenses.filter((x) => x.kind === 'parry').map(() => attack.defense.weapon)],
    aim: o.defenderAimSpoiled ? null : d.aim,
    posture: damage?.knockedDown || pushed?.fallsDown ? 'lying-prone' : d.posture,
  };
  const changes: FighterChange<GurpsState>[] = [
    { id: attacker.id, state: (attackerState) },
    {
      id: defender.id,
      state: (defenderState),
      ...(damage && { hp: damage.hpAfter }),
      ...(damage && (damage.state.dead || damage.state.unconscious) && { out: true }),
    },
  ];
  const notes = [...trace.steps, ...(pushed?.explanation ? [`${defender.name}: ${pushed.explanation}`] : [])];
  for (const m of attack.modifiers) {
    const seen = /darkness/i.test(m.label) ? darknessSeen(traitsOf(attacker), attacker.stats.nightVision ?? false, m.value) : null;
    if (seen?.by) notes.push(`${attacker.name}: ${m.label} ${m.value} lifted by ${seen.by}.`);
  }
  if (o.defenderKeepRoll === 'aim') notes.push(`${defender.name} must make a Will roll (${defender.stats.will}) or lose the aim.`);
  if (o.defenderKeepRoll === 'concentrate') notes.push(`${defender.name} must make a Will-3 roll (${defender.stats.will - 3}) to keep concentrating.`);
  if (damage && damage.injury > 0) {
    const felt = shockAfterTraits(traitsOf(defender), model.shockPenalty({ points: damage.injury, hp: defender.stats.hp }).value);
    if (felt.note) notes.push(`${defender.name}: ${felt.note}.`);
  }
  if (weapon.mustReady) notes.push(`${attacker.name}'s ${weapon.name} is unready after the swing: a Ready maneuver readies it.`);
  if (damage?.dropsHeldItems) notes.push(`${defender.name} drops what the ${hitLocation(damage.location).label.toLowerCase()} held.`);
  const rolls = [...trace.rolls, ...(pushed?.roll ? [pushed.roll] : [])];
  const summary = attackSummary(attacker, defender, weapon, o);
  return { summary: pushed?.yards ? `${summary}; knocked back ${pushed.yards} yd${pushed.fallsDown ? ' and down' : ''}` : summary, rolls: rolls.map(journalRoll), notes, changes };
}

function attackSummary(attacker: GurpsFighter, defender: GurpsFighter, weapon: WeaponStats, o: ReturnType<typeof resolveAttack>['outcome']): string {
  const by = `${attacker.name} (${weapon.name})`;
  if (!o.attackSucceeded) return `${by} misses ${defender.name}: ${o.attackRoll} against ${o.effectiveSkill}${o.critical === 'failure' ? ', a critical miss' : ''}`;
  if (o.defended) {
    const d = o.defenses.find((x) => x.success)!;
    return `${defender.name} ${d.kind === 'dodge' ? 'dodges' : d.kind === 'parry' ? 'parries' : 'blocks'} ${attacker.name}'s attack`;
  }
  const dmg = o.damage!;
  const where = hitLocation(dmg.location).label.toLowerCase();
  const effects = [
    dmg.dead ? 'dead' : dmg.state.unconscious ? 'knocked out' : null,
    !dmg.dead && dmg.stunned ? 'stunned' : null,
    dmg.knockedDown ? 'knocked down' : null,
    dmg.severed ? `${where} severed` : dmg.crippled ? `${where} crippled` : null,
  ].filter(Boolean);
  const critical = o.critical === 'success' ? 'critically ' : '';
  const injury = dmg.injury > 0 ? `${dmg.injury} injury, HP ${dmg.hpBefore} -> ${dmg.hpAfter}` : 'no injury through DR';
  return `${by} ${critical}hits ${defender.name} in the ${where}: ${injury}${effects.length ? ` (${effects.join(', ')})` : ''}`;
}
