import type { LightLevel } from '../ruleset';
import { LIGHT_SOURCES, type LightSourceId } from '../world/light-sources';

// How far Basic Fantasy's light reaches, in feet, and what a character sees by it.

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
