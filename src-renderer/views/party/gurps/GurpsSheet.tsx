import type { MemberView } from '../../../../src-shared/contract';
import { DerivedFigures } from '../DerivedFigures';

export function GurpsSheet({ member }: { member: MemberView }) {
  return <DerivedFigures member={member} />;
}
