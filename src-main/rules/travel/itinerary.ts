import { FEATURE, hexToPixel, offsetOf, TERRAINS, type HexMapData } from '../../../src-shared/hexmap';
import { createRng, type RollResult, type Rng } from '../dice';
import { createRouteFinder, movementCosts, type CostField, type Travel } from '../hexmap';
import type { CharacterProfile, Ruleset, Traveller } from '../ruleset';
import { COMPASS, type CompassPoint } from '../world/compass';
import { isDaylight, type SunTimes } from '../world/daylight';
import { rollLandWeather, type LandWeatherRow } from '../world/land-weather';
import { galeDamage, isAgainstWind, rollWeather } from '../world/sea-weather';
import { galeDay } from '../world/ship-fate';
import { vessel as vesselById } from '../world/vessels';
import { voyageDay } from '../world/voyage-day';
import { ratioValue } from '../world/ratio';
import { wanderingMonsterCheck, wildernessCheckTimes } from '../world/wandering-schedule';
import { waterSourceOn } from '../world/provisions';
import { driftDirection, driftSteps } from './drift';
import { SECONDS_PER_DAY, SECONDS_PER_HOUR } from '../../../src-shared/units';

// The journey's day engine. One day at a time from a trip's state: the planner runs it
// from the start to forecast, the commit travels the forecast days and keeps the state
// after the last of them, and a later Continue runs on from that state. Each day's dice
// come from their own seed (journey seed, day, how often that day was re-rolled), so
// re-rolling one day leaves every other day's dice as they were.

export type LegMode = 'foot' | 'air' | 'river' | 'sea';

export interface LegPlan {
  readonly to: number;
  readonly mode: LegMode;
  /** For river and sea legs: an id from the vessel table (supplement A7). */
  readonly vessel?: string;
  readonly forcedMarch?: boolean;
}

/** What the party eats and drinks in a day, summed over its bodies by the campaign's rules, and what its animals eat. */
export interface DailyUse {
  readonly food: number;
  readonly water: number;
  readonly fodder: number;
}

export interface ItineraryInput {
  readonly map: HexMapData;
  readonly ruleset: Pick<Ruleset, 'partyTravel' | 'landDay' | 'wildernessEncounters'>;
  readonly start: number;
  readonly legs: readonly LegPlan[];
  /** Everyone travelling, animals and vehicles too: the slowest sets the pace. */
  readonly travellers: readonly Traveller[];
  readonly leader: CharacterProfile | null;
  readonly daily: DailyUse;
  /** What the party carries at the start (or, resuming, now). */
  readonly food: number;
  readonly water: number;
  /** Quarts the party's containers hold when full: a day that passes fresh water fills them (none: nothing to fill). */
  readonly waterCapacity?: number;
  /** Settlement hexes whose key says they give water. */
  readonly wells?: ReadonlySet<number>;
  readonly fodder: number;
  readonly crew: number;
  readonly navigator: boolean;
  readonly stopsEachNight: boolean;
  readonly prevailingWind: CompassPoint;
  readonly seed: string;
  /** Per day number: how many times it has been re-rolled. */
  readonly rerolls: Readonly<Record<number, number>>;
  /** Game time (seconds) at which day 1 starts. */
  readonly startsAt: number;
  /** Sunrise and sunset on the day starting at a moment. */
  readonly sunOn: (seconds: number) => SunTimes;
  /** The land-weather rows for the day starting at a moment; null: no weather is rolled on land. */
  readonly landWeatherOn: ((seconds: number) => readonly LandWeatherRow[]) | null;
  /** The ruleset's land-day state carried from an earlier journey (a forced march without a day of rest). */
  readonly landState?: unknown;
}

export interface ItineraryRoll {
  readonly label: string;
  readonly expression: string;
  readonly faces: number[];
  readonly total: number;
  readonly secret: boolean;
}

