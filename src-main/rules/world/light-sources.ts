import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import { LIGHT_KINDS, lightKinds, type LightKind, type LightKindSpec } from '../../../src-shared/light-kinds';

export { burnText, isSpellLight, radiiOf, SPELL_LIGHTS, type Illuminant } from '../../../src-shared/light-kinds';

export type LightSourceId = LightKind;
export type LightSource = LightKindSpec;

/** The world's lights: the one list in src-shared, which holds the Basic Fantasy seed's radii and burn times. */
export const LIGHT_SOURCES: Readonly<Record<LightSourceId, LightSource>> = LIGHT_KINDS;

export interface BurnTime {
  readonly turns: number;
  /** Present when the burn time was rolled. */
  readonly roll?: RollResult;
}

/**
 * Rolled once when the light is lit, so the clock knows when it goes out; a
 * candle's burn is fixed by its height instead.
 */
export function burnTime(sourceId: LightSourceId, rng: Rng, candleInches = 1): BurnTime {
  const { burn } = LIGHT_SOURCES[sourceId];
  if ('turnsPerInch' in burn) return { turns: burn.turnsPerInch * candleInches };
  const result = roll(burn.dice, rng);
  return { turns: result.total, roll: result };
}

export function lightSourceId(id: string): LightSourceId {
  const kind = lightKinds.find((k) => k === id);
  if (!kind) throw new RangeError(`unknown light source '${id}'`);
  return kind;
}
