import { describe, expect, it } from 'vitest';
import { OPEN_COUNTED, type CombatResult, type EncounterTableView, type LiveChange, type MemberInput, type SightingView } from '../src-shared/contract';
import { changeForPlayers } from '../src-main/services/players-view';
import { decodeHexMap, TERRAINS } from '../src-shared/hexmap';
import { gameState, memoryBackend, ok, outOfTheDungeon, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Wandering encounters as records: supplement A10 (schedule), A15 (number appearing,
// surprise 1-2 on 1d6, the 2d6 reaction), GURPS Lite's 3d6 reaction table (named in
// seed 000), Shell's lack of either (seed 001).

const goblin = { hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 7, appearing: '2d4, Wild 6d10, Lair 6d10' };

function bfrpgWithGoblins(seed = 'encounter-seed') {
  const f = dungeonFixture({ seed });
  ok(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: goblin });
  f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'goblins with a stolen lantern', foe: 'Goblin' }] });
  const current = (audience: 'gm' | 'players' = 'gm') => ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId, audience }).sighting;
  return { ...f, current };
}

describe('a wandering monster comes up (supplement A10, A15)', () => {
  it('a turn in the dungeon raises a record: the table line, the bestiary foe, the stat block\'s dungeon figure rolled, surprise on 1d6 per side', () => {
    const f = bfrpgWithGoblins();
    const run = f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = f.current()!;
    expect(run.stoppedBy).toBe(`Wandering monsters: goblins with a stolen lantern (${s.count} Goblin).`);
    expect(run.entry.changes).toContain(run.stoppedBy);
    expect(s.what).toBe('goblins with a stolen lantern');
    expect(s.foe?.name).toBe('Goblin');
    // "2d4, Wild 6d10": underground the first figure is rolled.
    expect(s.countRoll?.expression).toBe('2d4');
    expect(s.count).toBe(s.countRoll!.faces[0] + s.countRoll!.faces[1]);
    for (const side of [s.surprise.party!, s.surprise.foes!]) {
      expect(side.roll).toBeGreaterThanOrEqual(1);
      expect(side.roll).toBeLessThanOrEqual(6);
      expect(side.surprised).toBe(side.roll! <= 2);
      expect(side.range).toBe('1-2 on 1d6');
    }
    const labels = run.entry.rolls.map((r) => r.label);
    expect(labels).toEqual(['Wandering monster check', 'Wandering monster', 'Number appearing (2d4)', 'Surprise: the party', 'Surprise: the foes']);
    expect(run.entry.rolls.every((r) => r.secret)).toBe(true);
    expect(s.distance).toBeNull();
    expect(s.distanceSource).toMatch(/no dice/);
  });

  it("the turn's change carries the open encounter to every window; the players' push has it without the dice or the surprise rolls (issue 15)", () => {
    const f = bfrpgWithGoblins();
    const pushed: LiveChange[] = [];
    const stop = f.backend.router.onChange((c) => pushed.push(c));
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    stop();
    const gm = f.current()!;
    expect(pushed).toHaveLength(1);
    expect(pushed[0].encounter).toEqual({ sighting: gm, open: 1, waiting: [] });
    const theirs = changeForPlayers(pushed[0]).encounter!;
    expect(theirs).toEqual({ sighting: f.current('players'), open: 1, waiting: [] });
    expect(theirs.sighting!.countRoll).toBeNull();
    expect(theirs.sighting!.surprise.foes).toBeNull();
  });

  it("the players' version shows what came and how far, never the dice, the foes' surprise or the reaction; the number only when shown", () => {
    const f = bfrpgWithGoblins();
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const gm = f.current()!;
    ok(f.backend, 'encounter.setDistance', { sightingId: gm.id, distance: 40 });
    ok(f.backend, 'encounter.resolve', { sightingId: gm.id, action: 'dismiss' });
    // Dismissed: nothing open. A fresh one for the players' view:
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const next = f.current()!;
    ok(f.backend, 'encounter.setDistance', { sightingId: next.id, distance: 60 });
    const seen = f.current('players')!;
    expect(seen.what).toBe(`${next.count} × Goblin`);
    expect(seen.countRoll).toBeNull();
    expect(seen.foe?.summary).toBe('');
    expect(seen.surprise.foes).toBeNull();
    expect(seen.surprise.party?.roll).toBeNull();
    expect(seen.reaction).toBeNull();
    expect(seen.distance?.value).toBe(60);
    ok(f.backend, 'encounter.hideCount', { sightingId: next.id, hidden: true });
    const hidden = f.current('players')!;
    expect(hidden.count).toBeNull();
    expect(hidden.what).toBe('Some × Goblin');
  });

  it('talking rolls the A15 reaction and keeps the card up; parting ways then resolves it; undo restores each step exactly', () => {
    const f = bfrpgWithGoblins();
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = f.current()!;
    const before = gameState(f.backend);
    const talked = ok<{ sighting: SightingView; entry: { rolls: { label: string; faces: number[]; total: number }[] } }>(f.backend, 'encounter.resolve', {
      sightingId: s.id,
      action: 'talk',
      modifier: 1,
    });
    const dice = talked.entry.rolls.find((r) => r.label === 'Reaction roll')!;
    expect(talked.sighting.reaction!.total).toBe(dice.total + 1);
    const t = dice.total + 1;
    const band = t <= 2 ? 'attack' : t <= 7 ? 'unfavorable' : t <= 11 ? 'favorable' : 'very-favorable';
    expect(talked.sighting.reaction!.band).toBe(band);
    expect(talked.sighting.status).toBe('open');
    expect(f.current()?.reaction?.band).toBe(band);
    const again = f.backend.router.call('encounter.resolve', { sightingId: s.id, action: 'talk' });
    expect(!again.ok && again.error.path).toEqual(['action']);
    const afterTalk = gameState(f.backend);
    const parted = ok<{ sighting: SightingView }>(f.backend, 'encounter.resolve', { sightingId: s.id, action: 'dismiss' });
    expect(parted.sighting.status).toBe('talked');
    expect(f.current()).toBeNull();
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(afterTalk);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
    expect(f.current()?.reaction).toBeNull();
  });

  it('evade and dismiss resolve it; a second resolution is refused, naming the field, changing nothing', () => {
    const f = bfrpgWithGoblins();
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = f.current()!;
    ok(f.backend, 'encounter.resolve', { sightingId: s.id, action: 'evade' });
    const before = snapshot(f.backend);
    const again = f.backend.router.call('encounter.resolve', { sightingId: s.id, action: 'dismiss' });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.path).toEqual(['sightingId']);
    expect(snapshot(f.backend)).toEqual(before);
  });

  it('a fight started from it takes the foes, resolves it in the same action, and the surprised foes lose round 1', () => {
    const f = bfrpgWithGoblins();
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = f.current()!;
    const fight = ok<CombatResult>(f.backend, 'combat.start', {
      partyId: f.partyId,
      name: 'Goblins',
      foes: [{ bestiaryId: s.foe!.bestiaryId, count: s.count }],
      sightingId: s.id,
      surprised: 'foes',
    });
    expect(fight.state.combatants.filter((c) => c.side === 'foes')).toHaveLength(s.count!);
    expect(fight.state.combatants.find((c) => c.current)!.side).toBe('party');
    expect(fight.entry.changes).toContain('The foes are surprised and lose the first round.');
    expect(f.current()).toBeNull();
    // Round 1 hands from party member to party member, never to a goblin.
    const second = ok<CombatResult>(f.backend, 'combat.next', { encounterId: fight.state.encounterId });
    expect(second.state.round === 2 || second.state.combatants.find((c) => c.current)!.side === 'party').toBe(true);
  });
});

