import { KNOWN_FEATURE_BITS } from './features';
import { checkMapShape, HEX_SIGHT, type HexMapData } from './map-data';
import { TERRAINS } from './terrain';

/**
 * One region as one BLOB, little-endian:
 *
 *   0  "LHEX"            magic
 *   4  u16 version       1
 *   6  u16 width, u16 height
 *  10  f64 hexMiles
 *  18  terrain codes     width * height bytes
 *      feature bits      width * height bytes
 *      visited           one bit per hex, least significant bit first
 *      seen              one bit per hex (seen from afar, not visited), the same way
 *      labels, notes     each: u32 count, then per entry u32 hex index
 *                        (ascending), u32 byte length, UTF-8 text
 *
 * The typed arrays are copied whole, so a 1000 x 1000 region (about 2.1 MB)
 * encodes and decodes in a few milliseconds.
 */
const MAGIC = [0x4c, 0x48, 0x45, 0x58];
export const HEX_MAP_FORMAT_VERSION = 2;
const HEADER_BYTES = 18;

export class HexMapFormatError extends Error {
  override name = 'HexMapFormatError';
}

const utf8 = new TextEncoder();

export function encodeHexMap(map: HexMapData): Uint8Array {
  checkMapShape(map.width, map.height, map.hexMiles);
  const n = map.width * map.height;
  const labels = encodeTexts(map.labels, n, 'label');
  const notes = encodeTexts(map.notes, n, 'note');
  const exploredBytes = Math.ceil(n / 8);
  const bytes = new Uint8Array(HEADER_BYTES + 2 * n + 2 * exploredBytes + textBytes(labels) + textBytes(notes));
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(4, HEX_MAP_FORMAT_VERSION, true);
  view.setUint16(6, map.width, true);
  view.setUint16(8, map.height, true);
  view.setFloat64(10, map.hexMiles, true);
  let at = HEADER_BYTES;
  bytes.set(map.terrain, at);
  bytes.set(map.features, (at += n));
  at += n;
  packBits(map.explored, HEX_SIGHT.visited, bytes, at);
  packBits(map.explored, HEX_SIGHT.seen, bytes, (at += exploredBytes));
  at += exploredBytes;
  at = writeTexts(view, bytes, at, labels);
  writeTexts(view, bytes, at, notes);
  return bytes;
}

export function decodeHexMap(bytes: Uint8Array): HexMapData {
  const fail = (why: string): never => {
    throw new HexMapFormatError(`not a readable hex map: ${why}`);
  };
  if (bytes.length < HEADER_BYTES) fail(`${bytes.length} bytes is shorter than the ${HEADER_BYTES}-byte header`);
  if (MAGIC.some((b, i) => bytes[i] !== b)) fail('it does not start with "LHEX"');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4, true);
  if (version !== HEX_MAP_FORMAT_VERSION) fail(`format version ${version} is not supported (this build reads ${HEX_MAP_FORMAT_VERSION})`);
  const width = view.getUint16(6, true);
  const height = view.getUint16(8, true);
  const hexMiles = view.getFloat64(10, true);
  try {
    checkMapShape(width, height, hexMiles);
  } catch (error) {
    fail((error as Error).message);
  }
  const n = width * height;
  const exploredBytes = Math.ceil(n / 8);
  const fixedEnd = HEADER_BYTES + 2 * n + 2 * exploredBytes;
  if (bytes.length < fixedEnd) fail(`a ${width} x ${height} map needs at least ${fixedEnd} bytes, got ${bytes.length}`);

  const terrain = bytes.slice(HEADER_BYTES, HEADER_BYTES + n);
  const features = bytes.slice(HEADER_BYTES + n, HEADER_BYTES + 2 * n);
  const badTerrain = firstAtLeast(terrain, TERRAINS.length);
  if (badTerrain >= 0) fail(`hex ${badTerrain} has terrain code ${terrain[badTerrain]}, but only 0-${TERRAINS.length - 1} exist`);
  const badFeatures = firstWithBits(features, ~KNOWN_FEATURE_BITS & 0xff);
  if (badFeatures >= 0) fail(`hex ${badFeatures} has unknown feature bits ${features[badFeatures].toString(2).padStart(8, '0')}`);
  const explored = unpackBits(bytes, HEADER_BYTES + 2 * n, n);
  const seen = unpackBits(bytes, HEADER_BYTES + 2 * n + exploredBytes, n);
  for (let i = 0; i < n; i++) if (seen[i] && !explored[i]) explored[i] = HEX_SIGHT.seen;

  const reader = { at: fixedEnd };
  const labels = readTexts(bytes, view, reader, n, 'labels', fail);
  const notes = readTexts(bytes, view, reader, n, 'notes', fail);
  if (reader.at !== bytes.length) fail(`${bytes.length - reader.at} unexpected bytes after the notes`);
  return { width, height, hexMiles, terrain, features, explored, labels, notes };
}

