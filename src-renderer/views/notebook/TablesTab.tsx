import { useEffect, useState } from 'react';
import { pageKinds, rollTableFormats, type JournalEntry, type MapPlace, type MethodOutput, type PageKind, type RollTable } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { downloadText } from '../../components/files';
import { JournalEntryCard } from '../../components/JournalEntryCard';
import { useNotebook } from '../../stores/notebook';
import { useRollTables } from '../../stores/roll-tables';
import { KIND_LABELS } from './page-kinds';
import { PlacePicker } from './PlacePicker';
import { TableEditor } from './TableEditor';

const FORMAT_NAMES: Record<(typeof rollTableFormats)[number], string> = { csv: 'CSV', json: 'Lantern JSON', foundry: 'Foundry VTT roll table' };

/** The campaign's roll tables: written, imported, rolled on into the journal, exported. */
export function TablesTab({ campaignId }: { campaignId: number }) {
  const { tables, error, load, roll } = useRollTables();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<RollTable | 'new' | null>(null);
  const [last, setLast] = useState<MethodOutput<'rollTable.roll'> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => void load(campaignId), [campaignId, load]);

  const picked = tables.find((t) => t.id === pickedId) ?? tables[0];
  const nameOf = (id: number | null) => tables.find((t) => t.id === id)?.name;
  const act = async (fn: () => Promise<unknown>) => {
    try {
      setProblem(null);
      await fn();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };

  return (
    <div className="notebook-tables">
      <Banner message={error ?? problem} />
      <div className="party-tools">
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          New table
        </button>
      </div>
      {editing && (
        <TableEditor
          key={editing === 'new' ? 'new' : editing.id}
          table={editing === 'new' ? null : editing}
          tables={tables}
          onSaved={(t) => {
            setEditing(null);
            setPickedId(t.id);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {tables.length === 0 && !editing && <p className="empty">No tables yet. Write one, or import a CSV or a Foundry VTT roll table below.</p>}
      {tables.length > 0 && (
        <div className="notebook-columns">
          <nav className="panel notebook-list" aria-label="Roll tables">
            {tables.map((t) => (
              <button key={t.id} type="button" className="notebook-pick" aria-current={t.id === picked?.id ? 'true' : undefined} onClick={() => setPickedId(t.id)}>
                {t.name} <span className="muted">{t.formula}</span>
              </button>
            ))}
          </nav>
          {picked && (
            <section className="panel" aria-label={`Table ${picked.name}`}>
              <h2>{picked.name}</h2>
              <p className="muted">
                Rolled with {picked.formula}
                {picked.weighted ? ', rows by weight' : ''}. Dice written in a result are rolled when it comes up.
              </p>
              <table className="itinerary" aria-label={`Rows of ${picked.name}`}>
                <thead>
                  <tr>
                    <th>{picked.weighted ? 'Weight' : 'Roll'}</th>
                    <th>Result</th>
                    <th>Then roll on</th>
                  </tr>
                </thead>
                <tbody>
                  {picked.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{picked.weighted ? r.weight : r.low === r.high ? r.low : `${r.low}–${r.high}`}</td>
                      <td>{r.text}</td>
                      <td>{nameOf(r.subTableId) ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="party-tools">
                <button type="button" className="primary" onClick={() => act(async () => setLast(await roll(picked.id, false)))}>
                  Roll in the open
                </button>
                <button type="button" onClick={() => act(async () => setLast(await roll(picked.id, true)))}>
                  Roll secretly
                </button>
                <button type="button" onClick={() => setEditing(picked)}>
                  Edit
                </button>
                {(['csv', 'json'] as const).map((format) => (
                  <button
                    key={format}
                    type="button"
                    onClick={() =>
                      act(async () => {
                        const out = await api.rollTable.export({ campaignId, tableId: picked.id, format });
                        downloadText(out.fileName, out.text, format === 'csv' ? 'text/csv' : 'application/json');
                      })
                    }
                  >
                    Export {format.toUpperCase()}
                  </button>
                ))}
                <button type="button" className="danger" onClick={() => act(() => useRollTables.getState().removeTable(picked.id))}>
                  Delete
                </button>
              </div>
            </section>
          )}
        </div>
      )}
      {last && <RollResult rolled={last} />}
      <ImportPanel />
    </div>
  );
}

/** What the last roll came to, as its journal entry reads, and what it may become: a page, or a line of a key. */
function RollResult({ rolled }: { rolled: { text: string; entry: JournalEntry } }) {
  return (
    <section className="panel" aria-label="Last roll">
      <h2>
        Came up: <span data-testid="table-roll-result">{rolled.text}</span>
      </h2>
      <ol className="journal-list">
        <JournalEntryCard entry={rolled.entry} />
      </ol>
      <ResultToPage key={`page-${rolled.entry.id}`} text={rolled.text} />
      <ResultToKey key={`key-${rolled.entry.id}`} entryId={rolled.entry.id} />
    </section>
  );
}

/** A page's name from a result: the characters that mark links left out, and no longer than a name may be. */
const nameFrom = (text: string) => text.replace(/[[\]@\n]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);

/** A new page whose GM text is the result: a rumour that becomes a thread, a name that becomes a person. */
function ResultToPage({ text }: { text: string }) {
  const [kind, setKind] = useState<PageKind>('free');
  const [name, setName] = useState(nameFrom(text));
  const [done, setDone] = useState<{ tone: 'error' | 'warn'; text: string } | null>(null);
  const write = () =>
    useNotebook
      .getState()
      .savePage({ page: { kind, name, gmText: text } })
      .then(
        (page) => setDone({ tone: 'warn', text: `Page written: ${page.name}` }),
        (e: Error) => setDone({ tone: 'error', text: e.message }),
      );
  return (
    <form
      className="form-actions"
      aria-label="Make the result a page"
      onSubmit={(e) => {
        e.preventDefault();
        void write();
      }}
    >
      <select aria-label="Page kind" value={kind} onChange={(e) => setKind(e.target.value as PageKind)}>
        {pageKinds.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </select>
      <input className="grow" aria-label="Page name" value={name} onChange={(e) => setName(e.target.value)} />
      <button type="submit" disabled={!name.trim()}>
        Make it a page
      </button>
      {done?.tone === 'warn' && (
        <button type="button" className="link-button" onClick={() => useNotebook.getState().showTab('pages')}>
          Open it
        </button>
      )}
      {done && <Banner message={done.text} tone={done.tone} />}
    </form>
  );
}

/** The result as a line of the GM notes of an area's or a hex's key. */
function ResultToKey({ entryId }: { entryId: number }) {
  const [place, setPlace] = useState<MapPlace | null>(null);
  const [done, setDone] = useState<{ tone: 'error' | 'warn'; text: string } | null>(null);
  return (
    <form
      className="form-actions"
      aria-label="Add the result to a key"
      onSubmit={(e) => {
        e.preventDefault();
        if (!place) return;
        void useRollTables
          .getState()
          .toKey(entryId, place)
          .then(
            (entry) => setDone({ tone: 'warn', text: entry.summary }),
            (err: Error) => setDone({ tone: 'error', text: err.message }),
          );
      }}
    >
      <PlacePicker legend="Into the key of" place={place} onChange={setPlace} />
      <button type="submit" disabled={!place}>
        Add to the key
      </button>
      {done && <Banner message={done.text} tone={done.tone} />}
    </form>
  );
}

/** Tables from a file the GM has: pasted, or read from disk. */
function ImportPanel() {
  const importTables = useRollTables((s) => s.importTables);
  const [format, setFormat] = useState<(typeof rollTableFormats)[number]>('csv');
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'warn'; text: string } | null>(null);
  const submit = async () => {
    try {
      const tables = await importTables({ format, text, ...(name.trim() && { name: name.trim() }) });
      setMessage({ tone: 'warn', text: `Imported ${tables.map((t) => `${t.name} (${t.rows.length} rows)`).join(', ')}` });
      setText('');
      setName('');
    } catch (e) {
      setMessage({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <form
      className="panel"
      aria-label="Import tables"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>Import</h2>
      <p className="muted">
        CSV: a column of rolls ("1-3", headed by the dice, like "d8") or of weights, a column of results, and optionally a column naming a table to roll on next. Foundry VTT: the JSON file its
        roll table export writes.
      </p>
      <div className="party-tools">
        <select value={format} onChange={(e) => setFormat(e.target.value as typeof format)} aria-label="File format">
          {rollTableFormats.map((f) => (
            <option key={f} value={f}>
              {FORMAT_NAMES[f]}
            </option>
          ))}
        </select>
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Name (a CSV has none)" aria-label="Table name" />
        <input
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-label="Read a file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setText(await file.text());
            if (!name) setName(file.name.replace(/\.(csv|json)$/i, ''));
            if (/\.json$/i.test(file.name) && format === 'csv') setFormat('foundry');
          }}
        />
      </div>
      <textarea value={text} onChange={(e) => setText(e.target.value)} rows={6} aria-label="File text" placeholder="Paste the file here, or read it from disk" />
      <div className="party-tools">
        <button type="submit" className="primary" disabled={!text.trim()}>
          Import
        </button>
      </div>
      {message && <Banner message={message.text} tone={message.tone} />}
    </form>
  );
}
