import { describe, expect, it } from 'vitest';
import { createHexMap, indexOf, offsetOf, TERRAIN_CODE } from '../src-shared/hexmap';
import type { JourneyView, PartyView, WeatherView } from '../src-shared/contract';
import { basicFantasyRuleset } from '../src-main/rules/bfrpg';
import { planItinerary, type ItineraryInput } from '../src-main/rules/travel/itinerary';
import { DEFAULT_LAND_WEATHER, galeDay, isDaylight, seasonOf, sunTimes, wildernessCheckTimes } from '../src-main/rules/world';
import { memoryBackend, ok, outOfTheDungeon } from './helpers/backend';

// The journey's one day engine: the forecast is what the party travels, day by day, and
// the road's consequences. Rules cited from seed 003 (Basic Fantasy, Adventures)
// ("Overland Travel", "Becoming Lost") and supplement (A6, A7, A8, A10);
// GULLIVER's food from seed 002 (GULLIVER), "Food Requirements".

const HOUR = 3600;
const DAY = 24 * HOUR;

function campaignOf(backend: ReturnType<typeof memoryBackend>, system: string) {
  const campaign = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list', {}).campaigns.find((c) => c.rulesSystem === system)!;
  const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: campaign.id }).regions[0].id;
  const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: campaign.id }).parties[0].id;
  outOfTheDungeon(backend, partyId);
  return { campaignId: campaign.id, regionId, partyId };
}

describe('the plan is what the party travels, day by day', () => {
  for (const system of ['bfrpg', 'gurps', 'shell']) {
    it(`${system}: each stretch travelled lands where the plan said, with the plan's dice, miles and supplies`, () => {
      const backend = memoryBackend({ freshSeed: () => 'engine-test' });
      const { regionId, partyId } = campaignOf(backend, system);
      const plan = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
      const stock = ok<PartyView>(backend, 'party.get', { partyId }).summary;
      expect(plan.days[0].foodLeft).toBeCloseTo(stock.food.total - stock.food.perDay, 6);

      let view = plan;
      let stretches = 0;
      do {
        // Time runs past the cards met meanwhile: this is about time and travel, not the encounter procedure.
        view = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true, letTimeRun: true });
        stretches++;
        const done = view.committedDays ?? 0;
        const party = ok<PartyView>(backend, 'party.get', { partyId });
        if (view.underway) {
          // Stopped at an encounter's hour: the party stands on the way that day goes, and the day's dice are the plan's.
          expect(plan.days[view.underway.day - 1].path).toContainEqual(party.location.hex);
          expect(view.days[view.underway.day - 1].rolls).toEqual(plan.days[view.underway.day - 1].rolls);
          continue;
        }
        const planned = plan.days[done - 1];
        expect(party.location.hex).toEqual(planned.to);
        // The party's stores never go below empty; the forecast counts the shortfall. After the last
        // day the party stands in its evening camp, the night's meal still to come.
        const uneaten = done === plan.days.length ? 1 : 0;
        expect(party.summary.food.total).toBeCloseTo(Math.max(0, planned.foodLeft + uneaten * planned.foodUsed!), 6);
        expect(party.summary.water.total).toBeCloseTo(Math.max(0, planned.waterLeft + uneaten * planned.waterUsed!), 6);
        // Pack animals eat a day of fodder each (Biscuit the mule carries 6 in the Basic Fantasy demo, Clover 4 in the GURPS one; Shell's party has no animal).
        const fodder = party.members.flatMap((m) => m.items).filter((s) => s.item.key === 'fodder').reduce((n, s) => n + s.quantity, 0);
        expect(fodder).toBe(Math.max(0, planned.fodderLeft!));
        for (const d of view.days.slice(0, done)) {
          const p = plan.days[d.day - 1];
          expect([d.to, d.miles, d.rolls, d.needsGm]).toEqual([p.to, p.miles, p.rolls, p.needsGm]);
        }
      } while (view.canContinue);
      expect(view.committedDays).toBe(plan.days.length);
      expect(view.status).toBe('committed');
      expect(stretches).toBeGreaterThan(1);
      backend.close();
      // A stretch at a time through a 16-day journey: slow on a busy machine.
    });
  }

  it("GURPS + GULLIVER: the giant eats four humans' rations (Linear Scale 2, Area Scale 4), the brownie 0.25 x 1.25 for high activity", () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { regionId, partyId } = campaignOf(backend, 'gurps');
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    // 1 (Sir Aldric, human) + 1 (Iotha, human) + 4 (Brogga) + 0.3125 (Thistlewick) = 6.3125 rations; water 2 quarts each x the same.
    expect(party.summary.food.perDay).toBe(6.3125);
    expect(party.summary.water.perDay).toBe(12.625);
    const plan = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    // 25 rations and 68 quarts carried (seven gallon wineskins, Basic Set p. B288, and a 40-quart cask): 18.6875 and 55.375 after day 1.
    expect([plan.days[0].foodLeft, plan.days[0].waterLeft]).toEqual([18.6875, 55.375]);
    backend.close();
  });
});

