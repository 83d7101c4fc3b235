import type { MemberView } from '../../../../src-shared/contract';
import { DerivedFigures } from '../DerivedFigures';

export function ShellSheet({ member }: { member: MemberView }) {
  return <DerivedFigures member={member} />;
}
