import { encumbranceIds } from '../../../../src-shared/contract';
import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, required } from '../numbers';
import { Answer, Big, Card, CardError, Check, Formulas, Inputs, Num, Pick, useInputs } from './parts';
import type { Basis } from './basis';

const LOADS = ['None', 'Light', 'Medium', 'Heavy', 'Extra-Heavy', 'Super-Heavy'];

/** "1 FP every 12 minutes": how often a pace tires this body, under its load. */
const every = (seconds: number) =>
  seconds >= 3600 ? `${fig(seconds / 3600)} h` : seconds >= 60 ? `${fig(seconds / 60)} min` : `${fig(seconds)} s`;

/** GULLIVER's Move and Fatigue table with its encumbrance multipliers, from the sheet's Move and load. */
export function FatigueCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({
    speed: String(Math.max(1, Math.floor(b.move / 3))),
    move: String(b.basicMove),
    encumbrance: encumbranceIds[Math.min(b.encumbrance, 5)],
    heat: 'none',
    simplifiedMedium: false,
  });
  const input = {
    speed: required(v.speed),
    move: required(v.move),
    encumbrance: v.encumbrance as 'none',
    heat: v.heat as 'none',
    simplifiedMedium: Boolean(v.simplifiedMedium),
  };
  const live = useLatestAnswer(() => api.rules.gulliver.fatigue(input), JSON.stringify(input));
  const r = live.data;
  return (
    <Card title="Fatigue by pace" note="GULLIVER">
      <Inputs>
        <Num label="Speed" unit="yd/s" value={v.speed} onChange={set('speed')} live={live} path="speed" decimal />
        <Num label="Move" value={v.move} onChange={set('move')} live={live} path="move" decimal />
        <Pick label="Load" value={String(v.encumbrance)} onChange={set('encumbrance')} options={encumbranceIds.map((id, i) => ({ value: id, label: LOADS[i] }))} />
        <Pick
          label="Heat"
          value={String(v.heat)}
          onChange={set('heat')}
          options={[
            { value: 'none', label: 'None' },
            { value: 'hot', label: 'Hot (+1 a time)' },
            { value: 'very-hot', label: 'Very hot or hot armour (+2)' },
          ]}
        />
        <Check label="Medium load x1.5 (simpler)" checked={Boolean(v.simplifiedMedium)} onChange={set('simplifiedMedium')} />
      </Inputs>
      {r && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={every(r.intervalSeconds)} label={`per ${r.points} FP`} />
            <Big value={`x${fig(r.multiplier)}`} label="fatigue for the load" />
          </div>
          <Formulas
            lines={[r.explanation, `Load multipliers: ${r.multipliers.map((m, i) => `${LOADS[i]} x${fig(m.multiplier)}`).join(', ')}`]}
          />
        </Answer>
      )}
      <CardError live={live} paths={['speed', 'move']} />
    </Card>
  );
}
