import { lb } from '../../src-shared/figures';
import { gmHaulerFigures, type InventoryStack, type MemberFigures, type MemberKind, type PartyView } from '../../src-shared/contract';
import { DEFAULT_BODY_POUNDS, lastsDays, lightsCarried, partyNeeds, suppliesHeld, whoWalks, type WalkingBody } from '../rules/world/provisions';
import type { CarriedItem, CharacterProfile, Movement, Ruleset } from '../rules/ruleset';

// Derived figures of members and parties, from their sheets and what they carry.
// Each figure comes with a sentence saying why, so the GM can check it against the book.

export interface MemberData {
  id: number;
  kind: MemberKind;
  name: string;
  /** Read for a beast or vehicle, whose figures come from its sheet; a character's come from its profile. */
  sheet: Record<string, unknown> | null;
  items: InventoryStack[];
  /** What the member's coins weigh: part of the load like any gear (supplement A24 for Basic Fantasy). */
  coinPounds: number;
}

const weightOf = (items: readonly InventoryStack[]) => items.reduce((sum, s) => sum + s.totalWeightLb, 0);

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
    ...movementFigures(ruleset, m),
    armor: worn ? { name: worn.item.name, kind: worn.item.armorKind!, magical: worn.magical } : null,
    darkvision: ruleset.senses(profile).darkvision,
    characteristics: [...ruleset.characteristics(profile, armourCarried(worn, shield))],
    conditions: [...ruleset.conditions(profile)],
    reasons: [...m.reasons],
  };
}

/** Only the armour worn and whether a shield is carried reach the rules, so the cache key above covers them. */
const armourCarried = (worn: InventoryStack | undefined, shield: boolean): CarriedItem[] => [
  ...(worn ? [{ key: worn.item.key, name: worn.item.name, category: worn.item.category, worn: true, readied: false, magical: worn.magical, armorKind: worn.item.armorKind, defenseBonus: null }] : []),
  ...(shield ? [{ key: 'shield', name: 'Shield', category: 'shield', worn: false, readied: false, magical: false, armorKind: null, defenseBonus: null }] : []),
];

/** How much is carried and how far it goes, as every kind of member shows it. */
const movementFigures = (ruleset: Ruleset, m: Movement) => ({
    carriedPounds: m.carriedPounds,
    bands: [...m.bands],
    encumbrance: m.encumbrance,
    loadFraction: m.loadFraction,
    canMove: m.canMove,
    move: { perRound: m.perRound, perTurn: m.perTurn, unit: m.unit, secondsPerRound: ruleset.time.secondsPerRound },
    milesPerDay: m.milesPerDay,
});

/** A beast or vehicle by the campaign's own rules for them (`Ruleset.haulers`), which say where their figures come from. */
function haulerFigures(ruleset: Ruleset, m: Movement): MemberFigures {
  return {
    ...movementFigures(ruleset, m),
    armor: null,
    darkvision: false,
    characteristics: [],
    conditions: [],
    reasons: [...m.reasons],
  };
}

/** A member's figures; `extraPounds` is a body they carry (see the walking rule in rules/world/provisions). */
export function memberFigures(ruleset: Ruleset, member: MemberData & { profile: CharacterProfile | null }, extraPounds = 0): MemberFigures {
  const items = [
    ...member.items,
    ...(member.coinPounds > 0 ? [weightCarried('coins', 'Coins', member.coinPounds)] : []),
    ...(extraPounds > 0 ? [weightCarried('carried-body', 'Someone carried', extraPounds)] : []),
  ];
  switch (member.kind) {
    case 'pc':
    case 'hireling':
      return characterFigures(ruleset, member.profile!, items);
    case 'animal':
      return haulerFigures(ruleset, ruleset.haulers.beast(String(member.sheet?.beast), weightOf(items), gmFiguresOf(member.sheet)));
    case 'vehicle':
      return haulerFigures(ruleset, ruleset.haulers.vehicle(String(member.sheet?.vehicle), weightOf(items), gmFiguresOf(member.sheet)));
  }
}

/** The load and pace the GM gave a beast or vehicle, if any (the sheet was checked on the way in). */
function gmFiguresOf(sheet: Record<string, unknown> | null) {
  const parsed = gmHaulerFigures.safeParse(sheet?.figures);
  return parsed.success ? parsed.data : null;
}

/** A weight that is no catalogue item (coins, someone carried), as one more load on the carrier. */
const weightCarried = (key: string, name: string, pounds: number): InventoryStack => ({
  id: 0,
  item: { id: 0, key, name, category: 'gear', weightLb: pounds, costGp: 0, armorKind: null, lightSource: null, fuelFor: null, foodDays: null, waterQuarts: null, ammo: null, defenseBonus: null, builtin: false },
  quantity: 1,
  magical: false,
  worn: false,
  readied: false,
  usedOfOne: 0,
  totalWeightLb: pounds,
});