describe('an Elf in the party (supplement A15: Elves are surprised only on 1)', () => {
  it("A15's example: a Human and an Elf share one die; a 2 surprises only the Human, who loses round 1 while the Elf acts", () => {
    const human = character('Ada', 10);
    const elf: MemberInput = {
      kind: 'pc',
      name: 'Elwen',
      hp: { current: 8, max: 8 },
      sheet: { race: 'elf', class: 'Fighter', level: 1, abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } },
    };
    // This seed rolls the party's surprise die as a 2 (and the foes' as a 4).
    const f = dungeonFixture({ seed: 'elf-3', members: [human, elf] });
    ok(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: goblin });
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'goblins', foe: 'Goblin' }] });
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting!;
    expect(s.surprise.party).toEqual({ surprised: true, roll: 2, range: '1-2 on 1d6, Elves 1', spared: ['Elwen'] });
    // The table learns who of them is ready, not the die or its range.
    const theirs = ok<{ sighting: SightingView | null }>(f.backend, 'encounter.current', { campaignId: f.campaignId, audience: 'players' }).sighting!;
    expect(theirs.surprise.party).toEqual({ surprised: true, roll: null, range: null, spared: ['Elwen'] });
    expect(s.surprise.foes).toMatchObject({ surprised: false, roll: 4 });
    const fight = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'Goblins', foes: [{ bestiaryId: s.foe!.bestiaryId, count: 1 }], sightingId: s.id, surprised: 'party' });
    expect(fight.entry.changes).toContain('Elwen: not surprised, and act in the first round (supplement A15).');
    // Round 1 passes from fighter to fighter, never to Ada.
    let state = fight.state;
    const actors: string[] = [];
    while (state.round === 1) {
      actors.push(state.combatants.find((c) => c.current)!.name);
      state = ok<CombatResult>(f.backend, 'combat.next', { encounterId: state.encounterId }).state;
    }
    expect(actors).toContain('Elwen');
    expect(actors).not.toContain('Ada');
  });
});