describe('travel resumes where it stopped', () => {
  it('a second commit continues from the day after the stop, keeping the locked days; a travelled day cannot be re-rolled', () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { regionId } = campaignOf(backend, 'bfrpg');
    const plan = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    const lockedDay = plan.days.length - 1;
    ok(backend, 'journey.lock', { journeyId: plan.id, day: lockedDay, locked: true });
    const first = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, letTimeRun: true });
    const stop = plan.days.findIndex((d) => d.needsGm !== null) + 1;
    // The demo's first day that needs the GM holds a wandering encounter: travel stops at its hour, that day under way.
    expect(plan.days[stop - 1].needsGm).toMatch(/^\d wandering encounters?\.$/);
    expect([first.committedDays ?? 0, first.underway?.day]).toEqual([stop - 1, stop]);
    expect(first.canContinue).toBe(true);
    expect(first.days).toHaveLength(plan.days.length);
    expect(first.days.find((d) => d.day === lockedDay)!.locked).toBe(true);
    const refused = backend.router.call('journey.reroll', { journeyId: plan.id, day: stop });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input', path: ['day'], message: `day: day ${stop} is under way; its dice stay as they fell` } });
    // Moved by hand meanwhile, the party cannot continue a journey from where it no longer is.
    const stoppedAt = first.position!;
    ok(backend, 'party.update', { partyId: first.partyId, location: { kind: 'hex', hex: { col: 1, row: 1 } } });
    expect(backend.router.call('journey.commit', { journeyId: plan.id })).toMatchObject({ ok: false, error: { path: ['journeyId'] } });
    ok(backend, 'party.update', { partyId: first.partyId, location: { kind: 'hex', hex: stoppedAt } });
    const rest = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    expect(rest.committedDays).toBe(plan.days.length);
    expect(rest.days.map((d) => d.rolls)).toEqual(plan.days.map((d) => d.rolls));
    backend.close();
  });

  it('planning again refuses to throw away an unfinished plan unless asked to replace it', () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { regionId, partyId } = campaignOf(backend, 'bfrpg');
    const input = { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 35, row: 15 }, mode: 'foot' }] };
    const before = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    const refused = backend.router.call('journey.plan', input);
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', path: ['replace'] } });
    expect(ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey).toEqual(before);
    const replaced = ok<JourneyView>(backend, 'journey.plan', { ...input, replace: true });
    expect(ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!.id).toBe(replaced.id);
    backend.close();
  });
});

