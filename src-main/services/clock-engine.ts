import { SECONDS_PER_DAY, SECONDS_PER_TURN } from '../../src-shared/time';
import type { ClockRepository } from '../db/repositories/clock';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import type { InventoryRepository, SupplyRow } from '../db/repositories/inventory';
import type { LightRepository, LitLight } from '../db/repositories/lights';
import type { MemberRepository, MemberRow } from '../db/repositories/members';
import type { PartyRepository } from '../db/repositories/parties';
import { wanderingMonsterCheck } from '../rules/world';
import type { CharacterProfile, Pools, Ruleset } from '../rules/ruleset';
import type { ActionContext } from './journal';
import type { RulesetOf } from './rulesets';

// Advancing time costs what happens, not how long passes: light burn-outs, day
// ends and wandering checks are computed as moments and visited in order; the
// turns between them are never stepped through. State is read once, changed in
// memory, and only the rows that changed are written back.

export interface AdvanceOptions {
  /** The party whose dungeon level sets the wandering-monster schedule. */
  partyId: number;
  seconds: number;
  /** Stop at the first event that needs the GM (the clock then stands at that moment). */
  stopOnEvent: boolean;
  bedRest: boolean;
  /** Whether the party rests meanwhile, so fatigue comes back (a march or a search is not rest). */
  restful: boolean;
}

export interface AdvanceOutcome {
  stoppedBy: string | null;
  now: number;
}

type Light = LitLight & { outAt: number };

type Eater = MemberRow & {
  dirty: boolean;
  healed: number;
  profile: CharacterProfile;
  needs: { food: number; water: number };
  own: Supply[];
  stores: Supply[];
  /** Day ends their own pack covers in full: those need no step-by-step visit. */
  coveredDays: number;
};

type Supply = SupplyRow & { dirty: boolean };

interface Schedule {
  interval: number;
  chanceInSix: number;
  entries: string[];
}

const EPSILON = 1e-9;

/** Takes `amount` from the stacks in order; answers how much was there to take. */
function consume(stacks: Supply[], perUnit: (s: Supply) => number | null, amount: number): number {
  let needed = amount;
  for (const s of stacks) {
    const unit = perUnit(s);
    if (!unit || s.quantity <= 0 || needed <= EPSILON) continue;
    const available = s.quantity * unit - s.usedOfOne;
    const take = Math.min(available, needed);
    const used = s.usedOfOne + take;
    const whole = Math.floor(used / unit + EPSILON);
    s.quantity -= whole;
    s.usedOfOne = Math.max(0, used - whole * unit);
    if (s.usedOfOne < EPSILON) s.usedOfOne = 0;
    s.dirty = true;
    needed -= take;
  }
  return amount - Math.max(0, needed);
}

const poolsOf = (e: MemberRow): Pools => ({
  hp: { current: e.hpCurrent, max: e.hpMax },
  fp: e.fpCurrent === null || e.fpMax === null ? null : { current: e.fpCurrent, max: e.fpMax },
});

interface ClockEngineStore {
  clock: ClockRepository;
  parties: PartyRepository;
  members: MemberRepository;
  inventory: InventoryRepository;
  lights: LightRepository;
  tables: EncounterTableRepository;
}

