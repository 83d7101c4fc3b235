import type { FightRepository } from '../db/repositories/fights';
import type { PartyRepository } from '../db/repositories/parties';
import { AppError, notFound, raise } from './errors';

/**
 * Travel and camp run hours and days on the campaign's one clock: during a fight they would stretch its rounds
 * over the day (a fight of 3 rounds ending after four hours), so they wait until the fight is ended.
 * `field` names the input refused.
 */
export function mustBeOutOfFight(deps: { parties: PartyRepository; fights: FightRepository }, partyId: number, field: string): void {
  const party = deps.parties.get(partyId) ?? raise(notFound('party', partyId, 'partyId'));
  const fight = deps.fights.latest(party.campaignId);
  if (fight?.status !== 'active') return;
  const whose = fight.partyId === party.id ? 'the party is in a fight' : 'a fight is going on';
  throw new AppError('conflict', `${field}: ${whose} ("${fight.name}"): end it first`, [field]);
}
