import { api, ApiCallError } from '../../../api/client';
import { FieldError } from '../../../components/FieldError';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, required } from '../numbers';
import { Answer, Card, CardError, Formulas, Inputs, Num, useInputs } from './parts';
import { s, type Basis } from './basis';

export function LiftingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ weightLb: '100', basicLift: s(b.basicLift), helpers: '' });
  const helpers = v.helpers
    .split(/[,\s]+/)
    .filter((t) => t !== '')
    .map(Number);
  const input = { basicLift: required(v.basicLift), weightLb: required(v.weightLb), helperBasicLifts: helpers };
  const live = useLatestAnswer(() => api.rules.gurps.lifting(input), JSON.stringify(input));
  const l = live.data;
  const helperError = live.error instanceof ApiCallError && live.error.path[0] === 'helperBasicLifts' ? live.error.reason : null;
  return (
    <Card title="Lifting and moving">
      <Inputs>
        <Num label="Weight" unit="lb" value={v.weightLb} onChange={set('weightLb')} live={live} path="weightLb" decimal />
        <Num label="Basic Lift" unit="lb" value={v.basicLift} onChange={set('basicLift')} live={live} path="basicLift" decimal />
        <div className={`field feat-field feat-wide${helperError ? ' invalid' : ''}`}>
          <label htmlFor={`helpers-${b.member.id}`}>Helpers' Basic Lift (lb each)</label>
          <input id={`helpers-${b.member.id}`} value={v.helpers} placeholder="e.g. 20, 24" onChange={(e) => set('helpers')(e.target.value)} />
          <FieldError message={helperError} />
        </div>
      </Inputs>
      {l && (
        <Answer stale={Boolean(live.error)}>
          <ul className="feat-options">
            {l.options.map((o) => (
              <li key={o.id} className={o.possible ? 'yes' : 'no'}>
                <span aria-hidden="true">{o.possible ? '✔' : '✘'}</span>
                <span className="feat-option-label">
                  {o.label}
                  {o.possible && o.seconds !== null ? ` · ${o.seconds} s` : ''}
                  {o.fpPerSecond > 0 ? ' · 1 FP a second' : ''}
                </span>
                <span className="numeric">up to {fig(o.limit)} lb</span>
              </li>
            ))}
          </ul>
          <Formulas lines={[l.basicLiftFormula]} />
        </Answer>
      )}
      <CardError live={live} paths={['weightLb', 'basicLift']} />
    </Card>
  );
}
