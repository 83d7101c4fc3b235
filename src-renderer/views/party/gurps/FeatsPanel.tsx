import type { MemberView } from '../../../../src-shared/contract';

export function FeatsPanel({ member }: { member: MemberView }) {
  return <p className="muted">Feats for {member.name}.</p>;
}