describe('ships by supplement A7 and A8', () => {
  it('a sailboat (20 HP) crippled at 20 damage and sunk at 40, hour by hour in a gale', () => {
    // Hours of 9 damage: 9, 18, 27 (crippled: half speed from hour 4), 36, 45 (sunk in hour 5).
    // Headway: hours 1-3 at full speed, 4 and 5 at half = 4 hours' worth.
    expect(galeDay(20, 0, [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9])).toEqual({ hull: 45, headwayHours: 4, crippled: true, sankInHour: 5 });
    // A caravel (75 HP) takes 12 x 2 = 24 in a mild gale and sails on at full speed.
    expect(galeDay(75, 0, Array(12).fill(2))).toEqual({ hull: 24, headwayHours: 12, crippled: false, sankInHour: null });
  });

  it('very strong winds against the ship: no tacking (seed 003, "Waterborne Travel"; A8), said as such, never "tacking" beside "Becalmed"', () => {
    const map = createHexMap(300, 1, 6);
    map.terrain.fill(TERRAIN_CODE.sea);
    const base = input(map, { legs: [{ to: 299, mode: 'sea', vessel: 'sailboat' }], prevailingWind: 'E', seed: '' });
    const days = Array.from({ length: 200 }, (_, s) => planItinerary({ ...base, seed: `strong-${s}` }).days).flat();
    const stuck = days.find((d) => d.weather?.startsWith('Very strong winds') && d.weather.includes('against the wind'));
    expect(stuck).toBeDefined();
    expect(stuck!.weather).toMatch(/^Very strong winds, from the [A-Z]+ \(against the wind: too strong to tack\)$/);
    expect(stuck!.miles).toBe(0);
    expect(stuck!.notes).toContain('The wind is too strong to tack against: no headway.');
    for (const d of days) {
      if (d.weather?.includes('(tacking)')) expect(d.notes.some((n) => n.startsWith('Becalmed'))).toBe(false);
      if (d.notes.includes('Becalmed: no headway.')) expect(d.weather).toMatch(/^Becalmed/);
    }
  });

  it('a day-long gale sinks a sailboat on that day: the plan ends there and says so', () => {
    const map = createHexMap(300, 1, 6);
    map.terrain.fill(TERRAIN_CODE.sea);
    const base = input(map, { legs: [{ to: 299, mode: 'sea', vessel: 'sailboat' }], seed: '' });
    // The first seed whose voyage meets a gale (A8: 97-00 on d%).
    let found = null;
    for (let s = 0; s < 400 && !found; s++) {
      const plan = planItinerary({ ...base, seed: `gale-${s}` });
      const gale = plan.days.find((d) => d.weather?.startsWith('Gale'));
      if (gale) found = { plan, gale };
    }
    expect(found).not.toBeNull();
    const { plan, gale } = found!;
    const hits = gale.rolls.filter((r) => r.label === 'Gale damage to the hull').map((r) => r.total);
    const total = hits.reduce((a, b) => a + b, 0);
    // 2d8 an hour: it sank in the hour the sum first reached 2 x 20 = 40.
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total - hits[hits.length - 1]).toBeLessThan(40);
    expect(plan.days[plan.days.length - 1]).toBe(gale);
    expect(gale.alerts[0]).toMatch(/^Ship lost: the sailboat sinks \(\d+ damage, twice its 20 hit points is 40\)\.$/);
    expect(plan.arrived).toBe(false);
  });
});

describe('a forced march counts on across journeys until a day of rest (seed 003, "Overland Travel"; A6)', () => {
  it('the second journey, begun at once, rolls the save on its first day; after a day of rest it does not', () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { regionId, partyId } = campaignOf(backend, 'bfrpg');
    const march = (from: { col: number; row: number }, to: { col: number; row: number }) =>
      ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: from, legs: [{ to, mode: 'foot', forcedMarch: true }], replace: true });
    const forcedRolls = (d: JourneyView['days'][number]) => d.rolls.filter((r) => r.label.startsWith('Forced march'));

    const first = march({ col: 8, row: 10 }, { col: 11, row: 10 });
    expect(first.days).toHaveLength(1);
    // Day 1 of a forced march is free.
    expect(forcedRolls(first.days[0])).toEqual([]);
    ok(backend, 'journey.commit', { journeyId: first.id, stopOnEvent: false, letTimeRun: true });

    const second = march({ col: 11, row: 10 }, { col: 8, row: 10 });
    // No rest between: this is the second consecutive day, so each of the 6 marchers saves (or, failed, takes 1d6).
    expect(forcedRolls(second.days[0]).filter((r) => r.label.startsWith('Forced march save'))).toHaveLength(6);
    ok(backend, 'journey.commit', { journeyId: second.id, stopOnEvent: false, letTimeRun: true });

    ok(backend, 'clock.advance', { partyId, seconds: DAY, stopOnEvent: false, letTimeRun: true });
    const third = march({ col: 8, row: 10 }, { col: 11, row: 10 });
    expect(forcedRolls(third.days[0])).toEqual([]);
    backend.close();
  });
});

