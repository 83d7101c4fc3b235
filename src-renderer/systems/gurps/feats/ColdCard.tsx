import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, numberOr, required } from '../numbers';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, useInputs } from './parts';
import type { Basis } from './basis';
import { BUILD_OPTIONS, bodySize } from './SizeCard';

/** The half-hourly HT roll against cold for this body, and what a miss costs. */
export function ColdCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ modifier: '0', build: 'average', missedBy: '', lost: '' });
  const input = {
    ...bodySize(b.member),
    ht: b.ht,
    build: v.build as 'average',
    modifier: required(v.modifier),
    missedBy: numberOr(v.missedBy),
    ...(v.lost.trim() !== '' && { lostToCold: required(v.lost), poolMax: b.fp.max }),
  };
  const live = useLatestAnswer(() => api.rules.gulliver.cold(input), JSON.stringify(input));
  const c = live.data;
  return (
    <Card title="Cold" note="GULLIVER">
      <Inputs>
        <Num label="Cold modifier" value={v.modifier} onChange={set('modifier')} live={live} path="modifier" />
        <Pick
          label="Build"
          value={v.build}
          onChange={set('build')}
          options={BUILD_OPTIONS}
        />
        <Num label="Missed by" value={v.missedBy} onChange={set('missedBy')} live={live} path="missedBy" placeholder="—" />
        <Num label="FP lost to cold" value={v.lost} onChange={set('lost')} live={live} path="lostToCold" placeholder="—" decimal />
      </Inputs>
      {c && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={c.effectiveHt} label="HT roll each half hour" />
            {c.loss && <Big value={c.loss.points} unit="FP or HP" label={`one every ${fig(c.loss.minutesPerPoint ?? 30)} min`} tone="warn" />}
            {c.numbness !== null && <Big value={c.numbness} label="DX (numb)" tone={c.numbness < 0 ? 'warn' : 'ok'} />}
          </div>
          <Formulas
            lines={[
              c.parts.map((p, i) => `${i === 0 ? '' : p.value < 0 ? '- ' : '+ '}${p.label} ${i === 0 ? p.value : Math.abs(p.value)}`).join(' ') + ` = ${c.effectiveHt}`,
              c.loss?.explanation,
              `Misses: ${c.table.map((t) => `${t.missedBy} → ${t.points}`).join(', ')}`,
            ]}
          />
        </Answer>
      )}
      <CardError live={live} paths={['modifier', 'missedBy', 'lostToCold']} />
    </Card>
  );
}
