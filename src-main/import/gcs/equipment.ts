import { defenseBonus } from '../../../src-shared/contract/fields';
import { MAX_QUANTITY, type ItemDefinition } from '../../../src-shared/contract/party';
import { formatPath, type Check, type JsonPath } from './errors';
import type { GcsCharacterFile, GcsEquipment } from './parse';
import { flatten } from './tree';
import { catalogueKey } from '../../../src-shared/slug';
import { fit, poundsFrom } from './units';
import type { WeaponSource } from './weapons';

// Carried equipment becomes inventory items. GCS nests items in containers (a
// backpack holding a bedroll and rations); Lantern's inventory is flat, so every
// row becomes its own stack: the container with its own weight, each thing in it
// with its own. A child's quantity is per container, so it is multiplied by the
// quantities of the containers around it. `weight` and `value` are per unit.
// Things the character owns but does not carry (`other_equipment`) are listed in
// the notes, not carried. Recent GCS 5 releases write the figures the GM typed
// as `base_value` and `base_weight` and those with the item's modifiers (fine,
// cheap, ornate) in `calc.value` and `calc.weight`; earlier ones wrote `value` and
// `weight`. The modified figures win when present. An item counts as equipped
// only when every container around it is equipped too, as in GCS.

export interface CarriedItem {
  readonly definition: ItemDefinition;
  readonly quantity: number;
  readonly equipped: boolean;
  readonly path: JsonPath;
  /** dr_bonus features by location, for the armour. */
  readonly dr: ReadonlyMap<string, number>;
}

export interface Equipment {
  readonly items: readonly CarriedItem[];
  /** The equipped shield with the best Defense Bonus, one of it: the one Lantern marks as readied. */
  readonly readied: CarriedItem | null;
  readonly weapons: readonly (WeaponSource & { readonly equipped: boolean })[];
  readonly notes: readonly string[];
}

const METAL = /mail|plate|scale|steel|iron|bronze|metal|chain|segmented|brigandine|lorica|cuirass|helm/i;

/**
 * A shield's Defense Bonus as GCS writes it: an attribute bonus to Dodge (its library's
 * shields add the DB to Dodge, Parry and Block), or else the "+2" Block of its bash.
 */
function defenseBonusOf(row: GcsEquipment): number | undefined {
  const dodge = (row.features ?? []).find((f) => f.type === 'attribute_bonus' && f.attribute === 'dodge')?.amount;
  const fromBlock = (row.weapons ?? []).map((w) => /^\+(\d)$/.exec(String(w.block ?? '').trim())?.[1]).find((n) => n !== undefined);
  const db = defenseBonus.safeParse(Number(dodge ?? fromBlock));
  return db.success ? db.data : undefined;
}

function categoryOf(row: GcsEquipment, hasDr: boolean): Pick<ItemDefinition, 'category' | 'armorKind' | 'defenseBonus'> {
  if (/shield/i.test(row.description)) {
    const defenseBonus = defenseBonusOf(row);
    return { category: 'shield', ...(defenseBonus !== undefined && { defenseBonus }) };
  }
  if (hasDr) return { category: 'armor', armorKind: METAL.test(row.description) ? 'metal' : 'leather' };
  if ((row.weapons ?? []).length > 0) return { category: 'weapon' };
  if (row.children) return { category: 'container' };
  return { category: 'gear' };
}

function drOf(row: GcsEquipment): Map<string, number> {
  const dr = new Map<string, number>();
  for (const f of row.features ?? []) {
    if (f.type !== 'dr_bonus') continue;
    for (const where of f.locations ?? (f.location ? [f.location] : [])) dr.set(where, (dr.get(where) ?? 0) + (f.amount ?? 0));
  }
  return dr;
}

/** The first figure the file gives, with the field it came from. */
function firstOf<T>(candidates: readonly (readonly [T | undefined, JsonPath])[], otherwise: readonly [T, JsonPath]): readonly [T, JsonPath] {
  return (candidates.find(([v]) => v !== undefined) as readonly [T, JsonPath] | undefined) ?? otherwise;
}

