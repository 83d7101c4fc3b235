import type { JourneyView } from '../../../src-shared/contract';

/** Progress along the route (and food left) day by day, as a small line chart. */
export function ItineraryChart({ journey }: { journey: JourneyView }) {
  const days = journey.days;
  if (days.length === 0) return null;
  const W = 560;
  const H = 140;
  const pad = { left: 36, right: 12, top: 10, bottom: 24 };
  const x = (i: number) => pad.left + ((W - pad.left - pad.right) * i) / Math.max(1, days.length);
  const y = (f: number) => pad.top + (H - pad.top - pad.bottom) * (1 - Math.max(0, Math.min(1, f)));
  const food0 = days[0].foodLeft + (days.length > 1 ? days[0].foodLeft - days[1].foodLeft : 0);
  const progress = [`${x(0)},${y(0)}`, ...days.map((d, i) => `${x(i + 1)},${y(d.progress)}`)].join(' ');
  const food = food0 > 0 ? [`${x(0)},${y(1)}`, ...days.map((d, i) => `${x(i + 1)},${y(d.foodLeft / food0)}`)].join(' ') : '';
  return (
    <svg className="itinerary-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Progress and food by day">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={pad.left} x2={W - pad.right} y1={y(f)} y2={y(f)} className="grid" />
          <text x={pad.left - 6} y={y(f) + 4} textAnchor="end">
            {f * 100}%
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        d.needsGm ? <circle key={d.day} cx={x(i + 1)} cy={y(d.progress)} r={4} className="gm" /> : null,
      )}
      <polyline points={progress} className="progress" />
      {food && <polyline points={food} className="food" />}
      <text x={W - pad.right} y={H - 6} textAnchor="end">
        day {days.length}
      </text>
      <text x={pad.left} y={H - 6}>
        day 0
      </text>
      <g className="legend">
        <line x1={pad.left + 12} x2={pad.left + 30} y1={H - pad.bottom - 12} y2={H - pad.bottom - 12} className="progress" />
        <text x={pad.left + 34} y={H - pad.bottom - 8}>
          route covered
        </text>
        <line x1={pad.left + 130} x2={pad.left + 148} y1={H - pad.bottom - 12} y2={H - pad.bottom - 12} className="food" />
        <text x={pad.left + 152} y={H - pad.bottom - 8}>
          food left
        </text>
      </g>
    </svg>
  );
}
