import type { JournalEntry, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { readingDice } from '../errors';
import type { RulesetOf } from '../rulesets';
import type { JournalRecorder } from './record';

/** What the GM writes into the journal directly: free notes and rolls made outside any action. */
export function journalWriting(deps: { recorder: JournalRecorder; rulesetOf: RulesetOf }) {
  const { recorder, rulesetOf } = deps;
  return {
    /** A GM's roll made outside any action, kept like one. */
    gmRoll(input: MethodParams<'journal.roll'>): MethodOutput<'journal.roll'> {
      const { result, entry } = recorder.recordEntry(input.campaignId, { kind: 'roll', request: input }, (ctx) => {
        const rolled = readingDice(() => ctx.roll(input.label, input.expression, { secret: input.secret }));
        if (input.memberId !== undefined) ctx.about(input.memberId);
        const judged = input.target === undefined ? null : rulesetOf(input.campaignId).judgeRoll(rolled, input.target);
        const success = judged?.success ?? null;
        const margin = input.target === undefined ? 0 : input.target - rolled.total;
        const verdict = judged === null ? '' : judged.success ? `, made by ${margin}` : `, missed by ${-margin}`;
        const critical = judged?.critical ? `, a critical ${judged.critical}` : '';
        const against = input.target === undefined ? '' : ` against ${input.target}`;
        return {
          summary: `${input.label}: ${input.expression}${against} rolled ${rolled.total}${verdict}${critical}`,
          // A roll in the open: its label and dice are the table's, the target and the margin the GM's. A secret one they never see.
          ...(input.secret ? {} : { playersSummary: `${input.label}: ${input.expression} rolled ${rolled.total}` }),
          result: { total: rolled.total, success, critical: judged?.critical ?? null },
        };
      });
      return { entry, ...result };
    },

    /** A free note at the current game time. */
    note(input: MethodParams<'journal.note'>): JournalEntry {
      return recorder.recordEntry(input.campaignId, { kind: 'note', request: input }, (ctx) => {
        ctx.about(...input.memberIds);
        ctx.note(input.text);
        const firstLine = input.text.split('\n')[0];
        return { summary: `Note: ${firstLine.length > 100 ? `${firstLine.slice(0, 99)}…` : firstLine}`, result: null };
      }).entry;
    },
  };
}
