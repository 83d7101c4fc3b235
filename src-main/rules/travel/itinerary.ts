import { FEATURE, hexToPixel, offsetOf, TERRAINS, type HexMapData } from '../../../src-shared/hexmap';
import { createRng, type RollResult } from '../dice';
import { createRouteFinder, movementCosts, type Travel } from '../hexmap';
import type { CharacterProfile, Ruleset, Traveller } from '../ruleset';
import { COMPASS, type CompassPoint } from '../world/compass';
import { galeDamage, isAgainstWind, rollWeather } from '../world/sea-weather';
import { vessel as vesselById } from '../world/vessels';
import { voyageDay } from '../world/voyage-day';
import { wanderingMonsterCheck } from '../world/wandering-schedule';

// A journey, day by day. Each day's dice come from their own seed (journey seed,
// day, and how often that day was re-rolled), so re-rolling one day or locking it
// leaves every other day's dice as they were; only the progress that follows moves.

export type LegMode = 'foot' | 'air' | 'river' | 'sea';

export interface LegPlan {
  readonly to: number;
  readonly mode: LegMode;
  /** For river and sea legs: an id from the vessel table (supplement A7). */
  readonly vessel?: string;
  readonly forcedMarch?: boolean;
}

export interface ItineraryInput {
  readonly map: HexMapData;
  readonly ruleset: Pick<Ruleset, 'partyTravel' | 'landDay' | 'wildernessEncounters'>;
  readonly start: number;
  readonly legs: readonly LegPlan[];
  /** Everyone travelling, animals and vehicles too: the slowest sets the pace. */
  readonly travellers: readonly Traveller[];
  readonly leader: CharacterProfile | null;
  readonly eaters: number;
  readonly food: number;
  readonly water: number;
  readonly crew: number;
  readonly navigator: boolean;
  readonly stopsEachNight: boolean;
  readonly prevailingWind: CompassPoint;
  readonly seed: string;
  /** Per day number: how many times it has been re-rolled. */
  readonly rerolls: Readonly<Record<number, number>>;
}

export interface ItineraryRoll {
  readonly label: string;
  readonly expression: string;
  readonly faces: number[];
  readonly total: number;
  readonly secret: boolean;
}

export interface ItineraryDay {
  readonly day: number;
  readonly leg: number;
  readonly mode: LegMode;
  readonly fromHex: number;
  readonly toHex: number;
  readonly miles: number;
  readonly terrain: string;
  readonly weather: string | null;
  readonly notes: string[];
  readonly rolls: ItineraryRoll[];
  readonly damage: { readonly memberId: number; readonly hp: number }[];
  readonly foodLeft: number;
  readonly waterLeft: number;
  /** Set when the day holds something the GM must resolve: an encounter, getting lost, a gale. */
  readonly needsGm: string | null;
  /** The wandering checks that came up, by day or by night; what came is rolled when the day is travelled. */
  readonly wandering?: readonly ('day' | 'night')[];
  /** Share of the whole route's hexes behind the party at the day's end. */
  readonly progress: number;
}

