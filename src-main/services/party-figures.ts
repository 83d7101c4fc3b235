import { stackProvides, type InventoryStack, type MemberFigures, type MemberKind, type PartyView } from '../../src-shared/contract';
import type { CarriedItem, CharacterProfile, Movement, Ruleset } from '../rules/ruleset';

// Derived figures of members and parties, from their sheets and what they carry.
// Each figure comes with a sentence saying why, so the GM can check it against the book.

export interface MemberData {
  id: number;
  kind: MemberKind;
  name: string;
  sheet: Record<string, unknown>;
  items: InventoryStack[];
}

const weightOf = (items: readonly InventoryStack[]) => items.reduce((sum, s) => sum + s.totalWeightLb, 0);
const eats = (kind: MemberKind) => kind === 'pc' || kind === 'hireling';

// A ruleset is pure and a profile is shared by every sheet with the same pools (sheet-profiles.ts),
// so a profile's figures under one load are worked out once, not at every answer for every member.
// Figures are read, never changed, so members with the same profile and load share them.
const LOADS_PER_PROFILE = 64;
const figuresOf = new WeakMap<CharacterProfile, Map<string, MemberFigures>>();

function characterFigures(ruleset: Ruleset, profile: CharacterProfile, items: InventoryStack[]): MemberFigures {
  const worn = items.find((s) => s.worn && s.item.armorKind);
  const armorPounds = worn ? worn.totalWeightLb : 0;
  const gearPounds = weightOf(items) - armorPounds;
  const shield = items.some((s) => s.item.category === 'shield');
  const key = `${worn ? `${gearPounds}|${worn.item.key}|${worn.item.name}|${worn.item.armorKind}|${worn.magical}|${armorPounds}` : `${gearPounds}`}|${shield}`;
  let known = figuresOf.get(profile);
  if (!known) figuresOf.set(profile, (known = new Map()));
  let figures = known.get(key);
  if (!figures) {
    if (known.size >= LOADS_PER_PROFILE) known.clear();
    figures = workedOutFigures(ruleset, profile, gearPounds, worn, shield);
    known.set(key, figures);
  }
  return figures;
}

function workedOutFigures(ruleset: Ruleset, profile: CharacterProfile, gearPounds: number, worn: InventoryStack | undefined, shield: boolean): MemberFigures {
  const armorPounds = worn ? worn.totalWeightLb : 0;
  const m = ruleset.movement(profile, {
    gearPounds,
    ...(worn && { armor: { category: worn.item.armorKind!, magical: worn.magical, pounds: armorPounds } }),
  });
  return {
    carriedPounds: m.carriedPounds,
    bands: [...m.bands],
    encumbrance: m.encumbrance,
    loadFraction: m.loadFraction,
    canMove: m.canMove,
    move: { perRound: m.perRound, perTurn: m.perTurn, unit: m.unit, secondsPerRound: ruleset.time.secondsPerRound },
    milesPerDay: m.milesPerDay,
    armor: worn ? { name: worn.item.name, kind: worn.item.armorKind!, magical: worn.magical } : null,
    darkvision: ruleset.senses(profile).darkvision,
    characteristics: [...ruleset.characteristics(profile, armourCarried(worn, shield))],
    conditions: [...ruleset.conditions(profile)],
    reasons: [...m.reasons],
  };
}

/** Only the armour worn and whether a shield is carried reach the rules, so the cache key above covers them. */
const armourCarried = (worn: InventoryStack | undefined, shield: boolean): CarriedItem[] => [
  ...(worn ? [{ key: worn.item.key, name: worn.item.name, category: worn.item.category, worn: true, magical: worn.magical, armorKind: worn.item.armorKind }] : []),
  ...(shield ? [{ key: 'shield', name: 'Shield', category: 'shield', worn: false, magical: false, armorKind: null }] : []),
];

/** A beast or vehicle by the campaign's own rules for them (`Ruleset.haulers`), which say where their figures come from. */
function haulerFigures(ruleset: Ruleset, m: Movement): MemberFigures {
  return {
    carriedPounds: m.carriedPounds,
    bands: [...m.bands],
    encumbrance: m.encumbrance,
    loadFraction: m.loadFraction,
    canMove: m.canMove,
    move: { perRound: m.perRound, perTurn: m.perTurn, unit: m.unit, secondsPerRound: ruleset.time.secondsPerRound },
    milesPerDay: m.milesPerDay,
    armor: null,
    darkvision: false,
    characteristics: [],
    conditions: [],
    reasons: [...m.reasons],
  };
}

