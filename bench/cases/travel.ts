import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend } from '../../src-main/backend';
import { hexRegionRepository } from '../../src-main/db/repositories/hex-regions';
import { basicFantasyRuleset } from '../../src-main/rules/bfrpg';
import { planItinerary } from '../../src-main/rules/travel/itinerary';
import { createHexMap, generateDemoMap, TERRAIN_CODE } from '../../src-shared/hexmap';
import { measure, median, type BenchResult } from '../measure';

const appRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A carrack (48 miles a day, 120 hit points: it rides out a gale) across open sea far enough
 * for about sixty days at the rolled winds, forty crew eating.
 */
function voyage(): Promise<BenchResult> {
  const map = createHexMap(400, 3, 6);
  map.terrain.fill(TERRAIN_CODE.sea);
  const crew = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Sailor ${i + 1}`, milesPerDay: 24, profile: { attributes: {} } }));
  const days: number[] = [];
  return measure({
    name: 'journey itinerary: 60-day voyage, 40 crew',
    runs: 30,
    warmup: 3,
    fn: (run) => {
      const plan = planItinerary({
        map,
        ruleset: basicFantasyRuleset,
        start: 400,
        legs: [{ to: 400 + 399, mode: 'sea', vessel: 'carrack' }],
        travellers: crew,
        leader: null,
        daily: { food: 40, water: 40, fodder: 0 },
        fodder: 0,
        startsAt: 28_800,
        sunOn: () => ({ rise: 21_600, set: 64_800 }),
        landWeatherOn: null,
        food: 40 * 90,
        water: 40 * 90,
        crew: 40,
        navigator: false,
        stopsEachNight: false,
        prevailingWind: 'W',
        seed: `voyage-${run}`,
        rerolls: {},
      });
      if (run >= 0) days.push(plan.days.length);
    },
    details: { aim: '<= 10 ms', note: 'route (A*) plus every day: weather, voyage speed, six encounter checks, supplies' },
  }).then((r) => ({ ...r, details: { ...r.details, voyage_days_median: median(days), voyage_days_min: Math.min(...days), voyage_days_max: Math.max(...days) } }));
}

/** Opening a 1000 x 1000 region: reading its tiles from SQLite, and the whole hexmap.get call. */
function openLargeMap(): BenchResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-map-'));
  const b = createBackend({ file: path.join(dir, 'map.sqlite'), appRoot, host: 'http', installDemo: false });
  const call = (m: string, i: unknown) => {
    const r = b.router.call(m, i);
    if (!r.ok) throw new Error(r.error.message);
    return r.result as { id: number };
  };
  const campaignId = call('campaign.create', { name: 'Big map' }).id;
  const repo = hexRegionRepository(b.database.db);
  const regionId = b.database.sqlite.transaction(() => repo.create(campaignId, 'Continent', generateDemoMap({ width: 1000, height: 1000, seed: 7 }), 'W'))();
  const load: number[] = [];
  const api: number[] = [];
  for (let run = 0; run < 11; run++) {
    const t0 = performance.now();
    repo.load(repo.get(regionId)!);
    const t1 = performance.now();
    call('hexmap.get', { regionId });
    const t2 = performance.now();
    if (run > 0) {
      load.push(t1 - t0);
      api.push(t2 - t1);
    }
  }
  b.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const ms = (x: number) => Math.round(x * 1000) / 1000;
  return {
    name: 'open a 1000x1000 region from the campaign file',
    median_ms: ms(median(load)),
    runs: load.length,
    details: { tiles: Math.ceil(1000 / 32) ** 2, hexmap_get_call_median_ms: ms(median(api)), what: 'read 32x32 tiles into typed arrays; the call adds the binary encoding and base64' },
  };
}

export default async function travelBenchmarks(): Promise<BenchResult[]> {
  return [await voyage(), openLargeMap()];
}
