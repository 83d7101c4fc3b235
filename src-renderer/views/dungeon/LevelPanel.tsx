import { useEffect, useMemo, useState } from 'react';
import type { GridSquare, ImagePlacement, LevelJson, MethodOutput, WallRef } from '../../../src-shared/contract';
import { MAX_LEVEL_SIDE, setGround, type Edge, type Ground, type Grid } from '../../../src-shared/dungeon-grid';
import { EDGE_LEGEND, GROUND_LEGEND } from '../../components/dungeon-map/draw-level';
import { LevelCanvas } from '../../components/dungeon-map/LevelCanvas';
import { lightInSquares, nearestOf, occupantsLabel, type FoeToken } from '../../components/dungeon-map/tokens';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useDungeon } from '../../stores/dungeon';
import { useLevels } from '../../stores/levels';
import { AreaKeyForm } from './AreaKeyForm';
import { PlaceActions, type WalkNote } from './PlaceActions';

type Mode = 'play' | 'draw' | 'areas';
type Tool = { kind: 'ground'; ground: Ground } | { kind: 'edge'; edge: Edge | 'none' };

const GROUND_LABEL: Record<Ground, string> = { rock: 'Rock', floor: 'Floor', water: 'Water', pit: 'Pit', 'stairs-up': 'Stairs up', 'stairs-down': 'Stairs down' };

