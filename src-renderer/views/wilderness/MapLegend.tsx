import { useMemo } from 'react';
import { TERRAINS, type HexMapData } from '../../../src-shared/hexmap';
import { COLOURS, TERRAIN_COLOURS } from '../../components/hexmap/palette';

/** A 28 x 16 sample drawn like the map draws it. */
function Sample({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <li>
      <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true">
        {children}
      </svg>
      {label}
    </li>
  );
}

const house = 'M8 14 V7 L14 2 L20 7 V14 Z';
const star = Array.from({ length: 10 }, (_, k) => {
  const r = k % 2 ? 3 : 7;
  const a = -Math.PI / 2 + (k * Math.PI) / 5;
  return `${(14 + r * Math.cos(a)).toFixed(1)},${(8 + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

/**
 * What the map's colours and marks mean: the terrains this region uses, the
 * features, the party, the route and the unexplored shading.
 */
export function MapLegend({ map, revision, dimUnexplored }: { map: HexMapData; revision: number; dimUnexplored: boolean }) {
  // `revision` says the terrain array changed in place.
  const used = useMemo(() => {
    const seen = new Set<number>(map.terrain);
    return TERRAINS.filter((_, code) => seen.has(code));
  }, [map, revision]);
  return (
    <section className="map-legend" aria-label="Map legend">
      <ul className="legend-terrains" aria-label="Terrain colours">
        {used.map((t) => (
          <li key={t}>
            <span className="swatch" style={{ background: TERRAIN_COLOURS[t] }} />
            {t}
          </li>
        ))}
      </ul>
      <ul className="legend-marks" aria-label="Map marks">
        <Sample label="road">
          <path d="M2 8 H26" stroke={COLOURS.road} strokeWidth="3" strokeLinecap="round" />
        </Sample>
        <Sample label="trail">
          <path d="M2 8 H26" stroke={COLOURS.trail} strokeWidth="2" strokeDasharray="4 3" />
        </Sample>
        <Sample label="river">
          <path d="M2 10 Q9 3 14 8 T26 6" stroke={COLOURS.river} strokeWidth="3" fill="none" strokeLinecap="round" />
        </Sample>
        <Sample label="ford or bridge">
          <path d="M14 1 V15" stroke={COLOURS.river} strokeWidth="3" />
          <path d="M8 6 H20 M8 10 H20" stroke={COLOURS.road} strokeWidth="1.5" />
        </Sample>
        <Sample label="town">
          <path d={house} fill={COLOURS.settlement} stroke={COLOURS.background} strokeWidth="1" />
        </Sample>
        <Sample label="port">
          <path d="M14 3 V13 M10 5.5 H18 M9 9 Q9.5 13 14 13 Q18.5 13 19 9" stroke={COLOURS.settlement} strokeWidth="1.5" fill="none" strokeLinecap="round" />
          <circle cx="14" cy="2.5" r="1.5" stroke={COLOURS.settlement} fill="none" />
        </Sample>
        <Sample label="landmark">
          <polygon points={star} fill={COLOURS.landmark} stroke={COLOURS.background} strokeWidth="1" />
        </Sample>
        <Sample label="party">
          <circle cx="14" cy="8" r="5.5" fill={COLOURS.party} stroke={COLOURS.text} strokeWidth="2" />
        </Sample>
        <Sample label="route, day's end">
          <path d="M2 8 H26" stroke={COLOURS.accent} strokeWidth="3" />
          <circle cx="14" cy="8" r="4" fill={COLOURS.accent} stroke={COLOURS.background} strokeWidth="1.5" />
        </Sample>
        <li>
          <span className="swatch" style={{ background: TERRAIN_COLOURS.clear }} />
          visited
        </li>
        <li>
          <span className="swatch" style={{ background: TERRAIN_COLOURS.clear }}>
            <span className="swatch-shade" style={{ background: COLOURS.seen }} />
          </span>
          seen from afar{dimUnexplored ? '' : ' (shading off)'}
        </li>
        <li>
          <span className="swatch" style={{ background: TERRAIN_COLOURS.clear }}>
            <span className="swatch-shade" style={{ background: COLOURS.unexplored }} />
          </span>
          unexplored{dimUnexplored ? '' : ' (shading off)'}
        </li>
      </ul>
    </section>
  );
}
