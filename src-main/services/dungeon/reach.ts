import { partyIlluminants } from '../../rules/world/provisions';
import type { DungeonDeps } from './actions';

const FEET_PER_YARD = 3;

/**
 * How far the party sees, in feet: to the outer edge of the dim light its lights and
 * light spells give (seed 003, Light), no further than its own square in darkness.
 */
export function sightReach(deps: Pick<DungeonDeps, 'store' | 'rulesetOf'>) {
  const { store, rulesetOf } = deps;
  return (partyId: number): number => {
    const party = store.parties.get(partyId);
    if (!party) return 0;
    const shining = store.effects.around(party.campaignId, partyId).filter((e) => e.light !== null);
    const light = rulesetOf(party.campaignId).partyLight(partyIlluminants(store.lights.ofParty(partyId), shining));
    if (light.inDarkness) return 0;
    return light.dimRadius * (light.unit === 'yd' ? FEET_PER_YARD : 1);
  };
}
