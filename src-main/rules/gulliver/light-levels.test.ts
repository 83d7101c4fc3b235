import { describe, expect, it } from 'vitest';
import { LIGHT_LEVEL_TABLE, lightLevelEffects, perceivedLight } from './light-levels';

const penalties = (id: Parameters<typeof lightLevelEffects>[0]) => {
  const e = lightLevelEffects(id);
  return [e.visionPenalty, e.dxIqPenalty, e.darknessPenalty, e.blind];
};

describe('Light Level Table (002_6bcc9877716aeba8.txt, "Bright Lights")', () => {
  it('twelve levels, darkest first', () => {
    expect(LIGHT_LEVEL_TABLE.map((l) => l.id)).toEqual([
      'total-darkness', 'very-dark', 'dark', 'very-dim', 'dim', 'slightly-dim',
      'normal', 'bright', 'very-bright', 'harsh', 'near-blinding', 'blinding',
    ]);
  });

  it('glare: near-blinding -8 Vision -4 DX/IQ, harsh -4/-2, very bright -2/-1; blinding blinds', () => {
    expect(penalties('near-blinding')).toEqual([-8, -4, 0, false]);
    expect(penalties('harsh')).toEqual([-4, -2, 0, false]);
    expect(penalties('very-bright')).toEqual([-2, -1, 0, false]);
    expect(penalties('blinding')).toEqual([0, 0, 0, true]);
  });

  it('bright, normal and slightly dim carry no penalty', () => {
    for (const id of ['bright', 'normal', 'slightly-dim'] as const) expect(penalties(id)).toEqual([0, 0, 0, false]);
  });

  it('darkness: dim -1, very dim -2, dark -4, very dark -8, total darkness blinds', () => {
    expect((['dim', 'very-dim', 'dark', 'very-dark'] as const).map((id) => lightLevelEffects(id).darknessPenalty)).toEqual([-1, -2, -4, -8]);
    expect(lightLevelEffects('total-darkness').blind).toBe(true);
  });

  it('refuses an unknown level', () => {
    expect(() => lightLevelEffects('murky' as never)).toThrow(/level: must be one of/);
  });
});

describe('light modifiers (002_6bcc9877716aeba8.txt, "Bright Lights", Modifiers)', () => {
  it('Night Vision removes darkness penalties except in total darkness', () => {
    const dark = perceivedLight('dark', { nightVision: 'full' });
    expect(dark.effects).toMatchObject({ id: 'dark', darknessPenalty: 0 });
    expect(perceivedLight('very-dark', { nightVision: 'full' }).effects.darknessPenalty).toBe(0);
    expect(perceivedLight('total-darkness', { nightVision: 'full' }).effects.blind).toBe(true);
  });

  it('the 5-point version lifts slightly dim to very dark one level: dark -4 becomes very dim -2', () => {
    expect(perceivedLight('dark', { nightVision: 'partial' }).effects).toMatchObject({ id: 'very-dim', darknessPenalty: -2 });
    expect(perceivedLight('very-dark', { nightVision: 'partial' }).effects.id).toBe('dark');
    expect(perceivedLight('dim', { nightVision: 'partial' }).effects.darknessPenalty).toBe(0);
    expect(perceivedLight('total-darkness', { nightVision: 'partial' }).effects.id).toBe('total-darkness');
  });

  it('Night Blindness: one level darker over the same span; very dark becomes total darkness', () => {
    expect(perceivedLight('dim', { nightBlindness: true }).effects.id).toBe('very-dim');
    expect(perceivedLight('very-dark', { nightBlindness: true }).effects.id).toBe('total-darkness');
    expect(perceivedLight('normal', { nightBlindness: true }).effects.id).toBe('normal');
  });

  it('light sensitivity: slightly dim and brighter two levels brighter (mild: one); dimmer light is untouched', () => {
    expect(perceivedLight('bright', { lightSensitivity: 'severe' }).effects.id).toBe('harsh');
    expect(perceivedLight('bright', { lightSensitivity: 'mild' }).effects.id).toBe('very-bright');
    expect(perceivedLight('slightly-dim', { lightSensitivity: 'severe' }).effects.id).toBe('bright');
    expect(perceivedLight('dim', { lightSensitivity: 'severe' }).effects.id).toBe('dim');
  });

  it('each level past Blinding: -2 to HT rolls and twice the blindness time', () => {
    const one = perceivedLight('near-blinding', { lightSensitivity: 'severe' });
    expect(one).toMatchObject({ beyondBlinding: 1, htPenalty: -2, blindnessDurationMultiplier: 2 });
    expect(one.effects.id).toBe('blinding');
    expect(perceivedLight('blinding', {}, 2)).toMatchObject({ beyondBlinding: 2, htPenalty: -4, blindnessDurationMultiplier: 4 });
    expect(perceivedLight('blinding')).toMatchObject({ beyondBlinding: 0, htPenalty: 0, blindnessDurationMultiplier: 1 });
  });

  it('sunglasses one level darker, goggles two, even in the dark', () => {
    expect(perceivedLight('bright', { eyewear: 'sunglasses' }).effects.id).toBe('normal');
    expect(perceivedLight('dim', { eyewear: 'goggles' }).effects).toMatchObject({ id: 'dark', darknessPenalty: -4 });
    expect(perceivedLight('very-dark', { eyewear: 'goggles' }).effects.id).toBe('total-darkness');
    expect(perceivedLight('blinding', { eyewear: 'goggles' }, 1).effects.id).toBe('near-blinding');
  });

  it('eyewear filters first, then the eyes: sunglasses and mild sensitivity cancel in sunlight', () => {
    const p = perceivedLight('bright', { eyewear: 'sunglasses', lightSensitivity: 'mild' });
    expect(p.effects.id).toBe('bright');
    expect(p.steps).toEqual(['sunglasses: darker by 1', 'light sensitivity: brighter by 1']);
  });

  it('beyondBlinding only makes sense at Blinding', () => {
    expect(() => perceivedLight('harsh', {}, 1)).toThrow(RangeError);
  });
});
