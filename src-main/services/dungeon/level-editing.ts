import type { ImagePlacement, LevelJson, LevelView, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { MAX_LEVEL_IMAGE_BYTES, type levelImageMimes } from '../../../src-shared/contract/levels';

type LevelImageMime = (typeof levelImageMimes)[number];
import { wallRefOf, type GridSquare, type PlaceKey, type WallRef } from '../../../src-shared/contract/place-key';
import {
  badGroundChar,
  drawnEdges,
  emptyGrid,
  groundAt,
  groundFromChar,
  groundRows,
  inGrid,
  setEdge,
  setGround,
  squareIndex,
  type Grid,
} from '../../../src-shared/dungeon-grid';
import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { DungeonLevelRepository, LevelRow } from '../../db/repositories/dungeon-levels';
import { AppError } from '../errors';
import { imageBytes } from '../image-bytes';
import type { JournalService } from '../journal';
import { gridOf, keyOf, placementOf, seenOf, squaresOf, stateOf, type LevelReader } from './level-view';

const placementColumns = (p: ImagePlacement) => ({ imagePxPerSquare: p.pxPerSquare, imageOffsetCol: p.offsetCol, imageOffsetRow: p.offsetRow });

/** "areas.2.squares" as the path an error names: list positions as numbers. */
const pathOf = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
const refuse = (field: string, reason: string) => new AppError('invalid_input', `${field}: ${reason}`, pathOf(field));

const offGrid = (field: string, g: { width: number; height: number }, sq: GridSquare) => refuse(field, `(${sq.col}, ${sq.row}) is off the ${g.width} x ${g.height} level`);

function mustBeOnGrid(g: Grid, sq: GridSquare, field: string): void {
  if (!inGrid(g, sq.col, sq.row)) throw offGrid(field, g, sq);
}

/** An edge on the grid's own east or south border has nowhere to lead: a wall or door there is off the grid too. */
function mustEdgeBeOnGrid(g: Grid, ref: WallRef, field: string): void {
  mustBeOnGrid(g, ref, field);
  const [c, r] = wallRefOf(ref).split(',').map(Number);
  if (!inGrid(g, c, r)) throw offGrid(field, g, { col: c, row: r });
}

/** Drawing levels and keying their areas: each change one journaled, undoable action. */
export function levelEditing(levels: DungeonLevelRepository, bestiary: BestiaryRepository, journal: JournalService, reader: LevelReader) {
  const { mustLevel, mustArea, view } = reader;

  const edit = (campaignId: number, request: unknown, body: () => { summary: string; levelId: number }): LevelView =>
    journal.record(campaignId, { kind: 'level', request }, () => {
      const out = body();
      return { summary: out.summary, result: view(mustLevel(out.levelId)) };
    });

  function assertNameFree(campaignId: number, name: string, field = 'name'): void {
    if (levels.byName(campaignId, name)) throw new AppError('conflict', `${field}: this campaign already has a level called "${name}"`, pathOf(field));
  }

  /** A key's squares and doors must lie on the level; its foes are checked against the campaign by the router. */
  function checkKey(campaignId: number, g: Grid, key: PlaceKey, field: string): void {
    key.traps.forEach((t, k) => t.square && mustBeOnGrid(g, t.square, `${field}.traps.${k}.square`));
    key.secretDoors.forEach((d, k) => mustEdgeBeOnGrid(g, d.door, `${field}.secretDoors.${k}.door`));
    key.occupants.forEach((o, k) => {
      if (o.bestiaryId !== undefined && bestiary.get(o.bestiaryId)?.campaignId !== campaignId) throw refuse(`${field}.occupants.${k}.bestiaryId`, `no bestiary entry has id ${o.bestiaryId}`);
    });
    if (key.entrance) throw refuse(`${field}.entrance`, 'an entrance is kept on the wilderness hex that leads here, not on the area');
  }

  /** Square indexes of an area, refused when off the grid or on another area. */
  function areaSquares(level: LevelRow, squares: readonly GridSquare[], exceptAreaId: number | null, field: string, taken?: Map<number, number>): number[] {
    const g = gridOf(level);
    const owner = taken ?? new Map<number, number>();
    if (!taken) for (const a of levels.areas(level.id)) if (a.id !== exceptAreaId) for (const sq of squaresOf(a)) owner.set(sq, a.number);
    const seen = new Set<number>();
    return squares.flatMap((sq, k) => {
      mustBeOnGrid(g, sq, `${field}.${k}`);
      const at = squareIndex(g, sq.col, sq.row);
      const other = owner.get(at);
      if (other !== undefined) throw refuse(`${field}.${k}`, `(${sq.col}, ${sq.row}) is already in area ${other}`);
      if (seen.has(at)) return [];
      seen.add(at);
      return [at];
    });
  }

  function paintGrid(g: Grid, input: Pick<MethodParams<'level.paint'>, 'squares' | 'edges'>, field: { squares: string; edges: string }): void {
    input.squares.forEach((sq, k) => {
      mustBeOnGrid(g, sq, `${field.squares}.${k}`);
      setGround(g, sq.col, sq.row, sq.ground);
    });
    input.edges.forEach((e, k) => {
      mustEdgeBeOnGrid(g, e, `${field.edges}.${k}`);
      setEdge(g, e, e.edge);
    });
  }

  function importLevel(input: MethodParams<'level.import'>): LevelView {
    const file = input.level;
    return edit(input.campaignId, { name: file.name, width: file.width, height: file.height }, () => {
      assertNameFree(input.campaignId, file.name, 'level.name');
      if (file.ground.length !== file.height) throw new AppError('invalid_input', `level.ground: has ${file.ground.length} rows, the level ${file.height}`, ['level', 'ground']);
      file.ground.forEach((line, r) => {
        if (line.length !== file.width) throw new AppError('invalid_input', `level.ground.${r}: has ${line.length} squares, the level is ${file.width} wide`, ['level', 'ground', r]);
      });
      const bad = badGroundChar(file.ground);
      if (bad) throw new AppError('invalid_input', `level.ground.${bad.row}: "${bad.char}" at column ${bad.col} is not a ground (# . ~ o < >)`, ['level', 'ground', bad.row]);
      const g = emptyGrid(file.width, file.height);
      file.ground.forEach((line, r) => [...line].forEach((ch, c) => setGround(g, c, r, groundFromChar(ch))));
      paintGrid(g, { squares: [], edges: file.edges }, { squares: 'level.ground', edges: 'level.edges' });
      const image = file.image && { image: imageBytes(file.image.mime, [file.image.data], 'level.image', MAX_LEVEL_IMAGE_BYTES), imageMime: file.image.mime, ...placementColumns(file.image) };
      const row = levels.insert({ campaignId: input.campaignId, name: file.name, width: file.width, height: file.height, cells: Buffer.from(g.cells), ...image });
      const taken = new Map<number, number>();
      const numbers = new Set<number>();
      file.areas.forEach((a, k) => {
        if (numbers.has(a.number)) throw new AppError('invalid_input', `level.areas.${k}.number: area ${a.number} comes twice`, ['level', 'areas', k, 'number']);
        numbers.add(a.number);
        checkKey(input.campaignId, g, a.key, `level.areas.${k}.key`);
        const squares = areaSquares(row, a.squares, null, `level.areas.${k}.squares`, taken);
        squares.forEach((sq) => taken.set(sq, a.number));
        levels.insertArea({ campaignId: input.campaignId, levelId: row.id, number: a.number, name: a.name, squares: JSON.stringify(squares), key: JSON.stringify(a.key), state: '{}' });
      });
      return { summary: `Dungeon level imported: ${file.name} (${file.areas.length} areas)`, levelId: row.id };
    });
  }

  return {
    /**
     * The demo's level under the party's own level name (so its wandering table still
     * matches), each occupant `foe-<n>` standing for the campaign's n-th bestiary entry,
     * and the party on its first area's first square.
     */
    /** Answers the level and the area the party stands in, its entrance. */
    installDemo(campaignId: number, partyId: number, name: string, file: LevelJson): { levelId: number; areaId: number } {
      const foes = bestiary.list(campaignId);
      const areas = file.areas.map((a) => ({
        ...a,
        key: {
          ...a.key,
          occupants: a.key.occupants.map((o) => {
            const foe = foes[Number(o.id.replace('foe-', ''))];
            return foe ? { ...o, name: foe.name, bestiaryId: foe.id } : o;
          }),
        },
      }));
      const level = importLevel({ campaignId, level: { ...file, name, areas } });
      const entry = levels.areas(level.id)[0];
      const g = gridOf(mustLevel(level.id));
      const first = squaresOf(entry).find((sq) => groundAt(g, sq % g.width, Math.floor(sq / g.width)) === 'floor') ?? squaresOf(entry)[0];
      levels.place(partyId, { levelId: level.id, areaId: entry.id, col: first % level.width, row: Math.floor(first / level.width) });
      levels.updateArea(entry.id, { state: JSON.stringify({ ...stateOf(entry), status: 'visited' }) });
      return { levelId: level.id, areaId: entry.id };
    },

    list: (input: MethodParams<'level.list'>): MethodOutput<'level.list'> => ({ levels: levels.list(input.campaignId) }),
    get: (input: MethodParams<'level.get'>): LevelView => view(mustLevel(input.levelId)),

    image(input: MethodParams<'level.image'>): MethodOutput<'level.image'> {
      const row = mustLevel(input.levelId);
      return row.image && row.imageMime ? { mime: row.imageMime, data: Buffer.from(row.image).toString('base64') } : null;
    },

    exportLevel(input: MethodParams<'level.export'>): LevelJson {
      const row = mustLevel(input.levelId);
      const g = gridOf(row);
      return {
        format: 'lantern-dungeon-level',
        version: 1,
        name: row.name,
        width: row.width,
        height: row.height,
        ground: groundRows(g),
        edges: drawnEdges(g),
        areas: levels.areas(row.id).map((a) => ({
          number: a.number,
          name: a.name,
          squares: squaresOf(a).map((sq) => ({ col: sq % row.width, row: Math.floor(sq / row.width) })),
          key: keyOf(a),
        })),
        ...(row.image && row.imageMime && { image: { mime: row.imageMime as LevelImageMime, data: Buffer.from(row.image).toString('base64'), ...placementOf(row) } }),
      };
    },

    placeImage(input: MethodParams<'level.placeImage'>): LevelView {
      const row = mustLevel(input.levelId);
      if (!row.image) throw refuse('levelId', `${row.name} has no background image to place`);
      return edit(row.campaignId, input, () => {
        levels.update(row.id, placementColumns(input));
        const scale = input.pxPerSquare === null ? "stretched to the level's width" : `${input.pxPerSquare} px a square`;
        return { summary: `${row.name}: background image ${scale}, its corner at (${input.offsetCol}, ${input.offsetRow})`, levelId: row.id };
      });
    },

    create: (input: MethodParams<'level.create'>): LevelView =>
      edit(input.campaignId, input, () => {
        assertNameFree(input.campaignId, input.name);
        const row = levels.insert({ campaignId: input.campaignId, name: input.name, width: input.width, height: input.height, cells: Buffer.from(emptyGrid(input.width, input.height).cells) });
        return { summary: `New dungeon level: ${row.name} (${row.width} x ${row.height} squares)`, levelId: row.id };
      }),

    importLevel,

    remove(input: MethodParams<'level.remove'>): MethodOutput<'level.remove'> {
      const row = mustLevel(input.levelId);
      return journal.record(row.campaignId, { kind: 'level', request: input }, () => {
        for (const p of levels.partiesOn(row.id)) levels.place(p.partyId, null);
        levels.remove(row.id);
        return { summary: `Dungeon level deleted: ${row.name}`, result: { removed: row.id } };
      });
    },

    paint(input: MethodParams<'level.paint'>): LevelView {
      const row = mustLevel(input.levelId);
      return edit(row.campaignId, input, () => {
        const g = gridOf(row);
        paintGrid(g, input, { squares: 'squares', edges: 'edges' });
        levels.update(row.id, { cells: Buffer.from(g.cells) });
        return { summary: `${row.name}: ${input.squares.length} squares and ${input.edges.length} edges drawn`, levelId: row.id };
      });
    },

    setImage(input: MethodParams<'level.setImage'>): LevelView {
      const row = mustLevel(input.levelId);
      const bytes = input.image && imageBytes(input.image.mime, input.image.chunks, 'image', MAX_LEVEL_IMAGE_BYTES);
      return edit(row.campaignId, { levelId: row.id, image: input.image && { mime: input.image.mime, bytes: bytes?.length } }, () => {
        levels.update(row.id, { image: bytes, imageMime: input.image?.mime ?? null });
        return { summary: `${row.name}: ${bytes ? 'background image set' : 'background image removed'}`, levelId: row.id };
      });
    },

    saveArea(input: MethodParams<'level.saveArea'>): LevelView {
      const row = mustLevel(input.levelId);
      const existing = input.areaId === undefined ? null : mustArea(input.areaId);
      if (existing && existing.levelId !== row.id) throw new AppError('invalid_input', `areaId: area ${existing.number} is on another level`, ['areaId']);
      return edit(row.campaignId, input, () => {
        const clash = levels.areas(row.id).find((a) => a.number === input.number && a.id !== existing?.id);
        if (clash) throw new AppError('conflict', `number: ${row.name} already has an area ${input.number}`, ['number']);
        checkKey(row.campaignId, gridOf(row), input.key, 'key');
        const squares = JSON.stringify(areaSquares(row, input.squares, existing?.id ?? null, 'squares'));
        const values = { number: input.number, name: input.name, squares, key: JSON.stringify(input.key) };
        if (existing) levels.updateArea(existing.id, values);
        else levels.insertArea({ ...values, campaignId: row.campaignId, levelId: row.id, state: '{}' });
        return { summary: `${row.name}, area ${input.number}${input.name ? ` (${input.name})` : ''}: ${existing ? 'key changed' : 'keyed'}`, levelId: row.id };
      });
    },

    removeArea(input: MethodParams<'level.removeArea'>): LevelView {
      const area = mustArea(input.areaId);
      return edit(area.campaignId, input, () => {
        levels.removeArea(area.id);
        return { summary: `Area ${area.number} deleted`, levelId: area.levelId };
      });
    },

    ruleArea(input: MethodParams<'level.ruleArea'>): LevelView {
      const area = mustArea(input.areaId);
      return journal.record(area.campaignId, { kind: 'ruling', request: input }, (ctx) => {
        const before = stateOf(area);
        levels.updateArea(area.id, { state: JSON.stringify(input.state) });
        if (before.status !== input.state.status) ctx.note(`Area ${area.number}: ${before.status} -> ${input.state.status}.`);
        // The GM's word on what the party knows of the area goes on the players' map with it: all of it, or none.
        const known = (status: string) => status !== 'unexplored';
        if (known(before.status) !== known(input.state.status)) {
          const level = mustLevel(area.levelId);
          const squares = new Set(squaresOf(area));
          const seen = known(input.state.status) ? [...new Set([...seenOf(level), ...squares])] : seenOf(level).filter((sq) => !squares.has(sq));
          levels.update(level.id, { seenSquares: JSON.stringify(seen.sort((a, b) => a - b)) });
        }
        return { summary: `Ruling on area ${area.number}${input.reason ? `: ${input.reason}` : ''}`, result: view(mustLevel(area.levelId)) };
      });
    },

    showArea(input: MethodParams<'level.showArea'>): LevelView {
      const area = mustArea(input.areaId);
      return edit(area.campaignId, input, () => {
        levels.updateArea(area.id, { state: JSON.stringify({ ...stateOf(area), shownToPlayers: input.shown }) });
        return { summary: `Area ${area.number}: read-aloud text ${input.shown ? "shown on the players' screen" : 'taken off the players\' screen'}`, levelId: area.levelId };
      });
    },
  };
}
