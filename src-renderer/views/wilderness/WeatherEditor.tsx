import { useEffect, useState } from 'react';
import { climates, seasons, type LandWeather } from '../../../src-shared/contract';
import { api, ApiCallError } from '../../api/client';
import { OwnTableActions, useOwnTable } from './OwnTableActions';

const fetchWeather = (campaignId: number) => api.weather.get({ campaignId });

type Climate = (typeof climates)[number];
type Season = (typeof seasons)[number];
type Row = LandWeather['tables'][Climate][Season][number];

/** A row's fields as their inputs name them ("Row 5 d% up to"). */
const ROW_FIELDS: Record<string, string> = { upTo: 'd% up to', label: 'weather', travel: 'distance multiplier', stops: 'stops travel' };

/** A refusal about one row names the table and the row as the GM sees them: "Temperate, winter, row 5 d% up to: …". */
function refusalText(error: Error): string {
  if (!(error instanceof ApiCallError)) return error.message;
  const [table, tables, climate, season, row, field] = error.path;
  if (table !== 'table' || tables !== 'tables' || typeof row !== 'number') return error.message;
  const name = `${String(climate).charAt(0).toUpperCase()}${String(climate).slice(1)}, ${String(season)}, row ${row + 1}`;
  return `${name}${field === undefined ? '' : ` ${ROW_FIELDS[field] ?? field}`}: ${error.reason}`;
}

/**
 * The campaign's land-weather table: d% rows per climate and season, what each does to a
 * day's travel, and where the table comes from; and the climate this region rolls on.
 */
export function WeatherEditor({ campaignId, regionId }: { campaignId: number; regionId: number }) {
  const { view, draft, setDraft, problem, saved, run } = useOwnTable(campaignId, fetchWeather, refusalText);
  const [climate, setClimate] = useState<Climate>('temperate');
  const [season, setSeason] = useState<Season>('spring');
  // The editor opens on the climate this region rolls on.
  const regionClimate = view?.regions.find((r) => r.id === regionId)?.climate;
  useEffect(() => {
    if (regionClimate) setClimate(regionClimate);
  }, [regionClimate]);

  if (!view || !draft) return null;
  const region = view.regions.find((r) => r.id === regionId);
  const rows = draft.tables[climate][season];

  const setRows = (next: Row[]) => {
    setDraft({ ...draft, tables: { ...draft.tables, [climate]: { ...draft.tables[climate], [season]: next } } });
  };
  const edit = (i: number, change: Partial<Row>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));


  return (
    <section className="panel weather-editor" aria-label="Land weather">
      <h2>Land weather</h2>
      <label className="check">
        <input type="checkbox" aria-label="Roll land weather" checked={view.on} onChange={(e) => void run(() => api.weather.turn({ campaignId, on: e.target.checked }))} /> Roll land weather on
        travelling days
      </label>
      <p className="hint">No rules text gives weather on land: the table below is Lantern&apos;s own (or yours), rolled only while this is ticked.</p>
      <p className="muted">
        Rolled on d% each day a party travels overland; the multiplier scales that day&apos;s distance, and a row marked “stops” halts travel for you.
      </p>
      <div className="editor-row">
        <label className="inline">
          {region?.name ?? 'This region'} rolls on
          <select
            aria-label="Region climate"
            value={region?.climate ?? 'temperate'}
            onChange={(e) => void run(() => api.weather.setClimate({ regionId, climate: e.target.value as Climate }))}
          >
            {climates.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="inline">
          Editing
          <select aria-label="Climate to edit" value={climate} onChange={(e) => setClimate(e.target.value as Climate)}>
            {climates.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <div className="segmented" role="radiogroup" aria-label="Season">
          {seasons.map((s) => (
            <button key={s} type="button" role="radio" aria-checked={s === season} onClick={() => setSeason(s)}>
              {s}
            </button>
          ))}
        </div>
      </div>
      <table className="itinerary weather-rows" aria-label={`Weather rows: ${climate}, ${season}`}>
        <thead>
          <tr>
            <th scope="col">d% up to</th>
            <th scope="col">Weather</th>
            <th scope="col">Distance ×</th>
            <th scope="col">Stops</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>
                <input className="qty" aria-label={`Row ${i + 1} d% up to`} inputMode="numeric" value={r.upTo} onChange={(e) => edit(i, { upTo: Number(e.target.value) })} />
              </td>
              <td>
                <input aria-label={`Row ${i + 1} weather`} value={r.label} onChange={(e) => edit(i, { label: e.target.value })} />
              </td>
              <td>
                <input className="qty" aria-label={`Row ${i + 1} distance multiplier`} inputMode="decimal" value={r.travel} onChange={(e) => edit(i, { travel: Number(e.target.value) })} />
              </td>
              <td>
                <input type="checkbox" aria-label={`Row ${i + 1} stops travel`} checked={r.stops} onChange={(e) => edit(i, { stops: e.target.checked })} />
              </td>
              <td>
                <button type="button" className="icon" aria-label={`Remove row ${i + 1}`} onClick={() => setRows(rows.filter((_, k) => k !== i))} disabled={rows.length === 1}>
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => setRows([...rows, { upTo: 100, label: 'New weather', travel: 1, stops: false }])}>
        Add row
      </button>
      <label className="field">
        <span>Source</span>
        <input aria-label="Table source" value={draft.source} onChange={(e) => setDraft({ ...draft, source: e.target.value })} />
      </label>
      <OwnTableActions
        problem={problem}
        saveLabel="Save weather table"
        isDefault={view.isDefault}
        saved={saved}
        onSave={() => void run(() => api.weather.set({ campaignId, table: draft }))}
        onDefault={() => void run(() => api.weather.set({ campaignId, table: null }))}
      />
    </section>
  );
}
