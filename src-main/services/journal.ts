import type { JournalEntry, JournalRoll, MethodOutput, MethodParams } from '../../src-shared/contract';
import { formatGameTime, SECONDS_PER_DAY } from '../../src-shared/time';
import type { ClockRepository } from '../db/repositories/clock';
import type { JournalEntryRow, JournalRepository } from '../db/repositories/journal';
import { createRng, restoreRng, roll, type RngState, type RollResult } from '../rules/dice';
import type { Rng } from '../rules/dice';
import type { RulesetOf } from './rulesets';
import { AppError, notFound, raise, readingDice } from './errors';
import type { SeedSource } from './seed-source';

/** What an action can do while it is being journaled. */
export interface ActionContext {
  readonly campaignId: number;
  /** The journal entry being written. */
  readonly entryId: number;
  /** Game time when the action began. */
  readonly startedAt: number;
  /** The campaign's own dice; its state is saved with the action, so undo rewinds it too. */
  readonly rng: Rng;
  /** Rolls an expression and keeps it for the entry. */
  roll(label: string, expression: string, options?: { secret?: boolean }): RollResult;
  /** Keeps a roll a rule function made with `rng`. */
  keep(label: string, result: RollResult, options?: { secret?: boolean }): RollResult;
  /** Keeps a roll made earlier and already written down (a planned journey's day). */
  keepRecorded(roll: JournalRoll): void;
  /** A plain sentence for the entry's list of what changed. */
  note(change: string): void;
  /** Members the entry concerns, for the journal's filter. */
  about(...memberIds: number[]): void;
}

export interface ActionMeta {
  kind: string;
  request: unknown;
}

const toEntry = (r: JournalEntryRow): JournalEntry => ({
  id: r.id,
  kind: r.kind,
  summary: r.summary,
  request: JSON.parse(r.request),
  rolls: JSON.parse(r.rolls),
  changes: JSON.parse(r.changes),
  memberIds: JSON.parse(r.memberIds),
  gameTimeBefore: r.gameTimeBefore,
  gameTimeAfter: r.gameTimeAfter,
  status: r.status,
  createdAt: r.createdAt,
});

/**
 * The journal: every GM action becomes one entry holding its request, every die,
 * what changed and when, plus (through the undo triggers) the SQL that reverses it.
 */
