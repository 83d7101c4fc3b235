import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend } from '../../src-main/backend';
import { hexRegionRepository } from '../../src-main/db/repositories/hex-regions';
import { basicFantasyRuleset } from '../../src-main/rules/bfrpg';
import { planItinerary } from '../../src-main/rules/travel/itinerary';
import { createHexMap, generateDemoMap, TERRAIN_CODE, TERRAINS } from '../../src-shared/hexmap';
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

/**
 * journey.plan at the contract's limits through the router: a 2000 x 2000 region (the
 * largest a map may be), one long leg, then twenty legs each as long as a leg's search
 * allows. Each call must answer within a second (issue 15).
 */
function planAtTheLimits(): BenchResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-bench-plan-'));
  const b = createBackend({ file: path.join(dir, 'plan.sqlite'), appRoot, host: 'http', installDemo: false, freshSeed: () => 'bench' });
  const call = <T>(m: string, i: unknown): T => {
    const r = b.router.call(m, i);
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
    return r.result as T;
  };
  const campaignId = call<{ id: number }>('campaign.create', { name: 'Continent', rulesSystem: 'bfrpg', rulesOptions: {} }).id;
  const repo = hexRegionRepository(b.database.db);
  const map = generateDemoMap({ width: 2000, height: 2000, seed: 11 });
  const regionId = b.database.sqlite.transaction(() => repo.create(campaignId, 'Continent', map, 'W'))();
  const partyId = call<{ id: number }>('party.create', { campaignId, name: 'Walkers', location: { kind: 'dungeon', name: 'Gate' } }).id;
  call('member.create', { partyId, member: { kind: 'pc', name: 'Walker', hp: { current: 8, max: 8 }, sheet: { class: 'fighter', level: 1, abilities: { str: 12, dex: 12, con: 12, int: 10, wis: 10, cha: 10 } } } });
  // Land hexes on a diagonal, a fixed hex distance apart, for legs on foot.
  const walkable = (i: number) => !['lake', 'sea', 'deep-ocean'].includes(TERRAINS[map.terrain[i]]);
  const hexAt = (col: number, row: number) => {
    let i = row * 2000 + col;
    while (!walkable(i)) i++;
    return { col: i % 2000, row: Math.floor(i / 2000) };
  };
  const plan = (legs: number, step: number) => {
    const start = hexAt(100, 100);
    const t0 = performance.now();
    // There and back again: every leg as long as the one before, whatever the count.
    const far = hexAt(100 + step, 100 + step);
    const answer = b.router.call('journey.plan', { partyId, regionId, start, legs: Array.from({ length: legs }, (_, k) => ({ to: k % 2 ? start : far, mode: 'foot' })), replace: true });
    return { ms: performance.now() - t0, ok: answer.ok, error: answer.ok ? null : answer.error.message };
  };
  /** Diagonal steps of a leg near the longest the search allows on this map (about 360 hexes). */
  const LEG = 240;
  const one: number[] = [];
  const twenty: number[] = [];
  const tooLong = plan(1, 1800);
  for (let run = 0; run < 6; run++) {
    const a = plan(1, LEG);
    const z = plan(20, LEG / 8);
    if (!a.ok || !z.ok) throw new Error(a.error ?? z.error ?? '');
    if (run > 0) {
      one.push(a.ms);
      twenty.push(z.ms);
    }
  }
  b.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const ms = (x: number) => Math.round(x * 1000) / 1000;
  return {
    name: 'journey.plan on a 2000x2000 region, 20 legs',
    median_ms: ms(median(twenty)),
    runs: twenty.length,
    details: {
      aim_ms: 1000,
      one_leg_median_ms: ms(median(one)),
      one_leg_hexes: LEG + LEG / 2,
      twenty_legs_hexes_each: (LEG + LEG / 2) / 8,
      leg_across_the_map: tooLong.ok ? 'planned' : `refused in ${ms(tooLong.ms)} ms: ${tooLong.error}`,
    },
  };
}

export default async function travelBenchmarks(): Promise<BenchResult[]> {
  return [await voyage(), openLargeMap(), planAtTheLimits()];
}
