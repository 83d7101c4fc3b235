import type { DungeonLevelRepository } from '../db/repositories/dungeon-levels';
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

/**
 * Travel over the hexes and a camp under the sky both need the party out in the open: standing on a dungeon
 * level it would cross the map (and see the sun rise) from an area underground, so it climbs out first.
 */
export function mustBeFreeToTravel(deps: { parties: PartyRepository; fights: FightRepository; levels: DungeonLevelRepository }, partyId: number, field: string): void {
  mustBeOutOfFight(deps, partyId, field);
  const levelId = deps.parties.get(partyId)?.levelId;
  if (levelId == null) return;
  const level = deps.levels.get(levelId);
  throw new AppError('conflict', `${field}: the party is underground (on "${level?.name ?? 'a dungeon level'}"): leave the level first`, [field]);
}