export function journalService(deps: { entries: JournalRepository; clock: ClockRepository; freshSeed: SeedSource; rulesetOf: RulesetOf }) {
  const { entries, clock: clocks, freshSeed, rulesetOf } = deps;

  function record<T>(campaignId: number, meta: ActionMeta, act: (ctx: ActionContext) => { summary: string; result: T }): T {
    const clock = clocks.get(campaignId) ?? raise(notFound('campaign', campaignId, 'campaignId'));
    entries.dropRedo(campaignId);
    const entryId = entries.open({ campaignId, kind: meta.kind, request: JSON.stringify(meta.request), time: clock.gameTimeSeconds });

    const rng = clock.rngState ? restoreRng(JSON.parse(clock.rngState) as RngState) : createRng(freshSeed());
    const rolls: JournalRoll[] = [];
    const changes: string[] = [];
    const members = new Set<number>();
    const keep = (label: string, result: RollResult, options: { secret?: boolean } = {}) => {
      rolls.push({
        label,
        expression: result.expression,
        faces: result.dice.flatMap((d) => d.faces),
        total: result.total,
        secret: options.secret ?? false,
      });
      return result;
    };
    const ctx: ActionContext = {
      campaignId,
      entryId,
      startedAt: clock.gameTimeSeconds,
      rng,
      roll: (label, expression, options) => keep(label, roll(expression, rng), options),
      keep,
      keepRecorded: (r) => void rolls.push(r),
      note: (change) => void changes.push(change),
      about: (...ids) => ids.forEach((id) => members.add(id)),
    };

    const { summary, result } = entries.capturing(entryId, 'undo', () => {
      const outcome = act(ctx);
      clocks.saveRng(campaignId, JSON.stringify(rng.state()));
      return outcome;
    });
    entries.finish({
      id: entryId,
      summary,
      rolls: JSON.stringify(rolls),
      changes: JSON.stringify(changes),
      memberIds: JSON.stringify([...members]),
      gameTimeAfter: clocks.now(campaignId),
    });
    return result;
  }

  // A finished entry never changes but for its status, so a thread shown again and again
  // (a fight's log after every step) is parsed once per entry. The stamp guards against an
  // id handed out again after a rolled-back action.
  const finished = new Map<number, { stamp: string; entry: JournalEntry }>();
  const activeEntry = ({ id, stamp }: { id: number; stamp: string }): JournalEntry => {
    const known = finished.get(id);
    if (known?.stamp === stamp) return known.entry;
    if (finished.size >= 2000) finished.clear();
    const entry = toEntry(entries.get(id)!);
    finished.set(id, { stamp, entry });
    return entry;
  };

  /** The newest action in force, or the oldest one undone (the next to redo). */
  const latest = (campaignId: number, status: 'active' | 'undone') =>
    status === 'active' ? entries.newestActive(campaignId) : entries.oldestUndone(campaignId);

  /** The entry an action just wrote. */
  const latestEntry = (campaignId: number): JournalEntry => toEntry(latest(campaignId, 'active')!);

  return {
    record,
    latestEntry,

    /**
     * A thread of entries, newest first: the one that opened it (a fight's start) and
     * every later active entry of the kind whose request names it under `path`.
     */
    thread(input: { campaignId: number; kind: string; firstId: number; path: string; value: number; limit: number }): JournalEntry[] {
      return entries.thread(input).map(activeEntry);
    },

    /** Reverses the newest action still in force. */
    undo(campaignId: number): JournalEntry {
      const entry = latest(campaignId, 'active') ?? raise(new AppError('invalid_input', 'campaignId: there is nothing to undo', ['campaignId']));
      entries.replay(entry.id, 'undo');
      entries.setStatus(entry.id, 'undone');
      return toEntry({ ...entry, status: 'undone' });
    },

    /** Applies again the oldest undone action. */
    redo(campaignId: number): JournalEntry {
      const entry = latest(campaignId, 'undone') ?? raise(new AppError('invalid_input', 'campaignId: there is nothing to redo', ['campaignId']));
      entries.replay(entry.id, 'redo');
      entries.setStatus(entry.id, 'active');
      return toEntry({ ...entry, status: 'active' });
    },

    list(filter: { campaignId: number; kind?: string; day?: number; memberId?: number; limit: number }): JournalEntry[] {
      const dayStart = ((filter.day ?? 1) - 1) * SECONDS_PER_DAY;
      return entries
        .list({
          campaignId: filter.campaignId,
          kind: filter.kind,
          between: filter.day === undefined ? undefined : { from: dayStart, to: dayStart + SECONDS_PER_DAY },
          memberId: filter.memberId,
          limit: filter.limit,
        })
        .map(toEntry);
    },

    /** A GM's roll made outside any action, kept like one. */
    gmRoll(input: MethodParams<'journal.roll'>): MethodOutput<'journal.roll'> {
      const result = record(input.campaignId, { kind: 'roll', request: input }, (ctx) => {
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
          result: { total: rolled.total, success, critical: judged?.critical ?? null },
        };
      });
      return { entry: latestEntry(input.campaignId), ...result };
    },

    canUndoRedo(campaignId: number): { canUndo: boolean; canRedo: boolean } {
      return entries.undoRedo(campaignId);
    },

    /** The session as Markdown, oldest first, secret rolls marked as such. */
    markdown(campaignId: number, campaignName: string): string {
      const lines = [`# ${campaignName}: session journal`, ''];
      for (const e of entries.inForce(campaignId).map(toEntry)) {
        lines.push(`## ${formatGameTime(e.gameTimeAfter)} · ${e.summary}`, '');
        for (const change of e.changes) lines.push(`- ${change}`);
        for (const r of e.rolls) {
          lines.push(`- ${r.secret ? '(secret) ' : ''}${r.label}: ${r.expression} → [${r.faces.join(', ')}] = **${r.total}**`);
        }
        lines.push('');
      }
      return lines.join('\n');
    },
  };
}

export type JournalService = ReturnType<typeof journalService>;
