import { afterEach, describe, expect, it } from 'vitest';
import type { ActionResult, LevelView, MemberInput, MethodOutput, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

const thief: MemberInput = { kind: 'pc', name: 'Tam', hp: { current: 6, max: 6 }, sheet: { race: 'human', class: 'Thief', level: 1, abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 }, thief: { removeTraps: 100, listen: 100 } } };

function keyed() {
  f = dungeonFixture({ seed: 'levels', members: [character('Ada', 18), character('Bors', 10), character('Cai', 10), thief] });
  f.quiet();
  f.give('Ada', 'torch', 2);
  const goblin = ok<{ id: number }>(f.backend, 'bestiary.save', { campaignId: f.campaignId, name: 'Goblin', statBlock: { hitDice: 1, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }] }, notes: '' });
  const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: smallLevel(goblin.id) });
  const area = (n: number) => level.areas.find((a) => a.number === n)!;
  return { level, area };
}

const refusal = (method: string, input: unknown) => {
  const before = snapshot(f.backend);
  const envelope = f.backend.router.call(method, input);
  expect(snapshot(f.backend)).toEqual(before);
  if (envelope.ok) throw new Error(`${method} was accepted`);
  return envelope.error;
};

describe('levels and keys', () => {
  it('imports a level and exports the same JSON back', () => {
    const { level } = keyed();
    expect(level.areas.map((a) => [a.number, a.name, a.squares.length])).toEqual([[1, 'Hall', 9], [2, 'Guard room', 19], [3, 'Corridor', 10]]);
    const out = ok<MethodOutput<'level.export'>>(f.backend, 'level.export', { levelId: level.id });
    expect(out.ground).toEqual(smallLevel().ground);
    expect(out.edges).toEqual([{ col: 4, row: 2, side: 'w', edge: 'stuck-door' }, { col: 9, row: 4, side: 'n', edge: 'secret-door' }]);
    expect(out.areas[1].key.occupants[0].name).toBe('Goblins');
  });

  it('refuses bad input naming the field, changing nothing', () => {
    const { level, area } = keyed();
    expect(refusal('level.paint', { levelId: level.id, edges: [{ col: 12, row: 0, side: 'n', edge: 'wall' }] }).message).toMatch(/^edges\.0: \(12, 0\) is off the 12 x 7 level/);
    expect(refusal('level.paint', { levelId: level.id, edges: [{ col: 11, row: 0, side: 'e', edge: 'door' }] }).path).toEqual(['edges', 0]);
    expect(refusal('level.saveArea', { levelId: level.id, number: 9, squares: [{ col: 1, row: 1 }] }).message).toBe('squares.0: (1, 1) is already in area 1');
    expect(refusal('level.saveArea', { levelId: level.id, number: 9, squares: [{ col: 0, row: 0 }], key: { occupants: [{ id: 'x', name: 'Ghost', number: '1', bestiaryId: 9999 }] } }).path).toEqual(['key', 'occupants', 0, 'bestiaryId']);
    expect(refusal('level.setImage', { levelId: level.id, image: { mime: 'image/png', chunks: [Buffer.from('not a picture').toString('base64')] } }).message).toBe('image: is not a PNG, JPEG or WebP image');
    const big = Buffer.alloc(21 * 1024 * 1024).toString('base64');
    const chunks = big.match(/.{1,900000}/g)!;
    expect(refusal('level.setImage', { levelId: level.id, image: { mime: 'image/png', chunks } }).message).toBe('image: must be at most 20 MB');
    expect(refusal('level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(2).id, square: { col: 1, row: 1 } }).message).toBe('square: (1, 1) is not in area 2');
  });

  it('takes a real PNG as the background image', () => {
    const { level } = keyed();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect(ok<LevelView>(f.backend, 'level.setImage', { levelId: level.id, image: { mime: 'image/png', chunks: [png.toString('base64')] } }).hasImage).toBe(true);
    expect(ok<{ mime: string }>(f.backend, 'level.image', { levelId: level.id }).mime).toBe('image/png');
  });

  it("lines the image up with the grid, and a level's JSON carries the image and its placement", () => {
    const { level } = keyed();
    expect(refusal('level.placeImage', { levelId: level.id, pxPerSquare: 40, offsetCol: 0, offsetRow: 0 }).message).toBe('levelId: The Undercroft has no background image to place');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    ok(f.backend, 'level.setImage', { levelId: level.id, image: { mime: 'image/png', chunks: [png.toString('base64')] } });
    expect(refusal('level.placeImage', { levelId: level.id, pxPerSquare: 0.5, offsetCol: 0, offsetRow: 0 }).message).toBe('pxPerSquare: must be at least 1 pixel');
    const placed = ok<LevelView>(f.backend, 'level.placeImage', { levelId: level.id, pxPerSquare: 42.5, offsetCol: -0.5, offsetRow: 1.25 });
    expect(placed.imagePlacement).toEqual({ pxPerSquare: 42.5, offsetCol: -0.5, offsetRow: 1.25 });
    const file = ok<MethodOutput<'level.export'>>(f.backend, 'level.export', { levelId: level.id });
    expect(file.image).toEqual({ mime: 'image/png', data: png.toString('base64'), pxPerSquare: 42.5, offsetCol: -0.5, offsetRow: 1.25 });
    const copy = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: { ...file, name: 'Undercroft again' } });
    expect([copy.hasImage, copy.imagePlacement]).toEqual([true, { pxPerSquare: 42.5, offsetCol: -0.5, offsetRow: 1.25 }]);
    expect(refusal('level.import', { campaignId: f.campaignId, level: { ...file, name: 'Bad', image: { ...file.image, data: 'bm90IGFuIGltYWdl' } } }).message).toBe('level.image: is not a PNG, JPEG or WebP image');
  });

  it("puts the party on the level, and the level's row names where it is (one home for the name)", () => {
    const { level, area } = keyed();
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(1).id });
    expect(f.view().location).toMatchObject({ kind: 'dungeon', name: 'The Undercroft' });
    const map = ok<MethodOutput<'level.map'>>(f.backend, 'level.map', { partyId: f.partyId });
    expect(map.level!.parties).toEqual([{ partyId: f.partyId, name: 'Delvers', areaId: area(1).id, col: 1, row: 1 }]);
    expect(map.level!.areas[0].state.status).toBe('visited');
    ok(f.backend, 'level.leave', { partyId: f.partyId });
    expect(f.view().location.kind).toBe('none');
  });
});

