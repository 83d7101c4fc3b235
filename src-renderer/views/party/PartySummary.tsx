import type { PartyView } from '../../../src-shared/contract';
import { figure } from '../../../src-shared/figures';
import { lightTally } from '../../../src-shared/light-kinds';
import { Meter } from '../../components/Meter';
import { distance } from '../../components/units';

/** A week of food and water reads as "plenty" on the meters; less fills them in proportion. */
const COMFORTABLE_DAYS = 7;

function supplyTone(days: number | null): 'ok' | 'warn' | 'danger' | 'neutral' {
  if (days === null) return 'neutral';
  return days < 1 ? 'danger' : days < 3 ? 'warn' : 'ok';
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function Stat({ value, unit }: { value: string; unit: string }) {
  return (
    <div className="stat">
      <dt className="numeric">{value}</dt>
      <dd>{unit}</dd>
    </div>
  );
}

export function PartySummary({ party }: { party: PartyView }) {
  const { pace, food, water, light, eaters } = party.summary;
  // GURPS counts one-second turns; Basic Fantasy and Shell count rounds of their own length.
  const { secondsPerRound } = pace;
  const days = (n: number | null) => (n === null ? 'nobody to feed' : `${n} day${n === 1 ? '' : 's'}`);
  return (
    <section className="panel party-summary" aria-label="Party summary">
      <div className="summary-pace">
        <h2>Pace</h2>
        <dl className="stats" data-testid="party-pace">
          <Stat value={distance(pace.perRound, pace.unit)} unit={secondsPerRound === 1 ? 'a second' : `a round (${secondsPerRound} s)`} />
          <Stat value={distance(pace.perTurn, pace.unit)} unit="a turn" />
          <Stat value={String(pace.milesPerDay)} unit="miles a day" />
        </dl>
        <p className="reason">{pace.reason}</p>
      </div>
      <div className="summary-supplies">
        <h2>Supplies</h2>
        <Meter
          label="Food"
          fraction={(food.lastsDays ?? 0) / COMFORTABLE_DAYS}
          tone={supplyTone(food.lastsDays)}
          text={`${food.total} ${food.unit}s · ${days(food.lastsDays)}`}
        />
        <Meter
          label="Water"
          fraction={(water.lastsDays ?? 0) / COMFORTABLE_DAYS}
          tone={supplyTone(water.lastsDays)}
          text={`${water.total} ${water.unit}s · ${days(water.lastsDays)}`}
        />
        <p className="reason">
          {eaters} {eaters === 1 ? 'mouth' : 'mouths'} to feed: {figure(food.perDay)} {food.perDay === 1 ? food.unit : `${food.unit}s`} and {figure(water.perDay)}{' '}
          {water.perDay === 1 ? water.unit : `${water.unit}s`} of water a day.
        </p>
      </div>
      <div className="summary-light">
        <h2>Light carried</h2>
        <dl className="stats" data-testid="party-light">
          {lightTally(light).map((t) => (
            <Stat key={t.key} value={String(t.count)} unit={plural(t.count, t.one, t.many)} />
          ))}
        </dl>
        <p className="reason">
          {light.darkvision.length ? `Darkvision: ${light.darkvision.join(', ')}.` : 'Nobody sees in the dark.'}
        </p>
      </div>
    </section>
  );
}
