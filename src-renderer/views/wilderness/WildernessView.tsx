import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { featureIds, forEachNeighbour, hexLine, indexOf, mapPixelBounds, offsetOf, TERRAINS, type HexMapData } from '../../../src-shared/hexmap';
import { formatGameTime } from '../../../src-shared/time';
import { api } from '../../api/client';
import { HexMapCanvas } from '../../components/hexmap/HexMapCanvas';
import { COLOURS } from '../../components/hexmap/palette';
import { centredOn, fitMap, type HexViewport } from '../../components/hexmap/viewport';
import { drawWholeMap } from '../../components/hexmap/whole-map-image';
import { useErrorToast } from '../../components/Toasts';
import { PlayLayout } from '../play/Cockpit';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { downloadJson, downloadText, fileNameFor, ImportJsonButton } from '../../components/files';
import { NewRegionForm, ResizeRegionForm } from './RegionSizeForm';
import { useShortcuts } from '../../components/use-shortcuts';
import { selectCalendar, selectCurrentCampaign, syncGameTime, useCampaigns } from '../../stores/campaigns';
import { useCombat } from '../../stores/combat';
import { useNavigation } from '../../stores/navigation';
import { useParty } from '../../stores/party';
import { PlayersFollow } from '../../components/PlayersFollow';
import { useWilderness } from '../../stores/wilderness';
import { askingFirst } from '../../stores/time-hold';
import { ItineraryChart } from './ItineraryChart';
import { itineraryCsv } from './itinerary-csv';
import { ItineraryTable } from './ItineraryTable';
import { DEFAULT_BRUSH, MapEditor, type Brush } from './MapEditor';
import { MapLegend } from './MapLegend';
import { ArrivalCard, GLYPH_WORDS, glyphOf, HexKeyEditor, useHexKeys } from './HexKeys';
import { SettlementTrade } from './SettlementTrade';
import { Planner, type LegDraft } from './Planner';
import { SightEditor } from './SightEditor';
import { WeatherEditor } from './WeatherEditor';

