import { describe, expect, it } from 'vitest';
import { basicFantasyRuleset } from '../bfrpg';
import { cannotWalk, eats, lastsDays, lightsCarried, partyNeeds, whoWalks, type WalkingBody } from './provisions';

// The party's provisions, by the Basic Fantasy exploration seed (003_8f80a070c789886f.txt,
// "Dungeon Survival": a ration and a quart of water a day for each body), and the walking rule,
// which is Lantern's own: no text says who carries the fallen.

const marked = (...ids: string[]) => ids.map((id) => ({ id }));
const profile = basicFantasyRuleset.profile(
  basicFantasyRuleset.completeSheet(basicFantasyRuleset.sheetSchema.parse({ abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } })),
);

describe('who eats', () => {
  it('characters eat and drink; the dead, animals and vehicles do not (animals take fodder)', () => {
    const members = [
      { kind: 'pc' as const, lasting: [] },
      { kind: 'hireling' as const, lasting: marked('unconscious') },
      { kind: 'pc' as const, lasting: marked('dead') },
      { kind: 'animal' as const, lasting: [] },
      { kind: 'vehicle' as const, lasting: [] },
    ];
    expect(members.map(eats)).toEqual([true, true, false, false, false]);
    expect(partyNeeds(basicFantasyRuleset, members, () => profile)).toEqual({ eaters: 2, food: 2, water: 2, fodder: 1, foodUnit: 'ration', waterUnit: 'quart' });
  });

  it('whole days a stock lasts; none to count with nobody to feed', () => {
    expect(lastsDays(71, 4)).toBe(17);
    expect(lastsDays(0.3 * 10, 0.3)).toBe(10);
    expect(lastsDays(5, 0)).toBeNull();
  });
});

describe('lights and fuel carried', () => {
  it('counts each kind of the list and the fuel by the light it feeds', () => {
    const stack = (quantity: number, item: { lightSource?: 'torch' | 'lantern' | 'candle'; fuelFor?: 'lantern' }) => ({
      quantity,
      usedOfOne: 0,
      item: { foodDays: null, waterQuarts: null, lightSource: item.lightSource ?? null, fuelFor: item.fuelFor ?? null },
    });
    expect(lightsCarried([stack(6, { lightSource: 'torch' }), stack(1, { lightSource: 'lantern' }), stack(2, { fuelFor: 'lantern' }), stack(4, { lightSource: 'torch' })])).toEqual({
      lights: { torch: 10, lantern: 1, candle: 0 },
      fuel: { lantern: 2 },
    });
  });
});

describe('who walks (Lantern\'s own rule)', () => {
  const body = (id: number, name: string, kind: WalkingBody['kind'], pounds: number, room: number, ...lasting: string[]): WalkingBody => ({
    id,
    name,
    kind,
    pounds,
    room,
    canMove: room >= 0,
    lasting: marked(...lasting),
  });

  it('the unconscious, the dying and the crippled in a leg are carried; the dead are left out', () => {
    expect(cannotWalk({ lasting: marked('unconscious') })).toBe('unconscious');
    expect(cannotWalk({ lasting: marked('comatose') })).toBe('unconscious');
    expect(cannotWalk({ lasting: marked('stable') })).toBe('down with bound wounds');
    expect(cannotWalk({ lasting: marked('crippled:left-leg') })).toBe('crippled in the leg');
    expect(cannotWalk({ lasting: marked('crippled:left-arm') })).toBeNull();
    const walking = whoWalks([body(1, 'Aldric', 'pc', 200, 300), body(2, 'Louis', 'pc', 180, 100, 'unconscious', 'crippled:right-leg'), body(3, 'Brannoc', 'pc', 220, 100, 'dead')]);
    expect(walking).toEqual({
      walkers: [1],
      carried: [{ memberId: 2, name: 'Louis', why: 'unconscious', pounds: 180, carrierId: 1 }],
      dead: [3],
      burdens: new Map([[1, 180]]),
    });
  });

  it('a beast of burden that can move carries before any character; else the most room, the heaviest placed first', () => {
    const mule = body(4, 'Biscuit', 'animal', 900, 50);
    const people = [body(1, 'Strong', 'pc', 200, 400), body(2, 'Weak', 'pc', 150, 120), body(5, 'Pip', 'pc', 80, 10, 'unconscious'), body(6, 'Bors', 'pc', 250, 10, 'dying')];
    expect(whoWalks([...people, mule]).carried.map((c) => [c.name, c.carrierId])).toEqual([['Pip', 4], ['Bors', 4]]);
    // Without the mule: Bors (250 lb) goes to Strong (400 room, 150 left), then Pip (80) to the one with most room left: Strong 150 > Weak 120.
    expect(whoWalks(people).carried.map((c) => [c.name, c.carrierId])).toEqual([['Pip', 1], ['Bors', 1]]);
    // A mule that cannot move is no carrier.
    expect(whoWalks([...people, body(4, 'Biscuit', 'animal', 900, -1)]).carried.map((c) => c.carrierId)).toEqual([1, 1]);
  });

  it('with nobody able, nobody carries', () => {
    expect(whoWalks([body(1, 'Ada', 'pc', 150, 50, 'unconscious')]).carried).toEqual([{ memberId: 1, name: 'Ada', why: 'unconscious', pounds: 150, carrierId: null }]);
  });
});
