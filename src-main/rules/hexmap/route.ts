import { EVEN_ROW_STEPS, ODD_ROW_STEPS } from '../../../src-shared/hexmap/coordinates';
import type { CostField } from './movement-cost';
import { OpenSet } from './open-set';

export interface Route {
  /** Hex indices from the first waypoint to the last; a waypoint appears once where two legs meet. */
  readonly hexes: number[];
  /** Hours to enter each hex of `hexes`; 0 for the first, where the group already stands. */
  readonly stepHours: number[];
  readonly totalHours: number;
  /** Hexes the search settled, summed over legs: a measure of its work, for benchmarks. */
  readonly expanded: number;
}

export interface RouteFinder {
  /**
   * The fastest route through the waypoints in order, or null if any leg has none.
   * `unlimited` leaves the search out of the call's limit: a route the dice asked for
   * (a lost party finding its way again), not one the request did.
   */
  route(waypoints: readonly number[], options?: { unlimited?: boolean }): Route | null;
}

/**
 * Hexes a finder's searches may settle in all: on the largest map about one leg of
 * 400 hexes over mixed ground, or twenty of 80. A finder serves one call (the legs of
 * one journey on a map read for it), so this bounds the call: past it the host would
 * be held for seconds, and the GM is asked to plan in shorter pieces instead. Each
 * route found is still the fastest.
 */
export const MAX_SETTLED = 80_000;

/** A search that would settle more hexes than a call may spend. */
export class RouteTooLongError extends RangeError {}

const finders = new WeakMap<CostField, RouteFinder>();

/**
 * A* over one cost field. The finder keeps its search arrays between queries
 * (stamped per search instead of cleared), and one finder serves every query on
 * the same field, so planning many legs on one map allocates nothing per hex
 * after the first.
 */
export function createRouteFinder(field: CostField, maxSettled = MAX_SETTLED): RouteFinder {
  // Only the host's own limit is shared; a finder with another (a benchmark's) is its own.
  if (maxSettled !== MAX_SETTLED) return newRouteFinder(field, maxSettled);
  let finder = finders.get(field);
  if (!finder) finders.set(field, (finder = newRouteFinder(field, MAX_SETTLED)));
  return finder;
}

function newRouteFinder(field: CostField, maxSettled: number): RouteFinder {
  const search = new HexSearch(field);
  return {
    route(waypoints, options) {
      const n = field.width * field.height;
      if (waypoints.length === 0) throw new RangeError('a route needs at least one waypoint');
      for (const w of waypoints) {
        if (!Number.isInteger(w) || w < 0 || w >= n) throw new RangeError(`waypoint ${w} is not a hex of this ${field.width} x ${field.height} map`);
      }
      const hexes = [waypoints[0]];
      let expanded = 0;
      for (let k = 1; k < waypoints.length; k++) {
        const leg = search.leg(waypoints[k - 1], waypoints[k], options?.unlimited ? Infinity : maxSettled);
        if (!leg) return null;
        expanded += leg.expanded;
        for (let j = 1; j < leg.hexes.length; j++) hexes.push(leg.hexes[j]);
      }
      const stepHours = hexes.map((hex, k) => (k === 0 ? 0 : field.hours[hex]));
      return { hexes, stepHours, totalHours: stepHours.reduce((sum, h) => sum + h, 0), expanded };
    },
  };
}

export const findRoute = (field: CostField, waypoints: readonly number[]): Route | null => createRouteFinder(field).route(waypoints);

class HexSearch {
  private readonly cost: Float64Array;
  private readonly parent: Int32Array;
  /** 2 x stamp: reached this search; 2 x stamp + 1: settled. Older stamps mean untouched. */
  private readonly mark: Uint32Array;
  private stamp = 0;
  /** Hexes settled by every search of this finder so far, against its limit. */
  private spent = 0;
  private readonly open = new OpenSet(1 << 14);
  private readonly evenSteps = Int32Array.from(EVEN_ROW_STEPS);
  private readonly oddSteps = Int32Array.from(ODD_ROW_STEPS);

  constructor(private readonly field: CostField) {
    const n = field.width * field.height;
    this.cost = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.mark = new Uint32Array(n);
  }

  /** `limit`: hexes all this finder's limited searches may settle, this one included. */
  leg(from: number, to: number, limit: number): { hexes: number[]; expanded: number } | null {
    if (from === to) return { hexes: [from], expanded: 0 };
    const { width, height, hours, cheapestHours } = this.field;
    if (!Number.isFinite(hours[to])) return null;
    if (++this.stamp >= 0x7fffffff) {
      this.mark.fill(0);
      this.stamp = 1;
    }
    const reached = 2 * this.stamp;
    const settled = reached + 1;
    const { cost, parent, mark, open, evenSteps, oddSteps } = this;
    const goalRow = Math.floor(to / width);
    const goalQ = to - goalRow * width - ((goalRow - (goalRow & 1)) >> 1);
    const fromRow = Math.floor(from / width);
    const fromQ = from - fromRow * width - ((fromRow - (fromRow & 1)) >> 1);
    // Hex distance in axial coordinates times the cheapest hex: admissible and consistent.
    const estimate = (q: number, r: number) => {
      const dq = q - goalQ;
      const dr = r - goalRow;
      return ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * cheapestHours;
    };

    open.clear();
    cost[from] = 0;
    parent[from] = -1;
    mark[from] = reached;
    open.push(from, estimate(fromQ, fromRow), estimate(fromQ, fromRow));
    let expanded = 0;
    while (open.size > 0) {
      const hex = open.pop();
      if (mark[hex] === settled) continue;
      mark[hex] = settled;
      expanded++;
      if (hex === to) return { hexes: this.pathTo(to), expanded };
      if (limit !== Infinity && ++this.spent > limit) {
        throw new RouteTooLongError(`finding the routes took more than ${limit} hexes of searching; plan the journey in shorter pieces`);
      }
      const row = Math.floor(hex / width);
      const col = hex - row * width;
      const steps = row & 1 ? oddSteps : evenSteps;
      const base = cost[hex];
      for (let d = 0; d < 12; d += 2) {
        const c = col + steps[d];
        const r = row + steps[d + 1];
        if (c < 0 || c >= width || r < 0 || r >= height) continue;
        const next = r * width + c;
        const step = hours[next];
        if (step === Infinity) continue;
        const m = mark[next];
        if (m === settled) continue;
        const total = base + step;
        if (m === reached && total >= cost[next]) continue;
        cost[next] = total;
        parent[next] = hex;
        mark[next] = reached;
        const rest = estimate(c - ((r - (r & 1)) >> 1), r);
        open.push(next, total + rest, rest);
      }
    }
    return null;
  }

  private pathTo(to: number): number[] {
    const path: number[] = [];
    for (let hex = to; hex !== -1; hex = this.parent[hex]) path.push(hex);
    return path.reverse();
  }
}
