import { landWeatherSchema, sightTableSchema, type MethodParams, type SightView, type WeatherView } from '../../src-shared/contract';
import type { WeatherRepository } from '../db/repositories/weather';
import { DEFAULT_LAND_WEATHER, DEFAULT_SIGHT, SIGHT_SOURCE, type LandWeatherTable, type SightTable } from '../rules/world';
import { notFound, raise } from './errors';
import type { JournalService } from './journal';

/** The campaign's land-weather and sight tables and its regions' climates; each change one journaled, undoable action. */
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

  /** The sight table travel marks seen hexes by: the campaign's own, or Lantern's default. */
  function sightOf(campaignId: number): SightTable {
    const json = weather.sight(campaignId);
    return json ? sightTableSchema.parse(JSON.parse(json)) : DEFAULT_SIGHT;
  }

  function sightView(campaignId: number): SightView {
    const own = weather.sight(campaignId) !== null;
    return { table: sightOf(campaignId), isDefault: !own, source: own ? "The GM's own table for this campaign." : SIGHT_SOURCE };
  }

  return {
    tableOf,
    sightOf,
    sight: (input: MethodParams<'weather.sight'>) => sightView(input.campaignId),

    setSight(input: MethodParams<'weather.setSight'>): SightView {
      journal.record(input.campaignId, { kind: 'journey', request: input }, () => {
        weather.setSight(input.campaignId, input.table === null ? null : JSON.stringify(input.table));
        return { summary: input.table ? 'Sight table changed' : "Sight back to Lantern's default", result: null };
      });
      return sightView(input.campaignId);
    },

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
