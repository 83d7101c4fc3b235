import type { CombatantRow, EncounterRow, FightRepository } from '../../db/repositories/fights';
import type { CombatRules } from '../../rules/ruleset';
import type { ActionContext } from '../journal';
import { fighterOf } from './fighters';

/** Rolls the turn order by the fight's options and writes everyone's place in it. */
export function rollInitiative(fights: FightRepository, ctx: ActionContext, combat: CombatRules, encounter: EncounterRow, rows: CombatantRow[]): void {
  const result = combat.rollInitiative(rows.map(fighterOf), JSON.parse(encounter.options) as Record<string, unknown>, ctx.rng);
  ctx.keepRolls(result.rolls);
  result.notes.forEach((n) => ctx.note(n));
  const placed = new Set(result.order.map((o) => o.id));
  result.order.forEach((o, position) => fights.place(o.id, position, o.score, o.text));
  // Those out of the fight keep their places after everyone still in it.
  rows.filter((r) => !placed.has(r.id)).forEach((r, i) => fights.place(r.id, result.order.length + i, r.initiative, r.initiativeText));
  ctx.note(`Order: ${result.order.map((o) => rows.find((r) => r.id === o.id)!.name).join(', ')}.`);
}
