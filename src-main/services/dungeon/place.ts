import type { GridSquare, PlaceState } from '../../../src-shared/contract/place-key';
import { groundAt, inGrid, liveEdge, squareIndex, standable, STEPS } from '../../../src-shared/dungeon-grid';
import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { AreaRow, DungeonLevelRepository, LevelRow } from '../../db/repositories/dungeon-levels';
import type { Ruleset } from '../../rules/ruleset';
import type { SightingRaiser } from '../encounters/raise';
import { AppError } from '../errors';
import type { ActionContext } from '../journal';
import { doorsOf, gridOf, keyOf, squaresOf, stateOf, type LevelReader } from './level-view';

/** What arriving somewhere on a level does, and where a party stands: shared by entering, walking and the wilderness's entrances. */
export interface PlaceDeps {
  levels: DungeonLevelRepository;
  bestiary: BestiaryRepository;
  raiser: SightingRaiser;
  reader: LevelReader;
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
   * The areas the party can see into from where it stands: those across an open door
   * or an open passage from its area, marked seen until someone walks in. Lantern's
   * own reading of Mapping (seed 003): the players map what is described to them, and
   * a room seen through a doorway is described from there.
   */
  function lookAround(levelId: number, areaId: number | null): void {
    if (areaId === null) return;
    const level = deps.reader.mustLevel(levelId);
    const g = gridOf(level);
    const doors = doorsOf(level);
    const areas = levels.areas(level.id);
    const index = deps.reader.areaIndex(level, areas);
    const here = areas.findIndex((a) => a.id === areaId);
    const seen = new Set<number>();
    for (const sq of squaresOf(areas[here])) {
      const col = sq % g.width;
      const row = Math.floor(sq / g.width);
      for (const step of STEPS) {
        const [c, r] = [col + step.dc, row + step.dr];
        if (!inGrid(g, c, r)) continue;
        const k = index[squareIndex(g, c, r)];
        const edge = liveEdge(g, doors, { col, row, side: step.side });
        if (k >= 0 && k !== here && (edge === 'none' || edge === 'open-door')) seen.add(k);
      }
    }
    for (const k of seen) if (stateOf(areas[k]).status === 'unexplored') writeState(areas[k], (s) => ({ ...s, status: 'seen' }));
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
    lookAround(level.id, area.id);
    return { level, met };
  }

  /** Takes a party off its level, inside the caller's action. */
  function leaveLevel(ctx: ActionContext, partyId: number): void {
    levels.place(partyId, null);
    ctx.note('The party leaves the dungeon.');
  }

  return { arrive, enterLevel, leaveLevel, writeState, lookAround };
}
export type PlaceParty = ReturnType<typeof placeParty>;
