import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { ratioValue } from './ratio';
import {
  dayAndNightCargoTons,
  fieldRepair,
  galeDamage,
  isAgainstWind,
  rollWeather,
  vessel,
  VESSELS,
  voyageDay,
  WEATHER_TABLE,
  weatherRow,
  type VoyageDayInput,
  type WindCondition,
} from './waterborne';

const caravel = vessel('caravel');
const smallGalley = vessel('galley-small');

const sailing = (overrides: Partial<VoyageDayInput> = {}): VoyageDayInput => ({
  vessel: caravel,
  propulsion: 'sail',
  wind: 'average',
  againstWind: false,
  navigatorAboard: false,
  stopsEachNight: false,
  crew: caravel.minimumCrew,
  damage: 0,
  ...overrides,
});

describe('vessels (supplement A7)', () => {
  it.each([
    ['canoe', 0.5, 1, undefined, 30, 4, 4, 50],
    ['caravel', 75, 10, 42, undefined, 8, 75, 10_000],
    ['carrack', 135, 20, 48, undefined, 10, 120, 20_000],
    ['galley-small', 210, 90, 36, 24, 8, 75, 15_000],
    ['galley-large', 375, 160, 42, 24, 10, 120, 30_000],
    ['longship', 10, 70, 42, 24, 9, 110, 25_000],
    ['raft', 1, 2, undefined, 18, 6, 12, 100],
    ['riverboat', 50, 10, undefined, 30, 8, 30, 3_500],
    ['rowboat', 1, 1, undefined, 24, 6, 8, 60],
    ['sailboat', 5, 1, 36, undefined, 7, 20, 2_000],
  ])('%s', (id, cargoTons, minimumCrew, sailMiles, rowMiles, hardness, hitPoints, costGp) => {
    const { label: _label, ...figures } = vessel(id);
    expect(figures).toEqual({
      id,
      cargoTons,
      minimumCrew,
      ...(sailMiles === undefined ? {} : { sailMiles }),
      ...(rowMiles === undefined ? {} : { rowMiles }),
      hardness,
      hitPoints,
      costGp,
    });
  });

  it('lists ten vessels and refuses unknown ids', () => {
    expect(VESSELS).toHaveLength(10);
    expect(() => vessel('submarine')).toThrow(RangeError);
  });
});

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

describe('a day on the water (003_8f80a070c789886f.txt, "Waterborne Travel"; supplement A7, A8)', () => {
  it('figures are for a 12-hour day: a caravel in average wind makes 42 miles', () => {
    expect(voyageDay(sailing())).toEqual({ milesPerDay: 42, hoursUnderway: 12, propulsion: 'sail', immobilized: false });
  });

  it('weather multiplies sailing speed, with the wind or tacking', () => {
    expect(voyageDay(sailing({ wind: 'strong' })).milesPerDay).toBe(56);
    expect(voyageDay(sailing({ wind: 'strong', againstWind: true })).milesPerDay).toBe(28);
    expect(voyageDay(sailing({ wind: 'moderate-breeze', againstWind: true })).milesPerDay).toBe(14);
    expect(voyageDay(sailing({ wind: 'gale' })).milesPerDay).toBe(84);
    expect(voyageDay(sailing({ wind: 'very-strong', againstWind: true })).milesPerDay).toBe(0);
  });

  it('a qualified navigator sails through the night: twice the distance, on top of the weather', () => {
    expect(voyageDay(sailing({ navigatorAboard: true }))).toMatchObject({ milesPerDay: 84, hoursUnderway: 24 });
    expect(voyageDay(sailing({ navigatorAboard: true, wind: 'strong' })).milesPerDay).toBe(112);
  });

  it('no doubling for a ship that stops each night or is under-crewed', () => {
    expect(voyageDay(sailing({ navigatorAboard: true, stopsEachNight: true }))).toMatchObject({ milesPerDay: 42, hoursUnderway: 12 });
    expect(voyageDay(sailing({ navigatorAboard: true, crew: 9 })).milesPerDay).toBe(42);
  });

  it('becalmed: sailing ships cannot move, oared ships row', () => {
    expect(voyageDay(sailing({ wind: 'becalmed' })).milesPerDay).toBe(0);
    const galley = voyageDay(sailing({ vessel: smallGalley, crew: 90, wind: 'becalmed', navigatorAboard: true }));
    expect(galley).toEqual({ milesPerDay: 24, hoursUnderway: 12, propulsion: 'oars', immobilized: false });
  });

  it('rowing ignores the wind', () => {
    expect(voyageDay(sailing({ vessel: smallGalley, propulsion: 'oars', wind: 'very-strong', againstWind: true })).milesPerDay).toBe(24);
    expect(voyageDay(sailing({ vessel: vessel('rowboat'), propulsion: 'oars' })).milesPerDay).toBe(24);
  });

  it('damage of at least its hit points halves speed; twice that immobilizes', () => {
    expect(voyageDay(sailing({ damage: 74 })).milesPerDay).toBe(42);
    expect(voyageDay(sailing({ damage: 75 })).milesPerDay).toBe(21);
    expect(voyageDay(sailing({ damage: 150 }))).toMatchObject({ milesPerDay: 0, immobilized: true });
  });

  it('refuses oars on a ship without them and sails on a boat without them', () => {
    expect(() => voyageDay(sailing({ propulsion: 'oars' }))).toThrow(RangeError);
    expect(() => voyageDay(sailing({ vessel: vessel('rowboat') }))).toThrow(RangeError);
  });

  it('a gale deals 2d8 per hour sailed, one journaled roll per hour', () => {
    const gale = galeDamage(2, scriptedRng([3, 5, 8, 1]));
    expect(gale.damage).toBe(17);
    expect(gale.rolls.map((r) => r.expression)).toEqual(['2d8', '2d8']);
  });
});

describe('field repair (supplement A7)', () => {
  it('1d4 per crew member per hour', () => {
    const repair = fieldRepair({ vessel: caravel, damage: 30, crew: 10, hours: 1 }, scriptedRng(new Array(10).fill(1)));
    expect(repair).toMatchObject({ repaired: 10, damageAfter: 20 });
    expect(repair.rolls[0].expression).toBe('10d4');
  });

  it('never past 90% of maximum: a 75 HP caravel keeps at least 8 damage', () => {
    const rng = scriptedRng(new Array(20).fill(4));
    const repair = fieldRepair({ vessel: caravel, damage: 12, crew: 10, hours: 2 }, rng);
    expect(repair).toMatchObject({ repaired: 4, damageAfter: 8 });
    expect(repair.rolls).toHaveLength(1);
    expect(rng.remaining()).toBe(10);
  });

  it('nothing to do at or under the limit', () => {
    expect(fieldRepair({ vessel: caravel, damage: 8, crew: 10, hours: 3 }, scriptedRng([]))).toEqual({ repaired: 0, damageAfter: 8, rolls: [] });
  });
});

describe('cargo for a day-and-night voyage (supplement A7)', () => {
  it('a ton per passenger and a tenth of a ton per person-month of provisions', () => {
    expect(dayAndNightCargoTons(10, 20)).toBe(12);
    expect(dayAndNightCargoTons(0, 3)).toBeCloseTo(0.3, 15);
  });
});
