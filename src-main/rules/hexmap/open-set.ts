/**
 * A* open list: a binary min-heap over parallel typed arrays, so a search over a
 * million hexes allocates no object per entry. Entries order by estimated total
 * cost, then by smaller remaining estimate, which on open ground pulls the search
 * straight toward the goal instead of widening over equally good hexes. A hex may
 * be pushed again with a better cost; the caller skips the stale copies it pops.
 */
export class OpenSet {
  private hexes: Int32Array;
  private totals: Float64Array;
  private remaining: Float64Array;
  size = 0;

  constructor(capacity = 1024) {
    this.hexes = new Int32Array(capacity);
    this.totals = new Float64Array(capacity);
    this.remaining = new Float64Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(hex: number, total: number, remaining: number): void {
    if (this.size === this.hexes.length) this.grow();
    const hexes = this.hexes;
    const totals = this.totals;
    const rest = this.remaining;
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (totals[parent] < total || (totals[parent] === total && rest[parent] <= remaining)) break;
      hexes[at] = hexes[parent];
      totals[at] = totals[parent];
      rest[at] = rest[parent];
      at = parent;
    }
    hexes[at] = hex;
    totals[at] = total;
    rest[at] = remaining;
  }

  /** Removes and returns the hex with the lowest total; the set must not be empty. */
  pop(): number {
    const hexes = this.hexes;
    const totals = this.totals;
    const rest = this.remaining;
    const top = hexes[0];
    const last = --this.size;
    const hex = hexes[last];
    const total = totals[last];
    const remaining = rest[last];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      const right = child + 1;
      if (right < last && (totals[right] < totals[child] || (totals[right] === totals[child] && rest[right] < rest[child]))) child = right;
      if (total < totals[child] || (total === totals[child] && remaining <= rest[child])) break;
      hexes[at] = hexes[child];
      totals[at] = totals[child];
      rest[at] = rest[child];
      at = child;
    }
    hexes[at] = hex;
    totals[at] = total;
    rest[at] = remaining;
    return top;
  }

  private grow(): void {
    const capacity = this.hexes.length * 2;
    const hexes = new Int32Array(capacity);
    const totals = new Float64Array(capacity);
    const remaining = new Float64Array(capacity);
    hexes.set(this.hexes);
    totals.set(this.totals);
    remaining.set(this.remaining);
    this.hexes = hexes;
    this.totals = totals;
    this.remaining = remaining;
  }
}
