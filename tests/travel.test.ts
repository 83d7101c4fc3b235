import { describe, expect, it } from 'vitest';
import { createHexMap, FEATURE, TERRAIN_CODE, type HexTerrain } from '../src-shared/hexmap';
import { basicFantasyRuleset } from '../src-main/rules/bfrpg';
import { planItinerary, type ItineraryInput, type LegPlan } from '../src-main/rules/travel/itinerary';
import type { JourneyView, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, outOfTheDungeon, snapshot } from './helpers/backend';

// Travel rules the planner applies, citing supplement: A5 (miles a day = encounter
// feet x 0.6, slowest member), A6 (terrain multipliers, forced march 12 h and +50%), A7 (vessels,
// 12-hour day, navigator x2), A8 (weather), A10 (wilderness checks about every 4 hours).

function strip(terrain: HexTerrain, width = 10): ReturnType<typeof createHexMap> {
  const map = createHexMap(width, 1, 6);
  map.terrain.fill(TERRAIN_CODE[terrain]);
  return map;
}

/** A Fighter 1 human with every ability 10: death ray save 12, no bonuses. */
const plainFighter = basicFantasyRuleset.profile(
  basicFantasyRuleset.completeSheet(basicFantasyRuleset.sheetSchema.parse({ abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } })),
);
const walker = (id: number, name: string, milesPerDay: number) => ({ id, name, milesPerDay, profile: plainFighter });

function input(map: ReturnType<typeof createHexMap>, legs: LegPlan[], extra: Partial<ItineraryInput> = {}): ItineraryInput {
  return {
    map,
    ruleset: basicFantasyRuleset,
    start: 0,
    legs,
    travellers: [walker(1, 'Ada', 24)],
    leader: plainFighter,
    daily: { food: 1, water: 1, fodder: 0 },
    fodder: 0,
    startsAt: 28_800,
    sunOn: () => ({ rise: 21_600, set: 64_800 }),
    landWeatherOn: null,
    food: 10,
    water: 10,
    crew: 12,
    navigator: false,
    stopsEachNight: false,
    prevailingWind: 'W',
    seed: 'test',
    rerolls: {},
    ...extra,
  };
}

describe('overland days (A5, A6)', () => {
  it("40' a round is 24 miles a day: 4 six-mile hexes of clear ground a day", () => {
    const plan = planItinerary(input(strip('clear'), [{ to: 9, mode: 'foot' }]));
    expect(plan.days.map((d) => d.miles)).toEqual([24, 24, 6]);
    expect(plan.arrived).toBe(true);
    expect(plan.totalMiles).toBe(54);
  });

  it('forest at x2/3 is 16 miles a day; the slack of one day carries into the next', () => {
    const plan = planItinerary(input(strip('forest'), [{ to: 9, mode: 'foot' }]));
    // 3 hours a hex, 8 hours a day: 2 hexes (2 h left), 3 (1 h left), 3, then the last one.
    expect(plan.days.map((d) => d.miles)).toEqual([12, 18, 18, 6]);
  });

  it('a road is x4/3, and the slowest member sets the pace', () => {
    const map = strip('clear', 17);
    for (let i = 0; i < 17; i++) map.features[i] |= FEATURE.road;
    const twoWalkers = input(map, [{ to: 16, mode: 'foot' }], {
      travellers: [
        walker(1, 'Ada', 24),
        walker(2, 'Bors', 12),
      ],
    });
    // Bors: 12 x 4/3 = 16 miles a day on the road: 16 hexes of 6 miles take 6 days.
    expect(planItinerary(twoWalkers).days.map((d) => d.miles)).toEqual([12, 18, 18, 12, 18, 18]);
  });

  it('a forced march covers 12 hours and half again the distance, and hurts from the second day unless the save is made', () => {
    const plan = planItinerary(input(strip('clear', 20), [{ to: 19, mode: 'foot', forcedMarch: true }]));
    expect(plan.days.map((d) => d.miles)).toEqual([36, 36, 36, 6]);
    expect(plan.days[0].rolls.filter((r) => r.label.startsWith('Forced march'))).toEqual([]);
    const second = plan.days[1].rolls.filter((r) => r.label.startsWith('Forced march'));
    expect(second[0]).toMatchObject({ label: 'Forced march save: Ada', expression: '1d20' });
    const failed = second[0].total < 12;
    expect(plan.days[1].damage.length).toBe(failed ? 1 : 0);
  });

  it('flying doubles the pace and ignores the ground (48 miles over mountains)', () => {
    const plan = planItinerary(input(strip('mountains', 17), [{ to: 16, mode: 'air' }]));
    expect(plan.days.map((d) => d.miles)).toEqual([48, 48]);
  });

  it('rolls a secret lost check only off roads, trails and rivers', () => {
    const trackless = planItinerary(input(strip('clear'), [{ to: 9, mode: 'foot' }]));
    expect(trackless.days[0].rolls.find((r) => r.label.startsWith('Lost?'))).toMatchObject({ secret: true, expression: '1d20' });
    const map = strip('clear');
    for (let i = 0; i < 10; i++) map.features[i] |= FEATURE.trail;
    const onTrail = planItinerary(input(map, [{ to: 9, mode: 'foot' }]));
    expect(onTrail.days.every((d) => !d.rolls.some((r) => r.label.startsWith('Lost?')))).toBe(true);
  });

  it('makes six secret encounter checks a day, three by day and three by night (A10)', () => {
    const plan = planItinerary(input(strip('clear'), [{ to: 9, mode: 'foot' }]));
    const checks = plan.days[0].rolls.filter((r) => r.label.startsWith('Encounter check'));
    expect(checks).toHaveLength(6);
    expect(checks.every((r) => r.secret && r.expression === '1d6')).toBe(true);
    expect(plan.days[0].needsGm !== null).toBe(checks.some((r) => r.total === 1));
  });

  it('eats a ration and a quart per eater each day', () => {
    const plan = planItinerary(input(strip('clear'), [{ to: 9, mode: 'foot' }], { daily: { food: 3, water: 3, fodder: 0 }, food: 8, water: 5 }));
    expect(plan.days.map((d) => [d.foodLeft, d.waterLeft])).toEqual([[5, 2], [2, -1], [-1, -4]]);
    expect(plan.days[1].notes).toContain('Short of water.');
  });
});

