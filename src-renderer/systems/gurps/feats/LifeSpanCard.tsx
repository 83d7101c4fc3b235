import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, numberOr } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, useInputs } from './parts';
import type { Basis } from './basis';
import { bodySize } from './SizeCard';

/** When aging rolls begin for a body of this size, and how far apart they come. */
export function LifeSpanCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ method: 'linear', kind: 'humanoid', basicSpeed: '', coldBlooded: '' });
  const input = {
    ...bodySize(b.member),
    method: v.method as 'linear',
    kind: v.kind as 'humanoid',
    basicSpeed: numberOr(v.basicSpeed),
    ...(v.coldBlooded !== '' && { coldBlooded: v.coldBlooded as 'cool' }),
  };
  const live = useLatestAnswer(() => api.rules.gulliver.lifeSpan(input), JSON.stringify(input));
  const l = live.data;
  return (
    <Card title="Life span" note="GULLIVER">
      <Inputs>
        <Pick
          label="Scale by"
          value={v.method}
          onChange={set('method')}
          options={[
            { value: 'linear', label: 'Linear Scale (square root)' },
            { value: 'mass', label: 'Mass (to the 0.2)' },
          ]}
        />
        <Pick
          label="Kind"
          value={v.kind}
          onChange={set('kind')}
          options={[
            { value: 'humanoid', label: 'Humanoid' },
            { value: 'bird', label: 'Bird' },
            { value: 'mammal', label: 'Other mammal (/2.5)' },
          ]}
        />
        <Num label="Basic Speed" value={v.basicSpeed} onChange={set('basicSpeed')} live={live} path="basicSpeed" placeholder="ignore" decimal />
        <Pick
          label="Cold-blooded"
          value={v.coldBlooded}
          onChange={set('coldBlooded')}
          options={[
            { value: '', label: 'No' },
            { value: 'cool', label: 'Cool climate (x2)' },
            { value: 'temperate', label: 'Temperate (x1.5)' },
            { value: 'hot', label: 'Hot (x1)' },
          ]}
        />
      </Inputs>
      {l && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(l.years)} unit="years" label="aging begins" />
            <Big value={`x${fig(l.intervalMultiplier)}`} label="gaps between aging rolls" />
          </div>
          <Formulas lines={[l.explanation]} />
        </Answer>
      )}
      <CardError live={live} paths={['basicSpeed', 'linearScale']} />
    </Card>
  );
}
