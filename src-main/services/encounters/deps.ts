import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { EncounterTableRepository } from '../../db/repositories/encounter-tables';
import type { PartyRepository } from '../../db/repositories/parties';
import type { SightingRepository } from '../../db/repositories/sightings';
import type { JournalService } from '../journal';
import type { RulesetOf } from '../rulesets';

/** What the encounter service and its tables' actions are built from. */
export interface EncounterDeps {
  store: { sightings: SightingRepository; bestiary: BestiaryRepository; parties: PartyRepository; tables: EncounterTableRepository };
  journal: JournalService;
  rulesetOf: RulesetOf;
}
