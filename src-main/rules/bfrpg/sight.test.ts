import { describe, expect, it } from 'vitest';
import { darkvisionWorks, lightFromSource, lightLevelAt, sight } from './sight';

describe('light sources (003_8f80a070c789886f.txt, "Light")', () => {
  it("torch and lantern: 30' of light, dim light 20' further", () => {
    for (const id of ['torch', 'lantern'] as const) {
      expect(lightFromSource(id, 30)).toBe('bright');
      expect(lightFromSource(id, 31)).toBe('dim');
      expect(lightFromSource(id, 50)).toBe('dim');
      expect(lightFromSource(id, 51)).toBe('dark');
    }
  });

  it("candle: 5' of light, dim 5' further", () => {
    expect(lightFromSource('candle', 5)).toBe('bright');
    expect(lightFromSource('candle', 10)).toBe('dim');
    expect(lightFromSource('candle', 11)).toBe('dark');
  });

  it('the brightest source in reach sets the level', () => {
    expect(lightLevelAt('dark', [{ sourceId: 'candle', distanceFeet: 40 }, { sourceId: 'torch', distanceFeet: 40 }])).toBe('dim');
    expect(lightLevelAt('moonlight', [{ sourceId: 'torch', distanceFeet: 80 }])).toBe('moonlight');
    expect(lightLevelAt('dark', [])).toBe('dark');
  });

  it('ordinary light does not lift magical darkness', () => {
    expect(lightLevelAt('magical-darkness', [{ sourceId: 'torch', distanceFeet: 1 }])).toBe('magical-darkness');
  });
});

describe('darkvision (003_8f80a070c789886f.txt, "Darkvision")', () => {
  it('works in total darkness and up to moonlight, in black and white', () => {
    expect(darkvisionWorks('dark')).toBe(true);
    expect(darkvisionWorks('moonlight')).toBe(true);
    expect(sight('dark', true)).toEqual({ canSee: true, by: 'darkvision', inColor: false });
  });

  it('is useless in any light brighter than moonlight', () => {
    expect(darkvisionWorks('dim')).toBe(false);
    expect(darkvisionWorks('bright')).toBe(false);
  });

  it('magical darkness blocks it just as it blocks normal sight', () => {
    expect(darkvisionWorks('magical-darkness')).toBe(false);
    expect(sight('magical-darkness', true).canSee).toBe(false);
    expect(sight('magical-darkness', false).canSee).toBe(false);
  });

  it('without darkvision nobody sees in the dark', () => {
    expect(sight('dark', false)).toEqual({ canSee: false, by: null, inColor: false });
    expect(sight('dim', false)).toEqual({ canSee: true, by: 'eyes', inColor: true });
  });
});
