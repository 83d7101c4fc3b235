export interface DayStop {
  /** 1 for the end of the first day. */
  readonly day: number;
  /** Position in the route's `hexes`. */
  readonly step: number;
  readonly hex: number;
}

/**
 * Where the group camps at the end of each full travelling day before arrival:
 * the last hex it has finished entering. A hex that takes longer than a day to
 * cross (6 miles of swamp at 2 miles a day) keeps the group in the hex before it
 * for several stops. Hours carry over, so a day's leftover is not lost.
 */
export function dayStops(route: { readonly hexes: readonly number[]; readonly stepHours: readonly number[] }, hoursPerDay: number): DayStop[] {
  if (!(hoursPerDay > 0)) throw new RangeError(`a travelling day must have positive hours, got ${hoursPerDay}`);
  // Step hours are float32 sums; the slack keeps an exact 8.0 from reading as 7.9999.
  const slack = 1e-6;
  const stops: DayStop[] = [];
  let elapsed = 0;
  let step = 0;
  const total = route.stepHours.reduce((sum, h) => sum + h, 0);
  for (let day = 1; day * hoursPerDay < total - slack; day++) {
    const end = day * hoursPerDay + slack;
    while (step + 1 < route.hexes.length && elapsed + route.stepHours[step + 1] <= end) elapsed += route.stepHours[++step];
    stops.push({ day, step, hex: route.hexes[step] });
  }
  return stops;
}