/** A travel day's wandering check that came up: its game time and whether the sun was up. */
export interface WanderingHour {
  readonly at: number;
  readonly when: 'day' | 'night';
}

export interface ItineraryDay {
  readonly day: number;
  /** Game time the day starts: the hour the party breaks camp. */
  readonly startsAt: number;
  /** Hours on the move (8 on foot in Basic Fantasy, 12 on a forced march or afloat): camp is made when they are up. */
  readonly marchHours?: number;
  readonly leg: number;
  readonly mode: LegMode;
  readonly fromHex: number;
  readonly toHex: number;
  /** Every hex the day passed through, from where it started: off the route when the party was lost. */
  readonly path: number[];
  readonly miles: number;
  readonly terrain: string;
  readonly weather: string | null;
  readonly notes: string[];
  readonly rolls: ItineraryRoll[];
  readonly damage: { readonly memberId: number; readonly hp: number }[];
  /** The hex where the day's march passed fresh water and the containers were filled; null when it passed none. */
  readonly refilledAt?: number | null;
  /** What the day takes from the stores: kept with the day, so a stretch resumed from new stores still says what each day ate. */
  readonly foodUsed: number;
  readonly waterUsed: number;
  readonly foodLeft: number;
  readonly waterLeft: number;
  readonly fodderLeft: number;
  /** Set when the day holds something the GM must resolve: an encounter, getting lost, a gale. */
  readonly needsGm: string | null;
  /** Disasters of the day, for the day and the journey's summary: supplies running out, a ship crippled or lost. */
  readonly alerts: string[];
  readonly lost: boolean;
  /** The wandering checks that came up, each at its hour, by day or by night; what came is rolled when the day is travelled. */
  readonly wandering?: readonly WanderingHour[];
  /** Share of the whole route's hexes behind the party at the day's end. */
  readonly progress: number;
}

/** Where a trip stands between two days: enough to run the next day, and JSON-safe to keep. */
export interface TripState {
  readonly daysDone: number;
  readonly leg: number;
  readonly step: number;
  /** Hours of travel banked towards the next hex: a hex slower than a day takes several. */
  readonly bank: number;
  /** Damage to the hull of the leg's vessel. */
  readonly hull: number;
  readonly landState: unknown;
  readonly food: number;
  readonly water: number;
  readonly fodder: number;
  readonly stepsDone: number;
  readonly totalMiles: number;
  /** Each leg's hexes and the hours to enter each; a drift rewrites the rest of its leg. */
  readonly legRoutes: number[][];
  readonly legHours: number[][];
  /** A wrecked ship ends the plan: what happens next is the GM's story, not a schedule. */
  readonly wrecked: boolean;
}

export interface Itinerary {
  readonly route: number[];
  readonly legRoutes: number[][];
  readonly days: ItineraryDay[];
  readonly arrived: boolean;
  readonly totalMiles: number;
  /** The trip's state after each of `days`, for travelling them and resuming later. */
  readonly states: TripState[];
}

/** Two legs never stall for ever: a journey longer than this many days is cut off and says so. */
const MAX_DAYS = 366;

export class RouteError extends Error {
  constructor(
    message: string,
    readonly leg: number,
  ) {
    super(message);
  }
}

const NO_WELLS: ReadonlySet<number> = new Set();
const afloat = (leg: LegPlan) => leg.mode === 'river' || leg.mode === 'sea';
const sameVessel = (a: LegPlan, b: LegPlan | undefined) => b !== undefined && afloat(a) && afloat(b) && shipOf(a).id === shipOf(b).id;
const shipOf = (leg: LegPlan) => vesselById(leg.vessel ?? (leg.mode === 'river' ? 'riverboat' : 'caravel'));

