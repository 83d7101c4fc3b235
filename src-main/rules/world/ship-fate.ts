// supplement A7: damage of at least a vessel's hit points halves its speed, that much
// again sinks it; A8: a ship exposed to a gale takes 2d8 damage for every hour sailed.
// The day is taken hour by hour, so a ship crippled at noon goes on at half speed and
// one that sinks at the third hour makes no headway after it.

export interface GaleDay {
  /** Damage to the hull at the end of the day (or when it went down). */
  readonly hull: number;
  /** Hours of full-speed headway the day gave: crippled hours count half, none after sinking. */
  readonly headwayHours: number;
  readonly crippled: boolean;
  /** The hour (1-based) in which the ship went down, or null. */
  readonly sankInHour: number | null;
}

export function galeDay(hitPoints: number, hullBefore: number, hourlyDamage: readonly number[]): GaleDay {
  let hull = hullBefore;
  let headway = 0;
  for (let h = 0; h < hourlyDamage.length; h++) {
    headway += hull >= hitPoints ? 0.5 : 1;
    hull += hourlyDamage[h];
    if (hull >= 2 * hitPoints) return { hull, headwayHours: headway, crippled: true, sankInHour: h + 1 };
  }
  return { hull, headwayHours: headway, crippled: hull >= hitPoints, sankInHour: null };
}
