import type { ActionResult, MethodParams } from '../../../src-shared/contract';
import { describeSpan, formatGameTime, SECONDS_PER_TURN } from '../../../src-shared/time';
import { alertsSaid } from '../clock-engine';
import { AppError } from '../errors';
import { mustBeFreeToTravel } from '../out-of-fight';
import type { DungeonActions, DungeonDeps } from './actions';
import { turns, walkSeconds, walkSpan } from './turns';

/** Letting time pass underground: the GM's advance, a move at the party's pace, a rest. */
export function timeActions(deps: DungeonDeps, { act, journaled, spend }: DungeonActions) {
  const { engine, parties, skyOf } = deps;
  return {
    advance(input: MethodParams<'clock.advance'>): ActionResult {
      return journaled(parties.campaignOf(input.partyId), input.partyId, input.audience, { kind: 'clock', request: input }, (ctx, ruleset) => {
        const out = engine.advance(ctx, { ...input, restful: true });
        const moved = out.now - ctx.startedAt;
        const said = alertsSaid(out);
        const passed = `Time passes: ${describeSpan(moved, ruleset.time.secondsPerRound)}${out.stoppedBy ? ' (stopped early)' : ''}, to ${formatGameTime(out.now)}`;
        return {
          summary: `${passed}${said ? `. ${said}` : ''}`,
          // What the alerts say reaches the table as their own cards, those not hidden.
          playersSummary: passed,
          stoppedBy: out.stoppedBy,
          stopReason: out.stopReason,
        };
      });
    },

    untilDawn(input: MethodParams<'clock.untilDawn'>): ActionResult {
      mustBeFreeToTravel(deps.store, input.partyId, 'partyId');
      return journaled(parties.campaignOf(input.partyId), input.partyId, input.audience, { kind: 'clock', request: input }, (ctx, ruleset) => {
        const dawn = skyOf(ctx.campaignId).nextDawn(ctx.startedAt);
        // At sunrise already: the next one is a day on, so the call always passes a night.
        const until = dawn > ctx.startedAt ? dawn : skyOf(ctx.campaignId).nextDawn(ctx.startedAt + 1);
        const out = engine.advance(ctx, { partyId: input.partyId, seconds: until - ctx.startedAt, stopOnEvent: input.stopOnEvent, bedRest: false, restful: true, letTimeRun: input.letTimeRun });
        const moved = out.now - ctx.startedAt;
        const camped = `The party camps until dawn: ${describeSpan(moved, ruleset.time.secondsPerRound)}${out.stoppedBy ? ' (stopped early)' : ''}, to ${formatGameTime(out.now)}`;
        return {
          summary: camped,
          playersSummary: camped,
          stoppedBy: out.stoppedBy,
          stopReason: out.stopReason,
        };
      });
    },

    move(input: MethodParams<'dungeon.move'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'move', request: input }, (ctx, party, ruleset) => {
        const pace = party.summary.pace;
        const unit = ruleset.unit === 'ft' ? "'" : ' yd';
        if (pace.perTurn <= 0) throw new AppError('invalid_input', `distance: the party cannot move. ${pace.reason}`, ['distance']);
        const { stepSeconds } = ruleset.dungeon.walk;
        const seconds = walkSeconds(input.distance, pace.perTurn, stepSeconds);
        spend(ctx, party.id, seconds, input.letTimeRun);
        const moved = `The party moves ${input.distance}${unit} at ${pace.perTurn}${unit} a turn (${walkSpan(seconds)})`;
        return { summary: moved, playersSummary: moved };
      });
    },

    rest(input: MethodParams<'dungeon.rest'>): ActionResult {
      return journaled(parties.campaignOf(input.partyId), input.partyId, input.audience, { kind: 'rest', request: input }, (ctx) => {
        // A rest stops at the first thing that needs the GM, as "until something happens" does.
        const out = engine.advance(ctx, { partyId: input.partyId, seconds: input.turns * SECONDS_PER_TURN, stopOnEvent: true, bedRest: false, restful: true, letTimeRun: input.letTimeRun });
        const rested = Math.floor((out.now - ctx.startedAt) / SECONDS_PER_TURN);
        const said = alertsSaid(out);
        const span = out.stoppedBy ? `${rested} of ${turns(input.turns)}, and stops: ${out.stoppedBy}` : turns(input.turns);
        return {
          summary: `The party rests for ${span}${said && said !== out.stoppedBy ? ` ${said}` : ''}`,
          // What stopped the rest may be a table's line or a hidden countdown: the table hears only that it stopped.
          playersSummary: `The party rests for ${out.stoppedBy ? `${rested} of ${turns(input.turns)}, and stops` : turns(input.turns)}`,
          stoppedBy: out.stoppedBy,
          stopReason: out.stopReason,
        };
      });
    },
  };
}
