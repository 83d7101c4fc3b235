import { useEffect, type ReactNode } from 'react';
import type { DungeonState } from '../../../src-shared/contract';
import { LIGHT_KINDS, lightKinds, type LightKind } from '../../../src-shared/light-kinds';
import { formatTimeLeft } from '../../../src-shared/time';
import { Meter } from '../../components/Meter';
import { useDungeon } from '../../stores/dungeon';
import { useEncounter } from '../../stores/encounter';
import { ClockPanel } from '../dungeon/ClockPanel';
import { KeysButton } from './KeyLegend';

/**
 * A play view beside its cockpit: the view's own work (the map, the tracker) on the left, and on the
 * right, held in the window while the left scrolls, what the GM glances at every minute.
 */
export function PlayLayout({ partyId, fight = false, children }: { partyId: number | null; fight?: boolean; children: ReactNode }) {
  return (
    <div className="play-layout">
      <div className="play-main">{children}</div>
      <Cockpit partyId={partyId} fight={fight} />
    </div>
  );
}

/** The clock and its turn buttons, the lights with their time left, the party's hit points, the open encounter. */
function Cockpit({ partyId, fight }: { partyId: number | null; fight: boolean }) {
  const state = useDungeon((s) => s.state);
  const busy = useDungeon((s) => s.busy);
  // The Wilderness and Combat views play a party too: the cockpit follows the same party's state as the Dungeon view.
  useEffect(() => {
    if (partyId !== null && useDungeon.getState().partyId !== partyId) void useDungeon.getState().load(partyId);
  }, [partyId]);
  const shown = state && state.partyId === partyId ? state : null;
  return (
    <aside className="cockpit" aria-label="Cockpit" data-toast-home>
      <EncounterChip />
      {shown ? (
        <>
          <ClockPanel fight={fight} />
          {busy && (
            <p className="cockpit-busy" role="status">
              <progress aria-label="Working" /> Working…
            </p>
          )}
          <CockpitLights state={shown} />
          <CockpitParty state={shown} />
        </>
      ) : (
        <p className="muted">{partyId === null ? 'No party here yet.' : 'Loading the party…'}</p>
      )}
      <KeysButton />
    </aside>
  );
}

const toneOf = (left: number | null) => (left === null ? 'ok' : left <= 600 ? 'danger' : left <= 1800 ? 'warn' : 'ok');

/** The kinds of light the party could light now, each with who would hold it: their own first, else the stores'. */
interface Lightable {
  kind: LightKind;
  memberId: number;
  who: string;
  fromStores: boolean;
}
function lightable(state: DungeonState): Lightable[] {
  return lightKinds.flatMap((kind): Lightable[] => {
    const carrier = state.members.find((m) => m.carries.lights[kind] > 0);
    if (carrier) return [{ kind, memberId: carrier.id, who: carrier.name, fromStores: false }];
    const holder = state.members[0];
    // A lantern burns oil and is lit by whoever carries it; the stores give only what is used up.
    return holder && LIGHT_KINDS[kind].fuel === null && state.storesCarry.lights[kind] > 0 ? [{ kind, memberId: holder.id, who: `${holder.name}, from the stores`, fromStores: true }] : [];
  });
}

function CockpitLights({ state }: { state: DungeonState }) {
  const perform = useDungeon((s) => s.perform);
  const gm = state.audience === 'gm';
  const lit = state.lights.filter((l) => l.state === 'lit');
  const level = state.lightLevel;
  return (
    <section className="cockpit-section" aria-label="Lights">
      <header className="cockpit-head">
        <h2>Light</h2>
        <span className={`light-level${level.inDarkness ? ' dark' : ''}`}>{level.label}</span>
      </header>
      {lit.map((l) => (
        <Meter
          key={l.id}
          label={`${l.carrierName}'s ${LIGHT_KINDS[l.kind].noun}`}
          fraction={l.remainingSeconds !== null && l.burnSeconds ? l.remainingSeconds / l.burnSeconds : 1}
          tone={toneOf(l.remainingSeconds)}
          text={l.remainingSeconds === null ? 'burning' : `${formatTimeLeft(l.remainingSeconds, state.rules.secondsPerRound)} left`}
        />
      ))}
      {gm && (
        <div className="quick-lights" role="group" aria-label="Light one">
          {lightable(state).map((l) => (
            <button
              key={l.kind}
              type="button"
              title={`${l.who} lights a ${LIGHT_KINDS[l.kind].noun}`}
              onClick={(e) => void perform('light.light', { memberId: l.memberId, kind: l.kind, fromStores: l.fromStores }, e.currentTarget)}
            >
              Light a {LIGHT_KINDS[l.kind].noun} <span className="muted">({l.who})</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function CockpitParty({ state }: { state: DungeonState }) {
  return (
    <section className="cockpit-section" aria-label="Party at a glance">
      <header className="cockpit-head">
        <h2>{state.partyName}</h2>
      </header>
      <ul className="cockpit-party">
        {state.members.map((m) => (
          <li key={m.id}>
            <Meter
              label={m.name}
              fraction={m.hp.max > 0 ? m.hp.current / m.hp.max : 0}
              tone={m.hp.current <= m.hp.max / 4 ? 'danger' : m.hp.current <= m.hp.max / 2 ? 'warn' : 'ok'}
              text={`${m.hp.current} / ${m.hp.max}`}
            />
            {m.conditions.length > 0 && <p className="cockpit-conditions">{m.conditions.join(' · ')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The open wandering encounter in one line, with its fight a click away; the whole card is over the view. */
function EncounterChip() {
  const sighting = useEncounter((s) => s.sighting);
  const busy = useEncounter((s) => s.busy);
  if (!sighting) return null;
  const what = sighting.foe ? `${sighting.count ?? '?'} × ${sighting.foe.name}` : sighting.what;
  return (
    <div className="encounter-chip" role="group" aria-label="Open encounter">
      <button type="button" className="chip-what" title="Show the encounter's card" onClick={() => document.querySelector('[data-testid="encounter-card"]')?.scrollIntoView({ block: 'start' })}>
        {what}
      </button>
      <button type="button" className="primary" disabled={busy} onClick={(e) => void useEncounter.getState().startFight(e.currentTarget)}>
        Fight <kbd>⇧F</kbd>
      </button>
    </div>
  );
}
