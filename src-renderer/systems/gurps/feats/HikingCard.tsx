import { isCharacter } from '../../../../src-shared/contract';
import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { chance216, fig, numberOr, percent, required, skillLevel } from '../numbers';
import { useParty } from '../../../stores/party';
import { RollButton } from '../RollButton';
import { Answer, Big, Card, CardError, Check, Formulas, Inputs, Num, Pick, useInputs, type Options } from './parts';
import { basisOf, s, type Basis } from './basis';

const TERRAINS: Options = [
  { value: 'good', label: 'Good (x1.25): plains' },
  { value: 'average', label: 'Average (x1): hills' },
  { value: 'bad', label: 'Bad (x0.5): forest' },
  { value: 'very-bad', label: 'Very bad (x0.2): swamp' },
];
const TERRAIN_EXAMPLES: Record<string, string> = {
  good: 'level plains or hard-packed desert',
  average: 'light forest or rolling hills',
  bad: 'forest, broken ground or steep hills',
  'very-bad': 'jungle, mountains, swamp, soft sand or deep snow',
};

export function HikingCard({ b }: { b: Basis }) {
  const party = useParty((st) => st.view);
  const characters = (party?.members ?? []).filter(isCharacter);
  const leader = characters.find((m) => m.id === party?.leaderMemberId);
  const [v, set] = useInputs({ move: s(b.move), hiking: s(b.skill('hiking')), ht: s(b.ht), terrain: 'average', together: false });
  const group = v.together && characters.length > 1;
  const leadership = leader ? skillLevel(leader, 'leadership') : undefined;
  const input = {
    members: group
      ? characters.map((m) => {
          const mb = m.id === b.member.id ? null : basisOf(m);
          return mb
            ? { label: m.name, move: mb.move, hiking: mb.skill('hiking'), ht: mb.ht }
            : { label: m.name, move: required(v.move), hiking: numberOr(v.hiking), ht: numberOr(v.ht) };
        })
      : [{ label: b.name, move: required(v.move), hiking: numberOr(v.hiking), ht: numberOr(v.ht) }],
    terrain: v.terrain as 'average',
    ...(group && leadership !== undefined ? { leadership } : {}),
  };
  const live = useLatestAnswer(() => api.rules.gurps.hiking(input), JSON.stringify(input));
  const h = live.data;
  const me = h?.members.find((m) => m.label === b.name) ?? h?.members[0];
  const rollTarget = h ? (h.groupTarget ?? me?.hiking ?? null) : null;
  return (
    <Card title="Hiking" note="a day's march">
      <Inputs>
        <Num label="Move" value={v.move} onChange={set('move')} live={live} path="members.0.move" />
        <Num label="Hiking" value={v.hiking} onChange={set('hiking')} live={live} path="members.0.hiking" placeholder="HT-5" />
        <Num label="HT" value={v.ht} onChange={set('ht')} live={live} path="members.0.ht" />
        <Pick label="Terrain" value={v.terrain} onChange={set('terrain')} options={TERRAINS} wide />
      </Inputs>
      {characters.length > 1 && <Check label={`March with the party (${characters.length} characters)`} checked={v.together as boolean} onChange={set('together')} />}
      {h && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            {h.outcomes.map((o) => (
              <Big key={o.miles} value={fig(o.miles)} unit="mi" label={`${percent(o.probability)} chance`} />
            ))}
          </div>
          <Formulas
            lines={[
              h.mode === 'leader'
                ? `${leader?.name} (Leadership ${leadership}) rolls once for everyone against the average Hiking ${h.groupTarget}: ${chance216(h.groupChances!.success)}`
                : group
                  ? 'Everyone rolls; the group keeps to whoever makes the fewest miles.'
                  : me && `Hiking ${me.hiking}: ${chance216(me.bonusChance)} to march 20% farther`,
              ...(group ? h.members.map((m) => `${m.label}: ${m.formula}, or ${fig(m.milesWithBonus)} on a made roll`) : me ? [me.formula, me.formulaWithBonus] : []),
              `Over ${TERRAIN_EXAMPLES[v.terrain as string]}, ${fig(h.expectedMiles)} miles on average; bad weather cuts it further.`,
            ]}
          />
          {rollTarget !== null && (
            <RollButton label={h.mode === 'leader' ? `Hiking (the group, led by ${leader?.name})` : `Hiking: ${b.name}`} target={rollTarget} memberId={b.member.id} />
          )}
        </Answer>
      )}
      <CardError live={live} paths={['members.0.move', 'members.0.hiking', 'members.0.ht']} />
    </Card>
  );
}
