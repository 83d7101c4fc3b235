import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { chance216, fig, numberOr, percent, required } from '../numbers';
import { RollButton } from '../RollButton';
import { Answer, Big, Card, CardError, Check, Formulas, Inputs, Num, tone, useInputs } from './parts';
import { s, toFourth, type Basis } from './basis';

export function SwimmingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({
    swimming: s(b.skill('swimming')),
    ht: s(b.ht),
    encumbranceLevel: toFourth(b.encumbrance),
    intentional: true,
    basicMove: s(b.basicMove),
  });
  const input = {
    swimming: numberOr(v.swimming),
    ht: required(v.ht),
    encumbranceLevel: required(v.encumbranceLevel),
    intentional: v.intentional as boolean,
    basicMove: required(v.basicMove),
    fp: b.fp.current,
    fpMax: b.fp.max,
  };
  const live = useLatestAnswer(() => api.rules.gurps.swimming(input), JSON.stringify(input));
  const w = live.data;
  return (
    <Card title="Swimming">
      <Inputs>
        <Num label="Swimming" value={v.swimming} onChange={set('swimming')} live={live} path="swimming" placeholder="HT-4" />
        <Num label="HT" value={v.ht} onChange={set('ht')} live={live} path="ht" />
        <Num label="Encumbrance" unit="0-4" value={v.encumbranceLevel} onChange={set('encumbranceLevel')} live={live} path="encumbranceLevel" />
        <Num label="Basic Move" value={v.basicMove} onChange={set('basicMove')} live={live} path="basicMove" />
      </Inputs>
      <Check label="Went into the water on purpose (+3)" checked={v.intentional as boolean} onChange={set('intentional')} />
      {w && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={percent(w.chances.success)} label={`stays afloat (roll ${w.target.effective})`} tone={tone(w.chances.success)} />
            <Big value={fig(w.waterMove.move)} unit="yd/s" label="water Move" />
          </div>
          <Formulas
            lines={[
              `Roll against ${w.target.formula}, on entering and every 5 minutes`,
              `Drowns only by failing every roll from FP ${b.fp.current} to 0: ${percent(w.drowningChance)}`,
              `Each minute at top speed: ${w.endurance.formula}, ${chance216(w.enduranceChances.success)}, or lose 1 FP`,
              w.waterMove.formula,
            ]}
          />
          <RollButton label={`Swimming: ${b.name}`} target={w.target.effective} memberId={b.member.id} />
        </Answer>
      )}
      <CardError live={live} paths={['swimming', 'ht', 'encumbranceLevel', 'basicMove']} />
    </Card>
  );
}
