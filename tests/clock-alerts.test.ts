import { describe, expect, it } from 'vitest';
import type { ActionResult, SightingView } from '../src-shared/contract';
import { SECONDS_PER_TURN } from '../src-shared/time';
import { journalEntryForPlayers } from '../src-main/services/players-view';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Nothing that needs the GM passes unseen while time passes (issue 28, item 1): a rest
// stops at the first wandering encounter as "until something happens" does (the
// schedule of supplement A10, here a check every turn that always comes up), and an
// effect or countdown that ends is a card on the GM's screen, and on the players' only
// when it is not hidden.

describe('a rest stops at the first thing that needs the GM', () => {
  it('48 turns of rest with a check every turn stops at the first encounter: one record, the clock at its turn', () => {
    const f = dungeonFixture({ seed: 'rest-stops' });
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'a patrol of skeletons' }] });
    const before = ok<{ gameTimeSeconds: number }>(f.backend, 'dungeon.state', { partyId: f.partyId }).gameTimeSeconds;
    const rest = f.act('dungeon.rest', { turns: 48 });
    expect(rest.stoppedBy).toBe('Wandering monsters: a patrol of skeletons.');
    expect(rest.state.gameTimeSeconds).toBe(before + SECONDS_PER_TURN);
    expect(rest.entry.summary).toBe('The party rests for 1 of 48 turns, and stops: Wandering monsters: a patrol of skeletons.');
    const open = ok<{ sighting: SightingView; open: number }>(f.backend, 'encounter.current', { campaignId: f.campaignId });
    expect(open.open).toBe(1);
    expect(open.sighting.at).toBe(before + SECONDS_PER_TURN);
  });
});

describe('an effect or countdown that ends is a card', () => {
  it("a hidden countdown's end is the GM's card only; a visible effect's end is on both screens", () => {
    const f = dungeonFixture({ seed: 'endings' });
    f.act('effect.add', { name: "Grukk's goblins come looking", on: 'campaign', amount: 2, unit: 'turns', visible: false });
    f.act('effect.add', { name: 'Bless', on: 'member', memberId: f.memberId('Ada'), amount: 1, unit: 'turns' });
    const start = ok<{ gameTimeSeconds: number }>(f.backend, 'dungeon.state', { partyId: f.partyId }).gameTimeSeconds;
    const run: ActionResult = f.act('clock.advance', { seconds: 3 * SECONDS_PER_TURN, stopOnEvent: false });
    expect(run.entry.alerts).toEqual([
      { text: 'Bless ends on Ada.', at: start + SECONDS_PER_TURN, hidden: false },
      { text: "Countdown up: Grukk's goblins come looking.", at: start + 2 * SECONDS_PER_TURN, hidden: true },
    ]);
    expect(journalEntryForPlayers(run.entry).alerts).toEqual([{ text: 'Bless ends on Ada.', at: start + SECONDS_PER_TURN, hidden: false }]);
    // The summary names what the players may know, never the hidden countdown.
    expect(run.entry.summary).toContain('Bless ends on Ada.');
    expect(run.entry.summary).not.toContain('Grukk');
  });
});
