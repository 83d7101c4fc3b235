import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry, LevelView, MemberInput, MethodOutput } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

// Walking on a level's map takes the time its distance does at the party's pace. GURPS Lite
// (seed 000, "Encumbrance and Move") gives Move in yards per second and its clock counts
// seconds, so a walk costs seconds, not a whole 10-minute turn; exploring goes at the campaign's
// share of Move (Lantern's figure, 0.05 unless changed). Basic Fantasy (seed 003, "Movement and
// Encumbrance") counts exploring in turns, so there a walk still takes whole turns.

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

// HT 12 and DX 12: Basic Move (12 + 12) / 4 = 6 yd a second, unburdened.
const knight: MemberInput = { kind: 'pc', name: 'Odo', sheet: { attributes: { st: 13, dx: 12, iq: 10, ht: 12 } } };

function onLevel(rulesSystem: 'gurps' | 'bfrpg', members?: MemberInput[]) {
  f = dungeonFixture({ seed: 'walk', rulesSystem, ...(members && { members }) });
  f.quiet();
  const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: smallLevel() });
  ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: level.areas.find((a) => a.number === 1)!.id });
}
const lastEntry = () => ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, limit: 1 }).entries[0];

describe('walking time follows the party', () => {
  it('GURPS: 30 feet at Move 6 exploring at 0.05 of it (0.3 yd a second) takes 34 seconds, not a turn', () => {
    onLevel('gurps', [knight]);
    expect(f.view().summary.pace).toMatchObject({ perRound: 6, perTurn: 180, unit: 'yd' });
    const t0 = f.time();
    const walk = ok<MethodOutput<'level.walk'>>(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 6, row: 2 } });
    expect(walk.walked).toMatchObject({ feet: 30, squares: 3 });
    // 10 yd at 0.3 yd a second is 33.3 seconds; the clock counts whole seconds.
    expect(f.time() - t0).toBe(34);
    expect(lastEntry().summary).toMatch(/^The party walks 30' \(34 seconds\)/);
  });

  it('GURPS: a distance moved without the map takes its seconds too: 100 yd at 180 yd a turn is 334 seconds', () => {
    onLevel('gurps', [knight]);
    const t0 = f.time();
    ok(f.backend, 'dungeon.move', { partyId: f.partyId, distance: 100 });
    // 100 / 180 of a 600-second turn is 333.3 seconds.
    expect(f.time() - t0).toBe(334);
    expect(lastEntry().summary).toBe('The party moves 100 yd at 180 yd a turn (5 minutes 34 seconds)');
  });

  it('Basic Fantasy: the same 30 feet take a whole turn, as exploring is counted in turns', () => {
    onLevel('bfrpg');
    const t0 = f.time();
    ok(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 6, row: 2 } });
    expect(f.time() - t0).toBe(600);
    expect(lastEntry().summary).toMatch(/^The party walks 30' \(1 turn\)/);
  });
});
