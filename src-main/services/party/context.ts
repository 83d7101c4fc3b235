import type { CatalogueRepository } from '../../db/repositories/catalogue';
import type { ClockRepository } from '../../db/repositories/clock';
import type { InventoryRepository, StackRow } from '../../db/repositories/inventory';
import type { JournaledTable } from '../../db/repositories/journal';
import type { MemberRepository, MemberRow } from '../../db/repositories/members';
import type { PartyRepository, PartyRow } from '../../db/repositories/parties';
import { notFound, raise } from '../errors';
import type { RulesetOf } from '../rulesets';

export interface PartyDeps {
  parties: PartyRepository;
  members: MemberRepository;
  inventory: InventoryRepository;
  catalogue: CatalogueRepository;
  rulesetOf: RulesetOf;
  /** Read when a member joins (the day they come fed for), never for a party's view. */
  clock: Pick<ClockRepository, 'now'>;
}

/**
 * The tables each repository a party is read from holds (the parties' rows name their dungeon
 * level's): a repository added to `PartyDeps` does not compile until it says its tables here.
 * The rules come from the campaign's row, of which a fight step changes only the clock and the dice.
 */
const tablesOf: Record<Exclude<keyof PartyDeps, 'rulesetOf' | 'clock'>, readonly JournaledTable[]> = {
  parties: ['parties', 'dungeon_levels'],
  members: ['members'],
  inventory: ['inventory'],
  catalogue: ['catalogue_items'],
};

/** The tables a party's view is read from: an action that changed none of their rows left every party's view as it was. */
export const partyViewTables: ReadonlySet<JournaledTable> = new Set(Object.values(tablesOf).flat());

/** The repositories every party use case reads, and the lookups that refuse an unknown id by its field. */
export function partyContext(deps: PartyDeps) {
  return {
    ...deps,
    mustParty: (id: number, field = 'partyId'): PartyRow => deps.parties.get(id) ?? raise(notFound('party', id, field)),
    mustMember: (id: number, field = 'memberId'): MemberRow => deps.members.get(id) ?? raise(notFound('member', id, field)),
    mustStack: (id: number, field = 'stackId'): StackRow => deps.inventory.get(id) ?? raise(notFound('inventory stack', id, field)),
  };
}

export type PartyContext = ReturnType<typeof partyContext>;
