import type Database from 'better-sqlite3';
import type { JournalEntry, JournalRoll, MethodOutput, MethodParams } from '../../src-shared/contract';
import { formatGameTime, SECONDS_PER_DAY } from '../../src-shared/time';
import { capturing, replay } from '../db/undo-capture';
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

interface EntryRow {
  id: number;
  campaign_id: number;
  kind: string;
  summary: string;
  request: string;
  rolls: string;
  changes: string;
  member_ids: string;
  game_time_before: number;
  game_time_after: number;
  status: JournalEntry['status'];
  created_at: string;
}

const toEntry = (r: EntryRow): JournalEntry => ({
  id: r.id,
  kind: r.kind,
  summary: r.summary,
  request: JSON.parse(r.request),
  rolls: JSON.parse(r.rolls),
  changes: JSON.parse(r.changes),
  memberIds: JSON.parse(r.member_ids),
  gameTimeBefore: r.game_time_before,
  gameTimeAfter: r.game_time_after,
  status: r.status,
  createdAt: r.created_at,
});

/**
 * The journal: every GM action becomes one entry holding its request, every die,
 * what changed and when, plus (through the undo triggers) the SQL that reverses it.
 */
export function journalService(sqlite: Database.Database, freshSeed: SeedSource, rulesetOf: RulesetOf) {
  const campaignClock = sqlite.prepare('SELECT game_time_seconds AS time, rng_state AS rng FROM campaigns WHERE id = ?');
  const saveRng = sqlite.prepare('UPDATE campaigns SET rng_state = ? WHERE id = ?');
  const insertEntry = sqlite.prepare(
    "INSERT INTO journal_entries (campaign_id, kind, summary, request, game_time_before, game_time_after) VALUES (?, ?, '', ?, ?, ?)",
  );
  const finishEntry = sqlite.prepare(
    'UPDATE journal_entries SET summary = ?, rolls = ?, changes = ?, member_ids = ?, game_time_after = ? WHERE id = ?',
  );
  // A new action ends redo: the undone entries' recorded statements go, then the entries are marked dropped.
  const dropRedoLogs = sqlite.prepare(
    "DELETE FROM undo_log WHERE entry_id IN (SELECT id FROM journal_entries WHERE campaign_id = ? AND status = 'undone')",
  );
  const dropRedoable = sqlite.prepare("UPDATE journal_entries SET status = 'dropped' WHERE campaign_id = ? AND status = 'undone'");

  function record<T>(campaignId: number, meta: ActionMeta, act: (ctx: ActionContext) => { summary: string; result: T }): T {
    const clock = campaignClock.get(campaignId) as { time: number; rng: string | null } | undefined;
    if (!clock) throw notFound('campaign', campaignId, 'campaignId');
    dropRedoLogs.run(campaignId);
    dropRedoable.run(campaignId);
    const entryId = Number(insertEntry.run(campaignId, meta.kind, JSON.stringify(meta.request), clock.time, clock.time).lastInsertRowid);

    const rng = clock.rng ? restoreRng(JSON.parse(clock.rng) as RngState) : createRng(freshSeed());
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
      startedAt: clock.time,
      rng,
      roll: (label, expression, options) => keep(label, roll(expression, rng), options),
      keep,
      keepRecorded: (r) => void rolls.push(r),
      note: (change) => void changes.push(change),
      about: (...ids) => ids.forEach((id) => members.add(id)),
    };

    const { summary, result } = capturing(sqlite, entryId, 'undo', () => {
      const outcome = act(ctx);
      saveRng.run(JSON.stringify(rng.state()), campaignId);
      return outcome;
    });
    const after = (campaignClock.get(campaignId) as { time: number }).time;
    finishEntry.run(summary, JSON.stringify(rolls), JSON.stringify(changes), JSON.stringify([...members]), after, entryId);
    return result;
  }

  const newest = {
    active: sqlite.prepare("SELECT * FROM journal_entries WHERE campaign_id = ? AND status = 'active' ORDER BY id DESC LIMIT 1"),
    undone: sqlite.prepare("SELECT * FROM journal_entries WHERE campaign_id = ? AND status = 'undone' ORDER BY id ASC LIMIT 1"),
  };
  const saveStatus = sqlite.prepare('UPDATE journal_entries SET status = ? WHERE id = ?');
  const threadStamps = sqlite.prepare(
    `SELECT id, created_at || ' ' || summary AS stamp FROM journal_entries
     WHERE campaign_id = @campaignId AND id >= @firstId AND kind = @kind AND status = 'active'
       AND (id = @firstId OR json_extract(request, @path) = @value) ORDER BY id DESC LIMIT @limit`,
  );
  const entryById = sqlite.prepare('SELECT * FROM journal_entries WHERE id = ?');
  // A finished entry never changes but for its status, so a thread shown again and again
  // (a fight's log after every step) is parsed once per entry. The stamp guards against an
  // id handed out again after a rolled-back action.
  const finished = new Map<number, { stamp: string; entry: JournalEntry }>();
  const activeEntry = ({ id, stamp }: { id: number; stamp: string }): JournalEntry => {
    const known = finished.get(id);
    if (known?.stamp === stamp) return known.entry;
    if (finished.size >= 2000) finished.clear();
    const entry = toEntry(entryById.get(id) as EntryRow);
    finished.set(id, { stamp, entry });
    return entry;
  };

  /** The newest action in force, or the oldest one undone (the next to redo). */
  const latest = (campaignId: number, status: 'active' | 'undone') => newest[status].get(campaignId) as EntryRow | undefined;

  /** The entry an action just wrote. */
  const latestEntry = (campaignId: number): JournalEntry => toEntry(latest(campaignId, 'active')!);

  function setStatus(id: number, status: JournalEntry['status']): void {
    saveStatus.run(status, id);
  }

  return {
    record,
    latestEntry,

    /**
     * A thread of entries, newest first: the one that opened it (a fight's start) and
     * every later active entry of the kind whose request names it under `path`.
     */
    thread(input: { campaignId: number; kind: string; firstId: number; path: string; value: number; limit: number }): JournalEntry[] {
      return (threadStamps.all(input) as { id: number; stamp: string }[]).map(activeEntry);
    },

    /** Reverses the newest action still in force. */
    undo(campaignId: number): JournalEntry {
      const entry = latest(campaignId, 'active') ?? raise(new AppError('invalid_input', 'campaignId: there is nothing to undo', ['campaignId']));
      replay(sqlite, entry.id, 'undo');
      setStatus(entry.id, 'undone');
      return toEntry({ ...entry, status: 'undone' });
    },

    /** Applies again the oldest undone action. */
    redo(campaignId: number): JournalEntry {
      const entry = latest(campaignId, 'undone') ?? raise(new AppError('invalid_input', 'campaignId: there is nothing to redo', ['campaignId']));
      replay(sqlite, entry.id, 'redo');
      setStatus(entry.id, 'active');
      return toEntry({ ...entry, status: 'active' });
    },

    list(filter: { campaignId: number; kind?: string; day?: number; memberId?: number; limit: number }): JournalEntry[] {
      const where = ['campaign_id = @campaignId'];
      if (filter.kind) where.push('kind = @kind');
      if (filter.day !== undefined) {
        where.push('game_time_after >= @dayStart AND game_time_before < @dayEnd');
      }
      if (filter.memberId !== undefined) where.push('EXISTS (SELECT 1 FROM json_each(member_ids) WHERE value = @memberId)');
      const dayStart = ((filter.day ?? 1) - 1) * SECONDS_PER_DAY;
      return (
        sqlite
          .prepare(`SELECT * FROM journal_entries WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT @limit`)
          .all({ ...filter, dayStart, dayEnd: dayStart + SECONDS_PER_DAY }) as EntryRow[]
      ).map(toEntry);
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
      return { canUndo: latest(campaignId, 'active') !== undefined, canRedo: latest(campaignId, 'undone') !== undefined };
    },

    /** The session as Markdown, oldest first, secret rolls marked as such. */
    markdown(campaignId: number, campaignName: string): string {
      const entries = (
        sqlite.prepare("SELECT * FROM journal_entries WHERE campaign_id = ? AND status = 'active' ORDER BY id").all(campaignId) as EntryRow[]
      ).map(toEntry);
      const lines = [`# ${campaignName}: session journal`, ''];
      for (const e of entries) {
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
