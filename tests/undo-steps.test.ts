import { describe, expect, it } from 'vitest';
import type { CombatResult, JournalEntry } from '../src-shared/contract';
import { gameState, ok, refusedUnchanged } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

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