describe('ids of another campaign', () => {
  it('a fight in one campaign cannot settle an encounter of another: refused on sightingId, nothing changed', () => {
    const f = bfrpgWithGoblins();
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = f.current()!;
    const other = ok<{ id: number }>(f.backend, 'campaign.create', { name: 'Elsewhere', rulesSystem: 'bfrpg' }).id;
    const party = ok<{ id: number }>(f.backend, 'party.create', { campaignId: other, name: 'Others' });
    const before = snapshot(f.backend);
    const refused = f.backend.router.call('combat.start', { partyId: party.id, foes: [{ statBlock: goblin }], sightingId: s.id });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.path).toEqual(['sightingId']);
    expect(snapshot(f.backend)).toEqual(before);
  });
});

describe('outdoors (supplement A10: about every four hours, three checks by day and three by night)', () => {
  it('a day waited on a hex makes six checks', () => {
    const f = dungeonFixture({ seed: 'outdoor' });
    ok(f.backend, 'party.update', { partyId: f.partyId, location: { kind: 'hex', name: 'Camp', hex: { col: 1, row: 1 } } });
    const day = f.act('clock.advance', { seconds: 86_400, stopOnEvent: false });
    expect(day.entry.rolls.filter((r) => r.label === 'Wandering monster check')).toHaveLength(6);
  });

  it("meets what comes on the terrain of the party's hex on the map, read from the one tile holding it", () => {
    const backend = memoryBackend({ freshSeed: () => 'terrain' });
    const campaignId = ok<{ selectedId: number }>(backend, 'campaign.list', {}).selectedId;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
    outOfTheDungeon(backend, partyId);
    const map = decodeHexMap(Buffer.from(ok<{ map: string }>(backend, 'hexmap.get', { regionId }).map, 'base64'));
    // (35,15) lies in the second 32-hex tile across the demo's 48 x 32 region.
    const trip = ok<{ id: number }>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }], replace: true });
    ok(backend, 'journey.commit', { journeyId: trip.id, stopOnEvent: false });
    const { hex } = ok<{ location: { hex: { col: number; row: number } } }>(backend, 'party.get', { partyId }).location;
    const place = ok<{ wandering: { levelName: string } }>(backend, 'dungeon.state', { partyId }).wandering.levelName;
    expect(place).toMatch(new RegExp(`^${TERRAINS[map.terrain[hex.row * map.width + hex.col]]} by (day|night)$`));
    backend.close();
  });

  it("rolls on the terrain's night table at night, with the line's own number", () => {
    const f = dungeonFixture({ seed: 'outdoor', rulesSystem: 'shell', rulesOptions: { encounterChanceInSix: 6 }, members: [] });
    ok(f.backend, 'party.update', { partyId: f.partyId, location: { kind: 'hex', name: 'Camp', hex: { col: 1, row: 1 } } });
    ok(f.backend, 'encounter.saveTable', {
      campaignId: f.campaignId,
      table: { setting: 'wilderness', levelName: 'clear', timeOfDay: 'day', entries: [{ text: 'merchants' }] },
    });
    ok(f.backend, 'encounter.saveTable', {
      campaignId: f.campaignId,
      table: { setting: 'wilderness', levelName: 'clear', timeOfDay: 'night', entries: [{ text: 'wolves circling', number: '1d4' }] },
    });
    // The demo-less campaign starts at midnight: the first check falls at 04:00, night.
    const run = f.act('clock.advance', { seconds: 5 * 3600, stopOnEvent: true });
    expect(f.time()).toBe(4 * 3600);
    const s = ok<{ sighting: SightingView }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting;
    expect(run.stoppedBy).toBe(`Wandering monsters: wolves circling (${s.count} of them).`);
    expect(s.place).toBe('clear by night');
    expect(s.countRoll?.expression).toBe('1d4');
    // Shell has no surprise rule: no dice, and the card says so.
    expect(s.surprise.party).toBeNull();
    expect(s.surprise.source).toMatch(/Shell has no surprise rule/);
  });
});

