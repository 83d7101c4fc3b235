// World default from the BFRPG seed: its vessels (supplement A7) sail in every campaign, since the
// other texts have none.

export interface Vessel {
  readonly id: string;
  readonly label: string;
  readonly cargoTons: number;
  readonly minimumCrew: number;
  /** Miles per 12-hour day under sail, for vessels that carry sail. */
  readonly sailMiles?: number;
  /** Miles per 12-hour day under oars, paddles or poles. */
  readonly rowMiles?: number;
  readonly hardness: number;
  readonly hitPoints: number;
  readonly costGp: number;
}

// supplement A7. Single-figure craft without sails (canoe, raft, riverboat, rowboat) are read as rowed or poled.
export const VESSELS: readonly Vessel[] = [
  { id: 'canoe', label: 'Canoe', cargoTons: 0.5, minimumCrew: 1, rowMiles: 30, hardness: 4, hitPoints: 4, costGp: 50 },
  { id: 'caravel', label: 'Caravel', cargoTons: 75, minimumCrew: 10, sailMiles: 42, hardness: 8, hitPoints: 75, costGp: 10_000 },
  { id: 'carrack', label: 'Carrack', cargoTons: 135, minimumCrew: 20, sailMiles: 48, hardness: 10, hitPoints: 120, costGp: 20_000 },
  { id: 'galley-small', label: 'Galley, small', cargoTons: 210, minimumCrew: 90, sailMiles: 36, rowMiles: 24, hardness: 8, hitPoints: 75, costGp: 15_000 },
  { id: 'galley-large', label: 'Galley, large', cargoTons: 375, minimumCrew: 160, sailMiles: 42, rowMiles: 24, hardness: 10, hitPoints: 120, costGp: 30_000 },
  { id: 'longship', label: 'Longship', cargoTons: 10, minimumCrew: 70, sailMiles: 42, rowMiles: 24, hardness: 9, hitPoints: 110, costGp: 25_000 },
  { id: 'raft', label: "Raft or barge (per 10' x 10')", cargoTons: 1, minimumCrew: 2, rowMiles: 18, hardness: 6, hitPoints: 12, costGp: 100 },
  { id: 'riverboat', label: 'Riverboat', cargoTons: 50, minimumCrew: 10, rowMiles: 30, hardness: 8, hitPoints: 30, costGp: 3_500 },
  { id: 'rowboat', label: 'Rowboat', cargoTons: 1, minimumCrew: 1, rowMiles: 24, hardness: 6, hitPoints: 8, costGp: 60 },
  { id: 'sailboat', label: 'Sailboat', cargoTons: 5, minimumCrew: 1, sailMiles: 36, hardness: 7, hitPoints: 20, costGp: 2_000 },
];

export function vessel(id: string): Vessel {
  const found = VESSELS.find((v) => v.id === id);
  if (!found) throw new RangeError(`unknown vessel '${id}'`);
  return found;
}
