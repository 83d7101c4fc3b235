import type Database from 'better-sqlite3';
import { bfrpgOptions, stackProvides, type ActionResult, type CatalogueItem, type DungeonState, type LightView, type MethodParams, type PartyView } from '../../src-shared/contract';
import { formatGameTime, SECONDS_PER_ROUND, SECONDS_PER_TURN } from '../../src-shared/time';
import {
  abilityBonus,
  forceObstacle,
  inSix,
  LIGHT_SOURCES,
  listenAtDoor,
  searchForSecretDoor,
  searchForTraps,
  trapSearchTurns,
  type LightSourceId,
  type Race,
} from '../rules/bfrpg';
import type { EncounterTableRepository } from '../db/repositories/encounter-tables';
import type { Ruleset } from '../rules/ruleset';
import type { ClockEngine } from './clock-engine';
import { AppError, notFound } from './errors';
import type { ActionContext, JournalService } from './journal';
import type { PartyService } from './parties';

/** A taper candle in the catalogue is six inches long. */
const CANDLE_INCHES = 6;
/**
 * A dwarf's stonework trap-finding, 1-2 on 1d6 as the core book gives it; the
 * shared texts name the ability without its figure, so it is a default.
 */
const DWARF_TRAP_CHANCE = inSix(2);

interface LightRow {
  id: number;
  campaign_id: number;
  member_id: number | null;
  kind: LightSourceId;
  state: 'lit' | 'out' | 'spent';
  lit_at: number | null;
  burn_seconds: number;
  burned_seconds: number;
  revealed: number;
}

type CharacterSheet = { race: Race; abilities: Record<string, number>; thief?: Record<string, number> };

const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;

