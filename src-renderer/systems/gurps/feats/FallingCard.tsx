import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig, required } from '../numbers';
import { Answer, Big, Card, CardError, Check, Formulas, Inputs, Num, Pick, useInputs, type Options } from './parts';
import { s, type Basis } from './basis';
import { bodySize } from './SizeCard';

const SURFACES: Options = [
  { value: 'very-hard', label: 'Stone, concrete, metal (x2)' },
  { value: 'hard', label: 'Packed soil (x1.5)' },
  { value: 'yielding', label: 'Soft soil, a body (x1)' },
  { value: 'soft', label: 'Mud, sand (x2/3)' },
  { value: 'water', label: 'Water, belly flop (x1/2)' },
  { value: 'water-dive', label: 'Water, clean dive (x1/5)' },
  { value: 'very-soft', label: 'Mattress, air bag (x1/3)' },
];

export function FallingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ heightYards: '5', surface: 'hard', pose: 'spread', hp: s(b.member.hp.max), acrobatics: false, breakfall: false });
  const input = {
    ...bodySize(b.member),
    heightYards: required(v.heightYards),
    hp: required(v.hp),
    surface: v.surface as 'hard',
    pose: v.pose as 'spread',
    skills: { catfallOrAcrobatics: v.acrobatics as boolean, breakfallManeuver: v.breakfall as boolean },
  };
  const live = useLatestAnswer(() => api.rules.gulliver.falling(input), JSON.stringify(input));
  const p = live.data;
  const hp = b.member.hp.max;
  return (
    <Card title="Falling" note="GULLIVER">
      <Inputs>
        <Num label="Height" unit="yd" value={v.heightYards} onChange={set('heightYards')} live={live} path="heightYards" decimal />
        <Num label="HP" value={v.hp} onChange={set('hp')} live={live} path="hp" decimal />
        <Pick label="Landing on" value={v.surface} onChange={set('surface')} options={SURFACES} wide />
        <Pick
          label="Falling"
          value={v.pose}
          onChange={set('pose')}
          options={[
            { value: 'spread', label: 'Spread out' },
            { value: 'limp', label: 'Limp (x1.25 speed)' },
            { value: 'diving', label: 'Diving (x1.5 speed)' },
          ]}
        />
      </Inputs>
      <div className="feat-checks">
        <Check label="Made Acrobatics (or has Catfall): −20 mph" checked={v.acrobatics as boolean} onChange={set('acrobatics')} />
        <Check label="Made a breakfall roll: −10 mph" checked={v.breakfall as boolean} onChange={set('breakfall')} />
      </div>
      {p && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={p.label} label={`at ${fig(p.impactMph)} mph`} />
            <Big value={fig(p.averageDamage)} label={`average damage, of HP ${fig(hp)}`} tone={p.averageDamage >= hp ? 'danger' : p.averageDamage >= hp / 3 ? 'warn' : 'ok'} />
          </div>
          <Formulas lines={p.explanation} />
        </Answer>
      )}
      <CardError live={live} paths={['heightYards', 'hp']} />
    </Card>
  );
}
