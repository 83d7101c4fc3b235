import type { GridSquare, PlaceState } from '../../../src-shared/contract/place-key';
import { groundAt, squareIndex, standable } from '../../../src-shared/dungeon-grid';
import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { AreaRow, DungeonLevelRepository, LevelRow } from '../../db/repositories/dungeon-levels';
import type { PartyRepository } from '../../db/repositories/parties';
import { squaresInSight } from '../../rules/dungeon/sight';
import type { Ruleset } from '../../rules/ruleset';
import type { SightingRaiser } from '../encounters/raise';
import { AppError } from '../errors';
import type { ActionContext } from '../journal';
import { doorsOf, gridOf, keyOf, seenOf, squaresOf, stateOf, type LevelReader } from './level-view';

/** What arriving somewhere on a level does, and where a party stands: shared by entering, walking and the wilderness's entrances. */
export interface PlaceDeps {
  levels: DungeonLevelRepository;
  bestiary: BestiaryRepository;
  raiser: SightingRaiser;
  reader: LevelReader;
  parties: PartyRepository;
  /** How far the party sees, in feet (./reach). */
  reach: (partyId: number) => number;
}

const FIRST_TIME: ReadonlySet<PlaceState['status']> = new Set(['unexplored', 'seen']);

/** Whether entering raises its stocked foes: only on the first visit, and not once cleared. */
export const stockedAndUnmet = (area: AreaRow) => keyOf(area).occupants.length > 0 && FIRST_TIME.has(stateOf(area).status);

export function placeParty(deps: PlaceDeps) {
  const { levels, bestiary, raiser } = deps;

  function writeState(area: AreaRow, change: (s: PlaceState) => PlaceState): void {
    levels.updateArea(area.id, { state: JSON.stringify(change(stateOf(area))) });
  }

  /** The area has been walked into; its stocked foes, met for the first time, raise the encounter card. Answers what was met. */
  function arrive(ctx: ActionContext, ruleset: Ruleset, partyId: number, level: LevelRow, area: AreaRow): string | null {
    const stocked = stockedAndUnmet(area);
    if (FIRST_TIME.has(stateOf(area).status)) writeState(area, (s) => ({ ...s, status: 'visited' }));
    if (!stocked) return null;
    const where = { setting: 'dungeon' as const, levelName: level.name, place: `${level.name}, area ${area.number}`, night: false };
    const occupants = keyOf(area).occupants;
    const entries = occupants.map((o) => ({ text: o.name, foe: o.bestiaryId === undefined ? undefined : bestiary.get(o.bestiaryId)?.name, number: o.number }));
    raiser.raise(ctx, ruleset, partyId, where, entries, ctx.startedAt);
    const met = occupants.map((o) => `${o.name} (${o.number}${o.lair ? ', in their lair' : ''})`);
    const said = `Area ${area.number}: ${met.join(', ')}`;
    ctx.note(said);
    return said;
  }

  /**
   * What the party sees from each square given (where it stands, or each square of a
   * walk): the squares its light reaches in a clear line (rules/dungeon/sight) join the
   * level's seen squares, which the players' map is drawn from, and an area first
   * glimpsed so is marked seen until someone walks in.
   */
  function lookFrom(levelId: number, partyId: number, from: readonly GridSquare[]): void {
    const level = deps.reader.mustLevel(levelId);
    const g = gridOf(level);
    const doors = doorsOf(level);
    const reach = deps.reach(partyId);
    const areas = levels.areas(level.id);
    const lit = new Set(areas.filter((a) => keyOf(a).lit === true).flatMap(squaresOf));
    const seen = new Set(seenOf(level));
    const before = seen.size;
    for (const square of from) for (const sq of squaresInSight(g, doors, square, reach, lit)) seen.add(sq);
    if (seen.size === before) return;
    levels.update(level.id, { seenSquares: JSON.stringify([...seen].sort((a, b) => a - b)) });
    const index = deps.reader.areaIndex(level, areas);
    const glimpsed = new Set([...seen].map((sq) => index[sq]).filter((k) => k >= 0));
    for (const k of glimpsed) if (stateOf(areas[k]).status === 'unexplored') writeState(areas[k], (s) => ({ ...s, status: 'seen' }));
  }

  /** What the party sees from where it stands, if it stands on a mapped level: after every dungeon action, as a light lit or a door opened shows more. */
  function lookAround(partyId: number): void {
    const row = deps.parties.get(partyId);
    if (row?.levelId == null || row.squareCol === null || row.squareRow === null) return;
    lookFrom(row.levelId, partyId, [{ col: row.squareCol, row: row.squareRow }]);
  }

  /**
   * Puts a party on a level in an area, inside the caller's action: the Dungeon
   * view's "Enter" and a wilderness hex's entrance both come here.
   */
  function enterLevel(ctx: ActionContext, ruleset: Ruleset, input: { partyId: number; levelId: number; areaId: number; square?: GridSquare }): { level: LevelRow; met: string | null } {
    const level = deps.reader.mustLevel(input.levelId);
    const area = deps.reader.mustArea(input.areaId);
    if (area.levelId !== level.id) throw new AppError('invalid_input', `areaId: area ${area.number} is not on ${level.name}`, ['areaId']);
    const g = gridOf(level);
    const covered = squaresOf(area);
    let square = input.square;
    if (square) {
      if (!covered.includes(squareIndex(g, square.col, square.row))) throw new AppError('invalid_input', `square: (${square.col}, ${square.row}) is not in area ${area.number}`, ['square']);
    } else {
      const first = covered.find((sq) => standable(groundAt(g, sq % g.width, Math.floor(sq / g.width)))) ?? covered[0];
      square = { col: first % g.width, row: Math.floor(first / g.width) };
    }
    levels.place(input.partyId, { levelId: level.id, areaId: area.id, col: square.col, row: square.row });
    ctx.note(`The party enters ${level.name}, area ${area.number}${area.name ? ` (${area.name})` : ''}.`);
    const met = arrive(ctx, ruleset, input.partyId, level, area);
    lookFrom(level.id, input.partyId, [square]);
    return { level, met };
  }

  /** Takes a party off its level, inside the caller's action. */
  function leaveLevel(ctx: ActionContext, partyId: number): void {
    levels.place(partyId, null);
    ctx.note('The party leaves the dungeon.');
  }

  return { arrive, enterLevel, leaveLevel, writeState, lookFrom, lookAround };
}
export type PlaceParty = ReturnType<typeof placeParty>;
