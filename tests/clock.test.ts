import { afterEach, describe, expect, it } from 'vitest';
import { gameState, ok, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Rules the clock applies, on the real database. Sources: seed 003 (Basic Fantasy, Adventures)
// ("Light", "Dungeon Survival": a torch burns 1d4+4 turns, a flask of oil 1d6+18 turns, a taper
// candle 3 turns per inch; a ration and a quart of water a day; two days' grace without food, then
// 1 HP a day; 1d4 a day without water) and supplement A10 (wandering checks
// 1 in 6 every 3 turns; 1 HP healed a day, +1 with full bed rest).

const TURN = 600;
const DAY = 86_400;
let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f.backend.close());

function rejected(method: string, input: Record<string, unknown>) {
  const before = snapshot(f.backend);
  const result = f.backend.router.call(method, { partyId: f.partyId, ...input });
  expect(snapshot(f.backend)).toEqual(before);
  if (result.ok) throw new Error(`${method} should have failed`);
  return result.error;
}

describe('light', () => {
  it('a torch is used up when lit, burns 1d4+4 turns rolled in secret, and goes out at that moment', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 2);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    const roll = lit.entry.rolls[0];
    expect(roll).toMatchObject({ expression: '1d4+4', secret: true });
    expect(roll.total).toBeGreaterThanOrEqual(5);
    expect(roll.total).toBeLessThanOrEqual(8);
    expect(f.quantity('Ada', 'torch')).toBe(1);
    expect(lit.state.lights).toEqual([
      expect.objectContaining({ kind: 'torch', state: 'lit', remainingSeconds: roll.total * TURN, carrierName: 'Ada' }),
    ]);

    const start = f.time();
    const run = f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(f.time()).toBe(start + roll.total * TURN);
    expect(run.stoppedBy).toBe("Ada's torch went out.");
    expect(run.stopReason).toBe('light-out');
    expect(run.entry.changes).toEqual(["Ada's torch went out.", 'The party is in darkness.']);
    expect(run.state.lightLevel).toMatchObject({ inDarkness: true, brightRadius: 0 });
  });

  it('a lantern burns a flask of oil for 1d6+18 turns, and takes another when it runs dry', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Bors', 'lantern', 1);
    f.give('Bors', 'oil-flask', 2);
    const lit = f.act('light.light', { memberId: f.memberId('Bors'), kind: 'lantern' });
    const burn = lit.entry.rolls[0];
    expect(burn.expression).toBe('1d6+18');
    expect(f.quantity('Bors', 'oil-flask')).toBe(1);
    expect(lit.state.lightLevel).toMatchObject({ brightRadius: 30, dimRadius: 50, inDarkness: false });
    const out = f.act('clock.advance', { seconds: 30 * TURN, stopOnEvent: true });
    expect(out.stoppedBy).toBe("Bors's lantern went out.");
    const lantern = out.state.lights.find((l) => l.kind === 'lantern')!;
    expect(lantern.state).toBe('spent');
    const refilled = f.act('light.refuel', { lightId: lantern.id });
    expect(refilled.entry.rolls[0].expression).toBe('1d6+18');
    expect(f.quantity('Bors', 'oil-flask')).toBe(0);
    expect(f.quantity('Bors', 'lantern')).toBe(1);
    expect(rejected('light.refuel', { lightId: lantern.id }).message).toBe('lightId: only an empty lantern takes a new flask of oil');
  });

  it('a six-inch taper candle burns 18 turns (3 a inch) and lights 5 feet', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'taper-candle', 1);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'candle' });
    expect(lit.state.lights[0].remainingSeconds).toBe(18 * TURN);
    expect(lit.state.lightLevel).toMatchObject({ brightRadius: 5, dimRadius: 10 });
  });

  it('burns only while lit: snuffed, it keeps its time; relit, it goes on', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 1);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    const total = lit.entry.rolls[0].total * TURN;
    const id = lit.state.lights[0].id;
    f.act('clock.advance', { seconds: 2 * TURN, stopOnEvent: false });
    const snuffed = f.act('light.snuff', { lightId: id });
    expect(snuffed.state.lights[0]).toMatchObject({ state: 'out', remainingSeconds: total - 2 * TURN });
    f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    const relit = f.act('light.relight', { lightId: id });
    expect(relit.state.lights[0]).toMatchObject({ state: 'lit', remainingSeconds: total - 2 * TURN });
  });

  it('hides a light’s time from the players until the GM reveals it, and lets the GM correct it', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 1);
    const id = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' }).state.lights[0].id;
    const players = ok<{ lights: { remainingSeconds: number | null }[]; journal: { rolls: unknown[] }[] }>(f.backend, 'dungeon.state', {
      partyId: f.partyId,
      audience: 'players',
    });
    expect(players.lights[0].remainingSeconds).toBeNull();
    expect(players.journal[0].rolls).toEqual([]);
    f.act('light.reveal', { lightId: id, revealed: true });
    f.act('light.correct', { lightId: id, remainingSeconds: 3 * TURN });
    const shown = ok<{ lights: { remainingSeconds: number | null }[] }>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(shown.lights[0].remainingSeconds).toBe(3 * TURN);
  });

  it('refuses to light a torch the character does not have, and changes nothing', () => {
    f = dungeonFixture();
    expect(rejected('light.light', { memberId: f.memberId('Ada'), kind: 'torch' })).toEqual({
      code: 'invalid_input',
      message: 'memberId: Ada carries no torch',
      path: ['memberId'],
      reason: 'Ada carries no torch',
    });
  });

  it('refuses to go back in time, or nowhere', () => {
    f = dungeonFixture();
    expect(rejected('clock.advance', { seconds: -600 }).message).toBe('seconds: must be more than 0');
    expect(rejected('clock.advance', { seconds: 0 }).message).toBe('seconds: must be more than 0');
    expect(rejected('clock.advance', { seconds: 1.5 }).message).toBe('seconds: must be whole seconds');
  });
});

