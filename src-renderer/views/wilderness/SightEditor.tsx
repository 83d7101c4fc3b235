import { TERRAINS } from '../../../src-shared/hexmap';
import { api } from '../../api/client';
import { OwnTableActions, useOwnTable } from './OwnTableActions';

const fetchSight = (campaignId: number) => api.weather.sight({ campaignId });

/**
 * How far a party sees over the land, per terrain: the hexes seen around the hex it stands
 * on, and how much farther off a terrain like mountains is seen. Travel marks those hexes
 * seen on the players' map. No rules text gives these figures; the note says whose they are.
 */
export function SightEditor({ campaignId }: { campaignId: number }) {
  const { view, draft, setDraft, problem, saved, run } = useOwnTable(campaignId, fetchSight);
  if (!view || !draft) return null;

  const edit = (terrain: (typeof TERRAINS)[number], field: 'sees' | 'standsOut', value: string) => {
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
