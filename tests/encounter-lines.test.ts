import { describe, expect, it } from 'vitest';
import type { DungeonState } from '../src-shared/contract';
import { entriesText, readEntryLines } from '../src-shared/contract';
import { ok, snapshot } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Issue 28, item 2: one reading of a wandering table's lines, "what comes | bestiary foe | how many",
// wherever a table is edited (the Dungeon view, the Combat view's panel, the API's plain lines).

describe('a table line read once, the same everywhere', () => {
  it('"Skeletons | Skeleton | 1d4" is a foe and a number, not text; blank lines are spacing; lines write back as typed', () => {
    const read = readEntryLines('Skeletons | Skeleton | 1d4\n\nA lost pilgrim\nGoblins | Goblin');
    expect(read.problems).toEqual([]);
    expect(read.entries).toEqual([{ text: 'Skeletons', foe: 'Skeleton', number: '1d4' }, { text: 'A lost pilgrim' }, { text: 'Goblins', foe: 'Goblin' }]);
    expect(entriesText(read.entries)).toBe('Skeletons | Skeleton | 1d4\nA lost pilgrim\nGoblins | Goblin');
  });

  it('refuses a line it cannot read, naming the line (counted from 1, blank lines too) and the part at fault', () => {
    const read = readEntryLines('Skeletons | Skeleton | lots\n\n | Orc\nA | B | 1 | 2');
    expect(read.problems).toEqual([
      { line: 1, text: 'Skeletons | Skeleton | lots', reason: 'how many must be dice such as 2d4, or a number (at most 99 dice, or 999)' },
      { line: 3, text: '| Orc', reason: 'what comes must not be empty' },
      { line: 4, text: 'A | B | 1 | 2', reason: 'has 4 parts; write at most what comes | the bestiary foe | how many' },
    ]);
  });
});

describe("the Dungeon view's table (dungeon.setEncounterTable) reads the same lines", () => {
  it('a typed line brings its foe and number: the card rolls the number for the foe', () => {
    const f = dungeonFixture();
    // The book's Skeleton, which a new Basic Fantasy campaign's bestiary holds.
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: ['Skeletons | Skeleton | 1d4'] });
    const state = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId });
    expect(state.wandering.entries).toEqual([{ text: 'Skeletons', foe: 'Skeleton', number: '1d4' }]);
    const run = f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const sighting = ok<{ sighting: { what: string; foe: { name: string } | null; countRoll: { expression: string } | null } | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting!;
    expect(sighting).toMatchObject({ what: 'Skeletons', foe: { name: 'Skeleton' }, countRoll: { expression: '1d4' } });
    expect(run.entry.rolls.map((r) => r.label)).toContain('Number appearing (1d4)');
  });

  it('a line it cannot read is refused with the line named, and nothing changes', () => {
    const f = dungeonFixture();
    const before = snapshot(f.backend);
    const refused = f.backend.router.call('dungeon.setEncounterTable', { partyId: f.partyId, checkEveryTurns: 1, chanceInSix: 2, entries: ['Rats', 'Skeletons | Skeleton | lots'] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.path).toEqual(['entries', 1]);
      expect(refused.error.message).toContain('"Skeletons | Skeleton | lots": how many must be dice such as 2d4, or a number');
    }
    expect(snapshot(f.backend)).toEqual(before);
  });
});
