import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { campaigns, hexRegions } from '../schema';

export type Climate = (typeof hexRegions.$inferSelect)['climate'];

/** A campaign's own land-weather and sight tables (JSON on its row) and the climate of each of its regions. */
export function weatherRepository(db: Db) {
  const campaignId = sql.placeholder('campaignId');
  const q = {
    table: db.select({ landWeather: campaigns.landWeather }).from(campaigns).where(eq(campaigns.id, campaignId)).prepare(),
    setTable: db.update(campaigns).set({ landWeather: sql`${sql.placeholder('landWeather')}` }).where(eq(campaigns.id, campaignId)).prepare(),
    sight: db.select({ sight: campaigns.sight }).from(campaigns).where(eq(campaigns.id, campaignId)).prepare(),
    setSight: db.update(campaigns).set({ sight: sql`${sql.placeholder('sight')}` }).where(eq(campaigns.id, campaignId)).prepare(),
    isOn: db.select({ on: campaigns.landWeatherOn }).from(campaigns).where(eq(campaigns.id, campaignId)).prepare(),
    turn: db.update(campaigns).set({ landWeatherOn: sql`${sql.placeholder('on')}` }).where(eq(campaigns.id, campaignId)).prepare(),
    regions: db
      .select({ id: hexRegions.id, name: hexRegions.name, climate: hexRegions.climate })
      .from(hexRegions)
      .where(eq(hexRegions.campaignId, campaignId))
      .orderBy(asc(hexRegions.id))
      .prepare(),
    regionCampaign: db.select({ campaignId: hexRegions.campaignId }).from(hexRegions).where(eq(hexRegions.id, sql.placeholder('id'))).prepare(),
    setClimate: db.update(hexRegions).set({ climate: sql`${sql.placeholder('climate')}` }).where(eq(hexRegions.id, sql.placeholder('id'))).prepare(),
  };
  return {
    /** The table's JSON, null for Lantern's default. */
    table: (campaign: number): string | null => q.table.get({ campaignId: campaign })?.landWeather ?? null,
    setTable: (campaign: number, json: string | null): void => void q.setTable.run({ campaignId: campaign, landWeather: json }),
    /** The sight table's JSON, null for Lantern's default. */
    sight: (campaign: number): string | null => q.sight.get({ campaignId: campaign })?.sight ?? null,
    setSight: (campaign: number, json: string | null): void => void q.setSight.run({ campaignId: campaign, sight: json }),
    isOn: (campaign: number): boolean => q.isOn.get({ campaignId: campaign })?.on ?? true,
    turn: (campaign: number, on: boolean): void => void q.turn.run({ campaignId: campaign, on: on ? 1 : 0 }),
    regions: (campaign: number): { id: number; name: string; climate: Climate }[] => q.regions.all({ campaignId: campaign }),
    campaignOfRegion: (regionId: number): number | undefined => q.regionCampaign.get({ id: regionId })?.campaignId,
    setClimate: (regionId: number, climate: Climate): void => void q.setClimate.run({ id: regionId, climate }),
  };
}
export type WeatherRepository = ReturnType<typeof weatherRepository>;
