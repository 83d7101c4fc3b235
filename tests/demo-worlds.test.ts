import { afterAll, describe, expect, it } from 'vitest';
import type { MethodOutput } from '../src-shared/contract';
import { hexMapFromJson, TERRAINS, type HexMapJson } from '../src-shared/hexmap';
import { levelOfWorld, regionOfWorld } from '../src-main/services/demo-worlds';
import { memoryBackend, ok } from './helpers/backend';

/** The three demos as a fresh file installs them, each dressed as its own world on the shared level and map. */
describe('the demo worlds', () => {
  const b = memoryBackend({ freshSeed: () => 'demo-worlds' });
  afterAll(() => b.close());
  const demos = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(b, 'campaign.list').campaigns.map(({ id, rulesSystem }) => {
    const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId: id }).parties[0].id;
    const level = ok<MethodOutput<'level.map'>>(b, 'level.map', { partyId }).level!;
    const regionId = ok<{ regions: { id: number }[] }>(b, 'hexmap.list', { campaignId: id }).regions[0].id;
    const region = ok<HexMapJson>(b, 'hexmap.export', { regionId });
    return { rulesSystem, level, region, keys: ok<MethodOutput<'hexmap.keys'>>(b, 'hexmap.keys', { regionId }) };
  });
  const demo = (system: string) => demos.find((d) => d.rulesSystem === system)!;

  it('read different rooms aloud, on the same rooms', () => {
    const entry = (system: string) => demo(system).level.areas.find((a) => a.number === 1)!;
    expect(new Set(['bfrpg', 'gurps', 'shell'].map((s) => entry(s).key.readAloud)).size).toBe(3);
    expect(entry('gurps').name).toBe('Barrow mouth');
    expect(entry('shell').name).toBe('Mine adit');
    // The layout every spec clicks stays the shared one: the same squares, numbers and traps.
    const shape = (system: string) => demo(system).level.areas.map((a) => [a.number, a.squares, a.key.traps.map((t) => t.square), a.key.secretDoors]);
    expect(shape('gurps')).toEqual(shape('bfrpg'));
    expect(shape('shell')).toEqual(shape('bfrpg'));
  });

  it('name their own places and lay their own ground on the same hexes', () => {
    const label = (system: string, col: number, row: number) => demo(system).region.labels.find((l) => l.col === col && l.row === row)?.text;
    expect([label('bfrpg', 8, 15), label('gurps', 8, 15), label('shell', 8, 15)]).toEqual(['Millbrook', 'Thornby', 'Dustwell']);
    const entrance = (system: string) => demo(system).keys.keys.find((k) => k.key.entrance !== null)?.key.landmark;
    expect([entrance('bfrpg'), entrance('gurps'), entrance('shell')]).toEqual(['The Lantern Keep', 'Barrow Hill', 'The drowned mine']);
    const ground = (system: string) => demo(system).region.terrain;
    expect(ground('gurps')).not.toEqual(ground('bfrpg'));
    expect(ground('shell')).not.toEqual(ground('bfrpg'));
    // The planned road and the sea stay as they are: the journeys the specs plan cross the same hexes.
    const map = (system: string) => hexMapFromJson(demo(system).region);
    const band = (system: string) => [...map(system).terrain.slice(8 * 48, 17 * 48)].map((code) => TERRAINS[code]);
    expect(band('gurps')).toEqual(band('bfrpg'));
    expect(band('shell')).toEqual(band('bfrpg'));
    expect(map('shell').terrain.filter((code) => TERRAINS[code] === 'desert').length).toBeGreaterThan(100);
    expect(map('bfrpg').terrain.filter((code) => TERRAINS[code] === 'desert').length).toBe(0);
  });
});

describe('a demo world', () => {
  const level = {
    format: 'lantern-dungeon-level' as const,
    version: 1 as const,
    name: 'L',
    width: 3,
    height: 1,
    ground: ['...'],
    edges: [],
    areas: [{ number: 1, name: 'Hall', squares: [{ col: 0, row: 0 }], key: { readAloud: 'old', gmNotes: 'n', occupants: [], traps: [], secretDoors: [], treasure: [], settlement: null, landmark: '', entrance: null } }],
  };

  it('refuses words for a room the level does not have', () => {
    expect(() => levelOfWorld(level, { areas: [{ number: 2, name: 'Cellar', readAloud: '', gmNotes: '' }], repaint: [] })).toThrow('the level has no area 2');
  });

  it('repaints only the named terrains inside its block, and keeps the map whole', () => {
    const region = { format: 'lantern-hexmap', version: 1, width: 3, height: 2, hexMiles: 6, terrain: [[['clear', 2], ['sea', 1]], [['clear', 3]]], features: [], explored: [[3], [3]], labels: [], notes: [] };
    const out = regionOfWorld(region, { areas: [], labels: [{ col: 1, row: 1, text: 'Here' }], repaint: [{ cols: [1, 9], rows: [0, 0], terrain: { clear: 'desert' } }] });
    expect(out.terrain).toEqual([[['clear', 1], ['desert', 1], ['sea', 1]], [['clear', 3]]]);
    expect(out.labels).toEqual([{ col: 1, row: 1, text: 'Here' }]);
  });
});
