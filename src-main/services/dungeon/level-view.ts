import type { AreaView, ImagePlacement, LevelView } from '../../../src-shared/contract';
import { placeKey, placeState, type PlaceKey, type PlaceState } from '../../../src-shared/contract/place-key';
import type { DoorStates, Grid } from '../../../src-shared/dungeon-grid';
import type { AreaRow, DungeonLevelRepository, LevelRow } from '../../db/repositories/dungeon-levels';
import { notFound, raise } from '../errors';

export const gridOf = (row: LevelRow): Grid => ({ width: row.width, height: row.height, cells: new Uint8Array(row.cells) });
export const doorsOf = (row: LevelRow): DoorStates => JSON.parse(row.doorStates) as DoorStates;
export const keyOf = (area: AreaRow): PlaceKey => placeKey.parse(JSON.parse(area.key));
export const stateOf = (area: AreaRow): PlaceState => placeState.parse(JSON.parse(area.state));
export const squaresOf = (area: AreaRow): number[] => JSON.parse(area.squares) as number[];
export const seenOf = (row: LevelRow): number[] => JSON.parse(row.seenSquares) as number[];

export const placementOf = (row: LevelRow): ImagePlacement => ({ pxPerSquare: row.imagePxPerSquare, offsetCol: row.imageOffsetCol, offsetRow: row.imageOffsetRow });

export const areaView = (a: AreaRow): AreaView => ({ id: a.id, number: a.number, name: a.name, squares: squaresOf(a), key: keyOf(a), state: stateOf(a) });

/** Reading levels and areas as the GM sees them. */
export function levelReader(levels: DungeonLevelRepository) {
  const mustLevel = (levelId: number, field = 'levelId') => levels.get(levelId) ?? raise(notFound('dungeon level', levelId, field));
  const mustArea = (areaId: number, field = 'areaId') => levels.area(areaId) ?? raise(notFound('dungeon area', areaId, field));

  function view(row: LevelRow): LevelView {
    return {
      id: row.id,
      campaignId: row.campaignId,
      name: row.name,
      width: row.width,
      height: row.height,
      cells: Buffer.from(row.cells).toString('base64'),
      doorStates: doorsOf(row),
      seen: seenOf(row),
      hasImage: row.image !== null,
      imagePlacement: placementOf(row),
      areas: levels.areas(row.id).map(areaView),
      parties: levels
        .partiesOn(row.id)
        .map((p) => ({ partyId: p.partyId, name: p.name, areaId: p.areaId, col: p.col ?? 0, row: p.row ?? 0 })),
    };
  }

  /** Which area covers each square of a level (-1 for none), by index into the areas given. */
  function areaIndex(row: LevelRow, areas: readonly AreaRow[]): Int32Array {
    const at = new Int32Array(row.width * row.height).fill(-1);
    areas.forEach((a, k) => squaresOf(a).forEach((sq) => (at[sq] = k)));
    return at;
  }

  return { mustLevel, mustArea, view, areaIndex };
}
export type LevelReader = ReturnType<typeof levelReader>;
