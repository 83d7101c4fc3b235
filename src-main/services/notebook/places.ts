import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { PartyRepository } from '../../db/repositories/parties';

/** Places in words, as the notebook shows them: an area of a level, a hex of a region, where a party stands. */
export function placeWords(deps: { parties: PartyRepository; levels: DungeonLevelRepository; regions: HexRegionRepository }) {
  const { parties, levels, regions } = deps;

  function areaName(areaId: number): string | null {
    const area = levels.area(areaId);
    const level = area && levels.get(area.levelId);
    return area && level ? `area ${area.number}${area.name ? ` (${area.name})` : ''} of ${level.name}` : null;
  }

  function hexName(regionId: number, col: number, row: number, label = ''): string | null {
    const region = regions.get(regionId);
    return region ? `${label ? `${label}, ` : ''}hex ${col},${row} of ${region.name}` : null;
  }

  return {
    areaName,
    hexName,
    /**
     * Where the party the players' screen follows stands now (the first party when none is
     * chosen), for a note written in play; null when it stands nowhere Lantern knows.
     */
    whereNow(campaignId: number): string | null {
      const all = parties.list(campaignId);
      const followed = parties.followed(campaignId);
      const party = all.find((p) => p.id === followed) ?? all[0];
      if (!party) return null;
      if (party.areaId !== null) return areaName(party.areaId);
      if (party.locationKind === 'hex' && party.regionId !== null && party.hexCol !== null && party.hexRow !== null) {
        return hexName(party.regionId, party.hexCol, party.hexRow, party.locationName);
      }
      return party.locationName || null;
    },
  };
}
export type PlaceWords = ReturnType<typeof placeWords>;
