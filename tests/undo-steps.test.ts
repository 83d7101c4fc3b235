import { describe, expect, it } from 'vitest';
import type { CombatResult, JournalEntry, JourneyView, LevelView, MethodOutput, SightingView } from '../src-shared/contract';
import { gameState, memoryBackend, ok, outOfTheDungeon, refusedUnchanged } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

// Undo as the GM means it: outside the fight a fight is one step back (its steps still listed
// one by one; the Combat view's own Undo steps back a turn at a time),
// and an entry of the journal can take the campaign back to just after it in one action.

const goblin = { hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 12 };
const entries = (f: ReturnType<typeof dungeonFixture>) => ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, limit: 100 }).entries;

function threeRounds() {
  const f = dungeonFixture({ members: [character('Ada', 12, 9), character('Bors', 14, 10)], seed: 'three-rounds' });
  f.quiet();
  const before = gameState(f.backend);
  const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'At the door', foes: [{ statBlock: goblin, name: 'Goblin', count: 2 }] });
  const encounterId = start.state.encounterId;
  for (let step = 0; step < 9; step++) ok(f.backend, 'combat.next', { encounterId });
  ok(f.backend, 'combat.end', { encounterId });
  return { f, before, encounterId };
}

describe('a fight undoes as one step', () => {
  it('one Undo takes back every step of a three-round fight, which stay listed; one Redo brings it all back', () => {
    const { f, before, encounterId } = threeRounds();
    const fightSteps = entries(f).filter((e) => e.kind === 'combat');
    expect(fightSteps).toHaveLength(11);
    expect(new Set(fightSteps.map((e) => e.groupKey))).toEqual(new Set([`fight:${encounterId}`]));
    const after = gameState(f.backend);

    ok(f.backend, 'journal.undo', { campaignId: f.campaignId, wholeFight: true });
    expect(gameState(f.backend)).toEqual(before);
    const listed = entries(f).filter((e) => e.kind === 'combat');
    expect(listed.map((e) => e.status)).toEqual(Array(11).fill('undone'));

    ok(f.backend, 'journal.redo', { campaignId: f.campaignId, wholeFight: true });
    expect(gameState(f.backend)).toEqual(after);
    expect(entries(f).filter((e) => e.kind === 'combat').map((e) => e.status)).toEqual(Array(11).fill('active'));
  });

  it('an action before the fight is still its own step', () => {
    const f = dungeonFixture({ seed: 'before-the-fight' });
    f.quiet();
    f.act('clock.advance', { seconds: 600 });
    const advanced = gameState(f.backend);
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin' }] });
    ok(f.backend, 'combat.next', { encounterId: start.state.encounterId });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId, wholeFight: true });
    expect(gameState(f.backend)).toEqual(advanced);
  });

  it("inside the fight, Undo still steps back one fighter's turn at a time", () => {
    const { f, encounterId } = threeRounds();
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    const latest = entries(f).filter((e) => e.kind === 'combat');
    expect(latest.map((e) => e.status)).toEqual(['undone', ...Array(10).fill('active')]);
    expect(latest[0].groupKey).toBe(`fight:${encounterId}`);
  });
});

describe("a journey's day undoes as one step", () => {
  it('the travel that stopped at an encounter, what the GM did there and the travel that went on are undone by one Undo and stay listed', () => {
    const backend = memoryBackend({ installDemo: true, freshSeed: () => 'engine-test' });
    const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
    outOfTheDungeon(backend, partyId);
    const plan = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    const listed = () => ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId, limit: 5 }).entries;
    const beforeTravel = gameState(backend);
    const planned = listed()[0];

    // The demo's plan (seed "engine-test") meets two wandering encounters on one day: travel stops at the first.
    const stopped = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true });
    const day = stopped.underway!.day;
    const { sighting } = ok<{ sighting: SightingView }>(backend, 'encounter.current', { campaignId });
    ok(backend, 'encounter.resolve', { sightingId: sighting.id, action: 'evade' });
    const onward = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true });
    expect(onward.underway?.day).toBe(day);
    const travelled = gameState(backend);
    const [goneOn, evaded, halted] = listed();
    expect([goneOn.groupKey, halted.groupKey]).toEqual([`journey:${plan.id}/day:${day}`, `journey:${plan.id}/day:${day}`]);
    expect(evaded.kind).toBe('encounter');

    ok(backend, 'journal.undo', { campaignId, wholeFight: true });
    expect(gameState(backend)).toEqual(beforeTravel);
    expect(listed().slice(0, 4).map((e) => [e.id, e.status])).toEqual([
      [goneOn.id, 'undone'],
      [evaded.id, 'undone'],
      [halted.id, 'undone'],
      [planned.id, 'active'],
    ]);
    ok(backend, 'journal.redo', { campaignId, wholeFight: true });
    expect(gameState(backend)).toEqual(travelled);
    expect(listed().slice(0, 3).map((e) => e.status)).toEqual(['active', 'active', 'active']);
    backend.close();
  });
});

