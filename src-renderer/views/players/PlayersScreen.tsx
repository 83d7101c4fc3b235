import { useEffect, useState } from 'react';
import type { Calendar, CombatantView, CombatState, DungeonState, SightingView } from '../../../src-shared/contract';
import { formatGameDay, formatTimeLeft, gameTimeParts } from '../../../src-shared/time';
import { effectTimeLeft } from '../../components/effect-time';
import { HexMapCanvas } from '../../components/hexmap/HexMapCanvas';
import { centredOn, type HexViewport } from '../../components/hexmap/viewport';
import { shownPartyOf, usePlayersScreen, type PlayersMap } from '../../stores/players';
import { PlayersLevel } from './PlayersLevel';
import { ShownList } from '../notebook/ShownList';

/** The same words the fight uses for a foe, for the party outside a fight: no figures reach the far side of the table. */
export function looksOf(hp: { current: number; max: number }): string {
  if (hp.current <= 0) return 'Down';
  const share = hp.current / hp.max;
  if (share >= 1) return 'Unhurt';
  if (share > 2 / 3) return 'Scratched';
  if (share > 1 / 3) return 'Wounded';
  return 'Badly wounded';
}

const toneOf = (looks: string) =>
  looks === 'Unhurt' ? 'fine' : looks === 'Scratched' ? 'light' : looks === 'Wounded' ? 'hurt' : 'grave';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What the table sees on a second screen: the time, the light, how the party looks
 * and, in a fight, the order of turns. Everything comes from the host already in
 * the players' version, and each GM action arrives as a push.
 */