describe('days at sea (A7, A8)', () => {
  const sea = () => strip('sea', 300);
  it('rolls the weather every day (d% and d12) and moves the caravel 42 miles x the wind', () => {
    const plan = planItinerary(input(sea(), [{ to: 299, mode: 'sea', vessel: 'caravel' }]));
    for (const day of plan.days) {
      const [strength, direction] = day.rolls;
      expect(strength).toMatchObject({ label: 'Weather: wind strength', expression: '1d100' });
      expect(direction).toMatchObject({ label: 'Weather: wind direction', expression: '1d12' });
      expect(day.weather).toMatch(/^(Becalmed|Very light breeze|Light breeze|Moderate breeze|Average winds|Strong winds|Very strong winds|Gale), from the (N|NE|E|SE|S|SW|W|NW)/);
    }
    const average = plan.days.find((d) => d.weather!.startsWith('Average winds') && !d.weather!.includes('tacking') && d.progress < 1);
    expect(average?.miles).toBe(42);
  });

  it('a navigator sails through the night, doubling the day, unless the ship is under-crewed', () => {
    const find = (navigator: boolean, crew: number) =>
      planItinerary(input(sea(), [{ to: 299, mode: 'sea', vessel: 'caravel' }], { navigator, crew })).days.find(
        (d) => d.weather!.startsWith('Average winds') && !d.weather!.includes('tacking') && d.progress < 1,
      )?.miles;
    expect(find(true, 12)).toBe(84);
    expect(find(true, 5)).toBe(42);
  });
});

describe('re-rolls and locks', () => {
  it("re-rolling a day changes only that day's dice", () => {
    const base = input(strip('clear', 40), [{ to: 39, mode: 'foot' }]);
    const before = planItinerary(base);
    const after = planItinerary({ ...base, rerolls: { 2: 1 } });
    expect(after.days[0].rolls).toEqual(before.days[0].rolls);
    expect(after.days[1].rolls).not.toEqual(before.days[1].rolls);
    expect(after.days[2].rolls).toEqual(before.days[2].rolls);
  });
});