/** The frame takes the region's shape (see .map-box), so a fitted map fills it without bands. */
function mapAspect(map: HexMapData): CSSProperties {
  const b = mapPixelBounds(map.width, map.height, 1);
  return { '--map-ratio': ((b.right - b.left) / (b.bottom - b.top)).toFixed(4) } as CSSProperties;
}

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
  const { regions, region, map, revision, journey, error, load, open, attempt, importRegion, undo, redo } = useWilderness();
  const calendar = useCampaigns(selectCalendar);
  const [viewport, setViewport] = useState<HexViewport>({ center: { x: 0, y: 0 }, zoom: 8 });
  /** The viewport Fit last set: while the GM has not panned or zoomed since, a resized frame fits again. */
  const fitted = useRef<HexViewport | null>(null);
  const [showLegend, setShowLegend] = useState(true);
  const [showCoordinates, setShowCoordinates] = useState(false);
  const [dimUnexplored, setDimUnexplored] = useState(false);
  const [pngWithRoute, setPngWithRoute] = useState(false);
  const [mode, setMode] = useState<'plan' | 'edit' | 'keys'>('plan');
  const [legs, setLegs] = useState<LegDraft[]>([]);
  const [start, setStart] = useState<{ col: number; row: number } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  // A line continues from the last hex the line brush itself reached, not from a hex clicked with another brush.
  const [lineFrom, setLineFrom] = useState<number | null>(null);
  const [brush, setBrush] = useState<Brush>(DEFAULT_BRUSH);
  const [creating, setCreating] = useState(false);
  const placing = useAction();
  // The header's actions (camp, region, import) and the map's (paint, undo, export) each show their refusal beside them.
  const headerAction = useAction();
  const mapAction = useAction();
  const runOnMap = mapAction.run;
  const [resizing, setResizing] = useState(false);
  const mapBox = useRef<HTMLDivElement>(null);
  const campaignId = campaign?.id;

  useEffect(() => {
    if (campaignId !== undefined) {
      void attempt(() => load(campaignId));
      void loadParties(campaignId);
      void useCombat.getState().load(campaignId);
    }
  }, [campaignId, load, loadParties, attempt]);
  // Travel and camp run the clock by hours, a fight by rounds, and need the open sky: the host refuses them while a fight
  // is on or the party stands underground, and so is the reason shown here.
  const fight = useCombat((s) => (s.state?.status === 'active' && s.state.campaignId === campaignId ? s.state : null));
  const cannotTravel = fight
    ? `${fight.partyId === party?.id ? 'The party is in a fight' : 'A fight is going on'} ("${fight.name}"): end it first.`
    : party?.location.kind === 'dungeon'
      ? `The party is underground${party.location.name ? ` (${party.location.name})` : ''}: leave the dungeon first (Dungeon view).`
      : null;

  const partyHere = party?.location.kind === 'hex' && party.location.regionId === region?.id ? party.location.hex : null;
  const regionId = region?.id;
  // Travel and undo change what the party knows of a hex: asked again when the journey, the map or the party's place changes.
  const [hexKeys, setHexKeys] = useHexKeys(regionId, [journey?.id, journey?.committedDays, journey?.underway?.at, revision, partyHere?.col, partyHere?.row, party?.location.kind].join('/'));
  const keyedHere = partyHere ? hexKeys.find((k) => k.hex.col === partyHere.col && k.hex.row === partyHere.row) : undefined;
  const mapWidth = map?.width;
  const mapHeight = map?.height;
  const fit = useCallback(() => {
    const box = mapBox.current;
    if (mapWidth === undefined || mapHeight === undefined || !box) return;
    const next = fitMap(mapWidth, mapHeight, { width: box.clientWidth, height: box.clientHeight });
    fitted.current = next;
    setViewport(next);
  }, [mapWidth, mapHeight]);
  // Fit once per region; later edits keep the GM's view.
  useEffect(fit, [regionId, fit]);
  // The frame settles after the first paint (the side panel, the itinerary, a scroll bar): an untouched view follows it.
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;
  const hasMap = map !== null;
  useEffect(() => {
    const box = mapBox.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      if (viewportRef.current === fitted.current) fit();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fit, hasMap]);

  // Undoing a journey moves the party back: its marker reads the party again.
  const history = useCallback(
    (step: () => Promise<void>) => () =>
      void runOnMap(step).then(() => {
        if (campaignId !== undefined) void loadParties(campaignId);
      }),
    [runOnMap, campaignId, loadParties],
  );
  useShortcuts(
    useMemo(
      () => [
        { key: 'z', ctrl: true, shift: false, inFields: false, run: history(undo) },
        { key: 'z', ctrl: true, shift: true, inFields: false, run: history(redo) },
        { key: 'y', ctrl: true, inFields: false, run: history(redo) },
        { key: 'f', run: fit },
        { key: 'g', run: () => setShowCoordinates((on) => !on) },
        { key: 'l', run: () => setShowLegend((on) => !on) },
      ],
      [history, undo, redo, fit],
    ),
  );
  useEffect(() => setStart(null), [regionId]);
  // A line goes on from where it last reached only while the GM keeps drawing the same thing: a river begun
  // after a trail starts where the GM clicks, not at the trail's end.
  useEffect(() => setLineFrom(null), [regionId, mode, brush]);

  const keyGlyphs = useMemo(() => (map ? hexKeys.map((k) => ({ hexIndex: indexOf(map.width, k.hex.col, k.hex.row), glyph: glyphOf(k) })) : []), [map, hexKeys]);
  const overlays = useMemo(() => {
    if (!map) return { route: [], dayMarkers: [], parties: [] };
    const at = (h: { col: number; row: number }) => indexOf(map.width, h.col, h.row);
    const drafting = legs.length > 0 || !journey;
    const route = journey && !drafting ? journey.route.map(at) : [];
    const dayMarkers = !drafting ? journey.days.map((d) => ({ hexIndex: at(d.to), label: `D${d.day}${d.lost ? ' lost' : ''}` })) : legs.map((l, k) => ({ hexIndex: at(l.to), label: `${k + 1}` }));
    // Once days are travelled the journey knows where the party ended up, lost or not.
    const here = (journey?.committedDays ? journey.position : null) ?? partyHere ?? start ?? (journey?.status === 'draft' ? journey.start : null);
    const parties = here && party ? [{ hexIndex: at(here), label: party.name, color: COLOURS.party }] : [];
    return { route, dayMarkers, parties };
  }, [map, journey, legs, partyHere, start, party]);

  /** A day in camp where the party stands: rations, rest and the outdoor wandering checks run; an encounter stops it. */
  const outdoors = party?.location.kind === 'hex' ? party : null;
  const camp = () => {
    if (!outdoors || cannotTravel) return;
    void headerAction.run(async () => {
      const result = await askingFirst(outdoors.id, (letTimeRun) => api.clock.advance({ partyId: outdoors.id, seconds: 86_400, stopOnEvent: true, letTimeRun }));
      syncGameTime(result.state.campaignId, result.state.gameTimeSeconds);
    });
  };
  const campUntilDawn = () => {
    if (!outdoors || cannotTravel) return;
    void headerAction.run(async () => {
      const result = await askingFirst(outdoors.id, (letTimeRun) => api.clock.untilDawn({ partyId: outdoors.id, stopOnEvent: true, letTimeRun }));
      syncGameTime(result.state.campaignId, result.state.gameTimeSeconds);
    });
  };
  useShortcuts(useMemo(() => [{ key: 'c', run: camp }], [outdoors?.id, cannotTravel]));

  useErrorToast(error);
  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;

  async function clicked(index: number) {
    if (!map || !region) return;
    const hex = offsetOf(map.width, index);
    setSelected(index);
    if (mode === 'keys') return;
    if (mode === 'plan') {
      // A planned journey's start counts as chosen: a click adds a stop, and the plan stays until the GM plans again.
      if (!partyHere && !start && !journey) return setStart(hex);
      const last = legs[legs.length - 1];
      setLegs([...legs, { to: hex, mode: last?.mode ?? 'foot', vessel: last?.vessel ?? 'caravel', forcedMarch: false }]);
      return;
    }
    if (brush.radius === 'line') {
      // The first click only anchors the line; each later one paints from where the line last reached.
      setLineFrom(index);
      if (lineFrom === null || lineFrom === index) return;
      await paint(hexLine(offsetOf(map.width, lineFrom), hex));
    } else {
      await paint(brushHexes(map, index, brush.radius).map((i) => offsetOf(map.width, i)));
    }
  }

  /** One paint action over the given hexes with the current brush. */
  async function paint(hexes: { col: number; row: number }[]) {
    if (!region) return;
    await mapAction.run(() =>
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
      ? { ...offsetOf(map.width, selected), terrain: TERRAINS[map.terrain[selected]], label: map.labels.get(selected) ?? '', note: map.notes.get(selected) ?? '' }
      : null;

  return (
    <PlayLayout partyId={party?.id ?? null}>
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
              <button type="button" onClick={camp} disabled={cannotTravel !== null} aria-describedby={cannotTravel ? 'camp-refused' : undefined} title="Camp a day where the party stands (C)">
                Camp a day <kbd>C</kbd>
              </button>
            )}
            {outdoors && (
              <button type="button" onClick={campUntilDawn} disabled={cannotTravel !== null} aria-describedby={cannotTravel ? 'camp-refused' : undefined} title="Camp until the sun rises where the party stands">
                Camp until dawn
              </button>
            )}
          </div>
          {outdoors && cannotTravel && (
            <p className="reason" id="camp-refused">
              {cannotTravel}
            </p>
          )}
          <p className="view-sub">The hex map, and journeys over land, river, sea and air, day by day.</p>
        </div>
        <div className="party-tools">
          <PlayersFollow />
          {regions.length > 0 && (
            <select aria-label="Map region" value={region?.id ?? ''} onChange={(e) => void headerAction.run(() => open(Number(e.target.value)))}>
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
            <button type="button" aria-pressed={mode === 'keys'} onClick={() => setMode('keys')}>
              Keys
            </button>
          </div>
          <button type="button" onClick={() => setCreating((c) => !c)}>
            New region
          </button>
          {region && (
            <button type="button" onClick={() => setResizing((r) => !r)}>
              Resize
            </button>
          )}
          <ImportJsonButton
            label="Import…"
            describe="Import a map region from JSON"
            onJson={(json, file) => headerAction.run(() => importRegion({ campaignId: campaign.id, name: file.name.replace(/\.[^.]*$/, ''), map: json as never }))}
            onError={(e) => void headerAction.run(() => Promise.reject(e))}
          />
          <FieldError message={headerAction.message} />
        </div>
      </header>
      {creating && (
        <div className="panel">
          <NewRegionForm campaignId={campaign.id} onDone={() => setCreating(false)} />
        </div>
      )}
      {resizing && region && (
        <div className="panel">
          <ResizeRegionForm region={region} onDone={() => setResizing(false)} />
        </div>
      )}
      {map && region ? (
        <>
          <div className="wilderness-grid">
            <div className="map-column">
              <div className="map-toolbar" role="toolbar" aria-label="Map view">
                <span className="tool-group">
                  <button type="button" onClick={fit} title="Show the whole region (F)">
                    Fit
                  </button>
                  <button type="button" data-key="undo" onClick={history(undo)} title="Undo the last change (Ctrl+Z)">
                    Undo
                  </button>
                  <button type="button" data-key="redo" onClick={history(redo)} title="Redo (Ctrl+Shift+Z or Ctrl+Y)">
                    Redo
                  </button>
                </span>
                <span className="tool-group">
                  <label className="check inline-check" title="Each hex's column,row (G)">
                    <input type="checkbox" checked={showCoordinates} onChange={(e) => setShowCoordinates(e.target.checked)} /> coordinates
                  </label>
                  <label className="check inline-check" title="Darken the hexes the players have not explored">
                    <input type="checkbox" checked={dimUnexplored} onChange={(e) => setDimUnexplored(e.target.checked)} /> unexplored
                  </label>
                  <label className="check inline-check" title="What the colours and marks mean (L)">
                    <input type="checkbox" checked={showLegend} onChange={(e) => setShowLegend(e.target.checked)} /> legend
                  </label>
                </span>
                <span className="tool-group export">
                  <span className="muted">Export</span>
                  <button
                    type="button"
                    aria-label="Export PNG"
                    title="The whole region as a picture, whatever part of it is on screen"
                    onClick={() => {
                      if (!map) return;
                      const canvas = drawWholeMap(map, {
                        ...(pngWithRoute && { route: overlays.route, dayMarkers: overlays.dayMarkers }),
                        parties: overlays.parties,
                        dimUnexplored,
                        showCoordinates,
                      });
                      const link = document.createElement('a');
                      link.href = canvas.toDataURL('image/png');
                      link.download = `${fileNameFor(region.name, 'map').replace(/\.json$/, '')}.png`;
                      link.click();
                    }}
                  >
                    PNG
                  </button>
                  <label className="check inline-check">
                    <input type="checkbox" checked={pngWithRoute} onChange={(e) => setPngWithRoute(e.target.checked)} /> with the route
                  </label>
                  <button
                    type="button"
                    aria-label="Export JSON"
                    onClick={() => void mapAction.run(() => api.hexmap.export({ regionId: region.id })).then((m) => m && downloadJson(fileNameFor(region.name, 'map'), m))}
                  >
                    JSON
                  </button>
                </span>
              </div>
              <FieldError message={mapAction.message} />
              <div className="map-box" ref={mapBox} style={mapAspect(map)}>
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
                  keyGlyphs={keyGlyphs}
                  selectedHex={selected}
                  dimUnexplored={dimUnexplored}
                  showCoordinates={showCoordinates}
                  label={`Map of ${region.name}`}
                />
                {selectedInfo && (
                  <p className="map-caption" data-testid="selected-hex">
                    Hex {selectedInfo.col},{selectedInfo.row} · {selectedInfo.terrain}
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
              {selectedInfo && party && !(partyHere?.col === selectedInfo.col && partyHere.row === selectedInfo.row) && (
                <div className="selected-actions">
                  <button
                    type="button"
                    title="Put the party on this hex without travelling: no time passes"
                    onClick={() => void placing.run(() => api.journey.place({ partyId: party.id, regionId: region.id, hex: { col: selectedInfo.col, row: selectedInfo.row } })).then((out) => out && setLegs([]))}
                  >
                    Place {party.name} on hex {selectedInfo.col},{selectedInfo.row}
                  </button>
                  <span className="hint">No time passes; Undo takes it back.</span>
                  <FieldError message={placing.message} />
                </div>
              )}
              {showLegend && <MapLegend map={map} revision={revision} dimUnexplored={dimUnexplored} />}
              <p className="hint">
                {GLYPH_WORDS} Keys on the map: arrows pan, + and - zoom, F fits the region, G coordinates, L legend, C camps a day; Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.
              </p>
            </div>
            {mode === 'keys' ? (
              selectedInfo ? (
                <>
                  <HexKeyEditor campaignId={campaign.id} regionId={region.id} hex={selectedInfo} keys={hexKeys} onKeys={setHexKeys} />
                  {party && keyedHere?.key.settlement && keyedHere.hex.col === selectedInfo.col && keyedHere.hex.row === selectedInfo.row && (
                    <section className="panel" aria-label="Trade here">
                      <SettlementTrade partyId={party.id} hex={keyedHere.hex} settlement={keyedHere.key.settlement} />
                    </section>
                  )}
                </>
              ) : (
                <p className="hint">Click a hex to key it.</p>
              )
            ) : mode === 'plan' ? (
              <Planner
                party={party}
                start={partyHere ?? start ?? (journey?.status === 'draft' ? journey.start : null)}
                setStart={partyHere ? null : setStart}
                legs={legs}
                setLegs={setLegs}
                cannotTravel={cannotTravel}
              />
            ) : (
              <MapEditor
                brush={brush}
                setBrush={setBrush}
                selected={selectedInfo}

              />
            )}
          </div>
          {mode === 'plan' && keyedHere && party && <ArrivalCard regionId={region.id} partyId={party.id} keyed={keyedHere} onKeys={setHexKeys} />}
          {mode === 'edit' && <WeatherEditor campaignId={campaign.id} regionId={region.id} />}
          {mode === 'edit' && <SightEditor campaignId={campaign.id} />}
          {journey && mode === 'plan' && (
            <section className="panel itinerary-panel" aria-label="Itinerary">
              <div className="heading-with-action">
                <h2>Itinerary</h2>
                <button
                  type="button"
                  onClick={() => {
                    const csv = itineraryCsv(journey, (t) => formatGameTime(t, calendar).replace(/ — turn \d+$/, ''));
                    downloadText(`${fileNameFor(region.name, 'itinerary').replace(/\.json$/, '')}.csv`, csv, 'text/csv');
                  }}
                >
                  Download CSV
                </button>
              </div>
              <ItineraryChart journey={journey} />
              <ItineraryTable journey={journey} />
            </section>
          )}
        </>
      ) : (
        !creating && <p className="empty">No map region yet. Create one or import a JSON map.</p>
      )}
    </section>
    </PlayLayout>
  );
}
