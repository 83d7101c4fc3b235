import { afterEach, describe, expect, it } from 'vitest';
import { areasChangedBy, type CombatResult, type CombatState, type DungeonState } from '../src-shared/contract';
import { effectSeconds } from '../src-main/rules/clock/effect-duration';
import { gameState, memoryBackend, ok, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Timed effects and countdowns (issue 17, item 2). Lengths: a turn is ten minutes in
// every system; a round is Basic Fantasy's 10 seconds (seed 003 "Time": "a round of
// ten seconds", "a turn of ten minutes") and GURPS's 1-second combat turn (seed 000,
// "Combat Turn Sequence": each turn represents one second).

const TURN = 600;
const DAY = 86_400;
const goblin = { hitDice: 1, hp: 5, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 7 };
let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

describe('how long an effect lasts', () => {
  it('six turns are an hour everywhere; six rounds are a minute in Basic Fantasy and six seconds in GURPS', () => {
    expect(effectSeconds(6, 'turns', 10)).toBe(3600);
    expect(effectSeconds(6, 'turns', 1)).toBe(3600);
    expect(effectSeconds(6, 'rounds', 10)).toBe(60);
    expect(effectSeconds(6, 'rounds', 1)).toBe(6);
    expect(effectSeconds(2, 'hours', 10)).toBe(7200);
    expect(effectSeconds(3, 'days', 10)).toBe(3 * DAY);
    expect(() => effectSeconds(0, 'turns', 10)).toThrow('amount: must be a whole number of at least 1');
  });
});

describe('effects run with the clock', () => {
  it('a six-turn spell on a member ends an hour later, stopping "until something happens" there, and undo brings it back', () => {
    f = dungeonFixture();
    f.quiet();
    const start = f.time();
    const set = f.act('effect.add', { name: 'Bless', on: 'member', memberId: f.memberId('Ada'), amount: 6, unit: 'turns' });
    expect(set.entry.summary).toBe('Bless on Ada: 6 turns');
    expect(set.state.effects).toEqual([expect.objectContaining({ name: 'Bless', on: 'member', onName: 'Ada', remainingSeconds: 6 * TURN, visible: true })]);

    const before = gameState(f.backend);
    const run = f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(f.time()).toBe(start + 6 * TURN);
    expect(run.stoppedBy).toBe('Bless ends on Ada.');
    expect(run.state.effects).toEqual([]);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
  });

  it('lights and effects share one queue: the earlier stops the clock first, the later on the next run', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 1);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    const torchTurns = lit.entry.rolls[0].total; // 1d4+4: 5 to 8
    const start = f.time();
    f.act('effect.add', { name: 'Reinforcements arrive', on: 'campaign', amount: 4, unit: 'turns', visible: false });
    const first = f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(first.stoppedBy).toBe('Countdown up: Reinforcements arrive.');
    expect(first.stopReason).toBe('effect-ended');
    expect(f.time()).toBe(start + 4 * TURN);
    const second = f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(second.stoppedBy).toBe("Ada's torch went out.");
    expect(f.time()).toBe(start + torchTurns * TURN);
  });

  it("a hidden countdown is the GM's alone: the players' screen lists only the visible effects", () => {
    f = dungeonFixture();
    f.act('effect.add', { name: 'Reinforcements arrive', on: 'campaign', amount: 3, unit: 'turns', visible: false });
    f.act('effect.add', { name: 'Light', on: 'party', amount: 12, unit: 'turns' });
    const gm = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId });
    expect(gm.effects.map((e) => e.name)).toEqual(['Reinforcements arrive', 'Light']);
    const players = ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(players.effects.map((e) => [e.name, e.onName])).toEqual([['Light', 'Delvers']]);
    // Its journal entry is the GM's too: the players read that Light was cast, not the countdown.
    expect(gm.journal.map((e) => e.summary).slice(0, 2)).toEqual(['Light on Delvers: 12 turns', 'Reinforcements arrive: 3 turns (hidden from the players)']);
    expect(players.journal.map((e) => e.summary).slice(0, 1)).toEqual(['Light on Delvers: 12 turns']);
    expect(JSON.stringify(players)).not.toContain('Reinforcements');
  });

  it('an effect set in a fight ends at the round its length gives, noted in that round', () => {
    f = dungeonFixture({ members: [character('Ada', 10, 8), character('Bors', 12, 9)] });
    f.quiet();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin' }] });
    const id = start.state.encounterId;
    f.act('effect.add', { name: 'Sleep', on: 'member', memberId: f.memberId('Bors'), amount: 3, unit: 'rounds' });
    let state: CombatState = ok<CombatState>(f.backend, 'combat.state', { encounterId: id });
    expect(state.effects).toEqual([expect.objectContaining({ name: 'Sleep', remainingSeconds: 30 })]);
    const notes: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const r = ok<CombatResult>(f.backend, 'combat.endRound', { encounterId: id });
      notes.push(r.entry.changes.filter((c) => c.includes('Sleep')));
      state = r.state;
    }
    expect(notes).toEqual([[], [], ['Sleep ends on Bors.']]);
    expect(state.round).toBe(4);
    expect(state.effects).toEqual([]);
  });

  it('taking an effect off is journaled and undoable; a bad request names its field and changes nothing', () => {
    f = dungeonFixture();
    const set = f.act('effect.add', { name: 'Poison', on: 'member', memberId: f.memberId('Bors'), amount: 2, unit: 'hours', visible: false });
    const before = gameState(f.backend);
    const off = f.act('effect.remove', { effectId: set.state.effects[0].id });
    expect(off.entry.summary).toBe('Poison is taken off Bors with 2 hours left');
    expect(off.state.effects).toEqual([]);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);

    const untouched = snapshot(f.backend);
    const missing = f.backend.router.call('effect.add', { partyId: f.partyId, name: 'Curse', on: 'member', amount: 1, unit: 'days' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error).toMatchObject({ code: 'invalid_input', path: ['memberId'] });
    const stray = f.backend.router.call('effect.add', { partyId: f.partyId, name: 'Curse', on: 'party', memberId: f.memberId('Ada'), amount: 1 });
    if (!stray.ok) expect(stray.error).toMatchObject({ path: ['memberId'], reason: 'only an effect on one member names a member' });
    expect(stray.ok).toBe(false);
    const zero = f.backend.router.call('effect.add', { partyId: f.partyId, name: 'Curse', amount: 0 });
    if (!zero.ok) expect(zero.error).toMatchObject({ code: 'invalid_input', path: ['amount'], reason: 'must be at least 1' });
    expect(zero.ok).toBe(false);
    expect(snapshot(f.backend)).toEqual(untouched);
  });
});

