import { requireFiniteAtLeast, requireWhole, requireWholeAtLeast } from './validate';

export type ManeuverId = 'attack' | 'guard' | 'defend' | 'disarm' | 'aim';

export interface Maneuver {
  readonly id: ManeuverId;
  readonly label: string;
  /** Added to AT while the maneuver lasts (until the character's next action). */
  readonly at: number;
  /** Added to DEF while the maneuver lasts. */
  readonly def: number;
  readonly note: string;
}

// 001_d6872b0a781baa08.txt, "Maneuvers".
export const MANEUVERS: Readonly<Record<ManeuverId, Maneuver>> = {
  attack: { id: 'attack', label: 'Attack', at: 0, def: 0, note: 'may follow a move of any length; more than a step costs AT, a long run adds charge damage' },
  guard: { id: 'guard', label: 'Guard', at: 1, def: 0, note: 'wait for the foe; after a successful defence, strike back at once with the AT bonus' },
  defend: { id: 'defend', label: 'Defend', at: 0, def: 2, note: 'all-out defence, no attack this turn' },
  disarm: { id: 'disarm', label: 'Disarm', at: -2, def: -1, note: "an attack on the foe's weapon that takes it away on a hit" },
  aim: { id: 'aim', label: 'Aim', at: 0, def: -2, note: 'stand still and take aim; the bonus is a ranged AT modifier on the next shot' },
};

export function maneuver(id: ManeuverId): Maneuver {
  const found = MANEUVERS[id];
  if (!found) throw new RangeError(`maneuver must be one of ${Object.keys(MANEUVERS).join(', ')}, got ${id}`);
  return found;
}

/** Encumbrance levels run 0-4, and 5 for a load the character cannot move with. */
export function requireEncumbranceLevel(level: number, field = 'encumbranceLevel'): void {
  requireWholeAtLeast(level, field, 0);
  if (level > 5) throw new RangeError(`${field} must be 5 or less, got ${level}`);
}

// 001_d6872b0a781baa08.txt, "Rounds".
export function initiativeRating(input: { readonly agility: number; readonly encumbranceLevel: number }): { readonly value: number; readonly formula: string } {
  requireWhole(input.agility, 'agility');
  requireEncumbranceLevel(input.encumbranceLevel);
  const value = input.agility - 2 * input.encumbranceLevel;
  return { value, formula: `initiative = AG ${input.agility} - 2 x EL ${input.encumbranceLevel} = ${value}` };
}

/** A load past the maximum (EL 5) pins the character in place, so nothing is left to spend. */
export function movePoints(input: { readonly mv: number; readonly encumbranceLevel: number }): { readonly value: number; readonly formula: string } {
  requireWholeAtLeast(input.mv, 'mv', 0);
  requireEncumbranceLevel(input.encumbranceLevel);
  if (input.encumbranceLevel === 5) return { value: 0, formula: 'MV points = 0: the load is past the maximum' };
  const value = Math.max(0, input.mv - input.encumbranceLevel);
  return { value, formula: `MV points = MV ${input.mv} - EL ${input.encumbranceLevel} = ${value}` };
}

/** A move longer than a single step (one unit) before attacking. */
export const MOVED_MORE_THAN_STEP_AT = -2;
export const CHARGE_UNITS_PER_DAMAGE = 5;

export function chargeDamageBonus(unitsMoved: number): number {
  requireFiniteAtLeast(unitsMoved, 'unitsMoved', 0);
  return Math.floor(unitsMoved / CHARGE_UNITS_PER_DAMAGE);
}
