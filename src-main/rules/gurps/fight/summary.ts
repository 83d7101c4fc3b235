import type { Condition, FighterSummary } from '../../ruleset';
import { DEFENSE_LABELS, hitLocation, MANEUVERS, POSTURES, REPEATED_PARRY_PENALTY, type DefenseKind, type InjuryModel } from '../combat';
import { dodgeOf, MARKS, pendingShockOf, shockPenaltyOf, slowed, stateOf, traitsOf, type GurpsFighter } from './state';
import { attackLabel } from './stats';

// What a GURPS fighter's card shows: weapons, defenses, the maneuver, conditions, and
// the marks on the HP and FP bars where the rules start to bite.

function conditionsOf(f: GurpsFighter, model: InjuryModel, rulesName: string): Condition[] {
  const s = stateOf(f);
  const out: Condition[] = [];
  if (s.injury.dead) out.push({ id: 'dead', label: 'Dead', effect: `Past the last death check (${rulesName}).` });
  else if (s.injury.unconscious) out.push({ id: 'unconscious', label: 'Unconscious', effect: 'Out of the fight until revived.' });
  if (s.injury.stunned) out.push({ id: 'stunned', label: 'Stunned', effect: 'Must Do Nothing; -4 to defenses; HT roll at the end of each turn to shake it off.' });
  const why = slowed(f, model);
  if (why) out.push({ id: why.replace(' ', '-'), label: why === 'reeling' ? 'Reeling' : 'Very tired', effect: 'Move and Dodge halved, rounding up.' });
  const shockNow = shockPenaltyOf(f, model);
  if (shockNow < 0) out.push({ id: 'shock', label: `Shock ${shockNow} this turn`, effect: `${shockNow} to DX and IQ until this turn ends, from wounds taken before it.` });
  const shock = pendingShockOf(f, model);
  if (traitsOf(f).painThreshold === 'high' && (s.injury.shockPoints > 0 || s.shockNow > 0)) {
    out.push({ id: 'no-shock', label: 'No shock (High Pain Threshold)', effect: 'Wounds give this fighter no DX or IQ penalty (Basic Set p. B59).' });
  }
  if (shock < 0) out.push({ id: 'shock-next', label: `Shock ${shock}`, effect: `${shock} to DX and IQ on the next turn only, from wounds since the last one began.` });
  if (f.pools.hp.current <= 0 && !s.injury.unconscious && !s.injury.dead) {
    out.push({ id: 'fading', label: 'At 0 HP or less', effect: 'A HT roll at the start of each turn to stay conscious.' });
  }
  for (const id of s.injury.crippled) out.push({ id: `crippled-${id}`, label: `${hitLocation(id).label} crippled`, effect: 'Useless until healed.' });
  for (const id of s.injury.severed) out.push({ id: `severed-${id}`, label: `${hitLocation(id).label} lost`, effect: 'Severed.' });
  if (s.posture !== 'standing') out.push({ id: s.posture, label: POSTURES[s.posture].label, effect: 'Posture: the GM applies its modifiers.' });
  if (s.aim) out.push({ id: 'aiming', label: `Aiming (${s.aim.seconds} s)`, effect: 'Adds Accuracy to the next ranged attack on that foe.' });
  if (s.evaluate) out.push({ id: 'evaluating', label: `Evaluating (+${Math.min(3, s.evaluate.turns)})`, effect: 'Adds to the next melee attack on that foe.' });
  if (s.feint) out.push({ id: 'feint', label: `Feint -${s.feint.penalty}`, effect: "Taken off the foe's next defense against this fighter." });
  for (const i of s.unready) {
    const name = f.stats.weapons[i]?.name ?? `weapon ${i}`;
    out.push({ id: `unready-${i}`, label: `${name} unready`, effect: 'Cannot attack or parry until a Ready maneuver readies it.' });
  }
  if (s.parried.length > 0) {
    out.push({ id: 'parried', label: `Parried ${s.parried.length}x`, effect: `Each further parry with the same weapon before the next turn: ${REPEATED_PARRY_PENALTY.other} per earlier parry, ${REPEATED_PARRY_PENALTY.fencing} with a fencing weapon (Basic Set p. B376).` });
  }
  if (s.blockUsed) out.push({ id: 'block-used', label: 'Block used', effect: 'No more blocks until the next turn.' });
  for (const id of s.marks) if (id !== 'stunned' && id !== 'unconscious') out.push({ id, label: MARKS.find((m) => m.id === id)?.label ?? id, effect: 'Set by the GM.' });
  return out;
}

export function fighterSummary(f: GurpsFighter, model: InjuryModel, rulesName: string): FighterSummary {
  const s = f.stats;
  const state = stateOf(f);
  const dodge = dodgeOf(f, model);
  const hpMarks = [
    { at: Math.ceil(s.hp / 3), label: 'Below a third: half Move and Dodge' },
    { at: 0, label: 'HT roll each turn to stay conscious' },
    ...model.deathCheckThresholds({ hp: s.hp, hpBefore: s.hp, hpAfter: model.automaticDeathAt(s.hp) + 1 }).map((at) => ({ at, label: 'Death check (HT)' })),
    { at: model.automaticDeathAt(s.hp), label: 'Dead' },
  ];
  const fp = f.pools.fp;
  return {
    attacks: s.weapons.map((w, i) => ({ id: String(i), label: w.name, detail: `${w.skillText}; ${attackLabel(w)}${w.mustReady ? '; unready after each attack' : ''}${w.feint ? `; ${w.feint.name} ${w.feint.level}` : ''}` })),
    defenses: [
      { id: 'dodge', label: 'Dodge', value: dodge.text.replace(/^Dodge /, '') },
      ...s.weapons.flatMap((w, i) => (w.parry === null ? [] : [{ id: `parry-${i}`, label: `Parry (${w.name})`, value: `${w.parry}${w.fencing ? 'F' : ''}` }])),
      ...(s.block === null ? [] : [{ id: 'block', label: 'Block', value: String(s.block) }]),
      ...(s.shield ? [{ id: 'shield', label: 'Shield', value: `${s.shield.name}, DB ${s.shield.defenseBonus}` }] : []),
      ...Object.entries(s.defenseNotes ?? {}).map(([kind, note]) => ({ id: `counted-${kind}`, label: `${DEFENSE_LABELS[kind as DefenseKind]} counts`, value: note })),
      { id: 'dr', label: 'DR', value: String(s.dr) },
    ],
    // The posture is shown among the conditions, so the stance names the maneuver only.
    stance: state.maneuver ? `${MANEUVERS[state.maneuver].label}${state.option ? ` (${state.option.replace('-', ' ')})` : ''}` : null,
    declared: state.declared && state.maneuver ? { id: state.maneuver, option: state.option } : null,
    conditions: conditionsOf(f, model, rulesName),
    ...(s.bodyPlan && { locations: [{ id: 'random', label: 'Random (3d)', modifier: 0 }, ...s.bodyPlan.map((p) => ({ id: p.id, label: p.label, modifier: p.toHit }))] }),
    hpMarks,
    fpMarks: fp
      ? [
          { at: Math.ceil(fp.max / 3), label: 'Below a third: half Move, Dodge and ST' },
          { at: 0, label: 'Each FP lost costs 1 HP too' },
          { at: -fp.max, label: 'Unconscious' },
        ]
      : [],
  };
}
