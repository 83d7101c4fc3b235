import { useEffect, useState } from 'react';
import { entriesText, lineProblemText, readEntryLines, type EncounterTableView } from '../../../src-shared/contract';
import { TableLinesField } from '../../components/TableLinesField';
import { api } from '../../api/client';
import { downloadJson, fileNameFor, ImportJsonButton } from '../../components/files';

type Answer = Awaited<ReturnType<typeof api.encounter.tables>>;
type Key = Pick<EncounterTableView, 'setting' | 'levelName' | 'timeOfDay'>;

const keyText = (t: Key) => `${t.setting}|${t.levelName}|${t.timeOfDay}`;
const title = (t: Key) => (t.setting === 'dungeon' ? `Dungeon: ${t.levelName}` : `${t.levelName}${t.timeOfDay === 'any' ? '' : ` by ${t.timeOfDay}`}`);

/**
 * Every wandering-monster table of the campaign, dungeon levels and wilderness
 * terrains (by day and by night where the GM wants), each line pointing at a foe of
 * the bestiary with how many come; JSON in and out.
 */
export function EncounterTablesPanel({ campaignId, campaignName }: { campaignId: number; campaignName: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [picked, setPicked] = useState<string>('');
  const [draft, setDraft] = useState<{ key: Key; chanceInSix: string; checkEveryTurns: string; lines: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lineError, setLineError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    api.encounter.tables({ campaignId }).then(setAnswer, (e: Error) => setError(e.message));
  }, [campaignId]);

  const open = (t: EncounterTableView | Key) => {
    const full = 'entries' in t ? t : null;
    setPicked(keyText(t));
    setSaved(null);
    setDraft({
      key: { setting: t.setting, levelName: t.levelName, timeOfDay: t.timeOfDay },
      chanceInSix: String(full?.chanceInSix ?? 1),
      checkEveryTurns: String(full?.checkEveryTurns ?? 3),
      lines: full ? entriesText(full.entries) : '',
    });
  };

  async function save() {
    if (!draft) return;
    const { entries, problems } = readEntryLines(draft.lines);
    setLineError(problems.length > 0 ? problems.map(lineProblemText).join('; ') : null);
    if (problems.length > 0) return;
    try {
      const next = await api.encounter.saveTable({
        campaignId,
        table: { ...draft.key, chanceInSix: Number(draft.chanceInSix), checkEveryTurns: Number(draft.checkEveryTurns), entries },
      });
      setAnswer(next);
      setError(null);
      setSaved(`Saved ${title(draft.key)}.`);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  if (!answer) return error ? <p className="banner error">{error}</p> : null;
  const [newTerrain, newTime] = [answer.terrains[0]?.id ?? 'clear', 'any'] as const;
  return (
    <section className="panel encounter-tables" aria-label="Encounter tables">
      <div className="panel-head">
        <h2>Encounter tables</h2>
        <div className="inline">
          <button type="button" onClick={() => void api.encounter.exportTables({ campaignId }).then((f) => downloadJson(fileNameFor(campaignName, 'encounters'), f))}>
            Export
          </button>
          <ImportJsonButton
            label="Import"
            describe="Import encounter tables from a JSON file"
            onJson={async (json) => {
              setAnswer(await api.encounter.importTables({ campaignId, file: json as Parameters<typeof api.encounter.importTables>[0]['file'] }));
              setError(null);
            }}
            onError={(e) => setError(e.message)}
          />
        </div>
      </div>
      <div className="inline">
        <select aria-label="Table" value={picked} onChange={(e) => {
          const t = answer.tables.find((x) => keyText(x) === e.target.value);
          if (t) open(t);
        }}>
          <option value="" disabled>
            Choose a table…
          </option>
          {answer.tables.map((t) => (
            <option key={keyText(t)} value={keyText(t)}>
              {title(t)} ({t.entries.length})
            </option>
          ))}
        </select>
        <button type="button" onClick={() => open({ setting: 'wilderness', levelName: newTerrain, timeOfDay: newTime })}>
          New wilderness table
        </button>
      </div>
      {draft && (
        <form
          className="encounter-table-edit"
          aria-label={`Table ${title(draft.key)}`}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {draft.key.setting === 'wilderness' ? (
            <div className="inline">
              <label>
                Terrain{' '}
                <select value={draft.key.levelName} onChange={(e) => setDraft({ ...draft, key: { ...draft.key, levelName: e.target.value } })}>
                  {answer.terrains.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                When{' '}
                <select value={draft.key.timeOfDay} onChange={(e) => setDraft({ ...draft, key: { ...draft.key, timeOfDay: e.target.value as Key['timeOfDay'] } })}>
                  <option value="any">Day and night</option>
                  <option value="day">By day</option>
                  <option value="night">By night</option>
                </select>
              </label>
              <span className="muted small">Outdoors the campaign's schedule sets how often and the chance.</span>
            </div>
          ) : (
            <div className="inline">
              <label>
                Check every{' '}
                <input className="qty" inputMode="numeric" value={draft.checkEveryTurns} onChange={(e) => setDraft({ ...draft, checkEveryTurns: e.target.value })} /> turns
              </label>
              <label>
                Chance <input className="qty" inputMode="numeric" value={draft.chanceInSix} onChange={(e) => setDraft({ ...draft, chanceInSix: e.target.value })} /> in 6
              </label>
            </div>
          )}
          <TableLinesField
            rows={6}
            error={lineError}
            aria-invalid={lineError ? true : undefined}
            value={draft.lines}
            onChange={(e) => {
              setDraft({ ...draft, lines: e.target.value });
              setLineError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && e.ctrlKey) {
                e.preventDefault();
                void save();
              }
            }}
          />
          <div className="inline">
            <button type="submit" className="primary">
              Save the table
            </button>
            {saved && <span className="muted">{saved}</span>}
          </div>
        </form>
      )}
      {error && (
        <p className="banner error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
