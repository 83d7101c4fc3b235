import { isCharacter, type MemberView } from '../../../src-shared/contract';
import { AnimalOrVehicleSheet, useSystemUi } from '../../systems';

/** The sheet editor for the campaign's rules system; animals and vehicles share one editor everywhere. */
export function MemberSheet({ member }: { member: MemberView }) {
  const ui = useSystemUi();
  const character = isCharacter(member);
  if (!character) return <AnimalOrVehicleSheet member={member} />;
  return ui && <ui.Sheet member={member} />;
}
