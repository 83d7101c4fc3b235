import { rulesSystems, type RulesSystem } from '../../src-shared/contract';
import { selectCurrentCampaign, useCampaigns } from '../stores/campaigns';
import { bfrpgUi } from './bfrpg';
import { BfrpgSheet } from './bfrpg/BfrpgSheet';
import { gurpsUi } from './gurps';
import { shellUi } from './shell';
import type { SystemUi } from './system-ui';

export type { SystemUi } from './system-ui';

/** Every system's part of the UI; a system missing from the list, or missing a part, does not compile. */
export const systemUis: { [S in RulesSystem]: SystemUi } = {
  bfrpg: bfrpgUi,
  gurps: gurpsUi,
  shell: shellUi,
};

/** The UI parts of the current campaign's system; null before a campaign is chosen. */
export function useSystemUi(): SystemUi | null {
  const system = useCampaigns(selectCurrentCampaign)?.rulesSystem;
  return system ? systemUis[system] : null;
}

/** Pack animals and vehicles are Basic Fantasy's tables in every campaign, so they share its editor. */
export const AnimalOrVehicleSheet = BfrpgSheet;

/** The ways to start a campaign, every system's in the order of the contract's list. */
export const rulesPresets = rulesSystems.flatMap((system) => systemUis[system].presets.map((preset) => ({ ...preset, system })));
