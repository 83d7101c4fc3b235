import { z } from 'zod';
import { contract, idRegistry, isMethodName, type IdKind, type IdMeta, type MethodName } from '../../src-shared/contract';
import type { OwnerRepository } from '../db/repositories/owners';
import { AppError } from './errors';

type Path = (string | number)[];

const what: Record<IdKind, string> = {
  campaign: 'campaign',
  party: 'party',
  member: 'party member',
  stack: 'inventory stack',
  item: 'catalogue item',
  light: 'light',
  effect: 'timed effect',
  region: 'map region',
  journey: 'journey',
  fight: 'fight',
  combatant: 'combatant',
  foe: 'bestiary entry',
  sighting: 'wandering encounter',
  calendarNote: 'calendar note',
  dungeonLevel: 'dungeon level',
  dungeonArea: 'dungeon area',
  encounterTable: 'encounter table',
  spell: 'spell',
  journalEntry: 'journal entry',
  rollTable: 'roll table',
  sessionPlan: 'session plan',
  planItem: 'plan item',
  page: 'notebook page',
  clue: 'clue',
  handout: 'handout',
};

/**
 * The kinds whose id, at the top of a request, sets its campaign, strongest first;
 * any other id must then agree with it. A top-level field outranks a nested one
 * (`to.partyId` is where a stack goes, not whose it is).
 */
const anchorKinds: readonly IdKind[] = ['campaign', 'party', 'fight', 'journey', 'region', 'dungeonLevel', 'dungeonArea', 'member', 'stack', 'light', 'effect', 'sighting'];

interface Ref {
  kind: IdKind;
  anchors: boolean;
  outside?: 'bin' | 'backup';
  id: number;
  path: Path;
}

/** The schema inside a wrapper that changes nothing about which fields there are (optional, default...). */
export function inner(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodReadonly || schema instanceof z.ZodCatch || schema instanceof z.ZodNonOptional) {
    return schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  if (schema instanceof z.ZodLazy) return schema.unwrap() as z.ZodType;
  return undefined;
}

/** The schemas a value of this schema may hold at each key or index (several for a union). */
export function parts(schema: z.ZodType): { key: 'each' | string; schema: z.ZodType }[] {
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, s]) => ({ key, schema: s }));
  if (schema instanceof z.ZodArray) return [{ key: 'each', schema: schema.element as z.ZodType }];
  if (schema instanceof z.ZodRecord) return [{ key: 'each', schema: schema.valueType as z.ZodType }];
  return [];
}

export const alternatives = (schema: z.ZodType): z.ZodType[] => {
  if (schema instanceof z.ZodUnion) return [...(schema.options as readonly z.ZodType[])];
  if (schema instanceof z.ZodIntersection) return [schema._zod.def.left as z.ZodType, schema._zod.def.right as z.ZodType];
  return [];
};

/**
 * Where a method's ids can sit, read once from its input schema: a tree of the keys
 * that lead to id fields (`each` for any element of an array or record), each id field
 * with the kind it declares. A field of a union is found under each of its
 * alternatives, merged into one tree in the order the schema names them.
 */
interface IdTree {
  meta?: IdMeta;
  children: Map<string | typeof each, IdTree>;
}
const each = Symbol('each');

function idTree(schema: z.ZodType, onPath = new Set<z.ZodType>(), tree: IdTree = { children: new Map() }): IdTree {
  const meta = idRegistry.get(schema);
  if (meta) {
    tree.meta = meta;
    return tree;
  }
  // A schema that holds itself would be walked for ever; the contract's request schemas have none.
  if (onPath.has(schema)) return tree;
  onPath.add(schema);
  const wrapped = inner(schema);
  if (wrapped) idTree(wrapped, onPath, tree);
  else {
    for (const alternative of alternatives(schema)) idTree(alternative, onPath, tree);
    for (const part of parts(schema)) {
      const key = part.key === 'each' ? each : part.key;
      const child: IdTree = tree.children.get(key) ?? { children: new Map() };
      idTree(part.schema, onPath, child);
      if (child.meta || child.children.size) tree.children.set(key, child);
    }
  }
  onPath.delete(schema);
  return tree;
}