describe('each system\'s reaction', () => {
  it('GURPS rolls 3d6 on the reaction table (GURPS Lite p. 3)', () => {
    const f = dungeonFixture({ seed: 'gurps-talk', rulesSystem: 'gurps', members: [] });
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: ['a wight'] });
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = ok<{ sighting: SightingView }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting;
    expect(s.surprise.party).toBeNull();
    const talked = ok<{ sighting: SightingView; entry: { rolls: { label: string; expression: string; total: number }[] } }>(f.backend, 'encounter.resolve', {
      sightingId: s.id,
      action: 'talk',
      modifier: -2,
    });
    const dice = talked.entry.rolls.find((r) => r.label === 'Reaction roll')!;
    expect(dice.expression).toBe('3d6');
    expect(talked.sighting.reaction!.total).toBe(dice.total - 2);
    expect(talked.sighting.reaction!.source).toMatch(/GURPS Lite/);
  });

  it('Shell has none: talking needs the GM\'s word, and says so when it is missing', () => {
    const f = dungeonFixture({ seed: 'shell-talk', rulesSystem: 'shell', members: [] });
    f.act('dungeon.setEncounterTable', { checkEveryTurns: 1, chanceInSix: 6, entries: ['bandits'] });
    f.act('clock.advance', { seconds: 600, stopOnEvent: true });
    const s = ok<{ sighting: SightingView }>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting;
    const missing = f.backend.router.call('encounter.resolve', { sightingId: s.id, action: 'talk' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.path).toEqual(['gmReaction']);
    const talked = ok<{ sighting: SightingView }>(f.backend, 'encounter.resolve', { sightingId: s.id, action: 'talk', gmReaction: 'they want a toll' });
    expect(talked.sighting.reaction).toMatchObject({ total: null, meaning: 'they want a toll' });
  });
});