describe('journeys through the API', () => {
  function demo() {
    const backend = memoryBackend({ freshSeed: () => 'journey-test' });
    const region = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: 1 }).regions[0];
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: 1 }).parties[0].id;
    outOfTheDungeon(backend, partyId);
    return { backend, regionId: region.id, partyId };
  }

  it('the demo region has a coast, a river, roads and two ports', () => {
    const { backend, regionId } = demo();
    const map = ok<{ terrain: [string, number][][]; features: { features: string[] }[]; labels: { text: string }[] }>(backend, 'hexmap.export', { regionId });
    const terrains = new Set(map.terrain.flat().map(([t]) => t));
    expect([...terrains]).toEqual(expect.arrayContaining(['sea', 'deep-ocean', 'river', 'forest', 'hills']));
    const features = map.features.flatMap((f) => f.features);
    expect(features.filter((f) => f === 'port')).toHaveLength(2);
    expect(features).toEqual(expect.arrayContaining(['road', 'trail', 'river', 'settlement', 'landmark']));
    expect(map.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['Rivermouth (port)', 'Gullhaven (port)']));
    backend.close();
  });

  it('committing moves the clock, the party and the supplies, as one undoable action', () => {
    const { backend, regionId, partyId } = demo();
    const plan = ok<JourneyView>(backend, 'journey.plan', {
      partyId,
      regionId,
      start: { col: 8, row: 10 },
      legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }],
      replace: true,
    });
    const before = snapshot(backend);
    const foodBefore = ok<PartyView>(backend, 'party.get', { partyId }).summary.food.total;
    const done = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false });
    expect(done.committedDays).toBe(plan.days.length);
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    expect(party.location).toMatchObject({ kind: 'hex', hex: { col: 35, row: 15 }, name: 'Rivermouth (port)', regionId });
    // The party stands in the evening camp of its last day (broken at 08:00, 8 hours on the march):
    // that night's meal is still to come, so five mouths have eaten one day fewer than the days travelled.
    expect(party.summary.food.total).toBe(foodBefore - 5 * (plan.days.length - 1));
    const time = backend.database.sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = 1').pluck().get();
    expect(time).toBe(28_800 + (plan.days.length - 1) * 86_400 + 8 * 3600);
    ok(backend, 'journal.undo', { campaignId: 1 });
    const after = snapshot(backend);
    delete after.undo_log;
    delete after.journal_entries;
    delete before.undo_log;
    delete before.journal_entries;
    expect(after).toEqual(before);
    backend.close();
  });

  it('stops at the end of the first day that needs the GM', () => {
    const { backend, regionId, partyId } = demo();
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }], replace: true });
    const first = plan.days.findIndex((d) => d.needsGm !== null);
    const done = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id });
    // A day of wandering encounters stops at the first one's hour, partway through the day; any other need after the day.
    if (plan.days[first].notes.some((n) => n.includes('wandering encounter'))) expect([done.committedDays ?? 0, done.underway?.day]).toEqual([first, first + 1]);
    else expect([done.committedDays, done.underway]).toEqual([first + 1, null]);
    backend.close();
  });

  it('refuses a leg no route can take, naming it', () => {
    const { backend, regionId, partyId } = demo();
    const result = backend.router.call('journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 44, row: 5 }, mode: 'foot' }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input', path: ['legs', 0], message: 'legs.0: no foot route reaches that hex' } });
    const off = backend.router.call('journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 99, row: 5 }, mode: 'foot' }] });
    expect(off).toMatchObject({ ok: false, error: { path: ['legs', 0, 'to'] } });
    backend.close();
  });

  it('painting writes only the tiles it touches, and undo restores them', () => {
    const { backend, regionId } = demo();
    const before = snapshot(backend).hex_tiles;
    ok(backend, 'hexmap.paint', { regionId, hexes: [{ col: 1, row: 1 }, { col: 2, row: 1 }], terrain: 'swamp', addFeatures: ['road'] });
    const logged = backend.database.sqlite.prepare("SELECT count(*) FROM undo_log WHERE reversal ->> 'op' = 'update' AND reversal ->> 'table' = 'hex_tiles'").pluck().get();
    expect(logged).toBe(1);
    const map = ok<{ terrain: [string, number][][] }>(backend, 'hexmap.export', { regionId });
    expect(map.terrain[1].slice(0, 2)).toEqual([[map.terrain[1][0][0], 1], ['swamp', 2]]);
    ok(backend, 'journal.undo', { campaignId: 1 });
    expect(snapshot(backend).hex_tiles).toEqual(before);
    backend.close();
  });

  it('a paint that changes nothing (selecting a hex to label it) writes no journal entry', () => {
    const { backend, regionId } = demo();
    ok(backend, 'hexmap.paint', { regionId, hexes: [{ col: 1, row: 1 }], terrain: 'swamp', addFeatures: [], removeFeatures: [] });
    const entries = () => ok<{ entries: { summary: string }[] }>(backend, 'journal.list', { campaignId: 1 }).entries.map((e) => e.summary);
    const before = entries();
    expect(before[0]).toMatch(/: 1 hex painted \(terrain to swamp\)$/);
    expect(ok(backend, 'hexmap.paint', { regionId, hexes: [{ col: 1, row: 1 }], terrain: 'swamp', addFeatures: [], removeFeatures: [] })).toEqual({ changed: 0 });
    expect(ok(backend, 'hexmap.paint', { regionId, hexes: [{ col: 1, row: 1 }], addFeatures: [], removeFeatures: [] })).toEqual({ changed: 0 });
    expect(entries()).toEqual(before);
    backend.close();
  });
});
