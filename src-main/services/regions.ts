import {
  createHexMap,
  encodeHexMap,
  HEX_SIGHT,
  featureMask,
  hexMapFromJson,
  hexMapToJson,
  indexOf,
  offsetOf,
  TERRAIN_CODE,
  type HexMapData,
} from '../../src-shared/hexmap';
import { placeKey, placeState, type HexKeyView, type PlaceKey, type MethodOutput, type MethodParams, type Region } from '../../src-shared/contract';
import type { BestiaryRepository } from '../db/repositories/bestiary';
import type { DungeonLevelRepository } from '../db/repositories/dungeon-levels';
import type { HexRegionRepository, RegionRow } from '../db/repositories/hex-regions';
import { AppError, notFound, raise } from './errors';
import type { JournalService } from './journal';

const toRegion = (r: RegionRow): Region => ({
  id: r.id,
  campaignId: r.campaignId,
  name: r.name,
  width: r.width,
  height: r.height,
  hexMiles: r.hexMiles,
  prevailingWind: r.prevailingWind,
});

/** Map regions: stored in tiles, handed to the renderer as one binary map, edited as journaled actions. */
export function regionService(regions: HexRegionRepository, journal: JournalService, levels: DungeonLevelRepository, bestiary: BestiaryRepository) {
  const mustRegion = (regionId: number) => regions.get(regionId) ?? raise(notFound('region', regionId, 'regionId'));

  function keysOf(region: RegionRow): HexKeyView[] {
    return regions.keys(region.id).map((k) => ({ hex: offsetOf(region.width, k.hexIndex), key: placeKey.parse(JSON.parse(k.key)), state: placeState.parse(JSON.parse(k.state)) }));
  }

  /** A key's foes must be in the campaign's bestiary, and its entrance lead to an area of the level it names. */
  function checkKey(campaignId: number, input: MethodParams<'hexmap.setKey'>): void {
    input.key?.occupants.forEach((o, k) => {
      if (o.bestiaryId !== undefined && bestiary.get(o.bestiaryId)?.campaignId !== campaignId) {
        throw new AppError('not_found', `key.occupants.${k}.bestiaryId: no bestiary entry has id ${o.bestiaryId}`, ['key', 'occupants', k, 'bestiaryId']);
      }
    });
    const entrance = input.key?.entrance;
    if (!entrance) return;
    const level = levels.get(entrance.levelId);
    if (level?.campaignId !== campaignId) throw new AppError('not_found', `key.entrance.levelId: there is no level ${entrance.levelId}`, ['key', 'entrance', 'levelId']);
    const area = levels.area(entrance.areaId);
    if (area?.levelId !== entrance.levelId) {
      throw new AppError('invalid_input', `key.entrance.areaId: area ${entrance.areaId} is not on "${level.name}"`, ['key', 'entrance', 'areaId']);
    }
  }

  function assertNameFree(campaignId: number, name: string): void {
    if (regions.byName(campaignId, name)) throw new AppError('conflict', `name: this campaign already has a region called "${name}"`, ['name']);
  }

  function indicesOf(region: RegionRow, hexes: readonly { col: number; row: number }[], field = 'hexes'): number[] {
    return hexes.map((h, k) => {
      if (h.col >= region.width || h.row >= region.height) {
        throw new AppError('invalid_input', `${field}.${k}: (${h.col}, ${h.row}) is off the ${region.width} x ${region.height} map`, [field, k]);
      }
      return indexOf(region.width, h.col, h.row);
    });
  }

  function insert(campaignId: number, name: string, map: HexMapData): Region {
    assertNameFree(campaignId, name);
    return toRegion(mustRegion(regions.create(campaignId, name, map, 'W')));
  }

  return {
    /** The region's row alone (size, scale, wind): no hexes read. */
    info: (regionId: number): RegionRow => mustRegion(regionId),

    load: (regionId: number): { region: RegionRow; map: HexMapData } => {
      const region = mustRegion(regionId);
      return { region, map: regions.load(region) };
    },

    list: (input: MethodParams<'hexmap.list'>): MethodOutput<'hexmap.list'> => ({ regions: regions.list(input.campaignId).map(toRegion) }),

    get(input: MethodParams<'hexmap.get'>): MethodOutput<'hexmap.get'> {
      const region = mustRegion(input.regionId);
      const landmarks = keysOf(region).flatMap((k) => (k.key.landmark ? [{ hex: k.hex, text: k.key.landmark }] : []));
      return { region: toRegion(region), map: Buffer.from(encodeHexMap(regions.load(region))).toString('base64'), landmarks };
    },

    create(input: MethodParams<'hexmap.create'>): Region {
      return journal.record(input.campaignId, { kind: 'map', request: input }, () => {
        const map = createHexMap(input.width, input.height, input.hexMiles);
        map.terrain.fill(TERRAIN_CODE[input.terrain]);
        const region = insert(input.campaignId, input.name, map);
        return { summary: `New map region: ${region.name} (${region.width} x ${region.height})`, result: region };
      });
    },

    resize(input: MethodParams<'hexmap.resize'>): Region {
      const region = mustRegion(input.regionId);
      const off = regions.standing(region.id).find((p) => p.col !== null && p.row !== null && (p.col >= input.width || p.row >= input.height));
      if (off) {
        const field = off.col! >= input.width ? 'width' : 'height';
        throw new AppError('invalid_input', `${field}: ${off.name} stands at (${off.col}, ${off.row}), which would be off a ${input.width} x ${input.height} map`, [field]);
      }
      const journeys = regions.journeyCount(region.id);
      if (input.width !== region.width && journeys > 0) {
        throw new AppError(
          'invalid_input',
          `width: ${region.name} has ${journeys} journey${journeys === 1 ? '' : 's'} whose hexes are counted by its width of ${region.width}; only its height and scale can change`,
          ['width'],
        );
      }
      return journal.record(region.campaignId, { kind: 'map', request: input }, () => {
        const before = regions.load(region);
        const after = createHexMap(input.width, input.height, input.hexMiles);
        after.terrain.fill(TERRAIN_CODE[input.terrain]);
        let kept = 0;
        for (let row = 0; row < Math.min(before.height, after.height); row++) {
          for (let col = 0; col < Math.min(before.width, after.width); col++) {
            const from = indexOf(before.width, col, row);
            const to = indexOf(after.width, col, row);
            after.terrain[to] = before.terrain[from];
            after.features[to] = before.features[from];
            after.explored[to] = before.explored[from];
            const label = before.labels.get(from);
            const note = before.notes.get(from);
            if (label) after.labels.set(to, label);
            if (note) after.notes.set(to, note);
            kept++;
          }
        }
        const keys = regions
          .keys(region.id)
          .map((k) => ({ ...k, at: offsetOf(region.width, k.hexIndex) }))
          .filter((k) => k.at.col < after.width && k.at.row < after.height)
          .map((k) => ({ hexIndex: indexOf(after.width, k.at.col, k.at.row), key: k.key, state: k.state }));
        regions.replace(region.id, after, keys);
        const lost = before.width * before.height - kept;
        return {
          summary: `${region.name} resized from ${region.width} x ${region.height} to ${input.width} x ${input.height} hexes of ${input.hexMiles} miles${lost ? ` (${lost} hexes cut off)` : ''}`,
          result: toRegion(mustRegion(region.id)),
        };
      });
    },

    importRegion(input: MethodParams<'hexmap.import'>): Region {
      return journal.record(input.campaignId, { kind: 'map', request: { name: input.name } }, () => {
        let map: HexMapData;
        try {
          map = hexMapFromJson(input.map);
        } catch (error) {
          throw new AppError('invalid_input', `map: ${(error as Error).message}`, ['map']);
        }
        const region = insert(input.campaignId, input.name, map);
        return { summary: `Map region imported: ${region.name}`, result: region };
      });
    },

    exportRegion: (input: MethodParams<'hexmap.export'>) => hexMapToJson(regions.load(mustRegion(input.regionId))),

    paint(input: MethodParams<'hexmap.paint'>): MethodOutput<'hexmap.paint'> {
      const region = mustRegion(input.regionId);
      const indices = indicesOf(region, input.hexes);
      const add = featureMask(input.addFeatures);
      const remove = featureMask(input.removeFeatures);
      const paintHex = (map: HexMapData, i: number): boolean => {
        const before = [map.terrain[i], map.features[i], map.explored[i]];
        if (input.terrain !== undefined) map.terrain[i] = TERRAIN_CODE[input.terrain];
        map.features[i] = (map.features[i] | add) & ~remove;
        if (input.explored !== undefined) map.explored[i] = input.explored ? 1 : 0;
        return before[0] !== map.terrain[i] || before[1] !== map.features[i] || before[2] !== map.explored[i];
      };
      // A click that changes nothing (selecting a hex to label it) is not a GM action: no entry, nothing to undo.
      const preview = regions.load(region);
      if (!indices.some((i) => paintHex(preview, i))) return { changed: 0 };
      return journal.record(region.campaignId, { kind: 'map', request: { ...input, hexes: input.hexes.length } }, () => {
        const map = regions.load(region);
        const changed = indices.filter((i) => paintHex(map, i));
        regions.saveHexes(region.id, map, changed);
        const what = [
          input.terrain && `terrain to ${input.terrain}`,
          input.addFeatures.length && `added ${input.addFeatures.join(', ')}`,
          input.removeFeatures.length && `removed ${input.removeFeatures.join(', ')}`,
          input.explored !== undefined && (input.explored ? 'marked explored' : 'marked unexplored'),
        ].filter(Boolean);
        return { summary: `${region.name}: ${changed.length} hex${changed.length === 1 ? '' : 'es'} painted (${what.join('; ')})`, result: { changed: changed.length } };
      });
    },

    annotate(input: MethodParams<'hexmap.annotate'>): MethodOutput<'hexmap.annotate'> {
      const region = mustRegion(input.regionId);
      const [index] = indicesOf(region, [input.hex], 'hex');
      return journal.record(region.campaignId, { kind: 'map', request: input }, () => {
        regions.setNote(region.id, index, input.label, input.note);
        return { summary: `${region.name}: hex (${input.hex.col}, ${input.hex.row}) labelled "${input.label}"`, result: { changed: 1 } };
      });
    },

    keys: (input: MethodParams<'hexmap.keys'>): { keys: HexKeyView[] } => ({ keys: keysOf(mustRegion(input.regionId)) }),

    setKey(input: MethodParams<'hexmap.setKey'>): { keys: HexKeyView[] } {
      const region = mustRegion(input.regionId);
      const [index] = indicesOf(region, [input.hex], 'hex');
      checkKey(region.campaignId, input);
      return journal.record(region.campaignId, { kind: 'map', request: input }, () => {
        const held = regions.keys(region.id).find((k) => k.hexIndex === index);
        const where = `hex (${input.hex.col}, ${input.hex.row})`;
        if (input.key === null) {
          if (!held) throw new AppError('invalid_input', `hex: ${where} has no key to remove`, ['hex']);
          regions.dropKey(region.id, index);
          return { summary: `${region.name}: the key of ${where} removed`, result: { keys: keysOf(region) } };
        }
        regions.putKey(region.id, index, JSON.stringify(input.key), held?.state ?? JSON.stringify(placeState.parse({})));
        const what = [input.key.settlement && `settlement ${input.key.settlement.name}`, input.key.occupants.some((o) => o.lair) && 'a lair', input.key.entrance && 'a dungeon entrance', input.key.landmark && `landmark ${input.key.landmark}`].filter(Boolean);
        return { summary: `${region.name}: ${where} keyed${what.length ? ` (${what.join(', ')})` : ''}`, result: { keys: keysOf(region) } };
      });
    },

    setHexStatus(input: MethodParams<'hexmap.setHexStatus'>): { keys: HexKeyView[] } {
      const region = mustRegion(input.regionId);
      const [index] = indicesOf(region, [input.hex], 'hex');
      const held = regions.keys(region.id).find((k) => k.hexIndex === index) ?? raise(new AppError('invalid_input', `hex: (${input.hex.col}, ${input.hex.row}) has no key`, ['hex']));
      return journal.record(region.campaignId, { kind: 'map', request: input }, () => {
        regions.putKey(region.id, index, held.key, JSON.stringify({ ...placeState.parse(JSON.parse(held.state)), status: input.status }));
        return { summary: `${region.name}: hex (${input.hex.col}, ${input.hex.row}) is ${input.status}`, result: { keys: keysOf(region) } };
      });
    },

    showKey(input: MethodParams<'hexmap.showKey'>): { keys: HexKeyView[] } {
      const region = mustRegion(input.regionId);
      const [index] = indicesOf(region, [input.hex], 'hex');
      const held = regions.keys(region.id).find((k) => k.hexIndex === index) ?? raise(new AppError('invalid_input', `hex: (${input.hex.col}, ${input.hex.row}) has no key`, ['hex']));
      const key = placeKey.parse(JSON.parse(held.key));
      if (input.shown && !key.readAloud) throw new AppError('invalid_input', `hex: (${input.hex.col}, ${input.hex.row}) has no read-aloud text to show`, ['hex']);
      return journal.record(region.campaignId, { kind: 'map', request: input }, () => {
        regions.putKey(region.id, index, held.key, JSON.stringify({ ...placeState.parse(JSON.parse(held.state)), shownToPlayers: input.shown }));
        const where = `hex (${input.hex.col}, ${input.hex.row})`;
        return { summary: `${region.name}: the text of ${where} ${input.shown ? "shown on the players' screen" : "taken off the players' screen"}`, result: { keys: keysOf(region) } };
      });
    },

    shownText: (input: MethodParams<'hexmap.shownText'>): MethodOutput<'hexmap.shownText'> => ({
      shown: keysOf(mustRegion(input.regionId))
        .filter((k) => k.state.shownToPlayers && k.key.readAloud)
        .map((k) => ({ hex: k.hex, readAloud: k.key.readAloud })),
    }),

    /**
     * Marks the hexes a party walked through visited and those it saw seen, never taking
     * back what it knew; a keyed hex's state moves on the same way (a searched or cleared
     * hex stays so). Part of the action that moved the party. Answers how many hexes were
     * newly seen, and the keyed landmarks that came into sight.
     */
    markSight(regionId: number, map: HexMapData, walked: ReadonlySet<number>, seen: ReadonlySet<number>): { seen: number; landmarks: string[] } {
      const visited = [...walked].filter((i) => map.explored[i] !== HEX_SIGHT.visited);
      const sighted = [...seen].filter((i) => !walked.has(i) && map.explored[i] === HEX_SIGHT.unexplored);
      for (const i of visited) map.explored[i] = HEX_SIGHT.visited;
      for (const i of sighted) map.explored[i] = HEX_SIGHT.seen;
      regions.saveHexes(regionId, map, [...visited, ...sighted]);
      const landmarks: string[] = [];
      for (const k of regions.keys(regionId)) {
        const state = placeState.parse(JSON.parse(k.state));
        const next = walked.has(k.hexIndex) && ['unexplored', 'seen'].includes(state.status) ? 'visited' : seen.has(k.hexIndex) && state.status === 'unexplored' ? 'seen' : null;
        if (!next) continue;
        regions.putKey(regionId, k.hexIndex, k.key, JSON.stringify({ ...state, status: next }));
        const landmark = placeKey.parse(JSON.parse(k.key)).landmark;
        const at = offsetOf(map.width, k.hexIndex);
        if (landmark && state.status === 'unexplored') landmarks.push(`${landmark} (${at.col}, ${at.row})`);
      }
      return { seen: sighted.length, landmarks };
    },

    /** The demo region's keyed hexes, checked as the GM's keys are. */
    installDemoKeys(regionId: number, keys: readonly { hex: { col: number; row: number }; key: PlaceKey }[]): void {
      const region = mustRegion(regionId);
      keys.forEach(({ hex, key }) => {
        checkKey(region.campaignId, { regionId, hex, key });
        regions.putKey(regionId, indexOf(region.width, hex.col, hex.row), JSON.stringify(key), JSON.stringify(placeState.parse({})));
      });
    },

    /** The demo region from resources/, validated like any import. */
    installDemo: (campaignId: number, name: string, json: unknown): number => regions.create(campaignId, name, hexMapFromJson(json), 'W'),
  };
}

export type RegionService = ReturnType<typeof regionService>;