export interface Itinerary {
  readonly route: number[];
  readonly legRoutes: number[][];
  readonly days: ItineraryDay[];
  readonly arrived: boolean;
  readonly totalMiles: number;
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

function travelFor(input: ItineraryInput, leg: LegPlan): { travel: Travel; hoursPerDay: number } {
  if (leg.mode === 'foot' || leg.mode === 'air') {
    const members = input.travellers.map((t) => ({ milesPerDay: t.milesPerDay }));
    const pace = leg.forcedMarch ? 'forced' : 'normal';
    const day = input.ruleset.partyTravel({ members, terrain: 'clear', pace, medium: leg.mode === 'air' ? 'air' : 'land' });
    return { travel: { mode: leg.mode, ruleset: input.ruleset, members, pace }, hoursPerDay: day.hoursPerDay };
  }
  const ship = vesselById(leg.vessel ?? (leg.mode === 'river' ? 'riverboat' : 'caravel'));
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

export function planItinerary(input: ItineraryInput): Itinerary {
  const { map } = input;
  const legRoutes: number[][] = [];
  const legHours: number[][] = [];
  let from = input.start;
  input.legs.forEach((leg, k) => {
    const { travel } = travelFor(input, leg);
    const route = createRouteFinder(movementCosts(map, travel)).route([from, leg.to]);
    if (!route) throw new RouteError(`legs.${k}: no ${leg.mode} route reaches that hex`, k);
    legRoutes.push(route.hexes);
    legHours.push(route.stepHours);
    from = leg.to;
  });
  const route = legRoutes.reduce<number[]>((all, r, k) => all.concat(k === 0 ? r : r.slice(1)), []);
  const totalSteps = Math.max(1, route.length - 1);

  const days: ItineraryDay[] = [];
  let food = input.food;
  let water = input.water;
  let stepsDone = 0;
  let landState: unknown;
  let totalMiles = 0;
  const encounters = input.ruleset.wildernessEncounters;
  /** A wrecked ship ends the plan: what happens next is the GM's story, not a schedule. */
  let wrecked = false;

  for (let k = 0; k < input.legs.length && days.length < MAX_DAYS && !wrecked; k++) {
    const leg = input.legs[k];
    const { hoursPerDay } = travelFor(input, leg);
    const hexes = legRoutes[k];
    const hours = legHours[k];
    let step = 0;
    /** Hours of travel banked towards the next hex: a hex slower than a day takes several. */
    let bank = 0;
    /** Damage to the hull on this leg: at its hit points the ship slows to half, at twice them it is wrecked. */
    let hull = 0;
    while (step < hexes.length - 1 && days.length < MAX_DAYS && !wrecked) {
      const day = days.length + 1;
      const rng = createRng(`${input.seed}:${day}:${input.rerolls[day] ?? 0}`);
      const rolls: ItineraryRoll[] = [];
      const notes: string[] = [];
      const damage: { memberId: number; hp: number }[] = [];
      let needsGm: string | null = null;
      const keep = (label: string, r: RollResult, secret = false) =>
        rolls.push({ label, expression: r.expression, faces: r.dice.flatMap((d) => d.faces), total: r.total, secret });
      const flag = (why: string) => {
        notes.push(why);
        needsGm ??= why;
      };

      let budget = hoursPerDay;
      let weather: string | null = null;
      if (leg.mode === 'river' || leg.mode === 'sea') {
        const ship = vesselById(leg.vessel ?? (leg.mode === 'river' ? 'riverboat' : 'caravel'));
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
        weather = `${w.row.label}, from the ${w.windFrom}${sails && against ? ' (tacking)' : ''}`;
        if (w.row.condition === 'gale' && sails) {
          const gale = galeDamage(voyage.hoursUnderway, rng);
          gale.rolls.forEach((r) => keep('Gale damage to the hull', r));
          hull += gale.damage;
          flag(`A gale: the ${ship.label.toLowerCase()} takes ${gale.damage} damage (${hull} of ${ship.hitPoints} hit points).`);
        }
        if (voyage.immobilized) {
          flag(`The ${ship.label.toLowerCase()} is wrecked and goes nowhere.`);
          wrecked = true;
        }
        if (budget === 0) notes.push(sails ? 'Becalmed: no headway.' : 'No headway.');
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
      } else landState = undefined;

      const startStep = step;
      const startHex = hexes[step];
      bank += budget;
      // Step hours are float32: fourteen of them can overshoot an exact 24 by a few millionths, so
      // a fit is judged with a third of a second of slack and the bank never goes below zero.
      while (step < hexes.length - 1 && hours[step + 1] <= bank + 1e-4) bank -= hours[++step];
      bank = step === hexes.length - 1 ? 0 : Math.max(0, bank);
      const miles = (step - startStep) * map.hexMiles;
      totalMiles += miles;

      const wandering: ('day' | 'night')[] = [];
      for (let c = 0; c < encounters.checksPerDay; c++) {
        const when = c < encounters.checksPerDay / 2 ? 'day' : 'night';
        const check = wanderingMonsterCheck(rng, { chanceInSix: encounters.chanceInSix, entries: [] });
        keep(`Encounter check ${c + 1} (${when})`, check.roll, true);
        if (check.success) wandering.push(when);
      }
      const met = wandering.length;
      if (met > 0) flag(`${met} wandering encounter${met === 1 ? '' : 's'}.`);

      food -= input.eaters;
      water -= input.eaters;
      if (food < 0 || water < 0) notes.push(`Short of ${food < 0 ? 'food' : ''}${food < 0 && water < 0 ? ' and ' : ''}${water < 0 ? 'water' : ''}.`);
      stepsDone += step - startStep;
      const endHex = hexes[step];
      days.push({
        day,
        leg: k,
        mode: leg.mode,
        fromHex: startHex,
        toHex: endHex,
        miles,
        terrain: TERRAINS[map.terrain[endHex]],
        weather,
        notes,
        rolls,
        damage,
        foodLeft: food,
        waterLeft: water,
        needsGm,
        wandering,
        progress: stepsDone / totalSteps,
      });
    }
  }
  return { route, legRoutes, days, arrived: stepsDone >= totalSteps, totalMiles };
}
