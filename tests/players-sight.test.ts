import { afterEach, describe, expect, it } from 'vitest';
import type { ActionResult, DungeonState, LevelJson, LevelView, MemberInput, MethodOutput } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// The players' map holds only what the party has seen: what its light showed it in a clear
// line from where it stood (seed 003, Light: a torch lights 30', dim light about 20' further),
// kept as it moves on, and nothing of a room behind a door nobody has opened (issue 36).

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

const rect = (c0: number, r0: number, c1: number, r1: number) => {
  const out: { col: number; row: number }[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push({ col: c, row: r });
  return out;
};

const emptyKey: LevelJson['areas'][number]['key'] = { readAloud: '', gmNotes: '', occupants: [], traps: [], secretDoors: [], treasure: [], settlement: null, landmark: '', entrance: null };

function level(name: string, ground: string[], edges: LevelJson['edges'], areas: { number: number; name: string; squares: { col: number; row: number }[]; key?: Partial<LevelJson['areas'][number]['key']> }[]): LevelJson {
  return {
    format: 'lantern-dungeon-level',
    version: 1,
    name,
    width: ground[0].length,
    height: ground.length,
    ground,
    edges,
    areas: areas.map((a) => ({ number: a.number, name: a.name, squares: a.squares, key: { ...emptyKey, ...a.key } })),
  };
}

/**
 * A barrow as one GM drew it: a corridor (1) and, below it, a burial chamber (2) behind a
 * secret door in the corridor's south wall. The chamber's area was painted as a block that
 * takes in the rock around it, so its rock squares touch the corridor's with no edge drawn.
 *
 *     012345678
 *   0 #########
 *   1 #.......#    corridor, area 1
 *   2 ##*...*##    * rock in area 2; a wall along 3-5,2 north, its middle (4,2 n) the secret door
 *   3 ##*...*##
 *   4 #########
 */
const barrow = () =>
  level(
    'Barrow',
    ['#########', '#.......#', '###...###', '###...###', '#########'],
    [
      { col: 3, row: 2, side: 'n', edge: 'wall' },
      { col: 4, row: 2, side: 'n', edge: 'secret-door' },
      { col: 5, row: 2, side: 'n', edge: 'wall' },
    ],
    [
      { number: 1, name: 'Passage', squares: rect(1, 1, 7, 1) },
      {
        number: 2,
        name: 'Burial chamber ZqCHAMBERXv',
        squares: rect(1, 2, 7, 3),
        key: { readAloud: 'Bones ZqBONESXv', secretDoors: [{ id: 'slab', door: { col: 4, row: 2, side: 'n' }, difficulty: 0 }] },
      },
    ],
  );

/** Two rooms side by side with a plain door between: the west (1) and the east (2). */
const twoRooms = () =>
  level(
    'Cellars',
    ['#######', '#.....#', '#.....#', '#######'],
    [
      { col: 3, row: 1, side: 'w', edge: 'door' },
      { col: 3, row: 2, side: 'w', edge: 'wall' },
    ],
    [
      { number: 1, name: 'West cellar', squares: rect(1, 1, 2, 2) },
      { number: 2, name: 'East cellar ZqEASTXv', squares: rect(3, 1, 5, 2) },
    ],
  );

/** An 80-foot corridor, area 1, eight squares from 1,1 to 8,1. */
const corridor = () => level('Long hall', ['##########', '#........#', '##########'], [], [{ number: 1, name: 'Long hall', squares: rect(1, 1, 8, 1) }]);

function start(file: LevelJson, areaNumber: number, square: { col: number; row: number }) {
  f = dungeonFixture({ seed: 'sight', members: [character('Ada', 12), character('Bors', 10), character('Cai', 10)] });
  f.quiet();
  f.give('Ada', 'torch', 3);
  const view = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: file });
  ok(f.backend, 'light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
  ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: view.id, areaId: view.areas.find((a) => a.number === areaNumber)!.id, square });
  return view;
}

/** The level as the players' link gets it, through the router. */
function playersMap(): LevelView {
  const envelope = f.backend.router.call('level.map', { partyId: f.partyId, audience: 'players' }, 'players');
  if (!envelope.ok) throw new Error(JSON.stringify(envelope.error));
  return (envelope.result as MethodOutput<'level.map'>).level!;
}