describe('healing on a forced march (supplement A18: 1 hp a day with normal sleep; seed 003, "Overland Travel": 1d6 a day from the second)', () => {
  it('each night heals only those already hurt, 1 hp, not one for every day travelled', () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { campaignId, regionId, partyId } = campaignOf(backend, 'bfrpg');
    // The demo's keyed hexes down column 8 would halt the march on arrival; this is about the nights between.
    for (const k of ok<{ keys: { hex: { col: number; row: number } }[] }>(backend, 'hexmap.keys', { regionId }).keys) ok(backend, 'hexmap.setKey', { regionId, hex: k.hex, key: null });
    // The dice below were drawn with Lantern's land weather rolled first each day.
    ok(backend, 'weather.turn', { campaignId, on: true });
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 8, row: 30 }, mode: 'foot', forcedMarch: true }], replace: true });
    const hurt = (day: number) => plan.days[day - 1].notes.filter((n) => n.endsWith('from the forced march.'));
    // The plan's own dice: day 1 free; day 2 Maelis 4 and Elowen 2; day 3 Maelis 2, Elowen 1; day 4 Maelis 6, Elowen 6, Hob 1, Biscuit 4.
    expect(hurt(1)).toEqual([]);
    expect(hurt(2)).toEqual(['Sister Maelis takes 4 from the forced march.', 'Elowen Thistledown takes 2 from the forced march.']);
    expect(hurt(3)).toEqual(['Sister Maelis takes 2 from the forced march.', 'Elowen Thistledown takes 1 from the forced march.']);
    expect(hurt(4).slice(0, 2)).toEqual(['Sister Maelis takes 6 from the forced march.', 'Elowen Thistledown takes 6 from the forced march.']);
    const view = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true, letTimeRun: true });
    // Elowen dies of day 4's march as it starts, and travel stops there.
    expect(view.committedDays).toBe(3);
    expect(view.underway?.day).toBe(4);
    const hp = Object.fromEntries(ok<PartyView>(backend, 'party.get', { partyId }).members.map((m) => [m.name, m.hp.current]));
    // Maelis 11: -4 +1, -2 +1, -6 = 1 (a point for each of the three nights, the unhurt first one included, gave 2).
    // Elowen 5: -2 +1, -1 +1, -6 = -2. Brannoc and Pip were never hurt and stay whole.
    expect([hp['Brannoc Ironfoot'], hp['Sister Maelis'], hp['Pip Underbough'], hp['Elowen Thistledown']]).toEqual([17, 1, 7, -2]);
    backend.close();
  });
});