function travelFor(input: ItineraryInput, leg: LegPlan): { travel: Travel; hoursPerDay: number } {
  if (leg.mode === 'foot' || leg.mode === 'air') {
    const members = input.travellers.map((t) => ({ milesPerDay: t.milesPerDay }));
    const pace = leg.forcedMarch ? 'forced' : 'normal';
    const day = input.ruleset.partyTravel({ members, terrain: 'clear', pace, medium: leg.mode === 'air' ? 'air' : 'land' });
    return { travel: { mode: leg.mode, ruleset: input.ruleset, members, pace }, hoursPerDay: day.hoursPerDay };
  }
  const ship = shipOf(leg);
  const base = ship.sailMiles ?? ship.rowMiles ?? 0;
  return { travel: { mode: leg.mode === 'river' ? 'boat-river' : 'ship', vesselMilesPerDay: base, hoursPerDay: 12 }, hoursPerDay: 12 };
}

/** Compass point from one hex towards another, for the wind against the heading. */
function heading(map: HexMapData, from: number, to: number): CompassPoint {
  const a = offsetOf(map.width, from);
  const b = offsetOf(map.width, to);
  const pa = hexToPixel(a.col, a.row, 1);
  const pb = hexToPixel(b.col, b.row, 1);
  // Screen y grows southward; compass angles run clockwise from north.
  const degrees = (Math.atan2(pb.x - pa.x, -(pb.y - pa.y)) * 180) / Math.PI;
  return COMPASS[Math.round(((degrees + 360) % 360) / 45) % 8];
}

/** The last step a day's hours reach from `step`, without moving: where the day will take the party. */
function stepsWithin(hours: ArrayLike<number>, step: number, budget: number): number {
  let at = step;
  let left = budget;
  while (at < hours.length - 1 && hours[at + 1] <= left + 1e-4) left -= hours[++at];
  return at;
}

/** The trip before its first day: each leg routed, nothing travelled. */
export function startTrip(input: ItineraryInput): TripState {
  const legRoutes: number[][] = [];
  const legHours: number[][] = [];
  let from = input.start;
  input.legs.forEach((leg, k) => {
    const route = createRouteFinder(movementCosts(input.map, travelFor(input, leg).travel)).route([from, leg.to]);
    if (!route) throw new RouteError(`legs.${k}: no ${leg.mode} route reaches that hex`, k);
    legRoutes.push(route.hexes);
    legHours.push(Array.from(route.stepHours));
    from = leg.to;
  });
  return {
    daysDone: 0,
    leg: 0,
    step: 0,
    bank: 0,
    hull: 0,
    landState: input.landState,
    food: input.food,
    water: input.water,
    fodder: input.fodder,
    stepsDone: 0,
    totalMiles: 0,
    legRoutes,
    legHours,
    wrecked: false,
  };
}

const stepsLeft = (s: TripState) => s.legRoutes.reduce((n, r, k) => n + (k < s.leg ? 0 : k === s.leg ? r.length - 1 - s.step : r.length - 1), 0);
const finished = (input: ItineraryInput, s: TripState) => s.wrecked || s.leg >= input.legs.length || s.daysDone >= MAX_DAYS;

