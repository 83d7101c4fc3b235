import type { CombatResult, MethodParams } from '../../../src-shared/contract';
import type { FighterChange } from '../../rules/ruleset';
import { AppError } from '../errors';
import type { FightSteps } from './steps';
import { fighterOf, underField } from './fighters';

/** The GM's hand on a fight: pools changed, a condition set or cleared, a note in the log. */
export function editActions({ act, rowsOf, combatantIn, apply, settle }: FightSteps) {
  return {
    adjust(input: MethodParams<'combat.adjust'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId', true);
        if (input.fp !== 0 && row.fpCurrent === null) throw new AppError('invalid_input', `fp: ${row.name} has no fatigue pool in these rules`, ['fp']);
        const change: FighterChange = {
          id: row.id,
          ...(input.hp !== 0 && { hp: row.hpCurrent + input.hp }),
          ...(input.fp !== 0 && { fp: row.fpCurrent! + input.fp }),
          ...(input.out !== undefined && { out: input.out }),
        };
        if (input.hp === 0 && input.fp === 0 && input.out === undefined) {
          throw new AppError('invalid_input', 'hp: change something (HP, FP or being out of the fight)', ['hp']);
        }
        const hpBefore = row.hpCurrent;
        // A fall by hand is answered as a wound would be (GURPS's death checks), before the HP change lands.
        const owed = input.hp < 0 && ruleset.combat.hpLostByHand ? ruleset.combat.hpLostByHand(fighterOf(row), row.hpCurrent + input.hp, ctx.rng) : null;
        apply(rows, [change]);
        if (owed) settle(ctx, rows, owed);
        const parts = [
          input.hp && `${input.hp > 0 ? '+' : ''}${input.hp} HP (${hpBefore} -> ${row.hpCurrent})`,
          input.fp && `${input.fp > 0 ? '+' : ''}${input.fp} FP`,
          input.out !== undefined && (input.out ? 'out of the fight' : 'back in the fight'),
        ].filter(Boolean);
        if (input.note) ctx.note(input.note);
        if (row.memberId) ctx.about(row.memberId);
        // A party member's pools are on the players' screen; a foe's change shows only in how it looks and whether it is out.
        const seen = row.side === 'party' ? parts : [input.out !== undefined && (input.out ? 'out of the fight' : 'back in the fight'), input.out === undefined && (input.hp < 0 ? 'hurt' : 'changed')].filter(Boolean);
        return { summary: `${row.name}: ${parts.join(', ')}`, playersSummary: `${row.name}: ${seen.join(', ')}` };
      });
    },

    condition(input: MethodParams<'combat.condition'>): CombatResult {
      return act(input.encounterId, input.audience, input, (_ctx, encounter, ruleset) => {
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId', true);
        apply(rows, [underField(['condition'], () => ruleset.combat.setCondition(fighterOf(row), input.condition, input.on), input)]);
        const label = ruleset.combat.reference.conditions.find((c) => c.id === input.condition)?.label ?? input.condition;
        return `${row.name}: ${label.toLowerCase()} ${input.on ? 'set' : 'cleared'}`;
      });
    },

    note(input: MethodParams<'combat.note'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter) => {
        const row = input.combatantId === undefined ? null : combatantIn(rowsOf(encounter.id), input.combatantId, 'combatantId', true);
        if (row?.memberId) ctx.about(row.memberId);
        return row ? `${row.name}: ${input.text}` : input.text;
      });
    },
  };
}
