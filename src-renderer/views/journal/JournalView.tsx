import { useCallback, useEffect, useState } from 'react';
import { journalKinds, type JournalEntry } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { downloadText } from '../../components/files';
import { JournalEntryCard } from '../../components/JournalEntryCard';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useParty } from '../../stores/party';

export function JournalView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const { view: party, load: loadParties } = useParty();
  const [kind, setKind] = useState('');
  const [day, setDay] = useState('');
  const [memberId, setMemberId] = useState('');
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [error, setError] = useState<string | null>(null);
  const campaignId = campaign?.id;

  const refresh = useCallback(async () => {
    if (campaignId === undefined) return;
    try {
      const result = await api.journal.list({
        campaignId,
        ...(kind && { kind: kind as (typeof journalKinds)[number] }),
        ...(day && { day: Number(day) }),
        ...(memberId && { memberId: Number(memberId) }),
      });
      setEntries(result.entries);
      setHistory({ canUndo: result.canUndo, canRedo: result.canRedo });
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [campaignId, kind, day, memberId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (campaignId !== undefined) void loadParties(campaignId);
  }, [campaignId, loadParties]);

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;

  const step = async (direction: 'undo' | 'redo') => {
    try {
      await (direction === 'undo' ? api.journal.undo : api.journal.redo)({ campaignId: campaign.id });
      await refresh();
      void useCampaigns.getState().load();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <section className="view journal-view" aria-labelledby="journal-title">
      <header className="view-header party-header">
        <div>
          <h1 id="journal-title">Journal</h1>
          <p className="view-sub">Every action of the session with its dice, newest first. Undo and redo step through it.</p>
        </div>
        <div className="party-tools">
          <button type="button" disabled={!history.canUndo} onClick={() => void step('undo')}>
            Undo
          </button>
          <button type="button" disabled={!history.canRedo} onClick={() => void step('redo')}>
            Redo
          </button>
          <button
            type="button"
            className="primary"
            onClick={() =>
              void api.journal.export({ campaignId: campaign.id }).then((r) => downloadText(r.fileName, r.markdown, 'text/markdown'), (e: Error) => setError(e.message))
            }
          >
            Export as Markdown
          </button>
        </div>
      </header>
      <div className="panel journal-filters" role="search">
        <label className="inline">
          Kind
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
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
          <input className="qty" inputMode="numeric" placeholder="any" value={day} onChange={(e) => setDay(e.target.value.replace(/\D/g, ''))} />
        </label>
        <label className="inline">
          Character
          <select value={memberId} onChange={(e) => setMemberId(e.target.value)}>
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
        <p className="empty">Nothing recorded{kind || day || memberId ? ' that matches' : ' yet'}.</p>
      ) : (
        <ol className="journal-list full" aria-label="Journal entries">
          {entries.map((e) => (
            <JournalEntryCard key={e.id} entry={e} />
          ))}
        </ol>
      )}
    </section>
  );
}
