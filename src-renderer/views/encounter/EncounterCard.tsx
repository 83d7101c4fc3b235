import { useEffect, useMemo, useState } from 'react';
import { OPEN_COUNTED, type SightingView } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { useShortcuts } from '../../components/use-shortcuts';
import { Why } from '../../components/Why';
import { selectCalendar, useCampaigns } from '../../stores/campaigns';
import { useEncounter } from '../../stores/encounter';
import './encounter.css';

/**
 * The open wandering encounter, over whatever view the GM is in: what came and how
 * many, surprise, distance and reaction, and the four ways to deal with it. It is
 * gone once the encounter is resolved, and it belongs to the selected campaign only.
 */
export function EncounterCard() {
  const campaignId = useCampaigns((s) => s.selectedId);
  const gameTime = useCampaigns((s) => s.campaigns.find((c) => c.id === s.selectedId)?.gameTimeSeconds);
  const calendar = useCampaigns(selectCalendar);
  const { sighting, busy, error, load, resolve, startFight } = useEncounter();
  const [modifier, setModifier] = useState('0');
  const [gmWord, setGmWord] = useState('');

  // Another campaign, or time moved by another window, may have brought one up or taken it away.
  useEffect(() => {
    if (campaignId !== null) void load();
  }, [campaignId, gameTime, load]);

  const talk = () => {
    const s = useEncounter.getState().sighting;
    if (!s || s.reaction) return;
    if (!s.reactionRolled && !gmWord.trim()) return document.getElementById('encounter-gm-word')?.focus();
    void resolve({ action: 'talk', modifier: Number(modifier) || 0, ...(!s.reactionRolled && { gmReaction: gmWord.trim() }) });
  };
  useShortcuts(
    useMemo(
      () => [
        { key: 'f', shift: true, run: () => void useEncounter.getState().startFight(document.querySelector('[data-key="⇧F"]')) },
        { key: 'k', shift: true, run: talk },
        { key: 'v', shift: true, run: () => void useEncounter.getState().resolve({ action: 'evade' }) },
        { key: 'q', shift: true, run: () => void useEncounter.getState().resolve({ action: 'dismiss' }) },
      ],
      // talk reads the store, and the two fields typed on the card.
      [modifier, gmWord],
    ),
    sighting !== null,
  );

  if (!sighting) return null;
  const s = sighting;
  return (
    <>
    <section className="encounter-card" role="region" aria-label="Wandering encounter" data-testid="encounter-card">
      <header className="encounter-head">
        <span className="encounter-flag">Wandering encounter</span>
        <span className="muted">
          {s.partyName && `${s.partyName} · `}
          {s.place} · {formatGameTime(s.at, calendar)}
        </span>
      </header>
      <div className="encounter-body">
        <div className="encounter-what">
          <div className="encounter-count numeric" data-testid="encounter-count">
            {s.count ?? '—'}
            {s.foe && <span className="encounter-foe"> × {s.foe.name}</span>}
          </div>
          {s.alongside.map((a, i) => (
            <div key={i} className="encounter-count numeric" data-testid="encounter-alongside">
              {a.count ?? '—'}
              <span className="encounter-foe"> × {a.name}</span>
            </div>
          ))}
          <p className="encounter-line">{s.what}</p>
          {s.countRoll && (
            <p className="muted small">
              Number appearing {s.countRoll.expression}
              {s.countRoll.faces.length > 0 && `: ${s.countRoll.faces.join(' + ')} = ${s.countRoll.total}`}
              {s.countRoll.total > 20 && ' (a fight takes 20 of a kind at most)'}
            </p>
          )}
          {s.foe && <p className="muted small">{s.foe.summary}</p>}
          <HideCount sighting={s} />
        </div>
        <Surprise sighting={s} />
        <Distance sighting={s} />
        <div className="encounter-fact">
          <FactHead title="Reaction" source={s.reactionSource} />
          {s.reaction ? (
            <p data-testid="encounter-reaction">
              {s.reaction.total !== null && <strong className="numeric">{s.reaction.total} </strong>}
              {s.reaction.meaning}
            </p>
          ) : s.reactionRolled ? (
            <label className="inline">
              Modifier <input className="qty" inputMode="numeric" aria-label="Reaction modifier" value={modifier} onChange={(e) => setModifier(e.target.value)} />
            </label>
          ) : (
            <input
              id="encounter-gm-word"
              aria-label="How they react"
              placeholder="How they react (your call); Enter"
              value={gmWord}
              onChange={(e) => setGmWord(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && talk()}
            />
          )}
        </div>
      </div>
      {error && (
        <p className="banner error" role="alert">
          {error}
        </p>
      )}
      <footer className="encounter-actions">
        <button type="button" className="primary" data-key="⇧F" disabled={busy} onClick={(e) => void startFight(e.currentTarget)} title="Shift+F">
          Start fight <kbd>⇧F</kbd>
        </button>
        <button type="button" disabled={busy} onClick={() => useEncounter.getState().setUpFight()}>
          Change the fight first
        </button>
        <button type="button" disabled={busy || s.reaction !== null} onClick={talk} title="Shift+K">
          Talk <kbd>⇧K</kbd>
        </button>
        <button type="button" disabled={busy} onClick={() => void resolve({ action: 'evade' })} title="Shift+V">
          Evade <kbd>⇧V</kbd>
        </button>
        <button type="button" disabled={busy} onClick={() => void resolve({ action: 'dismiss' })} title="Shift+Q">
          {s.reaction ? 'Part ways' : 'Dismiss'} <kbd>⇧Q</kbd>
        </button>
        <span className="muted small">Every choice goes in the journal; Ctrl+Z undoes it.</span>
      </footer>
    </section>
      <Waiting />
    </>
  );
}

/** The next open encounters after the first, each its own card at its own hour, and how many more wait behind them. */
function Waiting() {
  const waiting = useEncounter((s) => s.waiting);
  const open = useEncounter((s) => s.open);
  const calendar = useCampaigns(selectCalendar);
  const more = open - 1 - waiting.length;
  return (
    <>
      {waiting.map((w, i) => (
        <section key={w.id} className="encounter-card encounter-waiting" role="region" aria-label="Wandering encounter waiting" data-testid="encounter-waiting">
          <span className="encounter-flag">{i === 0 ? 'Next encounter' : 'Then'}</span>
          <strong>{w.what}</strong>
          <span className="muted">
            {w.partyName && `${w.partyName} · `}
            {w.place} · {formatGameTime(w.at, calendar)}
          </span>
        </section>
      ))}
      {more > 0 && (
        <p className="encounter-card encounter-waiting muted" data-testid="encounter-more">
          {open >= OPEN_COUNTED ? `At least ${more} more encounters are` : more === 1 ? 'One more encounter is' : `${more} more encounters are`} still open after these. Each
          comes up here once the ones before it are dealt with.
        </p>
      )}
    </>
  );
}

/** A fact's heading, its verdict's rule or the reason it has none behind a "why?" that opens below it. */
function FactHead({ title, source }: { title: string; source: string }) {
  return (
    <div className="encounter-fact-head">
      <h3>{title}</h3>
      <Why about={title.toLowerCase()}>{source}</Why>
    </div>
  );
}

function HideCount({ sighting }: { sighting: SightingView }) {
  const hideCount = useEncounter((s) => s.hideCount);
  if (sighting.count === null) return null;
  return (
    <label className="check compact">
      <input type="checkbox" checked={sighting.countHidden} onChange={(e) => void hideCount(e.target.checked)} />
      Hide the number from the players
    </label>
  );
}

function Surprise({ sighting }: { sighting: SightingView }) {
  const setSurprise = useEncounter((s) => s.setSurprise);
  const { party, foes, source } = sighting.surprise;
  const side = (label: string, who: typeof party) =>
    who && (
      <li>
        {label}: <strong>{who.surprised ? 'surprised' : 'ready'}</strong>
        {who.roll !== null && (
          <span className="muted">
            {' '}
            (rolled {who.roll}, {who.range})
          </span>
        )}
        {who.surprised && who.spared && who.spared.length > 0 && <span>, except {who.spared.join(', ')}: ready, and acts in the first round</span>}
      </li>
    );
  return (
    <div className="encounter-fact">
      <FactHead title="Surprise" source={source} />
      {party || foes ? (
        <ul className="plain" data-testid="encounter-surprise">
          {side('Party', party)}
          {side('Foes', foes)}
        </ul>
      ) : (
        <p className="muted">Nobody said yet.</p>
      )}
      <div className="inline">
        <label className="check compact">
          <input type="checkbox" checked={party?.surprised ?? false} onChange={(e) => void setSurprise(e.target.checked, foes?.surprised ?? false)} />
          Party surprised
        </label>
        <label className="check compact">
          <input type="checkbox" checked={foes?.surprised ?? false} onChange={(e) => void setSurprise(party?.surprised ?? false, e.target.checked)} />
          Foes surprised
        </label>
      </div>
    </div>
  );
}

function Distance({ sighting }: { sighting: SightingView }) {
  const setDistance = useEncounter((s) => s.setDistance);
  const [typed, setTyped] = useState('');
  const [dice, setDice] = useState('2d6');
  const [times, setTimes] = useState('10');
  return (
    <div className="encounter-fact">
      <FactHead title="Distance" source={sighting.distanceSource} />
      {sighting.distance ? (
        <p data-testid="encounter-distance">
          <strong className="numeric">
            {sighting.distance.value} {sighting.distance.unit}
          </strong>{' '}
          <span className="muted">{sighting.distance.how}</span>
        </p>
      ) : (
        <p className="muted">Not set.</p>
      )}
      <form
        className="inline"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) void setDistance({ distance: Number(typed) });
        }}
      >
        <input className="qty" inputMode="numeric" aria-label="Distance" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit">Set</button>
        <span className="muted">or roll your own dice</span>
        <input className="qty" aria-label="Distance dice" value={dice} onChange={(e) => setDice(e.target.value)} />×
        <input className="qty" inputMode="numeric" aria-label="Distance times" value={times} onChange={(e) => setTimes(e.target.value)} />
        <button type="button" onClick={() => void setDistance({ roll: dice.trim(), times: Number(times) || 1 })}>
          Roll
        </button>
      </form>
    </div>
  );
}
