import { useEffect, useMemo, useState } from 'react';
import { AudienceToggle } from '../../components/AudienceToggle';
import { EffectsPanel } from '../../components/EffectsPanel';
import { FieldError } from '../../components/FieldError';
import { JournalEntryCard } from '../../components/JournalEntryCard';
import { PlayersFollow } from '../../components/PlayersFollow';
import { useShortcuts } from '../../components/use-shortcuts';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useCombat } from '../../stores/combat';
import { useDungeon } from '../../stores/dungeon';
import { useNavigation } from '../../stores/navigation';
import { useParty } from '../../stores/party';
import { ActionsPanel } from './ActionsPanel';
import { LevelPanel } from './LevelPanel';
import { LightPanel } from './LightPanel';
import { SpellsPanel } from './SpellsPanel';
import { PartyStrip } from './PartyStrip';
import { PlayLayout } from '../play/Cockpit';

export function DungeonView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const { parties, partyId, load: loadParties, open, follow } = useParty();
  const { state, event, audience, busy, load, setAudience, undo, redo } = useDungeon();
  const [followError, setFollowError] = useState<string | null>(null);

  // Keyed on the id: the campaign object is replaced whenever its game time moves, which is every action.
  const campaignId = campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined) void loadParties(campaignId);
  }, [campaignId, loadParties]);
  useEffect(() => {
    if (partyId !== null) void load(partyId);
  }, [partyId, load]);

  const gm = audience === 'gm';
  useShortcuts(
    useMemo(
      () => [
        { key: 'z', ctrl: true, shift: false, run: () => void undo() },
        { key: 'z', ctrl: true, shift: true, run: () => void redo() },
        { key: 'y', ctrl: true, run: () => void redo() },
      ],
      [undo, redo],
    ),
    gm,
  );

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  if (parties.length === 0) return <p className="empty">This campaign has no party yet. Make one in the Party view.</p>;

  return (
    <PlayLayout partyId={partyId}>
    <section className="view dungeon-view" aria-labelledby="dungeon-title">
      <header className="view-header dungeon-header">
        <div>
          <h1 id="dungeon-title">Dungeon</h1>
          <p className="view-sub">Ten-minute turns underground: light, time, and what is lurking.</p>
        </div>
        <div className="party-tools">
          {/* The party the GM plays underground is the one the table watches. */}
          <select
            aria-label="Party in the dungeon"
            value={partyId ?? ''}
            onChange={(e) => {
              const chosen = Number(e.target.value);
              setFollowError(null);
              void open(chosen);
              follow(chosen).catch((err: Error) => setFollowError(err.message));
            }}
          >
            {parties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <FieldError message={followError} />
          <AudienceToggle audience={audience} onChange={(a) => void setAudience(a)} />
          {gm && <PlayersFollow />}
          {gm && (
            <>
              <button
                type="button"
                className="primary"
                disabled={partyId === null}
                onClick={() => {
                  useCombat.getState().prepare(partyId);
                  useNavigation.getState().go('combat');
                }}
              >
                Start a fight
              </button>
              <button type="button" data-key="undo" disabled={!state?.canUndo || busy} onClick={() => void undo()} title="Undo (Ctrl+Z)">
                Undo <kbd aria-hidden="true">Ctrl+Z</kbd>
              </button>
              <button type="button" data-key="redo" disabled={!state?.canRedo || busy} onClick={() => void redo()} title="Redo (Ctrl+Shift+Z)">
                Redo <kbd aria-hidden="true">Ctrl+⇧Z</kbd>
              </button>
            </>
          )}
        </div>
      </header>
      {event && (
        <p className="banner warn event" role="status" data-testid="clock-event">
          Stopped: {event}
        </p>
      )}
      {state && gm && <LevelPanel />}
      {state && (
        <div className="dungeon-grid">
          <LightPanel />
          <EffectsPanel
            effects={state.effects}
            secondsPerRound={state.rules.secondsPerRound}
            gm={gm}
            partyId={state.partyId}
            members={state.members}
            add={(input) => useDungeon.getState().act('effect.add', input)}
            remove={(effectId) => useDungeon.getState().perform('effect.remove', { effectId })}
          />
          {gm && state.spells.casters.length + state.spells.list.length > 0 && <SpellsPanel />}
          <PartyStrip />
          {gm && <ActionsPanel />}
          <section className="panel journal-feed" aria-label="Journal">
            <h2>Journal</h2>
            <ol className="journal-list">
              {state.journal.slice(0, 12).map((e) => (
                <JournalEntryCard key={e.id} entry={e} />
              ))}
            </ol>
          </section>
        </div>
      )}
    </section>
    </PlayLayout>
  );
}
