import { roll, type Rng } from '../dice';
import type { LabelledRoll } from '../ruleset';
import { attackInput } from './attack-input';
import { ATTACK_DICE, attackOutcome, type AttackOutcome } from './attack-table';
import { entryResult, escapePinModifiers, pinModifiers, takedownModifiers } from './close-combat';
import { blocksPerRound } from './defence';
import { knockedOutEnd, stateOf, statsOf, type Attack, type ShellChange, type ShellFighter, type ShellOutcome, type ShellState } from './fighter-state';
import { parrying, stopThrusting } from './fighter-weapons';
import type { Modifier } from './modifiers';
import { attackChances, resolveAttack, type AttackInput } from './resolve-attack';
import { attributeContest } from './rolls';
import { refuse } from '../rule-input-error';
import { BARE_HAND } from './weapons';

// 001_d6872b0a781baa08.txt, "Close Combat": stepping into a foe's unit (met by a stop
// thrust or a shield block), then the takedown, the pin and breaking a pin, each an
// ordinary roll on the attack table with its own modifiers.

interface TableRoll {
  readonly outcome: AttackOutcome;
  readonly text: string;
  readonly rolls: readonly LabelledRoll[];
}

/** 2d10 + AT - DEF on the table, without damage: the close-combat rolls only need the row. */
function tableRoll(label: string, input: AttackInput, rng: Rng): TableRoll {
  const c = attackChances(input);
  if (!c.possible) refuse('action', `${c.reason}`);
  if (c.autoHit) return { outcome: 'hit', text: `${label}: ${c.reason}`, rolls: [] };
  const r = roll(ATTACK_DICE, rng);
  const total = r.total + c.at.total - c.def!.total;
  const outcome = attackOutcome(total, c.shieldPr);
  return { outcome, text: `${label}: ${r.total} + AT ${c.at.total} - DEF ${c.def!.total} = ${total}: ${outcome}`, rolls: [{ label, roll: r }] };
}

/** A wrestling roll: bare hands at the fighter's best combat level, the foe dodging, with the action's own modifiers. */
function wrestle(attacker: ShellFighter, defender: ShellFighter, attack: Attack, modifiers: readonly Modifier[]): AttackInput {
  const { input } = attackInput(attacker, defender, { ...attack, weapon: 0, target: 'torso', defense: 'dodge' });
  return {
    ...input,
    attacker: { ...input.attacker, weapon: BARE_HAND, skillLevel: statsOf(attacker).bestCombatLevel, other: [...modifiers, ...attack.modifiers] },
    situation: { closeCombat: true },
  };
}

const withState = (f: ShellFighter, state: ShellState, extra: Partial<ShellChange> = {}): ShellChange => ({ id: f.id, state: (state), ...extra });

/** Marks the attacker's turn as used by this action. */
const spent = (s: ShellState): ShellState => ({ ...s, declared: true, attacks: s.attacks + 1 });

