import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, numberOr, required } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, useInputs } from './parts';
import { s, type Basis } from './basis';

export function JumpingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ basicMove: s(b.basicMove), runYards: '0' });
  const input = { basicMove: required(v.basicMove), runYards: numberOr(v.runYards) ?? 0 };
  const live = useLatestAnswer(() => api.rules.gurps.jumping(input), JSON.stringify(input));
  const j = live.data;
  const feetInches = (inches: number) => `${Math.floor(inches / 12)} ft ${fig(inches % 12)} in`;
  return (
    <Card title="Jumping">
      <Inputs>
        <Num label="Basic Move" value={v.basicMove} onChange={set('basicMove')} live={live} path="basicMove" />
        <Num label="Run-up" unit="yd" value={v.runYards} onChange={set('runYards')} live={live} path="runYards" decimal />
      </Inputs>
      {j && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(j.high.running)} unit="in" label={`High jump · ${feetInches(j.high.running)}`} />
            <Big value={fig(j.broad.running)} unit="ft" label="Broad jump" />
          </div>
          <Formulas lines={input.runYards > 0 ? [j.high.runningFormula, j.broad.runningFormula] : [j.high.standingFormula, j.broad.standingFormula]} />
        </Answer>
      )}
      <CardError live={live} paths={['basicMove', 'runYards']} />
    </Card>
  );
}
