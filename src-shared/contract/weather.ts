import { z } from 'zod';
import { TERRAINS, type HexTerrain } from '../hexmap';
import { defineDomain, gmOnly } from './define';
import { ids } from './ids';

const id = z.number().int().positive();

export const climates = ['temperate', 'cold', 'arid', 'tropical'] as const;
export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;

const weatherRow = z
  .object({
    upTo: z.number().int().min(1).max(100),
    label: z.string().trim().min(1, 'needs a name').max(80),
    travel: z.number().min(0).max(2),
    stops: z.boolean(),
  })
  .strict();

/** One season's rows: d% ranges running upwards, the last ending at 100. */
const seasonRows = z
  .array(weatherRow)
  .min(1, 'needs at least one row')
  .max(20)
  .superRefine((rows, ctx) => {
    rows.forEach((r, i) => {
      if (i > 0 && r.upTo <= rows[i - 1].upTo) ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: `must be above the row before (${rows[i - 1].upTo})` });
    });
    if (rows[rows.length - 1]?.upTo !== 100) ctx.addIssue({ code: 'custom', path: [rows.length - 1, 'upTo'], message: 'the last row must reach 100' });
  });

const bySeason = z.object({ spring: seasonRows, summer: seasonRows, autumn: seasonRows, winter: seasonRows }).strict();

export const landWeatherSchema = z
  .object({
    source: z.string().trim().min(1, 'say where the table comes from').max(400),
    tables: z.object({ temperate: bySeason, cold: bySeason, arid: bySeason, tropical: bySeason }).strict(),
  })
  .strict();
export type LandWeather = z.infer<typeof landWeatherSchema>;

const hexes = z.number({ error: 'must be a number' }).int('must be a whole number of hexes').min(0, 'must be 0 to 10').max(10, 'must be 0 to 10');
const sightRow = z.object({ sees: hexes, standsOut: hexes }).strict();

/** How far a party sees by the terrain it stands on, and how much farther off each terrain is seen, in hexes. */
export const sightTableSchema = z
  .object(Object.fromEntries(TERRAINS.map((t) => [t, sightRow])) as Record<HexTerrain, typeof sightRow>)
  .strict();
export type SightTableInput = z.infer<typeof sightTableSchema>;

const sightView = z.object({
  table: sightTableSchema,
  /** True while the campaign keeps Lantern's default. */
  isDefault: z.boolean(),
  /** Where the figures come from: Lantern's own default, or the GM's table. */
  source: z.string(),
});
export type SightView = z.infer<typeof sightView>;

const weatherView = z.object({
  table: landWeatherSchema,
  /** True while the campaign keeps Lantern's default. */
  isDefault: z.boolean(),
  /** Whether travel on land rolls the weather: no rules text gives land weather, so it is Lantern's own table, off in a new Basic Fantasy campaign. */
  on: z.boolean(),
  regions: z.array(z.object({ id, name: z.string(), climate: z.enum(climates) })),
});
export type WeatherView = z.infer<typeof weatherView>;

export const weather = defineDomain('weather', {
  get: {
    kind: 'query',
    roles: gmOnly,
    summary: "The campaign's land-weather table (by climate and season, rolled on d% each day on land) and each region's climate.",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: weatherView,
  },
  set: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Replace the campaign's land-weather table, or null to go back to Lantern's default: journaled, undoable.",
    input: z.object({ campaignId: ids.campaign, table: landWeatherSchema.nullable() }).strict(),
    output: weatherView,
  },
  turn: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Roll Lantern's land weather (its own table; no rules text gives one) on travelling days, or not: journaled, undoable.",
    input: z.object({ campaignId: ids.campaign, on: z.boolean() }).strict(),
    output: weatherView,
  },
  sight: {
    kind: 'query',
    roles: gmOnly,
    summary: "How many hexes a party sees by the terrain it stands on, and how much farther off each terrain is seen: the campaign's table, or Lantern's default (no rules text gives one).",
    input: z.object({ campaignId: ids.campaign }).strict(),
    output: sightView,
  },
  setSight: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Replace the campaign's sight table, or null to go back to Lantern's default: journaled, undoable. Travel marks the hexes in sight as seen.",
    input: z.object({ campaignId: ids.campaign, table: sightTableSchema.nullable() }).strict(),
    output: sightView,
  },
  setClimate: {
    kind: 'mutation',
    roles: gmOnly,
    summary: "Set which climate of the land-weather table a region rolls on.",
    input: z.object({ regionId: ids.region, climate: z.enum(climates) }).strict(),
    output: weatherView,
  },
});