/** Every trace an area could leave on the players' map: its number, its squares as seen, its ground in the cells, its words. */
function traces(map: LevelView, area: { number: number; squares: number[] }, words: string[]): string[] {
  const cells = Buffer.from(map.cells, 'base64');
  const out: string[] = [];
  if (map.areas.some((a) => a.number === area.number)) out.push(`area ${area.number} listed`);
  for (const sq of area.squares) {
    if (map.seen.includes(sq)) out.push(`square ${sq} seen`);
    if (cells[sq * 3] !== 0) out.push(`square ${sq} has ground`);
  }
  const text = JSON.stringify(map);
  for (const w of words) if (text.includes(w)) out.push(`"${w}" in the map`);
  return out;
}

describe('a room behind a door nobody has opened stays off the players\' map', () => {
  it('a secret door found but closed hides the chamber behind it; opened, the chamber appears', () => {
    const view = start(barrow(), 1, { col: 4, row: 1 });
    const chamber = view.areas.find((a) => a.number === 2)!;
    const hidden = ['ZqCHAMBERXv', 'ZqBONESXv', 'secret-door'];
    expect(traces(playersMap(), chamber, hidden)).toEqual([]);
    // The corridor is there, as far as the torch reaches from 4,1: all of it, 30' either way.
    expect(playersMap().areas.map((a) => [a.number, a.squares.length])).toEqual([[1, 7]]);

    let found = false;
    for (let i = 0; i < 60 && !found; i++) {
      const name = ['Ada', 'Bors', 'Cai'][i % 3];
      const r = f.backend.router.call('level.searchWall', { partyId: f.partyId, memberId: f.memberId(name), wall: { col: 4, row: 1, side: 's' } });
      found = r.ok && (r.result as ActionResult).entry.summary.endsWith('a door!');
    }
    expect(found).toBe(true);
    const afterFound = playersMap();
    expect(afterFound.doorStates).toEqual({});
    expect(traces(afterFound, chamber, hidden)).toEqual([]);
    // The door itself is on the map, on the corridor's edge: the table knows it is there.
    const cells = Buffer.from(afterFound.cells, 'base64');
    expect(cells[(2 * 9 + 4) * 3 + 1]).toBe(2);

    ok(f.backend, 'level.openDoor', { partyId: f.partyId, door: { col: 4, row: 1, side: 's' } });
    const opened = playersMap();
    const shown = opened.areas.find((a) => a.number === 2)!;
    expect(shown).toMatchObject({ name: '', state: { status: 'seen' }, key: { readAloud: '' } });
    // Through the doorway the torch shows the chamber's floor, never the rock painted into its area.
    const floor = [3, 4, 5].flatMap((c) => [2, 3].map((r) => r * 9 + c)).sort((a, b) => a - b);
    expect([...shown.squares].sort((a, b) => a - b)).toEqual(floor);
    expect(JSON.stringify(opened)).not.toContain('ZqCHAMBERXv');
  });

  it('a plain closed door between two rooms hides the next room until it is opened, and undo hides it again', () => {
    const view = start(twoRooms(), 1, { col: 2, row: 1 });
    const east = view.areas.find((a) => a.number === 2)!;
    expect(traces(playersMap(), east, ['ZqEASTXv'])).toEqual([]);
    expect(playersMap().areas.map((a) => a.number)).toEqual([1]);
    ok(f.backend, 'level.openDoor', { partyId: f.partyId, door: { col: 2, row: 1, side: 'e' } });
    expect(playersMap().areas.find((a) => a.number === 2)).toMatchObject({ name: '', state: { status: 'seen' } });
    expect(traces(playersMap(), east, []).filter((t) => t.endsWith('seen')).length).toBe(6);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(traces(playersMap(), east, ['ZqEASTXv'])).toEqual([]);
  });
});

