import { describe, expect, it } from 'vitest';
import { rollLabelForGm, type ActionResult, type CombatResult, type MemberInput, type PartyView } from '../src-shared/contract';
import { gameState, memoryBackend, ok, outOfTheDungeon, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Lasting conditions through the real API: a fight's crippled arm outlasts it and
// mends by the clock (000 "Natural Recovery", supplement B4), Basic Fantasy's 0 HP
// (supplement A18) and Shell's recovery over bed rest (001 "Recovery").

const DAY = 86_400;
const aldo: MemberInput = { kind: 'pc', name: 'Aldo', hp: { current: 10, max: 10 }, sheet: { attributes: { st: 10, dx: 11, iq: 10, ht: 12 } } };
const orc = { attributes: { st: 11, dx: 10, iq: 8, ht: 11 }, weapons: [] };
const lastingIds = (view: PartyView, i = 0) => view.members[i].lasting.map((c) => c.id);

describe('a GURPS cripple carries into the next fight and mends by the clock', () => {
  it('starts the fight with the arm crippled, keeps it after, and mends it the day HP is full again', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [aldo] });
    f.quiet();
    f.stash('iron-ration', 60);
    f.stash('water-cask', 4);
    const id = f.memberId('Aldo');
    ok(f.backend, 'member.update', { memberId: id, hp: { current: 7, max: 10 } });
    const view = ok<PartyView>(f.backend, 'member.setCondition', { memberId: id, condition: 'crippled:left-arm', on: true });
    expect(view.members[0].lasting).toMatchObject([{ id: 'crippled:left-arm', label: 'Left arm crippled' }]);
    expect(view.members[0].figures.conditions[0]).toMatchObject({ id: 'crippled:left-arm' });

    const fight = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: orc, name: 'Orc' }] });
    const me = fight.state.combatants.find((c) => c.memberId === id)!;
    expect(me.conditions.map((c) => c.label)).toContain('Left arm crippled');
    const meanwhile = f.backend.router.call('member.setCondition', { memberId: id, condition: 'maimed:foot', on: true });
    expect(meanwhile.ok).toBe(false);
    if (!meanwhile.ok) expect(meanwhile.error).toMatchObject({ code: 'conflict', path: ['memberId'] });
    ok(f.backend, 'combat.end', { encounterId: fight.state.encounterId });
    expect(lastingIds(f.view())).toEqual(['crippled:left-arm']);

    // A day at a time: the arm is crippled exactly while HP is short of 10.
    let days = 0;
    while (f.view().members[0].hp.current < 10 && days < 60) {
      f.act('clock.advance', { seconds: DAY, stopOnEvent: false, bedRest: true });
      days += 1;
      const m = f.view().members[0];
      expect(lastingIds(f.view())).toEqual(m.hp.current < 10 ? ['crippled:left-arm'] : []);
    }
    expect(f.view().members[0].hp.current).toBe(10);
    expect(days).toBeGreaterThanOrEqual(3);
    const entries = ok<{ entries: { changes: string[] }[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, limit: 5 }).entries;
    expect(entries.flatMap((e) => e.changes)).toContain("Aldo's left arm has mended: every lost HP is back.");
  });

  it('setting a condition is one undoable action; an unknown one is refused by field and changes nothing', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [aldo] });
    const id = f.memberId('Aldo');
    const before = gameState(f.backend);
    ok(f.backend, 'member.setCondition', { memberId: id, condition: 'unconscious', on: true });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
    const raw = snapshot(f.backend);
    const r = f.backend.router.call('member.setCondition', { memberId: id, condition: 'crippled:tail', on: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid_input', path: ['condition'] });
    expect(snapshot(f.backend)).toEqual(raw);
  });
});

