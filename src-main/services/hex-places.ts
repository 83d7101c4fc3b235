import { offsetOf } from '../../src-shared/hexmap';
import { placeKey, placeState, type PlaceKey, type PlaceState } from '../../src-shared/contract/place-key';
import type { BestiaryRepository } from '../db/repositories/bestiary';
import type { HexRegionRepository, RegionRow } from '../db/repositories/hex-regions';
import type { Ruleset } from '../rules/ruleset';
import type { SightingRaiser } from './encounters/raise';
import type { ActionContext } from './journal';

export interface KeyedHex {
  hexIndex: number;
  key: PlaceKey;
  state: PlaceState;
}

const FIRST_TIME: ReadonlySet<PlaceState['status']> = new Set(['unexplored', 'seen']);

/** What a keyed hex is called where the GM reads it: its settlement, its landmark, else where it lies. */
export function nameOfHex(region: RegionRow, hex: KeyedHex): string {
  const at = offsetOf(region.width, hex.hexIndex);
  return hex.key.settlement?.name || hex.key.landmark || `hex (${at.col}, ${at.row})`;
}

/**
 * Whether travel stops on entering a keyed hex: the journey's destination when keyed, or a place
 * the party has not yet visited that holds something to meet (a lair or other occupants, a
 * settlement, a way underground, a landmark). Lantern's own rule: a plain note does not stop travel.
 */
export function stopsTravel(hex: KeyedHex, destination: boolean): boolean {
  if (destination) return true;
  const { key } = hex;
  return FIRST_TIME.has(hex.state.status) && (key.occupants.length > 0 || key.settlement !== null || key.entrance !== null || key.landmark !== '');
}

/** Arriving on a wilderness hex that has a key: its state and its occupants. */
export function hexPlaces(deps: { regions: HexRegionRepository; bestiary: BestiaryRepository; raiser: SightingRaiser }) {
  const { regions, bestiary, raiser } = deps;

  function keyed(regionId: number): Map<number, KeyedHex> {
    return new Map(regions.keys(regionId).map((k) => [k.hexIndex, { hexIndex: k.hexIndex, key: placeKey.parse(JSON.parse(k.key)), state: placeState.parse(JSON.parse(k.state)) }]));
  }

  /**
   * The party has walked onto a keyed hex: a first visit marks it visited, and its occupants, met
   * there for the first time and not cleared, raise the encounter card with their number rolled (a
   * lair's number when the key says it is their lair). Answers what the GM is told.
   */
  function arrive(ctx: ActionContext, ruleset: Ruleset, partyId: number, region: RegionRow, hex: KeyedHex, at: number, night: boolean): string {
    const first = FIRST_TIME.has(hex.state.status);
    const name = nameOfHex(region, hex);
    if (first) regions.putKey(region.id, hex.hexIndex, JSON.stringify(hex.key), JSON.stringify({ ...hex.state, status: 'visited' }));
    const terrain = raiser.whereabouts(partyId, at);
    const levelName = terrain?.setting === 'wilderness' ? terrain.levelName : 'clear';
    const where = { setting: 'wilderness' as const, levelName, place: `${name}, ${levelName} by ${night ? 'night' : 'day'}`, night };
    const occupants = first ? hex.key.occupants : [];
    const entries = occupants.map((o) => ({
      text: o.lair ? `${o.name} in their lair` : o.name,
      foe: o.bestiaryId === undefined ? undefined : bestiary.get(o.bestiaryId)?.name,
      number: o.number,
    }));
    const counts = entries.length > 0 ? raiser.raise(ctx, ruleset, partyId, where, entries, at) : [];
    const met = entries.map((e, i) => `${e.text} (${counts[i].count ?? e.number})`);
    const said = `Arrived at ${name}${met.length ? `: ${met.join(', ')}` : ''}`;
    ctx.note(`${said}.`);
    return said;
  }

  return { keyed, arrive };
}
export type HexPlaces = ReturnType<typeof hexPlaces>;
