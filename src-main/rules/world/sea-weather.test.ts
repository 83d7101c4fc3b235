import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { ratioValue } from './ratio';
import { isAgainstWind, rollWeather, WEATHER_TABLE, weatherRow, type WindCondition } from './sea-weather';



describe('weather at sea (supplement A8)', () => {
  it('the d% bands cover 1-100 exactly once', () => {
    for (let roll = 1; roll <= 100; roll++) {
      expect(WEATHER_TABLE.filter((r) => roll >= r.from && roll <= r.to)).toHaveLength(1);
    }
  });

  it.each([
    [1, 'becalmed'],
    [5, 'becalmed'],
    [6, 'very-light-breeze'],
    [13, 'very-light-breeze'],
    [14, 'light-breeze'],
    [25, 'light-breeze'],
    [26, 'moderate-breeze'],
    [40, 'moderate-breeze'],
    [41, 'average'],
    [70, 'average'],
    [71, 'strong'],
    [85, 'strong'],
    [86, 'very-strong'],
    [96, 'very-strong'],
    [97, 'gale'],
    [100, 'gale'],
  ])('a percentile roll of %i gives %s', (percent, condition) => {
    expect(rollWeather('W', scriptedRng([percent, 1])).row.condition).toBe(condition);
  });

  it.each([
    [1, 'N', false],
    [2, 'NE', false],
    [3, 'E', false],
    [4, 'SE', false],
    [5, 'S', false],
    [6, 'SW', false],
    [7, 'W', false],
    [8, 'NW', false],
    [9, 'E', true],
    [12, 'E', true],
  ])('d12 %i: wind from %s (prevailing: %s)', (d12, windFrom, prevailing) => {
    const weather = rollWeather('E', scriptedRng([50, d12]));
    expect(weather).toMatchObject({ windFrom, prevailing });
    expect(weather.conditionRoll.expression).toBe('1d100');
    expect(weather.directionRoll.expression).toBe('1d12');
  });

  it.each([
    ['becalmed', 0, 0],
    ['very-light-breeze', 1 / 3, 0],
    ['light-breeze', 1 / 2, 1 / 3],
    ['moderate-breeze', 2 / 3, 1 / 3],
    ['average', 1, 1 / 2],
    ['strong', 4 / 3, 2 / 3],
    ['very-strong', 3 / 2, 0],
    ['gale', 2, 0],
  ] as const)('%s: x%d with the wind, x%d tacking', (condition, withWind, tacking) => {
    const row = weatherRow(condition as WindCondition);
    expect(ratioValue(row.withWind)).toBeCloseTo(withWind, 15);
    expect(ratioValue(row.tacking)).toBeCloseTo(tacking, 15);
  });

  it('very strong winds and gales make tacking impossible (003_8f80a070c789886f.txt, "Waterborne Travel")', () => {
    expect(WEATHER_TABLE.filter((r) => r.tackingImpossible).map((r) => r.condition)).toEqual(['very-strong', 'gale']);
  });

  it('a course within one compass point of the wind needs tacking', () => {
    expect(isAgainstWind('N', 'N')).toBe(true);
    expect(isAgainstWind('NE', 'N')).toBe(true);
    expect(isAgainstWind('NW', 'N')).toBe(true);
    expect(isAgainstWind('E', 'N')).toBe(false);
    expect(isAgainstWind('S', 'N')).toBe(false);
  });
});