/** The level the party is on (or the GM is drawing): its map, the drawing tools, the areas' keys and the party's place. */
export function LevelPanel() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const partyId = useDungeon((s) => s.partyId);
  const { levels, level, grid, error, image, partyLevelId, load, open, edit } = useLevels();
  const [mode, setMode] = useState<Mode>('play');
  const [tool, setTool] = useState<Tool>({ kind: 'ground', ground: 'floor' });
  const [stroke, setStroke] = useState<{ squares: (GridSquare & { ground: Ground })[]; grid: Grid } | null>(null);
  const [selectedAreaId, setSelectedAreaId] = useState<number | null>(null);
  const [newArea, setNewArea] = useState<GridSquare[] | null>(null);
  const [walked, setWalked] = useState<WalkNote | null>(null);
  // The square the GM clicked while the party is elsewhere: where "Place the party here" puts it.
  const [picked, setPicked] = useState<GridSquare | null>(null);
  // While set, a click on the map puts the party on that square instead of walking it there.
  const [placeOnClick, setPlaceOnClick] = useState(false);
  const putting = useAction();
  const [placing, setPlacing] = useState<ImagePlacement | null>(null);

  const campaignId = campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined) void load(campaignId, partyId);
  }, [campaignId, partyId, load]);

  const levelId = level?.id;
  useEffect(() => setPicked(null), [levelId]);

  const shownGrid = stroke?.grid ?? grid;
  const here = level?.parties.find((p) => p.partyId === partyId) ?? null;
  const areaAt = useMemo(() => {
    const at = new Map<number, number>();
    for (const a of level?.areas ?? []) for (const sq of a.squares) at.set(sq, a.id);
    return at;
  }, [level]);
  const pickedAreaId = picked && level ? (areaAt.get(picked.row * level.width + picked.col) ?? null) : null;
  const currentArea = level?.areas.find((a) => a.id === (mode === 'play' ? here?.areaId : selectedAreaId)) ?? null;
  const lightLevel = useDungeon((s) => s.state?.lightLevel);
  const unit = useDungeon((s) => s.state?.rules.unit ?? 'ft');
  const light = useMemo(() => (lightLevel ? lightInSquares(lightLevel, unit) : null), [lightLevel, unit]);
  // Who still lives in each keyed area: gone once the area is cleared or looted.
  const foes = useMemo(
    () =>
      (level?.areas ?? []).flatMap((a): FoeToken[] => {
        const square = nearestOf(a.squares, level!.width);
        if (!square || a.key.occupants.length === 0 || a.state.status === 'cleared' || a.state.status === 'looted') return [];
        return [{ square, label: occupantsLabel(a.key.occupants.map((o) => o.number)) }];
      }),
    [level],
  );
  const shownAreas = useMemo(() => {
    const areas = level?.areas ?? [];
    return newArea && level ? [...areas, { id: -1, number: 0, squares: newArea.map((s) => s.row * level.width + s.col) }] : areas;
  }, [level, newArea]);

  if (!campaign) return null;

  function paintSquare(sq: GridSquare) {
    if (!grid || tool.kind !== 'ground') return;
    setStroke((s) => {
      const base = s ?? { squares: [], grid: { ...grid, cells: new Uint8Array(grid.cells) } };
      setGround(base.grid, sq.col, sq.row, tool.ground);
      return { squares: [...base.squares, { ...sq, ground: tool.ground }], grid: { ...base.grid } };
    });
  }

  async function endStroke() {
    if (!stroke || !level) return;
    const squares = stroke.squares;
    setStroke(null);
    await edit('level.paint', { levelId: level.id, squares, edges: [] });
  }

  async function drawEdge(ref: WallRef) {
    if (!level || tool.kind !== 'edge') return;
    await edit('level.paint', { levelId: level.id, squares: [], edges: [{ ...ref, edge: tool.edge }] });
  }

  function onSquare(sq: GridSquare, dragging: boolean) {
    if (!level) return;
    if (mode === 'draw') return paintSquare(sq);
    const at = sq.row * level.width + sq.col;
    if (mode === 'areas') {
      if (newArea) {
        setNewArea((list) => (list!.some((s) => s.col === sq.col && s.row === sq.row) ? list! : [...list!, sq]));
        return;
      }
      if (!dragging) setSelectedAreaId(areaAt.get(at) ?? null);
      return;
    }
    if (partyId !== null && here && placeOnClick) {
      if (dragging) return;
      const areaId = areaAt.get(at);
      void putting.run(async () => {
        if (areaId === undefined) throw new Error(`Square (${sq.col}, ${sq.row}) is in no area: the party is placed in an area.`);
        await useLevels.getState().send('level.enter', { partyId, levelId: level.id, areaId, square: sq });
        setWalked(null);
      });
    } else if (partyId !== null && here) void walkTo(sq);
    else if (!dragging) setPicked(sq);
  }

  async function walkTo(sq: GridSquare) {
    const until = (document.getElementById('walk-until') as HTMLInputElement | null)?.checked ?? true;
    setWalked(null);
    const out = await walk(sq, until);
    if (out) setWalked(out.walked);
  }

  return (
    <section className="panel level-panel" aria-label="Dungeon map">
      <header className="level-head">
        <h2>Level</h2>
        <select aria-label="Level shown" value={level?.id ?? ''} onChange={(e) => void open(Number(e.target.value))}>
          {levels.length === 0 && <option value="">No level yet</option>}
          {levels.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.width} × {l.height}, {l.areaCount} areas){l.id === partyLevelId ? ' · the party is here' : ''}
            </option>
          ))}
        </select>
        <div className="level-modes" role="tablist" aria-label="What the map does">
          {(['play', 'draw', 'areas'] as const).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={mode === m} className={mode === m ? 'primary' : ''} onClick={() => setMode(m)}>
              {m === 'play' ? 'Play' : m === 'draw' ? 'Draw' : 'Areas & keys'}
            </button>
          ))}
        </div>
        <NewLevelForm campaignId={campaign.id} />
      </header>
      {error && (
        <p className="banner error" role="alert">
          {error}
        </p>
      )}
      {mode === 'draw' && level && (
        <div className="level-tools" role="toolbar" aria-label="Drawing tools">
          {GROUND_LEGEND.map(({ ground, color }) => (
            <button key={ground} type="button" aria-pressed={tool.kind === 'ground' && tool.ground === ground} onClick={() => setTool({ kind: 'ground', ground })}>
              <span className="swatch" style={{ background: color }} /> {GROUND_LABEL[ground]}
            </button>
          ))}
          {EDGE_LEGEND.map(({ edge, label, color }) => (
            <button key={edge} type="button" aria-pressed={tool.kind === 'edge' && tool.edge === edge} onClick={() => setTool({ kind: 'edge', edge })}>
              <span className="swatch edge" style={{ background: color }} /> {label}
            </button>
          ))}
          <button type="button" aria-pressed={tool.kind === 'edge' && tool.edge === 'none'} onClick={() => setTool({ kind: 'edge', edge: 'none' })}>
            Clear edge
          </button>
          <ImageField levelId={level.id} hasImage={level.hasImage} />
          {level.hasImage && <ImagePlacementForm key={level.id} levelId={level.id} saved={level.imagePlacement} onPreview={setPlacing} />}
          <button type="button" onClick={() => void exportLevel(level.id, level.name)}>
            Export JSON
          </button>
        </div>
      )}
      {level && shownGrid ? (
        <div className="level-body" onPointerUp={() => void endStroke()}>
          <div className="level-map">
            <LevelCanvas
              image={image && level.hasImage ? { img: image, placement: placing ?? level.imagePlacement } : null}
              grid={shownGrid}
              doors={level.doorStates}
              areas={shownAreas}
              party={here && { col: here.col, row: here.row }}
              light={light}
              foes={foes}
              walkPreview={mode === 'play' && !placeOnClick}
              selectedAreaId={mode === 'play' ? (here?.areaId ?? pickedAreaId) : newArea ? -1 : selectedAreaId}
              tool={mode === 'draw' ? (tool.kind === 'edge' ? 'edge' : 'paint') : mode === 'areas' && newArea ? 'paint' : 'square'}
              onSquare={onSquare}
              onEdge={(ref) => void drawEdge(ref)}
              label={`Map of ${level.name}`}
            />
          </div>
          <aside className="level-side">
            {mode === 'play' && <PlaceActions level={level} here={here} area={currentArea} walked={walked} picked={picked} placeOnClick={{ on: placeOnClick, set: setPlaceOnClick, error: putting.message }} />}
            {mode === 'areas' && (
              <AreaKeyForm
                level={level}
                area={newArea ? null : currentArea}
                pending={newArea}
                onStart={() => {
                  setSelectedAreaId(null);
                  setNewArea([]);
                }}
                onDone={(areaId) => {
                  setNewArea(null);
                  setSelectedAreaId(areaId);
                }}
              />
            )}
            {mode === 'draw' && <p className="hint">Drag to paint squares; click near an edge to set a wall or door. Drag with Shift, or in the other modes, to pan; the wheel zooms.</p>}
          </aside>
        </div>
      ) : (
        <p className="empty">No dungeon level yet: make one above, or import one.</p>
      )}
    </section>
  );
}

