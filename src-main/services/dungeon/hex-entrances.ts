import type { LevelView, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { placeKey } from '../../../src-shared/contract/place-key';
import { indexOf, offsetOf } from '../../../src-shared/hexmap';
import { SECONDS_PER_TURN } from '../../../src-shared/time';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import { AppError, notFound, raise } from '../errors';
import type { ActionContext } from '../journal';
import type { DungeonDeps } from './actions';
import type { LevelReader } from './level-view';
import type { PlaceParty } from './place';

/** Going down a hex's entrance or climbing back out: Lantern's own default of one turn each way, as no rules text gives it. */
export const ENTRANCE_SECONDS = SECONDS_PER_TURN;

/** The party's way between a wilderness hex and the dungeon level its key leads to. */
export function hexEntrances(deps: DungeonDeps & { regions: HexRegionRepository; reader: LevelReader; place: PlaceParty }) {
  const { regions, reader, place, engine, journal, rulesetOf } = deps;
  const partiesRepo = deps.store.parties;

  const keysOf = (regionId: number) => regions.keys(regionId).map((k) => ({ hexIndex: k.hexIndex, key: placeKey.parse(JSON.parse(k.key)) }));
  const labelOf = (regionId: number, hexIndex: number) => {
    const region = regions.get(regionId)!;
    return regions.load(region).labels.get(hexIndex) ?? '';
  };
  const walk = (ctx: ActionContext, input: { partyId: number; letTimeRun: boolean }) =>
    engine.advance(ctx, { partyId: input.partyId, seconds: ENTRANCE_SECONDS, stopOnEvent: false, bedRest: false, restful: false, letTimeRun: input.letTimeRun });

  return {
    enterFromHex(input: MethodParams<'level.enterFromHex'>): LevelView {
      const row = partiesRepo.get(input.partyId) ?? raise(notFound('party', input.partyId, 'partyId'));
      if (row.locationKind !== 'hex' || row.regionId === null || row.hexCol === null || row.hexRow === null) {
        throw new AppError('invalid_input', 'partyId: the party is not on a hex of a map', ['partyId']);
      }
      const region = regions.get(row.regionId)!;
      const here = keysOf(region.id).find((k) => k.hexIndex === indexOf(region.width, row.hexCol!, row.hexRow!));
      const entrance = here?.key.entrance;
      if (!entrance) throw new AppError('invalid_input', `partyId: hex (${row.hexCol}, ${row.hexRow}) has no way underground in its key`, ['partyId']);
      const ruleset = rulesetOf(row.campaignId);
      return journal.record(row.campaignId, { kind: 'move', request: input }, (ctx) => {
        walk(ctx, input);
        const { level, met } = place.enterLevel(ctx, ruleset, { partyId: input.partyId, levelId: entrance.levelId, areaId: entrance.areaId });
        return {
          summary: `The party goes down from hex (${row.hexCol}, ${row.hexRow}) into ${level.name} (${ENTRANCE_SECONDS / 60} minutes)${met ? ` and meets ${met}` : ''}`,
          result: reader.view(reader.mustLevel(level.id)),
        };
      });
    },

    leaveToHex(input: MethodParams<'level.leaveToHex'>): MethodOutput<'level.leaveToHex'> {
      const row = partiesRepo.get(input.partyId) ?? raise(notFound('party', input.partyId, 'partyId'));
      if (row.levelId === null || row.areaId === null) throw new AppError('invalid_input', 'partyId: the party stands in no area of a dungeon level', ['partyId']);
      const level = reader.mustLevel(row.levelId);
      const area = reader.mustArea(row.areaId);
      const way = regions
        .list(row.campaignId)
        .flatMap((region) => keysOf(region.id).map((k) => ({ region, ...k })))
        .find((k) => k.key.entrance?.levelId === row.levelId && k.key.entrance.areaId === row.areaId);
      if (!way) throw new AppError('invalid_input', `partyId: no hex's entrance leads to area ${area.number} of ${level.name}, so there is no way out from here`, ['partyId']);
      const hex = offsetOf(way.region.width, way.hexIndex);
      return journal.record(row.campaignId, { kind: 'move', request: input }, (ctx) => {
        walk(ctx, input);
        place.leaveLevel(ctx, input.partyId);
        partiesRepo.placeOnHex(input.partyId, { name: labelOf(way.region.id, way.hexIndex), col: hex.col, row: hex.row, regionId: way.region.id });
        return {
          summary: `The party climbs out of ${level.name} onto hex (${hex.col}, ${hex.row}) of ${way.region.name} (${ENTRANCE_SECONDS / 60} minutes)`,
          result: { partyId: input.partyId, hex, regionId: way.region.id },
        };
      });
    },
  };
}
