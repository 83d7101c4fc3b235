import { useEffect, useState } from 'react';
import type { SightTableInput, SightView } from '../../../src-shared/contract';
import { TERRAINS } from '../../../src-shared/hexmap';
import { api } from '../../api/client';
import { OwnTableActions } from './OwnTableActions';

/**
 * How far a party sees over the land, per terrain: the hexes seen around the hex it stands
 * on, and how much farther off a terrain like mountains is seen. Travel marks those hexes
 * seen on the players' map. No rules text gives these figures; the note says whose they are.
 */
export function SightEditor({ campaignId }: { campaignId: number }) {
  const [view, setView] = useState<SightView | null>(null);
  const [draft, setDraft] = useState<SightTableInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void api.weather.sight({ campaignId }).then((v) => {
      if (!live) return;
      setView(v);
      setDraft(v.table);
    });
    return () => {
      live = false;
    };
  }, [campaignId]);

  if (!view || !draft) return null;

  async function run(call: () => Promise<SightView>) {
    try {
      const next = await call();
      setView(next);
      setDraft(next.table);
      setProblem(null);
      setSaved(true);
    } catch (e) {
      setProblem((e as Error).message);
    }
  }
  const edit = (terrain: (typeof TERRAINS)[number], field: 'sees' | 'standsOut', value: string) => {
    setSaved(false);
    setDraft({ ...draft, [terrain]: { ...draft[terrain], [field]: Number(value) } });
  };

  return (
    <section className="panel sight-editor" aria-label="Sight">
      <h2>Sight</h2>
      <p className="hint">{view.source}</p>
      <p className="muted">Each day on the road, the hexes in sight of the way become seen on the players&apos; map; the hexes walked through become visited.</p>
      <table className="itinerary sight-rows" aria-label="Sight by terrain">
        <thead>
          <tr>
            <th scope="col">Terrain</th>
            <th scope="col">Sees (hexes)</th>
            <th scope="col">Seen from farther (hexes)</th>
          </tr>
        </thead>
        <tbody>
          {TERRAINS.map((t) => (
            <tr key={t}>
              <th scope="row">{t}</th>
              <td>
                <input className="qty" aria-label={`${t} sees`} inputMode="numeric" value={draft[t].sees} onChange={(e) => edit(t, 'sees', e.target.value)} />
              </td>
              <td>
                <input className="qty" aria-label={`${t} seen from farther`} inputMode="numeric" value={draft[t].standsOut} onChange={(e) => edit(t, 'standsOut', e.target.value)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OwnTableActions
        problem={problem}
        saveLabel="Save sight table"
        isDefault={view.isDefault}
        saved={saved}
        onSave={() => void run(() => api.weather.setSight({ campaignId, table: draft }))}
        onDefault={() => void run(() => api.weather.setSight({ campaignId, table: null }))}
      />
    </section>
  );
}
