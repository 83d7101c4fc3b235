import { useEffect, useState } from 'react';
import type { AreaView, GridSquare, LevelView, PlaceKeyInput } from '../../../src-shared/contract';
import { wallRefOf } from '../../../src-shared/contract/place-key';
import { edgeAt, STEPS, type Grid } from '../../../src-shared/dungeon-grid';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { PlaceKeyFields } from '../../components/PlaceKeyFields';
import { keyFromText, keyLines, keySlug, keyText, type KeyText } from '../../components/place-key-text';
import { useCombat } from '../../stores/combat';
import { useLevels } from '../../stores/levels';

const SIDE_WORDS = { n: 'North', e: 'East', s: 'South', w: 'West' } as const;

/** The secret doors drawn on the area's edges: the key lists them so their finding is recorded, each as hard to find as the GM set it. */
function secretDoorsOf(grid: Grid, squares: readonly number[], difficulties: Readonly<Record<string, number>>) {
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
  return [...found.entries()].map(([key, door]) => ({ id: `secret-${key.replace(/,/g, '-')}`, door, difficulty: difficulties[key] ?? 0 }));
}

export function AreaKeyForm({ level, area, pending, onStart, onDone }: { level: LevelView; area: AreaView | null; pending: GridSquare[] | null; onStart(): void; onDone(areaId: number | null): void }) {
  const bestiary = useCombat((s) => s.bestiary);
  const grid = useLevels((s) => s.grid);
  const [number, setNumber] = useState(1);
  const [name, setName] = useState('');
  const [text, setText] = useState<KeyText>(() => keyText(undefined, []));
  const [traps, setTraps] = useState('');
  const [difficulties, setDifficulties] = useState<Record<string, number>>({});
  const action = useAction();
  const [lit, setLit] = useState(false);

  useEffect(() => {
    void useCombat.getState().loadBestiary();
  }, []);
  useEffect(() => {
    const key = area?.key;
    setNumber(area?.number ?? Math.max(0, ...level.areas.map((a) => a.number)) + 1);
    setName(area?.name ?? '');
    setText(keyText(key, useCombat.getState().bestiary));
    setTraps(key?.traps.map((t) => [t.name, t.trigger, t.foundBy, t.damage ?? '', t.save ?? ''].join(' | ')).join('\n') ?? '');
    setDifficulties(Object.fromEntries(key?.secretDoors.map((d) => [wallRefOf(d.door), d.difficulty]) ?? []));
    setLit(key?.lit === true);
    // Another area chosen, not the level read again (a walk, a light lit): what the GM is typing stays.
  }, [area?.id]);
  // The bestiary may arrive after the GM has begun typing: it names the key's occupants again only when it has some.
  useEffect(() => {
    if (area?.key.occupants.length) setText((typed) => ({ ...typed, foes: keyText(area.key, bestiary).foes }));
  }, [area?.id, bestiary]);

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

  const secretDoors = grid ? secretDoorsOf(grid, squares.map((s) => s.row * level.width + s.col), difficulties) : [];

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
      secretDoors,
      ...(lit && { lit }),
    };
    const out = await action.run(() => useLevels.getState().send('level.saveArea', { levelId: level.id, ...(area && { areaId: area.id }), number, name, squares, key }));
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
      <PlaceKeyFields text={text} bestiary={bestiary} onChange={setText} />
      <label className="inline-check">
        <input type="checkbox" checked={lit} onChange={(e) => setLit(e.target.checked)} /> Lit by its own light <small>(braziers, daylight: the party sees all of it from where it can look in, torch or not)</small>
      </label>
      <label>
        Traps <small>(name | what springs it | normal, thief, dwarf or magic | damage | save)</small>
        <textarea aria-label="Traps" rows={2} value={traps} onChange={(e) => setTraps(e.target.value)} />
      </label>
      {secretDoors.length === 0 ? (
        <p className="hint">Secret doors are the ones drawn on this area's edges; this area has none.</p>
      ) : (
        <fieldset className="secret-doors">
          <legend>Secret doors (drawn on this area's edges)</legend>
          <p className="hint">
            How hard each is to find: 0 is the rules' usual chance. Each step up gives a searcher one more face of the die (or +1 on a 3d6 roll), each step
            down one fewer; where the usual chance is a single face, −1 leaves a searcher with no bonus of their own no chance at all.
          </p>
          {secretDoors.map((d) => {
            const ref = wallRefOf(d.door);
            return (
              <label key={ref}>
                {SIDE_WORDS[d.door.side]} wall of ({d.door.col}, {d.door.row}){' '}
                <input
                  aria-label={`Secret door difficulty ${ref}`}
                  type="number"
                  min={-5}
                  max={5}
                  value={d.difficulty}
                  onChange={(e) => setDifficulties({ ...difficulties, [ref]: Math.max(-5, Math.min(5, Math.round(Number(e.target.value) || 0))) })}
                />
              </label>
            );
          })}
        </fieldset>
      )}
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
          <button type="button" onClick={() => void action.run(() => useLevels.getState().send('level.removeArea', { areaId: area.id })).then((out) => out && onDone(null))}>
            Delete area
          </button>
        )}
      </div>
      <FieldError message={action.message} />
    </form>
  );
}
