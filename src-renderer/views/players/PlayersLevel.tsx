import { useMemo } from 'react';
import type { CombatState, DungeonState, LevelView } from '../../../src-shared/contract';
import { LevelCanvas } from '../../components/dungeon-map/LevelCanvas';
import { lightInSquares, nearestOf } from '../../components/dungeon-map/tokens';
import { fromBase64 } from '../../stores/wilderness';

/** Squares of margin around what was explored, so the party's token never sits on the frame. */
const MARGIN = 2;

/**
 * The party's own map of the level: what it has explored, the doors it found, where it stands with its light,
 * the foes it fights, and any room text the GM reads out. It opens zoomed to the explored part.
 */
export function PlayersLevel({ level, state, fight }: { level: LevelView; state: DungeonState; fight: CombatState | null }) {
  const grid = useMemo(() => ({ width: level.width, height: level.height, cells: fromBase64(level.cells) }), [level.width, level.height, level.cells]);
  const here = level.parties.find((p) => p.partyId === state.partyId) ?? null;
  const read = level.areas.filter((a) => a.key.readAloud);
  const areas = useMemo(() => level.areas.map((a) => ({ id: a.id, number: a.number, squares: a.squares, seenOnly: a.state.status === 'seen' })), [level.areas]);
  const light = useMemo(() => lightInSquares(state.lightLevel, state.rules.unit), [state.lightLevel, state.rules.unit]);
  const fitTo = useMemo(() => {
    const squares = here ? [...level.seen, here.row * level.width + here.col] : level.seen;
    if (squares.length === 0) return null;
    const cols = squares.map((sq) => sq % level.width);
    const rows = squares.map((sq) => Math.floor(sq / level.width));
    return {
      col0: Math.max(0, Math.min(...cols) - MARGIN),
      row0: Math.max(0, Math.min(...rows) - MARGIN),
      col1: Math.min(level.width - 1, Math.max(...cols) + MARGIN),
      row1: Math.min(level.height - 1, Math.max(...rows) + MARGIN),
    };
  }, [level.seen, level.width, level.height, here]);
  // In a fight the foes stand where the party met them: beside it, on a square it sees, as many as still stand.
  const standing = fight?.combatants.filter((c) => c.side === 'foes' && !c.out).length ?? 0;
  const foes = useMemo(() => {
    if (!here || standing === 0) return [];
    const seen = level.seen.filter((sq) => sq !== here.row * level.width + here.col);
    const square = nearestOf(seen, level.width, { col: here.col, row: here.row });
    return square ? [{ square, label: String(standing) }] : [];
  }, [here, standing, level.seen, level.width]);
  return (
    <section className="players-level" aria-label="Your map of the dungeon" data-testid="players-level">
      <h2 className="players-sub">{level.name}</h2>
      <LevelCanvas
        grid={grid}
        doors={level.doorStates}
        areas={areas}
        party={here && { col: here.col, row: here.row }}
        light={light}
        foes={foes}
        fitTo={fitTo}
        tool="square"
        label={`Map of ${level.name} as the party has explored it`}
      />
      {read.map((a) => (
        <blockquote key={a.id} className="players-read-aloud" data-testid="players-read-aloud">
          <strong>{a.number}{a.name ? `. ${a.name}` : ''}</strong> {a.key.readAloud}
        </blockquote>
      ))}
    </section>
  );
}
