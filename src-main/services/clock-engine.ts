import type Database from 'better-sqlite3';
import { SECONDS_PER_DAY, SECONDS_PER_TURN } from '../../src-shared/time';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import { rollChance } from '../rules/world';
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

interface Light {
  id: number;
  member_id: number | null;
  kind: string;
  lit_at: number;
  burn_seconds: number;
  burned_seconds: number;
  outAt: number;
  memberName: string;
  partyId: number | null;
}

interface Eater {
  id: number;
  name: string;
  party_id: number;
  hp_current: number;
  hp_max: number;
  fp_current: number | null;
  fp_max: number | null;
  days_without_food: number;
  days_without_water: number;
  healing_blocked: number;
  sheet: string;
  condition: string;
  dirty: boolean;
  healed: number;
  profile: CharacterProfile;
  needs: { food: number; water: number };
  own: Supply[];
  stores: Supply[];
  /** Day ends their own pack covers in full: those need no step-by-step visit. */
  coveredDays: number;
}

interface Supply {
  id: number;
  member_id: number | null;
  party_id: number | null;
  quantity: number;
  used_of_one: number;
  food_days: number | null;
  water_quarts: number | null;
  dirty: boolean;
}

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
    const available = s.quantity * unit - s.used_of_one;
    const take = Math.min(available, needed);
    const used = s.used_of_one + take;
    const whole = Math.floor(used / unit + EPSILON);
    s.quantity -= whole;
    s.used_of_one = Math.max(0, used - whole * unit);
    if (s.used_of_one < EPSILON) s.used_of_one = 0;
    s.dirty = true;
    needed -= take;
  }
  return amount - Math.max(0, needed);
}

const poolsOf = (e: Eater): Pools => ({
  hp: { current: e.hp_current, max: e.hp_max },
  fp: e.fp_current === null || e.fp_max === null ? null : { current: e.fp_current, max: e.fp_max },
});

