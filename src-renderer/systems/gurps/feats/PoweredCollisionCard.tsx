import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, numberOr, required } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, useInputs } from './parts';
import type { Basis } from './basis';

/** Power behind an impact counts as mass: the body's (or its mount's, its vehicle's) push, capped by traction. */
export function PoweredCollisionCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ massLb: '150', loadSt: String(b.st), engineKw: '0', speedFraction: '', traction: 'standard', cap: '' });
  const input = {
    massLb: required(v.massLb),
    loadSt: required(v.loadSt),
    engineKw: required(v.engineKw),
    speedFraction: numberOr(v.speedFraction),
    traction: v.traction as 'standard',
    tractionCapLb: numberOr(v.cap),
  };
  const live = useLatestAnswer(() => api.rules.gulliver.poweredCollision(input), JSON.stringify(input));
  const p = live.data;
  return (
    <Card title="Powered collision" note="GULLIVER">
      <Inputs>
        <Num label="Mass" unit="lb" value={v.massLb} onChange={set('massLb')} live={live} path="massLb" decimal />
        <Num label="Load ST pushing" value={v.loadSt} onChange={set('loadSt')} live={live} path="loadSt" decimal />
        <Num label="Engine" unit="kW" value={v.engineKw} onChange={set('engineKw')} live={live} path="engineKw" decimal />
        <Num label="Speed / top speed" value={v.speedFraction} onChange={set('speedFraction')} live={live} path="speedFraction" placeholder="ignore" decimal />
        <Pick
          label="Traction"
          value={v.traction}
          onChange={set('traction')}
          options={[
            { value: 'standard', label: 'Standard (½ weight)' },
            { value: 'none', label: 'None (water, air)' },
            { value: 'custom', label: 'Custom cap' },
          ]}
        />
        {v.traction === 'custom' && <Num label="Cap" unit="lb" value={v.cap} onChange={set('cap')} live={live} path="tractionCapLb" decimal />}
      </Inputs>
      {p && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(p.effectiveMassLb)} unit="lb" label="hits as" />
            <Big value={`+${fig(p.bonusLb)}`} unit="lb" label="from power" />
            {p.tractionCapLb !== null && <Big value={fig(p.tractionCapLb)} unit="lb" label="traction cap" />}
          </div>
          <Formulas lines={[p.explanation, 'Use the effective mass for both the speed change and the damage of the collision.']} />
        </Answer>
      )}
      <CardError live={live} paths={['massLb', 'loadSt', 'engineKw', 'speedFraction', 'tractionCapLb']} />
    </Card>
  );
}
