import { isCharacter, journeyDayGroupKey, journeyGroupKey, type JourneyView, type MethodOutput, type MethodParams, type PartyView } from '../../src-shared/contract';
import { formatClock, formatGameHour, plural, SECONDS_PER_DAY, SECONDS_PER_HOUR } from '../../src-shared/time';
import { indexOf, offsetOf, type HexMapData } from '../../src-shared/hexmap';
import type { ClockRepository } from '../db/repositories/clock';
import type { FightRepository } from '../db/repositories/fights';
import type { DungeonLevelRepository } from '../db/repositories/dungeon-levels';
import type { RegionRow } from '../db/repositories/hex-regions';
import type { JourneyRepository, JourneyRow } from '../db/repositories/journeys';
import type { MemberRepository } from '../db/repositories/members';
import type { InventoryRepository } from '../db/repositories/inventory';
import type { PartyRepository } from '../db/repositories/parties';
import { COMPASS, firstMarchAt, hexesInSight, hexesSeenAlong, type Climate, type CompassPoint, type LandWeatherTable, type SightTable } from '../rules/world';
import { partyNeeds } from '../rules/world/provisions';
import type { Ruleset, Traveller } from '../rules/ruleset';
import { planItinerary, restock, RouteError, wanderingFlag, type Itinerary, type ItineraryDay, type LegPlan, type TripState } from '../rules/travel/itinerary';
import type { ClockEngine } from './clock-engine';
import { stopsTravel, type HexPlaces, type KeyedHex } from './hex-places';
import { AppError, notFound, raise } from './errors';
import type { ActionContext, JournalService } from './journal';
import type { PartyService } from './party';
import type { RegionService } from './regions';
import type { RulesetOf } from './rulesets';
import type { SkyOf } from './sky';
import { mustBeFreeToTravel } from './out-of-fight';

interface Stored {
  input: MethodParams<'journey.plan'>;
  start: { col: number; row: number };
  seed: string;
  plannedAt: number;
  rerolls: Record<number, number>;
  locked: number[];
  /** Days travelled so far; null before the first. */
  committedDays: number | null;
  /** The trip after the last travelled day: a Continue runs on from here. */
  resume?: TripState;
  /** Game time when the last travelled day ended: a day of rest after it restarts a forced march's count. */
  endedAt?: number;
  /** A forced march's count carried in from the journey before, with no day of rest between. */
  landStateIn?: unknown;
  /**
   * Travel stopped partway through a day (an encounter at its hour, a member down at a meal):
   * the day under way, the game time it stopped, where the party stood then and when the day began.
   * A Continue runs the rest of that day, with the dice it was planned with, before the next.
   */
  underway?: { day: number; at: number; hex: { col: number; row: number }; dayStartsAt: number };
}


/** What the party eats and drinks a day (the provisions' count, as the party summary has it) and what it holds. */
function partyLarder(party: PartyView, ruleset: Ruleset, joinedFed: ReadonlySet<number>) {
  const profileOf = (m: PartyView['members'][number]) => ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp });
  const needs = partyNeeds(ruleset, party.members, profileOf);
  // Who joined today came fed for it (members' fedUntil): the clock's next day end takes nothing for them, as if they carried that day's share.
  const spared = partyNeeds(ruleset, party.members.filter((m) => joinedFed.has(m.id)), profileOf);
  const held = [...party.members.flatMap((m) => m.items), ...party.stores];
  const fodderStacks = held.filter((s) => s.item.key === 'fodder');
  const waterStacks = held.filter((s) => s.item.waterQuarts);
  return {
    daily: { food: needs.food, water: needs.water, fodder: needs.fodder },
    food: party.summary.food.total + spared.food,
    water: party.summary.water.total + spared.water,
    waterCapacity: waterStacks.reduce((n, s) => n + s.quantity * (s.item.waterQuarts ?? 0), 0),
    waterStacks,
    fodder: fodderStacks.reduce((n, s) => n + s.quantity, 0),
    fodderStacks,
  };
}

/**
 * The larder as it stood when the day under way began. Food and water go at the clock's day
 * end (midnight), so a day stopped past one has eaten its share already: counted back in,
 * the rest of that day does not eat it a second time. Fodder goes only once a day is done.
 */
