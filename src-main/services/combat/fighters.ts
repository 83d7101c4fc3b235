import type { CombatantRow } from '../../db/repositories/fights';
import type { Fighter, Ruleset } from '../../rules/ruleset';
import { ruleErrorsAt } from '../errors';

/**
 * A fighter's figures are fixed for the fight and read at every step: parsed once per
 * text. The rules treat them as read-only, so one parsed copy can be shared.
 */
const parsedStats = new Map<string, Record<string, unknown>>();
function statsOf(json: string): Record<string, unknown> {
  let stats = parsedStats.get(json);
  if (!stats) {
    if (parsedStats.size >= 1000) parsedStats.clear();
    stats = JSON.parse(json) as Record<string, unknown>;
    parsedStats.set(json, stats);
  }
  return stats;
}

/** A combatant as the rules see it. */
export const fighterOf = (row: CombatantRow): Fighter => ({
  id: row.id,
  name: row.name,
  side: row.side,
  stats: statsOf(row.stats),
  state: JSON.parse(row.state) as Record<string, unknown>,
  pools: {
    hp: { current: row.hpCurrent, max: row.hpMax },
    fp: row.fpCurrent === null || row.fpMax === null ? null : { current: row.fpCurrent, max: row.fpMax },
  },
  out: row.out,
});

/**
 * The combat rules name the request's own fields: a refusal at ["attackerId"]
 * stays there when the call has that field, one at ["rangeYards"] is the record's,
 * attack.rangeYards, and a refusal naming no field is reported against the record.
 */
export function underField<T>(field: (string | number)[], fn: () => T, call?: object): T {
  return ruleErrorsAt(fn, field, (rulePath) => (call && String(rulePath[0]) in call ? [...rulePath] : [...field, ...rulePath]));
}


/** The conditions, in every ruleset's words, of a fighter past any harm: the dead, and undead destroyed by turning. */
const PAST_HARM = new Set(['dead', 'destroyed']);

/** Why a fighter cannot be attacked any more ("Goblin 2 is dead: fell at 0 HP"), or null. */
export function pastHarm(ruleset: Ruleset, row: CombatantRow): string | null {
  const gone = ruleset.combat.summary(fighterOf(row)).conditions.find((c) => PAST_HARM.has(c.id));
  return gone ? `${row.name} is ${gone.label.toLowerCase()} (${gone.effect.replace(/\.$/, '')}): there is nothing left to attack` : null;
}
