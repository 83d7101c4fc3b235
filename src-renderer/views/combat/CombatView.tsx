import { useEffect } from 'react';
import { useErrorToast } from '../../components/Toasts';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useCombat } from '../../stores/combat';
import { useParty } from '../../stores/party';
import { BestiaryPanel } from './BestiaryPanel';
import { EncounterTablesPanel } from '../encounter/EncounterTablesPanel';
import { EndedPanel } from './EndedPanel';
import { FightScreen } from './FightScreen';
import { PlayersScreen } from './PlayersScreen';
import { SetupPanel } from './SetupPanel';
import './combat.css';

export function CombatView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const campaignId = campaign?.id;
  const loadParties = useParty((s) => s.load);
  const parties = useParty((s) => s.parties);
  const { state, settingUp, audience, error, busy, load, setSettingUp, undo } = useCombat();

  useEffect(() => {
    if (campaignId === undefined) return;
    void load(campaignId);
    void loadParties(campaignId);
  }, [campaignId, load, loadParties]);

  useErrorToast(error);
  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  const mine = state?.campaignId === campaign.id ? state : null;

  if (mine?.status === 'active') return audience === 'players' ? <PlayersScreen state={mine} /> : <FightScreen state={mine} />;

  const showSetup = !mine || settingUp;
  return (
    <section className="view combat-view" aria-labelledby="combat-title">
      <header className="view-header party-header">
        <div>
          <h1 id="combat-title">Combat</h1>
          <p className="view-sub">Initiative, maneuvers, every roll with its odds, and the clock running a round at a time.</p>
        </div>
        {mine && (
          <div className="party-tools">
            {showSetup ? (
              <button type="button" onClick={() => setSettingUp(false)}>
                Back to the last fight
              </button>
            ) : (
              <>
                <button type="button" data-key="undo" disabled={!mine.canUndo || busy} onClick={() => void undo()} title="Undo (brings the fight back)">
                  Undo
                </button>
                <button type="button" className="primary big-button" onClick={() => setSettingUp(true)}>
                  New fight
                </button>
              </>
            )}
          </div>
        )}
      </header>
      {showSetup ? (
        // The bestiary and the tables are prepared before any party exists: a new campaign's first job.
        <div className="setup-layout">
          {parties.length === 0 ? (
            <p className="empty">This campaign has no party yet: make one in the Party view to set up a fight.</p>
          ) : (
            <SetupPanel key={campaign.id} system={campaign.rulesSystem} />
          )}
          <div>
            <BestiaryPanel campaignId={campaign.id} campaignName={campaign.name} system={campaign.rulesSystem} />
            <EncounterTablesPanel key={campaign.id} campaignId={campaign.id} campaignName={campaign.name} />
          </div>
        </div>
      ) : (
        <EndedPanel state={mine} />
      )}
    </section>
  );
}
