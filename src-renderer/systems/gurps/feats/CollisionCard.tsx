import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { required } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, useInputs, type Options } from './parts';
import type { Basis } from './basis';
import { bodySize } from './SizeCard';

const HARDNESS: Options = [
  { value: 'very-hard', label: 'Stone, metal (x2)' },
  { value: 'hard', label: 'Packed soil (x1.5)' },
  { value: 'yielding', label: 'Flesh, soil (x1)' },
  { value: 'soft', label: 'Mud, sand (x2/3)' },
  { value: 'water', label: 'Water (x1/2)' },
  { value: 'very-soft', label: 'Cushion (x1/3)' },
];

export function CollisionCard({ b }: { b: Basis }) {
  const size = bodySize(b.member);
  const sizeLive = useLatestAnswer(() => api.rules.gulliver.size(size), JSON.stringify(size), { delayMs: 0 });
  const ownMass = sizeLive.data?.massLb;
  const [v, set] = useInputs({ kind: 'head-on', mph: '10', otherMass: '150', otherMph: '0', otherHardness: 'yielding' });
  const input =
    ownMass === undefined
      ? null
      : {
          kind: v.kind as 'head-on',
          a: { massLb: ownMass, mph: required(v.mph), hardness: 'yielding' as const },
          b: { massLb: required(v.otherMass), mph: required(v.otherMph), hardness: v.otherHardness as 'yielding' },
        };
  const live = useLatestAnswer(() => (input ? api.rules.gulliver.collision(input) : null), JSON.stringify(input));
  const c = live.data;
  return (
    <Card title="Collision" note="GULLIVER">
      <Inputs>
        <Pick
          label="How"
          value={v.kind}
          onChange={set('kind')}
          options={[
            { value: 'head-on', label: 'Head-on (speeds add)' },
            { value: 'rear-end', label: 'From behind (speeds subtract)' },
            { value: 'broadside', label: 'Into its side (own speed only)' },
          ]}
          wide
        />
        <Num label="Speed" unit="mph" value={v.mph} onChange={set('mph')} live={live} path="a.mph" decimal />
        <Num label="It weighs" unit="lb" value={v.otherMass} onChange={set('otherMass')} live={live} path="b.massLb" decimal />
        <Num label="Its speed" unit="mph" value={v.otherMph} onChange={set('otherMph')} live={live} path="b.mph" decimal />
        <Pick label="It is made of" value={v.otherHardness} onChange={set('otherHardness')} options={HARDNESS} wide />
      </Inputs>
      {c && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={c.a.takesLabel} label={`${b.name} takes`} />
            <Big value={c.b.takesLabel} label="the other takes" />
          </div>
          <Formulas lines={c.explanation} />
        </Answer>
      )}
      <CardError live={live} paths={['a.mph', 'b.massLb', 'b.mph']} />
    </Card>
  );
}