describe('Basic Fantasy at 0 HP and below (supplement A18)', () => {
  it('at -8 HP under the rule as written the clock stops at once: dead, said in the journal and on the card', () => {
    const f = dungeonFixture({ members: [character('Bors', 12)] });
    f.quiet();
    ok(f.backend, 'member.update', { memberId: f.memberId('Bors'), hp: { current: -8, max: 8 } });
    const start = f.time();
    const run = f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(run.entry.changes).toContain('Bors is dead: -8 HP, and 0 HP is death by the rule as written (supplement A18).');
    expect(f.time()).toBe(start);
    const card = f.view().members[0];
    expect(card.lasting.map((c) => c.label)).toEqual(['Dead']);
    expect(card.figures.conditions.filter((c) => c.id === 'dead')).toHaveLength(1);
    // The players see it too; undoing the advance takes it back exactly.
    const players = ok<{ members: { name: string; conditions: string[] }[] }>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' });
    expect(players.members[0].conditions).toContain('Dead');
    const before = gameState(f.backend);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(lastingIds(f.view())).toEqual([]);
    ok(f.backend, 'journal.redo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
    // Told once: the next day passes, and the dead neither eat nor heal.
    f.act('clock.advance', { seconds: DAY, stopOnEvent: true });
    expect(f.time()).toBe(start + DAY);
    expect(f.member('Bors').hp_current).toBe(-8);
  });

  it('under Negative hit points, -8 stops the clock to bind the wounds; left unbound, dead at -10', () => {
    const f = dungeonFixture({ members: [character('Bors', 12)], rulesOptions: { zeroHp: 'negative-hp' } });
    f.quiet();
    ok(f.backend, 'member.update', { memberId: f.memberId('Bors'), hp: { current: -8, max: 8 } });
    const first = f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    expect(first.entry.changes).toContain('Bors is bleeding at -8 HP, 1 HP a round: bind the wounds or lose them at -10.');
    expect(f.member('Bors').hp_current).toBe(-8);
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    expect(f.member('Bors').hp_current).toBe(-10);
    expect(lastingIds(f.view())).toEqual(['dead']);
  });

  it('bound wounds hold: no bleeding, and healing only after a week of rest', () => {
    const f = dungeonFixture({ members: [character('Bors', 12)], rulesOptions: { zeroHp: 'negative-hp' } });
    f.quiet();
    const id = f.memberId('Bors');
    ok(f.backend, 'member.update', { memberId: id, hp: { current: -8, max: 8 } });
    ok(f.backend, 'member.setCondition', { memberId: id, condition: 'stable', on: true });
    f.stash('standard-ration', 10);
    f.stash('waterskin', 10);
    f.act('clock.advance', { seconds: 3 * DAY, stopOnEvent: true, bedRest: true });
    expect(f.member('Bors').hp_current).toBe(-8);
    expect(lastingIds(f.view())).toEqual(['stable']);
    // Day ends 4 to 8: healing starts at the week's end (day 7), 1 HP + 1 for bed rest a day (A10).
    f.act('clock.advance', { seconds: 5 * DAY, stopOnEvent: true, bedRest: true });
    expect(f.member('Bors').hp_current).toBe(-4);
  });
});

describe('GURPS death checks when the GM takes HP away by hand (000_4b7986e803b19dcc.txt, "General Damage": a death check at each multiple of -HP)', () => {
  const wren: MemberInput = { kind: 'pc', name: 'Wren', hp: { current: 6, max: 6 }, sheet: { attributes: { st: 6, dx: 11, iq: 10, ht: 12 } } };

  it('combat.adjust to -6 HP in a fight rolls the death check at -6 there and then, once: not again at the fight\'s end or later', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [wren] });
    f.quiet();
    const fight = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: orc, name: 'Orc' }] });
    const me = fight.state.combatants.find((c) => c.memberId === f.memberId('Wren'))!;
    const fall = ok<CombatResult>(f.backend, 'combat.adjust', { encounterId: fight.state.encounterId, combatantId: me.id, hp: -12 });
    const checks = fall.entry.rolls.filter((r) => r.label.startsWith('death check'));
    expect(checks.map(rollLabelForGm)).toEqual([expect.stringMatching(/^death check at -6 HP: Wren \(vs 12/)]);
    const survived = checks[0].total <= 12;
    expect(fall.entry.changes).toContain(`Wren: Passed -6 HP: death check against HT 12 rolled ${checks[0].total}, ${survived ? 'survives' : 'dies'}.`);
    expect(fall.state.combatants.find((c) => c.id === me.id)!.out).toBe(!survived);
    const end = ok<CombatResult>(f.backend, 'combat.end', { encounterId: fight.state.encounterId });
    const later = f.act('clock.advance', { seconds: 600, stopOnEvent: false });
    expect([...end.entry.rolls, ...later.entry.rolls].filter((r) => /death check/i.test(r.label))).toEqual([]);
  });

  it('the same fall by member.update rolls the same check', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [wren] });
    f.quiet();
    ok(f.backend, 'member.update', { memberId: f.memberId('Wren'), hp: { current: -6, max: 6 } });
    const next = f.act('clock.advance', { seconds: 600, stopOnEvent: false });
    expect(next.entry.rolls.filter((r) => /death check/i.test(r.label)).map((r) => r.label)).toEqual(['Death check at -6 HP: Wren (HT 12)']);
  });
});

