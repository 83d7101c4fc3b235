import { afterEach, describe, expect, it } from 'vitest';
import { snapshot } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// A candle burns by its height (issue 17, item 5). Source: seed 003 (Basic Fantasy, Adventures),
// "Light": a taper candle burns 3 turns per inch; the catalogue's candle is 6 inches when new.

const TURN = 600;
let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f.backend.close());

describe('lighting a candle of a given height', () => {
  it('a 2-inch stub burns 2 x 3 = 6 turns and goes out then; a new one still burns 18', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'taper-candle', 2);
    const stub = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'candle', candleInches: 2 });
    expect(stub.entry.summary).toBe('Ada lights a 2-inch candle');
    expect(stub.state.lights[0].remainingSeconds).toBe(6 * TURN);
    const start = f.time();
    const out = f.act('clock.advance', { seconds: 86_400, stopOnEvent: true });
    expect(out.stoppedBy).toBe("Ada's candle went out.");
    expect(f.time()).toBe(start + 6 * TURN);
    const fresh = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'candle' });
    expect(fresh.state.lights.find((l) => l.state === 'lit')!.remainingSeconds).toBe(18 * TURN);
  });

  it('a 4.5-inch candle burns 13.5 turns (8,100 s), in a GURPS campaign as in Basic Fantasy', () => {
    f = dungeonFixture({
      rulesSystem: 'gurps',
      members: [{ kind: 'pc', name: 'Ada', sheet: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 } } }],
    });
    f.quiet();
    f.give('Ada', 'taper-candle', 1);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'candle', candleInches: 4.5 });
    expect(lit.state.lights[0].remainingSeconds).toBe(8100);
  });

  it('only a candle takes a height, and one of 0 or 30 inches is refused by name; nothing changes', () => {
    f = dungeonFixture();
    f.give('Ada', 'torch', 1);
    f.give('Ada', 'taper-candle', 1);
    const before = snapshot(f.backend);
    for (const [input, reason] of [
      [{ kind: 'torch', candleInches: 3 }, 'only a candle has a height'],
      [{ kind: 'candle', candleInches: 0 }, 'must be 0.25 to 24'],
      [{ kind: 'candle', candleInches: 30 }, 'must be 0.25 to 24'],
    ] as const) {
      const r = f.backend.router.call('light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), ...input });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid_input', path: ['candleInches'], reason });
    }
    expect(snapshot(f.backend)).toEqual(before);
  });
});
