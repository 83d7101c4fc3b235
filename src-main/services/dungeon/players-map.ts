import type { MethodOutput, MethodParams } from '../../../src-shared/contract';
import type { PartyRepository } from '../../db/repositories/parties';
import type { LevelReader } from './level-view';

/** The level a party stands on, whole for the GM; the players' projection (services/players-view) cuts it down. */
export function playersMap(parties: PartyRepository, reader: LevelReader) {
  return (input: MethodParams<'level.map'>): MethodOutput<'level.map'> => {
    const row = parties.get(input.partyId);
    const level = row?.levelId == null ? null : reader.view(reader.mustLevel(row.levelId));
    return { partyId: input.partyId, level };
  };
}
