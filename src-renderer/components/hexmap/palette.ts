import type { HexTerrain } from '../../../src-shared/hexmap/terrain';
import { TERRAINS } from '../../../src-shared/hexmap/terrain';

/**
 * Muted terrain colours that sit on the app's dark background (#14161b) without
 * glowing: land stays in olive, green and brown, water in desaturated blues
 * that darken with depth, so the accent (#f0a640) routes and selection stand out.
 */
export const TERRAIN_COLOURS: Readonly<Record<HexTerrain, string>> = {
  clear: '#8b9a5c',
  plains: '#aea56c',
  forest: '#44704a',
  hills: '#8d7b57',
  mountains: '#7d746f',
  desert: '#c4a66f',
  jungle: '#2f5c3d',
  swamp: '#55654c',
  river: '#3f80b3',
  lake: '#3b70a0',
  sea: '#28517b',
  'deep-ocean': '#1b3756',
};

/** Indexed by terrain code. */
export const TERRAIN_FILLS: readonly string[] = TERRAINS.map((id) => TERRAIN_COLOURS[id]);

export const COLOURS = {
  background: '#14161b',
  text: '#e9e4d8',
  halo: 'rgba(20, 22, 27, 0.85)',
  accent: '#f0a640',
  outline: 'rgba(16, 18, 22, 0.35)',
  hover: 'rgba(233, 228, 216, 0.75)',
  road: '#e6cb95',
  roadCasing: 'rgba(40, 32, 22, 0.55)',
  trail: '#d9bd8c',
  river: '#6db3e3',
  settlement: '#f3ead8',
  landmark: '#f2d27a',
  glyph: 'rgba(18, 20, 16, 0.38)',
  unexplored: 'rgba(12, 13, 17, 0.5)',
} as const;

export function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [v >> 16, (v >> 8) & 0xff, v & 0xff];
}