/** Every id a request carries, with the kind its field declares, read along the method's tree; the same path is kept once. */
function collect(tree: IdTree, value: unknown, path: Path, refs: Map<string, Ref>): void {
  if (tree.meta && typeof value === 'number') refs.set(path.join('.'), { ...tree.meta, id: value, path });
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of tree.children) {
    if (key === each) {
      if (Array.isArray(value)) value.forEach((v, i) => collect(child, v, [...path, i], refs));
      else for (const [k, v] of Object.entries(value)) collect(child, v, [...path, k], refs);
    } else if (!Array.isArray(value)) {
      collect(child, (value as Record<string, unknown>)[key], [...path, key], refs);
    }
  }
}

/** Each method's tree, built on its first request: walking a zod schema per request cost more than the checks it finds. */
const trees = new Map<MethodName, IdTree>();
const treeOf = (method: MethodName): IdTree => {
  let tree = trees.get(method);
  if (!tree) trees.set(method, (tree = idTree(contract[method].input)));
  return tree;
};

/**
 * Every number field of a schema with the id kind it declares (null: none), by path
 * ("foes.[].bestiaryId"); records and arrays read as `[]`. The contract's tests hold
 * every id-like field to a declared kind, so none goes unchecked.
 */
export function numberFieldsOf(schema: z.ZodType): { path: string; kind: IdKind | null }[] {
  const found: { path: string; kind: IdKind | null }[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType, path: string[]) => {
    const meta = idRegistry.get(s);
    if (meta || s instanceof z.ZodNumber) {
      found.push({ path: path.join('.'), kind: meta?.kind ?? null });
      return;
    }
    if (seen.has(s)) return;
    seen.add(s);
    const wrapped = inner(s);
    if (wrapped) return walk(wrapped, path);
    for (const alternative of alternatives(s)) walk(alternative, path);
    for (const part of parts(s)) walk(part.schema, [...path, part.key === 'each' ? '[]' : part.key]);
    seen.delete(s);
  };
  walk(schema, []);
  return found;
}

const rank = (ref: Ref) => {
  const at = anchorKinds.indexOf(ref.kind);
  return ref.path.length === 1 && ref.anchors && at >= 0 ? at : anchorKinds.length;
};

/**
 * The campaign a request is about, by its strongest id (null when it names none
 * that exists), refusing a request whose ids belong to different campaigns (a party
 * of one campaign planned over another's map, a roll about another campaign's
 * member). Every id field is found by the kind its schema declares, so a new one is
 * checked without a line here. An id that names no row at all is left to the
 * method, which says it is not found.
 */
export function requestScope(owners: OwnerRepository, campaignName: (id: number) => string | undefined) {
  return (method: string, input: unknown): number | null => {
    if (!isMethodName(method)) return null;
    const found = new Map<string, Ref>();
    collect(treeOf(method), input, [], found);
    const owned = [...found.values()]
      .filter((ref) => ref.outside === undefined)
      .map((ref) => ({ ...ref, campaignId: owners.campaignOf(ref.kind, ref.id) }))
      .filter((r) => r.campaignId !== undefined);
    const anchor = owned.reduce<(typeof owned)[number] | undefined>((best, r) => (!best || rank(r) < rank(best) ? r : best), undefined);
    // A campaign in the bin is gone for every call, whichever of its rows the call names; each campaign named is asked once.
    const inBin = new Map<number, boolean>();
    const binned = owned.find((r) => {
      let gone = inBin.get(r.campaignId!);
      if (gone === undefined) inBin.set(r.campaignId!, (gone = owners.inBin(r.campaignId!)));
      return gone;
    });
    if (binned) throw new AppError('not_found', `${binned.path.join('.')}: no ${what[binned.kind]} has id ${binned.id}`, binned.path);
    if (!anchor) return null;
    const stranger = owned.find((r) => r.campaignId !== anchor.campaignId);
    if (stranger) {
      const campaign = campaignName(anchor.campaignId!) ?? `campaign ${anchor.campaignId}`;
      throw new AppError('invalid_input', `${stranger.path.join('.')}: no ${what[stranger.kind]} ${stranger.id} in ${campaign}`, stranger.path);
    }
    return anchor.campaignId!;
  };
}
