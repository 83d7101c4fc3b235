import { useEffect, useState } from 'react';
import type { JournalEntry } from '../../../src-shared/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDay } from '../../../src-shared/calendar';
import { journalKinds } from '../../../src-shared/contract';
import { Banner } from '../../components/Banner';
import { downloadText } from '../../components/files';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { journalMarkdown, useJournal, type JournalFilter } from '../../stores/journal';
import { useParty } from '../../stores/party';
import { GmRollForm } from './GmRollForm';
import { useSystemUi } from '../../systems';
import { runsOf } from '../../../src-shared/journal-runs';
import { JournalRun } from './JournalGroups';
import { NoteForm, SessionBar } from './SessionBar';

export function JournalView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const ui = useSystemUi();
  const { view: party, load: loadParties } = useParty();
  const { entries, canUndo, canRedo, error, filter, refresh, setFilter, undo, redo, undoTo } = useJournal();
  const campaignId = campaign?.id;
  const [backTo, setBackTo] = useState<{ entry: JournalEntry; later: number } | null>(null);

  useEffect(() => {
    if (campaignId === undefined) return;
    void refresh();
    void loadParties(campaignId);
  }, [campaignId, refresh, loadParties]);

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  const { kind, day, memberId, text } = filter;
  // Counted from the whole list: with a filter on, the entries after one are not all shown.
  const unfiltered = !kind && !day && !memberId && !text.trim();
  const laterThan = (e: JournalEntry) => entries.filter((x) => x.status === 'active' && x.id > e.id).length;
  const backToHere = (e: JournalEntry) =>
    unfiltered && e.status === 'active' && laterThan(e) > 0 ? (
      <button type="button" className="link-button small" onClick={() => setBackTo({ entry: e, later: laterThan(e) })}>
        Undo back to here
      </button>
    ) : null;

  return (
    <section className="view journal-view" aria-labelledby="journal-title">
      <header className="view-header party-header">
        <div>
          <h1 id="journal-title">Journal</h1>
          <p className="view-sub">Every action with its dice, and your own notes, newest first. Undo and redo step through it.</p>
        </div>
        <div className="party-tools">
          <button type="button" disabled={!canUndo} onClick={() => void undo()}>
            Undo
          </button>
          <button type="button" disabled={!canRedo} onClick={() => void redo()}>
            Redo
          </button>
          <button
            type="button"
            className="primary"
            onClick={() =>
              void journalMarkdown(campaign.id).then((r) => downloadText(r.fileName, r.markdown, 'text/markdown'), (e: Error) => useJournal.setState({ error: e.message }))
            }
          >
            Export as Markdown
          </button>
        </div>
      </header>
      <SessionBar />
      <NoteForm members={party?.members ?? []} />
      {ui && <GmRollForm key={campaign?.rulesSystem} members={party?.members ?? []} roller={ui.gmRoll} />}
      <div className="panel journal-filters" role="search">
        <label className="inline">
          Find
          <input type="search" placeholder="words in the journal" value={text} onChange={(e) => void setFilter({ text: e.target.value })} />
        </label>
        <label className="inline">
          Kind
          <select value={kind} onChange={(e) => void setFilter({ kind: e.target.value as JournalFilter['kind'] })}>
            <option value="">All</option>
            {journalKinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          Day
          <input className="qty" inputMode="numeric" placeholder="any" value={day} onChange={(e) => void setFilter({ day: e.target.value.replace(/\D/g, '') })} />
          {campaign.calendar && Number(day) >= 1 && <span className="muted small">{formatDay(campaign.calendar, Number(day) - 1)}</span>}
        </label>
        <label className="inline">
          Character
          <select value={memberId} onChange={(e) => void setFilter({ memberId: e.target.value })}>
            <option value="">Anyone</option>
            {party?.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Banner message={error} />
      {entries.length === 0 ? (
        <p className="empty">Nothing recorded{kind || day || memberId || text ? ' that matches' : ' yet'}.</p>
      ) : (
        <ol className="journal-list full" aria-label="Journal entries">
          {runsOf(entries).map((run) => (
            <JournalRun key={run[0].id} run={run} toolsFor={backToHere} />
          ))}
        </ol>
      )}
      {backTo && (
        <ConfirmDialog
          title="Undo back to here?"
          confirmLabel={`Undo ${backTo.later} ${backTo.later === 1 ? 'action' : 'actions'}`}
          onCancel={() => setBackTo(null)}
          onConfirm={() => {
            setBackTo(null);
            void undoTo(backTo.entry.id);
          }}
        >
          <p>
            The {backTo.later === 1 ? 'action' : `${backTo.later} actions`} after “{backTo.entry.summary}” will be undone, newest first, leaving the campaign as it stood right after it. Redo brings
            them back.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
