import { isCharacterKind, stackProvides, type MemberKind } from '../../../src-shared/contract/party';
import { FEATURE, TERRAIN_CODE } from '../../../src-shared/hexmap';
import { fuelledLightKinds, lightKinds, noneOf, refillable, type FuelledLightKind, type Illuminant, type LightKind, type SpellLightKind } from '../../../src-shared/light-kinds';
import type { CharacterProfile, Ruleset } from '../ruleset';

// What a party lives on, decided once: who eats and drinks, each body's daily needs, how
// many days the food and water last, the lights and fuel carried and what can be filled
// again, and who walks. The party's figures, the Dungeon state, the clock's day ends,
// the journey planner and the lights' repository all ask here, so none of them can
// count a different party.

/** A lasting condition as members carry them (their ids are the ruleset's own). */
interface Marked {
  readonly lasting: readonly { readonly id: string }[];
}

/** The member kinds that eat rations and drink water (animals eat fodder; vehicles nothing). */
export const eatingKinds = ['pc', 'hireling'] as const satisfies readonly MemberKind[];

export const isDead = (m: Marked): boolean => m.lasting.some((c) => c.id === 'dead');

/** Characters eat and drink; the dead do not. */
export const eats = (m: Marked & { readonly kind: MemberKind }): boolean => (eatingKinds as readonly MemberKind[]).includes(m.kind) && !isDead(m);

/** Living animals eat a day of fodder each. */
export const eatsFodder = (m: Marked & { readonly kind: MemberKind }): boolean => m.kind === 'animal' && !isDead(m);

/** One body's needs for a day, in the campaign's units (GULLIVER scales them to the body). */
export const dailyNeedsOf = (ruleset: Pick<Ruleset, 'dailyNeeds'>, profile: CharacterProfile) => {
  const needs = ruleset.dailyNeeds(profile);
  return { food: needs.food.amount, water: needs.water.amount, foodUnit: needs.food.unit, waterUnit: needs.water.unit };
};

export interface PartyNeeds {
  /** Members who eat and drink. */
  readonly eaters: number;
  readonly food: number;
  readonly water: number;
  readonly fodder: number;
  readonly foodUnit: string;
  readonly waterUnit: string;
}

/** What the party eats and drinks in a day: each eater's own needs summed, and a day of fodder per living animal. */
export function partyNeeds<M extends Marked & { readonly kind: MemberKind }>(
  ruleset: Pick<Ruleset, 'dailyNeeds'>,
  members: readonly M[],
  profileOf: (m: M) => CharacterProfile,
): PartyNeeds {
  const needs = members.filter(eats).map((m) => dailyNeedsOf(ruleset, profileOf(m)));
  return {
    eaters: needs.length,
    food: needs.reduce((n, d) => n + d.food, 0),
    water: needs.reduce((n, d) => n + d.water, 0),
    fodder: members.filter(eatsFodder).length,
    foodUnit: needs[0]?.foodUnit ?? 'ration',
    waterUnit: needs[0]?.waterUnit ?? 'quart',
  };
}

/** Whole days a stock lasts at `perDay`; null with nobody to feed. */
export const lastsDays = (stock: number, perDay: number): number | null => (perDay > 0 ? Math.floor(stock / perDay + 1e-9) : null);

/** A stack as the counting needs it: how many, how much of one is used, and what one unit is. */
export interface ProvisionStack {
  readonly quantity: number;
  readonly usedOfOne: number;
  readonly item: {
    readonly foodDays: number | null;
    readonly waterQuarts: number | null;
    readonly lightSource: LightKind | null;
    readonly fuelFor: FuelledLightKind | null;
  };
}

const held = (stacks: readonly ProvisionStack[], perUnit: (s: ProvisionStack) => number | null) => {
  let n = 0;
  for (const s of stacks) n += stackProvides(s, perUnit(s));
  return n;
};

// Water is carried in containers that stay when drunk dry: a stack of skins or casks keeps
// its count, and what has been drunk is counted over the whole stack (up to all it holds),
// so an empty skin is still a skin to fill again. Food is eaten whole: a ration eaten is gone.

/**
 * Pounds a quart of water weighs: the catalogues' figure (GURPS Basic Set p. B288's wineskin
 * with its gallon; Basic Fantasy's 10-gallon cask at 85 lb is 80 lb of water and its wood).
 * A container's catalogue weight is its weight full; drunk water comes off it at this rate.
 */
