import type { MemberView } from '../../../../src-shared/contract';
import { api } from '../../../api/client';
import { useLatestAnswer } from '../../../components/use-latest-answer';
import { fig } from '../numbers';
import { Answer, Big, Card, CardError, Formulas } from './parts';
import type { Basis } from './basis';

type BodySize = { linearScale: number } | { massLb: number };

/** GULLIVER's builds, with what each adds to resisting cold and exposure. */
export const BUILD_OPTIONS = [
  { value: 'skinny', label: 'Skinny' },
  { value: 'average', label: 'Average' },
  { value: 'overweight', label: 'Overweight (+1)' },
  { value: 'fat', label: 'Fat (+2)' },
  { value: 'obese', label: 'Obese (+3)' },
];

export function bodySize(member: MemberView): BodySize {
  const size = (member.sheet.size ?? {}) as { linearScale?: number; weightLb?: number };
  if (size.weightLb !== undefined) return { massLb: size.weightLb };
  return { linearScale: size.linearScale ?? 1 };
}

export function SizeCard({ b }: { b: Basis }) {
  const size = bodySize(b.member);
  const live = useLatestAnswer(() => api.rules.gulliver.size(size), JSON.stringify(size), { delayMs: 0 });
  const z = live.data;
  return (
    <Card title={`Size of ${b.name}`} note="GULLIVER">
      {z && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(z.linearScale)} label="Linear Scale" />
            <Big value={`${z.sizeModifier >= 0 ? '+' : ''}${z.sizeModifier}`} label="Size Modifier" />
            <Big value={fig(z.massLb)} unit="lb" label="mass" />
          </div>
          <Formulas lines={[z.explanation.linearScale, z.explanation.massLb, z.explanation.areaScale, z.explanation.massMultiplier, z.explanation.sizeModifier]} />
        </Answer>
      )}
      <CardError live={live} paths={[]} />
    </Card>
  );
}