describe("the players' map shows as far as the party's light reached (seed 003, Light)", () => {
  it('an 80-foot corridor lit by one torch is drawn 50 feet on, and all of it once walked, kept after the light goes', () => {
    start(corridor(), 1, { col: 1, row: 1 });
    const columns = () => playersMap().seen.map((sq) => sq % 10).sort((a, b) => a - b);
    // From its west end: the party's square and five more, 50 feet, the dim edge of a torch's light.
    expect(columns()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(playersMap().areas[0].squares.length).toBe(6);
    ok(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 8, row: 1 } });
    expect(columns()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Back at the start with the torch out: what was seen stays seen.
    ok(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 1, row: 1 } });
    const torch = ok<{ lights: { id: number; state: string }[] }>(f.backend, 'dungeon.state', { partyId: f.partyId }).lights.find((l) => l.state === 'lit')!;
    ok(f.backend, 'light.snuff', { partyId: f.partyId, lightId: torch.id });
    expect(columns()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('in darkness the party knows only the square it stands on, and lighting a torch shows the rest', () => {
    f = dungeonFixture({ seed: 'dark' });
    f.quiet();
    f.give('Ada', 'torch', 1);
    const view = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: corridor() });
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: view.id, areaId: view.areas[0].id, square: { col: 4, row: 1 } });
    expect(playersMap().seen).toEqual([14]);
    const lit = f.backend.router.call('light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
    expect(playersMap().seen.map((sq) => sq % 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The change names the level, so the players' window asks for its map again.
    expect(lit.ok && lit.change!.reload).toEqual(['level']);
  });

  it("darkvision reaches as far as the campaign's option says: no range as written, Lantern's 60 feet when turned on (seed 003, Darkvision)", () => {
    const dwarf = { ...character('Dunna', 12), sheet: { ...character('Dunna', 12).sheet, race: 'dwarf' } } as MemberInput;
    const inTheDark = (rulesOptions: Record<string, unknown>) => {
      f?.backend.close();
      f = dungeonFixture({ seed: 'darkvision', members: [dwarf], rulesOptions });
      f.quiet();
      const view = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: corridor() });
      ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: view.id, areaId: view.areas[0].id, square: { col: 1, row: 1 } });
      return { seen: playersMap().seen.map((sq) => sq % 10), warning: ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId, audience: 'players' }).lightLevel.warning };
    };
    // As written the book gives darkvision no range: the map shows the party's own square.
    expect(inTheDark({})).toEqual({ seen: [1], warning: 'The party is in darkness. Only Dunna can see (darkvision).' });
    // Lantern's default, once chosen: six squares on, 60 feet, and said to be Lantern's.
    expect(inTheDark({ darkvisionRange: true })).toEqual({ seen: [1, 2, 3, 4, 5, 6, 7], warning: "The party is in darkness. Only Dunna can see (darkvision, 60' by Lantern's default)." });
  });

  it('a hall lit by braziers shows whole through its opening to a party with no light of its own', () => {
    f = dungeonFixture({ seed: 'braziers' });
    f.quiet();
    const file = level(
      'Brazier hall',
      ['#.#####', '#.#####', '.......', '.......'],
      [],
      [
        { number: 1, name: 'Stair foot', squares: rect(1, 0, 1, 1) },
        { number: 2, name: 'Brazier hall', squares: rect(0, 2, 6, 3), key: { lit: true } },
      ],
    );
    const view = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: file });
    ok(f.backend, 'level.enter', { partyId: f.partyId, levelId: view.id, areaId: view.areas[0].id, square: { col: 1, row: 1 } });
    const hall = playersMap().areas.find((a) => a.number === 2)!;
    expect(hall.state.status).toBe('seen');
    // From the stair's foot, in the dark: the part of the hall a line through the opening meets, far corners hidden by its walls.
    const named = (squares: number[]) => squares.map((sq) => `${sq % 7},${Math.floor(sq / 7)}`).sort();
    expect(named(hall.squares)).toEqual(['0,2', '0,3', '1,2', '1,3', '2,2', '2,3', '3,3']);
    // One step in, all fourteen squares: no torch needed.
    ok(f.backend, 'level.walk', { partyId: f.partyId, to: { col: 1, row: 2 } });
    expect(playersMap().areas.find((a) => a.number === 2)!.squares.length).toBe(14);
  });

  it('a light lit where it shows nothing new leaves the level out of its change', () => {
    f = dungeonFixture({ seed: 'nothing-new' });
    f.quiet();
    f.give('Ada', 'torch', 1);
    const lit = f.backend.router.call('light.light', { partyId: f.partyId, memberId: f.memberId('Ada'), kind: 'torch' });
    expect(lit.ok && lit.change!.reload).toEqual([]);
  });
});