function atDayStart(stored: Stored, larder: ReturnType<typeof partyLarder>): ReturnType<typeof partyLarder> {
  const under = stored.underway;
  const meals = under ? Math.floor(under.at / SECONDS_PER_DAY) - Math.floor(under.dayStartsAt / SECONDS_PER_DAY) : 0;
  return meals > 0 ? { ...larder, food: larder.food + meals * larder.daily.food, water: larder.water + meals * larder.daily.water } : larder;
}

/** The hex a day's march has reached so many seconds into the day: its hours of moving spread over the hexes it passes. */
function hexAt(day: ItineraryDay, seconds: number): number {
  const share = Math.min(1, Math.max(0, seconds / ((day.marchHours ?? 24) * 3600)));
  return day.path[Math.floor(share * (day.path.length - 1) + 1e-9)];
}

/** The game time a day's march reaches the hex at `step` of its path: the inverse of `hexAt`, rounded up to the second. */
const reachedAt = (day: ItineraryDay, startsAt: number, step: number) =>
  startsAt + Math.ceil((step * (day.marchHours ?? 24) * 3600) / Math.max(1, day.path.length - 1));

/** A day that needs the GM for more than its wandering encounters, which are met at their hours. */
const needsMore = (day: ItineraryDay) => day.needsGm !== null && day.needsGm !== wanderingFlag(day.wandering?.length ?? 0);

/** The day's disasters and the journey's, in the order they come, for the summary. */
const warningsOf = (days: readonly ItineraryDay[]) => days.flatMap((d) => d.alerts.map((text) => ({ day: d.day, text })));

