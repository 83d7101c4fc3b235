import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { ratio, scale } from './ratio';
import type { Vessel } from './vessels';

// World default from the BFRPG seed, supplement A7: field repair.
export const REPAIR_DIE_PER_CREW_HOUR = 'd4';
export const FIELD_REPAIR_LIMIT = ratio(9, 10);

export interface FieldRepair {
  readonly repaired: number;
  readonly damageAfter: number;
  /** One roll per hour worked (crew-size d4s each); stops early once the limit is reached. */
  readonly rolls: readonly RollResult[];
}

/** Crews can patch a hull back to 90% of its hit points at most; the rest needs a shipyard. */
export function fieldRepair(
  input: { readonly vessel: Vessel; readonly damage: number; readonly crew: number; readonly hours: number },
  rng: Rng,
): FieldRepair {
  const floorDamage = input.vessel.hitPoints - Math.floor(scale(input.vessel.hitPoints, [FIELD_REPAIR_LIMIT]));
  const rolls: RollResult[] = [];
  let damage = input.damage;
  for (let hour = 0; hour < input.hours && damage > floorDamage && input.crew > 0; hour++) {
    const result = roll(`${input.crew}${REPAIR_DIE_PER_CREW_HOUR}`, rng);
    rolls.push(result);
    damage = Math.max(floorDamage, damage - result.total);
  }
  return { repaired: input.damage - damage, damageAfter: damage, rolls };
}
