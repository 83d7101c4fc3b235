import { z } from 'zod';
import { GcsImportError, type JsonPath } from './errors';

// The part of a GCS character file Lantern reads. GCS writes many more fields
// (portraits, page settings, prerequisites, modifiers' costs); the loose objects
// let them through unread, so only what Lantern uses must be well formed.

/** GCS 5 writes data version 5 and reads 4 without converting any field Lantern reads; older files come from GCS 4. */
export const GCS5_VERSIONS = [4, 5] as const;

/** A portrait makes a sheet large, but no character sheet comes near this. */

const text = z.string();
/** GCS writes fixed-point figures as numbers; a hand-edited file may quote them. */
const figure = z.union([z.number(), z.string().regex(/^\s*-?[\d,]*\.?\d+\s*$/, 'must be a number')]).transform((v) => (typeof v === 'number' ? v : Number(v.replace(/[,\s]/g, ''))));
/** Weapon columns are text in GCS 5 ("0U", "C,1", "x10/x15"); some older files hold plain numbers. */
const column = z.union([z.string(), z.number()]).transform(String);

/** How GCS picks what a feature applies to: `{ compare: "is", qualifier: "Brawling" }`, `{ compare: "at_least", qualifier: 2 }`. */
const criterion = z.union([z.looseObject({ compare: text.optional(), qualifier: z.union([text, z.number()]).optional() }), text, z.number()]);
export type GcsCriterion = z.output<typeof criterion>;

const feature = z.looseObject({
  type: text,
  selection_type: text.optional(),
  name: criterion.optional(),
  specialization: criterion.optional(),
  level: criterion.optional(),
  per_die: z.boolean().optional(),
  leveled: z.boolean().optional(),
  attribute: text.optional(),
  limitation: text.optional(),
  amount: figure.optional(),
  per_level: z.boolean().optional(),
  location: text.optional(),
  locations: z.array(text).optional(),
});
export type GcsFeature = z.output<typeof feature>;

const skillDefault = z.looseObject({ type: text, name: text.optional(), specialization: text.optional(), modifier: figure.optional() });

const weapon = z.looseObject({
  id: text.optional(),
  /** Files before GCS 5's kind-prefixed ids said "melee_weapon" or "ranged_weapon" here. */
  type: text.optional(),
  damage: z.looseObject({ type: text.optional(), st: text.optional(), base: column.optional(), armor_divisor: figure.optional(), modifier_per_die: figure.optional() }).optional(),
  usage: text.optional(),
  /** Minimum ST with its marks: "13‡" (two hands, unready after each attack), "9†" (two hands). */
  strength: column.optional(),
  reach: column.optional(),
  parry: column.optional(),
  block: column.optional(),
  accuracy: column.optional(),
  range: column.optional(),
  bulk: column.optional(),
  defaults: z.array(skillDefault).optional(),
  calc: z
    .looseObject({
      level: figure.optional(),
      damage: text.optional(),
      parry: column.optional(),
      block: column.optional(),
      reach: column.optional(),
      accuracy: column.optional(),
      range: column.optional(),
      bulk: column.optional(),
    })
    .optional(),
});
export type GcsWeapon = z.output<typeof weapon>;

const modifier = z.looseObject({ name: text.optional(), disabled: z.boolean().optional(), features: z.array(feature).optional() });

const traitShape = {
  name: text,
  disabled: z.boolean().optional(),
  levels: figure.optional(),
  container_type: text.optional(),
  notes: text.optional(),
  local_notes: text.optional(),
  features: z.array(feature).optional(),
  modifiers: z.array(modifier).optional(),
  weapons: z.array(weapon).optional(),
  calc: z.looseObject({ points: figure.optional() }).optional(),
};
export interface GcsTrait extends z.output<z.ZodObject<typeof traitShape>> {
  children?: GcsTrait[];
}
const trait: z.ZodType<GcsTrait> = z.looseObject({
  ...traitShape,
  get children() {
    return z.array(trait).optional();
  },
});

const skillShape = {
  name: text,
  specialization: text.optional(),
  type: text.optional(),
  tech_level: text.optional(),
  points: figure.optional(),
  /** What the skill is based on and how hard it is: "dx/a", "iq/vh"; a technique writes only the difficulty. */
  difficulty: text.optional(),
  /** A technique's one default: the skill it is bought up from ("Force Sword") and where it starts against it. */
  default: skillDefault.optional(),
  features: z.array(feature).optional(),
  /** The level relative to what it is based on, as GCS shows it: "DX+2". */
  calc: z.looseObject({ level: figure.optional(), rsl: text.optional() }).optional(),
};
export interface GcsSkill extends z.output<z.ZodObject<typeof skillShape>> {
  children?: GcsSkill[];
}
const skill: z.ZodType<GcsSkill> = z.looseObject({
  ...skillShape,
  get children() {
    return z.array(skill).optional();
  },
});

const equipmentShape = {
  description: text,
  quantity: figure.optional(),
  /** Recent GCS 5 releases write `base_value` and `base_weight`, and the figures with modifiers in `calc`. */
  base_value: column.optional(),
  base_weight: column.optional(),
  /** What earlier GCS 5 releases wrote. */
  value: figure.optional(),
  weight: column.optional(),
  calc: z.looseObject({ value: figure.optional(), weight: column.optional() }).optional(),
  equipped: z.boolean().optional(),
  notes: text.optional(),
  features: z.array(feature).optional(),
  modifiers: z.array(modifier).optional(),
  weapons: z.array(weapon).optional(),
};
export interface GcsEquipment extends z.output<z.ZodObject<typeof equipmentShape>> {
  children?: GcsEquipment[];
}
const equipment: z.ZodType<GcsEquipment> = z.looseObject({
  ...equipmentShape,
  get children() {
    return z.array(equipment).optional();
  },
});

