import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';

export type LightSourceId = 'torch' | 'lantern' | 'candle';

export interface LightSource {
  readonly id: LightSourceId;
  readonly label: string;
  /** Radius of full light, in feet. */
  readonly brightRadius: number;
  /** Outer edge of the dim fringe beyond it, in feet. */
  readonly dimRadius: number;
  /** Burn time in turns: dice for a torch or a flask of oil, turns per inch for a taper candle. */
  readonly burn: { readonly dice: string } | { readonly turnsPerInch: number };
}

// World default from the BFRPG seed (003_8f80a070c789886f.txt, "Light"): the other texts give
// no burn times or radii, so every campaign's torches burn as these do.
export const LIGHT_SOURCES: Readonly<Record<LightSourceId, LightSource>> = {
  torch: { id: 'torch', label: 'Torch', brightRadius: 30, dimRadius: 50, burn: { dice: '1d4+4' } },
  lantern: { id: 'lantern', label: 'Lantern (per flask of oil)', brightRadius: 30, dimRadius: 50, burn: { dice: '1d6+18' } },
  candle: { id: 'candle', label: 'Taper candle', brightRadius: 5, dimRadius: 10, burn: { turnsPerInch: 3 } },
};

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
  if (!(id in LIGHT_SOURCES)) throw new RangeError(`unknown light source '${id}'`);
  return id as LightSourceId;
}
