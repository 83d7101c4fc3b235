import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { chanceProbability, inSix } from '../world/chance-in-six';
import { searchForTraps, trapChance, trapSearchTurns } from './traps';

const ordinary = { magical: false };
const magical = { magical: true };

describe('finding traps (003_8f80a070c789886f.txt, "Traps")', () => {
  it('anyone searching finds a trap on a 1 on 1d6 (about 16.7%)', () => {
    const chance = trapChance({}, ordinary);
    expect(chance).toEqual({ die: 6, range: 1 });
    expect(chanceProbability(chance!)).toBeCloseTo(0.167, 3);
  });

  it("a thief's ability supersedes the 1 in 6, even when it is worse", () => {
    expect(trapChance({ thiefFindTrapsPercent: 25 }, ordinary)).toEqual({ die: 100, range: 25 });
    expect(trapChance({ thiefFindTrapsPercent: 10 }, ordinary)).toEqual({ die: 100, range: 10 });
  });

  it("a dwarf's stonework ability supersedes it too", () => {
    expect(trapChance({ dwarfTrapChance: inSix(2) }, ordinary)).toEqual({ die: 6, range: 2 });
  });

  it('a dwarven thief uses whichever ability is higher', () => {
    // 1-2 on 1d6 is 33.3%: better than a 25% thief, worse than a 40% one.
    expect(trapChance({ thiefFindTrapsPercent: 25, dwarfTrapChance: inSix(2) }, ordinary)).toEqual(inSix(2));
    expect(trapChance({ thiefFindTrapsPercent: 40, dwarfTrapChance: inSix(2) }, ordinary)).toEqual({ die: 100, range: 40 });
  });

  it('a dwarven thief gets one search of an area, not one per ability', () => {
    const searcher = { thiefFindTrapsPercent: 40, dwarfTrapChance: inSix(2) };
    const rng = scriptedRng([50]);
    const first = searchForTraps({ searcher, trap: { present: true, magical: false }, alreadySearchedHere: false }, rng);
    expect(first).toMatchObject({ searched: true, success: false, found: false });
    expect(rng.remaining()).toBe(0);
    const second = searchForTraps({ searcher, trap: { present: true, magical: false }, alreadySearchedHere: true }, scriptedRng([]));
    expect(second).toEqual({ searched: false, reason: 'already-searched' });
  });

  it('a successful roll finds only a trap that is there', () => {
    const trap = { present: false, magical: false };
    expect(searchForTraps({ searcher: {}, trap, alreadySearchedHere: false }, scriptedRng([1]))).toMatchObject({
      success: true,
      found: false,
    });
    expect(
      searchForTraps({ searcher: {}, trap: { ...trap, present: true }, alreadySearchedHere: false }, scriptedRng([1])),
    ).toMatchObject({ found: true });
  });

  it("a search costs a turn or more for each 10' x 10' patch", () => {
    expect(trapSearchTurns(100)).toBe(1);
    expect(trapSearchTurns(40)).toBe(1);
    expect(trapSearchTurns(300)).toBe(3);
    expect(trapSearchTurns(350)).toBe(4);
  });
});

describe('purely magical traps (003_8f80a070c789886f.txt, "Traps": at the GM\'s option)', () => {
  it('the GM may rule them undetectable', () => {
    expect(trapChance({ thiefFindTrapsPercent: 90 }, magical, 'undetectable')).toBeNull();
    expect(
      searchForTraps({ searcher: {}, trap: { present: true, magical: true }, alreadySearchedHere: false, ruling: 'undetectable' }, scriptedRng([])),
    ).toEqual({ searched: false, reason: 'cannot-detect' });
  });

  it('or let Magic-Users and Clerics find them at 1 in 6, and nobody else', () => {
    expect(trapChance({ spellcaster: true }, magical, 'spellcasters-only')).toEqual(inSix(1));
    expect(trapChance({ thiefFindTrapsPercent: 90 }, magical, 'spellcasters-only')).toBeNull();
  });

  it('or treat them like any other trap', () => {
    expect(trapChance({ thiefFindTrapsPercent: 30 }, magical, 'search-normally')).toEqual({ die: 100, range: 30 });
  });
});