// The scans below are their own small functions, with the limits passed in, so
// they stay in tight loops that do not reach module bindings (getters once bundled).

function firstAtLeast(values: Uint8Array, limit: number): number {
  for (let i = 0; i < values.length; i++) if (values[i] >= limit) return i;
  return -1;
}

function firstWithBits(values: Uint8Array, bits: number): number {
  for (let i = 0; i < values.length; i++) if (values[i] & bits) return i;
  return -1;
}

function packBits(values: Uint8Array, value: number, out: Uint8Array, at: number): void {
  for (let i = 0; i < values.length; i++) if (values[i] === value) out[at + (i >> 3)] |= 1 << (i & 7);
}

function unpackBits(bytes: Uint8Array, at: number, n: number): Uint8Array {
  // One byte read per eight flags; the array is padded to whole bytes, then trimmed.
  const flags = new Uint8Array(Math.ceil(n / 8) * 8);
  for (let b = 0, i = 0; i < n; b++, i += 8) {
    const v = bytes[at + b];
    flags[i] = v & 1;
    flags[i + 1] = (v >> 1) & 1;
    flags[i + 2] = (v >> 2) & 1;
    flags[i + 3] = (v >> 3) & 1;
    flags[i + 4] = (v >> 4) & 1;
    flags[i + 5] = (v >> 5) & 1;
    flags[i + 6] = (v >> 6) & 1;
    flags[i + 7] = v >> 7;
  }
  return flags.length === n ? flags : flags.slice(0, n);
}

type EncodedTexts = [index: number, text: Uint8Array][];

function encodeTexts(texts: ReadonlyMap<number, string>, n: number, what: string): EncodedTexts {
  const entries: EncodedTexts = [];
  for (const [index, text] of texts) {
    if (!Number.isInteger(index) || index < 0 || index >= n) throw new RangeError(`a ${what} sits on hex ${index}, outside the map`);
    entries.push([index, utf8.encode(text)]);
  }
  return entries.sort((a, b) => a[0] - b[0]);
}

const textBytes = (entries: EncodedTexts): number => entries.reduce((sum, [, text]) => sum + 8 + text.length, 4);

function writeTexts(view: DataView, bytes: Uint8Array, at: number, entries: EncodedTexts): number {
  view.setUint32(at, entries.length, true);
  at += 4;
  for (const [index, text] of entries) {
    view.setUint32(at, index, true);
    view.setUint32(at + 4, text.length, true);
    bytes.set(text, at + 8);
    at += 8 + text.length;
  }
  return at;
}

function readTexts(
  bytes: Uint8Array,
  view: DataView,
  reader: { at: number },
  n: number,
  what: string,
  fail: (why: string) => never,
): Map<number, string> {
  const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
  const texts = new Map<number, string>();
  if (reader.at + 4 > bytes.length) fail(`the ${what} section is missing`);
  const count = view.getUint32(reader.at, true);
  reader.at += 4;
  let previous = -1;
  for (let k = 0; k < count; k++) {
    if (reader.at + 8 > bytes.length) fail(`${what} entry ${k} of ${count} is cut off`);
    const index = view.getUint32(reader.at, true);
    const length = view.getUint32(reader.at + 4, true);
    if (index >= n) fail(`${what} entry ${k} is on hex ${index}, outside the ${n}-hex map`);
    if (index <= previous) fail(`${what} entry ${k} (hex ${index}) is out of order or repeated`);
    const start = reader.at + 8;
    if (start + length > bytes.length) fail(`${what} entry ${k} claims ${length} bytes, more than remain`);
    try {
      texts.set(index, strictUtf8.decode(bytes.subarray(start, start + length)));
    } catch {
      fail(`${what} entry ${k} (hex ${index}) is not valid UTF-8`);
    }
    previous = index;
    reader.at = start + length;
  }
  return texts;
}
