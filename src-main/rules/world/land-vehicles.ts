// The BFRPG seed's land vehicles (supplement A7). The GURPS and Shell texts have none,
// so their rulesets offer these, saying where the figures come from (haulers-by-table.ts).

export interface LandVehicle {
  readonly id: string;
  readonly label: string;
  readonly cargoPounds: number;
  readonly feetPerRound: number;
}

// supplement A7, land vehicles.
export const LAND_VEHICLES: readonly LandVehicle[] = [
  { id: 'chariot', label: 'Chariot', cargoPounds: 750, feetPerRound: 60 },
  { id: 'coach', label: 'Coach', cargoPounds: 2000, feetPerRound: 40 },
  { id: 'wagon', label: 'Wagon', cargoPounds: 4000, feetPerRound: 20 },
];

/** A vehicle's cargo figure is its limit; there is no heavily loaded band for vehicles. */
export function landVehicleMovement(vehicle: LandVehicle, cargoPounds: number): number {
  return cargoPounds <= vehicle.cargoPounds ? vehicle.feetPerRound : 0;
}