/** A walk answers with the party's state like any action, and with where and why it stopped. */
async function walk(to: GridSquare, stopOnEvent: boolean): Promise<MethodOutput<'level.walk'> | null> {
  const dungeon = useDungeon.getState();
  // A click on the map leaves no focus to stand beside: the walk's result goes by the place actions.
  const out = await dungeon.perform('level.walk', { to, stopOnEvent }, document.querySelector('[data-testid="place-actions"]'));
  return out && 'walked' in out ? (out as MethodOutput<'level.walk'>) : null;
}

/** Base64 of a file's bytes, a slice at a time (one call with millions of arguments overflows the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function NewLevelForm({ campaignId }: { campaignId: number }) {
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [width, setWidth] = useState(30);
  const [height, setHeight] = useState(20);
  if (!open) {
    return (
      <span className="level-new">
        <button type="button" onClick={() => setOpen(true)}>
          New level
        </button>
        <label className="file-button">
          Import JSON
          <input
            type="file"
            accept="application/json,.json"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void action.run(() => file.text().then((text) => useLevels.getState().send('level.import', { campaignId, level: JSON.parse(text) as LevelJson })));
            }}
          />
        </label>
        <FieldError message={action.message} />
      </span>
    );
  }
  return (
    <form
      className="level-new"
      onSubmit={(e) => {
        e.preventDefault();
        void action
          .run(() => useLevels.getState().send('level.create', { campaignId, name, width, height }))
          .then((out) => {
            if (out) {
              setOpen(false);
              void useLevels.getState().refresh();
            }
          });
      }}
    >
      <input aria-label="Level name" placeholder="Name" value={name} onChange={(e) => setName(e.target.value)} required />
      <input aria-label="Width in squares" type="number" min={1} max={MAX_LEVEL_SIDE} value={width} onChange={(e) => setWidth(Number(e.target.value))} />
      <input aria-label="Height in squares" type="number" min={1} max={MAX_LEVEL_SIDE} value={height} onChange={(e) => setHeight(Number(e.target.value))} />
      <button type="submit" className="primary">
        Create
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      <FieldError message={action.message} />
    </form>
  );
}

/**
 * Lines the module's map up with the grid: its pixels to one square and where its top left
 * corner falls, in squares. The map follows the fields as they are typed; Save keeps it.
 */
