import type { CombatOutcome, FighterChange, LabelledRoll } from '../../ruleset';
import type { Rng } from '../../dice';
import { maneuver as maneuverOf, POSTURES, resolveFeint, type ManeuverId } from '../combat';
import { refuse, RuleInputError } from '../../rule-input-error';
import { journalRoll, MARKS, stateOf, type Declared, type GurpsFighter, type GurpsState, type WeaponStats } from './state';

// GURPS maneuvers and the GM's marks: what a fighter declares for the turn and what it
// changes until their next one.

/** A maneuver declared for the turn (000, "Maneuvers"): its option checked, Aim and Evaluate counted, a Feint rolled. */
export function declareManeuver(fighter: GurpsFighter, m: Declared, others: readonly GurpsFighter[], rng: Rng): CombatOutcome<GurpsState> {
  const s = stateOf(fighter);
  const spec = maneuverOf(m.maneuver);
  if (s.injury.stunned && m.maneuver !== 'do-nothing') refuse('maneuver', `${fighter.name} is stunned and can only Do Nothing`);
  const target = () => {
    if (m.targetId === undefined) refuse('targetId', `${spec.label} needs a foe to aim at`);
    return others.find((o) => o.id === m.targetId) ?? refuse('targetId', `no combatant ${m.targetId} in this fight`);
  };
  const optionIds = spec.options.map((o) => o.id as string);
  if (m.maneuver === 'all-out-attack') {
    const all = ['determined', 'double', 'feint', 'strong'];
    if (!m.option || !all.includes(m.option)) refuse('option', `All-Out Attack needs one of ${all.join(', ')}`);
  } else if (optionIds.length > 0) {
    if (!m.option || !optionIds.includes(m.option)) refuse('option', `${spec.label} needs one of ${optionIds.join(', ')}`);
  } else if (m.option) refuse('option', `${spec.label} takes no option`);
  if (m.maneuver === 'all-out-defense' && m.option === 'increased-defense' && !m.defense) refuse('defense', 'say which defense gets the +2');
  if (m.maneuver === 'change-posture' && !m.posture) refuse('posture', 'say which posture to take');
  if (m.weapon !== undefined && m.maneuver !== 'ready') refuse('weapon', `only Ready names a weapon, not ${spec.label}`);

  const rolls: LabelledRoll[] = [];
  const notes: string[] = [];
  let next: GurpsState = {
    ...s,
    maneuver: m.maneuver,
    option: m.option ?? null,
    aodDefense: m.maneuver === 'all-out-defense' && m.option === 'increased-defense' ? (m.defense ?? null) : null,
    declared: true,
    attacks: 0,
    // Seed 000, Aim: the bonus needs the Aim followed by an Attack or All-Out Attack; a Move and Attack spoils it.
    aim: m.maneuver === 'aim' || m.maneuver === 'attack' || m.maneuver === 'all-out-attack' ? s.aim : null,
    evaluate: m.maneuver === 'evaluate' || isAttack(m.maneuver) ? s.evaluate : null,
  };
  let summary = `${fighter.name}: ${spec.label}${m.option ? ` (${labelOf(spec.options, m.option)})` : ''}`;

  if (m.maneuver === 'aim' || m.maneuver === 'evaluate') {
    const foe = target();
    if (m.maneuver === 'aim') {
      if (!fighter.stats.weapons.some((w) => w.ranged)) refuse('maneuver', `${fighter.name} has no ranged weapon to aim`);
      const seconds = s.aim?.targetId === foe.id && s.maneuver === 'aim' ? s.aim.seconds + 1 : 1;
      next = { ...next, aim: { targetId: foe.id, seconds } };
      summary = `${fighter.name} aims at ${foe.name} (${seconds} s)`;
    } else {
      const turns = s.evaluate?.targetId === foe.id && s.maneuver === 'evaluate' ? s.evaluate.turns + 1 : 1;
      next = { ...next, evaluate: { targetId: foe.id, turns } };
      summary = `${fighter.name} sizes up ${foe.name} (+${Math.min(3, turns)} to the next melee attack)`;
    }
  }
  if (m.maneuver === 'feint' || (m.maneuver === 'all-out-attack' && m.option === 'feint')) {
    const foe = target();
    const withWeapon = feintingWith(fighter) ?? refuse('maneuver', `${fighter.name} has no melee weapon to feint with`);
    const resist = bestMelee(foe);
    const feint = resolveFeint({ ...withWeapon, defender: { dx: foe.stats.dx, ...(resist && { meleeWeapon: resist.skill }) } }, rng);
    rolls.push(...feint.rolls.map(journalRoll));
    notes.push(...feint.steps);
    const penalty = feint.outcome.defensePenalty;
    // A Feint maneuver pays off on the next turn; All-Out Attack (Feint) strikes this turn.
    next = { ...next, feint: penalty > 0 ? { targetId: foe.id, penalty, ready: m.maneuver !== 'feint' } : null };
    summary = `${fighter.name} feints at ${foe.name}: ${penalty > 0 ? `-${penalty} to their next defense` : 'no gain'}`;
  }
  if (m.maneuver === 'ready' && m.weapon !== undefined) {
    const weapon = fighter.stats.weapons[m.weapon] ?? refuse('weapon', `${fighter.name} has no weapon ${m.weapon}`);
    if (!s.unready.includes(m.weapon)) refuse('weapon', `${fighter.name}'s ${weapon.name} is already ready`);
    // 000, "Ready": regaining control of an unwieldy weapon after a swing is one Ready.
    next = { ...next, unready: s.unready.filter((w) => w !== m.weapon) };
    summary = `${fighter.name} readies the ${weapon.name}`;
  }
  if (m.maneuver === 'change-posture') {
    next = { ...next, posture: m.posture! };
    summary = `${fighter.name} is now ${POSTURES[m.posture!].label.toLowerCase()}`;
  }
  if (m.maneuver === 'all-out-defense') notes.push(m.option === 'double-defense' ? 'Two different defenses against each attack until the next turn.' : `+2 to ${m.defense} until the next turn.`);
  if (m.maneuver === 'all-out-attack') notes.push('No active defense until the next turn.');
  return { summary, rolls, notes, changes: [{ id: fighter.id, state: (next) }] };
}