/** One day of the trip: what happened, and the trip after it. */
export function travelDay(input: ItineraryInput, before: TripState, costs: (leg: LegPlan) => CostField): { day: ItineraryDay; after: TripState } {
  const { map } = input;
  const k = before.leg;
  const leg = input.legs[k];
  const { hoursPerDay } = travelFor(input, leg);
  let hexes = before.legRoutes[k];
  let hours = before.legHours[k];
  let { step, bank, hull, landState, food, water, fodder, wrecked } = before;
  const day = before.daysDone + 1;
  const startsAt = input.startsAt + before.daysDone * SECONDS_PER_DAY;
  const rng = createRng(`${input.seed}:${day}:${input.rerolls[day] ?? 0}`);
  const rolls: ItineraryRoll[] = [];
  const notes: string[] = [];
  const alerts: string[] = [];
  const damage: { memberId: number; hp: number }[] = [];
  let needsGm: string | null = null;
  let lost = false;
  const keep = (label: string, r: RollResult, secret = false) =>
    rolls.push({ label, expression: r.expression, faces: r.dice.flatMap((d) => d.faces), total: r.total, secret });
  const flag = (why: string) => {
    notes.push(why);
    needsGm ??= why;
  };

  let budget = hoursPerDay;
  let weather: string | null = null;
  if (leg.mode === 'river' || leg.mode === 'sea') {
    const ship = shipOf(leg);
    const w = rollWeather(input.prevailingWind, rng);
    keep('Weather: wind strength', w.conditionRoll);
    keep('Weather: wind direction', w.directionRoll);
    const against = isAgainstWind(heading(map, hexes[step], hexes[Math.min(hexes.length - 1, step + 3)]), w.windFrom);
    const sails = ship.sailMiles !== undefined;
    const voyage = voyageDay({
      vessel: ship,
      propulsion: sails ? 'sail' : 'oars',
      wind: w.row.condition,
      againstWind: against,
      navigatorAboard: input.navigator,
      stopsEachNight: input.stopsEachNight,
      crew: input.crew,
      damage: hull,
    });
    const base = ship.sailMiles ?? ship.rowMiles ?? 1;
    budget = (12 * voyage.milesPerDay) / base;
    // Seed 003 and A8: tacking is impossible in very strong winds, and a very light breeze gives no headway against it.
    const tacks = sails && against && w.row.condition !== 'becalmed';
    const cannotTack = tacks && ratioValue(w.row.tacking) === 0;
    const tackText = cannotTack ? (w.row.tackingImpossible ? ' (against the wind: too strong to tack)' : ' (against the wind: too light to tack)') : ' (tacking)';
    weather = `${w.row.label}${w.row.condition === 'becalmed' ? '' : `, from the ${w.windFrom}`}${tacks ? tackText : ''}`;
    const name = ship.label.toLowerCase();
    if (w.row.condition === 'gale' && sails && !voyage.immobilized) {
      // supplement A8: 2d8 an hour exposed, taken hour by hour so the ship slows and sinks when A7 says.
      const dice = galeDamage(voyage.hoursUnderway, rng).rolls;
      const gale = galeDay(ship.hitPoints, hull, dice.map((r) => r.total));
      dice.slice(0, gale.sankInHour ?? dice.length).forEach((r) => keep('Gale damage to the hull', r));
      const wasCrippled = hull >= ship.hitPoints;
      hull = gale.hull;
      budget *= gale.headwayHours / voyage.hoursUnderway;
      if (gale.sankInHour !== null) {
        wrecked = true;
        const lostShip = `The ${name} is lost: ${hull} damage of its ${ship.hitPoints} hit points, and it goes down in the gale's hour ${gale.sankInHour}.`;
        flag(lostShip);
        alerts.push(`Ship lost: the ${name} sinks (${hull} damage, twice its ${ship.hitPoints} hit points is ${2 * ship.hitPoints}).`);
      } else {
        flag(`A gale: the ${name} takes ${hull - before.hull} damage (${hull} of ${ship.hitPoints} hit points).`);
        if (gale.crippled && !wasCrippled) alerts.push(`Ship crippled: the ${name} has taken ${hull} of ${ship.hitPoints} hit points and sails at half speed.`);
      }
    }
    if (voyage.immobilized) {
      flag(`The ${name} is wrecked and goes nowhere.`);
      wrecked = true;
    }
    if (budget === 0 && !wrecked) {
      const why = !sails ? '' : w.row.condition === 'becalmed' ? 'Becalmed: ' : cannotTack ? (w.row.tackingImpossible ? 'The wind is too strong to tack against: ' : 'The breeze is too light to tack against: ') : '';
      notes.push(`${why}${why ? 'no' : 'No'} headway.`);
    }
  }

  if (leg.mode === 'foot' || leg.mode === 'air') {
    if (input.landWeatherOn) {
      const w = rollLandWeather(input.landWeatherOn(startsAt), rng);
      keep('Weather', w.roll);
      weather = w.row.label;
      if (leg.mode === 'foot') budget *= w.row.travel;
      if (w.row.travel === 0 && leg.mode === 'foot') notes.push('The weather keeps the party in camp.');
      if (w.row.stops) flag(`Weather: ${w.row.label}.`);
    }
  }

  if (leg.mode === 'foot') {
    const onTrack = hexes
      .slice(step, stepsWithin(hours, step, bank + budget) + 1)
      .some((h) => map.features[h] & (FEATURE.road | FEATURE.trail | FEATURE.river | FEATURE.landmark) || TERRAINS[map.terrain[h]] === 'river');
    const land = input.ruleset.landDay(
      { travellers: input.travellers, leader: input.leader, forcedMarch: leg.forcedMarch ?? false, onTrack, state: landState },
      rng,
    );
    budget *= land.distanceMultiplier;
    land.rolls.forEach((r) => keep(r.label, r.roll, r.secret));
    notes.push(...land.notes);
    damage.push(...land.damage);
    if (land.needsGm) needsGm ??= land.needsGm;
    landState = land.state;
    lost = land.lost ?? false;
  } else landState = undefined;

  const startStep = step;
  const startHex = hexes[step];
  let path: number[];
  let stepsGone: number;
  if (lost && step < hexes.length - 1) {
    // Lost: the day's hours go the way the party wrongly believes is right; tomorrow it
    // takes its bearings where it really stands and finds a fresh way to the leg's end.
    const field = costs(leg);
    const direction = driftDirection(map, hexes[step], hexes[step + 1], rng);
    keep('Lost: which way the party strays (1-3 left, 4-6 right)', direction.roll, true);
    const strayed = driftSteps(field, hexes[step], direction.heading, bank + budget);
    // The dice sent the party astray, not the GM's request: finding the way again is outside the call's search limit.
    const onward = createRouteFinder(field).route([strayed.hexes[strayed.hexes.length - 1], leg.to], { unlimited: true });
    // Strayed where no way leads on (a dead end by the sea), the party has only walked in circles.
    const drift = onward ? strayed : { hexes: [hexes[step]], hours: [0] };
    path = drift.hexes;
    stepsGone = drift.hexes.length - 1;
    // A lost day is spent wandering to its end, even where the map's edge or the sea stopped the
    // straying early: no hours are saved for the morrow, which would make up the lost ground.
    bank = 0;
    if (onward) {
      hexes = [...hexes.slice(0, step), ...drift.hexes, ...onward.hexes.slice(1)];
      hours = [...hours.slice(0, step + 1), ...drift.hours.slice(1), ...Array.from(onward.stepHours).slice(1)];
      step += stepsGone;
    }
    const at = offsetOf(map.width, path[path.length - 1]);
    notes.push(
      onward
        ? `Lost: the party strays ${direction.side} of its way and ends the day at (${at.col}, ${at.row}), off its route.`
        : `Lost: the party walks in circles and ends the day where it began, at (${at.col}, ${at.row}).`,
    );
  } else {
    bank += budget;
    // Step hours are float32: fourteen of them can overshoot an exact 24 by a few millionths, so
    // a fit is judged with a third of a second of slack and the bank never goes below zero.
    while (step < hexes.length - 1 && hours[step + 1] <= bank + 1e-4) bank -= hours[++step];
    bank = step === hexes.length - 1 ? 0 : Math.max(0, bank);
    path = hexes.slice(startStep, step + 1);
    stepsGone = step - startStep;
  }
  const miles = stepsGone * map.hexMiles;

  // The journey's last day ends in the evening's camp: the night after it is the GM's next call, and rolls its own checks.
  const ends = wrecked || (step >= hexes.length - 1 && k === input.legs.length - 1);
  const wandering = wanderingChecks(input, startsAt, ends ? startsAt + hoursPerDay * SECONDS_PER_HOUR : startsAt + SECONDS_PER_DAY, rng, keep);
  if (wandering.length > 0) flag(wanderingFlag(wandering.length));

  // Passing fresh water, the party fills every container before the evening's drink.
  const capacity = input.waterCapacity ?? 0;
  const refilledAt = capacity > 0 ? waterSourceOn(map, path, input.wells ?? NO_WELLS) : null;
  if (refilledAt !== null && water < capacity) {
    const at = offsetOf(map.width, refilledAt);
    notes.push(`Water: the containers are filled at (${at.col}, ${at.row}), ${round(capacity - Math.max(0, water))} quarts.`);
    water = capacity;
  }
  const ate = eatOneDay({ food, water, fodder }, input.daily, day === 1);
  ({ food, water, fodder } = ate.left);
  if (ate.short) notes.push(ate.short);
  alerts.push(...ate.alerts);

  const endHex = path[path.length - 1];
  const legRoutes = hexes === before.legRoutes[k] ? before.legRoutes : before.legRoutes.map((r, i) => (i === k ? hexes : r));
  const legHours = hours === before.legHours[k] ? before.legHours : before.legHours.map((r, i) => (i === k ? hours : r));
  const legDone = step >= hexes.length - 1;
  const stepsDone = before.stepsDone + stepsGone;
  const after: TripState = {
    daysDone: day,
    leg: legDone ? k + 1 : k,
    step: legDone ? 0 : step,
    bank: legDone ? 0 : bank,
    // The same vessel sailing on into the next leg keeps its damage (A7); another vessel starts sound.
    hull: legDone && !sameVessel(leg, input.legs[k + 1]) ? 0 : hull,
    landState,
    food,
    water,
    fodder,
    stepsDone,
    totalMiles: before.totalMiles + miles,
    legRoutes,
    legHours,
    wrecked,
  };
  const left = stepsLeft(after);
  return {
    day: {
      day,
      startsAt,
      marchHours: hoursPerDay,
      leg: k,
      mode: leg.mode,
      fromHex: startHex,
      toHex: endHex,
      path,
      miles,
      terrain: TERRAINS[map.terrain[endHex]],
      weather,
      notes,
      rolls,
      damage,
      refilledAt,
      foodUsed: input.daily.food,
      waterUsed: input.daily.water,
      foodLeft: food,
      waterLeft: water,
      fodderLeft: fodder,
      needsGm,
      alerts,
      wandering,
      lost,
      progress: stepsDone + left > 0 ? stepsDone / (stepsDone + left) : 1,
    },
    after,
  };
}

