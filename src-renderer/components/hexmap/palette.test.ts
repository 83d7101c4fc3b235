import { describe, expect, it } from 'vitest';
import { TERRAINS } from '../../../src-shared/hexmap/terrain';
import { colourDifference, COLOURS, contrastRatio, TERRAIN_COLOURS } from './palette';

describe('terrain palette', () => {
  it('computes CIE76 and WCAG figures as published: black against white', () => {
    expect(colourDifference('#000000', '#ffffff')).toBeCloseTo(100, 1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps every two terrains at least 15 CIE76 units apart (plains and desert were 9)', () => {
    for (const [k, a] of TERRAINS.entries()) {
      for (const b of TERRAINS.slice(k + 1)) expect(colourDifference(TERRAIN_COLOURS[a], TERRAIN_COLOURS[b]), `${a} / ${b}`).toBeGreaterThanOrEqual(15);
    }
  });

  it('sets labels on their dark halo at 4.5:1 or better, and route and party stand out from every land terrain', () => {
    expect(contrastRatio(COLOURS.text, COLOURS.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(COLOURS.accent, COLOURS.background)).toBeGreaterThanOrEqual(4.5);
    for (const t of TERRAINS) expect(colourDifference(COLOURS.accent, TERRAIN_COLOURS[t]), t).toBeGreaterThanOrEqual(15);
  });
});