type SummaryMember = MemberData & { figures: MemberFigures; profile: CharacterProfile | null; lasting: readonly { id: string }[] };

export function partySummary(ruleset: Ruleset, members: readonly SummaryMember[], stores: readonly InventoryStack[]): PartyView['summary'] {
  const everything = [...members.flatMap((m) => m.items), ...stores];
  const needs = partyNeeds(ruleset, members, (m) => m.profile!);
  const held = suppliesHeld(everything);

  return {
    pace: pace(ruleset, members),
    eaters: needs.eaters,
    food: { total: held.food, perDay: needs.food, lastsDays: lastsDays(held.food, needs.food), unit: needs.foodUnit },
    water: { total: held.water, perDay: needs.water, lastsDays: lastsDays(held.water, needs.water), unit: needs.waterUnit },
    light: { ...lightsCarried(everything), darkvision: members.filter((m) => m.figures.darkvision).map((m) => m.name) },
  };
}

/** "Lightly loaded" reads "lightly loaded" mid-sentence; "EL 2" stays as it is. */
const lowerFirst = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

const bodyOf = (m: SummaryMember): WalkingBody => {
  const f = m.figures;
  const limit = f.bands.at(-1)?.upToPounds ?? 0;
  return {
    id: m.id,
    name: m.name,
    kind: m.kind,
    lasting: m.lasting,
    pounds: Math.round((f.carriedPounds + (m.profile ? (m.profile.massLb ?? DEFAULT_BODY_POUNDS) : 0)) * 100) / 100,
    room: limit - f.carriedPounds,
    canMove: f.canMove,
  };
};

/** The party's pace: the slowest of those who walk, a carrier slowed by whom they carry; the dead and the carried left out. */
function pace(ruleset: Ruleset, members: readonly SummaryMember[]): PartyView['summary']['pace'] {
  const unit = ruleset.unit;
  const secondsPerRound = ruleset.time.secondsPerRound;
  const none = { unit, secondsPerRound, walkers: [], carried: [] };
  if (members.length === 0) {
    return { ...none, perRound: 0, perTurn: 0, milesPerDay: 0, slowestMemberId: null, reason: 'Nobody in the party yet.' };
  }
  const walking = whoWalks(members.map(bodyOf));
  const byId = new Map(members.map((m) => [m.id, m]));
  const figuresOf = (m: SummaryMember) => {
    const burden = walking.burdens.get(m.id);
    return burden ? memberFigures(ruleset, m, burden) : m.figures;
  };
  const walkers = walking.walkers.map((id) => ({ member: byId.get(id)!, figures: figuresOf(byId.get(id)!) }));
  const carriedText = walking.carried.map((c) =>
    c.carrierId === null ? `${c.name} is ${c.why} and nobody can carry them.` : `${c.name} is ${c.why} and carried by ${byId.get(c.carrierId)!.name} (+${lb(c.pounds)}).`,
  );
  const deadText = walking.dead.length ? [`${walking.dead.map((id) => byId.get(id)!.name).join(' and ')} ${walking.dead.length === 1 ? 'is' : 'are'} dead and left out of the pace.`] : [];
  const told = [...deadText, ...carriedText];
  const carried = walking.carried.map((c) => ({ memberId: c.memberId, carrierId: c.carrierId, pounds: c.pounds }));
  const stranded = walking.carried.some((c) => c.carrierId === null);
  if (walkers.length === 0 || stranded) {
    const reason = [...told, walkers.length === 0 ? 'Nobody can walk, so the party cannot move.' : 'The party cannot move without leaving someone behind.'].join(' ');
    return { ...none, carried, perRound: 0, perTurn: 0, milesPerDay: 0, slowestMemberId: null, reason };
  }
  const slowest = walkers.reduce((a, b) => (b.figures.move.perRound < a.figures.move.perRound ? b : a));
  const f = slowest.figures;
  const mark = unit === 'ft' ? "'" : ' yd';
  const round = f.move.secondsPerRound === 1 ? 'second' : 'round';
  const load = lowerFirst(f.encumbrance.label);
  const name = slowest.member.name;
  const notes = slowest.member.profile && ruleset.bodyNotes?.(slowest.member.profile, name);
  const own = f.canMove
    ? `${name} is the slowest (${f.move.perRound}${mark} a ${round}, ${load}); the party keeps that pace.`
    : `${name} cannot move (${load}), so neither can the party.`;
  // A body walking at its size, or on human figures at a size far from human, says so where the pace is set.
  const why = notes?.pace ?? notes?.warning;
  return {
    perRound: f.move.perRound,
    perTurn: f.move.perTurn,
    unit,
    secondsPerRound,
    milesPerDay: f.milesPerDay,
    slowestMemberId: slowest.member.id,
    walkers: walkers.map((w) => ({ memberId: w.member.id, milesPerDay: w.figures.milesPerDay })),
    carried,
    reason: [...told, own, ...(why ? [why] : [])].join(' '),
  };
}
