import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { numberOr, percent, required, skillLevel } from '../numbers';
import { RollButton } from '../RollButton';
import { Answer, Big, Card, CardError, Formulas, Inputs, Num, Pick, tone, useInputs, type Options } from './parts';
import { s, type Basis } from './basis';

const CHECKS: Options = [
  { value: 'vision', label: 'Vision roll (Per)' },
  { value: 'hearing', label: 'Hearing roll (Per)' },
  { value: 'taste-smell', label: 'Taste/Smell roll (Per)' },
  { value: 'will', label: 'Will roll' },
  { value: 'fright', label: 'Fright Check (Will)' },
  { value: 'influence', label: 'Influence roll (Quick Contest)' },
];
const INFLUENCE: Options = [
  { value: 'diplomacy', label: 'Diplomacy' },
  { value: 'fast-talk', label: 'Fast-Talk' },
  { value: 'intimidation', label: 'Intimidation' },
  { value: 'savoir-faire', label: 'Savoir-Faire' },
  { value: 'sex-appeal', label: 'Sex Appeal' },
  { value: 'streetwise', label: 'Streetwise' },
  { value: 'other', label: 'Another skill' },
];
const LIGHT: Options = [
  { value: 'bright', label: 'Daylight' },
  { value: 'normal', label: 'Overcast, bright indoors' },
  { value: 'slightly-dim', label: 'Ordinary indoors' },
  { value: 'dim', label: 'Torch or lantern (−1)' },
  { value: 'very-dim', label: 'Candle, embers (−2)' },
  { value: 'dark', label: 'Moonlight (−4)' },
  { value: 'very-dark', label: 'Starlight (−8)' },
  { value: 'total-darkness', label: 'Total darkness' },
  { value: 'very-bright', label: 'Sun in the eyes' },
  { value: 'harsh', label: 'Harsh lamp' },
  { value: 'near-blinding', label: 'Searchlight in the face' },
];
const REACTIONS: Record<string, string> = { 'very-good': 'Very Good', good: 'Good', bad: 'Bad', 'very-bad': 'Very Bad' };
const CHECK_LABEL: Record<string, string> = {
  vision: 'Vision roll',
  hearing: 'Hearing roll',
  'taste-smell': 'Taste/Smell roll',
  will: 'Will roll',
  fright: 'Fright Check',
};

export function ChecksCard({ b }: { b: Basis }) {
  const nightVision = Boolean(b.member.sheet.nightVision);
  const [v, set] = useInputs({
    check: 'vision',
    per: s(b.per),
    will: s(b.will),
    modifier: '0',
    light: 'bright',
    skill: 'diplomacy',
    level: s(b.skill('diplomacy') ?? b.iq - 5),
    subjectWill: '10',
  });
  const sense = v.check === 'vision' || v.check === 'hearing' || v.check === 'taste-smell';
  const lightLive = useLatestAnswer(
    () => (v.check === 'vision' ? api.rules.gulliver.lightLevel({ level: v.light as 'bright', nightVision: nightVision ? 'full' : 'none' }) : null),
    `${v.check}:${v.light}:${nightVision}`,
    { delayMs: 0 },
  );
  const light = v.check === 'vision' ? lightLive.data : null;
  const lightPenalty = light ? (light.perceived.blind ? null : light.perceived.darknessPenalty + light.perceived.visionPenalty) : 0;
  const modifier = numberOr(v.modifier) ?? 0;
  const modifierPath = `modifiers.${lightPenalty ? 1 : 0}.value`;
  const modifiers = [
    ...(lightPenalty ? [{ label: light!.perceived.label.toLowerCase(), value: lightPenalty }] : []),
    ...(modifier !== 0 ? [{ label: 'situation', value: modifier }] : []),
  ];
  const input = sense
    ? { kind: 'sense' as const, sense: v.check as 'vision', per: required(v.per), modifiers }
    : v.check === 'influence'
      ? { kind: 'influence' as const, skill: v.skill as 'diplomacy', level: required(v.level), subjectWill: required(v.subjectWill), modifiers }
      : { kind: v.check as 'will', will: required(v.will), modifiers };
  const blind = v.check === 'vision' && light?.perceived.blind;
  const live = useLatestAnswer(() => (blind ? null : api.rules.gurps.check(input)), JSON.stringify(input) + String(blind));
  const c = live.data;
  const skillName = INFLUENCE.find((o) => o.value === v.skill)?.label ?? 'Influence';
  return (
    <Card title="Checks">
      <Inputs>
        <Pick label="Roll" value={v.check} onChange={set('check')} options={CHECKS} wide />
        {sense && <Num label="Per" value={v.per} onChange={set('per')} live={live} path="per" />}
        {(v.check === 'will' || v.check === 'fright') && <Num label="Will" value={v.will} onChange={set('will')} live={live} path="will" />}
        {v.check === 'influence' && (
          <>
            <Pick
              label="Skill"
              value={v.skill}
              onChange={(value) => {
                set('skill')(value);
                const known = skillLevel(b.member, INFLUENCE.find((o) => o.value === value)?.label ?? value);
                if (known !== undefined) set('level')(String(known));
              }}
              options={INFLUENCE}
            />
            <Num label="Level" value={v.level} onChange={set('level')} live={live} path="level" />
            <Num label="Subject's Will" value={v.subjectWill} onChange={set('subjectWill')} live={live} path="subjectWill" />
          </>
        )}
        <Num label="Modifier" value={v.modifier} onChange={set('modifier')} live={live} path={modifierPath} placeholder="0" />
        {v.check === 'vision' && <Pick label={`Light${nightVision ? ' (Night Vision)' : ''}`} value={v.light} onChange={set('light')} options={LIGHT} wide />}
      </Inputs>
      {blind && (
        <Answer stale={false}>
          <div className="feat-bigs">
            <Big value="Blind" label="nothing to see by" tone="danger" />
          </div>
        </Answer>
      )}
      {c && !blind && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            {c.influence ? (
              <Big value={percent(c.influence.win)} label={`wins the contest: ${REACTIONS[c.influence.onWin]} reaction`} tone={tone(c.influence.win)} />
            ) : (
              <Big value={percent(c.chances.success)} label={`success on ${c.target.effective} or less`} tone={tone(c.chances.success)} />
            )}
            <Big value={c.target.effective} label="target" />
          </div>
          <Formulas
            lines={[
              `${c.target.formula}`,
              `Critical success ${percent(c.chances.criticalSuccess)} · critical failure ${percent(c.chances.criticalFailure)}`,
              c.fright && `Stunned (failure): ${percent(c.fright.stunned)} · faints (critical failure): ${percent(c.fright.faints)}`,
              c.influence && `On a loss or a tie: ${REACTIONS[c.influence.onLoss]} reaction (${percent(c.influence.lose)})`,
              c.influence?.gmAlsoRollsReaction && 'Diplomacy: the GM also rolls an ordinary reaction and keeps the better one.',
              light && light.steps.length > 0 && `Light as seen: ${light.steps.join('; ')}`,
            ]}
          />
          <RollButton
            label={`${v.check === 'influence' ? skillName : CHECK_LABEL[v.check]}: ${b.name}`}
            target={c.target.effective}
            memberId={b.member.id}
          />
        </Answer>
      )}
      <CardError live={live} paths={['per', 'will', 'level', 'subjectWill', modifierPath]} />
    </Card>
  );
}
