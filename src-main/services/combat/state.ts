import type { CombatState, JournalEntry } from '../../../src-shared/contract';
import type { CombatantRow } from '../../db/repositories/fights';
import type { Audience, CombatDeps, FightLookups } from './steps';
import { fighterOf } from './fighters';

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
 * What the players' screen leaves out of a foe's conditions: figures only the GM's
 * numbers reveal (shock penalties, HP at or below 0, fatigue, blocks and aims).
 */
const GM_ONLY_CONDITIONS = new Set(['shock', 'fading', 'very-tired', 'tired', 'exhausted', 'stun-damage', 'blocks', 'block-used', 'aiming', 'evaluating', 'feint']);

/**
 * A log entry as the players may see it: the headline without HP figures, public dice
 * only, and none of the GM's working (skills, HT rolls, damage through DR).
 */
function forPlayers(entry: JournalEntry): JournalEntry {
  const summary = entry.summary
    .replace(/,? HP -?\d+ -> -?\d+/g, '')
    .replace(/,? HP -?\d+\b/g, '')
    .replace(/ \(-?\d+ -> -?\d+\)/g, '');
  return { ...entry, summary, rolls: entry.rolls.filter((r) => !r.secret), changes: [] };
}

/** A fight as the GM or the players see it: the turn order, everyone's pools and conditions, and the fight's log. */
export function combatState(deps: CombatDeps, { mustEncounter, rowsOf }: FightLookups) {
  const { store, journal, rulesetOf } = deps;

  return function state(encounterId: number, audience: Audience): CombatState {
    const encounter = mustEncounter(encounterId);
    const ruleset = rulesetOf(encounter.campaignId);
    const rows = rowsOf(encounterId);
    const now = store.clock.now(encounter.campaignId);
    const current = encounter.status === 'active' ? rows[encounter.turn] : undefined;
    const options = JSON.parse(encounter.options) as { mode?: string };
    const modes = ruleset.combat.reference.initiativeModes;
    const thread = { campaignId: encounter.campaignId, kind: 'combat', firstId: encounter.firstEntryId, path: '$.encounterId', value: encounter.id, limit: LOG_LENGTH };
    const log: JournalEntry[] = journal.thread(thread).map((e) => (audience === 'gm' ? e : forPlayers(e)));
    const pool = (current: number | null, max: number | null, label: string, marks: readonly { at: number; label: string }[]) =>
      current === null || max === null ? null : { current, max, label, marks: [...marks] };
    return {
      encounterId: encounter.id,
      campaignId: encounter.campaignId,
      partyId: encounter.partyId,
      name: encounter.name,
      status: encounter.status,
      audience,
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
      combatants: rows.map((row) => {
        const fighter = fighterOf(row);
        const s = ruleset.combat.summary(fighter);
        const hidden = audience === 'players' && row.side === 'foes';
        return {
          id: row.id,
          name: row.name,
          side: row.side,
          memberId: row.memberId,
          position: row.position,
          initiative: row.initiative,
          initiativeText: row.initiativeText,
          hp: hidden ? null : pool(row.hpCurrent, row.hpMax, 'HP', s.hpMarks),
          fp: hidden ? null : pool(row.fpCurrent, row.fpMax, ruleset.fatiguePool ?? 'FP', s.fpMarks),
          looks: looks(row),
          conditions: hidden ? s.conditions.filter((c) => !GM_ONLY_CONDITIONS.has(c.id)) : [...s.conditions],
          stance: hidden ? null : s.stance,
          out: row.out,
          current: row.id === current?.id,
          attacks: hidden ? [] : [...s.attacks],
          defenses: hidden ? [] : [...s.defenses],
        };
      }),
      reference: structuredClone(ruleset.combat.reference) as CombatState['reference'],
      log,
      ...journal.canUndoRedo(encounter.campaignId),
    };
  };
}
