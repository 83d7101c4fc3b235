import type { CombatResult, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { AppError, parseNested, raise } from '../errors';
import type { CombatDeps, FightSteps } from './steps';
import { fighterOf, pastHarm, underField } from './fighters';
import { ammoFigure, loose } from './ammo';

/** A fighter acts: declares a maneuver, or attacks (with a preview of the odds first). */
export function attackActions(deps: CombatDeps, { act, rowsOf, combatantIn, settle, mustEncounter }: FightSteps) {
  const { rulesetOf } = deps;
  return {
    maneuver(input: MethodParams<'combat.maneuver'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const schema = ruleset.combat.maneuverSchema ?? raise(new AppError('invalid_input', `maneuver: ${ruleset.name} has no maneuvers to declare`, ['maneuver']));
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId');
        // The one acting is in the entry as well as those it touches, so the journal's character filter finds both.
        if (row.memberId) ctx.about(row.memberId);
        const maneuver = parseNested(schema, input.maneuver, ['maneuver']);
        const others = rows.filter((r) => r.id !== row.id).map(fighterOf);
        const outcome = underField(['maneuver'], () => ruleset.combat.maneuver(fighterOf(row), maneuver, others, ctx.rng), input);
        settle(ctx, rows, outcome);
        return { summary: outcome.summary, playersSummary: `${row.name} acts` };
      });
    },

    ability(input: MethodParams<'combat.ability'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const use = ruleset.combat.useAbility ?? raise(new AppError('invalid_input', `ability: ${ruleset.name} has no class abilities in a fight`, ['ability']));
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId');
        if (row.memberId) ctx.about(row.memberId);
        const others = rows.filter((r) => r.id !== row.id).map(fighterOf);
        const outcome = underField(['ability'], () => use(fighterOf(row), input.ability, others, encounter.round, ctx.rng), input);
        settle(ctx, rows, outcome);
        return { summary: outcome.summary, playersSummary: `${row.name} uses an ability` };
      });
    },

    preview(input: MethodParams<'combat.preview'>): MethodOutput<'combat.preview'> {
      const encounter = mustEncounter(input.encounterId);
      const ruleset = rulesetOf(encounter.campaignId);
      const rows = rowsOf(encounter.id);
      const attacker = combatantIn(rows, input.attackerId, 'attackerId');
      const defender = combatantIn(rows, input.defenderId, 'defenderId', true);
      const attack = parseNested(ruleset.combat.attackSchema, input.attack, ['attack']);
      const gone = pastHarm(ruleset, defender);
      if (gone) return { possible: false, reason: gone, figures: [], chances: [], damage: null };
      const preview = underField(['attack'], () => ruleset.combat.preview(fighterOf(attacker), fighterOf(defender), attack), input);
      // Running out shows before the attack: the count left, or that the launcher cannot shoot.
      const ammo = ammoFigure(deps.store.inventory, ruleset, attacker, fighterOf(attacker), attack);
      const out = ammo?.value.startsWith('none');
      return {
        ...preview,
        possible: preview.possible && !out,
        reason: out ? `${attacker.name} is ${ammo!.value.slice(6)}` : preview.reason,
        figures: [...(ammo ? [ammo] : []), ...preview.figures],
        chances: [...preview.chances],
      };
    },

    attack(input: MethodParams<'combat.attack'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const rows = rowsOf(encounter.id);
        const attacker = combatantIn(rows, input.attackerId, 'attackerId');
        const defender = combatantIn(rows, input.defenderId, 'defenderId', true);
        if (attacker.id === defender.id) throw new AppError('invalid_input', 'defenderId: a fighter cannot attack itself', ['defenderId']);
        const gone = pastHarm(ruleset, defender);
        if (gone) throw new AppError('invalid_input', `defenderId: ${gone}`, ['defenderId']);
        if (attacker.memberId) ctx.about(attacker.memberId);
        const attack = parseNested(ruleset.combat.attackSchema, input.attack, ['attack']);
        loose(ctx, deps.store, ruleset, attacker, fighterOf(attacker), attack);
        const outcome = underField(['attack'], () => ruleset.combat.attack(fighterOf(attacker), fighterOf(defender), attack, ctx.rng), input);
        settle(ctx, rows, outcome);
        // Rolls, targets and injuries are the GM's; how the defender now looks is on the players' screen.
        return { summary: outcome.summary, playersSummary: `${attacker.name} attacks ${defender.name}`, rows };
      });
    },
  };
}
