import type { HaulerRules } from '../ruleset';
import { beastsByTable, byGmFigures, vehiclesByTable, type TableOptions } from '../world/haulers-by-table';

// Shell's text (seed 001) gives no figures for beasts of burden or vehicles. The GM
// gives a beast's or vehicle's own load and pace, and those are used, shown as the
// GM's; one given none moves by Basic Fantasy's tables, a default Lantern states.

export function shellHaulers(pace: Pick<TableOptions, 'unit' | 'paced'>): HaulerRules {
  const beasts = beastsByTable({ ...pace, source: "Basic Fantasy's beasts of burden (supplement A4), Lantern's default: the Shell text has none; give the animal its own figures to use them" });
  const vehicles = vehiclesByTable({ ...pace, source: "Basic Fantasy's land vehicles (supplement A7), Lantern's default: the Shell text has none; give the vehicle its own figures to use them" });
  const labelOf = (kinds: HaulerRules['beasts'], id: string) => kinds.find((k) => k.id === id)?.label ?? id;
  return {
    ...beasts,
    ...vehicles,
    takesGmFigures: true,
    beast: (id, carried, gm) => (gm ? byGmFigures(pace, labelOf(beasts.beasts, id), gm, carried) : beasts.beast(id, carried)),
    vehicle: (id, carried, gm) => (gm ? byGmFigures(pace, labelOf(vehicles.vehicles, id), gm, carried) : vehicles.vehicle(id, carried)),
  };
}
