import type { Rng } from '../dice/rng';
import type { LightLevel, Ruleset } from '../ruleset';
import { radiiOf, type Illuminant } from '../../../src-shared/light-kinds';
import { burnText, burnTime, LIGHT_SOURCES, lightSourceId } from './light-sources';
import { SECONDS_PER_TURN } from '../../../src-shared/units';

// The world's torches, lanterns and candles (the BFRPG seed's) as systems measured in
// yards see them (GURPS Lite and Shell give no burn times or radii of their own): the
// same burn times, the same ground lit, in yards rounded to a tenth.


export const yards = (feet: number) => Math.round((feet / 3) * 10) / 10;

/** The light sources a GM can light, with their radii in yards. */
export const lightSourcesInYards: Ruleset['lightSources'] = Object.values(LIGHT_SOURCES).map((source) => ({
  id: source.id,
  label: source.label,
  brightRadius: yards(source.brightRadius),
  dimRadius: yards(source.dimRadius),
  unit: 'yd',
  burnText: `${burnText(source.id)} (Basic Fantasy)`,
}));

/** Widest bright and dim radii among the lit sources, in yards (0 when none is lit). */
export function litRadiiInYards(litSourceIds: readonly Illuminant[]): { readonly brightRadius: number; readonly dimRadius: number } {
  const lit = litSourceIds.map(radiiOf);
  return {
    brightRadius: Math.max(0, ...lit.map((l) => yards(l.brightRadius))),
    dimRadius: Math.max(0, ...lit.map((l) => yards(l.dimRadius))),
  };
}

export function lightDurationInTurns(sourceId: string, rng: Rng, options?: { readonly candleInches?: number }) {
  const burn = burnTime(lightSourceId(sourceId), rng, options?.candleInches);
  return { seconds: burn.turns * SECONDS_PER_TURN, rolls: burn.roll ? [burn.roll] : [] };
}

/** How lit a spot is at `distance` yards from each source: bright, dim, or the ambient light. */
export function lightLevelInYards(ambient: LightLevel, sources: readonly { readonly sourceId: string; readonly distance: number }[]): LightLevel {
  const lit = sources.filter((s) => s.distance <= yards(LIGHT_SOURCES[lightSourceId(s.sourceId)].dimRadius));
  if (ambient === 'magical-darkness' || lit.length === 0) return ambient;
  return lit.some((s) => s.distance <= yards(LIGHT_SOURCES[lightSourceId(s.sourceId)].brightRadius)) ? 'bright' : 'dim';
}