describe('live windows', () => {
  it('hear that setting or taking off an effect changed the Dungeon and Combat views and the journal', () => {
    for (const method of ['effect.add', 'effect.remove']) expect(areasChangedBy(method)).toEqual(expect.arrayContaining(['dungeon', 'combat', 'journal']));
  });
});

describe('a duplicated campaign', () => {
  it('takes its effects along, on its own party and members', () => {
    f = dungeonFixture();
    f.act('effect.add', { name: 'Bless', on: 'member', memberId: f.memberId('Ada'), amount: 6, unit: 'turns' });
    f.act('effect.add', { name: 'Doom', on: 'campaign', amount: 2, unit: 'days', visible: false });
    const copy = ok<{ id: number }>(f.backend, 'campaign.duplicate', { id: f.campaignId, name: 'Delve again' });
    const partyId = ok<{ parties: { id: number }[] }>(f.backend, 'party.list', { campaignId: copy.id }).parties[0].id;
    const effects = ok<DungeonState>(f.backend, 'dungeon.state', { partyId }).effects;
    expect(effects.map((e) => [e.name, e.onName, e.remainingSeconds])).toEqual([['Bless', 'Ada', 6 * TURN], ['Doom', 'Everyone', 2 * DAY]]);
    expect(effects.find((e) => e.name === 'Bless')!.memberId).not.toBe(f.memberId('Ada'));
  });
});

describe('the demo campaigns', () => {
  it('each opens with an effect or countdown running, a hidden one kept from the players', () => {
    const backend = memoryBackend({ installDemo: true });
    try {
      const campaigns = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list', {}).campaigns;
      for (const c of campaigns) {
        const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: c.id }).parties[0].id;
        const gm = ok<DungeonState>(backend, 'dungeon.state', { partyId });
        const players = ok<DungeonState>(backend, 'dungeon.state', { partyId, audience: 'players' });
        expect(gm.effects.length, c.rulesSystem).toBe(2);
        expect(players.effects.length, c.rulesSystem).toBe(1);
      }
    } finally {
      backend.close();
    }
  });
});
