import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import type { LightLevel } from '../ruleset';

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

// 003_8f80a070c789886f.txt, "Light".
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

/**
 * Ordered darkest first. "dim" is the fringe of a torch or lantern; the book only
 * fixes that darkvision fails above moonlight, so a lit fringe counts as above it.
 */
export const LIGHT_LEVELS: readonly LightLevel[] = ['magical-darkness', 'dark', 'moonlight', 'dim', 'bright'];

export function lightFromSource(sourceId: LightSourceId, distanceFeet: number): LightLevel {
  const source = LIGHT_SOURCES[sourceId];
  if (distanceFeet <= source.brightRadius) return 'bright';
  return distanceFeet <= source.dimRadius ? 'dim' : 'dark';
}

/**
 * Brightest of the ambient light and every source in reach. The chapter says
 * magical darkness blocks sight outright, so we let no ordinary flame lift it.
 */
export function lightLevelAt(
  ambient: LightLevel,
  sources: readonly { readonly sourceId: LightSourceId; readonly distanceFeet: number }[],
): LightLevel {
  if (ambient === 'magical-darkness') return ambient;
  return sources
    .map((s) => lightFromSource(s.sourceId, s.distanceFeet))
    .reduce((best, level) => (LIGHT_LEVELS.indexOf(level) > LIGHT_LEVELS.indexOf(best) ? level : best), ambient);
}

// 003_8f80a070c789886f.txt, "Darkvision": useless in light brighter than moonlight, blocked by magical darkness.
export function darkvisionWorks(level: LightLevel): boolean {
  return level === 'dark' || level === 'moonlight';
}

export interface Sight {
  readonly canSee: boolean;
  readonly by: 'eyes' | 'darkvision' | null;
  /** Darkvision shows shapes in black and white only. */
  readonly inColor: boolean;
}

/** Normal eyes are assumed to manage by moonlight; the chapter does not say otherwise. */
export function sight(level: LightLevel, hasDarkvision: boolean): Sight {
  if (level === 'bright' || level === 'dim' || level === 'moonlight') return { canSee: true, by: 'eyes', inColor: true };
  if (hasDarkvision && darkvisionWorks(level)) return { canSee: true, by: 'darkvision', inColor: false };
  return { canSee: false, by: null, inColor: false };
}
