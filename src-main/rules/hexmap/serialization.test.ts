import { describe, expect, it } from 'vitest';
import {
  createHexMap,
  decodeHexMap,
  encodeHexMap,
  FEATURE,
  featureIds,
  featureMask,
  generateDemoMap,
  HEX_MAP_FORMAT_VERSION,
  HEX_SIGHT,
  HexMapFormatError,
  hexMapFromJson,
  hexMapToJson,
  TERRAIN_CODE,
  TERRAINS,
  type HexMapData,
} from './index';

function sampleMap(): HexMapData {
  const map = generateDemoMap({ width: 37, height: 23, seed: 5, hexMiles: 5 });
  map.labels.set(0, 'Köln — “the old ford” 🏰');
  map.notes.set(37 * 23 - 1, 'GM: the ferryman lies.\nSecond line.');
  map.explored.fill(HEX_SIGHT.visited, 100, 130);
  map.explored.fill(HEX_SIGHT.seen, 130, 150);
  return map;
}

/** First index where two arrays differ, or -1: deep equality on a million elements is too slow for a unit test. */
const firstDifference = (a: Uint8Array, b: Uint8Array) => {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
};

const expectSameMap = (actual: HexMapData, expected: HexMapData) => {
  expect(actual.width).toBe(expected.width);
  expect(actual.height).toBe(expected.height);
  expect(actual.hexMiles).toBe(expected.hexMiles);
  expect(firstDifference(actual.terrain, expected.terrain)).toBe(-1);
  expect(firstDifference(actual.features, expected.features)).toBe(-1);
  expect(firstDifference(actual.explored, expected.explored)).toBe(-1);
  expect([...actual.labels].sort()).toEqual([...expected.labels].sort());
  expect([...actual.notes].sort()).toEqual([...expected.notes].sort());
};

describe('terrain codes and feature bits', () => {
  it('keep their stored order: codes are in the database, so entries are only appended', () => {
    expect(TERRAINS).toEqual(['clear', 'plains', 'forest', 'hills', 'mountains', 'desert', 'jungle', 'swamp', 'river', 'lake', 'sea', 'deep-ocean']);
    expect(FEATURE).toEqual({ road: 1, trail: 2, river: 4, crossing: 8, settlement: 16, port: 32, landmark: 64 });
    expect(TERRAIN_CODE['deep-ocean']).toBe(11);
  });

  it('convert between masks and ids', () => {
    expect(featureMask(['road', 'port'])).toBe(33);
    expect(featureIds(33)).toEqual(['road', 'port']);
  });
});

describe('binary encoding', () => {
  it('round-trips terrain, features, hexes visited and seen, scale, labels and notes', () => {
    const map = sampleMap();
    const bytes = encodeHexMap(map);
    // 18-byte header, two bytes per hex, two bits per hex (visited, seen), then the texts.
    expect(bytes.length).toBeGreaterThan(18 + 2 * 37 * 23 + 2 * Math.ceil((37 * 23) / 8));
    expectSameMap(decodeHexMap(bytes), map);
  });

  it('starts with the magic, the version and the size', () => {
    const bytes = encodeHexMap(createHexMap(300, 2));
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('LHEX');
    const view = new DataView(bytes.buffer);
    expect([view.getUint16(4, true), view.getUint16(6, true), view.getUint16(8, true), view.getFloat64(10, true)]).toEqual([
      HEX_MAP_FORMAT_VERSION,
      300,
      2,
      6,
    ]);
    // Header, terrain, features, 75 bytes of visited bits and 75 of seen ones, two empty text sections.
    expect(bytes.length).toBe(18 + 600 + 600 + 75 + 75 + 4 + 4);
  });

  it('round-trips a full-size 1000 x 1000 region', () => {
    const map = generateDemoMap({ width: 1000, height: 1000, seed: 1 });
    expectSameMap(decodeHexMap(encodeHexMap(map)), map);
  });

  it('reads from a view into a larger buffer, as a database driver may hand it over', () => {
    const bytes = encodeHexMap(sampleMap());
    const padded = new Uint8Array(bytes.length + 10);
    padded.set(bytes, 7);
    expectSameMap(decodeHexMap(padded.subarray(7, 7 + bytes.length)), sampleMap());
  });

  describe('refuses damaged data with the reason', () => {
    const good = () => encodeHexMap(sampleMap());
    const n = 37 * 23;
    const textsAt = 18 + 2 * n + 2 * Math.ceil(n / 8);
    const damaged = (edit: (bytes: Uint8Array, view: DataView) => void) => {
      const bytes = good();
      edit(bytes, new DataView(bytes.buffer));
      return () => decodeHexMap(bytes);
    };

    it.each([
      ['empty input', () => decodeHexMap(new Uint8Array(0)), /shorter than the 18-byte header/],
      ['wrong magic', damaged((b) => (b[0] = 0x50)), /does not start with "LHEX"/],
      ['a newer version', damaged((_b, v) => v.setUint16(4, 3, true)), /format version 3 is not supported/],
      ['zero width', damaged((_b, v) => v.setUint16(6, 0, true)), /width must be a whole number from 1 to 2000, got 0/],
      ['a negative scale', damaged((_b, v) => v.setFloat64(10, -6, true)), /positive number of miles/],
      ['truncated arrays', () => decodeHexMap(good().subarray(0, 500)), /needs at least .* bytes, got 500/],
      ['an unknown terrain code', damaged((b) => (b[18 + 40] = 12)), /hex 40 has terrain code 12, but only 0-11 exist/],
      ['an unknown feature bit', damaged((b) => (b[18 + n + 3] = 0x80)), /hex 3 has unknown feature bits 10000000/],
      ['a label off the map', damaged((_b, v) => v.setUint32(textsAt + 4, n, true)), /labels entry 0 is on hex 851, outside the 851-hex map/],
      ['a cut-off label', () => decodeHexMap(good().subarray(0, textsAt + 14)), /labels entry 0 claims \d+ bytes, more than remain/],
      ['broken UTF-8', damaged((b) => (b[textsAt + 12] = 0xff)), /labels entry 0 \(hex 0\) is not valid UTF-8/],
      ['trailing bytes', () => decodeHexMap(new Uint8Array([...good(), 1, 2])), /2 unexpected bytes after the notes/],
    ])('%s', (_what, decode, message) => {
      expect(decode).toThrow(HexMapFormatError);
      expect(decode).toThrow(message);
    });
  });

  it('will not encode a label that sits off the map', () => {
    const map = createHexMap(3, 3);
    map.labels.set(9, 'nowhere');
    expect(() => encodeHexMap(map)).toThrow(/label sits on hex 9, outside the map/);
  });
});

