import { useEffect, useMemo, useRef, useState } from 'react';
import { featureIds, forEachNeighbour, hexLine, indexOf, offsetOf, type HexMapData } from '../../../src-shared/hexmap';
import { api } from '../../api/client';
import { HexMapCanvas } from '../../components/hexmap/HexMapCanvas';
import { centredOn, fitMap, type HexViewport } from '../../components/hexmap/viewport';
import { Banner } from '../../components/Banner';
import { downloadJson, fileNameFor, ImportJsonButton } from '../../components/files';
import { NameForm } from '../../components/NameForm';
import { selectCurrentCampaign, syncGameTime, useCampaigns } from '../../stores/campaigns';
import { useShortcuts } from '../../components/use-shortcuts';
import { useCombat } from '../../stores/combat';
import { useNavigation } from '../../stores/navigation';
import { useParty } from '../../stores/party';
import { useWilderness } from '../../stores/wilderness';
import { ItineraryChart } from './ItineraryChart';
import { ItineraryTable } from './ItineraryTable';
import { DEFAULT_BRUSH, MapEditor, type Brush } from './MapEditor';
import { Planner, type LegDraft } from './Planner';

/** Hexes within `radius` steps of `center`. */
function brushHexes(map: HexMapData, center: number, radius: number): number[] {
  const seen = new Set([center]);
  let edge = [center];
  for (let r = 0; r < radius; r++) {
    const next: number[] = [];
    for (const h of edge) forEachNeighbour(map.width, map.height, h, (n) => void (!seen.has(n) && (seen.add(n), next.push(n))));
    edge = next;
  }
  return [...seen];
}

