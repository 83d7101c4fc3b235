import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { searchForSecretDoor, secretDoorChance, secretDoorSearchTurns } from './secret-doors';

describe('secret doors (003_8f80a070c789886f.txt, "Secret Doors")', () => {
  it('found on a 1 on 1d6 normally', () => {
    expect(secretDoorChance({ intelligence: 14, race: 'human' })).toEqual({ die: 6, range: 1 });
  });

  it('Intelligence 15 or higher succeeds on 1-2', () => {
    expect(secretDoorChance({ intelligence: 15, race: 'dwarf' }).range).toBe(2);
    expect(secretDoorChance({ intelligence: 18, race: 'halfling' }).range).toBe(2);
  });

  it('elves add 1: 1-2 normally, 1-3 with Intelligence 15+', () => {
    expect(secretDoorChance({ intelligence: 10, race: 'elf' }).range).toBe(2);
    expect(secretDoorChance({ intelligence: 15, race: 'elf' }).range).toBe(3);
  });

  it('the GM may make a door harder or easier to find', () => {
    expect(secretDoorChance({ intelligence: 10, race: 'human' }, -1).range).toBe(0);
    expect(secretDoorChance({ intelligence: 15, race: 'elf' }, 1).range).toBe(4);
  });

  it("each searcher spends a turn on every 10' stretch of wall", () => {
    expect(secretDoorSearchTurns(0, 10)).toBe(1);
    expect(secretDoorSearchTurns(1, 10)).toBe(1);
    expect(secretDoorSearchTurns(0, 30)).toBe(3);
  });

  it('after the first two searchers fail, the third takes two turns and later ones an hour', () => {
    expect(secretDoorSearchTurns(2, 10)).toBe(2);
    expect(secretDoorSearchTurns(3, 10)).toBe(6);
    expect(secretDoorSearchTurns(7, 10)).toBe(6);
  });

  it('a search reports the roll, the time taken, and finds only a door that exists', () => {
    const searcher = { intelligence: 16, race: 'elf' as const };
    const hit = searchForSecretDoor({ searcher, earlierSearchers: 2, wallFeet: 10, doorPresent: true }, scriptedRng([3]));
    expect(hit).toMatchObject({ success: true, found: true, turns: 2 });
    expect(hit.roll.dice[0].faces).toEqual([3]);
    const nothing = searchForSecretDoor({ searcher, earlierSearchers: 0, wallFeet: 10, doorPresent: false }, scriptedRng([1]));
    expect(nothing).toMatchObject({ success: true, found: false, turns: 1 });
    const miss = searchForSecretDoor({ searcher, earlierSearchers: 0, wallFeet: 10, doorPresent: true }, scriptedRng([4]));
    expect(miss.found).toBe(false);
  });
});
