import { useEffect, useState } from 'react';
import type { AreaView, GridSquare, LevelView, PlaceKeyInput } from '../../../src-shared/contract';
import { wallRefOf } from '../../../src-shared/contract/place-key';
import { edgeAt, STEPS, type Grid } from '../../../src-shared/dungeon-grid';
import { useCombat } from '../../stores/combat';
import { useLevels } from '../../stores/levels';

/**
 * Lists in the key are typed a line each, fields split by "|": a foe "Goblins | 2d4 | Goblin | lair",
 * a trap "Needle | opening the chest | normal | 1d4 | save vs Poison", a treasure "40 gp in a chest | 40".
 */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.split('|').map((p) => p.trim()))
    .filter((parts) => parts[0]);

const SIDE_WORDS = { n: 'North', e: 'East', s: 'South', w: 'West' } as const;

const slug = (text: string, k: number) => `${text.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 30) || 'item'}-${k + 1}`;

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
  const [readAloud, setReadAloud] = useState('');
  const [gmNotes, setGmNotes] = useState('');
  const [foes, setFoes] = useState('');
  const [traps, setTraps] = useState('');
  const [treasure, setTreasure] = useState('');
  const [difficulties, setDifficulties] = useState<Record<string, number>>({});

  useEffect(() => {
    void useCombat.getState().loadBestiary();
  }, []);
  useEffect(() => {
    const key = area?.key;
    setNumber(area?.number ?? Math.max(0, ...level.areas.map((a) => a.number)) + 1);
    setName(area?.name ?? '');
    setReadAloud(key?.readAloud ?? '');
    setGmNotes(key?.gmNotes ?? '');
    setFoes(key?.occupants.map((o) => [o.name, o.number, bestiary.find((b) => b.id === o.bestiaryId)?.name ?? '', o.lair ? 'lair' : ''].join(' | ')).join('\n') ?? '');
    setTraps(key?.traps.map((t) => [t.name, t.trigger, t.foundBy, t.damage ?? '', t.save ?? ''].join(' | ')).join('\n') ?? '');
    setTreasure(key?.treasure.map((t) => [t.text, t.worthGp ?? ''].join(' | ')).join('\n') ?? '');
    setDifficulties(Object.fromEntries(key?.secretDoors.map((d) => [wallRefOf(d.door), d.difficulty]) ?? []));
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

  const secretDoors = grid ? secretDoorsOf(grid, squares.map((s) => s.row * level.width + s.col), difficulties) : [];

  async function save() {
    const key: PlaceKeyInput = {
      readAloud,
      gmNotes,
      occupants: lines(foes).map(([n, count, foe, lair], k) => {
        const entry = foe ? bestiary.find((b) => b.name.toLowerCase() === foe.toLowerCase()) : undefined;
        return { id: slug(n, k), name: n, number: count || '1', lair: lair === 'lair', ...(entry && { bestiaryId: entry.id }) };
      }),
      traps: lines(traps).map(([n, trigger, foundBy, damage, save], k) => ({
        id: slug(n, k),
        name: n,
        trigger: trigger ?? '',
        foundBy: (['normal', 'thief', 'dwarf', 'magic'].includes(foundBy) ? foundBy : 'normal') as 'normal',
        ...(damage && { damage }),
        ...(save && { save }),
      })),
      treasure: lines(treasure).map(([text, worth]) => ({ text, ...(worth && !Number.isNaN(Number(worth)) && { worthGp: Number(worth) }) })),
      secretDoors,
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
      <label>
        Read aloud
        <textarea aria-label="Read-aloud text" rows={3} value={readAloud} onChange={(e) => setReadAloud(e.target.value)} />
      </label>
      <label>
        GM notes
        <textarea aria-label="GM notes" rows={2} value={gmNotes} onChange={(e) => setGmNotes(e.target.value)} />
      </label>
      <label>
        Who lives here <small>(a line each: name | number or dice | bestiary entry | lair)</small>
        <textarea aria-label="Occupants" rows={2} value={foes} onChange={(e) => setFoes(e.target.value)} />
      </label>
      <label>
        Traps <small>(name | what springs it | normal, thief, dwarf or magic | damage | save)</small>
        <textarea aria-label="Traps" rows={2} value={traps} onChange={(e) => setTraps(e.target.value)} />
      </label>
      <label>
        Treasure <small>(what | worth in gp)</small>
        <textarea aria-label="Treasure" rows={2} value={treasure} onChange={(e) => setTreasure(e.target.value)} />
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
          <button type="button" onClick={() => void useLevels.getState().edit('level.removeArea', { areaId: area.id }).then(() => onDone(null))}>
            Delete area
          </button>
        )}
      </div>
    </form>
  );
}
