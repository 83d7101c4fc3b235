import type { PartyRepository } from '../../db/repositories/parties';
import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { SightingRepository } from '../../db/repositories/sightings';
import { fightGroupKey, poolFloor, type Audience, type CombatResult } from '../../../src-shared/contract';
import type { ClockRepository } from '../../db/repositories/clock';
import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { CombatantRow, EncounterRow, FightRepository } from '../../db/repositories/fights';
import type { CatalogueRepository } from '../../db/repositories/catalogue';
import type { InventoryRepository } from '../../db/repositories/inventory';
import type { MemberRepository } from '../../db/repositories/members';
import type { CombatOutcome, FighterChange, Ruleset } from '../../rules/ruleset';
import type { ClockEngine } from '../clock-engine';
import type { EffectRepository } from '../../db/repositories/effects';
import { AppError, notFound, raise } from '../errors';
import type { ActionContext, JournalService } from '../journal';
import type { PartyService } from '../party';
import type { RulesetOf } from '../rulesets';

export interface CombatDeps {
  store: {
    fights: FightRepository;
    members: MemberRepository;
    bestiary: BestiaryRepository;
    clock: ClockRepository;
    effects: EffectRepository;
    inventory: InventoryRepository;
    catalogue: CatalogueRepository;
    /** Where the party stands, so a won fight clears the area whose stocked foes it beat. */
    parties: PartyRepository;
    levels: DungeonLevelRepository;
    /** Turned undead still away when a fight ends wait here for their countdown. */
    sightings: SightingRepository;
  };
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  rulesetOf: RulesetOf;
  /** A fight started from a wandering encounter resolves it. */
  encounters: { fought(ctx: ActionContext, sightingId: number, fightName: string): void };
}

/**
 * A step's headline: the GM's alone (the players read the neutral line for a fight), or
 * with the players' own, written from who did what to whom, never cut from the rules' text.
 */
export type StepBody = (
  ctx: ActionContext,
  encounter: EncounterRow,
  ruleset: Ruleset,
) => string | {
  summary: string;
  playersSummary?: string;
  /** The fight's rows as the step left them, where it wrote each change through them (`apply`): the answer need not read them again. */
  rows?: CombatantRow[];
};

/** Finding a fight and its fighters, or saying which field named one that is not there. */
export function fightLookups({ fights }: CombatDeps['store']) {
  const mustEncounter = (id: number, field = 'encounterId') => fights.encounter(id) ?? raise(notFound('encounter', id, field));
  const rowsOf = (encounterId: number) => fights.combatants(encounterId);

  function mustActive(id: number): EncounterRow {
    const e = mustEncounter(id);
    if (e.status !== 'active') throw new AppError('invalid_input', `encounterId: "${e.name}" has ended`, ['encounterId']);
    return e;
  }

  function combatantIn(rows: CombatantRow[], id: number, field: string, mayBeOut = false): CombatantRow {
    const row = rows.find((r) => r.id === id) ?? raise(new AppError('not_found', `${field}: no combatant ${id} in this fight`, [field]));
    if (row.out && !mayBeOut) throw new AppError('invalid_input', `${field}: ${row.name} is out of the fight`, [field]);
    return row;
  }

  return { mustEncounter, rowsOf, mustActive, combatantIn };
}
export type FightLookups = ReturnType<typeof fightLookups>;

/** What every step of a fight shares: writing what the rules changed and journaling the step. */
/**
 * What a step already knows when it answers with the fight: the encounter as it saved
 * it, the rules, the time its entry ended at; and that undo is now possible and redo
 * is not (the step ended it). The answer need not read any of it again.
 */
export interface JustActed {
  encounter: EncounterRow;
  ruleset: Ruleset;
  now: number;
  rows?: CombatantRow[];
}

export type FightState = (encounterId: number, audience: Audience, just?: JustActed) => CombatResult['state'];

export function fightSteps(deps: CombatDeps, lookups: FightLookups, state: FightState) {
  const { store, journal, rulesetOf } = deps;
  const { fights, members } = store;
  const { mustActive } = lookups;

  /** Writes a step's changes to the combatants and, for party members, to their sheets' pools. */
  function apply(rows: CombatantRow[], changes: readonly FighterChange[]): void {
    for (const change of changes) {
      const row = rows.find((r) => r.id === change.id) ?? raise(new Error(`combat rules changed unknown combatant ${change.id}`));
      // Healing stops at the maximum and harm at the floor, whatever the step asked, so a
      // pool is never stored in a shape the member's sheet and file refuse.
      if (change.hp !== undefined) row.hpCurrent = clamp(change.hp, poolFloor(row.hpMax), row.hpMax);
      if (change.fp !== undefined && row.fpMax !== null) row.fpCurrent = clamp(change.fp, poolFloor(row.fpMax), row.fpMax);
      if (change.state !== undefined) row.state = JSON.stringify(change.state);
      if (change.out !== undefined) row.out = change.out;
      fights.saveCombatant(row);
      if (row.memberId !== null) members.setPools(row.memberId, row.hpCurrent, row.fpCurrent);
    }
  }

  /** A rules step's dice, notes and changes, kept in the entry being written. */
  function settle(ctx: ActionContext, rows: CombatantRow[], outcome: CombatOutcome): void {
    ctx.keepRolls(outcome.rolls);
    outcome.notes.forEach((n) => ctx.note(n));
    apply(rows, outcome.changes);
    for (const c of outcome.changes) {
      const memberId = rows.find((r) => r.id === c.id)?.memberId;
      if (memberId) ctx.about(memberId);
    }
  }

  /** Every step of a fight: one journal entry, answered with the fight as it now stands. */
  function act(encounterId: number, audience: Audience, request: unknown, body: StepBody): CombatResult {
    const encounter = mustActive(encounterId);
    const ruleset = rulesetOf(encounter.campaignId);
    let rows: CombatantRow[] | undefined;
    const { entry } = journal.recordEntry(encounter.campaignId, { kind: 'combat', request }, (ctx) => {
      ctx.group(fightGroupKey(encounter.id));
      const said = body(ctx, encounter, ruleset);
      fights.saveEncounter(encounter);
      if (typeof said === 'string') return { summary: said, result: null };
      rows = said.rows;
      return { summary: said.summary, playersSummary: said.playersSummary, result: null };
    });
    return { entry, state: state(encounterId, audience, { encounter, ruleset, now: entry.gameTimeAfter, rows }) };
  }

  return { ...lookups, apply, settle, act };
}
export type FightSteps = ReturnType<typeof fightSteps>;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The first fighter still in the fight from turn-order place `from` on, or -1. Those
 * caught by surprise lose the first round (supplement A15; GURPS: Do Nothing).
 */
export const firstIn = (rows: CombatantRow[], from: number, caught: (row: CombatantRow) => boolean = () => false) =>
  rows.findIndex((r, i) => i >= from && !r.out && !caught(r));

/** The side that lost the first round to surprise, or null, and the members of it the die missed (an Elf on a 2, A15). */
export function surpriseOf(encounter: EncounterRow): { side: 'party' | 'foes' | null; spared: readonly number[] } {
  const { surprised, spared } = JSON.parse(encounter.options) as { surprised?: 'party' | 'foes'; spared?: number[] };
  return { side: surprised ?? null, spared: spared ?? [] };
}

/** Whether a fighter loses this round to surprise. */
export function surprisedNow(encounter: EncounterRow): (row: CombatantRow) => boolean {
  const { side, spared } = surpriseOf(encounter);
  if (encounter.round !== 1 || side === null) return () => false;
  return (row) => row.side === side && !(row.memberId !== null && spared.includes(row.memberId));
}