describe('walking and the actions that read the place', () => {
  function inHall() {
    const k = keyed();
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: k.level.id, areaId: k.area(1).id });
    ok(f.backend, 'light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
    return k;
  }

  it('stops at the stuck door with the turns spent (seed 003, Doors; Light: the torch burns)', () => {
    inHall();
    const t0 = f.time();
    const torch = () => ok<ActionResult['state']>(f.backend, 'dungeon.state', { partyId: f.partyId }).lights[0].remainingSeconds!;
    const before = torch();
    const walk = ok<MethodOutput<'level.walk'>>(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 6, row: 2 } });
    expect(walk.walked).toMatchObject({ feet: 30, squares: 3, door: { at: { col: 3, row: 2, side: 'e' }, kind: 'stuck-door', action: 'force' }, met: null });
    expect(f.time() - t0).toBe(600);
    expect(before - torch()).toBe(600);
  });

  it('hears the goblins beyond the door only because the key stocks them (seed 003, Doors: listening)', () => {
    inHall();
    const heard = ok<ActionResult>(f.backend, 'level.listen', { partyId: f.partyId, memberId: f.memberId('Tam'), door: { col: 4, row: 2, side: 'w' } });
    expect(heard.entry.summary).toBe('Tam listens at the door: hears something');
    expect(refusal('level.listen', { partyId: f.partyId, memberId: f.memberId('Tam'), door: { col: 2, row: 4, side: 'n' } }).message).toBe('door: there is no door there to listen at');
  });

  it('forces the stuck door with Strength, then walks in and the goblins raise the encounter card', () => {
    inHall();
    let tries = 0;
    for (; tries < 30; tries++) {
      const r = ok<ActionResult>(f.backend, 'level.forceDoor', { partyId: f.partyId, memberId: f.memberId('Ada'), door: { col: 4, row: 2, side: 'w' } });
      if (r.entry.summary.endsWith('it gives!')) break;
    }
    expect(tries).toBeLessThan(30);
    const walk = ok<MethodOutput<'level.walk'>>(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 8, row: 2 } });
    expect(walk.walked.met).toBe('Area 2: Goblins (4)');
    expect(walk.stopReason).toBe('area-inhabitants');
    expect(walk.walked.squares).toBe(4);
    const card = ok<MethodOutput<'encounter.current'>>(f.backend, 'encounter.current', { campaignId: f.campaignId });
    expect(card.sighting).toMatchObject({ what: 'Goblins', foe: { name: 'Goblin' }, count: 4 });
  });

  function fightInGuardRoom() {
    const k = inHall();
    for (let tries = 0; tries < 30; tries++) {
      const r = ok<ActionResult>(f.backend, 'level.forceDoor', { partyId: f.partyId, memberId: f.memberId('Ada'), door: { col: 4, row: 2, side: 'w' } });
      if (r.entry.summary.endsWith('it gives!')) break;
    }
    ok(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 8, row: 2 } });
    const sighting = ok<MethodOutput<'encounter.current'>>(f.backend, 'encounter.current', { campaignId: f.campaignId }).sighting!;
    const goblin = ok<{ entries: { id: number; name: string }[] }>(f.backend, 'bestiary.list', { campaignId: f.campaignId }).entries.find((e) => e.name === 'Goblin')!;
    const start = ok<MethodOutput<'combat.start'>>(f.backend, 'combat.start', {
      partyId: f.partyId,
      memberIds: [f.memberId('Ada')],
      foes: [{ bestiaryId: goblin.id }, { bestiaryId: goblin.id }],
      sightingId: sighting.id,
    });
    const encounterId = start.state.encounterId;
    const foes = start.state.combatants.filter((c) => c.side === 'foes');
    const areaStatus = () => ok<LevelView>(f.backend, 'level.get', { levelId: k.level.id }).areas.find((a) => a.number === 2)!.state.status;
    return { encounterId, foes, areaStatus };
  }

  it('a fight in the stocked room clears it once none of its foes fights on, all of them beaten, and not before', () => {
    const { encounterId, foes, areaStatus } = fightInGuardRoom();
    ok(f.backend, 'combat.adjust', { encounterId, combatantId: foes[0].id, hp: -100, out: true });
    expect(areaStatus()).toBe('visited');
    ok(f.backend, 'combat.adjust', { encounterId, combatantId: foes[1].id, hp: -100, out: true });
    const ended = ok<MethodOutput<'combat.end'>>(f.backend, 'combat.end', { encounterId });
    expect(ended.entry.changes.concat(ended.entry.summary)).toContain('Area 2 is cleared: none of its foes fights on.');
    expect(areaStatus()).toBe('cleared');
  });

  it('a fight whose last foe is let go alive leaves the room "foes withdrew", not cleared', () => {
    const { encounterId, foes, areaStatus } = fightInGuardRoom();
    ok(f.backend, 'combat.adjust', { encounterId, combatantId: foes[0].id, hp: -100, out: true });
    // Taken out of the fight by the GM with its HP whole: it runs off.
    ok(f.backend, 'combat.adjust', { encounterId, combatantId: foes[1].id, out: true, note: 'flees' });
    const ended = ok<MethodOutput<'combat.end'>>(f.backend, 'combat.end', { encounterId });
    expect(ended.entry.changes).toContain(`Area 2: its foes withdrew (${foes[1].name} left the fight alive); it is not cleared.`);
    expect(areaStatus()).toBe('withdrawn');
  });

  it('searches for traps once per character, finding one only where the key has one (seed 003, Traps)', () => {
    const { area, level } = inHall();
    const hall = ok<ActionResult>(f.backend, 'level.searchTraps', { partyId: f.partyId, memberId: f.memberId('Tam') });
    expect(hall.entry.summary).toBe('Tam searches area 1 (900 sq ft) for traps (9 turns): nothing found');
    expect(refusal('level.searchTraps', { partyId: f.partyId, memberId: f.memberId('Tam') }).message).toBe('memberId: Tam has already searched area 1 for traps');
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(2).id });
    // The goblins' card is open: the GM lets time run to search under their eyes.
    const guard = ok<ActionResult>(f.backend, 'level.searchTraps', { partyId: f.partyId, memberId: f.memberId('Tam'), letTimeRun: true });
    expect(guard.entry.summary).toBe('Tam searches area 2 (1900 sq ft) for traps (19 turns): a trap!');
    const state = ok<LevelView>(f.backend, 'level.get', { levelId: level.id }).areas.find((a) => a.number === 2)!.state;
    expect(state.traps).toEqual({ needle: 'found' });
    expect(state.trapSearchers).toEqual([f.memberId('Tam')]);
  });

  it('counts earlier searchers of a wall from the record: the third takes two turns, the fourth an hour (seed 003, Secret Doors)', () => {
    const { area, level } = inHall();
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(3).id, square: { col: 5, row: 5 } });
    // A stretch of plain wall: nobody finds anything, so every searcher takes a turn.
    const wall = { col: 5, row: 5, side: 'n' };
    const spent: number[] = [];
    for (const name of ['Bors', 'Cai', 'Tam', 'Ada']) {
      const t = f.time();
      const r = ok<ActionResult>(f.backend, 'level.searchWall', { partyId: f.partyId, memberId: f.memberId(name), wall });
      expect(r.entry.summary).toMatch(/nothing found$/);
      spent.push((f.time() - t) / 600);
    }
    expect(spent).toEqual([1, 1, 2, 6]);
    const record = ok<LevelView>(f.backend, 'level.get', { levelId: level.id }).areas.find((a) => a.number === 3)!.state.wallSearches;
    expect(record).toEqual({ '5,5,n': 4 });
  });

  it('a secret door, once found, opens a way on the map', () => {
    const { area, level } = inHall();
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(3).id, square: { col: 9, row: 4 } });
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      const name = ['Bors', 'Cai', 'Tam', 'Ada'][i % 4];
      const r = f.backend.router.call('level.searchWall', { partyId: f.partyId, memberId: f.memberId(name), wall: { col: 9, row: 4, side: 'n' } });
      found = r.ok && (r.result as ActionResult).entry.summary.endsWith('a door!');
    }
    expect(found).toBe(true);
    const after = ok<LevelView>(f.backend, 'level.get', { levelId: level.id });
    expect(after.doorStates['9,4,n']).toBe('door');
    expect(after.areas.find((a) => a.number === 3)!.state.secretDoors).toEqual({ panel: 'found' });
    // Searching that wall again could only find the door already found: said so, no time spent, no searcher counted.
    expect(refusal('level.searchWall', { partyId: f.partyId, memberId: f.memberId('Ada'), wall: { col: 9, row: 4, side: 'n' } })).toMatchObject({
      code: 'conflict',
      message: "wall: the secret door in this wall has been found already; it is a door on the map now",
      path: ['wall'],
    });
  });

  it("a secret door's difficulty in the key widens or narrows the searcher's chance (seed 003, Secret Doors: the GM may make a door harder or easier)", () => {
    const { area, level } = inHall();
    const corridor = area(3);
    const keyWith = (difficulty: number) => ({ ...corridor.key, secretDoors: [{ ...corridor.key.secretDoors[0], difficulty }] });
    const squares = corridor.squares.map((sq) => ({ col: sq % 12, row: Math.floor(sq / 12) }));
    const chanceOf = (name: string, wall: { col: number; row: number; side: string }) =>
      ok<ActionResult>(f.backend, 'level.searchWall', { partyId: f.partyId, memberId: f.memberId(name), wall }).entry.changes.find((c) => c.startsWith('Chance'));
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: corridor.id, square: { col: 9, row: 4 } });
    // Bors and Cai: humans of Intelligence 10, 1 in 6 by the seed.
    expect(chanceOf('Bors', { col: 9, row: 5, side: 's' })).toBe('Chance: 1 in 6 (17%).');
    ok(f.backend, 'level.saveArea', { levelId: level.id, areaId: corridor.id, number: 3, name: 'Corridor', squares, key: keyWith(-1) });
    expect(chanceOf('Bors', { col: 9, row: 4, side: 'n' })).toBe('Chance: 0 in 6 (0%).');
    ok(f.backend, 'level.saveArea', { levelId: level.id, areaId: corridor.id, number: 3, name: 'Corridor', squares, key: keyWith(2) });
    expect(chanceOf('Cai', { col: 9, row: 4, side: 'n' })).toBe('Chance: 3 in 6 (50%).');
  });

  it('a found secret door becomes a door on the map, and the GM may overrule with a ruling', () => {
    const { area } = inHall();
    const corridor = area(3);
    ok(f.backend, 'level.ruleArea', { areaId: corridor.id, state: { ...corridor.state, secretDoors: { panel: 'found' } }, reason: 'the elf spotted it' });
    const entry = ok<{ entries: { kind: string; summary: string }[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, limit: 1 }).entries[0];
    expect(entry).toMatchObject({ kind: 'ruling', summary: 'Ruling on area 3: the elf spotted it' });
  });
});

