import type Database from 'better-sqlite3';
import { stackProvides, type ActionResult, type LightKind, type CatalogueItem, type DungeonState, type LightView, type MethodParams, type PartyView } from '../../src-shared/contract';
import { describeSpan, formatGameTime, SECONDS_PER_TURN } from '../../src-shared/time';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import type { DungeonCheck, Ruleset } from '../rules/ruleset';
import type { ClockEngine } from './clock-engine';
import { AppError, notFound } from './errors';
import type { ActionContext, JournalService } from './journal';
import type { PartyService } from './parties';
import type { RulesetOf } from './rulesets';

/** A taper candle in the catalogue is six inches long. */
const CANDLE_INCHES = 6;

interface LightRow {
  id: number;
  campaign_id: number;
  member_id: number | null;
  kind: LightKind;
  state: 'lit' | 'out' | 'spent';
  lit_at: number | null;
  burn_seconds: number;
  burned_seconds: number;
  revealed: number;
}

const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;
/** Searches are counted in turns at the table; a fraction of a turn reads as rounds or minutes. */
const spanOf = (seconds: number, secondsPerRound: number) =>
  seconds % SECONDS_PER_TURN === 0 ? turns(seconds / SECONDS_PER_TURN) : describeSpan(seconds, secondsPerRound);
type Member = PartyView['members'][number];

