import { useEffect } from 'react';
import { CampaignSwitcher } from './components/CampaignSwitcher';
import { NavBar } from './components/NavBar';
import { StatusBar } from './components/StatusBar';
import { useAppInfo } from './stores/app-info';
import { useCampaigns } from './stores/campaigns';
import { followGmChanges } from './stores/live';
import { useNavigation, views, type ViewId } from './stores/navigation';
import { CampaignsView } from './views/CampaignsView';
import { CombatView } from './views/combat/CombatView';
import { DungeonView } from './views/dungeon/DungeonView';
import { FirstTurnHint } from './views/first-minute/FirstTurnHint';
import { EncounterCard } from './views/encounter/EncounterCard';
import { TimeHoldDialog } from './views/encounter/TimeHoldDialog';
import { AlertCards } from './components/AlertCards';
import { Toasts } from './components/Toasts';
import { CalendarView } from './views/calendar/CalendarView';
import { JournalView } from './views/journal/JournalView';
import { NotebookView } from './views/notebook/NotebookView';
import { PartyView } from './views/party/PartyView';
import { WildernessView } from './views/wilderness/WildernessView';

export function App() {
  const view = useNavigation((s) => s.view);
  const go = useNavigation((s) => s.go);
  const campaignId = useCampaigns((s) => s.selectedId);

  useEffect(() => {
    void useCampaigns.getState().load();
    void useAppInfo.getState().load();
  }, []);

  useEffect(followGmChanges, []);

  useEffect(() => {
    // Alt+1..8 jumps between views from anywhere, even while typing.
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const target = views[Number(event.key) - 1];
      if (target) {
        event.preventDefault();
        go(target.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  return (
    <div className="app">
      <header className="topbar">
        <div className="brand" aria-label="Lantern">
          <span className="brand-flame" aria-hidden="true" />
          Lantern
        </div>
        <CampaignSwitcher />
      </header>
      <NavBar />
      <main className="content" aria-live="polite">
        {view !== 'campaigns' && <AlertCards />}
        {view !== 'campaigns' && <EncounterCard key={`encounter-${campaignId ?? 'none'}`} />}
        {view === 'dungeon' && <FirstTurnHint />}
        {/*
          A view starts afresh for each campaign: no draft or pick of one campaign's ids outlives a switch.
          The Campaigns view is about every campaign, so a name being typed survives the selection landing.
        */}
        <ViewFor key={view === 'campaigns' ? 'campaigns' : `view-${campaignId ?? 'none'}`} id={view} />
      </main>
      <StatusBar />
      <TimeHoldDialog />
      <Toasts />
    </div>
  );
}

function ViewFor({ id }: { id: ViewId }) {
  if (id === 'campaigns') return <CampaignsView />;
  if (id === 'party') return <PartyView />;
  if (id === 'dungeon') return <DungeonView />;
  if (id === 'journal') return <JournalView />;
  if (id === 'calendar') return <CalendarView />;
  if (id === 'notebook') return <NotebookView />;
  if (id === 'wilderness') return <WildernessView />;
  return <CombatView />;
}
