import { partyIlluminants } from '../../rules/world/provisions';
import type { DungeonDeps } from './actions';

const FEET_PER_YARD = 3;

/**
 * How far the party sees, in feet: to the outer edge of the dim light its lights and
 * light spells give (seed 003, Light). In darkness, as far as darkvision reaches where
 * the campaign gives it a range and a member has it, else no further than its own square.
 */
export function sightReach(deps: Pick<DungeonDeps, 'store' | 'rulesetOf' | 'parties'>) {
  const { store, rulesetOf, parties } = deps;
  return (partyId: number): number => {
    const party = store.parties.get(partyId);
    if (!party) return 0;
    const ruleset = rulesetOf(party.campaignId);
    const shining = store.effects.around(party.campaignId, partyId).filter((e) => e.light !== null);
    const light = ruleset.partyLight(partyIlluminants(store.lights.ofParty(partyId), shining));
    if (!light.inDarkness) return light.dimRadius * (light.unit === 'yd' ? FEET_PER_YARD : 1);
    const seeing = ruleset.darkvisionFeet !== null && parties.view(partyId).members.some((m) => m.figures.darkvision);
    return seeing ? ruleset.darkvisionFeet! : 0;
  };
}