export interface Stores {
  readonly food: number;
  readonly water: number;
  readonly fodder: number;
}

/** What a day's eating can say: each store's running out, once, on the day its last is eaten. */
export const SUPPLY_ALERTS = { food: 'Food runs out.', water: 'Water runs out.', fodder: 'Fodder runs out: the animals go hungry.' } as const;
const SHORT_OF = 'Short of ';

/**
 * One day's eating and drinking from the stores: what is left (below zero is the
 * shortfall), what ran out that day, and the day's note when the party went short.
 * On the journey's first day (`first`) a store empty from the start runs out that day,
 * so a party setting off with no water is told on day 1; a stretch resumed with a
 * store already empty says nothing new.
 */
export function eatOneDay(before: Stores, daily: Stores, first = false): { left: Stores; alerts: string[]; short: string | null } {
  const left = { food: round(before.food - daily.food), water: round(before.water - daily.water), fodder: round(before.fodder - daily.fodder) };
  const alerts = (['food', 'water', 'fodder'] as const).filter((k) => (before[k] > 0 || first) && left[k] <= 0 && daily[k] > 0).map((k) => SUPPLY_ALERTS[k]);
  const lacking = [left.food < 0 && 'food', left.water < 0 && 'water'].filter(Boolean).join(' and ');
  return { left, alerts, short: lacking ? `${SHORT_OF}${lacking}.` : null };
}

