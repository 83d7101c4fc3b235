import type { HexTerrain } from '../../../src-shared/hexmap/terrain';
import { TERRAINS } from '../../../src-shared/hexmap/terrain';

/**
 * Terrain colours for the app's dark background (#14161b). Each land terrain has
 * its own hue (straw plains, orange sand, green clear, teal jungle, grey-green
 * swamp), water darkens with depth, and every pair differs by at least 15 CIE76
 * units (palette.test.ts), so a GM tells plains from desert at a glance. The
 * accent (#f0a640) stays for the route and the selection.
 */
export const TERRAIN_COLOURS: Readonly<Record<HexTerrain, string>> = {
  clear: '#95b26a',
  plains: '#cfc47e',
  forest: '#3d7a45',
  hills: '#a07a52',
  mountains: '#8f8a96',
  desert: '#d8a06a',
  jungle: '#1d5a48',
  swamp: '#62786a',
  river: '#5aa2da',
  lake: '#3474ab',
  sea: '#264f80',
  'deep-ocean': '#152f52',
};

/** Indexed by terrain code. */
export const TERRAIN_FILLS: readonly string[] = TERRAINS.map((id) => TERRAIN_COLOURS[id]);

export const COLOURS = {
  background: '#14161b',
  text: '#e9e4d8',
  coordinates: 'rgba(244, 239, 228, 0.9)',
  halo: 'rgba(20, 22, 27, 0.85)',
  accent: '#f0a640',
  /** The party's dot: not the route's orange, and unlike any terrain. */
  party: '#f25f9c',
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
  /** A lighter veil over hexes only seen from afar, so the ones walked through stand out. */
  seen: 'rgba(12, 13, 17, 0.22)',
} as const;

export function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [v >> 16, (v >> 8) & 0xff, v & 0xff];
}

/** CIE L*a*b* of an sRGB colour (D65), to say how far apart two colours look. */
export function lab(hex: string): [number, number, number] {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = rgb(hex).map((c) => linear(c / 255));
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference: about 2.3 is just noticeable, above 10 reads as another colour. */
export function colourDifference(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** WCAG contrast ratio between two colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = rgb(hex).map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
