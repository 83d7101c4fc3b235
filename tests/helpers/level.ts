import type { LevelJson } from '../../src-shared/contract';

/**
 * A small keyed level: a hall (1) where the party comes in, a guard room (2)
 * behind a stuck door with goblins and a trap, and a corridor (3) that meets the
 * guard room through a secret door.
 *
 *     0123456789AB
 *   0 ############
 *   1 #...#......#
 *   2 #..........#      the door between 3,2 and 4,2 is stuck
 *   3 #...#......#
 *   4 ##.######.##      a secret door between 9,3 and 9,4
 *   5 ##........##
 *   6 ############
 */
export function smallLevel(goblinId?: number): LevelJson {
  const rect = (c0: number, r0: number, c1: number, r1: number) => {
    const out: { col: number; row: number }[] = [];
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push({ col: c, row: r });
    return out;
  };
  return {
    format: 'lantern-dungeon-level',
    version: 1,
    name: 'The Undercroft',
    width: 12,
    height: 7,
    ground: ['############', '#...#......#', '#..........#', '#...#......#', '##.######.##', '##........##', '############'],
    edges: [
      { col: 4, row: 2, side: 'w', edge: 'stuck-door' },
      { col: 9, row: 4, side: 'n', edge: 'secret-door' },
    ],
    areas: [
      { number: 1, name: 'Hall', squares: rect(1, 1, 3, 3), key: { readAloud: 'A cold hall, READ-ALOUD-ONE.', gmNotes: 'GM-NOTE-HALL', occupants: [], traps: [], secretDoors: [], treasure: [], settlement: null, landmark: '', entrance: null } },
      {
        number: 2,
        name: 'Guard room',
        squares: [{ col: 4, row: 2 }, ...rect(5, 1, 10, 3)],
        key: {
          readAloud: 'Bunks and a brazier.',
          gmNotes: 'GM-NOTE-GUARDS',
          occupants: [{ id: 'goblins', name: 'Goblins', number: '4', lair: false, ...(goblinId !== undefined && { bestiaryId: goblinId }) }],
          traps: [{ id: 'needle', name: 'TRAP-NEEDLE in the chest', trigger: 'opening the chest', foundBy: 'normal', damage: '1d4' }],
          secretDoors: [],
          treasure: [{ text: '40 gp in a chest', worthGp: 40 }],
          settlement: null,
          landmark: '',
          entrance: null,
        },
      },
      {
        number: 3,
        name: 'Corridor',
        squares: [{ col: 2, row: 4 }, ...rect(2, 5, 9, 5), { col: 9, row: 4 }],
        key: {
          readAloud: '',
          gmNotes: '',
          occupants: [],
          traps: [],
          secretDoors: [{ id: 'panel', door: { col: 9, row: 4, side: 'n' }, difficulty: 0 }],
          treasure: [],
          settlement: null,
          landmark: '',
          entrance: null,
        },
      },
    ],
  };
}