function closeIn(attacker: ShellFighter, defender: ShellFighter, attack: Attack, rng: Rng): ShellOutcome {
  const a = stateOf(attacker);
  const d = stateOf(defender);
  if (a.grappling.includes(defender.id)) refuse('action', `${attacker.name} is already in close combat with ${defender.name}`);
  const enter = (notes: string[], rolls: LabelledRoll[], defenderChange: Partial<ShellChange> = {}, dState = d): ShellOutcome => ({
    summary: `${attacker.name} closes with ${defender.name}`,
    rolls,
    notes: [...notes, 'In close combat only a dodge defends, and shields count for nothing.'],
    changes: [
      withState(attacker, { ...a, grappling: [...a.grappling, defender.id] }),
      withState(defender, { ...dState, grappling: [...dState.grappling, attacker.id] }, defenderChange),
    ],
  });
  if (attack.entryBlock === 'none') return enter([], []);

  const parry = parrying(defender);
  const limit = blocksPerRound(parry.skill);
  if (d.blocksUsed >= limit) refuse('entryBlock', `${defender.name} has no defence left this round (${limit} used)`);
  const dAfterDefence = { ...d, blocksUsed: d.blocksUsed + 1 };
  const kept = (reason: string, rolls: LabelledRoll[], notes: string[], attackerChange: Partial<ShellChange> = {}, aState = a): ShellOutcome => ({
    summary: `${defender.name} keeps ${attacker.name} out`,
    rolls,
    notes: [...notes, reason],
    changes: [withState(defender, dAfterDefence), withState(attacker, { ...spent(aState), attacks: 1 }, attackerChange)],
  });

  if (attack.entryBlock === 'shield-block') {
    const shield = statsOf(defender).shield;
    if (!shield || d.shieldBroken) refuse('entryBlock', `${defender.name} has no shield to block with`);
    // The shield meets the one closing in: no weapon of the defender's is used, so none (a bow first on the list, one lost) can stand in its way.
    const { input } = attackInput(defender, attacker, { ...attack, target: 'torso', defense: 'dodge' }, { reaction: true, weapon: parry });
    const r = tableRoll(`Shield block: ${defender.name}`, { ...input, attacker: { ...input.attacker, weapon: BARE_HAND, skillLevel: parry.skill } }, rng);
    const result = entryResult({ method: 'shield-block', outcome: r.outcome });
    return result.prevented === true ? kept(result.reason, [...r.rolls], [r.text]) : enter([r.text, result.reason], [...r.rolls], {}, dAfterDefence);
  }

  // A stop thrust is a real attack by the defender, made out of turn, that the one closing in may dodge.
  const thrusting = stopThrusting(defender);
  const { input } = attackInput(defender, attacker, { ...attack, target: 'torso', defense: 'dodge' }, { reaction: true, weapon: thrusting });
  const thrust = resolveAttack(input, rng);
  const notes = [`Stop thrust with the ${thrusting.weapon.name} (a thrusting weapon or bare hands, never a swinging one)`, ...thrust.trace.map((t) => `Stop thrust, ${t.label}: ${t.text}`)];
  const rolls = [...thrust.rolls];
  const hurt = thrust.blow ? { hp: attacker.pools.hp.current - thrust.blow.counted, ...knockedOutEnd(attacker, !a.unconscious && thrust.blow.unconscious) } : {};
  const aHurt: ShellState = thrust.blow
    ? { ...a, injury: thrust.blow.state, stunned: a.stunned || thrust.blow.stunned, unconscious: thrust.blow.unconscious, dead: thrust.blow.dead }
    : a;
  const out = aHurt.unconscious || aHurt.dead ? { out: true } : {};
  const result = entryResult({ method: 'stop-thrust', outcome: thrust.outcome === 'no-attack' ? 'miss' : thrust.outcome, damageInflicted: thrust.blow?.counted ?? 0 });
  if (result.prevented === true) return kept(result.reason, rolls, notes, { ...hurt, ...out }, aHurt);
  if (result.prevented === 'st-contest') {
    const contest = attributeContest({ attribute: 'ST', value: statsOf(defender).st }, { attribute: 'ST', value: statsOf(attacker).st }, rng);
    rolls.push({ label: `ST contest: ${defender.name}`, roll: contest.a.roll }, { label: `ST contest: ${attacker.name}`, roll: contest.b.roll });
    const held = contest.winner === 'a';
    const text = `${result.reason}: ${defender.name} ${contest.a.roll.total} against ST ${statsOf(defender).st}, ${attacker.name} ${contest.b.roll.total} against ST ${statsOf(attacker).st}: ${held ? 'kept out' : 'gets in'}.`;
    if (held) return kept(text, rolls, notes, { ...hurt, ...out }, aHurt);
    const entered = enter([...notes, text], rolls, {}, dAfterDefence);
    return { ...entered, changes: [withState(attacker, { ...aHurt, grappling: [...a.grappling, defender.id] }, { ...hurt, ...out }), entered.changes[1]] };
  }
  const entered = enter([...notes, result.reason], rolls, {}, dAfterDefence);
  return { ...entered, changes: [withState(attacker, { ...aHurt, grappling: [...a.grappling, defender.id] }, { ...hurt, ...out }), entered.changes[1]] };
}

