import { forEachNeighbour, type HexMapData } from '../../../src-shared/hexmap';
import { roll, type RollResult, type Rng } from '../dice';
import type { CostField } from '../hexmap';

// Seed 003, "Becoming Lost", leaves the effect of failing the save to the GM. Lantern's
// default: a lost party keeps walking, but one hex side off the way it should go,
// 1d6: 1-3 to the left, 4-6 to the right, for the whole day's hours. Directions are
// the six hex sides counted anticlockwise from east, so left is +1 and right is -1.

/** The hex side (0 east, 1 north-east, ... 5 south-east) that leads from `from` into its neighbour `to`. */
export function sideTowards(map: Pick<HexMapData, 'width' | 'height'>, from: number, to: number): number {
  let side = 0;
  forEachNeighbour(map.width, map.height, from, (n, d) => {
    if (n === to) side = d;
  });
  return side;
}

export function driftDirection(map: Pick<HexMapData, 'width' | 'height'>, from: number, next: number, rng: Rng): { heading: number; side: 'left' | 'right'; roll: RollResult } {
  const d6 = roll('1d6', rng);
  const side = d6.total <= 3 ? 'left' : 'right';
  const way = sideTowards(map, from, next);
  return { heading: (way + (side === 'left' ? 1 : 5)) % 6, side, roll: d6 };
}

/** Straight along one hex side while the hours last, stopping at the map's edge or ground this travel cannot enter. */
export function driftSteps(field: CostField, from: number, heading: number, hours: number): { hexes: number[]; hours: number[]; hoursLeft: number } {
  const hexes = [from];
  const stepHours = [0];
  let left = hours;
  for (;;) {
    let ahead = -1;
    forEachNeighbour(field.width, field.height, hexes[hexes.length - 1], (n, d) => {
      if (d === heading) ahead = n;
    });
    if (ahead < 0 || !Number.isFinite(field.hours[ahead]) || field.hours[ahead] > left + 1e-4) break;
    left -= field.hours[ahead];
    hexes.push(ahead);
    stepHours.push(field.hours[ahead]);
  }
  return { hexes, hours: stepHours, hoursLeft: Math.max(0, left) };
}
