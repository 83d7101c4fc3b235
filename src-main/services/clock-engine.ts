import { SECONDS_PER_DAY, SECONDS_PER_TURN } from '../../src-shared/time';
import type { AdvanceStop } from '../../src-shared/contract';
import { payWages } from './purse/wages';
import type { ClockRepository } from '../db/repositories/clock';
import type { EffectOn, EffectRepository } from '../db/repositories/effects';
import type { DungeonLevelRepository } from '../db/repositories/dungeon-levels';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import type { InventoryRepository } from '../db/repositories/inventory';
import type { LightRepository, LitLight } from '../db/repositories/lights';
import type { MemberRepository } from '../db/repositories/members';
import type { PartyRepository } from '../db/repositories/parties';
import { keyOf, stateOf } from './dungeon/level-view';
import type { SightingDetails } from './encounters/details';
import { atHour, sightingRaiser, type SightingStore, type Whereabouts } from './encounters/raise';
import { moments, oneOff, recurring } from '../rules/clock/event-queue';
import { WANDERING_CHECK_INTERVAL_SECONDS, WANDERING_MONSTER_CHANCE } from '../rules/world';
import { partyIlluminants } from '../rules/world/provisions';
import { larder, type Larder } from './clock-meals';
import { settleLasting } from './lasting';
import type { ActionContext } from './journal';
import { AppError } from './errors';
import type { RulesetOf } from './rulesets';
import type { SkyOf } from './sky';

// The event queue decides which moments happen; this applies them. State is read
// once, changed in memory while the moments are visited, and only the rows that
// changed are written back, each table in one go.

export interface AdvanceOptions {
  /** The party whose dungeon level sets the wandering-monster schedule. */
  partyId: number;
  seconds: number;
  /** Stop at the first event that needs the GM (the clock then stands at that moment). */
  stopOnEvent: boolean;
  bedRest: boolean;
  /** Whether the party rests meanwhile, so fatigue comes back (a march or a search is not rest). */
  restful: boolean;
  /** A day of marching or exploring, not of rest: fatigue may come back overnight, but rest-only healing waits. */
  busy?: boolean;
  /** False where the caller rolls its own wandering checks (a journey's travelled days). */
  wandering?: boolean;
  /** Stop only for a member down (a journey): lights out and countdowns up are shown, and travel goes on. */
  stopOnlyForMembers?: boolean;
  /** The GM lets time run past an encounter card open for the party (see `holdForEncounter`). */
  letTimeRun: boolean;
}

/** Something the advance brought that needs the GM: shown as a card (see `ActionContext.alert`). */
export interface AdvanceAlert {
  text: string;
  at: number;
  hidden: boolean;
}

export interface AdvanceOutcome {
  stoppedBy: string | null;
  stopReason: AdvanceStop | null;
  now: number;
  /** Members down and effects or countdowns ended, in the order they came. */
  alerts: AdvanceAlert[];
}

/** The alerts the players may read too, as a sentence for an action's summary; empty when there are none. */
export const alertsSaid = (out: AdvanceOutcome): string =>
  out.alerts
    .filter((a) => !a.hidden)
    .map((a) => a.text)
    .join(' ');

interface Schedule {
  interval: number;
  chanceInSix: number;
  /** Where the party meets what comes; outdoors the hour picks the day or night table. */
  at(moment: number): Whereabouts;
}

/** What an advance reads once and writes back once, each table through its owner. */
export interface ClockStore extends SightingStore {
  /** Where turned undead come back to: the area their fight cleared is cleared no more. */
  levels: DungeonLevelRepository;
  clock: ClockRepository;
  lights: LightRepository;
  effects: EffectRepository;
  members: MemberRepository;
  inventory: InventoryRepository;
  parties: PartyRepository;
  tables: EncounterTableRepository;
}