const attribute = z.looseObject({
  attr_id: text,
  adj: figure.optional(),
  damage: figure.optional(),
  calc: z.looseObject({ value: figure, current: figure.optional() }).optional(),
});
export type GcsAttribute = z.output<typeof attribute>;

const location = z.looseObject({
  id: text,
  table_name: text.optional(),
  hit_penalty: figure.optional(),
  /** The location's own DR (the skull's bone), already in `calc.dr`. */
  dr_bonus: figure.optional(),
  calc: z.looseObject({ roll_range: text.optional(), dr: z.record(text, figure).optional() }).optional(),
});
export type GcsLocation = z.output<typeof location>;

export const gcsCharacterFile = z.looseObject({
  version: z.number(),
  /** The character's own id, kept by GCS across saves: how a file read again finds the member it made. */
  id: text.optional(),
  total_points: figure.optional(),
  profile: z
    .looseObject({ name: text.optional(), SM: figure.optional(), height: text.optional(), weight: text.optional() })
    .optional(),
  settings: z
    .looseObject({
      default_weight_units: text.optional(),
      damage_progression: text.optional(),
      body_type: z.looseObject({ name: text.optional(), locations: z.array(location).optional() }).optional(),
    })
    .optional(),
  attributes: z.array(attribute),
  traits: z.array(trait).optional(),
  /** The name before GCS 5 renamed advantages to traits. */
  advantages: z.array(trait).optional(),
  skills: z.array(skill).optional(),
  spells: z.array(z.looseObject({ name: text.optional(), calc: z.looseObject({ level: figure.optional() }).optional() })).optional(),
  equipment: z.array(equipment).optional(),
  other_equipment: z.array(equipment).optional(),
  calc: z
    .looseObject({
      swing: text.optional(),
      thrust: text.optional(),
      basic_lift: column.optional(),
      lifting_st_bonus: figure.optional(),
      striking_st_bonus: figure.optional(),
      dodge_bonus: figure.optional(),
      move: z.array(figure).optional(),
      dodge: z.array(figure).optional(),
    })
    .optional(),
});
export type GcsCharacterFile = z.output<typeof gcsCharacterFile>;

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `text "${value.length > 20 ? `${value.slice(0, 20)}...` : value}"`;
  return `${typeof value} ${String(value)}`;
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let at = root;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

function plainReason(issue: z.core.$ZodIssue, root: unknown): string {
  const found = valueAt(root, issue.path as JsonPath);
  if (issue.code === 'invalid_type') {
    if (found === undefined) return 'is missing';
    const wanted: Record<string, string> = { number: 'a number', string: 'text', boolean: 'true or false', array: 'a list', object: 'an object' };
    return `must be ${wanted[issue.expected] ?? issue.expected}, not ${typeName(found)}`;
  }
  if (issue.code === 'invalid_union') return `must be a number or text, not ${typeName(found)}`;
  return issue.message;
}

/** GCS nests containers a few levels deep; far deeper JSON would overflow the stack of the recursive checks below. */
const MAX_JSON_DEPTH = 100;

interface Visit {
  readonly value: unknown;
  readonly depth: number;
  readonly key: string | number | null;
  readonly parent: Visit | null;
}

/** The first place nested `limit` deep, found without recursion (its path is built only when found); null when there is none. */
function tooDeep(root: unknown, limit: number): JsonPath | null {
  const pending: Visit[] = [{ value: root, depth: 0, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value, depth } = visit;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limit) {
      const path: (string | number)[] = [];
      for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
      return path;
    }
    if (Array.isArray(value)) value.forEach((child, i) => pending.push({ value: child, depth: depth + 1, key: i, parent: visit }));
    else for (const [key, child] of Object.entries(value)) pending.push({ value: child, depth: depth + 1, key, parent: visit });
  }
  return null;
}

/** The file's JSON, checked against what Lantern reads; a file GCS 5 did not write is refused with the place and reason. */
export function parseGcsFile(text: string, fileName: string): GcsCharacterFile {
  const refuse = (path: JsonPath, reason: string): never => {
    throw new GcsImportError(fileName, path, reason);
  };
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    refuse([], `is not JSON (${(error as Error).message}); a GCS 5 file (.gcs) is JSON text`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) refuse([], `must be a JSON object, not ${typeName(raw)}`);
  const top = raw as Record<string, unknown>;
  if (Array.isArray(top.rows)) refuse(['rows'], 'this is a GCS library list, not a character sheet: export the character itself');
  const version = top.version;
  if (version === undefined) refuse(['version'], 'is missing; every file GCS 5 writes says its data version');
  if (typeof version !== 'number' || !Number.isInteger(version)) refuse(['version'], `must be a whole number, not ${typeName(version)}`);
  if (!(GCS5_VERSIONS as readonly number[]).includes(version as number)) {
    const which = (version as number) < GCS5_VERSIONS[0] ? 'an older GCS: open it in GCS 5 and save it again' : 'a GCS newer than 5, whose format Lantern does not know yet';
    refuse(['version'], `is ${version as number}: the file was written by ${which}`);
  }
  const deep = tooDeep(raw, MAX_JSON_DEPTH);
  if (deep) refuse(deep.slice(0, 8), `from here on, lists and objects nest more than ${MAX_JSON_DEPTH} deep; GCS 5 never writes that`);
  const parsed = gcsCharacterFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse(issue.path as JsonPath, plainReason(issue, raw));
  }
  return parsed.data!;
}
