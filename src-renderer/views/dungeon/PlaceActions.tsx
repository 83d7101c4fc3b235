import { useMemo, useRef, useState } from 'react';
import { isCharacter, type AreaView, type GridSide, type GridSquare, type LevelView, type MethodOutput, type WallRef } from '../../../src-shared/contract';
import { wallRefOf } from '../../../src-shared/contract/place-key';
import { isDoor, liveEdge, type Edge } from '../../../src-shared/dungeon-grid';
import { useDungeon } from '../../stores/dungeon';
import { useLevels } from '../../stores/levels';
import { useParty } from '../../stores/party';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { useShortcuts } from '../../components/use-shortcuts';

/** Where a walk stopped and why, as its answer says. */
export type WalkNote = MethodOutput<'level.walk'>['walked'];

const SIDES: { side: GridSide; label: string }[] = [
  { side: 'n', label: 'North' },
  { side: 'e', label: 'East' },
  { side: 's', label: 'South' },
  { side: 'w', label: 'West' },
];

const DOOR_WORDS: Partial<Record<Edge, string>> = { door: 'a closed door', 'open-door': 'an open door', 'stuck-door': 'a stuck door', 'locked-door': 'a locked door', 'barred-door': 'a barred door' };

/** Where the party stands, what it may do there, and the current area's key. */
export function PlaceActions({
  level,
  here,
  area,
  walked,
  picked,
  placeOnClick,
}: {
  level: LevelView;
  here: LevelView['parties'][number] | null;
  area: AreaView | null;
  walked: WalkNote | null;
  /** The square the GM clicked while the party is not on this level. */
  picked: GridSquare | null;
  /** Whether a click on the map places the party (no time) rather than walking it, and why the last placing was refused. */
  placeOnClick: { on: boolean; set(on: boolean): void; error: string | null };
}) {
  const state = useDungeon((s) => s.state);
  const busy = useDungeon((s) => s.busy);
  const grid = useLevels((s) => s.grid);
  const [entryArea, setEntryArea] = useState('');
  const [memberId, setMemberId] = useState('');
  // The side the GM picked, for the square it was picked on: a walk elsewhere asks again.
  const [sidePicked, setSidePicked] = useState<{ at: string; side: GridSide } | null>(null);
  const placing = useAction();
  const people = state?.members.filter(isCharacter) ?? [];
  const who = Number(people.some((m) => String(m.id) === memberId) ? memberId : (people[0]?.id ?? 0));
  const perform = useDungeon.getState().perform;
  // O opens and B forces the door where the walk stopped, whichever buttons are ready (see below).
  const doorKeys = useRef<{ open(): void; force(): void } | null>(null);
  useShortcuts(
    useMemo(
      () => [
        { key: 'o', run: () => doorKeys.current?.open() },
        { key: 'b', run: () => doorKeys.current?.force() },
      ],
      [],
    ),
    here !== null,
  );

  if (!here) {
    const first = entryArea || String(level.areas[0]?.id ?? '');
    const pickedArea = picked ? level.areas.find((a) => a.squares.includes(picked.row * level.width + picked.col)) : undefined;
    // Entering puts the party on the level with no time spent: where a session starts, or where the GM says it is.
    const enter = (areaId: number, square?: GridSquare) => {
      if (state) void placing.run(() => useLevels.getState().send('level.enter', { partyId: state.partyId, levelId: level.id, areaId, ...(square && { square }) }));
    };
    return (
      <div className="place-actions">
        <p>The party is not on this level.</p>
        {picked && (
          <p>
            Square ({picked.col}, {picked.row}){' '}
            {pickedArea ? (
              <button type="button" className="primary" disabled={!state} onClick={() => enter(pickedArea.id, picked)}>
                Place the party here (area {pickedArea.number})
              </button>
            ) : (
              <span className="hint">is in no area: click a square of an area to place the party there.</span>
            )}
          </p>
        )}
        <label>
          Put it in area{' '}
          <select aria-label="Area to enter" value={first} onChange={(e) => setEntryArea(e.target.value)}>
            {level.areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.number}
                {a.name ? `. ${a.name}` : ''}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="button" className="primary" disabled={!first || !state} onClick={() => enter(Number(first))}>
          Enter the level
        </button>
        <FieldError message={placing.message} />
        {!picked && <p className="hint">Or click a square of an area on the map to place the party on it. No time passes either way.</p>}
      </div>
    );
  }

  const edgeOn = (side: GridSide) => (grid ? liveEdge(grid, level.doorStates, { col: here.col, row: here.row, side }) : 'none');
  const square = `${here.col},${here.row}`;
  // Unpicked, the side is one with a door the party can see, so Open and Force are ready where the walk stopped.
  const side = (sidePicked?.at === square ? sidePicked.side : SIDES.find((s) => isDoor(edgeOn(s.side)) && edgeOn(s.side) !== 'secret-door')?.side) ?? 'n';
  const setSide = (chosen: GridSide) => setSidePicked({ at: square, side: chosen });
  // The door asked about: the one that stopped the walk, else the chosen side of the party's square.
  const door: WallRef = walked?.door?.at ?? { col: here.col, row: here.row, side };
  const edge = grid ? liveEdge(grid, level.doorStates, door) : 'none';
  const doorHere = isDoor(edge) && edge !== 'secret-door';
  const act = (method: 'level.listen' | 'level.forceDoor', near?: Element | null) => void perform(method, { memberId: who, door }, near);
  const canOpen = !busy && edge === 'door';
  const canForce = !busy && (edge === 'stuck-door' || edge === 'locked-door' || edge === 'barred-door');
  const open = (near?: Element | null) => void perform('level.openDoor', { door }, near);
  doorKeys.current = {
    open: () => canOpen && open(document.querySelector('[data-key="O"]')),
    force: () => canForce && act('level.forceDoor', document.querySelector('[data-key="B"]')),
  };

  return (
    <div className="place-actions" data-testid="place-actions">
      <p>
        Square ({here.col}, {here.row}){area ? `, area ${area.number}${area.name ? ` (${area.name})` : ''}` : ', between areas'}.{' '}
        <label className="inline-check">
          <input id="walk-until" type="checkbox" defaultChecked /> Stop when something happens
        </label>{' '}
        <label className="inline-check">
          <input type="checkbox" checked={placeOnClick.on} onChange={(e) => placeOnClick.set(e.target.checked)} /> Clicks place the party (no time passes)
        </label>
      </p>
      <FieldError message={placeOnClick.error} />
      <p className="hint">
        {placeOnClick.on ? 'Click a square of an area to put the party there.' : 'Click a square to walk there.'}{' '}
        {state && (
          <button type="button" onClick={() => void placing.run(() => useLevels.getState().send('level.leaveToHex', { partyId: state.partyId }))}>
            Leave the dungeon
          </button>
        )}
      </p>
      {walked && (
        <p className="walk-note" role="status" data-testid="walk-note">
          Walked {walked.feet}'.{walked.door && ` Stopped by ${DOOR_WORDS[walked.door.kind]}: ${walked.door.action === 'open' ? 'open it' : 'force it'}.`}
          {walked.met && ` ${walked.met}.`}
        </p>
      )}
      {/* The door that stopped the walk, its action ready where the GM is looking: one click, no side to pick. */}
      {walked?.door && (canOpen || canForce) && (
        <p className="door-ahead">
          {canOpen ? (
            <button type="button" className="primary" onClick={(e) => open(e.currentTarget)}>
              Open the door <kbd aria-hidden="true">O</kbd>
            </button>
          ) : (
            <button type="button" className="primary" onClick={(e) => act('level.forceDoor', e.currentTarget)}>
              Force the door <kbd aria-hidden="true">B</kbd>
            </button>
          )}
        </p>
      )}
      <div className="row">
        <label>
          Who{' '}
          <select aria-label="Who acts" value={who} onChange={(e) => setMemberId(e.target.value)}>
            {people.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        {!walked?.door && (
          <label>
            Side{' '}
            <select aria-label="Which side of the square" value={side} onChange={(e) => setSide(e.target.value as GridSide)}>
              {SIDES.map((s) => (
                <option key={s.side} value={s.side}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p>
        {walked?.door ? 'The door ahead' : `The ${SIDES.find((s) => s.side === side)!.label.toLowerCase()} side`}: {DOOR_WORDS[edge] ?? (edge === 'none' ? 'open floor' : 'wall')}
      </p>
      <div className="row wrap">
        <button type="button" disabled={busy || !area} onClick={() => void perform('level.searchTraps', { memberId: who })}>
          Search for traps
        </button>
        <button type="button" disabled={busy || !area} onClick={() => void perform('level.searchWall', { memberId: who, wall: door })}>
          Search this wall
        </button>
        <button type="button" disabled={busy || !doorHere} onClick={() => act('level.listen')}>
          Listen
        </button>
        <button type="button" data-key="O" disabled={!canOpen} onClick={(e) => open(e.currentTarget)}>
          Open <kbd aria-hidden="true">O</kbd>
        </button>
        <button type="button" data-key="B" disabled={!canForce} onClick={(e) => act('level.forceDoor', e.currentTarget)}>
          Force <kbd aria-hidden="true">B</kbd>
        </button>
        <button type="button" disabled={busy || !state} onClick={() => void placing.run(() => useLevels.getState().send('level.leave', { partyId: state!.partyId }))}>
          Leave the level
        </button>
      </div>
      <FieldError message={placing.message} />
      {area && <AreaKeyView area={area} />}
      <p className="hint">Door and wall searches read {wallRefOf(door)}.</p>
    </div>
  );
}

/** The area's treasure as its key lists it, and taking it into the party's stores in one action. */
function TreasureHere({ area }: { area: AreaView }) {
  const partyId = useDungeon((s) => s.state?.partyId ?? null);
  const [error, setError] = useState<string | null>(null);
  const looted = area.state.status === 'looted';
  const take = () => {
    if (partyId === null) return;
    setError(null);
    useParty
      .getState()
      .change('purse.fromPlace', { partyId, place: { areaId: area.id } })
      .catch((e: Error) => setError(e.message));
  };
  return (
    <div className="treasure-here">
      <p>
        {looted && <span className="badge small">Taken</span>} Treasure: {area.key.treasure.map((t) => t.text).join('; ')}
      </p>
      {!looted && (
        <button type="button" onClick={take} disabled={partyId === null}>
          Take the treasure into the stores
        </button>
      )}
      <FieldError message={error} />
    </div>
  );
}

/** The current area's key as the GM reads it at the table, with what has happened there. */
function AreaKeyView({ area }: { area: AreaView }) {
  const { key, state } = area;
  return (
    <section className="area-key-view" aria-label={`Key of area ${area.number}`} data-testid="area-key">
      <h3>
        {area.number}. {area.name || 'Unnamed'} <small>({state.status === 'withdrawn' ? 'foes withdrew' : state.status})</small>
      </h3>
      {key.readAloud && <blockquote>{key.readAloud}</blockquote>}
      <button type="button" onClick={() => void useLevels.getState().edit('level.showArea', { areaId: area.id, shown: !state.shownToPlayers })}>
        {state.shownToPlayers ? "Take the text off the players' screen" : "Show the text on the players' screen"}
      </button>
      {key.gmNotes && <p className="gm-notes">{key.gmNotes}</p>}
      {key.occupants.length > 0 && <p>Here: {key.occupants.map((o) => `${o.name} (${o.number}${o.lair ? ', lair' : ''})`).join(', ')}</p>}
      {key.traps.length > 0 && <p>Traps: {key.traps.map((t) => `${t.name} — ${state.traps[t.id] ?? 'hidden'}`).join('; ')}</p>}
      {key.secretDoors.length > 0 && <p>Secret doors: {key.secretDoors.map((d) => state.secretDoors[d.id] ?? 'hidden').join(', ')}</p>}
      {key.treasure.length > 0 && <TreasureHere area={area} />}
      {state.trapSearchers.length > 0 && <p className="hint">Searched for traps by {state.trapSearchers.length}.</p>}
      {state.status !== 'cleared' && key.occupants.length > 0 && (
        <button type="button" onClick={() => void useLevels.getState().edit('level.ruleArea', { areaId: area.id, state: { ...state, status: 'cleared' }, reason: 'the foes here are defeated' })}>
          Mark cleared
        </button>
      )}
    </section>
  );
}
