import { useState, type ComponentType } from 'react';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { SessionPrepTab } from './SessionPrepTab';
import { TablesTab } from './TablesTab';

/** The notebook's parts, each a tab of its own. */
const TABS: { id: string; label: string; component: ComponentType<{ campaignId: number }> }[] = [
  { id: 'tables', label: 'Tables', component: TablesTab },
  { id: 'prep', label: 'Session prep', component: SessionPrepTab },
];

/** The campaign's notebook: what the GM keeps beside the places and the clock. */
export function NotebookView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const [tab, setTab] = useState(TABS[0].id);
  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  const Current = (TABS.find((t) => t.id === tab) ?? TABS[0]).component;
  return (
    <section className="view notebook-view" aria-labelledby="notebook-title">
      <header className="view-header">
        <h1 id="notebook-title">Notebook</h1>
      </header>
      <div className="tabs" role="tablist" aria-label="Notebook">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={t.id === tab} className={t.id === tab ? 'tab active' : 'tab'} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label}>
        <Current campaignId={campaign.id} />
      </div>
    </section>
  );
}
