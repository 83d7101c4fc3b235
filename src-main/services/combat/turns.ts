import type { CombatResult, MethodParams } from '../../../src-shared/contract';
import type { CombatantRow, EncounterRow } from '../../db/repositories/fights';
import type { FightCountdown, Ruleset } from '../../rules/ruleset';
import type { ActionContext } from '../journal';
import { firstIn, surprisedNow, type CombatDeps, type FightSteps } from './steps';
import { plural, SECONDS_PER_TURN } from '../../../src-shared/time';
import { fighterOf } from './fighters';
import { rollInitiative } from './initiative';
import { parseLasting } from '../lasting';
import { keyOf, stateOf } from '../dungeon/level-view';
import type { SightingDetails } from '../encounters/details';

/** What the fight leaves on each party member (a crippled arm, unconsciousness, death) outlasts it. */
function keepLasting(members: CombatDeps['store']['members'], ruleset: Ruleset, rows: CombatantRow[], at: number): void {
  for (const row of rows) {
    if (row.memberId === null) continue;
    const before = parseLasting(members.get(row.memberId)?.lasting ?? '{}');
    members.setLasting(row.memberId, JSON.stringify(ruleset.lasting.afterFight(fighterOf(row), before, at)));
  }
}
/**
 * What a fight leaves to come later (turned undead coming back) runs as a countdown from its
 * end, hidden: the clock's card tells the GM, who decides what the players learn of it.
 * Whole turns read as turns. Those who come back wait as an encounter away from the table,
 * raised as an open card, where the fight was, when the countdown runs out.
 */
function leaveCountdowns(store: CombatDeps['store'], encounter: EncounterRow, ruleset: Ruleset, countdowns: readonly FightCountdown[]): void {
  const now = store.clock.now(encounter.campaignId);
  const party = encounter.partyId === null ? undefined : store.parties.get(encounter.partyId);
  const area = party?.areaId == null ? undefined : store.levels.area(party.areaId);
  const level = area && store.levels.get(area.levelId);
  for (const c of countdowns) {
    const seconds = c.rounds * ruleset.time.secondsPerRound;
    const inTurns = seconds % SECONDS_PER_TURN === 0;
    const effectId = store.effects.add({
      campaignId: encounter.campaignId,
      partyId: null,
      memberId: null,
      name: c.name,
      startedAt: now,
      endsAt: now + seconds,
      amount: inTurns ? seconds / SECONDS_PER_TURN : c.rounds,
      unit: inTurns ? 'turns' : 'rounds',
      visible: false,
    });
    if (!party || c.returning.length === 0) continue;
    // "Skeleton 2" was numbered from the bestiary's "Skeleton", which fills the fight form when they are back.
    const kind = c.returning[0].replace(/ \d+$/, '');
    const foe = c.returning.every((n) => n.replace(/ \d+$/, '') === kind) ? store.bestiary.byName(encounter.campaignId, kind) : undefined;
    const details: SightingDetails = {
      countRoll: null,
      countHidden: false,
      surprise: { party: null, foes: null, byGm: false },
      distance: null,
      reaction: null,
      outcome: null,
      returning: { effectId, areaId: area?.id ?? null },
    };
    store.sightings.insert({
      campaignId: encounter.campaignId,
      partyId: party.id,
      at: now + seconds,
      setting: party.locationKind === 'dungeon' ? 'dungeon' : 'wilderness',
      place: area && level ? `${level.name}, area ${area.number}` : party.locationName,
      what: `${c.returning.join(', ')}, back from being turned`,
      foe: foe?.name ?? null,
      count: c.returning.length,
      details: JSON.stringify(details),
      status: 'away',
    });
  }
}

/**
 * A fight won in a stocked area of a level clears it: when the party stands in an
 * area whose key stocks foes, and no foe of the fight is still fighting, the area's
 * state becomes cleared, so walking in again raises nothing. Only foes beaten clear
 * it: one who fled, was turned or was let go alive leaves it "foes withdrew".
 */
function clearWonArea(store: CombatDeps['store'], ctx: ActionContext, ruleset: Ruleset, encounter: EncounterRow, rows: readonly CombatantRow[]): void {
  const areaId = encounter.partyId === null ? null : (store.parties.get(encounter.partyId)?.areaId ?? null);
  const area = areaId === null ? undefined : store.levels.area(areaId);
  if (!area || keyOf(area).occupants.length === 0) return;
  const state = stateOf(area);
  if (state.status === 'cleared' || state.status === 'looted') return;
  const foes = rows.filter((r) => r.side === 'foes');
  if (foes.length === 0 || foes.some((r) => !r.out)) return;
  const gone = foes.filter((r) => !ruleset.combat.beaten(fighterOf(r))).map((r) => r.name);
  store.levels.updateArea(area.id, { state: JSON.stringify({ ...state, status: gone.length ? 'withdrawn' : 'cleared' }) });
  ctx.note(gone.length ? `Area ${area.number}: its foes withdrew (${gone.join(', ')} left the fight alive); it is not cleared.` : `Area ${area.number} is cleared: none of its foes fights on.`);
}

