import type { CombatState } from '../../../src-shared/contract';
import { effectView } from '../effects';
import { combatStateForPlayers, forAudience } from '../players-view';
import type { CombatantRow } from '../../db/repositories/fights';
import type { Fighter, FighterSummary, Ruleset } from '../../rules/ruleset';
import type { Audience } from '../../../src-shared/contract';
import type { CombatDeps, FightLookups, JustActed } from './steps';
import { fighterOf } from './fighters';
import { referenceOf } from './reference';

/** Entries a fight's state carries; the Journal view has the rest. */
const LOG_LENGTH = 30;

/** What anyone at the table can tell of a fighter's health by looking. */
function looks(row: CombatantRow): string {
  if (row.out) return row.hpCurrent <= 0 ? 'Down' : 'Out of the fight';
  // Still fighting at 0 HP or less (GURPS rolls to stay up each turn): hurt, not down.
  if (row.hpCurrent <= 0) return 'Badly wounded';
  const share = row.hpCurrent / row.hpMax;
  if (share >= 1) return 'Unhurt';
  if (share > 2 / 3) return 'Scratched';
  if (share > 1 / 3) return 'Wounded';
  return 'Badly wounded';
}

/**
 * A fighter's summary is worked out from the fighter alone (`summary` in the combat rules),
 * and a step changes one or two of them: each combatant's is kept with the row it came from.
 */
const summaries = new WeakMap<Ruleset, Map<number, { row: string; summary: FighterSummary }>>();
function summaryOf(ruleset: Ruleset, row: CombatantRow, fighter: () => Fighter): FighterSummary {
  let known = summaries.get(ruleset);
  if (!known) summaries.set(ruleset, (known = new Map()));
  const key = `${row.name}\u0000${row.side}\u0000${row.hpCurrent} ${row.hpMax} ${row.fpCurrent} ${row.fpMax} ${row.out}\u0000${row.state}\u0000${row.stats}`;
  const hit = known.get(row.id);
  if (hit?.row === key) return hit.summary;
  if (known.size >= 1000) known.clear();
  const summary = ruleset.combat.summary(fighter());
  known.set(row.id, { row: key, summary });
  return summary;
}

/** A fight as the GM or the players see it: the turn order, everyone's pools and conditions, and the fight's log. */
export function combatState(deps: CombatDeps, { mustEncounter, rowsOf }: FightLookups) {
  const { store, journal, rulesetOf } = deps;

  return function state(encounterId: number, audience: Audience, just?: JustActed): CombatState {
    const encounter = just?.encounter ?? mustEncounter(encounterId);
    const ruleset = just?.ruleset ?? rulesetOf(encounter.campaignId);
    const rows = just?.rows ?? rowsOf(encounterId);
    let fighters: Fighter[] | undefined;
    const fighterAt = (i: number) => (fighters ??= rows.map(fighterOf))[i]!;
    const now = just?.now ?? store.clock.now(encounter.campaignId);
    const current = encounter.status === 'active' ? rows[encounter.turn] : undefined;
    const options = JSON.parse(encounter.options) as { mode?: string };
    const modes = ruleset.combat.reference.initiativeModes;
    const thread = { campaignId: encounter.campaignId, kind: 'combat', firstId: encounter.firstEntryId, path: '$.encounterId', value: encounter.id, limit: LOG_LENGTH };
    const pool = (current: number | null, max: number | null, label: string, marks: readonly { at: number; label: string }[]) =>
      current === null || max === null ? null : { current, max, label, marks: [...marks] };
    return forAudience(audience, {
      encounterId: encounter.id,
      campaignId: encounter.campaignId,
      partyId: encounter.partyId,
      name: encounter.name,
      status: encounter.status,
      audience: 'gm',
      rules: { system: ruleset.id, name: ruleset.name, secondsPerRound: ruleset.time.secondsPerRound, fatiguePool: ruleset.fatiguePool },
      round: encounter.round,
      turn: encounter.turn,
      currentId: current?.id ?? null,
      startedAt: encounter.startedAt,
      elapsedSeconds: (encounter.endedAt ?? now) - encounter.startedAt,
      gameTimeSeconds: now,
      initiative: {
        mode: modes.find((m) => m.id === options.mode)?.label ?? modes[0]?.label ?? (ruleset.combat.initiativeEachRound ? 'Rolled every round' : 'Fixed for the fight'),
        note: ruleset.combat.initiativeEachRound ? 'Rolled again at the start of each round.' : 'Set at the start and kept for the whole fight.',
      },
      combatants: rows.map((row, i) => {
        const s = summaryOf(ruleset, row, () => fighterAt(i));
        const abilities = ruleset.combat.abilities?.(fighterAt(i), fighters!.filter((f) => f.id !== row.id), encounter.round) ?? [];
        return {
          id: row.id,
          name: row.name,
          side: row.side,
          memberId: row.memberId,
          position: row.position,
          initiative: row.initiative,
          initiativeText: row.initiativeText,
          hp: pool(row.hpCurrent, row.hpMax, 'HP', s.hpMarks),
          fp: pool(row.fpCurrent, row.fpMax, ruleset.fatiguePool ?? 'FP', s.fpMarks),
          looks: looks(row),
          conditions: [...s.conditions],
          stance: s.stance,
          declared: s.declared ?? null,
          out: row.out,
          current: row.id === current?.id,
          attacks: [...s.attacks],
          defenses: [...s.defenses],
          ...(s.locations && { locations: s.locations.map((l) => ({ ...l })) }),
          ...(abilities.length > 0 && { abilities: abilities.map((a) => ({ ...a })) }),
        };
      }),
      effects: (encounter.partyId === null ? store.effects.running(encounter.campaignId).filter((e) => e.partyId === null && e.memberId === null) : store.effects.around(encounter.campaignId, encounter.partyId)).map((e) => effectView(e, now)),
      reference: referenceOf(ruleset),
      log: journal.thread(thread),
      ...(just ? { canUndo: true, canRedo: false } : journal.canUndoRedo(encounter.campaignId)),
    }, combatStateForPlayers);
  };
}
