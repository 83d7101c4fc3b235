import type { MemberView } from '../../../src-shared/contract';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { BfrpgSheet } from './bfrpg/BfrpgSheet';
import { GurpsSheet } from './gurps/GurpsSheet';
import { ShellSheet } from './shell/ShellSheet';

/** The sheet editor for the campaign's rules system; animals and vehicles share one editor everywhere. */
export function MemberSheet({ member }: { member: MemberView }) {
  const system = useCampaigns(selectCurrentCampaign)?.rulesSystem ?? 'bfrpg';
  const character = member.kind === 'pc' || member.kind === 'hireling';
  if (character && system === 'gurps') return <GurpsSheet member={member} />;
  if (character && system === 'shell') return <ShellSheet member={member} />;
  return <BfrpgSheet member={member} />;
}
