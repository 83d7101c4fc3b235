import { useEffect, useState } from 'react';
import type { MapPlace } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { useCampaigns } from '../../stores/campaigns';

/** A hex of a region, or an area of a level: where a place page lies, or which key a table's result goes into. */
export function PlacePicker({ legend, place, onChange }: { legend: string; place: MapPlace | null; onChange(place: MapPlace | null): void }) {
  const campaignId = useCampaigns((s) => s.selectedId);
  const [regions, setRegions] = useState<{ id: number; name: string }[]>([]);
  const [levels, setLevels] = useState<{ id: number; name: string }[]>([]);
  const [areas, setAreas] = useState<{ id: number; label: string }[]>([]);
  const [levelId, setLevelId] = useState<number | null>(null);
  useEffect(() => {
    if (campaignId === null) return;
    void api.hexmap.list({ campaignId }).then((out) => setRegions(out.regions));
    void api.level.list({ campaignId }).then((out) => setLevels(out.levels));
  }, [campaignId]);
  useEffect(() => {
    if (levelId === null) return setAreas([]);
    void api.level.get({ levelId }).then((level) => setAreas(level.areas.map((a) => ({ id: a.id, label: `${a.number}${a.name ? ` ${a.name}` : ''}` }))));
  }, [levelId]);
  const hex = place && 'hex' in place ? place : null;
  const [where, setWhere] = useState(place === null ? 'none' : 'hex' in place ? 'hex' : 'area');
  return (
    <fieldset className="page-editor-row">
      <legend>{legend}</legend>
      <select
        aria-label="Lies on"
        value={where}
        onChange={(e) => {
          setWhere(e.target.value);
          onChange(e.target.value === 'hex' && regions[0] ? { regionId: regions[0].id, hex: { col: 0, row: 0 } } : null);
        }}
      >
        <option value="none">Nowhere on a map</option>
        <option value="hex" disabled={regions.length === 0}>
          A hex of a region
        </option>
        <option value="area" disabled={levels.length === 0}>
          An area of a level
        </option>
      </select>
      {hex && (
        <>
          <select aria-label="Region" value={hex.regionId} onChange={(e) => onChange({ ...hex, regionId: Number(e.target.value) })}>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          <input aria-label="Hex column" type="number" min={0} value={hex.hex.col} onChange={(e) => onChange({ ...hex, hex: { ...hex.hex, col: Number(e.target.value) } })} />
          <input aria-label="Hex row" type="number" min={0} value={hex.hex.row} onChange={(e) => onChange({ ...hex, hex: { ...hex.hex, row: Number(e.target.value) } })} />
        </>
      )}
      {where === 'area' && (
        <>
          <select aria-label="Level" value={levelId ?? ''} onChange={(e) => setLevelId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Level…</option>
            {levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
          <select aria-label="Area" value={place && 'areaId' in place ? place.areaId : ''} onChange={(e) => onChange(e.target.value ? { areaId: Number(e.target.value) } : null)}>
            <option value="">Area…</option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                Area {a.label}
              </option>
            ))}
          </select>
        </>
      )}
    </fieldset>
  );
}