describe('a lost party strays by the drift rule and the GM sees where it is', () => {
  it('off its eastward heading by one hex side, four clear hexes (24 miles), then a fresh way to its goal', () => {
    const map = createHexMap(10, 10, 6);
    map.terrain.fill(TERRAIN_CODE.clear);
    const start = indexOf(10, 0, 5);
    const goal = indexOf(10, 9, 5);
    let lostPlan = null;
    for (let s = 0; s < 200 && !lostPlan; s++) {
      const plan = planItinerary(input(map, { start, legs: [{ to: goal, mode: 'foot' }], seed: `lost-${s}` }));
      if (plan.days[0].lost) lostPlan = plan;
    }
    expect(lostPlan).not.toBeNull();
    const day = lostPlan!.days[0];
    const side = day.rolls.find((r) => r.label.startsWith('Lost: which way'))!.total <= 3 ? 'left' : 'right';
    // Heading east from (0,5). Left is north-east: (1,4), (1,3), (2,2), (2,1); right is south-east: (1,6), (1,7), (2,8), (2,9).
    const expected = side === 'left' ? [[0, 5], [1, 4], [1, 3], [2, 2], [2, 1]] : [[0, 5], [1, 6], [1, 7], [2, 8], [2, 9]];
    expect(day.path.map((h) => { const o = offsetOf(10, h); return [o.col, o.row]; })).toEqual(expected);
    expect(day.miles).toBe(24);
    expect(day.needsGm).toBe('The party is lost.');
    // The route after day 1 runs on from where the party really stands.
    expect(lostPlan!.route.slice(0, 5)).toEqual(day.path);
    expect(lostPlan!.route[lostPlan!.route.length - 1]).toBe(goal);
    expect(lostPlan!.days[1].fromHex).toBe(day.toHex);
  });
});

describe('a store runs out once, on the day its last is eaten (the itinerary\'s alerts)', () => {
  it('2 days of food at 1 a day: "Food runs out." on day 2 only; a journey begun with none says it on day 1 only', () => {
    const map = createHexMap(40, 1, 6);
    map.terrain.fill(TERRAIN_CODE.clear);
    const trip = (food: number) => planItinerary(input(map, { start: 0, legs: [{ to: 39, mode: 'foot' }], food, water: 100, seed: 'rations' }));
    const days = trip(2).days;
    expect(days.length).toBeGreaterThan(4);
    expect(days.map((d) => d.alerts.filter((a) => a === 'Food runs out.').length)).toEqual(days.map((d) => (d.day === 2 ? 1 : 0)));
    expect(days.slice(0, 4).map((d) => d.foodLeft)).toEqual([1, 0, -1, -2]);
    expect(trip(0).days.map((d) => d.alerts)).toEqual(trip(0).days.map((d) => (d.day === 1 ? ['Food runs out.'] : [])));
  });

  it('water as food (seed 003, a quart a day at the least): a journey begun with none says "Water runs out." on day 1 and is short of water every day', () => {
    const map = createHexMap(40, 1, 6);
    map.terrain.fill(TERRAIN_CODE.clear);
    const { days } = planItinerary(input(map, { start: 0, legs: [{ to: 39, mode: 'foot' }], food: 100, water: 0, seed: 'rations' }));
    expect(days.length).toBeGreaterThan(4);
    expect(days.map((d) => d.alerts.filter((a) => a === 'Water runs out.').length)).toEqual(days.map((d) => (d.day === 1 ? 1 : 0)));
    expect(days.every((d) => d.notes.includes('Short of water.'))).toBe(true);
  });
});

describe('the day after a lost one (seed 003, "Becoming Lost": what being lost costs is the GM\'s; Lantern spends the day wandering)', () => {
  it('a party stopped by the map edge after one hex of straying does not make up the lost hours next day: 6 miles, then a plain 24', () => {
    const map = createHexMap(40, 40, 6);
    map.terrain.fill(TERRAIN_CODE.clear);
    // Seed p-0 loses the party on day 1 heading east along row 1; it strays north-east into the map's top edge after one hex.
    const plan = planItinerary(input(map, { start: indexOf(40, 0, 1), legs: [{ to: indexOf(40, 39, 1), mode: 'foot' }], seed: 'p-0' }));
    expect(plan.days.slice(0, 2).map((d) => [d.lost, d.miles])).toEqual([
      [true, 6],
      [false, 24],
    ]);
  });

  it('days walked in circles bank nothing: no day after them covers more than a day\'s 24 miles', () => {
    const map = createHexMap(40, 40, 6);
    map.terrain.fill(TERRAIN_CODE.clear);
    // Seed p-5 is lost five days running, three of them against the map's edge.
    const plan = planItinerary(input(map, { start: indexOf(40, 0, 1), legs: [{ to: indexOf(40, 39, 1), mode: 'foot' }], seed: 'p-5' }));
    expect(plan.days.slice(0, 7).map((d) => d.miles)).toEqual([6, 0, 0, 0, 24, 24, 24]);
    expect(Math.max(...plan.days.map((d) => d.miles))).toBe(24);
  });
});

