import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng';
import { galeDamage } from './sea-weather';
import { voyageDay, type VoyageDayInput } from './voyage-day';
import { vessel } from './vessels';

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
