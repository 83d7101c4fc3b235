// Advancing the clock costs what happens, not how long passes: every source names
// its next moment, and the queue jumps from one moment to the next. Light burn-outs,
// timed effects' ends, day ends and wandering checks are its sources.

export interface TimedEvent<K extends string = string, T = unknown> {
  readonly kind: K;
  /** Game seconds; an event overdue when the window opens happens at its opening. */
  readonly at: number;
  readonly item: T;
}

export interface EventSource<E extends TimedEvent = TimedEvent> {
  /** When the next event falls, or Infinity once there is none. */
  nextAt(): number;
  /** Hands over the event at nextAt() and moves past it. */
  take(): E;
}

/** The events falling at one moment, in the order their sources were given. */
export interface Moment<E extends TimedEvent = TimedEvent> {
  readonly at: number;
  readonly events: E[];
}

type EventOf<S> = S extends EventSource<infer E> ? E : never;

/** One event per item, at the moment the item names; items at the same moment keep their given order. */
export function oneOff<K extends string, T>(kind: K, items: readonly T[], momentOf: (item: T) => number): EventSource<TimedEvent<K, T>> {
  const queue = items.map((item, order) => ({ item, at: momentOf(item), order })).sort((a, b) => a.at - b.at || a.order - b.order);
  let next = 0;
  return {
    nextAt: () => (next < queue.length ? queue[next].at : Infinity),
    take: () => {
      const { item, at } = queue[next++];
      return { kind, at, item };
    },
  };
}

/**
 * An event at every multiple of `every` strictly after `after` (day ends, checks
 * every N turns); its item counts them from 1, so a handler knows how many went by.
 */
export function recurring<K extends string>(kind: K, every: number, after: number): EventSource<TimedEvent<K, number>> {
  if (!(every > 0)) throw new RangeError(`recurring ${kind}: the interval must be positive, not ${every}`);
  const first = (Math.floor(after / every) + 1) * every;
  let count = 0;
  return {
    nextAt: () => first + count * every,
    take: () => {
      const at = first + count * every;
      count += 1;
      return { kind, at, item: count };
    },
  };
}

/**
 * The moments from `from` to `until` (both included), earliest first. Events of one
 * moment come together, ordered by their source's place in `sources`, so a handler
 * can let everything at a moment happen before the clock stops there. Sources are
 * read lazily: one that would run for ever is only asked up to `until`.
 */
export function* moments<const S extends readonly EventSource[]>(
  sources: S,
  window: { from: number; until: number },
): Generator<Moment<EventOf<S[number]>>, void, undefined> {
  for (;;) {
    let at = Infinity;
    for (const source of sources) at = Math.min(at, source.nextAt());
    at = Math.max(at, window.from);
    if (at > window.until) return;
    const events: EventOf<S[number]>[] = [];
    for (const source of sources) {
      while (source.nextAt() <= at) events.push({ ...source.take(), at } as EventOf<S[number]>);
    }
    yield { at, events };
  }
}