export function WildernessView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const { view: party, load: loadParties } = useParty();
  const { regions, region, map, revision, journey, error, load, open, attempt, createRegion, importRegion } = useWilderness();
  const [viewport, setViewport] = useState<HexViewport>({ center: { x: 0, y: 0 }, zoom: 8 });
  const [mode, setMode] = useState<'plan' | 'edit'>('plan');
  const [legs, setLegs] = useState<LegDraft[]>([]);
  const [start, setStart] = useState<{ col: number; row: number } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [brush, setBrush] = useState<Brush>(DEFAULT_BRUSH);
  const [creating, setCreating] = useState(false);
  const mapBox = useRef<HTMLDivElement>(null);
  const campaignId = campaign?.id;

  useEffect(() => {
    if (campaignId !== undefined) {
      void attempt(() => load(campaignId));
      void loadParties(campaignId);
    }
  }, [campaignId, load, loadParties, attempt]);

  const partyHere = party?.location.kind === 'hex' && party.location.regionId === region?.id ? party.location.hex : null;
  const regionId = region?.id;
  useEffect(() => {
    if (!map || !mapBox.current) return;
    const box = mapBox.current.getBoundingClientRect();
    setViewport(fitMap(map.width, map.height, { width: box.width, height: box.height }));
    // Fit once per region; later edits keep the GM's view.
  }, [regionId]);
  useEffect(() => setStart(null), [regionId]);

  const overlays = useMemo(() => {
    if (!map) return { route: [], dayMarkers: [], parties: [] };
    const at = (h: { col: number; row: number }) => indexOf(map.width, h.col, h.row);
    const route = journey ? journey.route.map(at) : [];
    const dayMarkers = journey ? journey.days.map((d) => ({ hexIndex: at(d.to), label: `D${d.day}` })) : legs.map((l, k) => ({ hexIndex: at(l.to), label: `${k + 1}` }));
    const here = partyHere ?? start ?? (journey?.status === 'draft' ? journey.start : null);
    const parties = here && party ? [{ hexIndex: at(here), label: party.name, color: '#f0a640' }] : [];
    return { route, dayMarkers, parties };
  }, [map, journey, legs, partyHere, start, party]);

  /** A day in camp where the party stands: rations, rest and the outdoor wandering checks run; an encounter stops it. */
  const outdoors = party?.location.kind === 'hex' ? party : null;
  const camp = () => {
    if (!outdoors) return;
    void attempt(async () => {
      const result = await api.clock.advance({ partyId: outdoors.id, seconds: 86_400, stopOnEvent: true });
      syncGameTime(result.state.campaignId, result.state.gameTimeSeconds);
    });
  };
  useShortcuts(useMemo(() => [{ key: 'c', run: camp }], [outdoors?.id]));

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;

  async function clicked(index: number) {
    if (!map || !region) return;
    const hex = offsetOf(map.width, index);
    const previous = selected;
    setSelected(index);
    if (mode === 'plan') {
      if (!partyHere && !start) return setStart(hex);
      const last = legs[legs.length - 1];
      useWilderness.getState().setJourney(null);
      setLegs([...legs, { to: hex, mode: last?.mode ?? 'foot', vessel: last?.vessel ?? 'caravel', forcedMarch: false }]);
      return;
    }
    if (brush.radius === 'line') {
      // The first click only anchors the line; each later click paints from the hex before it.
      if (previous === null || previous === index) return;
      await paint(hexLine(offsetOf(map.width, previous), hex));
    } else {
      await paint(brushHexes(map, index, brush.radius).map((i) => offsetOf(map.width, i)));
    }
  }

  /** One paint action over the given hexes with the current brush. */
  async function paint(hexes: { col: number; row: number }[]) {
    if (!region) return;
    await attempt(() =>
      useWilderness.getState().paint({
        hexes,
        ...(brush.terrain && { terrain: brush.terrain }),
        ...(brush.feature && (brush.featureAction === 'add' ? { addFeatures: [brush.feature] } : { removeFeatures: [brush.feature] })),
        ...(brush.explored !== 'leave' && { explored: brush.explored === 'explored' }),
      }),
    );
  }

  const selectedInfo =
    map && selected !== null
      ? { ...offsetOf(map.width, selected), label: map.labels.get(selected) ?? '', note: map.notes.get(selected) ?? '' }
      : null;

  return (
    <section className="view wilderness-view" aria-labelledby="wilderness-title">
      <header className="view-header party-header">
        <div>
          <div className="heading-with-action">
            <h1 id="wilderness-title">Wilderness</h1>
            {party && (
              <button
                type="button"
                className="primary"
                onClick={() => {
                  useCombat.getState().prepare(party.id);
                  useNavigation.getState().go('combat');
                }}
              >
                Start a fight
              </button>
            )}
            {outdoors && (
              <button type="button" onClick={camp} title="Camp a day where the party stands (C)">
                Camp a day <kbd>C</kbd>
              </button>
            )}
          </div>
          <p className="view-sub">The hex map, and journeys over land, river, sea and air, day by day.</p>
        </div>
        <div className="party-tools">
          {regions.length > 0 && (
            <select aria-label="Map region" value={region?.id ?? ''} onChange={(e) => void attempt(() => open(Number(e.target.value)))}>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} ({r.width}×{r.height})
                </option>
              ))}
            </select>
          )}
          <div className="segmented" role="group" aria-label="Map mode">
            <button type="button" aria-pressed={mode === 'plan'} onClick={() => setMode('plan')}>
              Plan
            </button>
            <button type="button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
              Edit
            </button>
          </div>
          <button type="button" onClick={() => setCreating((c) => !c)}>
            New region
          </button>
          {region && (
            <>
              <button type="button" onClick={() => void attempt(() => api.hexmap.export({ regionId: region.id })).then((m) => m && downloadJson(fileNameFor(region.name, 'map'), m))}>
                Export JSON
              </button>
              <button
                type="button"
                onClick={() => {
                  const canvas = mapBox.current?.querySelector('canvas');
                  if (!canvas) return;
                  const link = document.createElement('a');
                  link.href = canvas.toDataURL('image/png');
                  link.download = `${fileNameFor(region.name, 'map').replace(/\.json$/, '')}.png`;
                  link.click();
                }}
              >
                Export PNG
              </button>
            </>
          )}
          <ImportJsonButton
            label="Import…"
            describe="Import a map region from JSON"
            onJson={(json, file) => attempt(() => importRegion({ campaignId: campaign.id, name: file.name.replace(/\.[^.]*$/, ''), map: json as never }))}
            onError={(e) => useWilderness.setState({ error: e.message })}
          />
        </div>
      </header>
      <Banner message={error} />
      {creating && (
        <div className="panel">
          <NameForm
            label="New region (60 × 40 clear hexes, 6 miles each)"
            submitLabel="Create region"
            autoFocus
            method="hexmap.create"
            toInput={(name) => ({ campaignId: campaign.id, name, width: 60, height: 40 })}
            send={createRegion}
            onDone={() => setCreating(false)}
          />
        </div>
      )}
      {map && region ? (
        <>
          <div className="wilderness-grid">
            <div className="map-box" ref={mapBox}>
              <HexMapCanvas
                map={map}
                revision={revision}
                viewport={viewport}
                onViewportChange={setViewport}
                onHexClick={(i) => void clicked(i)}
                onHexStroke={
                  mode === 'edit'
                    ? (indices) => {
                        const radius = brush.radius === 'line' ? 0 : brush.radius;
                        const all = new Set(indices.flatMap((i) => brushHexes(map, i, radius)));
                        void paint([...all].map((i) => offsetOf(map.width, i)));
                      }
                    : undefined
                }
                route={overlays.route}
                dayMarkers={overlays.dayMarkers}
                parties={overlays.parties}
                selectedHex={selected}
                label={`Map of ${region.name}`}
              />
              {selectedInfo && (
                <p className="map-caption" data-testid="selected-hex">
                  Hex {selectedInfo.col},{selectedInfo.row}
                  {selectedInfo.label && ` · ${selectedInfo.label}`}
                  {map && selected !== null && featureIds(map.features[selected]).length > 0 && ` · ${featureIds(map.features[selected]).join(', ')}`}
                  {partyHere && (
                    <button type="button" className="icon" onClick={() => setViewport(centredOn(map.width, indexOf(map.width, partyHere.col, partyHere.row), viewport.zoom))}>
                      find the party
                    </button>
                  )}
                </p>
              )}
            </div>
            {mode === 'plan' ? (
              <Planner
                party={party}
                start={partyHere ?? start ?? (journey?.status === 'draft' ? journey.start : null)}
                setStart={partyHere ? null : setStart}
                legs={legs}
                setLegs={setLegs}
              />
            ) : (
              <MapEditor
                brush={brush}
                setBrush={setBrush}
                selected={selectedInfo}

              />
            )}
          </div>
          {journey && mode === 'plan' && (
            <section className="panel itinerary-panel" aria-label="Itinerary">
              <h2>Itinerary</h2>
              <ItineraryChart journey={journey} />
              <ItineraryTable journey={journey} />
            </section>
          )}
        </>
      ) : (
        !creating && <p className="empty">No map region yet. Create one or import a JSON map.</p>
      )}
    </section>
  );
}