function grapple(attacker: ShellFighter, defender: ShellFighter, attack: Attack, rng: Rng): ShellOutcome {
  const a = stateOf(attacker);
  const d = stateOf(defender);
  if (!a.grappling.includes(defender.id)) refuse('action', `${attacker.name} must first close in on ${defender.name}`);
  const [as, ds] = [statsOf(attacker), statsOf(defender)];
  if (attack.action === 'takedown') {
    const r = tableRoll(`Takedown: ${attacker.name}`, wrestle(attacker, defender, attack, takedownModifiers({ attackerSt: as.st, defenderSt: ds.st })), rng);
    const down = r.outcome === 'hit';
    return {
      summary: down ? `${attacker.name} throws ${defender.name} to the ground` : `${defender.name} keeps their feet against ${attacker.name}`,
      rolls: r.rolls,
      notes: [r.text],
      changes: [withState(attacker, spent(a)), withState(defender, { ...d, knockedDown: d.knockedDown || down })],
    };
  }
  if (attack.action === 'pin') {
    const check = pinModifiers({ attackerSt: as.st, defenderSt: ds.st, attackerWeightLb: as.bodyWeightLb, defenderWeightLb: ds.bodyWeightLb, defenderDown: d.knockedDown });
    if (!check.allowed) refuse('action', `${check.reason}`);
    const r = tableRoll(`Pin: ${attacker.name}`, wrestle(attacker, defender, attack, check.modifiers), rng);
    const pinned = r.outcome === 'hit';
    return {
      summary: pinned ? `${attacker.name} pins ${defender.name}` : `${defender.name} slips the pin`,
      rolls: r.rolls,
      notes: [r.text, `${attacker.name} goes down to try the pin.`],
      changes: [
        withState(attacker, { ...spent(a), knockedDown: true, pinning: pinned ? defender.id : a.pinning }),
        withState(defender, { ...d, pinnedBy: pinned ? attacker.id : d.pinnedBy }),
      ],
    };
  }
  if (a.pinnedBy !== defender.id) refuse('action', `${attacker.name} is not pinned by ${defender.name}`);
  const r = tableRoll(`Breaking the pin: ${attacker.name}`, wrestle(attacker, defender, attack, escapePinModifiers({ pinnedSt: as.st, pinnerSt: ds.st })), rng);
  const free = r.outcome === 'hit';
  return {
    summary: free ? `${attacker.name} breaks ${defender.name}'s pin` : `${attacker.name} is still pinned`,
    rolls: r.rolls,
    notes: [r.text],
    changes: [withState(attacker, { ...spent(a), pinnedBy: free ? null : a.pinnedBy }), withState(defender, { ...d, pinning: free ? null : d.pinning })],
  };
}

function withdraw(attacker: ShellFighter, defender: ShellFighter): ShellOutcome {
  const a = stateOf(attacker);
  const d = stateOf(defender);
  if (!a.grappling.includes(defender.id)) refuse('action', `${attacker.name} is not in close combat with ${defender.name}`);
  if (a.pinnedBy !== null) refuse('action', `${attacker.name} is pinned and must break the pin first`);
  return {
    summary: `${attacker.name} steps back from ${defender.name}`,
    rolls: [],
    notes: [],
    changes: [
      withState(attacker, { ...a, grappling: a.grappling.filter((id) => id !== defender.id), pinning: a.pinning === defender.id ? null : a.pinning }),
      withState(defender, { ...d, grappling: d.grappling.filter((id) => id !== attacker.id), pinnedBy: d.pinnedBy === attacker.id ? null : d.pinnedBy }),
    ],
  };
}

/** Any action but an ordinary strike: close in, take down, pin, break a pin, withdraw. */
export function closeCombatAction(attacker: ShellFighter, defender: ShellFighter, attack: Attack, rng: Rng): ShellOutcome {
  if (attack.action === 'close-in') return closeIn(attacker, defender, attack, rng);
  if (attack.action === 'withdraw') return withdraw(attacker, defender);
  return grapple(attacker, defender, attack, rng);
}