export function clockEngine(store: ClockEngineStore, rulesetOf: RulesetOf) {
  const { tables } = store;

  /** The dungeon level's schedule, or none when the party is not underground. */
  function schedule(campaignId: number, partyId: number): Schedule | null {
    const party = store.parties.get(partyId);
    if (!party || party.locationKind !== 'dungeon') return null;
    const table = tables.get(campaignId, party.locationName);
    // supplement A10's default when the level has no table: 1 in 6 every 3 turns.
    return {
      interval: (table?.checkEveryTurns ?? 3) * SECONDS_PER_TURN,
      chanceInSix: table?.chanceInSix ?? 1,
      entries: table?.entries ?? [],
    };
  }

  function advance(ctx: ActionContext, options: AdvanceOptions): AdvanceOutcome {
    const ruleset = rulesetOf(ctx.campaignId);
    const start = store.clock.now(ctx.campaignId);
    const target = start + options.seconds;
    const firstDayEnd = (Math.floor(start / SECONDS_PER_DAY) + 1) * SECONDS_PER_DAY;
    const lights: Light[] = store.lights
      .lit(ctx.campaignId)
      .map((l) => ({ ...l, outAt: l.litAt + l.burnSeconds - l.burnedSeconds }))
      .sort((a, b) => a.outAt - b.outAt || a.id - b.id);
    let nextLight = 0;
    const wandering = schedule(ctx.campaignId, options.partyId);
    const partyLit = new Map<number, number>();
    for (const l of lights) if (l.partyId !== null) partyLit.set(l.partyId, (partyLit.get(l.partyId) ?? 0) + 1);

    let eaters: Eater[] | null = null;
    let supplies: Supply[] | null = null;
    /** Loaded at the first day end: who eats, and from which stacks, in the order they are eaten from. */
    const loadLarder = () => {
      supplies = store.inventory.supplies(ctx.campaignId).map((s) => ({ ...s, dirty: false }));
      const own = groupBy(supplies.filter((s) => s.memberId !== null), (s) => s.memberId!);
      const partyOf = new Map(store.members.carriers(ctx.campaignId).map((c) => [c.id, c.partyId]));
      // The party's stores are its common stock and whatever its pack animals and vehicles carry.
      const stores = groupBy(
        supplies.filter((s) => s.partyId !== null || partyOf.has(s.memberId!)),
        (s) => s.partyId ?? partyOf.get(s.memberId!)!,
      );
      eaters = store.members.characters(ctx.campaignId).map((row) => {
        const profile: CharacterProfile = ruleset.profile(JSON.parse(row.sheet) as Record<string, unknown>, poolsOf(row));
        const needs = ruleset.dailyNeeds(profile);
        const mine = own.get(row.id) ?? [];
        const days = (perUnit: (s: Supply) => number | null, need: number) =>
          need > 0 ? Math.floor(mine.reduce((n, s) => n + s.quantity * (perUnit(s) ?? 0) - (perUnit(s) ? s.usedOfOne : 0), 0) / need + EPSILON) : Infinity;
        return {
          ...row,
          dirty: false,
          healed: 0,
          profile,
          needs: { food: needs.food.amount, water: needs.water.amount },
          own: mine,
          stores: stores.get(row.partyId) ?? [],
          coveredDays: Math.min(days((s) => s.foodDays, needs.food.amount), days((s) => s.waterQuarts, needs.water.amount)),
        };
      });
      waiting = [...eaters].sort((a, b) => a.coveredDays - b.coveredDays);
    };
    /** Eaters whose own pack has run out, visited day by day from then on. */
    const active: Eater[] = [];
    let waiting: Eater[] = [];
    let dayEnds = 0;
    const dayTotals = { days: 0, food: 0, water: 0 };

    let now = start;
    let stoppedBy: string | null = null;
    const stop = (why: string) => {
      ctx.note(why);
      if (options.stopOnEvent && stoppedBy === null) stoppedBy = why;
    };

    while (stoppedBy === null) {
      const lightAt = nextLight < lights.length ? lights[nextLight].outAt : Infinity;
      const dayAt = (Math.floor(now / SECONDS_PER_DAY) + 1) * SECONDS_PER_DAY;
      const checkAt = wandering ? (Math.floor(now / wandering.interval) + 1) * wandering.interval : Infinity;
      const at = Math.max(now, Math.min(lightAt, dayAt, checkAt));
      if (at > target) break;
      now = at;

      while (nextLight < lights.length && lights[nextLight].outAt <= now) {
        const l = lights[nextLight++];
        store.lights.spend(l.id);
        ctx.about(...(l.memberId ? [l.memberId] : []));
        stop(`${l.memberName}'s ${l.kind} went out.`);
        if (l.partyId !== null) {
          const left = partyLit.get(l.partyId)! - 1;
          partyLit.set(l.partyId, left);
          if (left === 0 && l.partyId === options.partyId) stop('The party is in darkness.');
        }
      }
      if (now === dayAt) {
        if (!eaters) loadLarder();
        dayEnds += 1;
        while (waiting.length && waiting[0].coveredDays < dayEnds) {
          const e = waiting.shift()!;
          wellFedDays(ruleset, ctx, e, e.coveredDays, firstDayEnd, options.bedRest, dayTotals);
          active.push(e);
        }
        dayTotals.days += 1;
        for (const e of active) endOfDay(ruleset, ctx, e, now, options.bedRest, dayTotals, stop);
      }
      if (wandering && now === checkAt) {
        const check = wanderingMonsterCheck(ctx.rng, wandering);
        ctx.keep('Wandering monster check', check.roll, { secret: true });
        if (check.monsters) {
          if (check.monsters.roll) ctx.keep('Wandering monster', check.monsters.roll, { secret: true });
          stop(`Wandering monsters: ${check.monsters.what}.`);
        }
      }
    }
    if (stoppedBy === null) now = target;

    for (const e of waiting) wellFedDays(ruleset, ctx, e, dayEnds, firstDayEnd, options.bedRest, dayTotals);
    if (options.restful && now > start && store.members.anyTired(ctx.campaignId)) {
      if (!eaters) loadLarder();
      for (const e of eaters as unknown as Eater[]) recoverFatigue(ruleset, ctx, e, start, now);
    }
    if (dayTotals.days > 0) {
      ctx.note(
        `${dayTotals.days} day${dayTotals.days === 1 ? '' : 's'} ended: ${round(dayTotals.food)} rations eaten and ${round(dayTotals.water)} quarts of water drunk.`,
      );
    }
    for (const e of (eaters as Eater[] | null) ?? []) {
      if (e.healed > 0) ctx.note(`${e.name} healed ${e.healed} HP.`);
      if (e.dirty) store.members.saveDayEnd(e);
    }
    for (const s of (supplies as Supply[] | null) ?? []) {
      if (s.dirty) store.inventory.saveSupply(s);
    }
    store.clock.setNow(ctx.campaignId, now);
    return { stoppedBy, now };
  }

  /**
   * Days an eater's own pack covers: eaten and drunk in one sum, with the
   * healing of a fed day; no one goes short, so nothing else can happen.
   */
  /** The first `days` day ends after `firstDayEnd`, eaten from the eater's own pack. */
  function wellFedDays(
    ruleset: Ruleset,
    ctx: ActionContext,
    e: Eater,
    days: number,
    firstDayEnd: number,
    bedRest: boolean,
    totals: { food: number; water: number },
  ): void {
    if (days <= 0) return;
    totals.food += consume(e.own, (s) => s.foodDays, days * e.needs.food);
    totals.water += consume(e.own, (s) => s.waterQuarts, days * e.needs.water);
    const before = { food: e.daysWithoutFood, water: e.daysWithoutWater, blocked: e.healingBlocked, condition: e.condition };
    // A fed day after going short lets the ruleset settle what it kept (fatigue only food restores).
    if (e.condition !== '{}') deprive(ruleset, ctx, e, { food: 0, water: 0 });
    e.daysWithoutFood = 0;
    e.daysWithoutWater = 0;
    e.healingBlocked = false;
    for (let day = 0; day < days && e.hpCurrent > 0 && e.hpCurrent < e.hpMax; day++) heal(ruleset, ctx, e, bedRest, firstDayEnd + day * SECONDS_PER_DAY);
    e.dirty ||= e.healed > 0 || before.food !== 0 || before.water !== 0 || before.blocked || before.condition !== e.condition;
  }

  function heal(ruleset: Ruleset, ctx: ActionContext, e: Eater, bedRest: boolean, at: number): void {
    const healing = ruleset.naturalHealing(
      e.profile,
      { fullBedRest: bedRest, healingBlocked: false, pools: poolsOf(e), at, condition: JSON.parse(e.condition) as Record<string, unknown> },
      ctx.rng,
    );
    if (healing.condition) e.condition = JSON.stringify(healing.condition);
    healing.rolls.forEach((r) => ctx.keep(`Healing: ${e.name}`, r));
    const gained = Math.min(healing.hp, e.hpMax - e.hpCurrent);
    e.hpCurrent += gained;
    e.healed += gained;
  }

  /** One day's end for someone whose own pack no longer covers it: the stores, then going short. */
  function endOfDay(
    ruleset: Ruleset,
    ctx: ActionContext,
    e: Eater,
    at: number,
    bedRest: boolean,
    totals: { food: number; water: number },
    stop: (why: string) => void,
  ): void {
    const { own, stores, needs } = e;
    const food = consume(own, (s) => s.foodDays, needs.food);
    const foodAll = food + consume(stores, (s) => s.foodDays, needs.food - food);
    const water = consume(own, (s) => s.waterQuarts, needs.water);
    const waterAll = water + consume(stores, (s) => s.waterQuarts, needs.water - water);
    totals.food += foodAll;
    totals.water += waterAll;

    const fed = foodAll >= needs.food - EPSILON;
    const watered = waterAll >= needs.water - EPSILON;
    const before = { food: e.daysWithoutFood, water: e.daysWithoutWater, hp: e.hpCurrent, fp: e.fpCurrent, blocked: e.healingBlocked, condition: e.condition };
    e.daysWithoutFood = fed ? 0 : e.daysWithoutFood + 1;
    e.daysWithoutWater = watered ? 0 : e.daysWithoutWater + 1;
    const short = (got: number, need: number) => (need > 0 ? Math.min(1, Math.max(0, 1 - got / need)) : 0);
    const result = deprive(ruleset, ctx, e, { food: short(foodAll, needs.food), water: short(waterAll, needs.water) });
    if (!fed) ctx.note(`${e.name} went without food (${e.daysWithoutFood} day${e.daysWithoutFood === 1 ? '' : 's'}).`);
    if (!watered) ctx.note(`${e.name} went without water (${e.daysWithoutWater} day${e.daysWithoutWater === 1 ? '' : 's'}).`);
    const lost = before.hp - e.hpCurrent;
    const tired = (before.fp ?? 0) - (e.fpCurrent ?? 0);
    const cause = !fed && !watered ? 'hunger and thirst' : !watered ? 'thirst' : 'hunger';
    if (tired > 0) ctx.note(`${e.name} lost ${tired} ${ruleset.fatiguePool ?? 'FP'} to ${cause}.`);
    if (lost > 0) ctx.note(`${e.name} lost ${lost} HP to ${cause}.`);
    e.healingBlocked = result.naturalHealingBlocked || (e.healingBlocked && !(fed && watered));
    if (!e.healingBlocked && e.hpCurrent > 0 && e.hpCurrent < e.hpMax && lost === 0) heal(ruleset, ctx, e, bedRest, at);
    if (before.hp > 0 && e.hpCurrent <= 0) stop(`${e.name} has dropped to ${e.hpCurrent} HP.`);
    if (!fed || !watered) ctx.about(e.id);
    e.dirty ||=
      before.food !== e.daysWithoutFood ||
      before.water !== e.daysWithoutWater ||
      before.hp !== e.hpCurrent ||
      before.fp !== e.fpCurrent ||
      before.blocked !== e.healingBlocked ||
      before.condition !== e.condition;
  }

  /** One day's deprivation by the campaign's rules, applied to the eater's pools; its dice and notes go to the journal. */
  function deprive(ruleset: Ruleset, ctx: ActionContext, e: Eater, shortfall: { food: number; water: number }) {
    const result = ruleset.deprivation(
      e.profile,
      {
        daysWithoutFood: shortfall.food > 0 ? e.daysWithoutFood : 0,
        daysWithoutWater: shortfall.water > 0 ? e.daysWithoutWater : 0,
        foodShortfall: shortfall.food,
        waterShortfall: shortfall.water,
        pools: poolsOf(e),
        condition: JSON.parse(e.condition) as Record<string, unknown>,
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
  }

  /** Fatigue regained while resting from `from` to `to`, by the campaign's rules. */
  function recoverFatigue(ruleset: Ruleset, ctx: ActionContext, e: Eater, from: number, to: number): void {
    if (e.fpCurrent === null || e.fpMax === null || e.fpCurrent >= e.fpMax) return;
    const gained = Math.min(
      e.fpMax - e.fpCurrent,
      ruleset.fatigueRecovery(e.profile, { from, to, pools: poolsOf(e), condition: JSON.parse(e.condition) as Record<string, unknown> }),
    );
    if (gained <= 0) return;
    e.fpCurrent += gained;
    e.dirty = true;
    ctx.note(`${e.name} regained ${gained} ${ruleset.fatiguePool ?? 'FP'} resting.`);
  }

  return { advance, schedule };
}

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

export type ClockEngine = ReturnType<typeof clockEngine>;