export function clockEngine(sqlite: Database.Database, rulesetOf: RulesetOf, tables: EncounterTableRepository) {
  const q = {
    time: sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck(),
    setTime: sqlite.prepare('UPDATE campaigns SET game_time_seconds = ? WHERE id = ?'),
    litLights: sqlite.prepare(
      `SELECT l.id, l.member_id, l.kind, l.lit_at, l.burn_seconds, l.burned_seconds, coalesce(m.name, 'someone') AS memberName, m.party_id AS partyId
       FROM light_sources l LEFT JOIN members m ON m.id = l.member_id WHERE l.campaign_id = ? AND l.state = 'lit'`,
    ),
    spendLight: sqlite.prepare("UPDATE light_sources SET state = 'spent', lit_at = NULL, burned_seconds = burn_seconds WHERE id = ?"),
    carriers: sqlite.prepare("SELECT id, party_id FROM members WHERE campaign_id = ? AND kind IN ('animal', 'vehicle')"),
    eaters: sqlite.prepare(
      `SELECT id, name, party_id, hp_current, hp_max, fp_current, fp_max, days_without_food, days_without_water, healing_blocked, sheet, condition
       FROM members WHERE campaign_id = ? AND kind IN ('pc', 'hireling') ORDER BY party_id, position`,
    ),
    supplies: sqlite.prepare(
      `SELECT i.id, i.member_id, i.party_id, i.quantity, i.used_of_one, c.food_days, c.water_quarts
       FROM inventory i JOIN catalogue_items c ON c.id = i.item_id
       WHERE i.campaign_id = ? AND (c.food_days IS NOT NULL OR c.water_quarts IS NOT NULL) ORDER BY i.id`,
    ),
    saveEater: sqlite.prepare(
      'UPDATE members SET hp_current = ?, fp_current = ?, days_without_food = ?, days_without_water = ?, healing_blocked = ?, condition = ? WHERE id = ?',
    ),
    tired: sqlite.prepare("SELECT 1 FROM members WHERE campaign_id = ? AND kind IN ('pc', 'hireling') AND fp_current < fp_max LIMIT 1").pluck(),
    saveSupply: sqlite.prepare('UPDATE inventory SET quantity = ?, used_of_one = ? WHERE id = ?'),
    dropSupply: sqlite.prepare('DELETE FROM inventory WHERE id = ?'),
    party: sqlite.prepare('SELECT location_kind, location_name, campaign_id FROM parties WHERE id = ?'),
  };

  /** The dungeon level's schedule, or none when the party is not underground. */
  function schedule(campaignId: number, partyId: number): Schedule | null {
    const party = q.party.get(partyId) as { location_kind: string; location_name: string } | undefined;
    if (!party || party.location_kind !== 'dungeon') return null;
    const table = tables.get(campaignId, party.location_name);
    // supplement A10's default when the level has no table: 1 in 6 every 3 turns.
    return {
      interval: (table?.checkEveryTurns ?? 3) * SECONDS_PER_TURN,
      chanceInSix: table?.chanceInSix ?? 1,
      entries: table?.entries ?? [],
    };
  }

  function advance(ctx: ActionContext, options: AdvanceOptions): AdvanceOutcome {
    const ruleset = rulesetOf(ctx.campaignId);
    const start = q.time.get(ctx.campaignId) as number;
    const target = start + options.seconds;
    const firstDayEnd = (Math.floor(start / SECONDS_PER_DAY) + 1) * SECONDS_PER_DAY;
    const lights = (q.litLights.all(ctx.campaignId) as Light[])
      .map((l) => ({ ...l, outAt: l.lit_at + l.burn_seconds - l.burned_seconds }))
      .sort((a, b) => a.outAt - b.outAt || a.id - b.id);
    let nextLight = 0;
    const wandering = schedule(ctx.campaignId, options.partyId);
    const partyLit = new Map<number, number>();
    for (const l of lights) if (l.partyId !== null) partyLit.set(l.partyId, (partyLit.get(l.partyId) ?? 0) + 1);

    let eaters: Eater[] | null = null;
    let supplies: Supply[] | null = null;
    /** Loaded at the first day end: who eats, and from which stacks, in the order they are eaten from. */
    const loadLarder = () => {
      supplies = (q.supplies.all(ctx.campaignId) as Supply[]).map((s) => ({ ...s, dirty: false }));
      const own = groupBy(supplies.filter((s) => s.member_id !== null), (s) => s.member_id!);
      const partyOf = new Map((q.carriers.all(ctx.campaignId) as { id: number; party_id: number }[]).map((c) => [c.id, c.party_id]));
      // The party's stores are its common stock and whatever its pack animals and vehicles carry.
      const stores = groupBy(
        supplies.filter((s) => s.party_id !== null || partyOf.has(s.member_id!)),
        (s) => s.party_id ?? partyOf.get(s.member_id!)!,
      );
      eaters = (q.eaters.all(ctx.campaignId) as Eater[]).map((row) => {
        const profile: CharacterProfile = ruleset.profile(JSON.parse(row.sheet) as Record<string, unknown>, poolsOf(row));
        const needs = ruleset.dailyNeeds(profile);
        const mine = own.get(row.id) ?? [];
        const days = (perUnit: (s: Supply) => number | null, need: number) =>
          need > 0 ? Math.floor(mine.reduce((n, s) => n + s.quantity * (perUnit(s) ?? 0) - (perUnit(s) ? s.used_of_one : 0), 0) / need + EPSILON) : Infinity;
        return {
          ...row,
          dirty: false,
          healed: 0,
          profile,
          needs: { food: needs.food.amount, water: needs.water.amount },
          own: mine,
          stores: stores.get(row.party_id) ?? [],
          coveredDays: Math.min(days((s) => s.food_days, needs.food.amount), days((s) => s.water_quarts, needs.water.amount)),
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
        q.spendLight.run(l.id);
        ctx.about(...(l.member_id ? [l.member_id] : []));
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
        const check = rollChance({ die: 6, range: wandering.chanceInSix }, ctx.rng);
        ctx.keep('Wandering monster check', check.roll, { secret: true });
        if (check.success) {
          const what = wandering.entries.length
            ? wandering.entries[ctx.roll('Wandering monster', `1d${wandering.entries.length}`, { secret: true }).total - 1]
            : 'something';
          stop(`Wandering monsters: ${what}.`);
        }
      }
    }
    if (stoppedBy === null) now = target;

    for (const e of waiting) wellFedDays(ruleset, ctx, e, dayEnds, firstDayEnd, options.bedRest, dayTotals);
    if (options.restful && now > start && q.tired.get(ctx.campaignId)) {
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
      if (e.dirty) q.saveEater.run(e.hp_current, e.fp_current, e.days_without_food, e.days_without_water, e.healing_blocked, e.condition, e.id);
    }
    for (const s of (supplies as Supply[] | null) ?? []) {
      if (!s.dirty) continue;
      if (s.quantity <= 0) q.dropSupply.run(s.id);
      else q.saveSupply.run(s.quantity, s.used_of_one, s.id);
    }
    q.setTime.run(now, ctx.campaignId);
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
    totals.food += consume(e.own, (s) => s.food_days, days * e.needs.food);
    totals.water += consume(e.own, (s) => s.water_quarts, days * e.needs.water);
    const before = { food: e.days_without_food, water: e.days_without_water, blocked: e.healing_blocked, condition: e.condition };
    // A fed day after going short lets the ruleset settle what it kept (fatigue only food restores).
    if (e.condition !== '{}') deprive(ruleset, ctx, e, { food: 0, water: 0 });
    e.days_without_food = 0;
    e.days_without_water = 0;
    e.healing_blocked = 0;
    for (let day = 0; day < days && e.hp_current > 0 && e.hp_current < e.hp_max; day++) heal(ruleset, ctx, e, bedRest, firstDayEnd + day * SECONDS_PER_DAY);
    e.dirty ||= e.healed > 0 || before.food !== 0 || before.water !== 0 || before.blocked !== 0 || before.condition !== e.condition;
  }

  function heal(ruleset: Ruleset, ctx: ActionContext, e: Eater, bedRest: boolean, at: number): void {
    const healing = ruleset.naturalHealing(
      e.profile,
      { fullBedRest: bedRest, healingBlocked: false, pools: poolsOf(e), at, condition: JSON.parse(e.condition) as Record<string, unknown> },
      ctx.rng,
    );
    if (healing.condition) e.condition = JSON.stringify(healing.condition);
    healing.rolls.forEach((r) => ctx.keep(`Healing: ${e.name}`, r));
    const gained = Math.min(healing.hp, e.hp_max - e.hp_current);
    e.hp_current += gained;
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
    const food = consume(own, (s) => s.food_days, needs.food);
    const foodAll = food + consume(stores, (s) => s.food_days, needs.food - food);
    const water = consume(own, (s) => s.water_quarts, needs.water);
    const waterAll = water + consume(stores, (s) => s.water_quarts, needs.water - water);
    totals.food += foodAll;
    totals.water += waterAll;

    const fed = foodAll >= needs.food - EPSILON;
    const watered = waterAll >= needs.water - EPSILON;
    const before = { food: e.days_without_food, water: e.days_without_water, hp: e.hp_current, fp: e.fp_current, blocked: e.healing_blocked, condition: e.condition };
    e.days_without_food = fed ? 0 : e.days_without_food + 1;
    e.days_without_water = watered ? 0 : e.days_without_water + 1;
    const short = (got: number, need: number) => (need > 0 ? Math.min(1, Math.max(0, 1 - got / need)) : 0);
    const result = deprive(ruleset, ctx, e, { food: short(foodAll, needs.food), water: short(waterAll, needs.water) });
    if (!fed) ctx.note(`${e.name} went without food (${e.days_without_food} day${e.days_without_food === 1 ? '' : 's'}).`);
    if (!watered) ctx.note(`${e.name} went without water (${e.days_without_water} day${e.days_without_water === 1 ? '' : 's'}).`);
    const lost = before.hp - e.hp_current;
    const tired = (before.fp ?? 0) - (e.fp_current ?? 0);
    const cause = !fed && !watered ? 'hunger and thirst' : !watered ? 'thirst' : 'hunger';
    if (tired > 0) ctx.note(`${e.name} lost ${tired} ${ruleset.fatiguePool ?? 'FP'} to ${cause}.`);
    if (lost > 0) ctx.note(`${e.name} lost ${lost} HP to ${cause}.`);
    e.healing_blocked = result.naturalHealingBlocked || (e.healing_blocked && !(fed && watered)) ? 1 : 0;
    if (e.healing_blocked === 0 && e.hp_current > 0 && e.hp_current < e.hp_max && lost === 0) heal(ruleset, ctx, e, bedRest, at);
    if (before.hp > 0 && e.hp_current <= 0) stop(`${e.name} has dropped to ${e.hp_current} HP.`);
    if (!fed || !watered) ctx.about(e.id);
    e.dirty ||=
      before.food !== e.days_without_food ||
      before.water !== e.days_without_water ||
      before.hp !== e.hp_current ||
      before.fp !== e.fp_current ||
      before.blocked !== e.healing_blocked ||
      before.condition !== e.condition;
  }

  /** One day's deprivation by the campaign's rules, applied to the eater's pools; its dice and notes go to the journal. */
  function deprive(ruleset: Ruleset, ctx: ActionContext, e: Eater, shortfall: { food: number; water: number }) {
    const result = ruleset.deprivation(
      e.profile,
      {
        daysWithoutFood: shortfall.food > 0 ? e.days_without_food : 0,
        daysWithoutWater: shortfall.water > 0 ? e.days_without_water : 0,
        foodShortfall: shortfall.food,
        waterShortfall: shortfall.water,
        pools: poolsOf(e),
        condition: JSON.parse(e.condition) as Record<string, unknown>,
      },
      ctx.rng,
    );
    for (const loss of result.losses) {
      if (loss.roll) ctx.keep(`${loss.cause === 'thirst' ? 'Thirst' : 'Hunger'}: ${e.name}`, loss.roll);
      if (loss.pool === 'HP') e.hp_current -= loss.amount;
      else if (e.fp_current !== null) e.fp_current -= loss.amount;
    }
    result.notes.forEach((n) => ctx.note(`${e.name}: ${n}`));
    e.condition = JSON.stringify(result.condition);
    return result;
  }

  /** Fatigue regained while resting from `from` to `to`, by the campaign's rules. */
  function recoverFatigue(ruleset: Ruleset, ctx: ActionContext, e: Eater, from: number, to: number): void {
    if (e.fp_current === null || e.fp_max === null || e.fp_current >= e.fp_max) return;
    const gained = Math.min(
      e.fp_max - e.fp_current,
      ruleset.fatigueRecovery(e.profile, { from, to, pools: poolsOf(e), condition: JSON.parse(e.condition) as Record<string, unknown> }),
    );
    if (gained <= 0) return;
    e.fp_current += gained;
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