export function memberFigures(ruleset: Ruleset, member: MemberData & { profile: CharacterProfile | null }): MemberFigures {
  switch (member.kind) {
    case 'pc':
    case 'hireling':
      return characterFigures(ruleset, member.profile!, member.items);
    case 'animal':
      return haulerFigures(ruleset, ruleset.haulers.beast(String(member.sheet.beast), weightOf(member.items)));
    case 'vehicle':
      return haulerFigures(ruleset, ruleset.haulers.vehicle(String(member.sheet.vehicle), weightOf(member.items)));
  }
}

export function partySummary(
  ruleset: Ruleset,
  members: readonly (MemberData & { figures: MemberFigures; profile: CharacterProfile | null; lasting?: readonly { id: string }[] })[],
  stores: readonly InventoryStack[],
): PartyView['summary'] {
  const everything = [...members.flatMap((m) => m.items), ...stores];
  const count = (test: (s: InventoryStack) => boolean) => everything.filter(test).reduce((n, s) => n + s.quantity, 0);
  const total = (pick: (s: InventoryStack) => number | null) => everything.reduce((n, s) => n + stackProvides(s, pick(s)), 0);

  // The dead eat nothing, as the clock's larder has it.
  const eaters = members.filter((m) => eats(m.kind) && !m.lasting?.some((c) => c.id === 'dead'));
  const needs = eaters.map((m) => ruleset.dailyNeeds(m.profile!));
  const foodPerDay = needs.reduce((n, d) => n + d.food.amount, 0);
  const waterPerDay = needs.reduce((n, d) => n + d.water.amount, 0);
  const food = total((s) => s.item.foodDays);
  const water = total((s) => s.item.waterQuarts);
  const lasts = (stock: number, perDay: number) => (perDay > 0 ? Math.floor(stock / perDay + 1e-9) : null);

  return {
    pace: pace(ruleset, members),
    eaters: eaters.length,
    food: { total: food, perDay: foodPerDay, lastsDays: lasts(food, foodPerDay), unit: needs[0]?.food.unit ?? 'ration' },
    water: { total: water, perDay: waterPerDay, lastsDays: lasts(water, waterPerDay), unit: needs[0]?.water.unit ?? 'quart' },
    light: {
      torches: count((s) => s.item.lightSource === 'torch'),
      lanterns: count((s) => s.item.lightSource === 'lantern'),
      oilFlasks: count((s) => s.item.fuelFor === 'lantern'),
      candles: count((s) => s.item.lightSource === 'candle'),
      darkvision: members.filter((m) => m.figures.darkvision).map((m) => m.name),
    },
  };
}

/** "Lightly loaded" reads "lightly loaded" mid-sentence; "EL 2" stays as it is. */
const lowerFirst = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

function pace(ruleset: Ruleset, members: readonly (MemberData & { figures: MemberFigures })[]): PartyView['summary']['pace'] {
  const unit = ruleset.unit;
  if (members.length === 0) {
    return { perRound: 0, perTurn: 0, unit, milesPerDay: 0, slowestMemberId: null, reason: 'Nobody in the party yet.' };
  }
  const slowest = members.reduce((a, b) => (b.figures.move.perRound < a.figures.move.perRound ? b : a));
  const f = slowest.figures;
  const mark = unit === 'ft' ? "'" : ' yd';
  const round = f.move.secondsPerRound === 1 ? 'second' : 'round';
  const load = lowerFirst(f.encumbrance.label);
  const reason = f.canMove
    ? `${slowest.name} is the slowest (${f.move.perRound}${mark} a ${round}, ${load}); the party keeps that pace.`
    : `${slowest.name} cannot move (${load}), so neither can the party.`;
  return { perRound: f.move.perRound, perTurn: f.move.perTurn, unit, milesPerDay: f.milesPerDay, slowestMemberId: slowest.id, reason };
}