describe('day and night outdoors (A10: three checks by day, three by night)', () => {
  it("a day starting at 08:00 checks at 08, 12, 16 by day and 20, 00, 04 by night with the sun up 06:00-18:00", () => {
    const times = wildernessCheckTimes(8 * HOUR);
    expect(times.map((t) => t / HOUR)).toEqual([8, 12, 16, 20, 24, 28]);
    const sun = sunTimes();
    expect(sun).toEqual({ rise: 6 * HOUR, set: 18 * HOUR });
    expect(times.map((t) => isDaylight(t % DAY, sun))).toEqual([true, true, true, false, false, false]);
  });

  it('with a calendar, midsummer has 15 hours of light and midwinter 9', () => {
    expect(sunTimes({ dayOfYear: 181, length: 360 })).toEqual({ rise: 4.5 * HOUR, set: 19.5 * HOUR });
    expect(sunTimes({ dayOfYear: 1, length: 360 })).toEqual({ rise: 7.5 * HOUR, set: 16.5 * HOUR });
  });
});

/** A Fighter 1 human with every ability 10: death ray save 12, no bonuses. */
const plainFighter = basicFantasyRuleset.profile(
  basicFantasyRuleset.completeSheet(basicFantasyRuleset.sheetSchema.parse({ abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } })),
);

function input(map: ReturnType<typeof createHexMap>, extra: Partial<ItineraryInput>): ItineraryInput {
  return {
    map,
    ruleset: basicFantasyRuleset,
    start: 0,
    legs: [],
    travellers: [{ id: 1, name: 'Ada', milesPerDay: 24, profile: plainFighter }],
    leader: plainFighter,
    daily: { food: 1, water: 1, fodder: 0 },
    food: 100,
    water: 100,
    fodder: 0,
    crew: 1,
    navigator: false,
    stopsEachNight: false,
    prevailingWind: 'W',
    seed: 'test',
    rerolls: {},
    startsAt: 8 * HOUR,
    sunOn: () => sunTimes(),
    landWeatherOn: null,
    ...extra,
  };
}

describe("land weather: the campaign's own table by climate and season", () => {
  it("starts from Lantern's default (source stated), takes an edited table, refuses a bad one by name, and undoes", () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { campaignId, regionId } = campaignOf(backend, 'bfrpg');
    const before = ok<WeatherView>(backend, 'weather.get', { campaignId });
    expect(before.isDefault).toBe(true);
    // No rules text gives land weather: a Basic Fantasy campaign rolls none until the GM turns Lantern's table on.
    expect(before.on).toBe(false);
    const calm = ok<JourneyView>(backend, 'journey.plan', { partyId: campaignOf(backend, 'bfrpg').partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 21, row: 14 }, mode: 'foot' }], replace: true });
    expect(calm.days.map((d) => d.weather)).toEqual(calm.days.map(() => null));
    ok(backend, 'weather.turn', { campaignId, on: true });
    expect(before.table.source).toMatch(/^Lantern's default, not from a rules text/);
    expect(before.regions).toEqual([{ id: regionId, name: 'The Lantern Coast', climate: 'temperate' }]);

    // Every day of every season a blizzard that keeps the party in camp and stops for the GM.
    const blizzard = [{ upTo: 100, label: 'Blizzard', travel: 0, stops: true }];
    const season = { spring: blizzard, summer: blizzard, autumn: blizzard, winter: blizzard };
    const table = { source: 'My world', tables: { temperate: season, cold: season, arid: season, tropical: season } };
    const bad = backend.router.call('weather.set', { campaignId, table: { ...table, tables: { ...table.tables, cold: { ...season, winter: [{ upTo: 90, label: 'Snow', travel: 0.5, stops: false }] } } } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input', path: ['table', 'tables', 'cold', 'winter', 0, 'upTo'] } });
    ok(backend, 'weather.set', { campaignId, table });
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId: campaignOf(backend, 'bfrpg').partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 21, row: 14 }, mode: 'foot' }], replace: true });
    expect(plan.days[0]).toMatchObject({ weather: 'Blizzard', miles: 0, needsGm: 'Weather: Blizzard.' });
    ok(backend, 'journal.undo', { campaignId });
    ok(backend, 'journal.undo', { campaignId });
    expect(ok<WeatherView>(backend, 'weather.get', { campaignId }).isDefault).toBe(true);
    ok(backend, 'journal.undo', { campaignId });
    expect(ok<WeatherView>(backend, 'weather.get', { campaignId }).on).toBe(false);
    backend.close();
    // Snowed in every day, the plan runs to its year-long limit.
  });

  it('d% picks the first row whose top reaches the roll; the season follows the calendar or the quarter of the year', () => {
    const rows = DEFAULT_LAND_WEATHER.tables.temperate.winter;
    // Temperate winter: 01-30 clear and cold, 31-55 overcast, 56-80 snow (half distance), 81-95 freezing fog, 96-00 blizzard.
    const pick = (d: number) => rows.find((r) => d <= r.upTo)!.label;
    expect([pick(30), pick(31), pick(80), pick(96)]).toEqual(['Clear and cold', 'Overcast', 'Snow', 'Blizzard']);
    expect(rows.find((r) => r.label === 'Snow')!.travel).toBe(0.5);
    expect([seasonOf(1, 360), seasonOf(91, 360), seasonOf(200, 360), seasonOf(360, 360), seasonOf(5, 360, 'Fall')]).toEqual(['spring', 'summer', 'autumn', 'winter', 'autumn']);
  });
});