/** Journeys over the hex map: planned as drafts (their dice kept per day), then travelled, all at once or a stretch at a time. */
export function journeyService(deps: {
  store: { journeys: JourneyRepository; clock: ClockRepository; parties: PartyRepository; members: MemberRepository; inventory: InventoryRepository; fights: FightRepository; levels: DungeonLevelRepository };
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  regions: RegionService;
  places: HexPlaces;
  rulesetOf: RulesetOf;
  skyOf: SkyOf;
  /** The campaign's land-weather table, or null when it rolls none. */
  landWeatherOf: (campaignId: number) => LandWeatherTable | null;
  /** How far the campaign's parties see by terrain. */
  sightOf: (campaignId: number) => SightTable;
}) {
  const { store, journal, engine, parties, regions, places, rulesetOf, skyOf, landWeatherOf, sightOf } = deps;

  /** Members whose day of joining has not ended yet. */
  const joinedFed = (party: PartyView): Set<number> => {
    const now = store.clock.now(party.campaignId);
    return new Set(store.members.ofParty(party.id).filter((r) => r.fedUntil > now).map((r) => r.id));
  };

  /** The days still to travel, from the start or from where the journey stopped, worked out by the one day engine. */
  function compute(partyId: number, regionId: number, stored: Stored): { itinerary: Itinerary; region: RegionRow; map: HexMapData; larder: ReturnType<typeof partyLarder> } {
    const party = parties.view(partyId);
    const ruleset = rulesetOf(party.campaignId);
    const { region, map } = regions.load(regionId);
    const profileOf = (m: (typeof party.members)[number]) =>
      isCharacter(m) ? ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp }) : { attributes: {} };
    // The same walkers as the party's pace: the dead and the carried ride on no one's count, a carrier goes at its burdened pace.
    const byId = new Map(party.members.map((m) => [m.id, m]));
    const travellers: Traveller[] = party.summary.pace.walkers.map(({ memberId, milesPerDay }) => {
      const m = byId.get(memberId)!;
      return { id: m.id, name: m.name, milesPerDay, profile: profileOf(m) };
    });
    if (travellers.length === 0) {
      throw new AppError('invalid_input', `partyId: the party has nobody to travel${party.members.length ? ` (${party.summary.pace.reason})` : ''}`, ['partyId']);
    }
    // Whoever leads walks: someone carried steers nobody.
    const characters = travellers.map((t) => byId.get(t.id)!).filter(isCharacter);
    const leader = characters.find((m) => m.id === party.leaderMemberId) ?? characters.find((m) => m.kind === 'pc') ?? characters[0];
    const toIndex = (h: { col: number; row: number }, path: (string | number)[]) => {
      if (h.col >= map.width || h.row >= map.height) {
        throw new AppError('invalid_input', `${path.join('.')}: (${h.col}, ${h.row}) is off the ${map.width} x ${map.height} map`, path);
      }
      return indexOf(map.width, h.col, h.row);
    };
    const legs: LegPlan[] = stored.input.legs.map((leg, k) => ({ ...leg, to: toIndex(leg.to, ['legs', k, 'to']) }));
    const larder = atDayStart(stored, partyLarder(party, ruleset, joinedFed(party)));
    const wells = new Set(regions.keys({ regionId }).keys.filter((k) => k.key.settlement?.refillsWater).map((k) => indexOf(map.width, k.hex.col, k.hex.row)));
    const sky = skyOf(party.campaignId);
    const breakCamp = (midnight: number) => (stored.input.breakCamp != null ? stored.input.breakCamp * SECONDS_PER_HOUR : sky.sunOn(midnight).rise);
    const weather = landWeatherOf(party.campaignId)?.tables[(region.climate ?? 'temperate') as Climate] ?? null;
    const done = stored.committedDays ?? 0;
    try {
      const input = {
        map,
        ruleset,
        start: toIndex(stored.start, ['start']),
        legs,
        travellers,
        leader: leader ? profileOf(leader) : null,
        ...larder,
        wells,
        crew: stored.input.crew,
        navigator: stored.input.navigator,
        stopsEachNight: stored.input.stopsEachNight,
        prevailingWind: ((COMPASS as readonly string[]).includes(region.prevailingWind) ? region.prevailingWind : 'W') as CompassPoint,
        seed: stored.seed,
        rerolls: stored.rerolls,
        // Each day starts when the party breaks camp; a day under way keeps its own hours, and resumed, the days run on from the clock as it stands.
        startsAt: stored.underway
          ? stored.underway.dayStartsAt - done * SECONDS_PER_DAY
          : stored.resume
            ? firstMarchAt(store.clock.now(party.campaignId), breakCamp) - done * SECONDS_PER_DAY
            : firstMarchAt(stored.plannedAt, breakCamp),
        sunOn: sky.sunOn,
        landWeatherOn: weather && ((seconds: number) => weather[sky.seasonOn(seconds)]),
        landState: stored.landStateIn,
      };
      const from = stored.resume && { ...stored.resume, food: larder.food, water: larder.water, fodder: larder.fodder };
      const itinerary = planItinerary(input, from || undefined);
      return { itinerary, region, map, larder };
    } catch (error) {
      if (error instanceof RouteError) throw new AppError('invalid_input', error.message, ['legs', error.leg]);
      if (error instanceof RangeError) throw new AppError('invalid_input', `legs: ${error.message}`, ['legs']);
      throw error;
    }
  }

  /** What is kept on the row: the days travelled as they went, then the forecast of the rest (without the per-day states). */
  const kept = (travelled: readonly ItineraryDay[], itinerary: Itinerary) =>
    JSON.stringify({ route: itinerary.route, legRoutes: itinerary.legRoutes, days: [...travelled, ...itinerary.days], arrived: itinerary.arrived, totalMiles: itinerary.totalMiles });
  const travelledDays = (row: JourneyRow, stored: Stored): ItineraryDay[] => (JSON.parse(row.itinerary) as Itinerary).days.slice(0, stored.committedDays ?? 0);

  /**
   * A draft's days ahead follow the party's stores as they stand (water added after planning
   * moves "Water runs out"), and only its stores: the days, their dice and miles stay the plan's.
   */
  function aheadFromStores(row: JourneyRow, stored: Stored, days: ItineraryDay[], done: number): ItineraryDay[] {
    const ahead = days.slice(done);
    if (row.status !== 'draft' || ahead.length === 0 || ahead.some((d) => d.foodUsed === undefined || d.waterUsed === undefined)) return days;
    const party = parties.view(row.partyId);
    const larder = atDayStart(stored, partyLarder(party, rulesetOf(party.campaignId), joinedFed(party)));
    return [...days.slice(0, done), ...restock(ahead, larder, larder.daily.fodder, done === 0)];
  }

  /** The party's pace as it stands, and who walks on human figures at a size far from human. */
  function bodiesOf(partyId: number): Pick<JourneyView, 'pace' | 'bodyWarnings'> {
    const party = parties.view(partyId);
    const ruleset = rulesetOf(party.campaignId);
    const bodyWarnings = party.members.flatMap((m) => {
      const warning = isCharacter(m) ? ruleset.bodyNotes?.(ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp }), m.name).warning : null;
      return warning ? [warning] : [];
    });
    return { pace: { milesPerDay: party.summary.pace.milesPerDay, reason: party.summary.pace.reason }, bodyWarnings };
  }

  function view(row: JourneyRow): JourneyView {
    const stored = JSON.parse(row.request) as Stored;
    const planned = JSON.parse(row.itinerary) as Itinerary;
    const { width } = regions.info(row.regionId);
    const at = (i: number) => offsetOf(width, i);
    const done = stored.committedDays ?? 0;
    const itinerary = { ...planned, days: aheadFromStores(row, stored, planned.days, done) };
    const last = itinerary.days[done - 1];
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
        startsAt: d.startsAt ?? stored.plannedAt + (d.day - 1) * SECONDS_PER_DAY,
        from: at(d.fromHex),
        to: at(d.toHex),
        path: (d.path ?? [d.fromHex, d.toHex]).map(at),
        miles: d.miles,
        terrain: d.terrain,
        weather: d.weather,
        notes: d.notes,
        rolls: d.rolls,
        foodUsed: d.foodUsed ?? null,
        waterUsed: d.waterUsed ?? null,
        foodLeft: d.foodLeft,
        waterLeft: d.waterLeft,
        fodderLeft: d.fodderLeft ?? null,
        needsGm: d.needsGm,
        alerts: d.alerts ?? [],
        lost: d.lost ?? false,
        progress: d.progress,
        // A day travelled, or under way, keeps the dice it fell with: nothing to re-roll.
        locked: stored.locked.includes(d.day) || d.day <= done || d.day === stored.underway?.day,
        travelled: d.day <= done,
      })),
      arrived: itinerary.arrived,
      totalMiles: itinerary.days.reduce((n, d) => n + d.miles, 0),
      committedDays: stored.committedDays,
      crew: stored.input.crew,
      navigator: stored.input.navigator,
      stopsEachNight: stored.input.stopsEachNight,
      canContinue: row.status === 'draft' && (done > 0 || stored.underway !== undefined) && done < itinerary.days.length,
      position: stored.underway?.hex ?? (last ? at(last.toHex) : null),
      underway: stored.underway ? { day: stored.underway.day, at: stored.underway.at } : null,
      warnings: warningsOf(itinerary.days),
      ...bodiesOf(row.partyId),
    };
  }

  const mustJourney = (id: number) => store.journeys.get(id) ?? raise(notFound('journey', id, 'journeyId'));
  const mustDraft = (id: number) => {
    const row = mustJourney(id);
    if (row.status !== 'draft') throw new AppError('invalid_input', 'journeyId: that journey has been travelled to its end already', ['journeyId']);
    return row;
  };
  const mustAhead = (stored: Stored, day: number) => {
    if (day <= (stored.committedDays ?? 0)) throw new AppError('invalid_input', `day: day ${day} has been travelled already`, ['day']);
    if (day === stored.underway?.day) throw new AppError('invalid_input', `day: day ${day} is under way; its dice stay as they fell`, ['day']);
  };

  function replan(row: JourneyRow, stored: Stored, summary: string): JourneyView {
    return journal.record(row.campaignId, { kind: 'journey', request: { journeyId: row.id } }, (ctx) => {
      ctx.group(journeyGroupKey(row.id));
      const { itinerary } = compute(row.partyId, row.regionId, stored);
      store.journeys.update(row.id, { request: JSON.stringify(stored), itinerary: kept(travelledDays(row, stored), itinerary), status: 'draft' });
      return { summary, result: view(mustJourney(row.id)) };
    });
  }

  /** A forced march's count goes on into a new journey unless a day of rest came between (seed 003, supplement A6). */
  function carriedLandState(partyId: number, now: number): unknown {
    const last = store.journeys.ofParty(partyId, 5).map((r) => JSON.parse(r.request) as Stored).find((s) => (s.committedDays ?? 0) > 0);
    if (!last?.resume || last.endedAt === undefined || now - last.endedAt >= SECONDS_PER_DAY) return undefined;
    return last.resume.landState;
  }

  /** What one travelled day leaves behind: its dice and notes in the journal, its damage on the members. The place to act on a day's outcome. */
  function travelledDay(ctx: ActionContext, day: ItineraryDay) {
    day.rolls.forEach((r) => ctx.keepRecorded({ ...r, label: `Day ${day.day}: ${r.label}` }));
    day.notes.forEach((n) => ctx.note(`Day ${day.day}: ${n}`));
    day.alerts.forEach((n) => ctx.note(`Day ${day.day}: ${n}`));
    for (const hurt of day.damage) {
      store.members.hurt(hurt.memberId, hurt.hp);
      ctx.about(hurt.memberId);
    }
  }

  /** The day passed fresh water: every container of the party is filled to the brim (the day's note, journaled with it, says where and how many quarts). */
  function fillContainers(partyId: number) {
    const party = parties.view(partyId);
    for (const s of partyLarder(party, rulesetOf(party.campaignId), new Set()).waterStacks) if (s.usedOfOne > 0) store.inventory.update(s.id, { usedOfOne: 0 });
  }

  /** Fodder eaten by the animals over the days travelled, whole animal-days from the party's stacks. */
  function feedAnimals(ctx: ActionContext, larder: ReturnType<typeof partyLarder>, days: number) {
    let owed = larder.daily.fodder * days;
    if (owed <= 0) return;
    const eaten = Math.min(owed, larder.fodder);
    for (const stack of larder.fodderStacks) {
      if (owed <= 0) break;
      const take = Math.min(stack.quantity, owed);
      if (take === stack.quantity) store.inventory.delete(stack.id);
      else store.inventory.update(stack.id, { quantity: stack.quantity - take });
      owed -= take;
    }
    ctx.note(`The animals ate ${eaten} day${eaten === 1 ? '' : 's'} of fodder${owed > 0 ? `, and went without ${owed}` : ''}.`);
  }

  /** Planning never throws a plan away unasked: the GM confirms, and the call comes again with `replace`. */
  function refuseToReplace(partyName: string, open: JourneyRow): never {
    const stored = JSON.parse(open.request) as Stored;
    const days = (JSON.parse(open.itinerary) as Itinerary).days.length;
    const travelled = stored.committedDays ? `, ${stored.committedDays} travelled` : '';
    throw new AppError(
      'conflict',
      `replace: ${partyName} already has a journey planned (${plural(days, 'day')}${travelled}); planning again replaces it, so ask for that with replace`,
      ['replace'],
    );
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
      const open = store.journeys.ofParty(input.partyId, 1).find((r) => r.status === 'draft');
      return journal.record(party.campaignId, { kind: 'journey', request: input }, (ctx) => {
        const here = party.location.kind === 'hex' && party.location.hex ? party.location.hex : null;
        const start = input.start ?? here ?? raise(new AppError('invalid_input', 'start: the party is not on this map; pick a start hex', ['start']));
        const now = store.clock.now(party.campaignId);
        const stored: Stored = {
          input,
          start,
          seed: `journey-${ctx.rng.next().toString(16)}`,
          plannedAt: now,
          rerolls: {},
          locked: [],
          committedDays: null,
          landStateIn: carriedLandState(input.partyId, now),
        };
        const { itinerary } = compute(input.partyId, input.regionId, stored);
        // Checked once the new plan is known to be sound, so a bad leg is named first.
        if (open && !input.replace) refuseToReplace(party.name, open);
        const id = store.journeys.insert({
          campaignId: party.campaignId,
          partyId: input.partyId,
          regionId: input.regionId,
          request: JSON.stringify(stored),
          itinerary: kept([], itinerary),
        });
        const legs = input.legs.map((l) => l.mode).join(', then ');
        const warnings = warningsOf(itinerary.days);
        const warned = warnings.length ? `; ${warnings.map((w) => `day ${w.day}: ${w.text}`).join('; ')}` : '';
        return {
          summary: `Journey planned for ${party.name}: ${plural(itinerary.days.length, 'day')}, ${itinerary.totalMiles} miles (${legs})${open ? ', replacing the one planned before' : ''}${warned}`,
          result: view(mustJourney(id)),
        };
      });
    },

    reroll(input: MethodParams<'journey.reroll'>): JourneyView {
      const row = mustDraft(input.journeyId);
      const stored = JSON.parse(row.request) as Stored;
      mustAhead(stored, input.day);
      if (stored.locked.includes(input.day)) throw new AppError('invalid_input', `day: day ${input.day} is locked`, ['day']);
      stored.rerolls[input.day] = (stored.rerolls[input.day] ?? 0) + 1;
      return replan(row, stored, `Journey: day ${input.day} re-rolled`);
    },

    lock(input: MethodParams<'journey.lock'>): JourneyView {
      const row = mustDraft(input.journeyId);
      const stored = JSON.parse(row.request) as Stored;
      mustAhead(stored, input.day);
      stored.locked = input.locked ? [...new Set([...stored.locked, input.day])] : stored.locked.filter((d) => d !== input.day);
      return replan(row, stored, `Journey: day ${input.day} ${input.locked ? 'locked' : 'unlocked'}`);
    },

    /**
     * The GM says where the party stands: no time passes and no journey is travelled. The hex
     * counts as visited and its surroundings as seen, as on arriving there, so the players' map
     * shows where they are; a keyed hex's occupants are not met (the GM placed the party, and
     * raises a meeting if there is one).
     */
    place(input: MethodParams<'journey.place'>): MethodOutput<'journey.place'> {
      const party = store.parties.get(input.partyId) ?? raise(notFound('party', input.partyId, 'partyId'));
      const { region, map } = regions.load(input.regionId);
      const { col, row } = input.hex;
      if (col >= region.width || row >= region.height) {
        throw new AppError('invalid_input', `hex: (${col}, ${row}) is off ${region.name}, which runs from (0, 0) to (${region.width - 1}, ${region.height - 1})`, ['hex']);
      }
      return journal.record(region.campaignId, { kind: 'journey', request: input }, (ctx) => {
        const at = indexOf(region.width, col, row);
        const label = map.labels.get(at) ?? '';
        store.parties.placeOnHex(party.id, { name: label, col, row, regionId: region.id });
        if (party.levelId !== null) ctx.note('The party leaves the dungeon.');
        regions.markSight(region.id, map, new Set([at]), new Set(hexesInSight(map, at, sightOf(region.campaignId))));
        const where = label ? `${label} (${col}, ${row})` : `hex (${col}, ${row})`;
        return {
          summary: `${party.name} placed at ${where} of ${region.name}; no time passes`,
          playersSummary: `The party is at ${label || `hex (${col}, ${row})`}`,
          result: { partyId: party.id, regionId: region.id, hex: { col, row } },
        };
      });
    },

    /**
     * Travels the days still ahead, hour by hour as things happen: each wandering encounter is met at its
     * hour, where the party stands then; asked to stop, travel stops there, at a member down, or after a
     * day that needs the GM. A later call continues from where it stopped.
     */
    commit(input: MethodParams<'journey.commit'>): JourneyView {
      const row = mustDraft(input.journeyId);
      mustBeFreeToTravel(store, row.partyId, 'journeyId');
      const stored = JSON.parse(row.request) as Stored;
      const before = travelledDays(row, stored);
      const { width } = regions.info(row.regionId);
      const stoppedAt = stored.underway?.hex ?? (before.length ? offsetOf(width, before[before.length - 1].toHex) : null);
      const location = parties.view(row.partyId).location;
      const elsewhere = location.regionId !== null && location.regionId !== row.regionId;
      if (stoppedAt && (elsewhere || location.hex?.col !== stoppedAt.col || location.hex.row !== stoppedAt.row)) {
        throw new AppError('invalid_input', `journeyId: the party has moved since travel stopped at (${stoppedAt.col}, ${stoppedAt.row}); plan the rest again from where it is`, ['journeyId']);
      }
      return journal.record(row.campaignId, { kind: 'journey', request: input }, (ctx) => {
        const ruleset = rulesetOf(row.campaignId);
        const now = () => store.clock.now(row.campaignId);
        // Recomputed from the stored seeds: the party or its packs may have changed since planning.
        const { itinerary, region, map, larder } = compute(row.partyId, row.regionId, stored);
        if (itinerary.days.length === 0) throw new AppError('invalid_input', 'journeyId: there is no day left to travel', ['journeyId']);
        // A plan travelled later than it was made runs from the clock as it stands; a day under way keeps its own hours.
        const shift = stored.underway ? 0 : Math.max(0, now() - itinerary.days[0].startsAt);
        const place = (hex: number) => {
          const p = offsetOf(region.width, hex);
          store.parties.placeOnHex(row.partyId, { name: map.labels.get(hex) ?? '', col: p.col, row: p.row, regionId: region.id });
          return p;
        };
        const said: string[] = [];
        /** When the day's march reaches the water its plan fills the containers at, until it has. */
        let waterAt: number | null = null;
        // The days rolled their own wandering checks: the clock runs their hours and nights without any of its own.
        const advance = (until: number) => {
          const out = engine.advance(ctx, { partyId: row.partyId, seconds: Math.max(0, until - now()), stopOnEvent: input.stopOnEvent, stopOnlyForMembers: true, bedRest: false, restful: true, busy: true, wandering: false, letTimeRun: input.letTimeRun });
          said.push(...out.alerts.filter((a) => !a.hidden).map((a) => a.text));
          return out.stoppedBy;
        };
        // The containers are filled on reaching the water, as the plan fills them before the day's drink,
        // so travel that stops between the two (at a settlement, a lair, an encounter) keeps to the plan.
        const pass = (until: number) => {
          if (waterAt !== null && waterAt <= until) {
            const why = advance(waterAt);
            if (why) return why;
            fillContainers(row.partyId);
            waterAt = null;
          }
          return advance(until);
        };
        // Until the party breaks camp it rests in camp: the wait is not a march.
        const breaking = itinerary.days[0].startsAt + shift;
        if (!stored.underway && now() < breaking) {
          engine.advance(ctx, { partyId: row.partyId, seconds: breaking - now(), stopOnEvent: false, bedRest: false, restful: true, busy: false, wandering: false, letTimeRun: input.letTimeRun });
        }
        const completed: ItineraryDay[] = [];
        // A day resumed was travelled up to where it stopped by the entry that stopped it.
        const resumedAt = stored.underway;
        const milesBefore = resumedAt ? Math.max(0, itinerary.days[0].path.indexOf(indexOf(region.width, resumedAt.hex.col, resumedAt.hex.row))) * map.hexMiles : 0;
        type Halt = { day: ItineraryDay; at: number; hex: number; why: string };
        let halt: Halt | null = null;
        let stopAfter: string | null = null;
        const lastDay = itinerary.days[itinerary.days.length - 1];
        const keyed = places.keyed(region.id);
        const destination = itinerary.route.at(-1);
        const sky = skyOf(row.campaignId);
        /** The first keyed hex the day's march enters that stops travel, after the hour it is now. */
        const arrivalOn = (day: ItineraryDay, startsAt: number, after: number): { at: number; hex: KeyedHex } | null => {
          for (let step = 1; step < day.path.length; step++) {
            const hex = keyed.get(day.path[step]);
            const at = reachedAt(day, startsAt, step);
            if (hex && at > after && stopsTravel(hex, day.path[step] === destination)) return { at, hex };
          }
          return null;
        };
        /** Walks on to a keyed hex; answers where travel halted, there or on the way, if it did. */
        const arriveAt = (day: ItineraryDay, startsAt: number, arrival: { at: number; hex: KeyedHex }): Halt | null => {
          const why = pass(arrival.at);
          if (why) return { day, at: now(), hex: hexAt(day, now() - startsAt), why };
          place(arrival.hex.hexIndex);
          keyed.delete(arrival.hex.hexIndex);
          const what = places.arrive(ctx, ruleset, row.partyId, region, arrival.hex, arrival.at, sky.isNight(arrival.at));
          return input.stopOnEvent ? { day, at: arrival.at, hex: arrival.hex.hexIndex, why: what } : null;
        };
        for (const day of itinerary.days) {
          const resumed = stored.underway?.day === day.day;
          const startsAt = day.startsAt + shift;
          const camp = startsAt + (day.marchHours ?? 24) * SECONDS_PER_HOUR;
          // After the journey's last day the party stands in its evening camp; the next journey breaks camp in the morning.
          const dayEnd = day === lastDay ? camp : startsAt + SECONDS_PER_DAY;
          if (!resumed) travelledDay(ctx, day);
          const from = now();
          const water = day.refilledAt == null ? null : reachedAt(day, startsAt, Math.max(0, day.path.indexOf(day.refilledAt)));
          // A day resumed past its water was filled there before it stopped.
          waterAt = water !== null && (!resumed || water > from) ? water : null;
          let arrival = arrivalOn(day, startsAt, resumed ? from : from - 1);
          for (const met of (day.wandering ?? []).filter((w) => (resumed ? w.at > from : w.at + shift >= from))) {
            const at = met.at + shift;
            while (!halt && arrival && arrival.at <= at) {
              halt = arriveAt(day, startsAt, arrival);
              arrival = arrivalOn(day, startsAt, arrival.at);
            }
            if (halt) break;
            const why = pass(at);
            if (why) {
              halt = { day, at: now(), hex: hexAt(day, now() - startsAt), why };
              break;
            }
            place(hexAt(day, at - startsAt));
            // The seam where a travelled day's wandering check turns into an encounter: rolled on the table of the terrain where the party stands, for the hour.
            const what = engine.sightings.meet(ctx, ruleset, row.partyId, at, met.when);
            if (input.stopOnEvent) {
              halt = { day, at, hex: hexAt(day, at - startsAt), why: what };
              break;
            }
          }
          while (!halt && arrival) {
            halt = arriveAt(day, startsAt, arrival);
            arrival = arrivalOn(day, startsAt, arrival.at);
          }
          if (halt) break;
          const why = (now() < camp ? pass(camp) : null) ?? pass(dayEnd);
          if (why && now() < dayEnd) {
            halt = { day, at: now(), hex: hexAt(day, now() - startsAt), why };
            break;
          }
          completed.push(day);
          if (input.stopOnEvent && (why || needsMore(day))) {
            stopAfter = why ?? day.needsGm;
            break;
          }
        }

        // The day travel stopped partway through is one step with the travel that finishes it.
        ctx.group(journeyDayGroupKey(row.id, (halt?.day ?? completed[0]).day));
        const end = place(halt ? halt.hex : completed[completed.length - 1].toHex);
        const sight = sightOf(row.campaignId);
        const paths = completed.map((d) => ({ day: d.day, path: d.path }));
        if (halt) paths.push({ day: halt.day.day, path: halt.day.path.slice(0, halt.day.path.indexOf(halt.hex) + 1) });
        // Day by day, so the journal says what each day brought into sight.
        for (const { day, path } of paths) {
          const marked = regions.markSight(region.id, map, new Set(path), hexesSeenAlong(map, path, sight));
          const landmarks = marked.landmarks.length ? `; in sight: ${marked.landmarks.join(', ')}` : '';
          if (marked.seen > 0 || landmarks) ctx.note(`Day ${day}: ${marked.seen} hex${marked.seen === 1 ? '' : 'es'} seen from the way${landmarks}.`);
        }
        feedAnimals(ctx, larder, completed.length);
        const done = (stored.committedDays ?? 0) + completed.length;
        if (completed.length > 0) {
          stored.committedDays = done;
          stored.resume = itinerary.states[completed.length - 1];
        }
        stored.underway = halt ? { day: halt.day.day, at: halt.at, hex: end, dayStartsAt: halt.day.startsAt + shift } : undefined;
        stored.endedAt = now();
        const finished = !halt && completed.length === itinerary.days.length;
        const rest = { ...itinerary, days: itinerary.days.slice(completed.length) };
        store.journeys.update(row.id, { request: JSON.stringify(stored), itinerary: kept([...before, ...completed], rest), status: finished ? 'committed' : 'draft' });
        const stopText = halt
          ? ` and stopped partway through day ${halt.day.day}, at ${formatGameHour(halt.at)}: ${halt.why}`
          : stopAfter && !finished
            ? ` and stopped: ${stopAfter}`
            : '';
        // Whoever went down on the way is named, whether or not travel stopped for it.
        const down = [...new Set(said)].filter((t) => t !== halt?.why && t !== stopAfter);
        const resumed = before.length || (stored.underway && !halt) ? ` (continuing from day ${itinerary.days[0].day})` : '';
        const partway = halt ? halt.day.path.indexOf(halt.hex) * map.hexMiles : 0;
        const span = [completed.length > 0 && plural(completed.length, 'day'), halt && `part of day ${halt.day.day}`].filter(Boolean).join(' and ');
        const first = completed[0] ?? halt?.day;
        const last = completed.at(-1);
        const hours = first ? `, breaking camp at ${formatClock(first.startsAt + shift)}${last && !halt ? `, making camp at ${formatClock(last.startsAt + shift + (last.marchHours ?? 24) * SECONDS_PER_HOUR)}` : ''}` : '';
        const told = `Journey travelled: ${span}${resumed}, ${completed.reduce((n, d) => n + d.miles, partway) - milesBefore} miles, to (${end.col}, ${end.row})${hours}${stopText}`;
        return {
          summary: down.length ? `${told}${/[.!?]$/.test(told) ? '' : '.'} ${down.join(' ')}` : told,
          result: view(mustJourney(row.id)),
        };
      });
    },
  };
}

export type JourneyService = ReturnType<typeof journeyService>;
