import { SECONDS_PER_DAY } from '../../src-shared/time';
import type { StackRow, SupplyRow } from '../db/repositories/inventory';
import type { DayEndColumns, Eater as EaterRow } from '../db/repositories/members';
import type { CharacterProfile, LastingState, Pools, Ruleset } from '../rules/ruleset';
import { dailyNeedsOf, eats } from '../rules/world/provisions';
import type { ActionContext } from './journal';
import { parseLasting } from './lasting';
import { profileOfStored } from './sheet-profiles';

// The day ends of an advance: who eats from which stacks, who goes short, who heals.
// Someone whose own pack covers the days ahead needs no visit day by day: their days
// are settled in one sum, and only the rest are visited at each day end.

interface Eater extends EaterRow {
  dirty: boolean;
  /** Lasting conditions decide who heals at all (the dead, the dying and a freshly bound wound do not). */
  lastingState: LastingState;
  healed: number;
  profile: CharacterProfile;
  needs: { food: number; water: number };
  own: Supply[];
  stores: Supply[];
  /** Day ends their own pack covers in full: those need no step-by-step visit. */
  coveredDays: number;
  /** 1 when the first day end is the day they joined, which asks nothing of them (members' `fedUntil`). */
  freeDays: number;
}

interface Supply extends SupplyRow {
  dirty: boolean;
}

/** What the larder reads, once, at the first day end (or rest) of an advance. */
export interface LarderRows {
  eaters: EaterRow[];
  supplies: SupplyRow[];
  carriers: { id: number; partyId: number }[];
}

interface Totals {
  days: number;
  food: number;
  water: number;
}

const EPSILON = 1e-9;

const foodOf = (s: Supply) => s.foodDays;
const waterOf = (s: Supply) => s.waterQuarts;

/**
 * Takes `amount` from the stacks in order; answers how much was there to take. Food eaten
 * whole goes from the count; water is drunk from containers that stay, empty or not (provisions).
 */
function consume(stacks: Supply[], perUnit: (s: Supply) => number | null, amount: number): number {
  const containers = perUnit === waterOf;
  let needed = amount;
  for (const s of stacks) {
    const unit = perUnit(s);
    if (!unit || s.quantity <= 0 || needed <= EPSILON) continue;
    const available = s.quantity * unit - s.usedOfOne;
    const take = Math.min(available, needed);
    const used = s.usedOfOne + take;
    const whole = containers ? 0 : Math.floor(used / unit + EPSILON);
    s.quantity -= whole;
    s.usedOfOne = Math.max(0, used - whole * unit);
    if (s.usedOfOne < EPSILON) s.usedOfOne = 0;
    s.dirty = true;
    needed -= take;
  }
  return amount - Math.max(0, needed);
}

const poolsOf = (e: EaterRow): Pools => ({
  hp: { current: e.hpCurrent, max: e.hpMax },
  fp: e.fpCurrent === null || e.fpMax === null ? null : { current: e.fpCurrent, max: e.fpMax },
});


/** Whole days of `need` the stacks hold. */
function daysIn(stacks: Supply[], perUnit: (s: Supply) => number | null, need: number): number {
  if (need <= 0) return Infinity;
  let held = 0;
  for (const s of stacks) {
    const unit = perUnit(s);
    if (unit) held = held + s.quantity * unit - s.usedOfOne;
  }
  return Math.floor(held / need + EPSILON);
}

const parsedCondition = (e: Eater) => JSON.parse(e.condition) as Record<string, unknown>;
const round = (n: number) => Math.round(n * 100) / 100;

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The campaign's eaters and stacks for one advance. `dayEnd` is called at each day
 * end in order, `settle` once when the clock stops; the changed rows are then read
 * off with `changes`.
 */
