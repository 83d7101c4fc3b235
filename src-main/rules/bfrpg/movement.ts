import { loadLevel, type Capacity, type LoadLevel } from '../world/load-level';
import { carryingCapacity, type Race } from './capacity';

export type ArmorKind = 'none' | 'leather' | 'metal';

export interface WornArmor {
  readonly kind: ArmorKind;
  readonly magical: boolean;
  readonly pounds: number;
}

export const NO_ARMOR: WornArmor = { kind: 'none', magical: false, pounds: 0 };

export interface MovementRow {
  readonly label: string;
  readonly light: number;
  readonly heavy: number;
}

// supplement A3 (feet per combat round), rows ordered from least to most restrictive.
export const MOVEMENT_BY_ARMOR: readonly MovementRow[] = [
  { label: 'No armor, or magic leather', light: 40, heavy: 30 },
  { label: 'Leather armor, or magic metal', light: 30, heavy: 20 },
  { label: 'Metal armor', light: 20, heavy: 10 },
];

const ROW_OF: Readonly<Record<ArmorKind, number>> = { none: 0, leather: 1, metal: 2 };

/** Magic armor weighs the same but binds less, so it moves the wearer up one row. */
export function movementRow(armor: Pick<WornArmor, 'kind' | 'magical'>): MovementRow {
  const row = ROW_OF[armor.kind] - (armor.magical && armor.kind !== 'none' ? 1 : 0);
  return MOVEMENT_BY_ARMOR[row];
}

export function feetPerRound(armor: Pick<WornArmor, 'kind' | 'magical'>, load: LoadLevel): number {
  if (load === 'over') return 0;
  return movementRow(armor)[load];
}

// 003_8f80a070c789886f.txt, "Movement and Encumbrance": exploring covers 3x the round rate per turn.
export const EXPLORATION_TURN_MULTIPLIER = 3;

export const feetPerTurn = (perRound: number): number => perRound * EXPLORATION_TURN_MULTIPLIER;

export interface CharacterMovement {
  readonly capacity: Capacity;
  /** Armor counts toward the load as well as restricting movement. */
  readonly carriedPounds: number;
  readonly load: LoadLevel;
  readonly feetPerRound: number;
  readonly feetPerTurn: number;
}

export function characterMovement(input: {
  readonly strength: number;
  readonly race: Race;
  readonly armor: WornArmor;
  readonly gearPounds: number;
}): CharacterMovement {
  const capacity = carryingCapacity(input.strength, input.race);
  const carriedPounds = input.gearPounds + input.armor.pounds;
  const load = loadLevel(carriedPounds, capacity);
  const perRound = feetPerRound(input.armor, load);
  return { capacity, carriedPounds, load, feetPerRound: perRound, feetPerTurn: feetPerTurn(perRound) };
}