describe('encounter tables', () => {
  it('refuse a foe the bestiary lacks, naming the entry, changing nothing', () => {
    const f = dungeonFixture();
    const before = snapshot(f.backend);
    const bad = f.backend.router.call('encounter.saveTable', {
      campaignId: f.campaignId,
      table: { setting: 'wilderness', levelName: 'forest', entries: [{ text: 'a snark', foe: 'Snark' }] },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toEqual(['table', 'entries', 0, 'foe']);
    expect(snapshot(f.backend)).toEqual(before);
  });

  it('export and import round-trip every table', () => {
    const f = bfrpgWithGoblins();
    ok(f.backend, 'encounter.saveTable', {
      campaignId: f.campaignId,
      table: { setting: 'wilderness', levelName: 'forest', timeOfDay: 'night', entries: [{ text: 'goblin raiders', foe: 'Goblin', number: '1d6' }] },
    });
    const file = ok<{ tables: unknown[] }>(f.backend, 'encounter.exportTables', { campaignId: f.campaignId });
    expect(file.tables).toHaveLength(2);
    const g = bfrpgWithGoblins('other');
    ok(g.backend, 'encounter.importTables', { campaignId: g.campaignId, file });
    expect(ok<{ tables: unknown[] }>(g.backend, 'encounter.tables', { campaignId: g.campaignId }).tables).toEqual(file.tables);
  });

  it('the demo campaigns ship tables for a dungeon level and for wilderness terrains by day and night, every foe in their bestiary', () => {
    const backend = memoryBackend({ installDemo: true });
    const campaigns = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns;
    expect(campaigns.map((c) => c.rulesSystem).sort()).toEqual(['bfrpg', 'gurps', 'shell']);
    for (const c of campaigns) {
      const { tables } = ok<{ tables: EncounterTableView[] }>(backend, 'encounter.tables', { campaignId: c.id });
      expect(tables.some((t) => t.setting === 'dungeon')).toBe(true);
      expect(tables.some((t) => t.setting === 'wilderness' && t.timeOfDay === 'night')).toBe(true);
      const names = new Set(ok<{ entries: { name: string }[] }>(backend, 'bestiary.list', { campaignId: c.id }).entries.map((e) => e.name));
      const foes = tables.flatMap((t) => t.entries.flatMap((e) => e.foe ?? []));
      expect(foes.length).toBeGreaterThan(5);
      for (const foe of foes) expect(names).toContain(foe);
    }
  });
});

describe('encounters the GM leaves open (issue 37: a long campaign as fast as a new one)', () => {
  /** A campaign whose every turn brings goblins (the table's check at 6 in 6), with `open` of them left open. */
  function leftOpen(open: number) {
    const f = bfrpgWithGoblins('left-open');
    f.act('clock.advance', { seconds: 600 * open, stopOnEvent: false });
    return f;
  }
  /** The change of one more turn, as the GM's window receives it with the answer. */
  function turnChange(f: ReturnType<typeof leftOpen>) {
    // The GM lets time run past the cards left open, as such a GM does.
    const answer = f.backend.router.call('clock.advance', { partyId: f.partyId, seconds: 600, stopOnEvent: false, letTimeRun: true });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.change!.encounter!;
  }

  it("a turn's change names the first open encounter, the next three and how many are open, counted up to 100: the same size after 500 left open as after 5", () => {
    const few = leftOpen(5);
    const many = leftOpen(500);
    const small = turnChange(few);
    const large = turnChange(many);
    expect(small.open).toBe(6);
    // 501 are open; past the bound the answer says "100 or more" without counting the rest.
    expect(OPEN_COUNTED).toBe(100);
    expect(large.open).toBe(100);
    expect(large.waiting).toHaveLength(3);
    // The first that came is still the one shown, then the next by the hour they came.
    const rows = many.backend.database.sqlite
      .prepare("SELECT id FROM sightings WHERE campaign_id = ? AND status = 'open' ORDER BY at, id LIMIT 4")
      .pluck()
      .all(many.campaignId);
    expect([large.sighting!.id, ...large.waiting.map((w) => w.id)]).toEqual(rows);
    expect(large.waiting.map((w) => w.partyName)).toEqual(['Delvers', 'Delvers', 'Delvers']);
    // Both campaigns are the same seed's dice, so the cards are the same but for the hour and ids' digits.
    const size = (c: unknown) => JSON.stringify(c).length;
    expect(Math.abs(size(large) - size(small))).toBeLessThan(40);
    expect(size(large)).toBeLessThan(3_000);
  });

  it('the open encounters are read from the index by the hour they came, not sorted from all of them', () => {
    const f = leftOpen(5);
    const plan = f.backend.database.sqlite
      .prepare("EXPLAIN QUERY PLAN SELECT * FROM sightings WHERE campaign_id = 1 AND status = 'open' ORDER BY at, id LIMIT 4")
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail)).toEqual(['SEARCH sightings USING INDEX sightings_open (campaign_id=? AND status=?)']);
  });
});
