import { stackProvides, type BfrpgCharacterSheet, type InventoryStack, type MemberFigures, type MemberKind, type PartyView } from '../../src-shared/contract';
import {
  beastMovement,
  BEASTS_OF_BURDEN,
  characterMovement,
  feetPerTurn,
  LAND_VEHICLES,
  landVehicleMovement,
  milesPerDay,
  type LoadLevel,
} from '../rules/bfrpg';
import type { Ruleset } from '../rules/ruleset';

// Derived figures of members and parties, from their sheets and what they carry.
// Each figure comes with a sentence saying why, so the GM can check it against the book.

export interface MemberData {
  id: number;
  kind: MemberKind;
  name: string;
  sheet: Record<string, unknown>;
  items: InventoryStack[];
}

const LOAD_LABEL: Record<LoadLevel, string> = {
  light: 'Lightly loaded',
  heavy: 'Heavily loaded',
  over: 'Over capacity',
};

const lb = (n: number) => `${Math.round(n * 100) / 100} lb`;
const weightOf = (items: readonly InventoryStack[]) => items.reduce((sum, s) => sum + s.totalWeightLb, 0);

function characterFigures(sheet: BfrpgCharacterSheet, items: InventoryStack[]): MemberFigures {
  const worn = items.find((s) => s.worn && s.item.armorKind);
  const armorPounds = worn ? worn.totalWeightLb : 0;
  const gearPounds = weightOf(items) - armorPounds;
  const armor = worn
    ? { kind: worn.item.armorKind!, magical: worn.magical, pounds: armorPounds }
    : { kind: 'none' as const, magical: false, pounds: 0 };
  const m = characterMovement({ strength: sheet.abilities.str, race: sheet.race, armor, gearPounds });
  const armorText = worn ? `${worn.magical ? 'magic ' : ''}${worn.item.name.toLowerCase()}` : 'no armor';
  const reasons = [
    `Carries ${lb(m.carriedPounds)}${worn ? ` (${lb(armorPounds)} of it the ${armorText} worn)` : ''}.`,
    `STR ${sheet.abilities.str} ${sheet.race}: light load up to ${m.capacity.light} lb, heavy up to ${m.capacity.heavy} lb.`,
    m.load === 'over'
      ? 'Over the heavy limit: cannot move until something is put down.'
      : `${LOAD_LABEL[m.load]} ${worn ? `in ${armorText}` : 'without armor'}${worn?.magical ? ' (magic armor moves one row better)' : ''}: ${m.feetPerRound}' a round, ${m.feetPerTurn}' a turn exploring.`,
  ];
  if (m.load !== 'over') reasons.push(milesSentence(m.feetPerRound));
  return {
    carriedPounds: m.carriedPounds,
    capacity: m.capacity,
    load: m.load,
    loadLabel: LOAD_LABEL[m.load],
    loadFraction: m.capacity.heavy > 0 ? m.carriedPounds / m.capacity.heavy : 0,
    canMove: m.load !== 'over',
    feetPerRound: m.feetPerRound,
    feetPerTurn: m.feetPerTurn,
    milesPerDay: milesPerDay(m.feetPerRound),
    armor: worn ? { name: worn.item.name, kind: worn.item.armorKind!, magical: worn.magical } : null,
    darkvision: sheet.darkvision ?? false,
    reasons,
  };
}

function beastFigures(beastId: string, items: InventoryStack[]): MemberFigures {
  const beast = BEASTS_OF_BURDEN.find((b) => b.id === beastId);
  if (!beast) throw new RangeError(`unknown beast of burden '${beastId}'`);
  const carried = weightOf(items);
  const m = beastMovement(beast, carried);
  const reasons = [
    `Carries ${lb(carried)}.`,
    `${beast.label}: light load up to ${beast.lightLoad} lb, heavy up to ${beast.heavyLoad} lb, ${beast.feetPerRound}' a round unladen.`,
    m.load === 'over'
      ? 'Over the heavy limit: cannot move.'
      : m.load === 'heavy'
        ? `Heavily loaded: ${m.feetPerRound}' a round instead of ${beast.feetPerRound}'.`
        : `Lightly loaded: ${m.feetPerRound}' a round.`,
  ];
  return movingFigures(carried, { light: beast.lightLoad, heavy: beast.heavyLoad }, m.load, m.feetPerRound, reasons);
}