describe('rations and water at the end of each day', () => {
  it('each eats a ration and drinks a quart, from their own pack first, then the stores and the mule', () => {
    f = dungeonFixture({
      members: [character('Ada', 10), character('Bors', 12), { kind: 'animal', name: 'Mule', hp: { current: 9, max: 9 }, sheet: { beast: 'mule' } }],
    });
    f.quiet();
    f.give('Ada', 'standard-ration', 1);
    f.give('Ada', 'waterskin', 1);
    f.stash('iron-ration', 1);
    f.give('Mule', 'standard-ration', 5);
    f.give('Mule', 'water-cask', 1);
    const run = f.act('clock.advance', { seconds: 2 * DAY, stopOnEvent: false });
    expect(f.quantity('Ada', 'standard-ration')).toBe(0);
    // Two quarts, a day each: the skin is drunk dry and stays, empty.
    expect(f.quantity('Ada', 'waterskin')).toBe(1);
    // Day 1: Ada eats her own ration, Bors the stores' iron ration. Day 2: both eat from the mule's packs.
    expect(f.quantity('Mule', 'standard-ration')).toBe(3);
    expect(run.entry.changes).toContain('2 days ended: 4 rations eaten and 4 quarts of water drunk.');
    expect([f.member('Ada').days_without_food, f.member('Bors').days_without_food]).toEqual([0, 0]);
  });

  it('without food: two days of grace, then 1 HP a day and no natural healing until fed', () => {
    f = dungeonFixture({ members: [character('Ada', 10, 8)] });
    f.quiet();
    f.give('Ada', 'waterskin', 5);
    f.act('clock.advance', { seconds: 2 * DAY, stopOnEvent: false });
    expect(f.member('Ada')).toMatchObject({ hp_current: 8, days_without_food: 2, healing_blocked: 0 });
    const third = f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    expect(f.member('Ada')).toMatchObject({ hp_current: 7, days_without_food: 3, healing_blocked: 1 });
    expect(third.entry.changes).toContain('Ada lost 1 HP to hunger.');
    f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    expect(f.member('Ada').hp_current).toBe(6);
    f.give('Ada', 'standard-ration', 2);
    // A full day's food ends the block, so that day's natural healing already counts.
    f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    expect(f.member('Ada')).toMatchObject({ days_without_food: 0, healing_blocked: 0, hp_current: 7 });
    f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    expect(f.member('Ada').hp_current).toBe(8);
  });

  it('without water: 1d4 at the end of the first day and each day after, rolled in the journal', () => {
    f = dungeonFixture({ members: [character('Ada', 10, 20)] });
    f.quiet();
    f.give('Ada', 'standard-ration', 5);
    const day1 = f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    const thirst = day1.entry.rolls.filter((r) => r.label === 'Thirst: Ada');
    expect(thirst).toHaveLength(1);
    expect(thirst[0].expression).toBe('1d4');
    expect(f.member('Ada')).toMatchObject({ hp_current: 20 - thirst[0].total, days_without_water: 1, healing_blocked: 1 });
    const day2 = f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    expect(day2.entry.rolls.filter((r) => r.label === 'Thirst: Ada')).toHaveLength(1);
  });

  it('heals 1 HP a day when fed and watered, 2 with full bed rest', () => {
    f = dungeonFixture({ members: [character('Ada', 10, 10)] });
    f.quiet();
    f.give('Ada', 'standard-ration', 5);
    f.give('Ada', 'waterskin', 3);
    f.backend.database.sqlite.prepare('UPDATE members SET hp_current = 4 WHERE id = ?').run(f.memberId('Ada'));
    f.act('clock.advance', { seconds: DAY, stopOnEvent: false });
    expect(f.member('Ada').hp_current).toBe(5);
    const rest = f.act('clock.advance', { seconds: 2 * DAY, stopOnEvent: false, bedRest: true });
    expect(f.member('Ada').hp_current).toBe(9);
    expect(rest.entry.changes).toContain('Ada healed 4 HP.');
  });

  it('stops the clock when someone drops to 0 HP', () => {
    f = dungeonFixture({ members: [character('Ada', 10, 1)] });
    f.quiet();
    f.give('Ada', 'standard-ration', 5);
    const run = f.act('clock.advance', { seconds: 10 * DAY, stopOnEvent: true });
    expect(run.stoppedBy).toMatch(/^Ada has dropped to -?\d+ HP\.$/);
    expect(run.stopReason).toBe('member-down');
    expect(f.time() % DAY).toBe(0);
    expect(f.time()).toBe(DAY);
  });
});

