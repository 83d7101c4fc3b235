import type { ActionResult, MethodParams } from '../../../src-shared/contract';
import { describeSpan, plural } from '../../../src-shared/time';
import { effectSeconds } from '../../rules/clock/effect-duration';
import { notFound } from '../errors';
import type { DungeonActions, DungeonDeps } from './actions';

/**
 * Setting and taking off spells, poisons and countdowns; the clock ends them. A hidden
 * one is journaled under its own kind, which the players' journal leaves out.
 */
export function effectActions(deps: DungeonDeps, { act, memberOf }: DungeonActions) {
  const { effects } = deps.store;
  return {
    add(input: MethodParams<'effect.add'>): ActionResult {
      return act(input.partyId, input.audience, { kind: input.visible ? 'effect' : 'hidden-effect', request: input }, (ctx, party, ruleset) => {
        const member = input.on === 'member' ? memberOf(party, input.memberId!) : null;
        if (member) ctx.about(member.id);
        const seconds = effectSeconds(input.amount, input.unit, ruleset.time.secondsPerRound);
        effects.add({
          campaignId: party.campaignId,
          partyId: input.on === 'party' ? party.id : null,
          memberId: member?.id ?? null,
          name: input.name,
          startedAt: ctx.startedAt,
          endsAt: ctx.startedAt + seconds,
          amount: input.amount,
          unit: input.unit,
          visible: input.visible,
        });
        const on = member ? ` on ${member.name}` : input.on === 'party' ? ` on ${party.name}` : '';
        const length = plural(input.amount, input.unit.slice(0, -1));
        const secret = input.visible ? '' : ' (hidden from the players)';
        if (input.unit === 'rounds' || input.unit === 'turns') ctx.note(`It lasts ${describeSpan(seconds, ruleset.time.secondsPerRound)} of game time.`);
        const line = `${input.name}${on}: ${length}`;
        // A visible effect is on the players' screen with its time; a hidden one is no line of theirs.
        return { summary: `${line}${secret}`, ...(input.visible && { playersSummary: line }) };
      });
    },

    remove(input: MethodParams<'effect.remove'>): ActionResult {
      const e = effects.get(input.effectId);
      return act(input.partyId, input.audience, { kind: e?.visible === false ? 'hidden-effect' : 'effect', request: input }, (ctx, party, ruleset) => {
        if (!e || e.campaignId !== party.campaignId) throw notFound('timed effect', input.effectId, 'effectId');
        if (e.memberId) ctx.about(e.memberId);
        effects.end([e.id]);
        const line = `${e.name} is taken off${e.memberName ? ` ${e.memberName}` : ''} with ${describeSpan(Math.max(0, e.endsAt - ctx.startedAt), ruleset.time.secondsPerRound)} left`;
        return { summary: line, ...(e.visible && { playersSummary: line }) };
      });
    },
  };
}
