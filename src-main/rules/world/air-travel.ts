// World default from the BFRPG seed (003_8f80a070c789886f.txt, "Traveling by Air"):
// overland rates double and terrain stops mattering.
export const AIR_SPEED_MULTIPLIER = 2;

/** Most winged fliers stall below a third of their normal forward speed (same section). */
export const WINGED_STALL_FRACTION = { numerator: 1, denominator: 3 } as const;

export type Flier = 'winged' | 'magic-device';

/** Flying carpets and similar devices can hover; wings need forward speed. Compared in integers to dodge 1/3 rounding. */
export function staysAirborne(flier: Flier, currentSpeed: number, normalSpeed: number): boolean {
  if (flier === 'magic-device') return true;
  return currentSpeed * WINGED_STALL_FRACTION.denominator >= normalSpeed * WINGED_STALL_FRACTION.numerator;
}
