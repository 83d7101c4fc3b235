import { fightGroupKey, type MethodOutput, type MethodParams } from '../../../src-shared/contract';
import { fightGoingOn, forAudience } from '../players-view';
import { AppError } from '../errors';
import { recoverShots } from './ammo';
import { attackActions } from './attack';
import { editActions } from './edits';
import { startActions } from './start';
import { combatState } from './state';
import { referenceOf } from './reference';
import { fightLookups, fightSteps, type CombatDeps } from './steps';
import { turnActions, turnKeeping } from './turns';

// A fight as one journaled action after another. The service keeps the encounter
// (who fights, the turn order, the round, everyone's pools) and the clock; the
// campaign's ruleset answers every rules question. A party member's HP and FP are
// written back to the member as they change, so the fight and the sheet agree.

/** The combat view's use cases: a fight started, fought step by step as journaled actions, and ended. */
export function combatService(deps: CombatDeps) {
  const lookups = fightLookups(deps.store);
  const state = combatState(deps, lookups);
  const steps = fightSteps(deps, lookups, state);
  const turns = turnKeeping(deps, steps);
  return {
    reference: (input: MethodParams<'combat.reference'>) => referenceOf(deps.rulesetOf(input.campaignId)),

    state: (input: MethodParams<'combat.state'>) => state(input.encounterId, input.audience),

    current(input: MethodParams<'combat.current'>): MethodOutput<'combat.current'> {
      const row = deps.store.fights.latest(input.campaignId);
      return { encounter: forAudience(input.audience, row ? state(row.id, 'gm') : null, fightGoingOn) };
    },

    /** After the fight (or during it), each member finds a share of what they shot; their count starts again. */
    recoverMissiles(input: MethodParams<'combat.recoverMissiles'>) {
      const encounter = lookups.mustEncounter(input.encounterId);
      const rows = lookups.rowsOf(encounter.id);
      const { inventory, fights, catalogue } = deps.store;
      const { entry } = deps.journal.recordEntry(encounter.campaignId, { kind: 'combat', request: input }, (ctx) => {
        ctx.group(fightGroupKey(encounter.id));
        const said = recoverShots(ctx, { inventory, fights, catalogue }, encounter.campaignId, rows, input.percent);
        if (said.length === 0) throw new AppError('invalid_input', `encounterId: nobody in "${encounter.name}" has missiles to recover`, ['encounterId']);
        return { summary: `${said.join('; ')} (${input.percent}% found again)`, result: null };
      });
      return { entry, state: state(encounter.id, input.audience) };
    },

    ...startActions(deps, steps, turns, state),
    ...attackActions(deps, steps),
    ...editActions(steps),
    ...turnActions(deps, steps, turns),
  };
}

export type CombatService = ReturnType<typeof combatService>;