export function dungeonService(deps: {
  sqlite: Database.Database;
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  ruleset: Ruleset;
  tables: EncounterTableRepository;
}) {
  const { sqlite, journal, engine, parties, ruleset, tables } = deps;
  const q = {
    time: sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck(),
    rulesOptions: sqlite.prepare('SELECT rules_options FROM campaigns WHERE id = ?').pluck(),
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
    const bright = Math.max(0, ...lit.map((l) => LIGHT_SOURCES[l.kind].brightRadius));
    const dim = Math.max(0, ...lit.map((l) => LIGHT_SOURCES[l.kind].dimRadius));
    const lastOut = Math.max(0, ...lit.map((l) => remaining(l, now)));
    const seers = party.members.filter((m) => m.figures.darkvision).map((m) => m.name);
    const warning =
      lit.length === 0
        ? `The party is in darkness.${seers.length ? ` Only ${seers.join(' and ')} can see (darkvision).` : ''}`
        : audience === 'gm' && lastOut <= SECONDS_PER_TURN
          ? `The last light fails within a turn (${Math.ceil(lastOut / SECONDS_PER_ROUND)} rounds).`
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
      lights,
      lightLevel: { brightRadius: bright, dimRadius: dim, inDarkness: lit.length === 0, warning },
      members: party.members.map((m) => membersLine(m, going.get(m.id)!)),
      paceFeetPerTurn: party.summary.pace.feetPerTurn,
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

  function membersLine(m: PartyView['members'][number], row: Deprivation): DungeonState['members'][number] {
    const total = (pick: (i: CatalogueItem) => number | null) => m.items.reduce((n, s) => n + stackProvides(s, pick(s.item)), 0);
    const count = (test: (i: CatalogueItem) => boolean) => m.items.filter((s) => test(s.item)).reduce((n, s) => n + s.quantity, 0);
    return {
      id: m.id,
      name: m.name,
      kind: m.kind,
      hp: m.hp,
      darkvision: m.figures.darkvision,
      foodDays: total((i) => i.foodDays),
      waterDays: total((i) => i.waterQuarts),
      daysWithoutFood: row.days_without_food,
      daysWithoutWater: row.days_without_water,
      healingBlocked: Boolean(row.healing_blocked),
      feetPerTurn: m.figures.feetPerTurn,
      loadLabel: m.figures.loadLabel,
      carries: {
        torches: count((i) => i.lightSource === 'torch'),
        lanterns: count((i) => i.lightSource === 'lantern'),
        oilFlasks: count((i) => i.fuelFor === 'lantern'),
        candles: count((i) => i.lightSource === 'candle'),
      },
    };
  }

  /** Every action: journaled in one go, then answered with the state the GM now sees. */
  function act(
    partyId: number,
    audience: 'gm' | 'players',
    meta: { kind: string; request: unknown },
    body: (ctx: ActionContext, party: PartyView) => { summary: string; stoppedBy?: string | null },
  ): ActionResult {
    const party = parties.view(partyId);
    let stoppedBy: string | null = null;
    journal.record(party.campaignId, meta, (ctx) => {
      const outcome = body(ctx, party);
      stoppedBy = outcome.stoppedBy ?? null;
      return { summary: outcome.summary, result: null };
    });
    const entry = journal.list({ campaignId: party.campaignId, limit: 1 })[0];
    return { entry, stoppedBy, state: state(partyId, audience) };
  }

  /** Time an action takes; events on the way are noted but do not cut the action short. */
  function spend(ctx: ActionContext, partyId: number, seconds: number): void {
    engine.advance(ctx, { partyId, seconds, stopOnEvent: false, bedRest: false });
  }

  function memberOf(party: PartyView, memberId: number, field = 'memberId') {
    const m = party.members.find((x) => x.id === memberId);
    if (!m) throw new AppError('invalid_input', `${field}: no member ${memberId} in ${party.name}`, [field]);
    return m;
  }

  function characterOf(party: PartyView, memberId: number) {
    const m = memberOf(party, memberId);
    if (m.kind !== 'pc' && m.kind !== 'hireling') throw new AppError('invalid_input', `memberId: ${m.name} cannot do that`, ['memberId']);
    return { member: m, sheet: m.sheet as unknown as CharacterSheet };
  }

  function lightOf(party: PartyView, lightId: number): LightRow {
    const l = q.light.get(lightId) as LightRow | undefined;
    if (!l || !party.members.some((m) => m.id === l.member_id)) throw notFound(`light carried in ${party.name}`, lightId, 'lightId');
    return l;
  }

  function saveLight(l: LightRow): void {
    q.updateLight.run({ ...l, revealed: l.revealed ? 1 : 0 });
  }

  function useUp(m: PartyView['members'][number], test: (i: PartyView['members'][number]['items'][number]['item']) => boolean, what: string): void {
    const stack = m.items.find((s) => test(s.item) && !s.worn);
    if (!stack) throw new AppError('invalid_input', `memberId: ${m.name} carries no ${what}`, ['memberId']);
    if (stack.quantity > 1) q.takeOne.run(stack.id);
    else q.dropStack.run(stack.id);
  }

  function rollBurn(ctx: ActionContext, kind: LightSourceId, who: string): number {
    const burn = ruleset.lightDuration(kind, ctx.rng, kind === 'candle' ? { candleInches: CANDLE_INCHES } : undefined);
    burn.rolls.forEach((r) => ctx.keep(`${who}'s ${kind} burns (turns)`, r, { secret: true }));
    return burn.seconds;
  }

  return {
    state: (input: MethodParams<'dungeon.state'>) => state(input.partyId, input.audience),

    advance(input: MethodParams<'clock.advance'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'clock', request: input }, (ctx) => {
        const out = engine.advance(ctx, input);
        const moved = out.now - ctx.startedAt;
        return {
          summary: `Time passes: ${describeSpan(moved)}${out.stoppedBy ? ' (stopped early)' : ''}, to ${formatGameTime(out.now)}`,
          stoppedBy: out.stoppedBy,
        };
      });
    },

    light(input: MethodParams<'light.light'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
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
          const burn = rollBurn(ctx, 'lantern', m.name);
          const empty = theirs.find((l) => l.state === 'spent');
          if (empty) saveLight({ ...empty, state: 'lit', lit_at: now, burn_seconds: burn, burned_seconds: 0 });
          else q.insertLight.run(party.campaignId, m.id, 'lantern', now, burn);
          return { summary: `${m.name} fills a lantern with oil and lights it` };
        }
        useUp(m, (i) => i.lightSource === input.kind, input.kind);
        q.insertLight.run(party.campaignId, m.id, input.kind, now, rollBurn(ctx, input.kind, m.name));
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
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
        const l = lightOf(party, input.lightId);
        if (l.kind !== 'lantern' || l.state !== 'spent') {
          throw new AppError('invalid_input', 'lightId: only an empty lantern takes a new flask', ['lightId']);
        }
        const m = memberOf(party, l.member_id!, 'lightId');
        useUp(m, (i) => i.fuelFor === 'lantern', 'flask of oil');
        saveLight({ ...l, state: 'lit', lit_at: ctx.startedAt, burn_seconds: rollBurn(ctx, 'lantern', m.name), burned_seconds: 0 });
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
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
        const l = lightOf(party, input.lightId);
        const used = l.burned_seconds + (l.state === 'lit' ? ctx.startedAt - l.lit_at! : 0);
        const burnsOut = l.state === 'lit' && input.remainingSeconds === 0;
        saveLight({
          ...l,
          burn_seconds: used + input.remainingSeconds,
          ...(burnsOut && { state: 'spent', lit_at: null, burned_seconds: used }),
        });
        return { summary: `The GM sets the ${l.kind} to ${describeSpan(input.remainingSeconds)} left` };
      });
    },

    searchTraps(input: MethodParams<'dungeon.searchTraps'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'search', request: input }, (ctx, party) => {
        const { member, sheet } = characterOf(party, input.memberId);
        ctx.about(member.id);
        const options = bfrpgOptions.parse(JSON.parse(q.rulesOptions.get(party.campaignId) as string));
        const result = searchForTraps(
          {
            searcher: {
              thiefFindTrapsPercent: sheet.thief?.removeTraps,
              dwarfTrapChance: sheet.race === 'dwarf' ? DWARF_TRAP_CHANCE : undefined,
              spellcaster: /magic|cleric/i.test(String((member.sheet as { class?: string }).class ?? '')),
            },
            trap: { present: input.trapPresent, magical: input.magicalTrap },
            alreadySearchedHere: input.alreadySearchedHere,
            ruling: options.magicalTraps,
          },
          ctx.rng,
        );
        const time = trapSearchTurns(input.areaSquareFeet);
        if (!result.searched) {
          const why = result.reason === 'already-searched' ? 'has already searched here' : 'cannot find that kind of trap';
          return { summary: `${member.name} ${why}` };
        }
        ctx.keep(`Find traps: ${member.name}`, result.roll, { secret: true });
        ctx.note(result.found ? `${member.name} found a trap.` : `${member.name} found no trap.`);
        spend(ctx, party.id, time * SECONDS_PER_TURN);
        return { summary: `${member.name} searches ${input.areaSquareFeet} sq ft for traps (${turns(time)}): ${result.found ? 'a trap!' : 'nothing found'}` };
      });
    },

    searchSecretDoors(input: MethodParams<'dungeon.searchSecretDoors'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'search', request: input }, (ctx, party) => {
        const { member, sheet } = characterOf(party, input.memberId);
        ctx.about(member.id);
        const result = searchForSecretDoor(
          {
            searcher: { intelligence: sheet.abilities.int, race: sheet.race },
            earlierSearchers: input.earlierSearchers,
            wallFeet: input.wallFeet,
            doorPresent: input.doorPresent,
          },
          ctx.rng,
        );
        ctx.keep(`Secret doors: ${member.name}`, result.roll, { secret: true });
        ctx.note(result.found ? `${member.name} found a secret door.` : `${member.name} found no secret door.`);
        spend(ctx, party.id, result.turns * SECONDS_PER_TURN);
        return {
          summary: `${member.name} searches ${input.wallFeet}' of wall for secret doors (${turns(result.turns)}): ${result.found ? 'a door!' : 'nothing found'}`,
        };
      });
    },

    listen(input: MethodParams<'dungeon.listen'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'listen', request: input }, (ctx, party) => {
        const { member, sheet } = characterOf(party, input.memberId);
        ctx.about(member.id);
        const result = listenAtDoor({ thiefListenPercent: sheet.thief?.listen }, input.noiseBeyond, ctx.rng);
        ctx.keep(`Listen: ${member.name}`, result.roll, { secret: true });
        spend(ctx, party.id, SECONDS_PER_ROUND);
        return { summary: `${member.name} listens at the door: ${result.heardSomething ? 'hears something' : 'hears nothing'}` };
      });
    },

    forceDoor(input: MethodParams<'dungeon.forceDoor'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'door', request: input }, (ctx, party) => {
        const { member, sheet } = characterOf(party, input.memberId);
        ctx.about(member.id);
        const result = forceObstacle(input.obstacle, abilityBonus(sheet.abilities.str), ctx.rng);
        ctx.keep(`${input.obstacle === 'bars' ? 'Bend bars' : 'Force door'}: ${member.name}`, result.roll);
        spend(ctx, party.id, SECONDS_PER_ROUND);
        const what = { 'stuck-door': 'a stuck door', 'locked-door': 'a locked door', bars: 'the bars' }[input.obstacle];
        return { summary: `${member.name} ${input.obstacle === 'bars' ? 'strains at' : 'forces'} ${what}: ${result.success ? 'it gives!' : 'no luck'}` };
      });
    },

    move(input: MethodParams<'dungeon.move'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'move', request: input }, (ctx, party) => {
        const pace = party.summary.pace;
        if (pace.feetPerTurn <= 0) throw new AppError('invalid_input', `feet: the party cannot move. ${pace.reason}`, ['feet']);
        const needed = Math.ceil(input.feet / pace.feetPerTurn - 1e-9);
        spend(ctx, party.id, needed * SECONDS_PER_TURN);
        return { summary: `The party moves ${input.feet}' at ${pace.feetPerTurn}' a turn (${turns(needed)})` };
      });
    },

    rest(input: MethodParams<'dungeon.rest'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'rest', request: input }, (ctx, party) => {
        spend(ctx, party.id, input.turns * SECONDS_PER_TURN);
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

/** "2 turns", "1 hour 30 minutes", "3 days 2 hours": the span in the units a GM thinks in. */
export function describeSpan(seconds: number): string {
  if (seconds < SECONDS_PER_TURN) return `${Math.round(seconds / SECONDS_PER_ROUND)} round${seconds === SECONDS_PER_ROUND ? '' : 's'}`;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days === 0 && hours === 0) return turns(minutes / 10);
  const parts = [days && `${days} day${days === 1 ? '' : 's'}`, hours && `${hours} hour${hours === 1 ? '' : 's'}`, minutes && `${minutes} minutes`];
  return parts.filter(Boolean).join(' ');
}

export type DungeonService = ReturnType<typeof dungeonService>;
