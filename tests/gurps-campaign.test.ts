import { describe, expect, it } from 'vitest';
import type { DungeonState, MemberInput } from '../src-shared/contract';
import { createHexMap, TERRAIN_CODE } from '../src-shared/hexmap';
import { rulesetFor } from '../src-main/rules/registry';
import { scriptedRng } from '../src-main/rules/testing/scripted-rng';
import { planItinerary } from '../src-main/rules/travel/itinerary';
import { memoryBackend, ok, snapshot } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// A GURPS Lite campaign (no GULLIVER) through the real API: 000_4b7986e803b19dcc.txt
// ("Encumbrance and Move", "Hiking", "Sense Roll", "Fatigue") and supplement B1.

const fighter = (name: string, st = 12): MemberInput => ({
  kind: 'pc',
  name,
  hp: { current: st, max: st },
  sheet: { attributes: { st, dx: 11, iq: 10, ht: 11 }, skills: [{ name: 'Hiking', level: 12 }] },
});

function gurpsParty(members = [fighter('Aldo')]) {
  const f = dungeonFixture({ rulesSystem: 'gurps', members });
  f.quiet();
  return f;
}

describe('a GURPS character in the Party view (supplement B1; "Encumbrance and Move")', () => {
  it('derives the sheet: ST 12, DX 11, HT 11 -> BL 29 lb, HP 12, FP 11, Basic Speed 5.5, Move 5, Dodge 8', () => {
    const m = gurpsParty().view().members[0];
    expect(m.hp).toEqual({ current: 12, max: 12 });
    expect(m.fp).toEqual({ current: 11, max: 11, label: 'FP' });
    const value = (key: string) => m.figures.characteristics.find((c) => c.key === key)?.value;
    expect([value('basicLift'), value('basicSpeed'), value('basicMove'), value('dodge'), value('thrust'), value('swing')]).toEqual([
      '29 lb',
      '5.5',
      5,
      8,
      '1d-1',
      '1d+2',
    ]);
    expect(m.figures.characteristics.find((c) => c.key === 'basicLift')?.formula).toBe('Basic Lift = ST x ST / 5 = 12 x 12 / 5 = 28.8, rounded to 29 lb');
    expect(m.figures.move).toEqual({ perRound: 5, perTurn: 150, unit: 'yd', secondsPerRound: 1 });
    expect(m.figures.milesPerDay).toBe(50);
  });

  it('sets HP and FP from the sheet, whatever was typed, and keeps the injury taken when ST changes', () => {
    const f = gurpsParty();
    const id = f.memberId('Aldo');
    ok(f.backend, 'member.update', { memberId: id, hp: { current: 9, max: 40 } });
    expect(f.view().members[0].hp).toEqual({ current: 9, max: 12 });
    const stronger = ok<{ members: { hp: unknown }[] }>(f.backend, 'member.update', {
      memberId: id,
      sheet: { attributes: { st: 14, dx: 11, iq: 10, ht: 11 } },
    });
    expect(stronger.members[0].hp).toEqual({ current: 11, max: 14 });
  });

  it('loads the character until Move drops: 29 lb none (5), 58 light (4), 87 medium (3), 174 heavy (2), 290 extra-heavy (1)', () => {
    const f = gurpsParty();
    const move = () => {
      const m = f.view().members[0].figures;
      return [m.encumbrance.label, m.move.perRound];
    };
    f.give('Aldo', 'backpack-frame', 2); // frames of 10 lb (Basic Set p. B288): 20 lb
    expect(move()).toEqual(['None', 5]);
    f.give('Aldo', 'backpack-frame', 1); // frames of 10 lb (Basic Set p. B288): 30 lb > 29
    expect(move()).toEqual(['Light', 4]);
    f.give('Aldo', 'backpack-frame', 3); // frames of 10 lb (Basic Set p. B288): 60 lb > 58
    expect(move()).toEqual(['Medium', 3]);
    f.give('Aldo', 'backpack-frame', 3); // frames of 10 lb (Basic Set p. B288): 90 lb > 87
    expect(move()).toEqual(['Heavy', 2]);
    f.give('Aldo', 'backpack-frame', 9); // frames of 10 lb (Basic Set p. B288): 180 lb > 174
    expect(move()).toEqual(['Extra-Heavy', 1]);
    expect(f.view().members[0].figures.bands.map((b) => b.upToPounds)).toEqual([29, 58, 87, 174, 290, 435]);
  });

  it('refuses a sheet the rules cannot read, naming the field, and changes nothing', () => {
    const f = gurpsParty();
    const before = snapshot(f.backend);
    const r = f.backend.router.call('member.create', { partyId: f.partyId, member: { ...fighter('Bad'), sheet: { attributes: { st: 0, dx: 10, iq: 10, ht: 10 } } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toEqual(['member', 'sheet', 'attributes', 'st']);
    const speed = f.backend.router.call('member.create', {
      partyId: f.partyId,
      member: { ...fighter('Slow'), sheet: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, secondary: { basicSpeed: -6 } } },
    });
    expect(speed.ok).toBe(false);
    if (!speed.ok) expect(speed.error.message).toMatch(/^member\.sheet\.secondary\.basicSpeed: basicSpeed bonus -6 would leave Basic Speed at -1/);
    expect(snapshot(f.backend)).toEqual(before);
  });

  it('the GM sets current FP by hand, within -FP and the maximum the sheet gives (HT 11: FP 11), and undo puts it back', () => {
    const f = gurpsParty();
    const id = f.memberId('Aldo');
    const tired = ok<{ members: { fp: unknown }[] }>(f.backend, 'member.update', { memberId: id, fp: { current: 3 } });
    expect(tired.members[0].fp).toEqual({ current: 3, max: 11, label: 'FP' });
    const before = snapshot(f.backend);
    for (const [current, message] of [
      [12, 'fp.current: must not be more than the FP maximum of 11'],
      [-12, 'fp.current: must not be below -11'],
    ] as const) {
      const r = f.backend.router.call('member.update', { memberId: id, fp: { current } });
      expect(r.ok ? null : r.error.message).toBe(message);
    }
    expect(snapshot(f.backend)).toEqual(before);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(f.view().members[0].fp).toEqual({ current: 11, max: 11, label: 'FP' });
  });
});

describe('the Dungeon view by GURPS', () => {
  it('light comes in GULLIVER levels: total darkness until a torch makes it dim (-1)', () => {
    const f = gurpsParty();
    f.give('Aldo', 'torch', 2);
    expect(ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).lightLevel).toMatchObject({
      label: 'Total darkness (no light at all)',
      inDarkness: true,
    });
    const lit = f.act('light.light', { memberId: f.memberId('Aldo'), kind: 'torch' }).state;
    expect(lit.lightLevel.label).toBe('Dim (dim indoor light, bright firelight)');
    expect(lit.lightLevel.effect).toMatch(/^-1 darkness penalty to Vision/);
    expect(lit.lightLevel).toMatchObject({ brightRadius: 10, dimRadius: 16.7 });
    expect(lit.rules).toEqual({ system: 'gurps', name: 'GURPS Lite', secondsPerRound: 1, unit: 'yd', fatiguePool: 'FP' });
  });

  it('searching is a secret Vision roll against Per and takes the campaign option turns per 10 ft', () => {
    const f = gurpsParty();
    const r = f.act('dungeon.searchSecretDoors', { memberId: f.memberId('Aldo'), wallFeet: 30, doorPresent: true });
    expect(r.entry.rolls[0]).toMatchObject({ label: 'Search for secret doors: Aldo', expression: '3d6', secret: true });
    expect(r.entry.changes).toContain('Chance: 3d6 <= Per 10 (50%).');
    expect(r.entry.gameTimeAfter - r.entry.gameTimeBefore).toBe(3 * 600);
  });

  it('moving 300 yd at Move 5 explores 150 yd a turn: 2 turns', () => {
    const f = gurpsParty();
    const r = f.act('dungeon.move', { distance: 300 });
    expect(r.entry.summary).toBe('The party moves 300 yd at 150 yd a turn (2 turns)');
    expect(r.entry.gameTimeAfter - r.entry.gameTimeBefore).toBe(1200);
  });
});

describe('fatigue and going short by GURPS Lite ("Fatigue"; GULLIVER quoting the Basic Set on missed meals)', () => {
  it('a day without food or water costs a point of FP per missed meal and third of the water: 6 FP', () => {
    const f = gurpsParty();
    f.act('clock.advance', { seconds: 86_400, stopOnEvent: false });
    expect([f.member('Aldo').fp_current, f.member('Aldo').hp_current]).toEqual([5, 12]);
    expect(JSON.parse(f.member('Aldo').condition)).toEqual({ lockedFp: 6 });
  });

  it('past 0 FP each lost FP costs 1 HP too, and rest cannot bring back FP lost to hunger', () => {
    const f = gurpsParty();
    f.act('clock.advance', { seconds: 2 * 86_400, stopOnEvent: false });
    // Day 2: FP 5 -> -1; the sixth point is lost at 0 FP, so it costs 1 HP as well.
    expect([f.member('Aldo').fp_current, f.member('Aldo').hp_current]).toEqual([-1, 11]);
    f.act('dungeon.rest', { turns: 6 });
    expect(f.member('Aldo').fp_current).toBe(-1);
  });

  it('fed again, rest brings FP back at 1 per 10 minutes', () => {
    const f = gurpsParty();
    f.give('Aldo', 'iron-ration', 5);
    f.give('Aldo', 'waterskin', 5);
    ok(f.backend, 'member.update', { memberId: f.memberId('Aldo'), name: 'Aldo' });
    f.backend.database.sqlite.prepare('UPDATE members SET fp_current = 4').run();
    const r = f.act('dungeon.rest', { turns: 3 });
    expect(f.member('Aldo').fp_current).toBe(7);
    expect(r.entry.changes).toContain('Aldo regained 3 FP resting.');
  });
});

describe('a day on foot by GURPS ("Hiking")', () => {
  const gurps = rulesetFor('gurps', { encounterChecksPerDay: 0 });
  const profile = (hiking?: number) =>
    gurps.profile(
      gurps.completeSheet(gurps.sheetSchema.parse({ attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, skills: hiking ? [{ name: 'Hiking', level: hiking }] : [] })),
    );

  it('10 x Move on ideal ground, x1.25 on level plains, x0.2 in the mountains; the slowest sets the pace', () => {
    const members = [{ milesPerDay: 50 }, { milesPerDay: 40 }];
    expect(gurps.partyTravel({ members, terrain: 'plains', pace: 'normal', medium: 'land' })).toMatchObject({ milesPerDay: 50, slowestMember: 1 });
    expect(gurps.partyTravel({ members, terrain: 'mountains', pace: 'normal', medium: 'land' }).milesPerDay).toBeCloseTo(8, 10);
  });

  it('each walker rolls Hiking daily; all making it march 20% farther, one missing holds them back', () => {
    const a = { id: 1, name: 'Aldo', milesPerDay: 50, profile: profile(12) };
    const b = { id: 2, name: 'Bea', milesPerDay: 50, profile: profile() };
    const both = gurps.landDay({ travellers: [a, b], leader: a.profile, forcedMarch: false, onTrack: true, state: undefined }, scriptedRng([3, 3, 3, 2, 2, 1]));
    expect(both.rolls.map((r) => r.label)).toEqual(['Hiking: Aldo', 'Hiking: Bea']);
    expect(both.distanceMultiplier).toBeCloseTo(1.2, 10);
    // The itinerary shows each roll's target and result (issue 28: they were missing).
    expect(both.notes).toEqual(['Aldo rolls against Hiking 12: 9, made.', 'Bea rolls against Hiking 5: 5, made.', 'Good Hiking rolls: the party marches 20% farther.']);
    // Bea has no Hiking: HT 10 - 5 = 5; a 9 misses.
    const one = gurps.landDay({ travellers: [a, b], leader: a.profile, forcedMarch: false, onTrack: true, state: undefined }, scriptedRng([3, 3, 3, 3, 3, 3]));
    expect(one.distanceMultiplier).toBe(1);
  });

  it('a leader with Leadership 12+ rolls once against the group average', () => {
    const leader = gurps.profile(
      gurps.completeSheet(gurps.sheetSchema.parse({ attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, skills: [{ name: 'Leadership', level: 12 }, { name: 'Hiking', level: 11 }] })),
    );
    const t = [
      { id: 1, name: 'Lead', milesPerDay: 50, profile: leader },
      { id: 2, name: 'Bea', milesPerDay: 50, profile: profile() },
    ];
    const day = gurps.landDay({ travellers: t, leader, forcedMarch: false, onTrack: true, state: undefined }, scriptedRng([2, 2, 2]));
    // Average of Hiking 11 and HT-5 = 5 is 8; a 6 makes it.
    expect(day.rolls.map((r) => r.label)).toEqual(['Hiking (one roll for the group)']);
    expect(day.notes[0]).toBe('The leader rolls once for the group against its average Hiking 8: 6, made.');
    expect(day.distanceMultiplier).toBeCloseTo(1.2, 10);
  });

  it('the journey planner journals each day\'s Hiking rolls', () => {
    const map = createHexMap(30, 1, 5);
    map.terrain.fill(TERRAIN_CODE.clear);
    const plan = planItinerary({
      map,
      ruleset: gurps,
      start: 0,
      legs: [{ to: 29, mode: 'foot' }],
      travellers: [{ id: 1, name: 'Aldo', milesPerDay: 50, profile: profile(12) }],
      leader: profile(12),
      daily: { food: 1, water: 1, fodder: 0 },
      fodder: 0,
      startsAt: 28_800,
      sunOn: () => ({ rise: 21_600, set: 64_800 }),
      landWeatherOn: null,
      food: 10,
      water: 10,
      crew: 1,
      navigator: false,
      stopsEachNight: false,
      prevailingWind: 'W',
      seed: 'hike',
      rerolls: {},
    });
    for (const day of plan.days) expect(day.rolls.map((r) => r.label)).toEqual(['Hiking: Aldo']);
    // 50 miles a day on good ground (x1.25) is 62.5; with a good Hiking roll 75.
    const made = plan.days.filter((d) => d.rolls[0].total <= 12 && d.progress < 1);
    const missed = plan.days.filter((d) => d.rolls[0].total > 12 && d.progress < 1);
    for (const d of made) expect(d.miles).toBeGreaterThanOrEqual(70);
    for (const d of missed) expect(d.miles).toBeLessThanOrEqual(65);
  });
});

describe('a GURPS campaign is chosen once and shown everywhere', () => {
  it('creates with its options and refuses options of another system, naming the option', () => {
    const backend = memoryBackend({ installDemo: false });
    const c = ok<{ rulesSystem: string; rulesOptions: Record<string, unknown> }>(backend, 'campaign.create', {
      name: 'Giants',
      rulesSystem: 'gurps',
      rulesOptions: { gulliver: true, fatigueBase: 'st' },
    });
    expect(c).toMatchObject({ rulesSystem: 'gurps', rulesOptions: { gulliver: true, fatigueBase: 'st', waterQuartsPerDay: 2 } });
    const bad = backend.router.call('campaign.create', { name: 'Oops', rulesSystem: 'gurps', rulesOptions: { magicalTraps: 'undetectable' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ path: ['rulesOptions', 'magicalTraps'], message: 'rulesOptions.magicalTraps: is not a field of this method' });
  });

  it('refuses a Basic Fantasy party file in a GURPS campaign', () => {
    const backend = memoryBackend();
    const file = ok(backend, 'party.export', { partyId: 1 });
    const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'G', rulesSystem: 'gurps' }).id;
    const r = backend.router.call('party.import', { campaignId, file });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('file.rulesSystem: the file holds bfrpg characters and this campaign plays GURPS Lite');
  });
});