export function PlayersScreen() {
  const screen = usePlayersScreen();
  const { fight, encounter, campaignName, calendar, loaded, error, map, alerts, level } = screen;
  useEffect(() => usePlayersScreen.getState().follow(), []);

  const party = shownPartyOf(screen);
  return (
    <main className={`players-screen ${fight ? 'fighting' : ''}`} aria-label="Players' screen">
      {error && <p className="players-error" role="alert">{error}</p>}
      {!loaded && <p className="players-wait">Waiting for the GM's table…</p>}
      {loaded && !party && <p className="players-wait">No party at the table yet.</p>}
      {party && (
        <>
          <header className="players-top">
            <Clock state={party} calendar={calendar} />
            <Light state={party} />
            <Effects state={party} />
          </header>
          {alerts.length > 0 && (
            <section className="players-alerts" aria-label="Just happened" data-testid="players-alerts">
              {alerts.map((a, i) => (
                <p key={i} className="players-sub">
                  {a.text}
                </p>
              ))}
            </section>
          )}
          {encounter && !fight && <Sighting sighting={encounter} />}
          {level || map ? (
            // The map first, and kept in a fight: the turn order or the party stands beside it (below it on a phone).
            <div className="players-with-map">
              {level ? <PlayersLevel level={level} state={party} fight={fight} /> : map && <FogMap map={map} label={party.partyName} />}
              {fight ? <Initiative fight={fight} /> : <Party state={party} twoUp={false} />}
            </div>
          ) : fight ? (
            <Initiative fight={fight} />
          ) : (
            <Party state={party} twoUp={party.members.length > 4} />
          )}
          <ShownToYou />
          <footer className="players-foot">
            {campaignName} · {party.partyName}
            {party.location ? ` · ${party.location}` : ''}
          </footer>
        </>
      )}
    </main>
  );
}

/** Everything the GM has shown the table, newest first, to browse and search; nothing else of the notebook reaches this screen. */
function ShownToYou() {
  const shown = usePlayersScreen((s) => s.shownToYou);
  const [words, setWords] = useState('');
  if (shown.length === 0) return null;
  const needle = words.trim().toLowerCase();
  const found = needle ? shown.filter((s) => `${s.title}\n${s.text}`.toLowerCase().includes(needle)) : shown;
  return (
    <section className="players-shown" aria-label="Shown to you" data-testid="players-shown">
      <div className="players-shown-head">
        <h2>Shown to you</h2>
        <input type="search" aria-label="Search what you were shown" placeholder="Search…" value={words} onChange={(e) => setWords(e.target.value)} />
      </div>
      <ShownList shown={found} />
    </section>
  );
}

/** What the party sees coming: what and how many (unless the GM keeps it back), how far off, and whether they were caught unawares. */
function Sighting({ sighting }: { sighting: SightingView }) {
  return (
    <section className="players-encounter" aria-label="Encounter" data-testid="players-encounter">
      <div className="players-big">{sighting.what}</div>
      <div className="players-sub">
        {sighting.distance ? `${sighting.distance.value} ${sighting.distance.unit} away` : 'Distance unknown'}
        {sighting.surprise.party?.surprised && ' · you are caught by surprise'}
        {sighting.surprise.party?.surprised && sighting.surprise.party.spared?.length ? `, all but ${sighting.surprise.party.spared.join(' and ')}` : ''}
      </div>
    </section>
  );
}

function Clock({ state, calendar }: { state: DungeonState; calendar: Calendar | null }) {
  const { hour, minute, turn } = gameTimeParts(state.gameTimeSeconds);
  return (
    <section className="players-clock" aria-label="Game time">
      <div className="players-big" data-testid="players-time">
        {pad(hour)}:{pad(minute)}
      </div>
      <div className="players-sub players-date" data-testid="players-date">
        {formatGameDay(state.gameTimeSeconds, calendar)}
      </div>
      <div className="players-sub">turn {turn}</div>
    </section>
  );
}

function Light({ state }: { state: DungeonState }) {
  const lit = state.lights.filter((l) => l.state === 'lit');
  const spellLit = state.effects.filter((e) => e.light !== null);
  // "Bright 30' · dim to 50'" or "Dim (dim indoor light, …)": the first part is the big figure, the rest is small print.
  const [level, ...rest] = state.lightLevel.label.split(/ \(| · /);
  const detail = state.lightLevel.label.includes(' · ') ? rest.join(' · ') : null;
  return (
    <section className={`players-light ${state.lightLevel.inDarkness ? 'dark' : ''}`} aria-label="The party's light">
      <div className="players-big" data-testid="players-light-level">
        {level}
      </div>
      {detail && <div className="players-sub">{detail}</div>}
      <ul className="players-sub players-flames" data-testid="players-lights">
        {lit.length === 0 && spellLit.length === 0 && <li>No light burning</li>}
        {spellLit.map((e) => (
          <li key={`spell-${e.id}`}>
            <span className="players-flame" aria-hidden="true" /> <span>{e.name}</span>
            <span className="players-left"> · {effectTimeLeft(e.remainingSeconds, state.rules.secondsPerRound)} left</span>
          </li>
        ))}
        {lit.map((l) => (
          <li key={l.id}>
            <span className="players-flame" aria-hidden="true" /> <span className="players-kind">{l.kind}</span> · {l.carrierName}
            {l.remainingSeconds !== null && <span className="players-left"> · {formatTimeLeft(l.remainingSeconds, state.rules.secondsPerRound)} left</span>}
          </li>
        ))}
      </ul>
      {state.lightLevel.warning && <p className="players-warning">{state.lightLevel.warning}</p>}
    </section>
  );
}

/** The spells and countdowns the GM lets the table see, with their time left. */
function Effects({ state }: { state: DungeonState }) {
  if (state.effects.length === 0) return null;
  return (
    <section className="players-effects" aria-label="Effects running">
      <ul className="players-sub" data-testid="players-effects">
        {state.effects.map((e) => (
          <li key={e.id}>
            <span className="players-effect-name">{e.name}</span>
            {e.on !== 'campaign' && ` · ${e.onName}`}
            <span className="players-left"> · {effectTimeLeft(e.remainingSeconds, state.rules.secondsPerRound)} left</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Hexes about 100 pixels across: terrain and the party's marker read from across the room. */
const MAP_ZOOM = 60;

/** Where the party stands, under fog: the host sends no terrain of the hexes nobody has explored. */
function FogMap({ map, label }: { map: PlayersMap; label: string }) {
  const [viewport, setViewport] = useState<HexViewport>(() => centredOn(map.data.width, map.partyHex, MAP_ZOOM));
  // The party moved (a day's travel): the view follows it.
  useEffect(() => setViewport((v) => centredOn(map.data.width, map.partyHex, v.zoom)), [map.data.width, map.partyHex]);
  return (
    <section className="players-map" aria-label="The map" data-testid="players-map">
      <HexMapCanvas
        map={map.data}
        viewport={viewport}
        onViewportChange={setViewport}
        parties={[{ hexIndex: map.partyHex, label, color: '#ffbf5e' }]}
        dimUnexplored
        label="The map as the party knows it"
      />
      {map.shown.map((s) => (
        <blockquote key={`${s.hex.col},${s.hex.row}`} className="players-read-aloud" data-testid="players-hex-text">
          {s.readAloud}
        </blockquote>
      ))}
    </section>
  );
}

function Party({ state, twoUp }: { state: DungeonState; twoUp: boolean }) {
  return (
    <section className="players-list" aria-label="The party">
      <h2>The party</h2>
      {state.members.length === 0 && <p className="players-sub">Nobody has joined {state.partyName} yet.</p>}
      <ol className={twoUp ? 'two-up' : undefined}>
        {state.members.map((m) => {
          const looks = looksOf(m.hp);
          return (
            <li key={m.id} className="players-row member">
              <span className="players-name">{m.name}</span>
              <span className={`players-looks ${toneOf(looks)}`}>{looks}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Initiative({ fight }: { fight: CombatState }) {
  const order = [...fight.combatants].sort((a, b) => a.position - b.position);
  // Past six fighters the order runs down two columns, so the whole round fits one screen.
  const rows = order.length > 6 ? Math.ceil(order.length / 2) : order.length;
  return (
    <section className="players-list" aria-label="Turn order" data-testid="players-initiative">
      <h2>
        {fight.name} · round {fight.round}
      </h2>
      <ol className={rows < order.length ? 'two-up by-column' : undefined} style={{ gridTemplateRows: `repeat(${rows}, auto)` }}>
        {order.map((c) => (
          <Fighter key={c.id} c={c} />
        ))}
      </ol>
    </section>
  );
}

function Fighter({ c }: { c: CombatantView }) {
  return (
    <li className={`players-row ${c.current ? 'current' : ''} ${c.out ? 'out' : ''} ${c.side}`} aria-current={c.current ? 'step' : undefined}>
      <span className="players-turn" aria-hidden="true">
        {c.current ? '▶' : ''}
      </span>
      <span className="players-name">
        {c.name}
        {c.side === 'foes' && <span className="players-side"> foe</span>}
      </span>
      <span className={`players-looks ${toneOf(c.looks)}`}>{c.looks}</span>
    </li>
  );
}
