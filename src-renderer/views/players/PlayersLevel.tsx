import { useMemo } from 'react';
import type { LevelView } from '../../../src-shared/contract';
import { LevelCanvas } from '../../components/dungeon-map/LevelCanvas';
import { fromBase64 } from '../../stores/wilderness';

/** The party's own map of the level: what it has explored, the doors it found, where it stands, and any room text the GM reads out. */
export function PlayersLevel({ level, partyId }: { level: LevelView; partyId: number }) {
  const grid = useMemo(() => ({ width: level.width, height: level.height, cells: fromBase64(level.cells) }), [level.width, level.height, level.cells]);
  const here = level.parties.find((p) => p.partyId === partyId) ?? null;
  const read = level.areas.filter((a) => a.key.readAloud);
  const areas = useMemo(() => level.areas.map((a) => ({ id: a.id, number: a.number, squares: a.squares, seenOnly: a.state.status === 'seen' })), [level.areas]);
  return (
    <section className="players-level" aria-label="Your map of the dungeon" data-testid="players-level">
      <h2 className="players-sub">{level.name}</h2>
      <LevelCanvas grid={grid} doors={level.doorStates} areas={areas} party={here && { col: here.col, row: here.row }} tool="square" label={`Map of ${level.name} as the party has explored it`} />
      {read.map((a) => (
        <blockquote key={a.id} className="players-read-aloud" data-testid="players-read-aloud">
          <strong>{a.number}{a.name ? `. ${a.name}` : ''}</strong> {a.key.readAloud}
        </blockquote>
      ))}
    </section>
  );
}
