import type { JourneyView } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { selectCalendar, useCampaigns } from '../../stores/campaigns';
import { useWilderness } from '../../stores/wilderness';
import { storesLeft } from './stores-left';

const hex = (h: { col: number; row: number }) => `${h.col},${h.row}`;
/** GULLIVER's bodies eat fractions of a ration: two places are plenty to read. */
const round = (n: number) => Math.round(n * 100) / 100;

/** Past empty the cell says how much the party or its animals went without. */
function StoresLeft({ left: figure, without }: { left: number; without: string }) {
  const { left, short } = storesLeft(figure);
  if (short === 0) return <td className="num numeric">{round(left)}</td>;
  return (
    <td className="num numeric short" title={`${without} ${round(short)} by now`}>
      {left} <span className="small">({round(short)} short)</span>
    </td>
  );
}

export function ItineraryTable({ journey }: { journey: JourneyView }) {
  const { reroll, lock, attempt } = useWilderness();
  const draft = journey.status === 'draft';
  const calendar = useCampaigns(selectCalendar);
  // Only a party with animals counts fodder down.
  const fodder = journey.days.some((d) => d.fodderLeft !== null && d.fodderLeft !== journey.days[0].fodderLeft);
  return (
    <table className="itinerary" aria-label="Itinerary">
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Date</th>
          <th scope="col">Mode</th>
          <th scope="col">From → to</th>
          <th scope="col" className="num">
            Miles
          </th>
          <th scope="col">Ground, weather</th>
          <th scope="col">Checks</th>
          <th scope="col" className="num">
            Food
          </th>
          <th scope="col" className="num">
            Water
          </th>
          {fodder && (
            <th scope="col" className="num">
              Fodder
            </th>
          )}
          {draft && <th scope="col">Dice</th>}
        </tr>
      </thead>
      <tbody>
        {journey.days.map((d) => (
          <tr
            key={d.day}
            className={[d.needsGm && 'needs-gm', d.alerts.length > 0 && 'disaster', d.travelled && 'travelled'].filter(Boolean).join(' ') || undefined}
            aria-label={`Day ${d.day}`}
          >
            <th scope="row">
              {d.day}
              {d.travelled && <div className="muted">travelled</div>}
              {/* Travel stopped partway: the day is begun, not ahead, and Continue runs its rest. */}
              {journey.underway?.day === d.day && <div className="muted">travelled so far</div>}
            </th>
            <td className="numeric">{formatGameTime(d.startsAt, calendar).replace(/ — turn \d+$/, '')}</td>
            <td>{d.mode}</td>
            <td className="numeric">
              {hex(d.from)} → {hex(d.to)}
            </td>
            <td className="num numeric">{d.miles}</td>
            <td>
              {d.terrain}
              {d.weather && <div className="muted">{d.weather}</div>}
            </td>
            <td>
              {d.alerts.map((a) => (
                <div key={a} className="alert-line">
                  {a}
                </div>
              ))}
              {d.lost && <span className="badge lost">lost</span>}
              {d.needsGm ? <strong>{d.needsGm}</strong> : <span className="muted">quiet</span>}
              {d.notes.filter((n) => n !== d.needsGm).map((n) => (
                <div key={n} className="muted">
                  {n}
                </div>
              ))}
            </td>
            <StoresLeft left={d.foodLeft} without="Rations gone without:" />
            <StoresLeft left={d.waterLeft} without="Water gone without:" />
            {fodder && <StoresLeft left={d.fodderLeft ?? 0} without="Animal-days of fodder gone without:" />}
            {draft && (
              <td className="row-actions">
                <button
                  type="button"
                  disabled={d.locked}
                  onClick={() => void attempt(() => reroll(d.day))}
                >
                  Re-roll
                </button>
                <label className="check inline-check">
                  <input
                    type="checkbox"
                    checked={d.locked}
                    onChange={(e) => void attempt(() => lock(d.day, e.target.checked))}
                  />
                  lock
                </label>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