export function dungeonService(deps: {
  sqlite: Database.Database;
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  rulesetOf: RulesetOf;
  tables: EncounterTableRepository;
}) {
  const { sqlite, journal, engine, parties, rulesetOf, tables } = deps;
  const q = {
    time: sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck(),
    light: sqlite.prepare('SELECT * FROM light_sources WHERE id = ?'),
    partyLights: sqlite.prepare(
      `SELECT l.* FROM light_sources l JOIN members m ON m.id = l.member_id
       WHERE m.party_id = ? AND (l.state <> 'spent' OR l.kind = 'lantern') ORDER BY l.id`,
    ),
    insertLight: sqlite.prepare(
      "INSERT INTO light_sources (campaign_id, member_id, kind, state, lit_at, burn_seconds, burned_seconds) VALUES (?, ?, ?, 'lit', ?, ?, 0)",
    ),
    updateLight: sqlite.prepare(
      'UPDATE light_sources SET state = @state, lit_at = @lit_at, burn_seconds = @burn_seconds, burned_seconds = @burned_seconds, revealed = @revealed WHERE id = @id',
    ),
    takeOne: sqlite.prepare('UPDATE inventory SET quantity = quantity - 1 WHERE id = ?'),
    dropStack: sqlite.prepare('DELETE FROM inventory WHERE id = ?'),
  };

  const remaining = (l: LightRow, now: number) =>
    l.burn_seconds - l.burned_seconds - (l.state === 'lit' && l.lit_at !== null ? now - l.lit_at : 0);

  function state(partyId: number, audience: 'gm' | 'players'): DungeonState {
    const party = parties.view(partyId);
    const ruleset = rulesetOf(party.campaignId);
    const now = q.time.get(party.campaignId) as number;
    const names = new Map(party.members.map((m) => [m.id, m.name]));
    const rows = q.partyLights.all(partyId) as LightRow[];
    const lights: LightView[] = rows.map((l) => {
      const hidden = audience === 'players' && !l.revealed;
      return {
        id: l.id,
        kind: l.kind,
        carrierId: l.member_id,
        carrierName: names.get(l.member_id ?? -1) ?? 'nobody',
        state: l.state,
        remainingSeconds: hidden ? null : Math.max(0, remaining(l, now)),
        burnSeconds: hidden ? null : l.burn_seconds,
        revealed: Boolean(l.revealed),
      };
    });
    const lit = rows.filter((l) => l.state === 'lit');
    const around = ruleset.partyLight(lit.map((l) => l.kind));
    const lastOut = Math.max(0, ...lit.map((l) => remaining(l, now)));
    const seers = party.members.filter((m) => m.figures.darkvision).map((m) => m.name);
    const { secondsPerRound } = ruleset.time;
    const warning =
      lit.length === 0
        ? `The party is in darkness.${seers.length ? ` Only ${seers.join(' and ')} can see (darkvision).` : ''}`
        : audience === 'gm' && lastOut <= SECONDS_PER_TURN
          ? `The last light fails within a turn (${Math.ceil(lastOut / secondsPerRound)} rounds).`
          : null;
    const going = new Map((deprivation.all(partyId) as Deprivation[]).map((row) => [row.id, row]));
    const schedule = engine.schedule(party.campaignId, partyId);
    const canUndoRedo = journal.canUndoRedo(party.campaignId);
    const entries = journal.list({ campaignId: party.campaignId, limit: 30 });
    return {
      campaignId: party.campaignId,
      partyId,
      partyName: party.name,
      location: party.location.name,
      audience,
      gameTimeSeconds: now,
      rules: { system: ruleset.id, name: ruleset.name, secondsPerRound, unit: ruleset.unit, fatiguePool: ruleset.fatiguePool },
      lights,
      lightLevel: {
        label: around.label,
        effect: around.effect,
        brightRadius: around.brightRadius,
        dimRadius: around.dimRadius,
        inDarkness: around.inDarkness,
        warning,
      },
      members: party.members.map((m) => membersLine(m, going.get(m.id)!)),
      pacePerTurn: party.summary.pace.perTurn,
      wandering: {
        levelName: party.location.kind === 'dungeon' ? party.location.name : '',
        checkEveryTurns: schedule ? schedule.interval / SECONDS_PER_TURN : 0,
        chanceInSix: schedule?.chanceInSix ?? 0,
        entries: schedule?.entries ?? [],
        nextCheckAt: schedule ? (Math.floor(now / schedule.interval) + 1) * schedule.interval : null,
      },
      ...canUndoRedo,
      journal: audience === 'gm' ? entries : entries.map((e) => ({ ...e, rolls: e.rolls.filter((r) => !r.secret) })),
    };
  }

  const deprivation = sqlite.prepare('SELECT id, days_without_food, days_without_water, healing_blocked FROM members WHERE party_id = ?');
  type Deprivation = { id: number; days_without_food: number; days_without_water: number; healing_blocked: number };

  function membersLine(m: Member, row: Deprivation): DungeonState['members'][number] {
    const total = (pick: (i: CatalogueItem) => number | null) => m.items.reduce((n, s) => n + stackProvides(s, pick(s.item)), 0);
    const count = (test: (i: CatalogueItem) => boolean) => m.items.filter((s) => test(s.item)).reduce((n, s) => n + s.quantity, 0);
    return {
      id: m.id,
      name: m.name,
      kind: m.kind,
      hp: m.hp,
      fp: m.fp && { current: m.fp.current, max: m.fp.max },
      darkvision: m.figures.darkvision,
      foodDays: total((i) => i.foodDays),
      waterDays: total((i) => i.waterQuarts),
      daysWithoutFood: row.days_without_food,
      daysWithoutWater: row.days_without_water,
      healingBlocked: Boolean(row.healing_blocked),
      movePerTurn: m.figures.move.perTurn,
      loadLabel: m.figures.encumbrance.label,
      conditions: m.figures.conditions.map((c) => c.label),
      carries: {
        torches: count((i) => i.lightSource === 'torch'),
        lanterns: count((i) => i.lightSource === 'lantern'),
        oilFlasks: count((i) => i.fuelFor === 'lantern'),
        candles: count((i) => i.lightSource === 'candle'),
      },
    };
  }

  type Outcome = { summary: string; stoppedBy?: string | null };

  /** Every action: journaled in one go, then answered with the state the GM now sees. */
  function act(
    partyId: number,
    audience: 'gm' | 'players',
    meta: { kind: string; request: unknown },
    body: (ctx: ActionContext, party: PartyView, ruleset: Ruleset) => Outcome,
  ): ActionResult {
    const party = parties.view(partyId);
    return journaled(party.campaignId, partyId, audience, meta, (ctx, ruleset) => body(ctx, party, ruleset));
  }

  /**
   * An action that needs no view of the party before it runs (time passing), so a
   * large party's members are read once, for the answer, not twice.
   */
  function journaled(
    campaignId: number,
    partyId: number,
    audience: 'gm' | 'players',
    meta: { kind: string; request: unknown },
    body: (ctx: ActionContext, ruleset: Ruleset) => Outcome,
  ): ActionResult {
    const ruleset = rulesetOf(campaignId);
    let stoppedBy: string | null = null;
    journal.record(campaignId, meta, (ctx) => {
      const outcome = body(ctx, ruleset);
      stoppedBy = outcome.stoppedBy ?? null;
      return { summary: outcome.summary, result: null };
    });
    return { entry: journal.latestEntry(campaignId), stoppedBy, state: state(partyId, audience) };
  }

  /** Time an action takes; events on the way are noted but do not cut the action short. */
  function spend(ctx: ActionContext, partyId: number, seconds: number, restful = false): void {
    engine.advance(ctx, { partyId, seconds, stopOnEvent: false, bedRest: false, restful });
  }

  function memberOf(party: PartyView, memberId: number, field = 'memberId') {
    const m = party.members.find((x) => x.id === memberId);
    if (!m) throw new AppError('invalid_input', `${field}: no member ${memberId} in ${party.name}`, [field]);
    return m;
  }

  function searcherOf(party: PartyView, ruleset: Ruleset, memberId: number) {
    const m = memberOf(party, memberId);
    if (m.kind !== 'pc' && m.kind !== 'hireling') throw new AppError('invalid_input', `memberId: ${m.name} cannot do that`, ['memberId']);
    const profile = ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp && { current: m.fp.current, max: m.fp.max } });
    return { member: m, searcher: { name: m.name, profile } };
  }

  /** A check's dice go to the journal (secret ones hidden from the players) and its time to the clock. */
  function settle(ctx: ActionContext, partyId: number, check: DungeonCheck): void {
    noteChance(ctx, check);
    check.rolls.forEach((r) => ctx.keep(r.label, r.roll, { secret: r.secret }));
    if (check.seconds > 0) spend(ctx, partyId, check.seconds);
  }

  /** The chance goes in the entry's notes, so the GM reads back what the odds were. */
  const noteChance = (ctx: ActionContext, check: DungeonCheck) => {
    if (check.chance) ctx.note(`Chance: ${check.chance.text} (${Math.round(check.chance.probability * 100)}%).`);
  };

  function lightOf(party: PartyView, lightId: number): LightRow {
    const l = q.light.get(lightId) as LightRow | undefined;
    if (!l || !party.members.some((m) => m.id === l.member_id)) throw notFound(`light carried in ${party.name}`, lightId, 'lightId');
    return l;
  }

  function saveLight(l: LightRow): void {
    q.updateLight.run({ ...l, revealed: l.revealed ? 1 : 0 });
  }

  function useUp(m: Member, test: (i: Member['items'][number]['item']) => boolean, what: string): void {
    const stack = m.items.find((s) => test(s.item) && !s.worn);
    if (!stack) throw new AppError('invalid_input', `memberId: ${m.name} carries no ${what}`, ['memberId']);
    if (stack.quantity > 1) q.takeOne.run(stack.id);
    else q.dropStack.run(stack.id);
  }

  function rollBurn(ctx: ActionContext, ruleset: Ruleset, kind: string, who: string): number {
    const burn = ruleset.lightDuration(kind, ctx.rng, kind === 'candle' ? { candleInches: CANDLE_INCHES } : undefined);
    burn.rolls.forEach((r) => ctx.keep(`${who}'s ${kind} burns (turns)`, r, { secret: true }));
    return burn.seconds;
  }

  return {
    state: (input: MethodParams<'dungeon.state'>) => state(input.partyId, input.audience),

    advance(input: MethodParams<'clock.advance'>): ActionResult {
      return journaled(parties.campaignOf(input.partyId), input.partyId, input.audience, { kind: 'clock', request: input }, (ctx, ruleset) => {
        const out = engine.advance(ctx, { ...input, restful: true });
        const moved = out.now - ctx.startedAt;
        return {
          summary: `Time passes: ${describeSpan(moved, ruleset.time.secondsPerRound)}${out.stoppedBy ? ' (stopped early)' : ''}, to ${formatGameTime(out.now)}`,
          stoppedBy: out.stoppedBy,
        };
      });
    },

    light(input: MethodParams<'light.light'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party, ruleset) => {
        const m = memberOf(party, input.memberId);
        ctx.about(m.id);
        const now = ctx.startedAt;
        if (input.kind === 'lantern') {
          const lanterns = m.items.filter((s) => s.item.lightSource === 'lantern').reduce((n, s) => n + s.quantity, 0);
          if (lanterns === 0) throw new AppError('invalid_input', `memberId: ${m.name} carries no lantern`, ['memberId']);
          const theirs = (q.partyLights.all(party.id) as LightRow[]).filter((l) => l.member_id === m.id && l.kind === 'lantern');
          const unlit = theirs.find((l) => l.state === 'out');
          if (unlit) {
            saveLight({ ...unlit, state: 'lit', lit_at: now });
            return { summary: `${m.name} lights the lantern again` };
          }
          if (theirs.filter((l) => l.state === 'lit').length >= lanterns) {
            throw new AppError('invalid_input', `memberId: ${m.name}'s lantern is already lit`, ['memberId']);
          }
          useUp(m, (i) => i.fuelFor === 'lantern', 'flask of oil');
          const burn = rollBurn(ctx, ruleset, 'lantern', m.name);
          const empty = theirs.find((l) => l.state === 'spent');
          if (empty) saveLight({ ...empty, state: 'lit', lit_at: now, burn_seconds: burn, burned_seconds: 0 });
          else q.insertLight.run(party.campaignId, m.id, 'lantern', now, burn);
          return { summary: `${m.name} fills a lantern with oil and lights it` };
        }
        useUp(m, (i) => i.lightSource === input.kind, input.kind);
        q.insertLight.run(party.campaignId, m.id, input.kind, now, rollBurn(ctx, ruleset, input.kind, m.name));
        return { summary: `${m.name} lights a ${input.kind}` };
      });
    },

    snuff(input: MethodParams<'light.snuff'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
        const l = lightOf(party, input.lightId);
        if (l.state !== 'lit') throw new AppError('invalid_input', 'lightId: that light is not burning', ['lightId']);
        saveLight({ ...l, state: 'out', burned_seconds: l.burned_seconds + (ctx.startedAt - l.lit_at!), lit_at: null });
        ctx.about(l.member_id!);
        return { summary: `The ${l.kind} is put out` };
      });
    },

    relight(input: MethodParams<'light.relight'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
        const l = lightOf(party, input.lightId);
        if (l.state !== 'out') {
          throw new AppError('invalid_input', `lightId: that ${l.kind} is ${l.state === 'lit' ? 'already lit' : 'burnt out'}`, ['lightId']);
        }
        saveLight({ ...l, state: 'lit', lit_at: ctx.startedAt });
        ctx.about(l.member_id!);
        return { summary: `The ${l.kind} is lit again` };
      });
    },

    refuel(input: MethodParams<'light.refuel'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party, ruleset) => {
        const l = lightOf(party, input.lightId);
        if (l.kind !== 'lantern' || l.state !== 'spent') {
          throw new AppError('invalid_input', 'lightId: only an empty lantern takes a new flask', ['lightId']);
        }
        const m = memberOf(party, l.member_id!, 'lightId');
        useUp(m, (i) => i.fuelFor === 'lantern', 'flask of oil');
        saveLight({ ...l, state: 'lit', lit_at: ctx.startedAt, burn_seconds: rollBurn(ctx, ruleset, 'lantern', m.name), burned_seconds: 0 });
        ctx.about(m.id);
        return { summary: `${m.name} refills the lantern and lights it` };
      });
    },

    reveal(input: MethodParams<'light.reveal'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (_ctx, party) => {
        const l = lightOf(party, input.lightId);
        saveLight({ ...l, revealed: input.revealed ? 1 : 0 });
        return { summary: `The ${l.kind}'s time left is ${input.revealed ? 'shown to' : 'hidden from'} the players` };
      });
    },

    correct(input: MethodParams<'light.correct'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party, ruleset) => {
        const l = lightOf(party, input.lightId);
        const used = l.burned_seconds + (l.state === 'lit' ? ctx.startedAt - l.lit_at! : 0);
        const burnsOut = l.state === 'lit' && input.remainingSeconds === 0;
        saveLight({
          ...l,
          burn_seconds: used + input.remainingSeconds,
          ...(burnsOut && { state: 'spent', lit_at: null, burned_seconds: used }),
        });
        return { summary: `The GM sets the ${l.kind} to ${describeSpan(input.remainingSeconds, ruleset.time.secondsPerRound)} left` };
      });
    },

    searchTraps(input: MethodParams<'dungeon.searchTraps'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'search', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.searchTraps(searcher, input, ctx.rng);
        if (!check.attempted) return { summary: `${member.name} ${check.reason}` };
        ctx.note(check.success ? `${member.name} found a trap.` : `${member.name} found no trap.`);
        settle(ctx, party.id, check);
        return {
          summary: `${member.name} searches ${input.areaSquareFeet} sq ft for traps (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${check.success ? 'a trap!' : 'nothing found'}`,
        };
      });
    },

    searchSecretDoors(input: MethodParams<'dungeon.searchSecretDoors'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'search', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.searchSecretDoors(searcher, input, ctx.rng);
        ctx.note(check.success ? `${member.name} found a secret door.` : `${member.name} found no secret door.`);
        settle(ctx, party.id, check);
        return {
          summary: `${member.name} searches ${input.wallFeet}' of wall for secret doors (${spanOf(check.seconds, ruleset.time.secondsPerRound)}): ${check.success ? 'a door!' : 'nothing found'}`,
        };
      });
    },

    listen(input: MethodParams<'dungeon.listen'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'listen', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.listen(searcher, input, ctx.rng);
        settle(ctx, party.id, check);
        return { summary: `${member.name} listens at the door: ${check.success ? 'hears something' : 'hears nothing'}` };
      });
    },

    forceDoor(input: MethodParams<'dungeon.forceDoor'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'door', request: input }, (ctx, party, ruleset) => {
        const { member, searcher } = searcherOf(party, ruleset, input.memberId);
        ctx.about(member.id);
        const check = ruleset.dungeon.forceDoor(searcher, input, ctx.rng);
        settle(ctx, party.id, check);
        const what = { 'stuck-door': 'a stuck door', 'locked-door': 'a locked door', bars: 'the bars' }[input.obstacle];
        return {
          summary: `${member.name} ${input.obstacle === 'bars' ? 'strains at' : 'forces'} ${what}: ${check.success ? 'it gives!' : 'no luck'}`,
        };
      });
    },

    move(input: MethodParams<'dungeon.move'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'move', request: input }, (ctx, party, ruleset) => {
        const pace = party.summary.pace;
        const unit = ruleset.unit === 'ft' ? "'" : ' yd';
        if (pace.perTurn <= 0) throw new AppError('invalid_input', `distance: the party cannot move. ${pace.reason}`, ['distance']);
        const needed = Math.ceil(input.distance / pace.perTurn - 1e-9);
        spend(ctx, party.id, needed * SECONDS_PER_TURN);
        return { summary: `The party moves ${input.distance}${unit} at ${pace.perTurn}${unit} a turn (${turns(needed)})` };
      });
    },

    rest(input: MethodParams<'dungeon.rest'>): ActionResult {
      return journaled(parties.campaignOf(input.partyId), input.partyId, input.audience, { kind: 'rest', request: input }, (ctx) => {
        spend(ctx, input.partyId, input.turns * SECONDS_PER_TURN, true);
        return { summary: `The party rests for ${turns(input.turns)}` };
      });
    },

    wanderingCheck(input: MethodParams<'dungeon.wanderingCheck'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'encounter', request: input }, (ctx, party) => {
        const schedule = engine.schedule(party.campaignId, party.id) ?? { interval: 3 * SECONDS_PER_TURN, chanceInSix: 1, entries: [] };
        const check = ctx.roll('Wandering monster check', '1d6', { secret: true });
        if (check.total > schedule.chanceInSix) return { summary: 'Wandering monster check: all quiet' };
        const what = schedule.entries.length
          ? schedule.entries[ctx.roll('Wandering monster', `1d${schedule.entries.length}`, { secret: true }).total - 1]
          : 'something';
        ctx.note(`Wandering monsters: ${what}.`);
        return { summary: `Wandering monsters: ${what}`, stoppedBy: `Wandering monsters: ${what}.` };
      });
    },

    setEncounterTable(input: MethodParams<'dungeon.setEncounterTable'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'table', request: input }, (_ctx, party) => {
        if (party.location.kind !== 'dungeon' || !party.location.name) {
          throw new AppError('invalid_input', 'partyId: the party is not on a named dungeon level', ['partyId']);
        }
        tables.put(party.campaignId, party.location.name, input);
        return {
          summary: `Wandering monsters on ${party.location.name}: ${input.chanceInSix} in 6 every ${turns(input.checkEveryTurns)}, ${input.entries.length} entries`,
        };
      });
    },
  };
}

export type DungeonService = ReturnType<typeof dungeonService>;
