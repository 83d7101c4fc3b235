import type { JourneyView, MethodParams } from '../../src-shared/contract';
import { indexOf, offsetOf, type HexMapData } from '../../src-shared/hexmap';
import type { ClockRepository } from '../db/repositories/clock';
import type { RegionRow } from '../db/repositories/hex-regions';
import type { JourneyRepository, JourneyRow } from '../db/repositories/journeys';
import type { MemberRepository } from '../db/repositories/members';
import type { PartyRepository } from '../db/repositories/parties';
import { COMPASS, type CompassPoint } from '../rules/world';
import type { Traveller } from '../rules/ruleset';
import { planItinerary, RouteError, type Itinerary, type LegPlan } from '../rules/travel/itinerary';
import type { ClockEngine } from './clock-engine';
import { AppError, notFound, raise } from './errors';
import type { JournalService } from './journal';
import type { PartyService } from './parties';
import type { RegionService } from './regions';
import type { RulesetOf } from './rulesets';

interface Stored {
  input: MethodParams<'journey.plan'>;
  start: { col: number; row: number };
  seed: string;
  plannedAt: number;
  rerolls: Record<number, number>;
  locked: number[];
  committedDays: number | null;
}

const DAY = 86_400;

/** Journeys over the hex map: planned as drafts (their dice kept per day), then travelled as one action. */
export function journeyService(deps: {
  store: { journeys: JourneyRepository; clock: ClockRepository; parties: PartyRepository; members: MemberRepository };
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  regions: RegionService;
  rulesetOf: RulesetOf;
}) {
  const { store, journal, engine, parties, regions, rulesetOf } = deps;

  function compute(partyId: number, regionId: number, stored: Stored): { itinerary: Itinerary; region: RegionRow; map: HexMapData } {
    const party = parties.view(partyId);
    const ruleset = rulesetOf(party.campaignId);
    const { region, map } = regions.load(regionId);
    const profileOf = (m: (typeof party.members)[number]) =>
      m.kind === 'pc' || m.kind === 'hireling' ? ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp }) : { attributes: {} };
    const travellers: Traveller[] = party.members.map((m) => ({ id: m.id, name: m.name, milesPerDay: m.figures.milesPerDay, profile: profileOf(m) }));
    if (travellers.length === 0) throw new AppError('invalid_input', 'partyId: the party has nobody to travel', ['partyId']);
    const characters = party.members.filter((m) => m.kind === 'pc' || m.kind === 'hireling');
    const leader = characters.find((m) => m.id === party.leaderMemberId) ?? characters.find((m) => m.kind === 'pc') ?? characters[0];
    const toIndex = (h: { col: number; row: number }, path: (string | number)[]) => {
      if (h.col >= map.width || h.row >= map.height) {
        throw new AppError('invalid_input', `${path.join('.')}: (${h.col}, ${h.row}) is off the ${map.width} x ${map.height} map`, path);
      }
      return indexOf(map.width, h.col, h.row);
    };
    const legs: LegPlan[] = stored.input.legs.map((leg, k) => ({ ...leg, to: toIndex(leg.to, ['legs', k, 'to']) }));
    try {
      const itinerary = planItinerary({
        map,
        ruleset,
        start: toIndex(stored.start, ['start']),
        legs,
        travellers,
        leader: leader ? profileOf(leader) : null,
        eaters: party.summary.eaters,
        food: party.summary.food.total,
        water: party.summary.water.total,
        crew: stored.input.crew,
        navigator: stored.input.navigator,
        stopsEachNight: stored.input.stopsEachNight,
        prevailingWind: ((COMPASS as readonly string[]).includes(region.prevailingWind) ? region.prevailingWind : 'W') as CompassPoint,
        seed: stored.seed,
        rerolls: stored.rerolls,
      });
      return { itinerary, region, map };
    } catch (error) {
      if (error instanceof RouteError) throw new AppError('invalid_input', error.message, ['legs', error.leg]);
      if (error instanceof RangeError) throw new AppError('invalid_input', `legs: ${error.message}`, ['legs']);
      throw error;
    }
  }

  function view(row: JourneyRow): JourneyView {
    const stored = JSON.parse(row.request) as Stored;
    const itinerary = JSON.parse(row.itinerary) as Itinerary;
    const { width } = regions.info(row.regionId);
    const at = (i: number) => offsetOf(width, i);
    return {
      id: row.id,
      partyId: row.partyId,
      regionId: row.regionId,
      status: row.status,
      start: stored.start,
      legs: stored.input.legs.map((l) => ({ to: l.to, mode: l.mode, vessel: l.vessel ?? null, forcedMarch: l.forcedMarch })),
      route: itinerary.route.map(at),
      days: itinerary.days.map((d) => ({
        day: d.day,
        leg: d.leg,
        mode: d.mode,
        startsAt: stored.plannedAt + (d.day - 1) * DAY,
        from: at(d.fromHex),
        to: at(d.toHex),
        miles: d.miles,
        terrain: d.terrain,
        weather: d.weather,
        notes: d.notes,
        rolls: d.rolls,
        foodLeft: d.foodLeft,
        waterLeft: d.waterLeft,
        needsGm: d.needsGm,
        progress: d.progress,
        locked: stored.locked.includes(d.day),
      })),
      arrived: itinerary.arrived,
      totalMiles: itinerary.totalMiles,
      committedDays: stored.committedDays,
    };
  }

  const mustJourney = (id: number) => store.journeys.get(id) ?? raise(notFound('journey', id, 'journeyId'));
  const mustDraft = (id: number) => {
    const row = mustJourney(id);
    if (row.status !== 'draft') throw new AppError('invalid_input', 'journeyId: that journey has been travelled already', ['journeyId']);
    return row;
  };

  function replan(row: JourneyRow, stored: Stored, summary: string): JourneyView {
    return journal.record(row.campaignId, { kind: 'journey', request: { journeyId: row.id } }, (ctx) => {
      ctx.group(`journey:${row.id}`);
      const { itinerary } = compute(row.partyId, row.regionId, stored);
      store.journeys.update(row.id, { request: JSON.stringify(stored), itinerary: JSON.stringify(itinerary), status: 'draft' });
      return { summary, result: view(mustJourney(row.id)) };
    });
  }

  return {
    get: (input: MethodParams<'journey.get'>) => view(mustJourney(input.journeyId)),

    latest(input: MethodParams<'journey.latest'>): { journey: JourneyView | null } {
      regions.info(input.regionId);
      const row = store.journeys.latestIn(input.regionId);
      return { journey: row ? view(row) : null };
    },

    plan(input: MethodParams<'journey.plan'>): JourneyView {
      const party = parties.view(input.partyId);
      return journal.record(party.campaignId, { kind: 'journey', request: input }, (ctx) => {
        const here = party.location.kind === 'hex' && party.location.hex ? party.location.hex : null;
        const start = input.start ?? here ?? raise(new AppError('invalid_input', 'start: the party is not on this map; pick a start hex', ['start']));
        const stored: Stored = {
          input,
          start,
          seed: `journey-${ctx.rng.next().toString(16)}`,
          plannedAt: store.clock.now(party.campaignId),
          rerolls: {},
          locked: [],
          committedDays: null,
        };
        const { itinerary } = compute(input.partyId, input.regionId, stored);
        const id = store.journeys.insert({
          campaignId: party.campaignId,
          partyId: input.partyId,
          regionId: input.regionId,
          request: JSON.stringify(stored),
          itinerary: JSON.stringify(itinerary),
        });
        const legs = input.legs.map((l) => l.mode).join(', then ');
        return {
          summary: `Journey planned for ${party.name}: ${itinerary.days.length} days, ${itinerary.totalMiles} miles (${legs})`,
          result: view(mustJourney(id)),
        };
      });
    },

    reroll(input: MethodParams<'journey.reroll'>): JourneyView {
      const row = mustDraft(input.journeyId);
      const stored = JSON.parse(row.request) as Stored;
      if (stored.locked.includes(input.day)) throw new AppError('invalid_input', `day: day ${input.day} is locked`, ['day']);
      stored.rerolls[input.day] = (stored.rerolls[input.day] ?? 0) + 1;
      return replan(row, stored, `Journey: day ${input.day} re-rolled`);
    },

    lock(input: MethodParams<'journey.lock'>): JourneyView {
      const row = mustDraft(input.journeyId);
      const stored = JSON.parse(row.request) as Stored;
      stored.locked = input.locked ? [...new Set([...stored.locked, input.day])] : stored.locked.filter((d) => d !== input.day);
      return replan(row, stored, `Journey: day ${input.day} ${input.locked ? 'locked' : 'unlocked'}`);
    },

    commit(input: MethodParams<'journey.commit'>): JourneyView {
      const row = mustDraft(input.journeyId);
      const stored = JSON.parse(row.request) as Stored;
      return journal.record(row.campaignId, { kind: 'journey', request: input }, (ctx) => {
        ctx.group(`journey:${row.id}`);
        // Recomputed from the stored seeds: the party or its packs may have changed since planning.
        const { itinerary, region, map } = compute(row.partyId, row.regionId, stored);
        const stopAt = input.stopOnEvent ? itinerary.days.findIndex((d) => d.needsGm !== null) : -1;
        const travelled = stopAt >= 0 ? itinerary.days.slice(0, stopAt + 1) : itinerary.days;
        if (travelled.length === 0) throw new AppError('invalid_input', 'journeyId: there is no day to travel', ['journeyId']);
        const last = travelled[travelled.length - 1];
        const end = offsetOf(region.width, last.toHex);
        store.parties.placeOnHex(row.partyId, { name: map.labels.get(last.toHex) ?? '', col: end.col, row: end.row, regionId: region.id });

        const walked = new Set<number>();
        const lastStep = itinerary.route.indexOf(last.toHex);
        for (const hex of itinerary.route.slice(0, lastStep + 1)) walked.add(hex);
        regions.paintExplored(region.id, map, walked);

        for (const day of travelled) {
          day.rolls.forEach((r) => ctx.keepRecorded({ ...r, label: `Day ${day.day}: ${r.label}` }));
          day.notes.forEach((n) => ctx.note(`Day ${day.day}: ${n}`));
          for (const hurt of day.damage) {
            store.members.hurt(hurt.memberId, hurt.hp);
            ctx.about(hurt.memberId);
          }
        }
        // Camp each night: fatigue comes back between the days' marches. The days rolled their own wandering checks.
        engine.advance(ctx, { partyId: row.partyId, seconds: travelled.length * DAY, stopOnEvent: false, bedRest: false, restful: true, wandering: false });
        // The seam where a travelled day's wandering check turns into an encounter: rolled on the terrain's table for the hour.
        if (last.wandering?.length) engine.sightings.meet(ctx, rulesetOf(row.campaignId), row.partyId, ctx.startedAt + (travelled.length - 1) * DAY, last.wandering[0]);
        stored.committedDays = travelled.length;
        store.journeys.update(row.id, { request: JSON.stringify(stored), itinerary: JSON.stringify(itinerary), status: 'committed' });
        const stopped = stopAt >= 0 ? ` and stopped: ${last.needsGm}` : '';
        return {
          summary: `Journey travelled: ${travelled.length} day${travelled.length === 1 ? '' : 's'}, ${travelled.reduce((n, d) => n + d.miles, 0)} miles, to (${end.col}, ${end.row})${stopped}`,
          result: view(mustJourney(row.id)),
        };
      });
    },
  };
}

export type JourneyService = ReturnType<typeof journeyService>;