export const POUNDS_PER_QUART = 2;

/** A stack as its weight needs it: the catalogue's weight of one (full, for a container). */
export interface WeighedStack {
  readonly quantity: number;
  readonly usedOfOne: number;
  readonly item: { readonly weightLb: number; readonly waterQuarts: number | null };
}

/** What a stack weighs now: a container weighs full less the water drunk from it, never less than its empty self. */
export function stackPounds(stack: WeighedStack): number {
  const full = stack.item.weightLb * stack.quantity;
  const quarts = stack.item.waterQuarts;
  if (!quarts) return full;
  const empty = Math.max(0, stack.item.weightLb - quarts * POUNDS_PER_QUART) * stack.quantity;
  return Math.max(empty, Math.round((full - Math.min(stack.usedOfOne, quarts * stack.quantity) * POUNDS_PER_QUART) * 100) / 100);
}

/**
 * Splitting a container stack: those handed over are the fullest, so the water drunk stays
 * with the containers kept, as far as they hold it, and the rest goes with the others.
 * Anything else keeps what was used of one unit with the stack it was used from.
 */
export function splitUsed(stack: Pick<WeighedStack, 'usedOfOne' | 'item'>, kept: number): { kept: number; moved: number } {
  const quarts = stack.item.waterQuarts;
  if (!quarts) return { kept: stack.usedOfOne, moved: 0 };
  const stays = Math.min(stack.usedOfOne, kept * quarts);
  return { kept: stays, moved: stack.usedOfOne - stays };
}

/** A map as finding water needs it: each hex's terrain code and feature bits. */
export interface WaterMap {
  readonly terrain: ArrayLike<number>;
  readonly features: ArrayLike<number>;
}

/**
 * The first hex of a day's path where the party can fill its containers: a river or lake
 * hex, a land hex a river runs through, or a settlement whose key says it gives water
 * (`wells`); null when there is none. The sea's water is not for drinking.
 */
export function waterSourceOn(map: WaterMap, path: readonly number[], wells: ReadonlySet<number>): number | null {
  for (const h of path) {
    if (FRESH_WATER.has(map.terrain[h]) || map.features[h] & FEATURE.river || wells.has(h)) return h;
  }
  return null;
}
const FRESH_WATER = new Set([TERRAIN_CODE.river, TERRAIN_CODE.lake]);

/** Days of food and quarts of water held in these stacks. */
export const suppliesHeld = (stacks: readonly ProvisionStack[]) => ({
  food: held(stacks, (s) => s.item.foodDays),
  water: held(stacks, (s) => s.item.waterQuarts),
});

export interface LightsCarried {
  readonly lights: Record<LightKind, number>;
  /** Units of fuel, by the kind of light they feed. */
  readonly fuel: Record<FuelledLightKind, number>;
}

/** The one counter of lights and fuel, per kind of the list. */
export function lightsCarried(stacks: readonly ProvisionStack[]): LightsCarried {
  const lights = noneOf(lightKinds);
  const fuel = noneOf(fuelledLightKinds);
  for (const s of stacks) {
    if (s.item.lightSource) lights[s.item.lightSource] += s.quantity;
    if (s.item.fuelFor) fuel[s.item.fuelFor] += s.quantity;
  }
  return { lights, fuel };
}

/**
 * What lights the party now, the one answer every view and the clock take: each burning
 * light it carries and each running effect that gives light (a Light spell on the party,
 * on a member or on the place). An effect is passed only while it runs.
 */
export function partyIlluminants(
  lights: readonly { readonly kind: LightKind; readonly state: string }[],
  effects: readonly { readonly light: SpellLightKind | null }[],
): Illuminant[] {
  return [...lights.filter((l) => l.state === 'lit').map((l) => l.kind), ...effects.flatMap((e) => (e.light ? [e.light] : []))];
}

/** The kinds kept when burnt out, to be filled again (the lights' repository shows them when spent). */
export const refillableKinds: readonly LightKind[] = lightKinds.filter(refillable);

/** Whether a light in this state can take a new unit of fuel. */
export const canRefill = (light: { readonly kind: LightKind; readonly state: string }): boolean => light.state === 'spent' && refillable(light.kind);

