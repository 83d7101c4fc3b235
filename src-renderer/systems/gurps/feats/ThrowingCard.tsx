import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { chance216, fig, numberOr, required } from '../numbers';
import { RollButton } from '../RollButton';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, useInputs } from './parts';
import { s, type Basis } from './basis';

export function ThrowingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ weightLb: '2', st: s(b.st), dx: s(b.dx), basicLift: s(b.basicLift) });
  const input = { weightLb: required(v.weightLb), st: required(v.st), dx: required(v.dx), basicLift: numberOr(v.basicLift) };
  const live = useLatestAnswer(() => api.rules.gurps.throwing(input), JSON.stringify(input));
  const t = live.data;
  return (
    <Card title="Throwing">
      <Inputs>
        <Num label="Weight" unit="lb" value={v.weightLb} onChange={set('weightLb')} live={live} path="weightLb" decimal />
        <Num label="ST" value={v.st} onChange={set('st')} live={live} path="st" />
        <Num label="DX" value={v.dx} onChange={set('dx')} live={live} path="dx" />
        <Num label="Basic Lift" unit="lb" value={v.basicLift} onChange={set('basicLift')} live={live} path="basicLift" decimal />
      </Inputs>
      {t && (
        <Answer stale={Boolean(live.error)}>
          {t.canThrow ? (
            <div className="feat-bigs">
              <Big value={fig(t.distance!)} unit="yd" label={t.hands === 1 ? 'one hand will do' : 'needs both hands'} />
              <Big value={t.damage!} label="damage, usually crushing" />
            </div>
          ) : (
            <div className="feat-bigs">
              <Big value="Too heavy" label="over 8 x Basic Lift" tone="danger" />
            </div>
          )}
          <Formulas
            lines={[
              ...t.sentences,
              t.canThrow && `Hit a chosen target (DX-3 = ${t.specificTarget}): ${chance216(t.specificChances.success)}; land it in an area (DX ${t.areaTarget}): ${chance216(t.areaChances.success)}`,
            ]}
          />
          {t.canThrow && <RollButton label={`Throw: ${b.name}`} target={t.specificTarget} memberId={b.member.id} />}
        </Answer>
      )}
      <CardError live={live} paths={['weightLb', 'st', 'dx', 'basicLift']} />
    </Card>
  );
}
