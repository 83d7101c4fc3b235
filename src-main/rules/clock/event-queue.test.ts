import { describe, expect, it } from 'vitest';
import { moments, oneOff, recurring, type EventSource, type TimedEvent } from './event-queue';

const DAY = 86_400;
const flat = (ms: Iterable<{ at: number; events: TimedEvent[] }>) => [...ms].flatMap((m) => m.events.map((e) => `${m.at} ${e.kind} ${String(e.item)}`));

describe('event sources', () => {
  it('a one-off source hands its items over by moment, equal moments in the order given', () => {
    const lights = oneOff('light', ['c', 'a', 'b', 'd'], (x) => ({ a: 300, b: 300, c: 600, d: 100 })[x]!);
    const seen: string[] = [];
    while (lights.nextAt() < Infinity) {
      const e = lights.take();
      seen.push(`${e.at} ${e.item}`);
    }
    expect(seen).toEqual(['100 d', '300 a', '300 b', '600 c']);
  });

  it('a recurring source falls on multiples of its interval strictly after the start, counting from 1', () => {
    const days = recurring('day', DAY, DAY);
    expect([days.take(), days.take()]).toEqual([
      { kind: 'day', at: 2 * DAY, item: 1 },
      { kind: 'day', at: 3 * DAY, item: 2 },
    ]);
    expect(recurring('check', 1800, 1799).nextAt()).toBe(1800);
  });

  it('refuses an interval that would never move on', () => {
    expect(() => recurring('check', 0, 0)).toThrow(RangeError);
  });
});

describe('moments', () => {
  it('visits every event in time order, within the window, the window’s end included', () => {
    const queue = moments([oneOff('light', [1000, 5000], (x) => x), recurring('check', 1800, 0)], { from: 0, until: 5400 });
    expect(flat(queue)).toEqual(['1000 light 1000', '1800 check 1', '3600 check 2', '5000 light 5000', '5400 check 3']);
  });

  it('breaks ties by the order of the sources, and gives each moment its events together', () => {
    const all = [
      ...moments([oneOff('light', [DAY, DAY], (x) => x), recurring('day', DAY, 0), recurring('check', 1800, 0)], { from: 0, until: DAY }),
    ];
    expect(all.at(-1)).toEqual({
      at: DAY,
      events: [
        { kind: 'light', at: DAY, item: DAY },
        { kind: 'light', at: DAY, item: DAY },
        { kind: 'day', at: DAY, item: 1 },
        { kind: 'check', at: DAY, item: 48 },
      ],
    });
    expect(all).toHaveLength(48);
  });

  it('brings an overdue event to the start of the window instead of going back in time', () => {
    const queue = moments([oneOff('light', [-50, 0, 200], (x) => x)], { from: 100, until: 1000 });
    expect([...queue]).toEqual([
      { at: 100, events: [{ kind: 'light', at: 100, item: -50 }, { kind: 'light', at: 100, item: 0 }] },
      { at: 200, events: [{ kind: 'light', at: 200, item: 200 }] },
    ]);
  });

  it('costs what happens, not how long passes: a year of nothing is no moment at all', () => {
    let asked = 0;
    const quiet: EventSource = { nextAt: () => (asked++, Infinity), take: () => ({ kind: 'never', at: 0, item: null }) };
    expect([...moments([quiet, oneOff('light', [], (x: number) => x)], { from: 0, until: 365 * DAY })]).toEqual([]);
    expect(asked).toBe(1);
  });

  it('takes a new kind of source without changing the queue: a spell that ends, between a light and a day end', () => {
    const spells = [
      { name: 'Light', endsAt: 3 * 600 },
      { name: 'Bless', endsAt: 600 },
    ];
    const queue = moments(
      [oneOff('light', [1200], (x) => x), oneOff('effect-ends', spells, (s) => s.endsAt), recurring('day', DAY, 0)],
      { from: 0, until: DAY },
    );
    const seen: string[] = [];
    for (const moment of queue) {
      for (const e of moment.events) {
        if (e.kind === 'effect-ends') seen.push(`${moment.at}: ${e.item.name} ends`);
        else if (e.kind === 'light') seen.push(`${moment.at}: a light goes out`);
        else seen.push(`${moment.at}: day ${e.item} ends`);
      }
    }
    expect(seen).toEqual(['600: Bless ends', '1200: a light goes out', '1800: Light ends', '86400: day 1 ends']);
  });

  it('reads sources lazily, so a caller can stop at a moment and leave the rest untaken', () => {
    const lights = oneOff('light', [100, 200, 300], (x) => x);
    for (const moment of moments([lights], { from: 0, until: 1000 })) if (moment.at === 200) break;
    expect(lights.nextAt()).toBe(300);
  });
});
