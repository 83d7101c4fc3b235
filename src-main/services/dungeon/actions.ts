import type { ActionResult, AdvanceStop, Audience, DungeonState, JournalKind, PartyView } from '../../../src-shared/contract';
import { SECONDS_PER_DAY } from '../../../src-shared/time';
import type { BestiaryRepository } from '../../db/repositories/bestiary';
import type { ClockRepository } from '../../db/repositories/clock';
import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { EffectRepository } from '../../db/repositories/effects';
import type { EncounterTableRepository } from '../../db/repositories/encounter-tables';
import type { FightRepository } from '../../db/repositories/fights';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { InventoryRepository } from '../../db/repositories/inventory';
import type { LightRepository } from '../../db/repositories/lights';
import type { MemberRepository } from '../../db/repositories/members';
import type { PartyRepository } from '../../db/repositories/parties';
import type { SpellRepository } from '../../db/repositories/spells';
import type { Ruleset } from '../../rules/ruleset';
import type { ClockEngine } from '../clock-engine';
import { AppError } from '../errors';
import type { ActionContext, ActionMeta, JournalService } from '../journal';
import type { PartyService } from '../party';
import type { RulesetOf } from '../rulesets';
import type { SkyOf } from '../sky';

export interface DungeonDeps {
  store: {
    clock: ClockRepository;
    lights: LightRepository;
    effects: EffectRepository;
    spells: SpellRepository;
    members: MemberRepository;
    inventory: InventoryRepository;
    tables: EncounterTableRepository;
    levels: DungeonLevelRepository;
    fights: FightRepository;
    bestiary: BestiaryRepository;
    parties: PartyRepository;
    regions: HexRegionRepository;
  };
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  rulesetOf: RulesetOf;
  skyOf: SkyOf;
}

export type Member = PartyView['members'][number];
/** The GM's headline, the players' own where they may read more than a neutral line (see journal/record), and what stopped the action. */
type Outcome = { summary: string; playersSummary?: string; stoppedBy?: string | null; stopReason?: AdvanceStop | null };
export type ActionBody = (ctx: ActionContext, party: PartyView, ruleset: Ruleset) => Outcome;

/** What every dungeon use case shares: acting as one journaled step, spending time, finding the member named. */
const turnTaking = new Set<JournalKind>(['clock', 'move', 'rest', 'search', 'listen', 'door']);

/** `lookAround`: what the party sees after each action (place.ts), so a light lit or a door opened shows the players more. */
export function dungeonActions(deps: DungeonDeps, state: (partyId: number, audience: Audience) => DungeonState, lookAround: (partyId: number) => void) {
  const { journal, engine, parties, rulesetOf } = deps;

  /** Every action: journaled in one go, then answered with the state the GM now sees. */
  function act(partyId: number, audience: Audience, meta: ActionMeta, body: ActionBody): ActionResult {
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
    audience: Audience,
    meta: ActionMeta,
    body: (ctx: ActionContext, ruleset: Ruleset) => Outcome,
  ): ActionResult {
    const ruleset = rulesetOf(campaignId);
    let stoppedBy: string | null = null;
    let stopReason: AdvanceStop | null = null;
    const { entry } = journal.recordEntry(campaignId, meta, (ctx) => {
      // A party's turns underground on one day read as one line that opens up.
      if (turnTaking.has(meta.kind)) ctx.group(`turns:${partyId}:${Math.floor(ctx.startedAt / SECONDS_PER_DAY)}`);
      const outcome = body(ctx, ruleset);
      lookAround(partyId);
      stoppedBy = outcome.stoppedBy ?? null;
      stopReason = outcome.stopReason ?? null;
      return { summary: outcome.summary, playersSummary: outcome.playersSummary, result: null };
    });
    return { entry, stoppedBy, stopReason, state: state(partyId, audience) };
  }

  /** Time an action takes; events on the way are noted but do not cut the action short. */
  function spend(ctx: ActionContext, partyId: number, seconds: number, letTimeRun: boolean): void {
    engine.advance(ctx, { partyId, seconds, stopOnEvent: false, bedRest: false, restful: false, letTimeRun });
  }

  function memberOf(party: PartyView, memberId: number, field = 'memberId'): Member {
    const m = party.members.find((x) => x.id === memberId);
    if (!m) throw new AppError('invalid_input', `${field}: no member ${memberId} in ${party.name}`, [field]);
    return m;
  }

  return { act, journaled, spend, memberOf };
}
export type DungeonActions = ReturnType<typeof dungeonActions>;
