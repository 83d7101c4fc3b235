import { lb } from '../../../src-shared/figures';
import type { GmHaulerFigures, HaulerKind, HaulerRules, LengthUnit, Movement } from '../ruleset';
import { beastMovement, BEASTS_OF_BURDEN } from './beasts-of-burden';
import { LAND_VEHICLES, landVehicleMovement } from './land-vehicles';
import type { LoadLevel } from './load-level';
import { milesPerDay } from './overland-day';

// Basic Fantasy's beasts of burden (supplement A4) and land vehicles (supplement A7) as a
// system reads them: Basic Fantasy by the table itself, a system whose text has none by the
// same figures paced in its own units, each saying where the figures come from.

/** The tactical and exploring moves, in a system's units, of something covering `miles` a day on clear ground. */
export type PacedMove = (miles: number) => { readonly perRound: number; readonly perTurn: number };

export interface TableOptions {
  readonly unit: LengthUnit;
  readonly paced: PacedMove;
  /** Where the table's figures come from, as the GM reads it. */
  readonly source: string;
}

const LOAD_LABEL: Readonly<Record<LoadLevel, string>> = { light: 'Lightly loaded', heavy: 'Heavily loaded', over: 'Over capacity' };
const LOAD_RANK: Readonly<Record<LoadLevel, number>> = { light: 0, heavy: 1, over: 2 };

function tableMovement(
  options: Pick<TableOptions, 'unit' | 'paced'>,
  carried: number,
  capacity: { readonly light: number; readonly heavy: number },
  load: LoadLevel,
  miles: number,
  reasons: readonly string[],
): Movement {
  const move = options.paced(miles);
  return {
    carriedPounds: carried,
    bands:
      capacity.light === capacity.heavy
        ? [{ id: 'cargo', label: 'Cargo', upToPounds: capacity.heavy }]
        : [
            { id: 'light', label: LOAD_LABEL.light, upToPounds: capacity.light },
            { id: 'heavy', label: LOAD_LABEL.heavy, upToPounds: capacity.heavy },
          ],
    encumbrance: { rank: LOAD_RANK[load], id: load, label: LOAD_LABEL[load] },
    loadFraction: capacity.heavy > 0 ? carried / capacity.heavy : 0,
    canMove: load !== 'over',
    perRound: move.perRound,
    perTurn: move.perTurn,
    unit: options.unit,
    milesPerDay: miles,
    reasons,
  };
}

/** Basic Fantasy's move a round as the day's miles it makes, saying so when it moves at all. */
const feetAsMiles = (feetPerRound: number) => ({
  miles: milesPerDay(feetPerRound),
  reasons: feetPerRound > 0 ? [`${feetPerRound}' a round is ${milesPerDay(feetPerRound)} miles a day on clear ground.`] : [],
});

/** Beasts of burden answered from Basic Fantasy's table (supplement A4). */
export function beastsByTable(options: TableOptions): Pick<HaulerRules, 'beasts' | 'beast'> {
  const beasts: HaulerKind[] = BEASTS_OF_BURDEN.map((b) => ({
    id: b.id,
    label: b.label,
    figures: `light load up to ${b.lightLoad} lb, heavy up to ${b.heavyLoad} lb, ${b.feetPerRound}' a round unladen`,
    source: options.source,
  }));
  return {
    beasts,
    beast(id, carried) {
      const beast = BEASTS_OF_BURDEN.find((b) => b.id === id) ?? raise(`unknown beast of burden '${id}'`);
      const m = beastMovement(beast, carried);
      const pace = feetAsMiles(m.feetPerRound);
      return tableMovement(options, carried, { light: beast.lightLoad, heavy: beast.heavyLoad }, m.load, pace.miles, [
        `Carries ${lb(carried)}.`,
        `${beast.label}: ${beasts.find((b) => b.id === id)!.figures} (${options.source}).`,
        m.load === 'over'
          ? 'Over the heavy limit: cannot move.'
          : m.load === 'heavy'
            ? `Heavily loaded: ${m.feetPerRound}' a round instead of ${beast.feetPerRound}'.`
            : `Lightly loaded: ${m.feetPerRound}' a round.`,
        ...pace.reasons,
      ]);
    },
  };
}

/** Land vehicles answered from Basic Fantasy's table (supplement A7); a vehicle's cargo figure is its limit. */
export function vehiclesByTable(options: TableOptions): Pick<HaulerRules, 'vehicles' | 'vehicle'> {
  const vehicles: HaulerKind[] = LAND_VEHICLES.map((v) => ({
    id: v.id,
    label: v.label,
    figures: `up to ${v.cargoPounds} lb of cargo at ${v.feetPerRound}' a round`,
    source: options.source,
  }));
  return {
    vehicles,
    vehicle(id, carried) {
      const vehicle = LAND_VEHICLES.find((v) => v.id === id) ?? raise(`unknown vehicle '${id}'`);
      const feet = landVehicleMovement(vehicle, carried);
      const load: LoadLevel = feet > 0 ? 'light' : 'over';
      const pace = feetAsMiles(feet);
      return tableMovement(options, carried, { light: vehicle.cargoPounds, heavy: vehicle.cargoPounds }, load, pace.miles, [
        `Carries ${lb(carried)}.`,
        `${vehicle.label}: ${vehicles.find((v) => v.id === id)!.figures} (${options.source}).`,
        ...(load === 'over' ? ['Over its cargo limit: cannot move.'] : []),
        ...pace.reasons,
      ]);
    },
  };
}

/**
 * A beast or vehicle by the figures the GM gave it: up to its load it makes its day's
 * miles, past it it cannot move. The GM's figures are one limit and one pace, so there
 * is no heavy band between them.
 */
export function byGmFigures(options: Pick<TableOptions, 'unit' | 'paced'>, label: string, gm: GmHaulerFigures, carried: number): Movement {
  const load: LoadLevel = carried <= gm.loadPounds ? 'light' : 'over';
  const miles = load === 'over' ? 0 : gm.milesPerDay;
  return tableMovement(options, carried, { light: gm.loadPounds, heavy: gm.loadPounds }, load, miles, [
    `Carries ${lb(carried)}.`,
    `${label}: up to ${lb(gm.loadPounds)}, ${gm.milesPerDay} miles a day (the GM's figures).`,
    ...(load === 'over' ? ['Over the load the GM gave it: cannot move.'] : []),
  ]);
}

const raise = (message: string): never => {
  throw new RangeError(message);
};
