import { rankWithRollOff } from '../../dice/roll-off';
import type { CombatOutcome, InitiativeRoll, LabelledRoll } from '../../ruleset';
import type { Rng } from '../../dice';
import { handInjury, htFor, rollStunRecovery, rollToStayConscious, type InjuryModel, type InjuryState } from '../combat';
import { num } from '../format';
import { bodyOf, journalRoll, stateOf, type GurpsFighter, type GurpsState } from './state';

// The GURPS turn sequence (000, "Combat", Turn Sequence): the order set once for the
// fight, and what the start and the end of each fighter's turn do.

/** Turn order by Basic Speed, then DX, a die between fighters still level; kept for the fight. */
export function rollInitiative(fighters: readonly GurpsFighter[], rng: Rng): InitiativeRoll {
  const live = fighters.filter((f) => !f.out);
  const { ordered, rolls } = rankWithRollOff(live, (f) => [f.stats.basicSpeed, f.stats.dx], rng);
  return {
    order: ordered.map((f) => ({ id: f.id, score: f.stats.basicSpeed, text: `Basic Speed ${num(f.stats.basicSpeed)}, DX ${f.stats.dx}` })),
    rolls,
    notes: ['Turn order by Basic Speed, then DX; fighters still level roll a die. It stays for the whole fight.'],
  };
}

/** A turn begins: last turn's counts cleared, the shock waiting for it felt now, a feint made ready, the HT roll to stay conscious at 0 HP or less. */
export function startTurn(fighter: GurpsFighter, rng: Rng, model: InjuryModel): CombatOutcome<GurpsState> {
  const s = stateOf(fighter);
  let next: GurpsState = {
    ...s,
    injury: { ...s.injury, shockPoints: 0 },
    shockNow: s.injury.shockPoints,
    declared: false,
    attacks: 0,
    blockUsed: false,
    attackedWith: [],
    parried: [],
    feint: s.feint && !s.feint.ready ? { ...s.feint, ready: true } : s.feint,
  };
  const rolls: LabelledRoll[] = [];
  const notes: string[] = [];
  let out = false;
  const body = bodyOf(fighter, model, next);
  const check = rollToStayConscious(body, rng, model);
  if (check.required && check.roll) {
    rolls.push(journalRoll(check.roll));
    // The target the roll was made against, traits (Fit, Hard to Subdue) included.
    notes.push(`${fighter.name} is at ${fighter.pools.hp.current} HP: ${htFor(body, 'consciousness').text} rolled ${check.roll.roll.total}, ${check.conscious ? 'stays conscious' : 'passes out'}.`);
    if (!check.conscious) {
      next = { ...next, injury: { ...next.injury, unconscious: true } };
      out = true;
    }
  }
  return { summary: '', rolls, notes, changes: [{ id: fighter.id, state: (next), ...(out && { out }) }] };
}

/** A turn ends: its shock wears off (wounds taken during it wait for the next), a stunned fighter rolls HT to recover, a spent feint goes. */
export function endTurn(fighter: GurpsFighter, rng: Rng, model: InjuryModel): CombatOutcome<GurpsState> {
  const s = stateOf(fighter);
  const rolls: LabelledRoll[] = [];
  const notes: string[] = [];
  let injury: InjuryState = s.injury;
  if (s.injury.stunned && !s.injury.unconscious && !s.injury.dead) {
    const ht = htFor(bodyOf(fighter, model, s), 'other');
    const r = rollStunRecovery({ kind: 'physical', score: ht.value }, rng);
    rolls.push(journalRoll(r.roll));
    notes.push(`${fighter.name} rolls ${ht.text} to shake off the stun: ${r.roll.roll.total}, ${r.recovered ? 'recovers' : 'still stunned'}.`);
    if (r.recovered) injury = { ...injury, stunned: false };
  }
  const next: GurpsState = {
    ...s,
    injury,
    shockNow: 0,
    declared: false,
    marks: injury.stunned ? s.marks : s.marks.filter((m) => m !== 'stunned'),
    feint: s.feint?.ready ? null : s.feint,
  };
  return { summary: '', rolls, notes, changes: [{ id: fighter.id, state: (next) }] };
}

export const NOTHING: CombatOutcome<GurpsState> = { summary: '', rolls: [], notes: [], changes: [] };

/** HP the GM took away by hand: the death checks the fall owes, as a wound would (`fighter` still holds the HP before). */
export function hpLostByHand(fighter: GurpsFighter, hpAfter: number, rng: Rng, model: InjuryModel): CombatOutcome<GurpsState> {
  const s = stateOf(fighter);
  const fall = handInjury(model, { ...bodyOf(fighter, model, s), name: fighter.name }, hpAfter, rng);
  const changes = fall.dead ? [{ id: fighter.id, state: { ...s, injury: { ...s.injury, dead: true } }, out: true }] : [];
  return { summary: '', rolls: fall.rolls.map(journalRoll), notes: [...fall.notes], changes };
}
