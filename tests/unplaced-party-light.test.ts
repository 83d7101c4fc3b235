import { afterEach, describe, expect, it } from 'vitest';
import type { DungeonState } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// A party the GM has not placed yet (issue 36: a new party showed "in darkness" on both screens)
// stands in no light and no dark: there is no place to judge, and both screens say so.

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

const TURN = 600;
const light = (audience: 'gm' | 'players') => ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience }).lightLevel;

describe('a party placed nowhere', () => {
  it('has no light verdict for the GM or the players, and a torch burning out stops nothing for darkness', () => {
    f = dungeonFixture({ members: [character('Ada', 12)] });
    f.quiet();
    ok(f.backend, 'party.update', { partyId: f.partyId, location: { kind: 'none' } });
    const nowhere = { label: 'No place yet', effect: 'Its light is judged once the party stands somewhere', brightRadius: 0, dimRadius: 0, inDarkness: false, warning: null };
    expect(light('gm')).toEqual(nowhere);
    expect(light('players')).toEqual(nowhere);

    f.give('Ada', 'torch', 1);
    f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    // Seed 003, Light: a torch burns 1d4+4 turns; a whole day outlasts it.
    const run = f.act('clock.advance', { seconds: 9 * TURN, stopOnEvent: true });
    expect(run.entry.changes).toEqual(["Ada's torch went out."]);
    expect(run.stopReason).toBe('light-out');
    expect(run.state.lightLevel).toEqual(nowhere);

    // Placed underground with the torch spent, the verdict is the rules' own again.
    ok(f.backend, 'party.update', { partyId: f.partyId, location: { kind: 'dungeon', name: 'Level 1' } });
    expect(light('players')).toMatchObject({ label: 'Darkness', inDarkness: true, warning: 'The party is in darkness.' });
  });
});
