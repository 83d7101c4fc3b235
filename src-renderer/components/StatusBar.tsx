import { formatGameTime, formatGameTimeExact } from '../../src-shared/time';
import { useAppInfo } from '../stores/app-info';
import { PlayersLink } from './PlayersLink';
import { selectCurrentCampaign, useCampaigns } from '../stores/campaigns';

export function StatusBar() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const { info, mode } = useAppInfo();
  return (
    <footer className="statusbar">
      <span className="status-time" data-testid="game-time" title={campaign ? formatGameTimeExact(campaign.gameTimeSeconds, campaign.calendar) : undefined}>
        {campaign ? formatGameTime(campaign.gameTimeSeconds, campaign.calendar) : 'No campaign selected'}
      </span>
      <span className="status-campaign">{campaign?.name}</span>
      <span className="status-spacer" />
      {mode === 'browser' && <PlayersLink />}
      {mode === 'desktop' && window.lantern && (
        <button type="button" title="Ctrl+Shift+P" onClick={() => void window.lantern!.openPlayersWindow()}>
          Players' window
        </button>
      )}
      <span className="status-mode" title={mode === 'desktop' ? 'Desktop app' : 'Running in a browser'}>
        {mode === 'desktop' ? 'Desktop' : 'Browser mode'}
      </span>
      {info && (
        <>
          <span className="status-file" title={`Campaign file: ${info.dataFile}`}>
            <bdi dir="ltr">{info.dataFile}</bdi>
          </span>
          <span className="status-version">
            schema {info.schemaVersion} · v{info.version}
          </span>
        </>
      )}
    </footer>
  );
}