/** Moving through the turn order: whose turn begins, and what a round's end brings. */
export function turnKeeping(deps: CombatDeps, { rowsOf, settle }: FightSteps) {
  const { engine, store } = deps;

  /** The fighter whose turn it now is begins it: what lasted until their next turn ends, and any roll to stay up. */
  function beginTurn(ctx: ActionContext, ruleset: Ruleset, encounter: EncounterRow, rows = rowsOf(encounter.id)): void {
    const row = rows[encounter.turn];
    if (row && !row.out) settle(ctx, rows, ruleset.combat.startTurn(fighterOf(row), ctx.rng));
  }

  /** The round ends: its rules, the clock moves a round (lights burn), initiative again where the rules say. */
  function nextRound(ctx: ActionContext, ruleset: Ruleset, encounter: EncounterRow): void {
    let rows = rowsOf(encounter.id);
    settle(ctx, rows, ruleset.combat.endRound(rows.map(fighterOf), encounter.round, ctx.rng));
    // A fight is the GM dealing with what came: its rounds run whatever card is open.
    engine.advance(ctx, { partyId: encounter.partyId ?? 0, seconds: ruleset.time.secondsPerRound, stopOnEvent: false, bedRest: false, restful: false, letTimeRun: true });
    encounter.round += 1;
    if (ruleset.combat.initiativeEachRound) {
      rollInitiative(store.fights, ctx, ruleset.combat, encounter, rows);
      rows = rowsOf(encounter.id);
    }
    encounter.turn = Math.max(0, firstIn(rows, 0));
    ctx.note(`Round ${encounter.round} begins.`);
    beginTurn(ctx, ruleset, encounter, rows);
  }

  return { beginTurn, nextRound };
}
export type TurnKeeping = ReturnType<typeof turnKeeping>;

/** The GM's steps through a fight: next turn, end of the round, end of the fight. */
export function turnActions(deps: CombatDeps, steps: FightSteps, { beginTurn, nextRound }: TurnKeeping) {
  const { engine, store } = deps;
  const { act, rowsOf, settle } = steps;
  return {
    next(input: MethodParams<'combat.next'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        // settle() updates these rows in place, so they stay current through the turn change.
        const rows = rowsOf(encounter.id);
        const current = rows[encounter.turn];
        if (current && !current.out) settle(ctx, rows, ruleset.combat.endTurn(fighterOf(current), ctx.rng));
        const following = firstIn(rows, encounter.turn + 1, surprisedNow(encounter));
        if (following >= 0) {
          encounter.turn = following;
          beginTurn(ctx, ruleset, encounter, rows);
          return { summary: `${rows[following].name}'s turn`, rows };
        }
        nextRound(ctx, ruleset, encounter);
        return `Round ${encounter.round}: ${rowsOf(encounter.id)[encounter.turn]?.name ?? 'nobody'} acts first`;
      });
    },

    endRound(input: MethodParams<'combat.endRound'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        nextRound(ctx, ruleset, encounter);
        return `Round ${encounter.round - 1} ends; round ${encounter.round} begins`;
      });
    },

    end(input: MethodParams<'combat.end'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const ending = ruleset.combat.endFight(rowsOf(encounter.id).map(fighterOf), encounter.round);
        settle(ctx, rowsOf(encounter.id), ending);
        leaveCountdowns(store, encounter, ruleset, ending.countdowns ?? []);
        keepLasting(store.members, ruleset, rowsOf(encounter.id), store.clock.now(encounter.campaignId));
        // The round in progress is fought out on the clock too.
        engine.advance(ctx, { partyId: encounter.partyId ?? 0, seconds: ruleset.time.secondsPerRound, stopOnEvent: false, bedRest: false, restful: false, letTimeRun: true });
        clearWonArea(store, ctx, ruleset, encounter, rowsOf(encounter.id));
        encounter.status = 'ended';
        encounter.endedAt = store.clock.now(encounter.campaignId);
        const seconds = encounter.endedAt - encounter.startedAt;
        return `The fight ends after ${plural(encounter.round, 'round')} (${plural(seconds, 'second')} of game time)`;
      });
    },
  };
}
