import { landWeatherSchema, type MethodParams, type WeatherView } from '../../src-shared/contract';
import type { WeatherRepository } from '../db/repositories/weather';
import { DEFAULT_LAND_WEATHER, type LandWeatherTable } from '../rules/world';
import { notFound, raise } from './errors';
import type { JournalService } from './journal';

/** The campaign's land-weather table and its regions' climates; each change one journaled, undoable action. */
export function weatherService(deps: { weather: WeatherRepository; journal: JournalService }) {
  const { weather, journal } = deps;

  /** The table a campaign rolls on: its own copy, or Lantern's default. */
  function tableOf(campaignId: number): LandWeatherTable {
    const json = weather.table(campaignId);
    return json ? landWeatherSchema.parse(JSON.parse(json)) : DEFAULT_LAND_WEATHER;
  }

  function get(campaignId: number): WeatherView {
    const own = weather.table(campaignId);
    return { table: tableOf(campaignId) as WeatherView['table'], isDefault: own === null, on: weather.isOn(campaignId), regions: weather.regions(campaignId) };
  }

  return {
    tableOf,
    /** The table travel rolls on, or null while the campaign rolls no land weather. */
    rolledOf: (campaignId: number): LandWeatherTable | null => (weather.isOn(campaignId) ? tableOf(campaignId) : null),
    get: (input: MethodParams<'weather.get'>) => get(input.campaignId),

    set(input: MethodParams<'weather.set'>): WeatherView {
      journal.record(input.campaignId, { kind: 'journey', request: input }, () => {
        weather.setTable(input.campaignId, input.table === null ? null : JSON.stringify(input.table));
        return { summary: input.table ? 'Land weather table changed' : "Land weather back to Lantern's default", result: null };
      });
      return get(input.campaignId);
    },

    turn(input: MethodParams<'weather.turn'>): WeatherView {
      journal.record(input.campaignId, { kind: 'journey', request: input }, () => {
        weather.turn(input.campaignId, input.on);
        return { summary: input.on ? "Land weather on: travel rolls Lantern's own table" : 'Land weather off: travel rolls no weather', result: null };
      });
      return get(input.campaignId);
    },

    setClimate(input: MethodParams<'weather.setClimate'>): WeatherView {
      const campaignId = weather.campaignOfRegion(input.regionId) ?? raise(notFound('region', input.regionId, 'regionId'));
      const region = weather.regions(campaignId).find((r) => r.id === input.regionId)!;
      journal.record(campaignId, { kind: 'journey', request: input }, () => {
        weather.setClimate(input.regionId, input.climate);
        return { summary: `${region.name}: ${input.climate} climate`, result: null };
      });
      return get(campaignId);
    },
  };
}

export type WeatherService = ReturnType<typeof weatherService>;