describe("the players' map", () => {
  it('shows only explored areas and found doors, never a GM note, and read-aloud text only while shown', async () => {
    const { level, area } = keyed();
    ok(f.backend, 'light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(1).id });
    const { levelForPlayers } = await import('../src-main/services/players-view');
    const gm = ok<MethodOutput<'level.map'>>(f.backend, 'level.map', { partyId: f.partyId }).level!;
    let seen = levelForPlayers(gm);
    const text = JSON.stringify(seen);
    // The corridor opens off the hall with no door between: seen from where the party stands.
    expect(seen.areas.map((a) => [a.number, a.state.status])).toEqual([[1, 'visited'], [3, 'seen']]);
    for (const secret of ['GM-NOTE', 'TRAP-NEEDLE', 'Goblins', 'READ-ALOUD-ONE', 'secret-door']) expect(text).not.toContain(secret);
    const cells = Buffer.from(seen.cells, 'base64');
    expect(cells[(2 * 12 + 6) * 3]).toBe(0);
    expect(cells[(2 * 12 + 2) * 3]).toBe(1);
    ok(f.backend, 'level.showArea', { areaId: area(1).id, shown: true });
    seen = levelForPlayers(ok<MethodOutput<'level.map'>>(f.backend, 'level.map', { partyId: f.partyId }).level!);
    expect(seen.areas[0].key.readAloud).toContain('READ-ALOUD-ONE');
  });

  it('adds an area seen across an open door, as an outline with no name or text, and nothing behind a closed or secret door', async () => {
    const { level, area } = keyed();
    const { levelForPlayers } = await import('../src-main/services/players-view');
    const players = () => levelForPlayers(ok<MethodOutput<'level.map'>>(f.backend, 'level.map', { partyId: f.partyId }).level!);
    ok(f.backend, 'level.showArea', { areaId: area(2).id, shown: true });
    ok(f.backend, 'light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: level.id, areaId: area(1).id });
    // The guard room lies behind the stuck door: not seen.
    expect(players().areas.map((a) => a.number)).toEqual([1, 3]);
    for (let tries = 0; tries < 30; tries++) {
      const r = ok<ActionResult>(f.backend, 'level.forceDoor', { partyId: f.partyId, memberId: f.memberId('Ada'), door: { col: 4, row: 2, side: 'w' } });
      if (r.entry.summary.endsWith('it gives!')) break;
    }
    const guard = players().areas.find((a) => a.number === 2)!;
    expect(guard).toMatchObject({ name: '', state: { status: 'seen' }, key: { readAloud: '', occupants: [], traps: [] } });
    // From the hall's corner (1,1) the torch shows the doorway square and the floor straight beyond it, not the room's far corners.
    expect(guard.squares.map((sq) => `${sq % 12},${Math.floor(sq / 12)}`).sort()).toEqual(['4,2', '5,2']);
    const text = JSON.stringify(players());
    for (const secret of ['Guard room', 'Bunks', 'TRAP-NEEDLE', 'Goblins', 'GM-NOTE', 'secret-door']) expect(text).not.toContain(secret);
    // Undo takes the sight back with the door.
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(players().areas.map((a) => a.number)).toEqual([1, 3]);
  });
});

describe('the demo campaigns', () => {
  it('each has its level drawn and keyed, with the party at the entrance', () => {
    const b = memoryBackend({ freshSeed: () => 'demo-levels' });
    try {
      const { campaigns } = ok<{ campaigns: { id: number }[] }>(b, 'campaign.list');
      expect(campaigns.length).toBe(3);
      for (const { id } of campaigns) {
        const partyId = ok<{ parties: { id: number; location: { name: string } }[] }>(b, 'party.list', { campaignId: id }).parties[0].id;
        const map = ok<MethodOutput<'level.map'>>(b, 'level.map', { partyId }).level!;
        const keys = map.areas.map((a) => a.key);
        expect(map.areas.length).toBeGreaterThanOrEqual(12);
        expect(keys.some((k) => k.traps.length > 0)).toBe(true);
        expect(keys.some((k) => k.secretDoors.length > 0)).toBe(true);
        expect(keys.filter((k) => k.occupants.some((o) => o.bestiaryId !== undefined)).length).toBeGreaterThanOrEqual(4);
        expect(keys.some((k) => k.treasure.length > 0)).toBe(true);
        expect(map.parties).toEqual([{ partyId, name: expect.any(String), areaId: map.areas[0].id, col: 3, row: 2 }]);
        const party = ok<PartyView>(b, 'party.get', { partyId });
        expect(party.location).toMatchObject({ kind: 'dungeon', name: map.name });
      }
    } finally {
      b.close();
    }
  });
});

describe("a campaign's copies keep their keys' foes and tables their own", () => {
  const sql = (query: string, ...params: unknown[]) => f.backend.database.sqlite.prepare(query).pluck().get(...params) as number;
  const occupantsOf = (campaignId: number) =>
    ok<MethodOutput<'level.get'>>(f.backend, 'level.get', { levelId: sql('SELECT id FROM dungeon_levels WHERE campaign_id = ?', campaignId) }).areas.find((a) => a.number === 2)!.key.occupants;
  const goblinOf = (campaignId: number) => sql("SELECT id FROM bestiary WHERE campaign_id = ? AND name = 'Goblin'", campaignId);
  const tableOf = (campaignId: number) => sql('SELECT id FROM encounter_tables WHERE campaign_id = ?', campaignId);

  /** The guard room's goblins from the bestiary, and a second band rolled on the level's own table. */
  function stocked() {
    const { level, area } = keyed();
    const guard = area(2);
    const band = { id: 'band', name: 'A wandering band', number: '1', lair: false, tableId: tableOf(f.campaignId) };
    const squares = guard.squares.map((sq) => ({ col: sq % 12, row: Math.floor(sq / 12) }));
    ok(f.backend, 'level.saveArea', { levelId: level.id, areaId: guard.id, number: 2, name: 'Guard room', squares, key: { ...guard.key, occupants: [...guard.key.occupants, band] } });
    return { level, guard, squares };
  }

  it('campaign.duplicate points the copy at its own bestiary entry and encounter table', () => {
    stocked();
    const copy = ok<{ id: number }>(f.backend, 'campaign.duplicate', { id: f.campaignId }).id;
    expect(goblinOf(copy)).not.toBe(goblinOf(f.campaignId));
    expect(occupantsOf(copy).map((o) => [o.name, o.bestiaryId, o.tableId])).toEqual([
      ['Goblins', goblinOf(copy), undefined],
      ['A wandering band', undefined, tableOf(copy)],
    ]);
    expect(occupantsOf(f.campaignId).map((o) => [o.bestiaryId, o.tableId])).toEqual([
      [goblinOf(f.campaignId), undefined],
      [undefined, tableOf(f.campaignId)],
    ]);
  });

  it('a .lantern file read in beside the original does the same, and its undo history brings back keys that point at its own rows', () => {
    const { level, guard, squares } = stocked();
    ok(f.backend, 'level.saveArea', { levelId: level.id, areaId: guard.id, number: 2, name: 'Guard room', squares, key: { ...guard.key, occupants: [] } });
    const data = ok<{ data: string }>(f.backend, 'campaignFile.export', { campaignId: f.campaignId }).data;
    const copy = ok<{ id: number }>(f.backend, 'campaignFile.import', { data }).id;
    expect(occupantsOf(copy)).toEqual([]);
    ok(f.backend, 'journal.undo', { campaignId: copy });
    expect(occupantsOf(copy).map((o) => [o.name, o.bestiaryId, o.tableId])).toEqual([
      ['Goblins', goblinOf(copy), undefined],
      ['A wandering band', undefined, tableOf(copy)],
    ]);
    expect(occupantsOf(f.campaignId)).toEqual([]);
  });
});
