import type { AttackOutcome } from './attack-table';
import type { Modifier } from './modifiers';
import { requireFiniteAtLeast, requireWhole } from './validate';

// 001_d6872b0a781baa08.txt, "Close Combat". In the same unit only a dodge defends and
// shields give nothing: pass `closeCombat: true` in the CombatSituation for that.

export const PIN_LB_PER_POINT = 20;

/** +1 per point of ST the attacker has over the defender, -1 per point under. */
export function takedownModifiers(input: { readonly attackerSt: number; readonly defenderSt: number }): Modifier[] {
  requireWhole(input.attackerSt, 'attackerSt');
  requireWhole(input.defenderSt, 'defenderSt');
  return [{ label: `ST ${input.attackerSt} vs ${input.defenderSt}`, value: input.attackerSt - input.defenderSt }];
}

/** Whole steps of 20 lb only: 39 lb heavier is +1, 40 lb is +2; lighter counts the same way down. */
export function weightModifier(attackerLb: number, defenderLb: number): number {
  requireFiniteAtLeast(attackerLb, 'attackerWeightLb', 0);
  requireFiniteAtLeast(defenderLb, 'defenderWeightLb', 0);
  const difference = attackerLb - defenderLb;
  return Math.sign(difference) * Math.floor(Math.abs(difference) / PIN_LB_PER_POINT) + 0;
}

export interface PinCheck {
  readonly allowed: boolean;
  readonly reason: string | null;
  readonly modifiers: readonly Modifier[];
}

/** A pin is a takedown roll with weight added, and only a downed defender can be pinned. */
export function pinModifiers(input: {
  readonly attackerSt: number;
  readonly defenderSt: number;
  readonly attackerWeightLb: number;
  readonly defenderWeightLb: number;
  readonly defenderDown: boolean;
}): PinCheck {
  const modifiers = [
    ...takedownModifiers(input),
    { label: `weight ${input.attackerWeightLb} lb vs ${input.defenderWeightLb} lb`, value: weightModifier(input.attackerWeightLb, input.defenderWeightLb) },
  ];
  if (!input.defenderDown) return { allowed: false, reason: 'only a defender on the ground can be pinned', modifiers };
  return { allowed: true, reason: null, modifiers };
}

/** Breaking a pin is a takedown by the pinned character against the one holding them. */
export const escapePinModifiers = (input: { readonly pinnedSt: number; readonly pinnerSt: number }): Modifier[] =>
  takedownModifiers({ attackerSt: input.pinnedSt, defenderSt: input.pinnerSt });

export type EntryBlock = 'stop-thrust' | 'shield-block';

export interface EntryResult {
  /** true: kept out; false: the attacker gets in; 'st-contest': a contest of ST decides. */
  readonly prevented: boolean | 'st-contest';
  readonly reason: string;
}

/**
 * Someone stepping into the defender's unit can be met by a stop thrust (a real
 * attack roll that counts as one of the defender's defences) or a shield block.
 * Either works only if it hits the attacker or their shield. A stop thrust then
 * keeps them out if it did damage, and otherwise if the defender wins a ST
 * contest; a shield block keeps them out on any such hit and does no damage.
 */
export function entryResult(input: { readonly method: EntryBlock; readonly outcome: AttackOutcome; readonly damageInflicted?: number }): EntryResult {
  const connected = input.outcome === 'hit' || input.outcome === 'shield';
  if (!connected) return { prevented: false, reason: `the ${input.method} did not connect (${input.outcome}); the attacker enters` };
  if (input.method === 'shield-block') return { prevented: true, reason: 'the shield block connected: the attacker is kept out and loses the rest of the turn' };
  if ((input.damageInflicted ?? 0) > 0) return { prevented: true, reason: `the stop thrust did ${input.damageInflicted} damage: the attacker is kept out and loses the rest of the turn` };
  return { prevented: 'st-contest', reason: 'the stop thrust connected without damage: a ST contest decides whether the attacker gets in' };
}