function ImagePlacementForm({ levelId, saved, onPreview }: { levelId: number; saved: ImagePlacement; onPreview(p: ImagePlacement | null): void }) {
  const [px, setPx] = useState(saved.pxPerSquare === null ? '' : String(saved.pxPerSquare));
  const [col, setCol] = useState(String(saved.offsetCol));
  const [row, setRow] = useState(String(saved.offsetRow));
  const placement: ImagePlacement = { pxPerSquare: px.trim() === '' ? null : Number(px), offsetCol: Number(col) || 0, offsetRow: Number(row) || 0 };
  const changed = placement.pxPerSquare !== saved.pxPerSquare || placement.offsetCol !== saved.offsetCol || placement.offsetRow !== saved.offsetRow;
  const usable = placement.pxPerSquare === null || placement.pxPerSquare >= 1;
  useEffect(() => {
    onPreview(changed && usable ? placement : null);
    // The preview follows the typed values; the placement object itself is new each render.
  }, [px, col, row, changed, usable]);
  useEffect(() => () => onPreview(null), [onPreview]);
  return (
    <form
      className="level-image-placement"
      aria-label="Image placement"
      onSubmit={(e) => {
        e.preventDefault();
        void useLevels.getState().edit('level.placeImage', { levelId, ...placement });
      }}
    >
      <label title="How many of the image's pixels make one 10-foot square; leave empty to stretch the image across the level">
        px / square <input aria-label="Image pixels per square" type="number" min={1} step="any" placeholder="fit" value={px} onChange={(e) => setPx(e.target.value)} />
      </label>
      <label title="The column of the grid where the image's left edge falls (fractions and negatives allowed)">
        corner col <input aria-label="Image corner column" type="number" step="any" value={col} onChange={(e) => setCol(e.target.value)} />
      </label>
      <label title="The row of the grid where the image's top edge falls">
        row <input aria-label="Image corner row" type="number" step="any" value={row} onChange={(e) => setRow(e.target.value)} />
      </label>
      <button type="submit" disabled={!changed || !usable}>
        Place image
      </button>
    </form>
  );
}

/** The module's map under the grid, sent in pieces small enough for the host's limit on one text. */
function ImageField({ levelId, hasImage }: { levelId: number; hasImage: boolean }) {
  return (
    <span className="level-image">
      <label className="file-button">
        Background image…
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            void file.arrayBuffer().then((buffer) => {
              const bytes = new Uint8Array(buffer);
              const chunks: string[] = [];
              const piece = 600_000;
              for (let i = 0; i < bytes.length; i += piece) chunks.push(base64Of(bytes.subarray(i, i + piece)));
              return useLevels.getState().edit('level.setImage', { levelId, image: { mime: file.type as 'image/png', chunks } });
            });
          }}
        />
      </label>
      {hasImage && (
        <button type="button" onClick={() => void useLevels.getState().edit('level.setImage', { levelId, image: null })}>
          Remove image
        </button>
      )}
    </span>
  );
}

async function exportLevel(levelId: number, name: string) {
  const out = await useLevels.getState().edit('level.export', { levelId });
  if (!out) return;
  const url = URL.createObjectURL(new Blob([JSON.stringify(out, null, 1)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.level.json`;
  a.click();
  URL.revokeObjectURL(url);
}
