import { useEffect, useState } from 'react';
import { RECOVERED_SHARE_PERCENT } from '../../../src-shared/ammo-kinds';
import { fightEndLines, type CombatState, type PartyView } from '../../../src-shared/contract';
import { useCombat } from '../../stores/combat';
import { useParty } from '../../stores/party';
import { coinsText } from '../party/coins-text';
import { api } from '../../api/client';
import { Why } from '../../components/Why';
import { splitEndLine } from './end-reasons';
import { formatElapsed } from './format';
import { InitiativeList } from './InitiativeList';
import { LogPanel } from './LogPanel';

type EndOpening = (typeof fightEndLines)[keyof typeof fightEndLines];

/** The line the rules wrote about the fight's end in its last entry, found by its opening words (`fightEndLines`). */
const wholeEndLine = (state: CombatState, opening: EndOpening): string | undefined => (state.log[0]?.changes ?? []).find((c) => c.startsWith(opening));

/** What the rules make of the fight's end: the text after the line's opening words. */
function endLine(state: CombatState, opening: EndOpening): string | undefined {
  return wholeEndLine(state, opening)?.replace(/^[^:]*:\s*/, '').replace(/\.$/, '');
}

/** The campaign's latest fight, over: who was beaten, what it was worth, a place for the loot, how everyone came out of it, its log. */
export function EndedPanel({ state }: { state: CombatState }) {
  const beaten = state.combatants.filter((c) => c.side === 'foes' && c.out);
  const standing = state.combatants.filter((c) => c.side === 'foes' && !c.out);
  const xpLine = wholeEndLine(state, fightEndLines.experience);
  const xp = xpLine && splitEndLine(xpLine, fightEndLines.experience);
  const fled = endLine(state, fightEndLines.fled);
  const ruled = endLine(state, fightEndLines.defeated);
  // Where the rules say who was defeated, that is the list; elsewhere every foe out of the fight, as it went out.
  const defeated = ruled !== undefined || fled !== undefined
    ? (ruled ?? 'None')
    : beaten.length === 0
      ? 'None'
      : beaten.map((c) => `${c.name}${c.conditions.some((x) => x.id === 'fled') ? ' (fled)' : c.hp && c.hp.current > 0 ? ' (out of the fight)' : ''}`).join(', ');
  return (
    <div className="ended-grid">
      <section className="panel fight-summary" aria-label="Fight summary" data-testid="fight-summary">
        <div className="panel-head">
          <h2>{state.name}</h2>
          <span className="badge small">over</span>
        </div>
        <p className="fight-clock numeric" data-testid="fight-clock">
          {state.round} round{state.round === 1 ? '' : 's'} · {formatElapsed(state.elapsedSeconds)} of game time
        </p>
        <dl className="summary-list">
          <dt>Foes defeated</dt>
          <dd data-testid="summary-defeated">
            {defeated}
            {standing.length > 0 && <span className="muted"> · still standing: {standing.map((c) => c.name).join(', ')}</span>}
          </dd>
          {fled !== undefined && (
            <>
              <dt>Put to flight</dt>
              <dd data-testid="summary-fled">{fled}</dd>
            </>
          )}
          <dt>Experience</dt>
          <dd data-testid="summary-xp">
            {xp ? xp.verdict : 'These rules give no experience by the foe: award it as you judge.'}
            {xp && xp.reasons.length > 0 && <Why about="experience">{xp.reasons.join(' ')}</Why>}
            {/* Every foe the rules counted out ran: nothing was earned to share. */}
            {xp && (ruled !== undefined || fled === undefined) && <ShareExperience state={state} />}
          </dd>
          <dt>Treasure</dt>
          <dd>
            <TakeTreasure state={state} />
          </dd>
          {state.audience === 'gm' && (
            <>
              <dt>Arrows and stones</dt>
              <dd>
                <button type="button" onClick={() => void useCombat.getState().perform('combat.recoverMissiles', { percent: RECOVERED_SHARE_PERCENT })}>
                  Recover {RECOVERED_SHARE_PERCENT}% of what was shot
                </button>
                <span className="muted"> Lantern's own share: the rules here give none.</span>
              </dd>
            </>
          )}
        </dl>
        <InitiativeList combatants={state.combatants} targetId={null} actorId={null} tiesActTogether={state.reference.tiesActTogether} />
      </section>
      <LogPanel log={state.log} />
    </div>
  );
}

/** What the beaten foes carried or guarded, taken into the party's stores in one action. */
function TakeTreasure({ state }: { state: CombatState }) {
  const party = useFightParty(state.partyId);
  const [coins, setCoins] = useState<Record<string, string>>({});
  const [taken, setTaken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (state.audience !== 'gm') return <span className="muted">The GM shares the loot.</span>;
  if (!party) return <span className="muted">The fight had no party to take it.</span>;
  const counts = Object.fromEntries(Object.entries(coins).filter(([, n]) => n.trim() !== '').map(([id, n]) => [id, Number(n)]));
  return (
    <form
      className="take-treasure"
      aria-label="Take the treasure"
      onSubmit={(e) => {
        e.preventDefault();
        api.purse.award({ partyId: party.id, from: state.name, coins: counts }).then(
          (p) => (setTaken(`${coinsText(counts, p.money)} into ${p.name}'s stores`), setCoins({}), setError(null)),
          (err: Error) => setError(err.message),
        );
      }}
    >
      {party.money.denominations.map((d) => (
        <label key={d.id} className="coin-input">
          <input aria-label={d.label} type="number" min={0} step={1} value={coins[d.id] ?? ''} onChange={(e) => setCoins({ ...coins, [d.id]: e.target.value })} placeholder="0" />
          <span>{d.short}</span>
        </label>
      ))}
      <button type="submit">Take the treasure</button>
      {taken && <span className="muted"> Taken: {taken}</span>}
      {error && <span className="field-error">{error}</span>}
    </form>
  );
}

/** The fight's experience shared among the party's survivors (a retainer half a share, a hireling serving nobody none) in one action. */
function ShareExperience({ state }: { state: CombatState }) {
  const [shared, setShared] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (state.audience !== 'gm') return null;
  return (
    <span className="share-xp">
      <button
        type="button"
        disabled={shared !== null}
        onClick={() =>
          api.experience.fromFight({ encounterId: state.encounterId }).then(
            async () => {
              const entry = (await api.journal.list({ campaignId: state.campaignId, limit: 1 })).entries[0];
              setShared(entry?.summary.replace(/^[^:]*: /, '') ?? 'shared');
              setError(null);
            },
            (err: Error) => setError(err.message),
          )
        }
      >
        Split XP among survivors
      </button>
      {shared && <span className="muted" data-testid="xp-shared"> {shared}</span>}
      {error && <span className="field-error">{error}</span>}
    </span>
  );
}

/** The party that fought, as the Party view holds it or as the host answers. */
function useFightParty(partyId: number | null): PartyView | null {
  const held = useParty((s) => (s.view && s.view.id === partyId ? s.view : null));
  const [fetched, setFetched] = useState<PartyView | null>(null);
  useEffect(() => {
    if (partyId === null || held) return;
    let live = true;
    api.party.get({ partyId }).then((p) => live && setFetched(p), () => undefined);
    return () => {
      live = false;
    };
  }, [partyId, held]);
  return held ?? fetched;
}
