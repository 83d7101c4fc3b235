import type { JournalAlert, JournalEntry, JournalKind, JournalRoll } from '../../../src-shared/contract';
import type { ClockRepository } from '../../db/repositories/clock';
import type { JournalRepository } from '../../db/repositories/journal';
import { createRng, restoreRng, roll, type Rng, type RngState, type RollResult } from '../../rules/dice';
import type { LabelledRoll } from '../../rules/ruleset';
import { notFound, raise } from '../errors';
import type { SeedSource } from '../seed-source';
import type { JournalReads } from './list';

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
  /** Keeps a roll a rule function made with `rng`; `against` is its target, for the GM's eyes. */
  keep(label: string, result: RollResult, options?: { secret?: boolean; against?: string }): RollResult;
  /** Keeps the rolls a rule function made with `rng`, as it labelled them. */
  keepRolls(rolls: readonly LabelledRoll[]): void;
  /** Keeps a roll made earlier and already written down (a planned journey's day). */
  keepRecorded(roll: JournalRoll): void;
  /** A plain sentence for the entry's list of what changed. */
  note(change: string): void;
  /** Something that needs the GM (a member down, a countdown up): noted, and shown as a card; `hidden` keeps it off the players' screen. */
  alert(text: string, options: { at: number; hidden?: boolean }): void;
  /** Members the entry concerns, acting or acted on, for the journal's filter. */
  about(...memberIds: number[]): void;
  /** Puts the entry with the ones before it under the same key, to read as one line. */
  group(key: string): void;
}

/**
 * What an action answers when it is recorded: the GM's headline, and the players' own
 * when they may read more than a neutral line for its kind. The players' line is written
 * for them, not cut from the GM's, so a new kind of summary never reaches them by accident.
 */
export interface ActionOutcome<T> {
  summary: string;
  playersSummary?: string;
  result: T;
}

export interface ActionMeta {
  kind: JournalKind;
  request: unknown;
}

/**
 * Recording: every GM action becomes one entry holding its request, every die, what
 * changed and when, plus (through the undo triggers) how to reverse it. Keeps the
 * entries each call wrote, undid or redid, for the change the call answers with.
 */
export function journalRecorder(deps: {
  entries: JournalRepository;
  clocks: ClockRepository;
  freshSeed: SeedSource;
  reads: JournalReads;
  /** The GM window whose call is running, or null (a script, a test, the host itself). */
  callingWindow: { readonly current: string | null };
}) {
  const { entries, clocks, freshSeed, reads, callingWindow } = deps;

  /**
   * The window each entry was made in, by entry id. Kept in memory, not in the file: a
   * window's id lives as long as the window, so after a restart no window could be named
   * by one kept, and an entry made before it is no open window's.
   */
  const madeIn = new Map<number, string>();

  /** Entries written or undone/redone since the last `drainTouched`. */
  let touched: JournalEntry[] = [];

  /** Like `record`, answering the entry written too, so the caller need not read it back. */
  function recordEntry<T>(campaignId: number, meta: ActionMeta, act: (ctx: ActionContext) => ActionOutcome<T>): { result: T; entry: JournalEntry } {
    const clock = clocks.get(campaignId) ?? raise(notFound('campaign', campaignId, 'campaignId'));
    entries.dropRedo(campaignId);
    // An undone entry shown in a recent list is now dropped: the list is read afresh.
    reads.forgetUndoneShown();
    const request = JSON.stringify(meta.request);
    const opened = entries.open({ campaignId, kind: meta.kind, request, time: clock.gameTimeSeconds });
    const entryId = opened.id;
    // A rolled-back call's id comes again: the entry that takes it sets its own window.
    if (callingWindow.current) madeIn.set(entryId, callingWindow.current);
    else madeIn.delete(entryId);

    const rng = clock.rngState ? restoreRng(JSON.parse(clock.rngState) as RngState) : createRng(freshSeed());
    const rolls: JournalRoll[] = [];
    const changes: string[] = [];
    const alerts: JournalAlert[] = [];
    const members = new Set<number>();
    let groupKey: string | null = null;
    const keep = (label: string, result: RollResult, options: { secret?: boolean; against?: string } = {}) => {
      rolls.push({
        label,
        expression: result.expression,
        faces: result.dice.flatMap((d) => d.faces),
        total: result.total,
        secret: options.secret ?? false,
        ...(options.against !== undefined && { against: options.against }),
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
      keepRolls: (labelled) => labelled.forEach((r) => keep(r.label, r.roll, r)),
      keepRecorded: (r) => void rolls.push(r),
      note: (change) => void changes.push(change),
      alert: (text, { at, hidden = false }) => {
        changes.push(text);
        alerts.push({ text, at, hidden });
      },
      about: (...ids) => ids.forEach((id) => members.add(id)),
      group: (key) => void (groupKey = key),
    };

    const { summary, playersSummary = null, result } = entries.capturing(entryId, 'undo', () => {
      const outcome = act(ctx);
      clocks.saveRng(campaignId, JSON.stringify(rng.state()));
      return outcome;
    });
    const gameTimeAfter = clocks.now(campaignId);
    entries.finish({
      id: entryId,
      summary,
      playersSummary,
      rolls: JSON.stringify(rolls),
      changes: JSON.stringify(changes),
      alerts: JSON.stringify(alerts),
      memberIds: JSON.stringify([...members]),
      gameTimeAfter,
      groupKey,
    });
    // Built from what was written rather than read back: the request goes through JSON as it was stored.
    const entry: JournalEntry = {
      id: entryId,
      kind: meta.kind,
      summary,
      playersSummary,
      request: JSON.parse(request),
      rolls,
      changes,
      alerts,
      memberIds: [...members],
      gameTimeBefore: clock.gameTimeSeconds,
      gameTimeAfter,
      status: 'active',
      groupKey,
      createdAt: opened.createdAt,
    };
    reads.recorded(campaignId, entry);
    touched.push(entry);
    return { result, entry };
  }

  return {
    recordEntry,

    record<T>(campaignId: number, meta: ActionMeta, act: (ctx: ActionContext) => ActionOutcome<T>): T {
      return recordEntry(campaignId, meta, act).result;
    },

    /** Keeps an entry undone or redone for the call's change. */
    touch(entry: JournalEntry): void {
      touched.push(entry);
    },

    /** The entries the calls since the last drain wrote, undid or redid, oldest first; starts a new list. */
    /** The window an entry was made in, when it was made in one since the host started. */
    windowOf: (entryId: number): string | undefined => madeIn.get(entryId),
    callingWindow,

    drainTouched(): JournalEntry[] {
      const out = touched;
      touched = [];
      return out;
    },

    /** Forgets what a call that was rolled back wrote: its entries never were, and their ids come again. */
    forgetUncommitted(): void {
      if (touched.length > 0) reads.forget();
      touched = [];
    },
  };
}

export type JournalRecorder = ReturnType<typeof journalRecorder>;
