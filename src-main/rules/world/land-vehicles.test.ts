import { describe, expect, it } from 'vitest';
import { LAND_VEHICLES, landVehicleMovement } from './land-vehicles';

describe('land vehicles (supplement A7)', () => {
  it('chariot 750 lb 60\', coach 2,000 lb 40\', wagon 4,000 lb 20\'', () => {
    expect(LAND_VEHICLES.map((v) => [v.id, v.cargoPounds, v.feetPerRound])).toEqual([
      ['chariot', 750, 60],
      ['coach', 2000, 40],
      ['wagon', 4000, 20],
    ]);
  });

  it('moves at its rate up to its cargo limit and not beyond', () => {
    const wagon = LAND_VEHICLES.find((v) => v.id === 'wagon')!;
    expect(landVehicleMovement(wagon, 4000)).toBe(20);
    expect(landVehicleMovement(wagon, 4001)).toBe(0);
  });
});
