// Writes resources/demo-region.json: the demo campaign's coast, drawn by rule so it can be
// regenerated after a format change. Run with `npx tsx scripts/make-demo-region.ts`.
import fs from 'node:fs';
import {
  createHexMap,
  FEATURE,
  hexLine,
  hexMapToJson,
  indexOf,
  TERRAIN_CODE,
  type HexTerrain,
  type Offset,
} from '../src-shared/hexmap';

const WIDTH = 48;
const HEIGHT = 32;
const map = createHexMap(WIDTH, HEIGHT, 6);
const at = (col: number, row: number) => indexOf(WIDTH, col, row);
const set = (col: number, row: number, terrain: HexTerrain) => void (map.terrain[at(col, row)] = TERRAIN_CODE[terrain]);
const add = (col: number, row: number, bits: number) => void (map.features[at(col, row)] |= bits);

// A small deterministic noise so patches of forest and hills look drawn, not random.
const noise = (col: number, row: number) => {
  const x = Math.sin(col * 12.9898 + row * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

for (let row = 0; row < HEIGHT; row++) {
  // The coast wanders between columns 35 and 39; beyond it, sea, then deep ocean.
  const coast = 36 + Math.round(2 * Math.sin(row / 4) + noise(0, row));
  for (let col = 0; col < WIDTH; col++) {
    const n = noise(col, row);
    let terrain: HexTerrain = n < 0.45 ? 'plains' : 'clear';
    if (col < 9 && row < 14) terrain = n < 0.6 ? 'hills' : 'forest';
    if (col < 4 && row < 8) terrain = 'mountains';
    if (col > 12 && col < 24 && row > 18 && row < 28) terrain = n < 0.75 ? 'forest' : 'hills';
    if (col > 6 && col < 14 && row > 22) terrain = 'swamp';
    if (col >= coast) terrain = col >= coast + 6 ? 'deep-ocean' : 'sea';
    set(col, row, terrain);
  }
}

const line = (points: Offset[], each: (p: Offset) => void) => {
  for (let k = 1; k < points.length; k++) for (const p of hexLine(points[k - 1], points[k])) each(p);
};

// The river Lantern-water: from the hills to the sea, wide enough to need a bridge below Fordham.
const river: Offset[] = [
  { col: 6, row: 9 },
  { col: 14, row: 12 },
  { col: 22, row: 14 },
  { col: 30, row: 15 },
  { col: 35, row: 16 },
];
line(river, ({ col, row }) => (col < 22 ? add(col, row, FEATURE.river) : set(col, row, 'river')));

const places = {
  keep: { col: 8, row: 10, label: 'The Lantern Keep' },
  fordham: { col: 22, row: 13, label: 'Fordham' },
  rivermouth: { col: 35, row: 15, label: 'Rivermouth (port)' },
  gullhaven: { col: 37, row: 27, label: 'Gullhaven (port)' },
  watchtower: { col: 28, row: 6, label: 'Old watchtower' },
};
for (const p of Object.values(places)) map.labels.set(at(p.col, p.row), p.label);
for (const p of [places.keep, places.fordham, places.rivermouth, places.gullhaven]) add(p.col, p.row, FEATURE.settlement);
for (const p of [places.rivermouth, places.gullhaven]) {
  set(p.col, p.row, 'plains');
  add(p.col, p.row, FEATURE.port);
}
add(places.watchtower.col, places.watchtower.row, FEATURE.landmark);

// The king's road along the north bank, bridging the river at Fordham; a trail south to Gullhaven.
line(
  [places.keep, { col: 15, row: 11 }, places.fordham, { col: 29, row: 14 }, places.rivermouth],
  ({ col, row }) => add(col, row, FEATURE.road),
);
line([places.fordham, { col: 26, row: 20 }, { col: 33, row: 25 }, places.gullhaven], ({ col, row }) => add(col, row, FEATURE.trail));
map.notes.set(at(places.fordham.col, places.fordham.row), 'Toll bridge: 1 sp a head, 5 sp a beast.');

for (let row = 8; row < 13; row++) for (let col = 5; col < 12; col++) map.explored[at(col, row)] = 1;

fs.writeFileSync(new URL('../resources/demo-region.json', import.meta.url), JSON.stringify(hexMapToJson(map)));
console.log('wrote resources/demo-region.json');
