import type { Check } from './errors';
import type { CarriedItem } from './equipment';
import type { GcsCharacterFile } from './parse';
import { featureAmount, traitFeatures, traitRows } from './traits';

// GURPS armour protects by hit location. GCS writes the DR it worked out for each
// location of the body type (`settings.body_type.locations[].calc.dr.all`, with
// worn armour and natural DR); Lantern's sheet holds one DR for combat, so it
// takes the torso's (where most blows land) and keeps the rest in the notes. A
// file without those figures gets them summed from the dr_bonus features of
// equipped items and traits.

export interface Armour {
  readonly dr: number;
  readonly byLocation: ReadonlyMap<string, number>;
  /** The equipped armour piece with the most torso DR: the one Lantern marks as worn. */
  readonly worn: CarriedItem | null;
  readonly note: string | null;
}

const MAX_DR = 200;

function fromFeatures(file: GcsCharacterFile, items: readonly CarriedItem[], check: Check): Map<string, number> {
  const dr = new Map<string, number>();
  const add = (where: string, amount: number) => dr.set(where, (dr.get(where) ?? 0) + amount);
  for (const item of items) if (item.equipped) for (const [where, amount] of item.dr) add(where, amount);
  for (const { row } of traitRows(file, check).rows) {
    for (const { feature, levels } of traitFeatures(row)) {
      if (feature.type !== 'dr_bonus') continue;
      for (const where of feature.locations ?? (feature.location ? [feature.location] : [])) add(where, featureAmount(feature, levels));
    }
  }
  return dr;
}

export function readArmour(file: GcsCharacterFile, items: readonly CarriedItem[], check: Check): Armour {
  const locations = file.settings?.body_type?.locations ?? [];
  const shown = locations.some((l) => l.calc?.dr !== undefined);
  let byLocation: Map<string, number>;
  if (shown) {
    byLocation = new Map();
    locations.forEach((l, i) => {
      const amount = l.calc?.dr?.all ?? 0;
      check(Number.isFinite(amount) && amount >= 0, ['settings', 'body_type', 'locations', i, 'calc', 'dr', 'all'], `DR ${amount} on the ${l.id} must not be negative`);
      byLocation.set(l.id, Math.max(byLocation.get(l.id) ?? 0, amount));
    });
  } else {
    byLocation = fromFeatures(file, items, check);
  }
  const torso = byLocation.get('torso') ?? Math.max(0, ...byLocation.values());
  const dr = Math.floor(torso);
  const where = shown ? ['settings', 'body_type', 'locations'] : ['equipment'];
  check(dr <= MAX_DR, where, `torso DR ${dr} cannot be imported: Lantern keeps DR from 0 to ${MAX_DR}`);
  const armour = items.filter((i) => i.equipped && i.definition.category === 'armor');
  const worn = armour.reduce<CarriedItem | null>((best, i) => ((i.dr.get('torso') ?? 0) > (best?.dr.get('torso') ?? -1) ? i : best), null);
  const listed = [...byLocation].filter(([, amount]) => amount > 0);
  const note = listed.length > 0 ? `DR by location: ${listed.map(([id, amount]) => `${id} ${amount}`).join(', ')} (Lantern uses the torso's, ${dr}).` : null;
  return { dr, byLocation, worn, note };
}