/**
 * The days ahead read again against the stores as they now stand: the same days, their
 * dice and miles untouched (the plan stays what the party travels), only what is left
 * of food, water and fodder, what runs out and when the party goes short. `fromStart`: the
 * days are the whole journey, so its first day is the journey's first.
 */
export function restock<D extends Pick<ItineraryDay, 'foodUsed' | 'waterUsed' | 'foodLeft' | 'waterLeft' | 'fodderLeft' | 'alerts' | 'notes' | 'refilledAt'>>(
  days: readonly D[],
  stores: Stores & { readonly waterCapacity: number },
  fodderPerDay: number,
  fromStart: boolean,
): D[] {
  const supply = new Set<string>(Object.values(SUPPLY_ALERTS));
  let now: Stores = stores;
  return days.map((d, i) => {
    if (d.refilledAt != null && stores.waterCapacity > now.water) now = { ...now, water: stores.waterCapacity };
    const ate = eatOneDay(now, { food: d.foodUsed, water: d.waterUsed, fodder: fodderPerDay }, fromStart && i === 0);
    now = ate.left;
    return {
      ...d,
      foodLeft: ate.left.food,
      waterLeft: ate.left.water,
      fodderLeft: ate.left.fodder,
      alerts: [...d.alerts.filter((a) => !supply.has(a)), ...ate.alerts],
      notes: [...d.notes.filter((n) => !n.startsWith(SHORT_OF)), ...(ate.short ? [ate.short] : [])],
    };
  });
}

