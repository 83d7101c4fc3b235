/**
 * Stores cannot run below empty: the itinerary's figure past it is what the party or its
 * animals went without, read as nothing left and so much short, on screen and in the CSV alike.
 */
export function storesLeft(figure: number): { left: number; short: number } {
  return { left: Math.max(0, figure), short: Math.max(0, -figure) };
}