export function larder(
  ruleset: Ruleset,
  ctx: ActionContext,
  rows: LarderRows,
  options: { firstDayEnd: number; bedRest: boolean; restDay: boolean; stop: (why: string) => void },
) {
  // Rows are copied field by field: V8 builds `{ ...row, more }` slowly, and a year's advance copies every eater and stack.
  const supplies: Supply[] = rows.supplies.map((s) => ({
    id: s.id,
    memberId: s.memberId,
    partyId: s.partyId,
    quantity: s.quantity,
    usedOfOne: s.usedOfOne,
    foodDays: s.foodDays,
    waterQuarts: s.waterQuarts,
    dirty: false,
  }));
  const own = groupBy(
    supplies.filter((s) => s.memberId !== null),
    (s) => s.memberId!,
  );
  const partyOf = new Map(rows.carriers.map((c) => [c.id, c.partyId]));
  // The party's stores are its common stock and whatever its pack animals and vehicles carry.
  const stores = groupBy(
    supplies.filter((s) => s.partyId !== null || partyOf.has(s.memberId!)),
    (s) => s.partyId ?? partyOf.get(s.memberId!)!,
  );
  // Who eats is the provisions' call: the dead neither eat nor heal.
  const living = rows.eaters.map((row) => ({ row, lastingState: parseLasting(row.lasting) })).filter(({ row, lastingState }) => eats({ kind: row.kind, lasting: lastingState.conditions }));
  const eaters: Eater[] = living.map(({ row, lastingState }) => {
    const profile = profileOfStored(ruleset, row.sheet, poolsOf(row));
    const needs = dailyNeedsOf(ruleset, profile);
    const mine = own.get(row.id) ?? [];
    const freeDays = row.fedUntil >= options.firstDayEnd ? 1 : 0;
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      partyId: row.partyId,
      hpCurrent: row.hpCurrent,
      hpMax: row.hpMax,
      fpCurrent: row.fpCurrent,
      fpMax: row.fpMax,
      daysWithoutFood: row.daysWithoutFood,
      daysWithoutWater: row.daysWithoutWater,
      healingBlocked: row.healingBlocked,
      sheet: row.sheet,
      condition: row.condition,
      lasting: row.lasting,
      fedUntil: row.fedUntil,
      lastingState,
      dirty: false,
      healed: 0,
      profile,
      needs: { food: needs.food, water: needs.water },
      own: mine,
      stores: stores.get(row.partyId) ?? [],
      coveredDays: Math.min(daysIn(mine, foodOf, needs.food), daysIn(mine, waterOf, needs.water)) + freeDays,
      freeDays,
    };
  });
  const waiting = [...eaters].sort((a, b) => a.coveredDays - b.coveredDays);
  /** Eaters whose own pack has run out, visited day by day from then on. */
  const active: Eater[] = [];
  const totals: Totals = { days: 0, food: 0, water: 0 };
  let dayEnds = 0;

  const heals = (e: Eater, at: number) => ruleset.lasting.heals(e.lastingState, poolsOf(e), at);

  const heal = (e: Eater, at: number) => {
    const healing = ruleset.naturalHealing(
      e.profile,
      { fullBedRest: options.bedRest, restDay: options.restDay, healingBlocked: false, pools: poolsOf(e), at, condition: parsedCondition(e) },
      ctx.rng,
    );
    if (healing.condition) e.condition = JSON.stringify(healing.condition);
    healing.rolls.forEach((r) => ctx.keep(`Healing: ${e.name}`, r));
    const gained = Math.min(healing.hp, e.hpMax - e.hpCurrent);
    e.hpCurrent += gained;
    e.healed += gained;
  };

  /** One day's deprivation by the campaign's rules, applied to the eater's pools; its dice and notes go to the journal. */
  const deprive = (e: Eater, shortfall: { food: number; water: number }) => {
    const result = ruleset.deprivation(
      e.profile,
      {
        daysWithoutFood: shortfall.food > 0 ? e.daysWithoutFood : 0,
        daysWithoutWater: shortfall.water > 0 ? e.daysWithoutWater : 0,
        foodShortfall: shortfall.food,
        waterShortfall: shortfall.water,
        pools: poolsOf(e),
        condition: parsedCondition(e),
      },
      ctx.rng,
    );
    for (const loss of result.losses) {
      if (loss.roll) ctx.keep(`${loss.cause === 'thirst' ? 'Thirst' : 'Hunger'}: ${e.name}`, loss.roll);
      if (loss.pool === 'HP') e.hpCurrent -= loss.amount;
      else if (e.fpCurrent !== null) e.fpCurrent -= loss.amount;
    }
    result.notes.forEach((n) => ctx.note(`${e.name}: ${n}`));
    e.condition = JSON.stringify(result.condition);
    return result;
  };

  /**
   * The first `days` day ends, eaten and drunk from the eater's own pack in one sum,
   * with the healing of a fed day; no one goes short, so nothing else can happen.
   */
  const wellFedDays = (e: Eater, days: number) => {
    if (days <= 0) return;
    const eaten = Math.max(0, days - e.freeDays);
    if (e.freeDays > 0) ctx.note(`${e.name} joined fed and watered for their first day (Lantern's default: the rules do not say), so it took nothing from the packs.`);
    totals.food += consume(e.own, foodOf, eaten * e.needs.food);
    totals.water += consume(e.own, waterOf, eaten * e.needs.water);
    const before = { food: e.daysWithoutFood, water: e.daysWithoutWater, blocked: e.healingBlocked, condition: e.condition };
    // A fed day after going short lets the ruleset settle what it kept (fatigue only food restores).
    if (e.condition !== '{}') deprive(e, { food: 0, water: 0 });
    e.daysWithoutFood = 0;
    e.daysWithoutWater = 0;
    e.healingBlocked = false;
    for (let day = 0; day < days && e.hpCurrent < e.hpMax; day++) {
      const at = options.firstDayEnd + day * SECONDS_PER_DAY;
      if (heals(e, at)) heal(e, at);
    }
    e.dirty ||= e.healed > 0 || before.food !== 0 || before.water !== 0 || before.blocked || before.condition !== e.condition;
  };

  /** One day's end for someone whose own pack no longer covers it: the stores, then going short. */
  const endOfDay = (e: Eater, at: number) => {
    const { own: pack, stores: common, needs } = e;
    const food = consume(pack, foodOf, needs.food);
    const foodAll = food + consume(common, foodOf, needs.food - food);
    const water = consume(pack, waterOf, needs.water);
    const waterAll = water + consume(common, waterOf, needs.water - water);
    totals.food += foodAll;
    totals.water += waterAll;

    const fed = foodAll >= needs.food - EPSILON;
    const watered = waterAll >= needs.water - EPSILON;
    const before = { food: e.daysWithoutFood, water: e.daysWithoutWater, hp: e.hpCurrent, fp: e.fpCurrent, blocked: e.healingBlocked, condition: e.condition };
    e.daysWithoutFood = fed ? 0 : e.daysWithoutFood + 1;
    e.daysWithoutWater = watered ? 0 : e.daysWithoutWater + 1;
    const short = (got: number, need: number) => (need > 0 ? Math.min(1, Math.max(0, 1 - got / need)) : 0);
    const result = deprive(e, { food: short(foodAll, needs.food), water: short(waterAll, needs.water) });
    if (!fed) ctx.note(`${e.name} went without food (${e.daysWithoutFood} day${e.daysWithoutFood === 1 ? '' : 's'}).`);
    if (!watered) ctx.note(`${e.name} went without water (${e.daysWithoutWater} day${e.daysWithoutWater === 1 ? '' : 's'}).`);
    const lost = before.hp - e.hpCurrent;
    const tired = (before.fp ?? 0) - (e.fpCurrent ?? 0);
    const cause = !fed && !watered ? 'hunger and thirst' : !watered ? 'thirst' : 'hunger';
    if (tired > 0) ctx.note(`${e.name} lost ${tired} ${ruleset.fatiguePool ?? 'FP'} to ${cause}.`);
    if (lost > 0) ctx.note(`${e.name} lost ${lost} HP to ${cause}.`);
    e.healingBlocked = result.naturalHealingBlocked || (e.healingBlocked && !(fed && watered));
    if (!e.healingBlocked && heals(e, at) && e.hpCurrent < e.hpMax && lost === 0) heal(e, at);
    if (before.hp > 0 && e.hpCurrent <= 0) options.stop(`${e.name} has dropped to ${e.hpCurrent} HP.`);
    if (!fed || !watered) ctx.about(e.id);
    e.dirty ||=
      before.food !== e.daysWithoutFood ||
      before.water !== e.daysWithoutWater ||
      before.hp !== e.hpCurrent ||
      before.fp !== e.fpCurrent ||
      before.blocked !== e.healingBlocked ||
      before.condition !== e.condition;
  };

  /** Fatigue regained while resting from `from` to `to`, by the campaign's rules. */
  const recoverFatigue = (e: Eater, from: number, to: number) => {
    if (e.fpCurrent === null || e.fpMax === null || e.fpCurrent >= e.fpMax) return;
    const gained = Math.min(e.fpMax - e.fpCurrent, ruleset.fatigueRecovery(e.profile, { from, to, pools: poolsOf(e), condition: parsedCondition(e) }));
    if (gained <= 0) return;
    e.fpCurrent += gained;
    e.dirty = true;
    ctx.note(`${e.name} regained ${gained} ${ruleset.fatiguePool ?? 'FP'} resting.`);
  };

  let next = 0;
  return {
    /** The next day end: those whose pack just ran out settle their fed days first, then every such eater is visited. */
    dayEnd(at: number): void {
      dayEnds += 1;
      while (next < waiting.length && waiting[next].coveredDays < dayEnds) {
        const e = waiting[next++];
        wellFedDays(e, e.coveredDays);
        active.push(e);
      }
      totals.days += 1;
      for (const e of active) endOfDay(e, at);
    },

    /** The clock stops: everyone still eating from their own pack settles the day ends that went by. */
    settle(): void {
      for (; next < waiting.length; next++) wellFedDays(waiting[next], dayEnds);
    },

    /** Fatigue comes back to everyone over a restful stretch. */
    rest(from: number, to: number): void {
      for (const e of eaters) recoverFatigue(e, from, to);
    },

    /** Notes the days eaten and the healing, and answers the rows to write back. */
    changes(): { eaters: DayEndColumns[]; kept: Pick<StackRow, 'id' | 'quantity' | 'usedOfOne'>[]; emptied: number[] } {
      if (totals.days > 0) {
        ctx.note(
          `${totals.days} day${totals.days === 1 ? '' : 's'} ended: ${round(totals.food)} rations eaten and ${round(totals.water)} quarts of water drunk.`,
        );
      }
      for (const e of eaters) if (e.healed > 0) ctx.note(`${e.name} healed ${e.healed} HP.`);
      const touched = supplies.filter((s) => s.dirty);
      return {
        eaters: eaters.filter((e) => e.dirty),
        kept: touched.filter((s) => s.quantity > 0),
        emptied: touched.filter((s) => s.quantity <= 0).map((s) => s.id),
      };
    },
  };
}

export type Larder = ReturnType<typeof larder>;