describe('JSON import and export', () => {
  it('round-trips, and survives JSON text', () => {
    const map = sampleMap();
    expectSameMap(hexMapFromJson(JSON.parse(JSON.stringify(hexMapToJson(map)))), map);
  });

  it('run-length encodes terrain, hexes visited and hexes seen row by row', () => {
    const map = createHexMap(5, 2, 3);
    map.terrain.set([TERRAIN_CODE.forest, TERRAIN_CODE.forest, TERRAIN_CODE.hills, TERRAIN_CODE.sea, TERRAIN_CODE.sea], 5);
    map.explored.set([1, 1, 0, 0, 1, 2, 2]);
    map.features[6] = FEATURE.road | FEATURE.river;
    map.labels.set(7, 'Barrow');
    expect(hexMapToJson(map)).toEqual({
      format: 'lantern-hexmap',
      version: 1,
      width: 5,
      height: 2,
      hexMiles: 3,
      terrain: [
        [['clear', 5]],
        [
          ['forest', 2],
          ['hills', 1],
          ['sea', 2],
        ],
      ],
      features: [{ col: 1, row: 1, features: ['road', 'river'] }],
      explored: [[0, 2, 2, 1], [5]],
      seen: [[5], [0, 2, 3]],
      labels: [{ col: 2, row: 1, text: 'Barrow' }],
      notes: [],
    });
  });

  const valid = () => hexMapToJson(createHexMap(4, 2));

  it.each([
    ['not an object', () => 'map', /not a valid hex map/],
    ['an unknown terrain', () => ({ ...valid(), terrain: [[['lava', 4]], [['clear', 4]]] }), /terrain/],
    ['too few rows', () => ({ ...valid(), terrain: [[['clear', 4]]] }), /terrain: has 1 rows, the map has 2/],
    ['a short row', () => ({ ...valid(), terrain: [[['clear', 3]], [['clear', 4]]] }), /terrain\[0\]: runs cover 3 hexes, the map is 4 wide/],
    ['a long row', () => ({ ...valid(), explored: [[0, 5], [4]] }), /explored\[0\]: runs go past the map's width of 4/],
    ['a feature off the map', () => ({ ...valid(), features: [{ col: 4, row: 0, features: ['road'] }] }), /features\[0\]: hex \(4, 0\) is outside the 4 x 2 map/],
    ['an unknown feature', () => ({ ...valid(), features: [{ col: 0, row: 0, features: ['castle'] }] }), /features/],
    [
      'a hex listed twice',
      () => ({ ...valid(), notes: [{ col: 1, row: 1, text: 'a' }, { col: 1, row: 1, text: 'b' }] }),
      /notes\[1\]: hex \(1, 1\) is listed twice/,
    ],
    ['a map too wide', () => ({ ...valid(), width: 5000 }), /width/],
  ])('refuses %s', (_what, input, message) => {
    expect(() => hexMapFromJson(input())).toThrow(HexMapFormatError);
    expect(() => hexMapFromJson(input())).toThrow(message);
  });
});

describe('the demo map generator', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = encodeHexMap(generateDemoMap({ width: 120, height: 90, seed: 3 }));
    expect(firstDifference(encodeHexMap(generateDemoMap({ width: 120, height: 90, seed: 3 })), a)).toBe(-1);
    expect(firstDifference(encodeHexMap(generateDemoMap({ width: 120, height: 90, seed: 4 })), a)).not.toBe(-1);
  });

  it('makes a mixed region: every land and sea terrain, towns with names, roads, rivers', () => {
    const map = generateDemoMap({ width: 300, height: 300, seed: 7 });
    const terrains = new Set(map.terrain);
    for (const id of ['clear', 'plains', 'forest', 'hills', 'mountains', 'desert', 'jungle', 'swamp', 'lake', 'sea', 'deep-ocean'] as const) {
      expect(terrains, id).toContain(TERRAIN_CODE[id]);
    }
    const count = (bit: number) => map.features.reduce((sum, f) => sum + (f & bit ? 1 : 0), 0);
    expect(count(FEATURE.settlement)).toBeGreaterThan(20);
    expect(count(FEATURE.road)).toBeGreaterThan(500);
    expect(count(FEATURE.river)).toBeGreaterThan(50);
    for (let i = 0; i < map.features.length; i++) if (map.features[i] & FEATURE.settlement) expect(map.labels.get(i)).toMatch(/^[A-Z][a-z]+$/);
    expect(map.explored.some((e) => e === 1)).toBe(true);
  });
});