describe('wandering monsters', () => {
  it('checks once every N turns of game time, 1 in 6 by default, in secret', () => {
    f = dungeonFixture();
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 3, chanceInSix: 0, entries: [] });
    const run = f.act('clock.advance', { seconds: 30 * TURN, stopOnEvent: true });
    const checks = run.entry.rolls.filter((r) => r.label === 'Wandering monster check');
    expect(checks).toHaveLength(10);
    expect(checks.every((r) => r.secret && r.expression === '1d6')).toBe(true);
  });

  it('stops at the first check that succeeds and rolls on the level’s table', () => {
    f = dungeonFixture();
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 2, chanceInSix: 6, entries: ['3 goblins', '1 ogre'] });
    const run = f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(f.time()).toBe(2 * TURN);
    expect(run.stoppedBy).toMatch(/^Wandering monsters: (3 goblins|1 ogre)\.$/);
    expect(run.stopReason).toBe('encounter');
  });
});

describe('actions that cost time', () => {
  it('searching 250 sq ft for traps takes 3 turns and burns the torch for them', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 1);
    const lit = f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    const before = lit.state.lights[0].remainingSeconds!;
    const search = f.act('dungeon.searchTraps', { memberId: f.memberId('Bors'), areaSquareFeet: 250, trapPresent: true });
    expect(f.time()).toBe(3 * TURN);
    expect(search.entry.rolls[0]).toMatchObject({ label: 'Find traps: Bors', expression: '1d6', secret: true });
    expect(search.state.lights[0].remainingSeconds).toBe(before - 3 * TURN);
  });

  it('searching walls: a turn per 10 feet, two for the third searcher', () => {
    f = dungeonFixture();
    f.quiet();
    f.act('dungeon.searchSecretDoors', { memberId: f.memberId('Ada'), wallFeet: 20, doorPresent: false });
    expect(f.time()).toBe(2 * TURN);
    f.act('dungeon.searchSecretDoors', { memberId: f.memberId('Bors'), wallFeet: 20, doorPresent: false, earlierSearchers: 2 });
    expect(f.time()).toBe(6 * TURN);
  });

  it('listening and forcing a door take a round; a STR bonus widens the door roll', () => {
    f = dungeonFixture({ members: [character('Ada', 18)] });
    f.quiet();
    const listen = f.act('dungeon.listen', { memberId: f.memberId('Ada'), noiseBeyond: true });
    expect(listen.entry.rolls[0]).toMatchObject({ expression: '1d6', secret: true });
    const force = f.act('dungeon.forceDoor', { memberId: f.memberId('Ada'), obstacle: 'stuck-door' });
    expect(f.time()).toBe(20);
    expect(force.entry.summary).toMatch(force.entry.rolls[0].total <= 4 ? /it gives!$/ : /no luck$/);
  });

  it('moving 250 feet at 120 feet a turn takes 3 turns', () => {
    f = dungeonFixture();
    f.quiet();
    f.act('dungeon.move', { distance: 250 });
    expect(f.time()).toBe(3 * TURN);
  });
});

