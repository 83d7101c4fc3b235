import { useEffect, type ComponentType } from 'react';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useNotebook, type NotebookTab } from '../../stores/notebook';
import { HandoutsTab } from './HandoutsTab';
import { PagesTab } from './PagesTab';
import { SessionPrepTab } from './SessionPrepTab';
import { TablesTab } from './TablesTab';

/** The notebook's tabs, in order; each is a component of its own. */
export const TABS: readonly { id: NotebookTab; label: string; component: ComponentType<{ campaignId: number }> }[] = [
  { id: 'pages', label: 'Pages', component: PagesTab },
  { id: 'handouts', label: 'Handouts', component: HandoutsTab },
  { id: 'tables', label: 'Tables', component: TablesTab },
  { id: 'prep', label: 'Session prep', component: SessionPrepTab },
];

/** The campaign's notebook: its people, factions, places, threads and free pages, what the players have been shown, its roll tables and the next session's plan. */
export function NotebookView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const tab = useNotebook((s) => s.tab);
  const setTab = useNotebook((s) => s.showTab);
  const campaignId = campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined) void useNotebook.getState().load(campaignId);
  }, [campaignId]);

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  const Shown = current.component;
  return (
    <section className="view notebook-view" aria-labelledby="notebook-title">
      <header className="view-header party-header">
        <div>
          <h1 id="notebook-title">Notebook</h1>
          <p className="view-sub">People, factions, places and threads, tied to the journal's clock; what the players have been shown; tables to roll on and the next session's plan.</p>
        </div>
        <div className="tabs" role="tablist" aria-label="Notebook">
          {TABS.map((t) => (
            <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} onClick={() => setTab(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
      </header>
      <div role="tabpanel" aria-label={current.label}>
        <Shown campaignId={campaign.id} />
      </div>
    </section>
  );
}