describe('darkness outdoors follows the sun', () => {
  it('a torch going out on the road by day leaves the party in daylight; at night it leaves it in darkness', () => {
    const backend = memoryBackend({ freshSeed: () => 'engine-test' });
    const { campaignId, regionId, partyId } = campaignOf(backend, 'bfrpg');
    const trip = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 10, row: 10 }, mode: 'foot' }], replace: true });
    ok(backend, 'journey.commit', { journeyId: trip.id, stopOnEvent: false, letTimeRun: true });
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    expect(party.location.kind).toBe('hex');
    for (const lit of ok<{ lights: { id: number; state: string }[] }>(backend, 'dungeon.state', { partyId }).lights.filter((l) => l.state === 'lit')) {
      ok(backend, 'light.snuff', { partyId, lightId: lit.id });
    }
    const bearer = party.members.find((m) => m.items.some((s) => s.item.key === 'torch'))!;
    const burn = (): string[] => {
      ok(backend, 'light.light', { partyId, memberId: bearer.id, kind: 'torch' });
      // A torch lasts at most 8 turns (1d4+4), 80 minutes: an hour and a half sees it out.
      ok(backend, 'clock.advance', { partyId, seconds: 1.5 * HOUR, stopOnEvent: false, letTimeRun: true });
      return ok<{ entries: { changes: string[] }[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0].changes;
    };
    // 16:00, the evening camp after a day's travel broken at 08:00: the sun is up (06:00-18:00).
    const byDay = burn();
    expect(byDay.some((c) => c.endsWith('torch went out.'))).toBe(true);
    expect(byDay).not.toContain('The party is in darkness.');
    const light = () => ok<{ lightLevel: { label: string; inDarkness: boolean; warning: string | null } }>(backend, 'dungeon.state', { partyId }).lightLevel;
    expect(light()).toMatchObject({ label: 'Daylight', inDarkness: false, warning: null });
    // On to 20:00: the sun has set.
    ok(backend, 'clock.advance', { partyId, seconds: 2.5 * HOUR, stopOnEvent: false, letTimeRun: true });
    expect(burn()).toContain('The party is in darkness.');
    expect(light()).toMatchObject({ label: 'Darkness', inDarkness: true, warning: expect.stringMatching(/^The party is in darkness\./) });
    backend.close();
  });
});
