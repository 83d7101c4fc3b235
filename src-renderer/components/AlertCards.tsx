import { formatGameHour } from '../../src-shared/time';
import { useAlerts } from '../stores/alerts';
import { selectCalendar, useCampaigns } from '../stores/campaigns';

/** Cards for what needs the GM from the last actions (a member down, an effect or countdown ended), over every view. */
export function AlertCards() {
  const campaignId = useCampaigns((s) => s.selectedId);
  const calendar = useCampaigns(selectCalendar);
  const shown = useAlerts((s) => s.shown).filter((a) => a.campaignId === campaignId);
  const dismiss = useAlerts((s) => s.dismiss);
  if (shown.length === 0) return null;
  return (
    <section className="alert-cards" aria-label="Needs the GM">
      {shown.map((a) => (
        <article key={a.key} className={`alert-card${a.hidden ? ' hidden-alert' : ''}`} data-testid="alert-card">
          <span className="alert-when muted">{formatGameHour(a.at, calendar)}</span>
          <span className="alert-text">{a.text}</span>
          {a.hidden && <span className="badge small">hidden from the players</span>}
          <button type="button" className="alert-dismiss" onClick={() => dismiss(a.key)} aria-label={`Dismiss: ${a.text}`}>
            Dismiss
          </button>
        </article>
      ))}
    </section>
  );
}
