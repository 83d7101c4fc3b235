import { useState } from 'react';
import { legModes, type PartyView } from '../../../src-shared/contract';
import { useCampaigns } from '../../stores/campaigns';
import { api } from '../../api/client';
import { useWilderness } from '../../stores/wilderness';

export interface LegDraft {
  to: { col: number; row: number };
  mode: (typeof legModes)[number];
  vessel: string;
  forcedMarch: boolean;
}

const VESSELS = ['riverboat', 'rowboat', 'canoe', 'raft', 'sailboat', 'caravel', 'carrack', 'longship', 'galley-small', 'galley-large'];

interface Props {
  party: PartyView | null;
  start: { col: number; row: number } | null;
  /** Null when the party stands on this map: it starts where it is. */
  setStart: ((hex: { col: number; row: number }) => void) | null;
  legs: LegDraft[];
  setLegs(legs: LegDraft[]): void;
}

/** Typing a hex is the keyboard's way to do what a click on the map does. */
function HexForm({ label, button, onHex }: { label: string; button: string; onHex(hex: { col: number; row: number }): void }) {
  const [col, setCol] = useState('');
  const [row, setRow] = useState('');
  return (
    <form
      className="hex-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        if (col.trim() && row.trim()) onHex({ col: Number(col), row: Number(row) });
      }}
    >
      <span className="muted">{label}</span>
      <input className="qty" aria-label={`${label}: column`} placeholder="col" value={col} onChange={(e) => setCol(e.target.value)} />
      <input className="qty" aria-label={`${label}: row`} placeholder="row" value={row} onChange={(e) => setRow(e.target.value)} />
      <button type="submit">{button}</button>
    </form>
  );
}

/** The journey planner: legs picked on the map, how each is travelled, then plan and commit. */
export function Planner({ party, start, setStart, legs, setLegs }: Props) {
  const { region, journey, setJourney, attempt, reloadMap } = useWilderness();
  const [crew, setCrew] = useState('12');
  const [navigator, setNavigator] = useState(false);
  const [stopOnEvent, setStopOnEvent] = useState(true);
  const edit = (k: number, change: Partial<LegDraft>) => setLegs(legs.map((l, i) => (i === k ? { ...l, ...change } : l)));

  async function plan() {
    if (!party || !region) return;
    const result = await attempt(() =>
      api.journey.plan({
        partyId: party.id,
        regionId: region.id,
        ...(start && { start }),
        legs: legs.map((l) => ({ to: l.to, mode: l.mode, forcedMarch: l.forcedMarch, ...((l.mode === 'river' || l.mode === 'sea') && { vessel: l.vessel }) })),
        crew: Number(crew) || 0,
        navigator,
      }),
    );
    if (result) setJourney(result);
  }

  async function commit() {
    if (!journey) return;
    const result = await attempt(() => api.journey.commit({ journeyId: journey.id, stopOnEvent }));
    if (!result) return;
    setJourney(result);
    await reloadMap();
    await useCampaigns.getState().load();
  }

  return (
    <section className="panel planner" aria-label="Journey planner">
      <h2>Journey</h2>
      <p className="muted">
        {party ? `${party.name}` : 'No party'} from {start ? `hex ${start.col},${start.row}` : 'a hex you click first'}. Click the map to add a stop.
      </p>
      {setStart && <HexForm label="Start at" button="Set start" onHex={setStart} />}
      <HexForm
        label="Add a stop"
        button="Add"
        onHex={(to) => {
          const last = legs[legs.length - 1];
          setJourney(null);
          setLegs([...legs, { to, mode: last?.mode ?? 'foot', vessel: last?.vessel ?? 'caravel', forcedMarch: false }]);
        }}
      />
      <ol className="legs">
        {legs.map((l, k) => (
          <li key={k} className="leg" aria-label={`Leg ${k + 1}`}>
            <span className="numeric">
              → {l.to.col},{l.to.row}
            </span>
            <select aria-label={`Leg ${k + 1} mode`} value={l.mode} onChange={(e) => edit(k, { mode: e.target.value as LegDraft['mode'] })}>
              {legModes.map((m) => (
                <option key={m} value={m}>
                  {m === 'foot' ? 'on foot' : m === 'air' ? 'by air' : `by ${m}`}
                </option>
              ))}
            </select>
            {(l.mode === 'river' || l.mode === 'sea') && (
              <select aria-label={`Leg ${k + 1} vessel`} value={l.vessel} onChange={(e) => edit(k, { vessel: e.target.value })}>
                {VESSELS.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            )}
            {l.mode === 'foot' && (
              <label className="check inline-check">
                <input type="checkbox" checked={l.forcedMarch} onChange={(e) => edit(k, { forcedMarch: e.target.checked })} /> forced march
              </label>
            )}
            <button type="button" className="icon" aria-label={`Remove leg ${k + 1}`} onClick={() => setLegs(legs.filter((_, i) => i !== k))}>
              ✕
            </button>
          </li>
        ))}
      </ol>
      <div className="planner-options">
        <label className="inline">
          Crew
          <input className="qty" aria-label="Crew aboard" value={crew} onChange={(e) => setCrew(e.target.value)} />
        </label>
        <label className="check inline-check">
          <input type="checkbox" checked={navigator} onChange={(e) => setNavigator(e.target.checked)} /> navigator aboard
        </label>
      </div>
      <div className="sheet-actions">
        <button type="button" className="primary" disabled={!party || legs.length === 0} onClick={() => void plan()}>
          Plan journey
        </button>
        <button type="button" onClick={() => setLegs([])} disabled={legs.length === 0}>
          Clear
        </button>
      </div>
      {journey && (
        <div className="journey-summary" data-testid="journey-summary">
          <p>
            <strong>{journey.days.length} days</strong>, {journey.totalMiles} miles{journey.arrived ? '' : ' (does not arrive)'} ·{' '}
            {journey.days.filter((d) => d.needsGm).length} days need you
          </p>
          {journey.status === 'draft' ? (
            <div className="sheet-actions">
              <button type="button" className="primary" onClick={() => void commit()}>
                Travel it
              </button>
              <label className="check inline-check">
                <input type="checkbox" checked={stopOnEvent} onChange={(e) => setStopOnEvent(e.target.checked)} /> stop at the first day that needs me
              </label>
            </div>
          ) : (
            <p className="saved-note">Travelled: {journey.committedDays} days.</p>
          )}
        </div>
      )}
    </section>
  );
}
