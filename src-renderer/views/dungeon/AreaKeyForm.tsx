import { useEffect, useState } from 'react';
import type { AreaView, GridSquare, LevelView, PlaceKeyInput } from '../../../src-shared/contract';
import { wallRefOf } from '../../../src-shared/contract/place-key';
import { edgeAt, STEPS, type Grid } from '../../../src-shared/dungeon-grid';
import { keyFromText, keyLines, keySlug, keyText, PlaceKeyFields, type KeyText } from '../../components/PlaceKeyFields';
import { useCombat } from '../../stores/combat';
import { useLevels } from '../../stores/levels';

/** The secret doors drawn on the area's edges: the key lists them so their finding is recorded. */
function secretDoorsOf(grid: Grid, squares: readonly number[]) {
  const inside = new Set(squares);
  const found = new Map<string, { col: number; row: number; side: 'n' | 'e' | 's' | 'w' }>();
  for (const sq of squares) {
    const col = sq % grid.width;
    const row = Math.floor(sq / grid.width);
    for (const step of STEPS) {
      const ref = { col, row, side: step.side };
      if (edgeAt(grid, ref) === 'secret-door' && !inside.has((row + step.dr) * grid.width + col + step.dc)) found.set(wallRefOf(ref), ref);
    }
  }
  return [...found.entries()].map(([key, door]) => ({ id: `secret-${key.replace(/,/g, '-')}`, door, difficulty: 0 }));
}

export function AreaKeyForm({ level, area, pending, onStart, onDone }: { level: LevelView; area: AreaView | null; pending: GridSquare[] | null; onStart(): void; onDone(areaId: number | null): void }) {
  const bestiary = useCombat((s) => s.bestiary);
  const grid = useLevels((s) => s.grid);
  const [number, setNumber] = useState(1);
  const [name, setName] = useState('');
  const [text, setText] = useState<KeyText>(() => keyText(undefined, []));
  const [traps, setTraps] = useState('');

  useEffect(() => {
    void useCombat.getState().loadBestiary();
  }, []);
  useEffect(() => {
    const key = area?.key;
    setNumber(area?.number ?? Math.max(0, ...level.areas.map((a) => a.number)) + 1);
    setName(area?.name ?? '');
    setText(keyText(key, bestiary));
    setTraps(key?.traps.map((t) => [t.name, t.trigger, t.foundBy, t.damage ?? '', t.save ?? ''].join(' | ')).join('\n') ?? '');
  }, [area, level.areas, bestiary]);

  if (!area && !pending) {
    return (
      <div className="area-key">
        <p className="hint">Click an area on the map to edit its key, or key a new one.</p>
        <button type="button" className="primary" onClick={onStart}>
          New area…
        </button>
      </div>
    );
  }

  const squares = pending ?? (area ? area.squares.map((sq) => ({ col: sq % level.width, row: Math.floor(sq / level.width) })) : []);

  async function save() {
    const key: PlaceKeyInput = {
      ...keyFromText(text, bestiary),
      traps: keyLines(traps).map(([n, trigger, foundBy, damage, save], k) => ({
        id: keySlug(n, k),
        name: n,
        trigger: trigger ?? '',
        foundBy: (['normal', 'thief', 'dwarf', 'magic'].includes(foundBy) ? foundBy : 'normal') as 'normal',
        ...(damage && { damage }),
        ...(save && { save }),
      })),
      secretDoors: grid ? secretDoorsOf(grid, squares.map((s) => s.row * level.width + s.col)) : [],
    };
    const out = await useLevels.getState().edit('level.saveArea', { levelId: level.id, ...(area && { areaId: area.id }), number, name, squares, key });
    if (out) onDone(out.areas.find((a) => a.number === number)?.id ?? null);
  }

  return (
    <form
      className="area-key"
      aria-label="Area key"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {pending ? (
        <p className="hint">Drag over the squares the new area covers ({pending.length} so far), then save.</p>
      ) : (
        <button type="button" onClick={onStart}>
          New area…
        </button>
      )}
      <div className="row">
        <label>
          No. <input aria-label="Area number" type="number" min={0} value={number} onChange={(e) => setNumber(Number(e.target.value))} />
        </label>
        <label>
          Name <input aria-label="Area name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      </div>
      <PlaceKeyFields text={text} onChange={setText} />
      <label>
        Traps <small>(name | what springs it | normal, thief, dwarf or magic | damage | save)</small>
        <textarea aria-label="Traps" rows={2} value={traps} onChange={(e) => setTraps(e.target.value)} />
      </label>
      <p className="hint">Secret doors are the ones drawn on this area's edges.</p>
      <div className="row">
        <button type="submit" className="primary" disabled={squares.length === 0}>
          Save area
        </button>
        {pending && (
          <button type="button" onClick={() => onDone(null)}>
            Cancel
          </button>
        )}
        {area && (
          <button type="button" onClick={() => void useLevels.getState().edit('level.removeArea', { areaId: area.id }).then(() => onDone(null))}>
            Delete area
          </button>
        )}
      </div>
    </form>
  );
}
