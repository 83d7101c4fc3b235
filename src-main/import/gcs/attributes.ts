import type { GurpsCharacterSheet } from '../../../src-shared/contract';
import type { Check, JsonPath } from './errors';
import type { GcsAttribute, GcsCharacterFile } from './parse';

// GCS keeps, for each attribute, `adj` (the points' worth bought on top of its
// base: 10 for ST, DX, IQ and HT; ST for HP; IQ for Will and Per; HT for FP;
// (DX+HT)/4 for Basic Speed; Basic Speed without fractions for Basic Move) and,
// in `calc.value`, the figure GCS worked out, which adds bonuses from traits (a
// race's ST -1, Per +1). Lantern's sheet holds the four attributes and one bonus
// per secondary figure on top of the base its own rules give, so the importer
// takes the figures GCS shows and subtracts Lantern's bases: adj plus the trait
// bonuses. A file without `calc` falls back to base + adj.

export type PrimaryId = 'st' | 'dx' | 'iq' | 'ht';
export type SecondaryId = 'hp' | 'fp' | 'will' | 'per' | 'basic_speed' | 'basic_move';

export interface FileFigure {
  readonly value: number;
  readonly path: JsonPath;
  /** What was bought on the attribute itself; the rest came from traits. */
  readonly adj: number;
}

export interface Attributes {
  readonly attributes: GurpsCharacterSheet['attributes'];
  readonly secondary: GurpsCharacterSheet['secondary'];
  /** The figures as the file shows them, for the differences. */
  readonly file: Readonly<Partial<Record<SecondaryId, FileFigure>>>;
  readonly pools: { readonly hp: Pool | null; readonly fp: Pool | null };
  readonly notes: readonly string[];
}

export interface Pool {
  readonly current: number;
  readonly max: number;
}

const PRIMARY_NAMES: Record<PrimaryId, string> = { st: 'ST', dx: 'DX', iq: 'IQ', ht: 'HT' };
const SECONDARY_NAMES: Record<SecondaryId, string> = { hp: 'HP', fp: 'FP', will: 'Will', per: 'Per', basic_speed: 'Basic Speed', basic_move: 'Basic Move' };

/** Lantern's sheet limits (src-shared/contract/sheets.ts) for the bonuses. */
const BONUS_LIMITS: Record<SecondaryId, readonly [number, number]> = {
  hp: [-500, 5000],
  will: [-20, 40],
  per: [-20, 40],
  fp: [-20, 500],
  basic_speed: [-10, 20],
  basic_move: [-10, 50],
};

export interface Entry {
  readonly attribute: GcsAttribute;
  readonly path: JsonPath;
}

export function attributeEntries(file: GcsCharacterFile): Map<string, Entry> {
  const byId = new Map<string, Entry>();
  file.attributes.forEach((attribute, i) => {
    if (!byId.has(attribute.attr_id)) byId.set(attribute.attr_id, { attribute, path: ['attributes', i] });
  });
  return byId;
}

/** The figure GCS shows, and where it was read. */
function figureOf(entry: Entry, base: number): { value: number; path: JsonPath } {
  const { attribute, path } = entry;
  if (attribute.calc) return { value: attribute.calc.value, path: [...path, 'calc', 'value'] };
  return { value: base + (attribute.adj ?? 0), path: [...path, 'adj'] };
}

export function primaryAttributes(entries: Map<string, Entry>, check: Check, maxOf: (id: PrimaryId) => number) {
  const read = (id: PrimaryId) => {
    const entry = entries.get(id);
    check(entry !== undefined, ['attributes'], `has no ${PRIMARY_NAMES[id]} (attr_id "${id}"); Lantern needs ST, DX, IQ and HT`);
    const { value, path } = figureOf(entry, 10);
    const max = maxOf(id);
    check(
      Number.isInteger(value) && value >= 1 && value <= max,
      path,
      `${PRIMARY_NAMES[id]} ${value} cannot be imported: it must be a whole number from 1 to ${max.toLocaleString('en-US')}`,
    );
    return value;
  };
  return { st: read('st'), dx: read('dx'), iq: read('iq'), ht: read('ht') };
}

