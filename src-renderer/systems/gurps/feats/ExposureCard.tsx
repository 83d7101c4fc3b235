import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, numberOr } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, useInputs } from './parts';
import type { Basis } from './basis';
import { BUILD_OPTIONS, bodySize } from './SizeCard';

export function ExposureCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ humanDice: '1', water: '', build: 'average' });
  const input = {
    ...bodySize(b.member),
    humanDice: numberOr(v.humanDice),
    waterTemperature: numberOr(v.water),
    build: v.build as 'average',
  };
  const live = useLatestAnswer(() => api.rules.gulliver.exposure(input), JSON.stringify(input));
  const e = live.data;
  return (
    <Card title="Exposure" note="GULLIVER">
      <Inputs>
        <Num label="Human's dice" value={v.humanDice} onChange={set('humanDice')} live={live} path="humanDice" decimal />
        <Num label="Water" unit="°F" value={v.water} onChange={set('water')} live={live} path="waterTemperature" placeholder="none" decimal />
        <Pick
          label="Build (cold)"
          value={v.build}
          onChange={set('build')}
          options={BUILD_OPTIONS}
        />
      </Inputs>
      {e && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={`x${fig(e.multiplier)}`} label="hazard damage" />
            {e.scaledDice && <Big value={e.scaledDice.label} label={`${b.name} takes`} />}
            <Big value={`${e.htModifier >= 0 ? '+' : ''}${e.htModifier}`} label="to HT rolls" />
          </div>
          <Formulas
            lines={[
              e.explanation,
              e.scaledDice?.formula,
              e.htFormula,
              e.coldBonus > 0 && `+${e.coldBonus} to HT against cold for the build`,
              e.water && `Water ${v.water}° feels like air at ${fig(e.water.temperature)}° (${e.water.explanation})`,
            ]}
          />
        </Answer>
      )}
      <CardError live={live} paths={['humanDice', 'waterTemperature']} />
    </Card>
  );
}