describe('cost grows with events, not with time', () => {
  it('a year with nothing lit, nothing to eat and no checks writes one entry and one row', () => {
    f = dungeonFixture({ members: [] });
    ok(f.backend, 'party.update', { partyId: f.partyId, location: { kind: 'none' } });
    const run = f.act('clock.advance', { seconds: 365 * DAY, stopOnEvent: false });
    expect(run.entry.rolls).toEqual([]);
    const logged = f.backend.database.sqlite.prepare('SELECT count(*) FROM undo_log WHERE entry_id = ?').pluck().get(run.entry.id);
    // The campaign's clock; its dice state is saved unchanged (nothing rolled), and an update that changes nothing logs nothing.
    expect(logged).toBe(1);
  });

  it('a long advance over many rows is undone and redone exactly, with one reversal per table written, not one per row', () => {
    const crew = ['Ada', 'Bors', 'Cai', 'Dag', 'Eda', 'Fen'];
    f = dungeonFixture({ members: crew.map((name, i) => character(name, 10, 4 + i)) });
    f.quiet();
    crew.forEach((name, i) => {
      f.give(name, 'standard-ration', 1 + i);
      if (i % 3) f.give(name, 'waterskin', i % 3);
      f.give(name, 'torch', 2);
      f.act('light.light', { memberId: f.memberId(name), kind: 'torch' });
    });
    f.stash('iron-ration', 4);
    f.give('Bors', 'standard-ration', 30);
    for (const name of ['Ada', 'Fen']) f.backend.database.sqlite.prepare('UPDATE members SET hp_current = 2 WHERE id = ?').run(f.memberId(name));
    const before = gameState(f.backend);
    const run = f.act('clock.advance', { seconds: 9 * DAY, stopOnEvent: false });
    const after = gameState(f.backend);
    // Torches burnt out, packs emptied and dropped, people gone hungry and thirsty, others healed.
    expect(run.entry.changes.filter((c) => c.endsWith('went out.'))).toHaveLength(crew.length);
    expect(after.inventory.length).toBeLessThan(before.inventory.length);
    expect(crew.some((name) => f.member(name).days_without_water > 0)).toBe(true);
    expect(run.entry.changes.some((c) => /^(Ada|Fen) healed \d+ HP\.$/.test(c))).toBe(true);
    const logged = f.backend.database.sqlite.prepare('SELECT count(*) FROM undo_log WHERE entry_id = ?').pluck().get(run.entry.id) as number;
    expect(logged).toBeLessThanOrEqual(7); // lights, members (day ends, then lasting conditions), kept and emptied stacks, the clock, the dice

    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
    ok(f.backend, 'journal.redo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(after);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
  });
});