function vehicleFigures(vehicleId: string, items: InventoryStack[]): MemberFigures {
  const vehicle = LAND_VEHICLES.find((v) => v.id === vehicleId);
  if (!vehicle) throw new RangeError(`unknown vehicle '${vehicleId}'`);
  const carried = weightOf(items);
  const feet = landVehicleMovement(vehicle, carried);
  const load: LoadLevel = feet > 0 ? 'light' : 'over';
  const reasons = [
    `Carries ${lb(carried)}.`,
    `${vehicle.label}: up to ${vehicle.cargoPounds} lb of cargo at ${vehicle.feetPerRound}' a round.`,
    ...(load === 'over' ? ['Over its cargo limit: cannot move.'] : []),
  ];
  const cargo = { light: vehicle.cargoPounds, heavy: vehicle.cargoPounds };
  return movingFigures(carried, cargo, load, feet, reasons);
}

const milesSentence = (feet: number) => `${feet}' a round is ${milesPerDay(feet)} miles a day on clear ground.`;

function movingFigures(
  carried: number,
  capacity: { light: number; heavy: number },
  load: LoadLevel,
  feetPerRound: number,
  reasons: string[],
): MemberFigures {
  return {
    carriedPounds: carried,
    capacity,
    load,
    loadLabel: LOAD_LABEL[load],
    loadFraction: capacity.heavy > 0 ? carried / capacity.heavy : 0,
    canMove: load !== 'over',
    feetPerRound,
    feetPerTurn: feetPerTurn(feetPerRound),
    milesPerDay: milesPerDay(feetPerRound),
    armor: null,
    darkvision: false,
    reasons: feetPerRound > 0 ? [...reasons, milesSentence(feetPerRound)] : reasons,
  };
}

export function memberFigures(member: MemberData): MemberFigures {
  switch (member.kind) {
    case 'pc':
    case 'hireling':
      return characterFigures(member.sheet as unknown as BfrpgCharacterSheet, member.items);
    case 'animal':
      return beastFigures(String(member.sheet.beast), member.items);
    case 'vehicle':
      return vehicleFigures(String(member.sheet.vehicle), member.items);
  }
}

const eats = (kind: MemberKind) => kind === 'pc' || kind === 'hireling';

export function partySummary(
  ruleset: Ruleset,
  members: readonly (MemberData & { figures: MemberFigures })[],
  stores: readonly InventoryStack[],
): PartyView['summary'] {
  const everything = [...members.flatMap((m) => m.items), ...stores];
  const count = (test: (s: InventoryStack) => boolean) => everything.filter(test).reduce((n, s) => n + s.quantity, 0);
  const total = (pick: (s: InventoryStack) => number | null) => everything.reduce((n, s) => n + stackProvides(s, pick(s)), 0);

  const eaters = members.filter((m) => eats(m.kind));
  const needs = eaters.map((m) => ruleset.dailyNeeds({ attributes: {}, ancestry: String(m.sheet.race ?? '') || undefined }));
  const foodPerDay = needs.reduce((n, d) => n + d.food.amount, 0);
  const waterPerDay = needs.reduce((n, d) => n + d.water.amount, 0);
  const food = total((s) => s.item.foodDays);
  const water = total((s) => s.item.waterQuarts);
  const lasts = (stock: number, perDay: number) => (perDay > 0 ? Math.floor(stock / perDay + 1e-9) : null);

  return {
    pace: pace(members),
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

function pace(members: readonly (MemberData & { figures: MemberFigures })[]): PartyView['summary']['pace'] {
  if (members.length === 0) {
    return { feetPerRound: 0, feetPerTurn: 0, milesPerDay: 0, slowestMemberId: null, reason: 'Nobody in the party yet.' };
  }
  const slowest = members.reduce((a, b) => (b.figures.feetPerRound < a.figures.feetPerRound ? b : a));
  const f = slowest.figures;
  const reason = f.canMove
    ? `${slowest.name} is the slowest (${f.feetPerRound}' a round, ${f.loadLabel.toLowerCase()}); the party keeps that pace.`
    : `${slowest.name} cannot move (${f.loadLabel.toLowerCase()}), so neither can the party.`;
  return { feetPerRound: f.feetPerRound, feetPerTurn: f.feetPerTurn, milesPerDay: f.milesPerDay, slowestMemberId: slowest.id, reason };
}
