import { useMemo, useState } from 'react';
import { api } from '../../api/client';
import { distance } from '../../components/units';
import { useShortcuts } from '../../components/use-shortcuts';
import { useDungeon } from '../../stores/dungeon';

type Obstacle = 'stuck-door' | 'locked-door' | 'bars';

/** The dungeon actions that cost time, each with the few facts the GM supplies. */
export function ActionsPanel() {
  const state = useDungeon((s) => s.state)!;
  const run = useDungeon((s) => s.run);
  const busy = useDungeon((s) => s.busy);
  const characters = state.members.filter((m) => m.kind === 'pc' || m.kind === 'hireling');
  const first = String(characters[0]?.id ?? '');
  const [searcher, setSearcher] = useState(first);
  const [wallFeet, setWallFeet] = useState('10');
  const [earlier, setEarlier] = useState('0');
  const [doorThere, setDoorThere] = useState(false);
  const [area, setArea] = useState('100');
  const [trapThere, setTrapThere] = useState(false);
  const [listener, setListener] = useState(first);
  const [noise, setNoise] = useState(false);
  const [forcer, setForcer] = useState(first);
  const [obstacle, setObstacle] = useState<Obstacle>('stuck-door');
  const [feet, setFeet] = useState('60');
  const [restTurns, setRestTurns] = useState('1');
  const id = (value: string) => Number(value || first);

  const actions = useMemo(
    () => ({
      secretDoors: () =>
        run((partyId, audience) =>
          api.dungeon.searchSecretDoors({
            partyId,
            audience,
            memberId: id(searcher),
            wallFeet: Number(wallFeet),
            earlierSearchers: Number(earlier),
            doorPresent: doorThere,
          }),
        ),
      traps: () =>
        run((partyId, audience) =>
          api.dungeon.searchTraps({ partyId, audience, memberId: id(searcher), areaSquareFeet: Number(area), trapPresent: trapThere }),
        ),
      listen: () => run((partyId, audience) => api.dungeon.listen({ partyId, audience, memberId: id(listener), noiseBeyond: noise })),
      force: () => run((partyId, audience) => api.dungeon.forceDoor({ partyId, audience, memberId: id(forcer), obstacle })),
      move: () => run((partyId, audience) => api.dungeon.move({ partyId, audience, distance: Number(feet) })),
      rest: () => run((partyId, audience) => api.dungeon.rest({ partyId, audience, turns: Number(restTurns) })),
      wandering: () => run((partyId, audience) => api.dungeon.wanderingCheck({ partyId, audience })),
    }),
    [run, searcher, wallFeet, earlier, doorThere, area, trapThere, listener, noise, forcer, obstacle, feet, restTurns, first],
  );

  useShortcuts(
    useMemo(
      () => [
        { key: 's', run: () => void actions.secretDoors() },
        { key: 'x', run: () => void actions.traps() },
        { key: 'l', run: () => void actions.listen() },
        { key: 'e', run: () => void actions.rest() },
        { key: 'w', run: () => void actions.wandering() },
      ],
      [actions],
    ),
  );

  const who = (value: string, set: (v: string) => void, label: string) => (
    <select aria-label={label} value={value || first} onChange={(e) => set(e.target.value)}>
      {characters.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </select>
  );
  const submit = (action: () => unknown) => (e: React.FormEvent) => {
    e.preventDefault();
    void action();
  };

  return (
    <section className="panel actions-panel" aria-label="Actions">
      <h2>Actions</h2>
      <form className="action" onSubmit={submit(actions.secretDoors)} aria-label="Search for secret doors">
        <button type="submit" disabled={busy}>
          Search wall <kbd>S</kbd>
        </button>
        {who(searcher, setSearcher, 'Searcher')}
        <input className="qty" aria-label="Feet of wall" value={wallFeet} onChange={(e) => setWallFeet(e.target.value)} />
        <span className="muted">ft, after</span>
        <input className="qty" aria-label="Searchers who already failed" value={earlier} onChange={(e) => setEarlier(e.target.value)} />
        <span className="muted">failed</span>
        <label className="check inline-check">
          <input type="checkbox" checked={doorThere} onChange={(e) => setDoorThere(e.target.checked)} /> a door is there
        </label>
      </form>
      <form className="action" onSubmit={submit(actions.traps)} aria-label="Search for traps">
        <button type="submit" disabled={busy}>
          Search for traps <kbd>X</kbd>
        </button>
        <input className="qty" aria-label="Square feet searched" value={area} onChange={(e) => setArea(e.target.value)} />
        <span className="muted">sq ft</span>
        <label className="check inline-check">
          <input type="checkbox" checked={trapThere} onChange={(e) => setTrapThere(e.target.checked)} /> a trap is there
        </label>
      </form>
      <form className="action" onSubmit={submit(actions.listen)} aria-label="Listen at a door">
        <button type="submit" disabled={busy}>
          Listen <kbd>L</kbd>
        </button>
        {who(listener, setListener, 'Listener')}
        <label className="check inline-check">
          <input type="checkbox" checked={noise} onChange={(e) => setNoise(e.target.checked)} /> something makes noise beyond
        </label>
      </form>
      <form className="action" onSubmit={submit(actions.force)} aria-label="Force a door">
        <button type="submit" disabled={busy}>
          Force
        </button>
        {who(forcer, setForcer, 'Who forces it')}
        <select aria-label="What is forced" value={obstacle} onChange={(e) => setObstacle(e.target.value as Obstacle)}>
          <option value="stuck-door">a stuck door</option>
          <option value="locked-door">a locked door</option>
          <option value="bars">bars</option>
        </select>
      </form>
      <form className="action" onSubmit={submit(actions.move)} aria-label="Move">
        <button type="submit" disabled={busy}>
          Move
        </button>
        <input className="qty" aria-label={`${state.rules.unit === 'ft' ? 'Feet' : 'Yards'} to move`} value={feet} onChange={(e) => setFeet(e.target.value)} />
        <span className="muted">
          {state.rules.unit === 'ft' ? 'feet' : 'yards'} at {distance(state.pacePerTurn, state.rules.unit)} a turn
        </span>
      </form>
      <form className="action" onSubmit={submit(actions.rest)} aria-label="Rest">
        <button type="submit" disabled={busy}>
          Rest <kbd>E</kbd>
        </button>
        <input className="qty" aria-label="Turns of rest" value={restTurns} onChange={(e) => setRestTurns(e.target.value)} />
        <span className="muted">turns</span>
        <button type="button" disabled={busy} onClick={() => void actions.wandering()}>
          Wandering check <kbd>W</kbd>
        </button>
      </form>
    </section>
  );
}
