import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';

/** Whether the current campaign plays GURPS with GULLIVER's size rules, which add size fields and danger cards. */
export function useGulliver(): boolean {
  const campaign = useCampaigns(selectCurrentCampaign);
  return campaign?.rulesSystem === 'gurps' && campaign.rulesOptions.gulliver;
}
