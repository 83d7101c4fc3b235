import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { chance216, numberOr, percent, required } from '../numbers';
import { RollButton } from '../RollButton';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, tone, useInputs, type Options } from './parts';
import { s, toFourth, type Basis } from './basis';

const CLIMBS: Options = [
  { value: 'mountain', label: 'Ordinary mountain (0)' },
  { value: 'tree', label: 'Ordinary tree (+5)' },
  { value: 'stone-wall', label: 'Vertical stone wall (−3)' },
  { value: 'modern-building', label: 'Modern building (−3)' },
  { value: 'rope-up', label: 'Rope, up (−2)' },
  { value: 'rope-down', label: 'Rope, down, no gear (−1)' },
  { value: 'rope-down-equipped', label: 'Rope, down, with gear (−1)' },
  { value: 'ladder-up', label: 'Ladder, up (no roll)' },
  { value: 'ladder-down', label: 'Ladder, down (no roll)' },
];

export function ClimbingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ climb: 'mountain', heightFeet: '30', pace: 'regular', climbing: s(b.skill('climbing')), dx: s(b.dx), encumbranceLevel: toFourth(b.encumbrance) });
  const input = {
    climb: v.climb as 'mountain',
    heightFeet: required(v.heightFeet),
    pace: v.pace as 'regular',
    climbing: numberOr(v.climbing),
    dx: numberOr(v.dx),
    encumbranceLevel: required(v.encumbranceLevel),
  };
  const live = useLatestAnswer(() => api.rules.gurps.climbing(input), JSON.stringify(input));
  const c = live.data;
  return (
    <Card title="Climbing">
      <Inputs>
        <Pick label="What" value={v.climb} onChange={set('climb')} options={CLIMBS} wide />
        <Num label="Height" unit="ft" value={v.heightFeet} onChange={set('heightFeet')} live={live} path="heightFeet" decimal />
        <Pick
          label="Pace"
          value={v.pace}
          onChange={set('pace')}
          options={[
            { value: 'regular', label: 'Regular' },
            { value: 'combat', label: 'Combat (1 FP a roll)' },
          ]}
        />
        <Num label="Climbing" value={v.climbing} onChange={set('climbing')} live={live} path="climbing" placeholder="DX-5" />
        <Num label="DX" value={v.dx} onChange={set('dx')} live={live} path="dx" />
        <Num label="Encumbrance" unit="0-4" value={v.encumbranceLevel} onChange={set('encumbranceLevel')} live={live} path="encumbranceLevel" />
      </Inputs>
      {c && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={c.time} label={`${c.speed.text}`} />
            {c.rollNeeded ? (
              <Big value={percent(c.chanceWithoutFailure)} label={`no fall in ${c.rolls} roll${c.rolls === 1 ? '' : 's'}`} tone={tone(c.chanceWithoutFailure)} />
            ) : (
              <Big value="No roll" label="ladders are safe" tone="ok" />
            )}
          </div>
          <Formulas
            lines={[
              c.target && `Roll against ${c.target.formula}: ${chance216(c.chances!.success)} each`,
              c.rollNeeded && `Critical failure ${percent(c.chances!.criticalFailure)} a roll; no critical failure in the climb ${percent(c.chanceWithoutCriticalFailure)}`,
              c.fpCost > 0 && `Costs ${c.fpCost} FP`,
            ]}
          />
          {c.rollNeeded && c.target && <RollButton label={`Climbing: ${b.name}`} target={c.target.effective} memberId={b.member.id} />}
        </Answer>
      )}
      <CardError live={live} paths={['heightFeet', 'climbing', 'dx', 'encumbranceLevel']} />
    </Card>
  );
}