export function clockEngine(store: ClockStore, rulesetOf: RulesetOf, skyOf: SkyOf) {
  const { clock, lights: lightRepo, effects: effectRepo, members, inventory, parties, tables } = store;
  const sightings = sightingRaiser(store, skyOf);
  /**
   * The party's wandering schedule: its dungeon level's table, or outdoors the
   * campaign's (supplement A10: about every four hours, three by day and three by
   * night); none when the party is nowhere in particular.
   */
  function schedule(campaignId: number, partyId: number, from: number): Schedule | null {
    const where = sightings.whereabouts(partyId, from);
    if (!where) return null;
    if (where.setting === 'dungeon') {
      const table = tables.get(campaignId, where.levelName);
      // A level without a table of its own keeps the world's default (supplement A10).
      return {
        interval: table ? table.checkEveryTurns * SECONDS_PER_TURN : WANDERING_CHECK_INTERVAL_SECONDS.dungeon,
        chanceInSix: table?.chanceInSix ?? WANDERING_MONSTER_CHANCE.range,
        at: () => where,
      };
    }
    const outdoors = rulesetOf(campaignId).wildernessEncounters;
    if (outdoors.checksPerDay <= 0) return null;
    const sky = skyOf(campaignId);
    return {
      interval: Math.round(SECONDS_PER_DAY / outdoors.checksPerDay),
      chanceInSix: outdoors.chanceInSix,
      // The hex's terrain is read once; only the hour changes between checks.
      at: (moment) => atHour(where, sky.isNight(moment)),
    };
  }

  // Looked at once per action: an encounter the action itself meets on the way stops it
  // (stopOnEvent) or was let pass by the caller, and must not refuse the rest of its time.
  const looked = new WeakSet<ActionContext>();

  /**
   * Foes waiting on an open card hold the party's clock: time spent while they wait is
   * refused, naming them, until the GM resolves the encounter or lets time run.
   */
  function holdForEncounter(ctx: ActionContext, options: AdvanceOptions): void {
    if (looked.has(ctx)) return;
    looked.add(ctx);
    if (options.letTimeRun || options.seconds <= 0) return;
    const { partyId } = options;
    const waiting = store.sightings.firstOpenOf(ctx.campaignId, partyId);
    if (!waiting) return;
    const who = `${waiting.what}${waiting.count !== null ? ` (${waiting.count})` : ''}`;
    throw new AppError(
      'conflict',
      `letTimeRun: the encounter with ${who} at ${waiting.place} is still open; resolve it (fight, talk, evade or dismiss) or let time run`,
      ['letTimeRun'],
    );
  }

  /**
   * Turned undead whose countdown ran out are back (supplement A23): their card is raised,
   * and the area their fight left (cleared by the GM's hand, or "foes withdrew") holds foes again.
   */
  function comeBack(ctx: ActionContext, effectId: number): void {
    for (const row of store.sightings.away(ctx.campaignId)) {
      const details = JSON.parse(row.details) as SightingDetails;
      if (details.returning?.effectId !== effectId) continue;
      store.sightings.update(row.id, 'open', row.details);
      const area = details.returning.areaId === null ? undefined : store.levels.area(details.returning.areaId);
      const status = area && stateOf(area).status;
      if (!area || (status !== 'cleared' && status !== 'withdrawn') || keyOf(area).occupants.length === 0) continue;
      store.levels.updateArea(area.id, { state: JSON.stringify({ ...stateOf(area), status: 'visited' }) });
      ctx.note(`Area ${area.number} holds foes again: ${row.what}.`);
    }
  }

  function advance(ctx: ActionContext, options: AdvanceOptions): AdvanceOutcome {
    holdForEncounter(ctx, options);
    const ruleset = rulesetOf(ctx.campaignId);
    const start = clock.now(ctx.campaignId);
    const target = start + options.seconds;
    const lights = lightRepo.lit(ctx.campaignId);
    const effects = effectRepo.running(ctx.campaignId);
    const wandering = options.wandering === false ? null : schedule(ctx.campaignId, options.partyId, start);
    const where = parties.get(options.partyId)?.locationKind;
    const underground = where === 'dungeon';
    const sky = skyOf(ctx.campaignId);
    // What lights the party the clock runs for: its burning lights and the light effects around it.
    const around = (e: EffectOn) => e.light !== null && (e.aroundPartyId === null || e.aroundPartyId === options.partyId);
    let shining = partyIlluminants(
      lights.filter((l) => l.partyId === options.partyId).map((l) => ({ kind: l.kind, state: 'lit' })),
      effects.filter(around),
    ).length;
    const goesOut = (at: number) => {
      shining -= 1;
      // Outdoors by day the last light going out leaves the party in sunlight, not darkness; a party placed nowhere is in neither.
      if (shining === 0 && (underground || (where === 'hex' && sky.isNight(at)))) stop('darkness', 'The party is in darkness.');
    };

    let stoppedBy: string | null = null;
    let stopReason: AdvanceStop | null = null;
    // The moment being visited, for the cards of what happens there.
    let at = start;
    const alerts: AdvanceAlert[] = [];
    const stop = (reason: AdvanceStop, why: string, card?: { hidden: boolean }) => {
      if (card) {
        ctx.alert(why, { at, hidden: card.hidden });
        alerts.push({ text: why, at, hidden: card.hidden });
      } else ctx.note(why);
      if (options.stopOnEvent && stoppedBy === null && (reason === 'member-down' || !options.stopOnlyForMembers)) {
        stoppedBy = why;
        stopReason = reason;
      }
    };
    // A member dead, down or dying is never only a line in the journal.
    const memberDown = (why: string) => stop('member-down', why, { hidden: false });
    const pantry: { meals: Larder | null } = { meals: null };
    // Loaded at the first day end (or rest): a short step in a dungeon reads no sheet and no stack.
    const loadLarder = () =>
      (pantry.meals ??= larder(
        ruleset,
        ctx,
        { eaters: members.characters(ctx.campaignId), supplies: inventory.supplies(ctx.campaignId), carriers: members.carriers(ctx.campaignId) },
        { firstDayEnd: (Math.floor(start / SECONDS_PER_DAY) + 1) * SECONDS_PER_DAY, bedRest: options.bedRest, restDay: options.restful && !options.busy, stop: memberDown },
      ));

    const spent: number[] = [];
    const burnOut = (l: LitLight) => {
      spent.push(l.id);
      if (l.memberId) ctx.about(l.memberId);
      stop('light-out', `${l.memberName}'s ${l.kind} went out.`);
      if (l.partyId === options.partyId) goesOut(l.outAt);
    };
    const ended: number[] = [];
    const runOut = (e: EffectOn) => {
      ended.push(e.id);
      if (e.memberId) ctx.about(e.memberId);
      const on = e.memberName ?? e.partyName;
      stop('effect-ended', on ? `${e.name} ends on ${on}.` : `Countdown up: ${e.name}.`, { hidden: !e.visible });
      comeBack(ctx, e.id);
      if (around(e)) goesOut(e.endsAt);
    };
    const check = (schedule: Schedule, at: number) => {
      const met = sightings.check(ctx, ruleset, options.partyId, schedule.at(at), schedule.chanceInSix, at);
      if (met) stop('encounter', met);
    };

    // Someone found dead or newly dying stops the clock before anything else happens.
    const found = settleLasting(ruleset, ctx, members, { from: start, to: start, bedRest: options.bedRest });
    if (found.changed) found.needsGm.forEach(memberDown);
    const queue = moments(
      [
        oneOff('light-out', lights, (l) => l.outAt),
        oneOff('effect-end', effects, (e) => e.endsAt),
        recurring('day-end', SECONDS_PER_DAY, start),
        ...(wandering ? [recurring('wandering-check', wandering.interval, start)] : []),
      ],
      { from: start, until: target },
    );
    let now = stoppedBy === null ? target : start;
    for (const moment of stoppedBy === null ? queue : []) {
      at = moment.at;
      for (const event of moment.events) {
        if (event.kind === 'light-out') burnOut(event.item);
        else if (event.kind === 'effect-end') runOut(event.item);
        else if (event.kind === 'day-end') loadLarder().dayEnd(moment.at);
        else if (wandering) check(wandering, moment.at);
      }
      if (stoppedBy !== null) {
        now = moment.at;
        break;
      }
    }

    pantry.meals?.settle();
    if (options.restful && now > start && members.anyTired(ctx.campaignId)) loadLarder().rest(start, now);
    if (pantry.meals) {
      const changed = pantry.meals.changes();
      members.saveDayEnds(changed.eaters);
      inventory.saveSupplies(changed.kept, changed.emptied);
    }
    at = now;
    if (now > start) settleLasting(ruleset, ctx, members, { from: start, to: now, bedRest: options.bedRest }).needsGm.forEach(memberDown);
    if (now > start) payWages(ctx, { members, parties, money: ruleset.money, sky }, now);
    lightRepo.spend(spent);
    effectRepo.end(ended);
    clock.setNow(ctx.campaignId, now);
    return { stoppedBy, stopReason, now, alerts };
  }

  return { advance, schedule, sightings };
}

export type ClockEngine = ReturnType<typeof clockEngine>;