// Who walks. A member out of their senses or their wits cannot walk: the party carries them,
// and the one who carries them walks slower for it. The dead are left out of the pace; what
// becomes of a body is the GM's call. The texts give no rule for this, so the rule is Lantern's
// own: the carried go to a beast of burden or vehicle that can still move if the party has
// one, else to the able character with the most room left before they could not move (the
// strongest, in effect), each carried member in turn, heaviest first.

/** Lasting conditions, by the rulesets' ids, that keep a member from walking; the first one found names why. */
const CANNOT_WALK: readonly { readonly id: string; readonly why: string }[] = [
  { id: 'unconscious', why: 'unconscious' },
  { id: 'comatose', why: 'unconscious' },
  { id: 'dying', why: 'dying' },
  { id: 'stable', why: 'down with bound wounds' },
];
/** A crippled or maimed leg (GURPS and Shell ids): Lantern does not make anyone hop a day's march. */
const LEG = /^(crippled|maimed):(left|right)-leg$/;

/** Why a member cannot walk, or null when they can (the dead are not asked: they are left out). */
export function cannotWalk(m: Marked): string | null {
  for (const c of CANNOT_WALK) if (m.lasting.some((l) => l.id === c.id)) return c.why;
  if (m.lasting.some((l) => LEG.test(l.id))) return 'crippled in the leg';
  return null;
}

/** A body for the walking rule: what it weighs with its load, and how much more it could take and still move. */
export interface WalkingBody extends Marked {
  readonly id: number;
  readonly name: string;
  readonly kind: MemberKind;
  /** Body and everything carried, in pounds, for whoever must carry them. */
  readonly pounds: number;
  /** Pounds more it can take before it cannot move. */
  readonly room: number;
  readonly canMove: boolean;
}

export interface Carried {
  readonly memberId: number;
  readonly name: string;
  readonly why: string;
  readonly pounds: number;
  /** Null when there is nobody to carry them. */
  readonly carrierId: number | null;
}

export interface Walking {
  /** Members who walk (or haul), in the party's order; they set the pace. */
  readonly walkers: readonly number[];
  readonly carried: readonly Carried[];
  /** The dead, left out of the pace. */
  readonly dead: readonly number[];
  /** Pounds each carrier takes on, by member id. */
  readonly burdens: ReadonlyMap<number, number>;
}

/** A body's weight when its sheet gives none: a grown human's, Lantern's own figure. */
export const DEFAULT_BODY_POUNDS = 150;

/** Who walks and who is carried by whom, by the rule above. */
export function whoWalks(bodies: readonly WalkingBody[]): Walking {
  // Each body is looked at once: a party of hundreds is asked at every answer that shows it.
  const dead: WalkingBody[] = [];
  const down: WalkingBody[] = [];
  const able: WalkingBody[] = [];
  for (const b of bodies) {
    if (isDead(b)) dead.push(b);
    else (cannotWalk(b) === null ? able : down).push(b);
  }
  const walkers = able.map((b) => b.id);
  if (down.length === 0) return { walkers, carried: [], dead: dead.map((b) => b.id), burdens: new Map() };
  const haulers = able.filter((b) => (b.kind === 'animal' || b.kind === 'vehicle') && b.canMove);
  const candidates = haulers.length > 0 ? haulers : able.filter((b) => isCharacterKind(b.kind));
  const room = new Map(candidates.map((b) => [b.id, b.room]));
  const burdens = new Map<number, number>();
  const carried: Carried[] = [];
  for (const b of [...down].sort((x, y) => y.pounds - x.pounds)) {
    const carrier = candidates.reduce<WalkingBody | null>((best, c) => (best === null || room.get(c.id)! > room.get(best.id)! ? c : best), null);
    if (carrier) {
      room.set(carrier.id, room.get(carrier.id)! - b.pounds);
      burdens.set(carrier.id, (burdens.get(carrier.id) ?? 0) + b.pounds);
    }
    carried.push({ memberId: b.id, name: b.name, why: cannotWalk(b)!, pounds: b.pounds, carrierId: carrier?.id ?? null });
  }
  const order = new Map(bodies.map((b, i) => [b.id, i]));
  carried.sort((x, y) => order.get(x.memberId)! - order.get(y.memberId)!);
  return { walkers, carried, dead: dead.map((b) => b.id), burdens };
}