describe('a walk undoes as one step', () => {
  it('one Undo takes the party back to where it stood, the clock, its torch and the rooms it saw with it', () => {
    const f = dungeonFixture({ seed: 'walk-undo', members: [character('Ada', 18)] });
    f.quiet();
    f.give('Ada', 'torch', 1);
    const stocked = ok<{ id: number }>(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: goblin, notes: '' });
    const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: smallLevel(stocked.id) });
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: level.areas.find((a) => a.number === 1)!.id });
    ok(f.backend, 'light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
    const before = gameState(f.backend);
    const walk = ok<MethodOutput<'level.walk'>>(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 6, row: 2 } });
    // Three squares to the stuck door: a whole turn (seed 003, Movement: 10-minute turns).
    expect(walk.walked.squares).toBe(3);
    expect(walk.entry.gameTimeAfter - walk.entry.gameTimeBefore).toBe(600);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId, wholeFight: true });
    expect(gameState(f.backend)).toEqual(before);
    expect(entries(f)[0]).toMatchObject({ id: walk.entry.id, status: 'undone' });
    f.backend.close();
  });
});

describe('undo back to here', () => {
  it('undoes every entry after the one chosen, in one action, and says how many', () => {
    const f = dungeonFixture({ seed: 'back-to-here' });
    f.quiet();
    const first = f.act('clock.advance', { seconds: 600 }).entry;
    const kept = gameState(f.backend);
    f.act('clock.advance', { seconds: 600 });
    ok(f.backend, 'journal.note', { campaignId: f.campaignId, text: 'The door was warm', memberIds: [] });
    f.act('clock.advance', { seconds: 1200 });
    expect(ok<{ undone: number }>(f.backend, 'journal.undoTo', { campaignId: f.campaignId, entryId: first.id })).toEqual({ undone: 3 });
    expect(gameState(f.backend)).toEqual(kept);
    // Newest first: the three undone, then the chosen one still in force.
    expect(entries(f).slice(0, 4).map((e) => [e.status, e.id <= first.id])).toEqual([['undone', false], ['undone', false], ['undone', false], ['active', true]]);
  });

  it('refuses an entry of another campaign, an undone one, or the newest, naming the field and changing nothing', () => {
    const f = dungeonFixture({ seed: 'back-to-here' });
    f.quiet();
    const first = f.act('clock.advance', { seconds: 600 }).entry;
    const second = f.act('clock.advance', { seconds: 600 }).entry;
    expect(refusedUnchanged(f.backend, 'journal.undoTo', { campaignId: f.campaignId, entryId: second.id })).toMatchObject({ path: ['entryId'], message: 'entryId: nothing was done after that entry' });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(refusedUnchanged(f.backend, 'journal.undoTo', { campaignId: f.campaignId, entryId: second.id })).toMatchObject({ path: ['entryId'], message: 'entryId: that entry is undone; undo back to an entry still in force' });
    const other = ok<{ id: number }>(f.backend, 'campaign.create', { name: 'Elsewhere', rulesSystem: 'bfrpg', rulesOptions: {} }).id;
    expect(refusedUnchanged(f.backend, 'journal.undoTo', { campaignId: other, entryId: first.id })).toMatchObject({ path: ['entryId'] });
  });
});