/** What a day with wandering checks that came up says it needs: met at their hours, so a day that needs nothing else is not stopped after. */
export const wanderingFlag = (met: number) => `${met} wandering encounter${met === 1 ? '' : 's'}.`;

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const hourOf = (t: number) => `${String(Math.floor((((t % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY) / SECONDS_PER_HOUR)).padStart(2, '0')}:00`;

/**
 * The day's wandering checks at their hours (A10: about every four hours, the sun saying
 * which fall by day and which by night), answering how many came up. The one place a
 * travel day's checks are rolled: what a check that comes up raises is decided by the caller.
 */
function wanderingChecks(input: ItineraryInput, startsAt: number, until: number, rng: Rng, keep: (label: string, r: RollResult, secret?: boolean) => void): WanderingHour[] {
  const { checksPerDay, chanceInSix } = input.ruleset.wildernessEncounters;
  const sun = input.sunOn(startsAt);
  const met: WanderingHour[] = [];
  wildernessCheckTimes(startsAt)
    .slice(0, checksPerDay)
    .filter((t) => t <= until)
    .forEach((t, c) => {
      const when = isDaylight(((t % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY, sun) ? 'day' : 'night';
      const check = wanderingMonsterCheck(rng, { chanceInSix, entries: [] });
      keep(`Encounter check ${c + 1} (${hourOf(t)}, ${when})`, check.roll, true);
      if (check.success) met.push({ at: t, when });
    });
  return met;
}

/** Days from a trip's state until it arrives, is wrecked or runs out of days: the forecast, or what is left of it. */
export function planItinerary(input: ItineraryInput, from?: TripState): Itinerary {
  const fields = new Map<LegPlan, CostField>();
  const costs = (leg: LegPlan) => fields.get(leg) ?? fields.set(leg, movementCosts(input.map, travelFor(input, leg).travel)).get(leg)!;
  let state = from ?? startTrip(input);
  const days: ItineraryDay[] = [];
  const states: TripState[] = [];
  while (!finished(input, state)) {
    const next = travelDay(input, state, costs);
    days.push(next.day);
    states.push(next.after);
    state = next.after;
  }
  const route = state.legRoutes.reduce<number[]>((all, r, k) => all.concat(k === 0 ? r : r.slice(1)), []);
  return { route, legRoutes: state.legRoutes, days, arrived: state.leg >= input.legs.length, totalMiles: state.totalMiles - (from?.totalMiles ?? 0), states };
}