export function readEquipment(file: GcsCharacterFile, check: Check): Equipment {
  const defaultUnit = file.settings?.default_weight_units ?? 'lb';
  const rows = flatten(file.equipment, ['equipment'], (e) => e.description, check, { count: 1000, what: 'carried items' });
  const multiplier = new Map<string, number>();
  const equippedAt = new Map<string, boolean>();
  const items: CarriedItem[] = [];
  const weapons: (WeaponSource & { equipped: boolean })[] = [];
  const notes: string[] = [];

  for (const { row, path } of rows) {
    const name = fit(row.description, 60);
    check(name !== '', [...path, 'description'], 'is empty; every item needs a name');
    const own = row.quantity ?? 1;
    check(Number.isInteger(own) && own >= 0 && own <= MAX_QUANTITY, [...path, 'quantity'], `${own} ${name} cannot be imported: a quantity must be a whole number from 0 to ${MAX_QUANTITY.toLocaleString('en-US')}`);
    const quantity = own * (multiplier.get(formatPath(path.slice(0, -2))) ?? 1);
    check(quantity <= MAX_QUANTITY, [...path, 'quantity'], `${quantity} ${name} (counting the containers around it) is more than Lantern's ${MAX_QUANTITY.toLocaleString('en-US')}`);
    multiplier.set(formatPath(path), quantity);
    const equipped = row.equipped === true && (equippedAt.get(formatPath(path.slice(0, -2))) ?? true);
    equippedAt.set(formatPath(path), equipped);

    const [weightText, weightAt] = firstOf<string>(
      [
        [row.calc?.weight, ['calc', 'weight']],
        [row.base_weight, ['base_weight']],
        [row.weight, ['weight']],
      ],
      ['0', ['weight']],
    );
    const weightLb = poundsFrom(weightText, defaultUnit);
    check(weightLb !== null, [...path, ...weightAt], `"${weightText}" is not a weight such as "3 lb" or "0.5 kg"`);
    check(weightLb >= 0, [...path, ...weightAt], `${name} weighs ${weightText}; a weight must not be negative`);
    check(weightLb <= 10_000, [...path, ...weightAt], `${name} weighs ${weightText}; Lantern keeps items of at most 10,000 lb`);
    const [valueText, valueAt] = firstOf<string | number>(
      [
        [row.calc?.value, ['calc', 'value']],
        [row.base_value, ['base_value']],
        [row.value, ['value']],
      ],
      [0, ['value']],
    );
    const value = Number(String(valueText).replace(/,/g, ''));
    check(Number.isFinite(value), [...path, ...valueAt], `"${valueText}" is not a value in money`);
    check(value >= 0 && value <= 10_000_000, [...path, ...valueAt], `${name} is worth ${value}; Lantern keeps values from 0 to 10,000,000`);

    if (quantity === 0) {
      notes.push(`${name}: quantity 0 in GCS, not carried.`);
      continue;
    }
    const dr = drOf(row);
    (row.weapons ?? []).forEach((weapon, i) => weapons.push({ weapon, path: [...path, 'weapons', i], owner: name, equipped }));
    items.push({
      definition: { key: catalogueKey(name), name, weightLb, costGp: value, ...categoryOf(row, dr.size > 0) },
      quantity,
      equipped,
      path,
      dr,
    });
  }
  const stored = flatten(file.other_equipment, ['other_equipment'], (e) => e.description, check, { count: 1000, what: 'items not carried' });
  if (stored.length > 0) notes.push(`Owned but not carried: ${stored.map(({ row }) => `${row.description}${(row.quantity ?? 1) !== 1 ? ` x${row.quantity}` : ''}`).join(', ')}.`);
  const shields = items.filter((i) => i.equipped && i.quantity === 1 && i.definition.category === 'shield');
  const readied = shields.reduce<CarriedItem | null>((best, i) => ((i.definition.defenseBonus ?? 0) > (best?.definition.defenseBonus ?? -1) ? i : best), null);
  return { items, readied, weapons, notes };
}
