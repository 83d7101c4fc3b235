import { describe, expect, it } from 'vitest';
import { staysAirborne } from './air-travel';
import { milesPerDay, travelDay } from './overland-day';

describe('air travel (003_8f80a070c789886f.txt, "Traveling by Air")', () => {
  it("overland rates double: a 40' flier covers 48 miles", () => {
    const day = travelDay({ memberMilesPerDay: [milesPerDay(40)], terrain: 'clear', forcedMarch: false, byAir: true });
    expect(day.milesPerDay).toBe(48);
  });

  it('terrain is ignored in the air: mountains as clear', () => {
    const day = travelDay({ memberMilesPerDay: [milesPerDay(40)], terrain: 'mountains', forcedMarch: false, byAir: true });
    expect(day.milesPerDay).toBe(48);
  });

  it('winged fliers need at least a third of their normal forward speed', () => {
    expect(staysAirborne('winged', 40, 120)).toBe(true);
    expect(staysAirborne('winged', 39, 120)).toBe(false);
    expect(staysAirborne('winged', 10, 30)).toBe(true);
  });

  it('devices such as flying carpets may hover', () => {
    expect(staysAirborne('magic-device', 0, 120)).toBe(true);
  });
});
