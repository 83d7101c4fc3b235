import fc from 'fast-check';
import type { z } from 'zod';

// Fast-check arbitraries derived from the contract's zod 4 schemas, for the kinds
// the contract uses. Values aim to pass the schema's own checks; whether the rules
// and the database then accept them is what the fuzz suite finds out.

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  defaultValue?: unknown;
};

export interface DeriveOptions {
  /** Whole records taken from real data (sheets, stat blocks, options), offered beside random ones. */
  sampleRecords: readonly Record<string, unknown>[];
  /** Ids worth naming: the rows of every campaign, so some belong to another campaign than the rest of the call. */
  knownIds: readonly number[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; optin?: string } })._zod.def;
const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin !== undefined;

interface Bounds {
  min?: number;
  max?: number;
  minExclusive: boolean;
  maxExclusive: boolean;
  int: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
}

function boundsOf(def: Def): Bounds {
  const b: Bounds = { minExclusive: false, maxExclusive: false, int: false };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than') [b.min, b.minExclusive] = [c.value as number, !c.inclusive];
    else if (c.check === 'less_than') [b.max, b.maxExclusive] = [c.value as number, !c.inclusive];
    else if (c.check === 'number_format') b.int = String(c.format).includes('int');
    else if (c.check === 'min_length') b.minLength = c.minimum as number;
    else if (c.check === 'max_length') b.maxLength = c.maximum as number;
    else if (c.check === 'string_format' && c.pattern instanceof RegExp) b.pattern = c.pattern;
  }
  return b;
}

function numberArbitrary(b: Bounds, options: DeriveOptions): fc.Arbitrary<number> {
  if (b.int) {
    const min = b.min === undefined ? Number.MIN_SAFE_INTEGER : b.minExclusive ? b.min + 1 : b.min;
    const max = b.max === undefined ? Number.MAX_SAFE_INTEGER : b.maxExclusive ? b.max - 1 : b.max;
    // An id: a positive whole number with no upper bound.
    if (min >= 1 && b.max === undefined) {
      return fc.oneof({ arbitrary: fc.constantFrom(...options.knownIds), weight: 6 }, fc.integer({ min: 1, max: 60 }), fc.constant(2 ** 31));
    }
    return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }), fc.integer({ min: Math.max(min, -20), max: Math.min(max, 20) }));
  }
  const min = b.min ?? -1e9;
  const max = b.max ?? 1e9;
  return fc.oneof(
    fc.constantFrom(...[min, max].filter((_, i) => !(i === 0 ? b.minExclusive : b.maxExclusive))),
    fc.double({ min, max, minExcluded: b.minExclusive, maxExcluded: b.maxExclusive, noNaN: true, noDefaultInfinity: true }),
  );
}

function stringArbitrary(b: Bounds): fc.Arbitrary<string> {
  if (b.pattern) return fc.stringMatching(b.pattern).filter((s) => b.maxLength === undefined || s.length <= b.maxLength);
  const minLength = b.minLength ?? 0;
  const maxLength = b.maxLength ?? 200;
  const longest = fc.constant('x'.repeat(maxLength));
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 24), unit: 'grapheme' }), weight: 4 },
    { arbitrary: fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 12) }), weight: 4 },
    longest,
  );
}

const smallJson = fc.jsonValue({ maxDepth: 2 });

/** An arbitrary of values the schema is meant to accept. */
export function arbitraryFor(schema: z.ZodType, options: DeriveOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(boundsOf(def));
    case 'number':
      return numberArbitrary(boundsOf(def), options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'unknown':
    case 'any':
      return smallJson;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryFor(def.innerType!, options);
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryFor(def.innerType!, options));
    case 'pipe':
      return arbitraryFor(def.in!, options);
    case 'array': {
      const b = boundsOf(def);
      const minLength = b.minLength ?? 0;
      return fc.array(arbitraryFor(def.element!, options), { minLength, maxLength: Math.min(b.maxLength ?? 4, Math.max(minLength, 4)) });
    }
    case 'tuple':
      return fc.tuple(...def.items!.map((item) => arbitraryFor(item, options)));
    case 'union':
      return fc.oneof(...def.options!.map((option) => arbitraryFor(option, options)));
    case 'record':
      return fc.oneof(
        { arbitrary: fc.constantFrom(...options.sampleRecords), weight: 3 },
        { arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), arbitraryFor(def.valueType!, options), { maxKeys: 4 }), weight: 1 },
      );
    case 'object': {
      const shape = def.shape!;
      const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, options)]));
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]));
      return fc.record(model, { requiredKeys });
    }
    default:
      throw new Error(`no arbitrary for zod type "${def.type}": add it to tests/helpers/zod-arbitrary.ts`);
  }
}

type Json = unknown;
type Path = (string | number)[];

/** Every place in a value a malformed variant can be put: the root, each field and each element. */
export function pathsIn(value: Json, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (path.length > 6) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsIn(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsIn(v, [...path, k], out);
  return out;
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const copy = clone(root) as Record<string | number, Json>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path[path.length - 1]] = value;
  return copy;
}

function deleteAt(root: Json, path: Path): Json {
  if (path.length === 0) return undefined;
  const copy = clone(root) as Record<string | number, Json>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (Array.isArray(at)) at.splice(Number(last), 1);
  else delete at[last];
  return copy;
}

const deep = (levels: number): Json => {
  let v: Json = 'bottom';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values of the wrong kind, size or encoding, put in place of a well-formed one. */
export const badValues: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, 0, -1, 1.5, 2 ** 53, -(2 ** 31), '', ' ', 'x', [], {}, [1, 2], { x: 1 }),
  fc.constantFrom<Json>('\ud800', 'name \udc00', 'ok \ud83d', '\u0000', '\u202e', 'a'.repeat(120_000), deep(40), deep(5000)),
  fc.string({ maxLength: 8, unit: 'binary' }),
  smallJson,
);

/** A well-formed input made malformed in one place: a bad value, a field removed, an unknown key added. */
export function malformed(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return valid.chain((value) => {
    const paths = pathsIn(value);
    const objects = paths.filter((p) => {
      let at: Json = value;
      for (const k of p) at = (at as Record<string | number, Json>)[k];
      return at !== null && typeof at === 'object' && !Array.isArray(at);
    });
    return fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom(...paths), badValues).map(([p, bad]) => setAt(value, p, bad)), weight: 5 },
      { arbitrary: fc.constantFrom(...paths).map((p) => deleteAt(value, p)), weight: 2 },
      {
        arbitrary: fc.tuple(fc.constantFrom(...(objects.length ? objects : [[]])), fc.constantFrom('extra', '__proto__', 'constructor', 'x'.repeat(200)), badValues).map(
          ([p, key, bad]) => {
            const copy = clone(value);
            let at = copy as Record<string, Json>;
            for (const k of p) at = at[k] as Record<string, Json>;
            if (at !== null && typeof at === 'object') Object.defineProperty(at, key, { value: bad, enumerable: true, writable: true, configurable: true });
            return copy;
          },
        ),
        weight: 2,
      },
    );
  });
}
