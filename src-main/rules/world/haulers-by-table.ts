import { lb } from '../../../src-shared/figures';
import type { HaulerKind, HaulerRules, LengthUnit, Movement } from '../ruleset';
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
  options: TableOptions,
  carried: number,
  capacity: { readonly light: number; readonly heavy: number },
  load: LoadLevel,
  feetPerRound: number,
  reasons: readonly string[],
): Movement {
  const miles = milesPerDay(feetPerRound);
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
    reasons: feetPerRound > 0 ? [...reasons, `${feetPerRound}' a round is ${miles} miles a day on clear ground.`] : [...reasons],
  };
}

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
      return tableMovement(options, carried, { light: beast.lightLoad, heavy: beast.heavyLoad }, m.load, m.feetPerRound, [
        `Carries ${lb(carried)}.`,
        `${beast.label}: ${beasts.find((b) => b.id === id)!.figures} (${options.source}).`,
        m.load === 'over'
          ? 'Over the heavy limit: cannot move.'
          : m.load === 'heavy'
            ? `Heavily loaded: ${m.feetPerRound}' a round instead of ${beast.feetPerRound}'.`
            : `Lightly loaded: ${m.feetPerRound}' a round.`,
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
      return tableMovement(options, carried, { light: vehicle.cargoPounds, heavy: vehicle.cargoPounds }, load, feet, [
        `Carries ${lb(carried)}.`,
        `${vehicle.label}: ${vehicles.find((v) => v.id === id)!.figures} (${options.source}).`,
        ...(load === 'over' ? ['Over its cargo limit: cannot move.'] : []),
      ]);
    },
  };
}

const raise = (message: string): never => {
  throw new RangeError(message);
};