/** A condition the GM sets or clears by hand. */
export function setMark(fighter: GurpsFighter, condition: string, on: boolean): FighterChange<GurpsState> {
  if (!MARKS.some((m) => m.id === condition)) throw new RuleInputError('condition', `must be one of ${MARKS.map((m) => m.id).join(', ')}`);
  const s = stateOf(fighter);
  const marks = s.marks.filter((m) => m !== condition);
  const injury = condition === 'stunned' || condition === 'unconscious' ? { ...s.injury, [condition]: on } : s.injury;
  return {
    id: fighter.id,
    state: ({ ...s, injury, marks: on ? [...marks, condition] : marks }),
    ...(condition === 'unconscious' && { out: on || s.injury.dead }),
  };
}

const isAttack = (id: ManeuverId) => id === 'attack' || id === 'all-out-attack' || id === 'move-and-attack';

const labelOf = (options: readonly { id: string; label: string }[], id: string) => options.find((o) => o.id === id)?.label ?? id;

const readyMelee = (f: GurpsFighter): WeaponStats[] => {
  const unready = stateOf(f).unready;
  return f.stats.weapons.filter((w, i) => !w.ranged && !unready.includes(i));
};

/** The fighter's best ready melee weapon (000, "Feint": a ready weapon). */
function bestMelee(f: GurpsFighter): WeaponStats | null {
  const melee = readyMelee(f);
  return melee.length === 0 ? null : melee.reduce((best, w) => (w.skill > best.skill ? w : best));
}

/** What a Feint rolls against: the best of each ready melee weapon's skill and the Feint technique bought up from it (feint-technique.ts). */
function feintingWith(f: GurpsFighter): { attackerSkill: number; attackerSource: string } | null {
  const options = readyMelee(f).map((w) =>
    w.feint && w.feint.level > w.skill ? { attackerSkill: w.feint.level, attackerSource: `${w.feint.name} technique` } : { attackerSkill: w.skill, attackerSource: `melee skill (${w.name})` },
  );
  return options.length === 0 ? null : options.reduce((best, o) => (o.attackerSkill > best.attackerSkill ? o : best));
}
