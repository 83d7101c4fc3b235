import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, numberOr, percent, required } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, useInputs } from './parts';
import { s, type Basis } from './basis';

export function RunningCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ distanceYards: '100', mode: 'sprint', move: s(b.move), ht: s(b.ht), fp: s(b.fp.current), fpMax: s(b.fp.max) });
  const input = {
    move: required(v.move),
    ht: required(v.ht),
    fp: required(v.fp),
    fpMax: required(v.fpMax),
    mode: v.mode as 'sprint',
    distanceYards: numberOr(v.distanceYards),
  };
  const live = useLatestAnswer(() => api.rules.gurps.running(input), JSON.stringify(input));
  const r = live.data;
  const loseAny = r?.plan ? 1 - (r.plan.fpLostOutcomes.find((o) => o.fpLost === 0)?.probability ?? 0) : null;
  return (
    <Card title="Running">
      <Inputs>
        <Num label="Distance" unit="yd" value={v.distanceYards} onChange={set('distanceYards')} live={live} path="distanceYards" decimal />
        <Pick
          label="Pace"
          value={v.mode}
          onChange={set('mode')}
          options={[
            { value: 'sprint', label: 'Sprint' },
            { value: 'paced', label: 'Paced' },
          ]}
        />
        <Num label="Move" value={v.move} onChange={set('move')} live={live} path="move" />
        <Num label="HT" value={v.ht} onChange={set('ht')} live={live} path="ht" />
        <Num label="FP" value={v.fp} onChange={set('fp')} live={live} path="fp" />
        <Num label="of FP" value={v.fpMax} onChange={set('fpMax')} live={live} path="fpMax" />
      </Inputs>
      {r && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(v.mode === 'paced' ? r.speeds.paced : r.speeds.sprint)} unit="yd/s" label={v.mode === 'paced' ? 'paced' : 'sprinting, after the first second'} />
            {r.plan && <Big value={r.plan.time} label={`${r.plan.rolls} HT roll${r.plan.rolls === 1 ? '' : 's'} on the way`} />}
          </div>
          <Formulas
            lines={[
              ...r.speeds.formulas,
              r.plan && loseAny !== null && `Chance of losing any FP: ${percent(loseAny)}; on average ${fig(r.plan.expectedFpLost)} FP`,
              r.plan && r.plan.unconsciousChance > 0 && `Chance of collapsing before arriving: ${percent(r.plan.unconsciousChance)}`,
            ]}
          />
        </Answer>
      )}
      <CardError live={live} paths={['distanceYards', 'move', 'ht', 'fp', 'fpMax']} />
    </Card>
  );
}