export function readAttributes(file: GcsCharacterFile, check: Check): Attributes {
  const entries = attributeEntries(file);
  const attributes = primaryAttributes(entries, check, () => 1000);
  const { st, dx, iq, ht } = attributes;
  const secondary: Record<string, number> = {};
  const shown: Partial<Record<SecondaryId, FileFigure>> = {};
  const notes: string[] = [];

  const take = (id: SecondaryId, base: number, key: keyof GurpsCharacterSheet['secondary']) => {
    const entry = entries.get(id);
    if (!entry) return base;
    const { value, path } = figureOf(entry, base);
    const adj = entry.attribute.adj ?? 0;
    shown[id] = { value, path, adj };
    let bonus = value - base;
    if (id === 'basic_speed') {
      // Lantern buys Basic Speed in quarter steps; a file may hold any fraction.
      bonus = Math.round(bonus * 4) / 4;
    } else {
      check(Number.isInteger(value), path, `${SECONDARY_NAMES[id]} ${value} must be a whole number`);
    }
    const [min, max] = BONUS_LIMITS[id];
    check(
      bonus >= min && bonus <= max,
      path,
      `${SECONDARY_NAMES[id]} ${value} is ${bonus > 0 ? '+' : ''}${bonus} on its base of ${base}; Lantern's sheet allows ${min} to +${max}`,
    );
    if (bonus !== 0) secondary[key] = bonus;
    const fromTraits = Math.round((value - base - adj) * 100) / 100;
    if (fromTraits !== 0 && id !== 'basic_speed') notes.push(`${SECONDARY_NAMES[id]} ${value}: ${adj} bought, ${fromTraits > 0 ? '+' : ''}${fromTraits} from traits.`);
    return base + bonus;
  };

  take('hp', st, 'hp');
  take('will', iq, 'will');
  take('per', iq, 'per');
  take('fp', ht, 'fp');
  const speed = take('basic_speed', (dx + ht) / 4, 'basicSpeed');
  take('basic_move', Math.floor(speed), 'basicMove');

  const pool = (id: 'hp' | 'fp'): Pool | null => {
    const entry = entries.get(id);
    const max = shown[id]?.value;
    if (!entry || max === undefined) return null;
    const { attribute, path } = entry;
    const current = attribute.calc?.current ?? max - (attribute.damage ?? 0);
    const at: JsonPath = attribute.calc?.current !== undefined ? [...path, 'calc', 'current'] : [...path, 'damage'];
    check(Number.isInteger(current), at, `current ${SECONDARY_NAMES[id]} ${current} must be a whole number`);
    check(current <= max, at, `current ${SECONDARY_NAMES[id]} ${current} is more than the maximum of ${max}`);
    const lowest = id === 'hp' ? -100 : -max;
    check(current >= lowest, at, `current ${SECONDARY_NAMES[id]} ${current} is below ${lowest}, the lowest Lantern keeps`);
    return { current, max };
  };

  return { attributes, secondary, file: shown, pools: { hp: pool('hp'), fp: pool('fp') }, notes };
}

/** GCS's attribute id for each sense the sheet keeps. */
export const SENSE_IDS = { vision: 'vision', hearing: 'hearing', tasteSmell: 'taste_smell', touch: 'touch' } as const;
const kept = (offset: number) => Number.isInteger(offset) && offset !== 0 && Math.abs(offset) <= 20;

/**
 * The figures GCS works out from Will and Per: Fright Check (Combat Reflexes +2,
 * Fearlessness) and the four senses (Acute Vision). The sheet keeps each as what traits
 * add, so a Will or Per raised in play carries them along.
 */
export function willAndPerFigures(file: GcsCharacterFile, will: number, per: number): Pick<GurpsCharacterSheet, 'frightCheck' | 'senses'> {
  const entries = attributeEntries(file);
  const offset = (id: string, base: number) => {
    const entry = entries.get(id);
    return entry ? figureOf(entry, base).value - base : 0;
  };
  const fright = offset('fright_check', will);
  const senses = Object.fromEntries(
    Object.entries(SENSE_IDS)
      .map(([key, id]) => [key, offset(id, per)] as const)
      .filter(([, n]) => kept(n)),
  );
  return { ...(kept(fright) && { frightCheck: fright }), ...(Object.keys(senses).length > 0 && { senses }) };
}