describe('Shell at -6 over bed rest (001 "Recovery", "Damage")', () => {
  it('HT 13 and 10 HP regain 1, 2, 1, 2, 1 a day: -6 is back above 0 on the fifth day and comes round', () => {
    const kestrel: MemberInput = { kind: 'pc', name: 'Kestrel', hp: { current: -6, max: 10 }, sheet: { attributes: { st: 10, ag: 10, iq: 10 }, secondary: { ht: 3 }, skills: [] } };
    const f = dungeonFixture({ rulesSystem: 'shell', members: [kestrel] });
    f.quiet();
    f.stash('standard-ration', 10);
    f.stash('waterskin', 10);
    const hp: number[] = [];
    let said: ActionResult | null = null;
    for (let day = 0; day < 5; day++) {
      said = f.act('clock.advance', { seconds: DAY, stopOnEvent: false, bedRest: true });
      hp.push(f.member('Kestrel').hp_current);
    }
    expect(hp).toEqual([-5, -3, -2, 0, 1]);
    expect(said!.entry.changes).toContain('Kestrel comes round: damage is below HP again.');
  });
});

describe('lasting conditions in files and the demo campaigns', () => {
  it('the GURPS and Shell demos each show a member with a crippled limb', () => {
    const b = memoryBackend();
    const names = b.database.sqlite.prepare(`SELECT name FROM members WHERE lasting LIKE '%crippled:%' ORDER BY name`).pluck().all();
    expect(names).toEqual(['Brand', 'Sir Aldric Vane']);
  });

  it('a member file carries its conditions out and back in; one the rules do not name is refused at its place', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [aldo] });
    const id = f.memberId('Aldo');
    ok(f.backend, 'member.setCondition', { memberId: id, condition: 'maimed:hand', on: true });
    const file = ok<{ member: { lasting?: unknown[] } }>(f.backend, 'member.export', { memberId: id });
    expect(file.member.lasting).toEqual([{ id: 'maimed:hand', since: 0 }]);
    const back = ok<PartyView>(f.backend, 'member.import', { partyId: f.partyId, file });
    expect(lastingIds(back, 1)).toEqual(['maimed:hand']);
    const bad = f.backend.router.call('member.import', { partyId: f.partyId, file: { ...file, member: { ...file.member, lasting: [{ id: 'cursed', since: 0 }] } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'invalid_input', path: ['file', 'member', 'lasting', 0, 'id'] });
  });
});

describe('a journey with someone at -8 HP (Basic Fantasy, supplement A18)', () => {
  it('does not travel on silently: the journey entry says the member is dead, and the dead eat nothing on the road', () => {
    const backend = memoryBackend({ freshSeed: () => 'journey-test' });
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: 1 }).regions[0].id;
    const party = ok<PartyView>(backend, 'party.get', { partyId: ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: 1 }).parties[0].id });
    const pip = party.members.find((m) => m.name === 'Pip Underbough')!;
    ok(backend, 'member.update', { memberId: pip.id, hp: { current: -8, max: pip.hp.max } });
    outOfTheDungeon(backend, party.id);
    const plan = ok<{ id: number; days: unknown[] }>(backend, 'journey.plan', { partyId: party.id, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }], replace: true });
    ok(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false });
    const entry = ok<{ entries: { kind: string; changes: string[] }[] }>(backend, 'journal.list', { campaignId: 1, kind: 'journey', limit: 1 }).entries[0];
    expect(entry.changes).toContain('Pip Underbough is dead: -8 HP, and 0 HP is death by the rule as written (supplement A18).');
    const after = ok<PartyView>(backend, 'party.get', { partyId: party.id });
    // The last day ends in the evening camp, its night's meal still to come.
    expect(after.summary.food.total).toBe(party.summary.food.total - 4 * (plan.days.length - 1));
    expect(after.summary.eaters).toBe(party.summary.eaters - 1);
    backend.close();
  });
});
