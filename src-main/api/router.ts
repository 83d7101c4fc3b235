import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { answeredChange, areasChangedBy, errorBody, type ApiErrorBody, type Envelope, type LiveChange, type Role } from '../../src-shared/contract';
import type { ChangeBuilder } from './change';
import type { AnyContract, HandlersFor } from './handlers-for';
import { playersVersionOf } from '../services/players-view';
import { AppError, describeIssue } from '../services/errors';
import { inputLimitProblem, textLimitOf } from './input-limits';

export type { HandlersFor } from './handlers-for';

export interface Router {
  readonly methods: readonly string[];
  /**
   * `role` is who the host says is calling; the client never chooses it. A players'
   * link is made for one campaign: `onlyCampaign` names it (null when it was made
   * for none), and a call about any other is refused. `window` names the GM window
   * that sent it (its journal entry keeps it, so Undo can tell its own actions).
   */
  call(method: string, rawInput: unknown, role?: Role, onlyCampaign?: number | null, window?: string | null): Envelope<unknown, LiveChange>;
  /** Told, with the GM's version of the change, after each mutation commits; answers the function that stops telling. */
  onChange(listener: (change: LiveChange) => void): () => void;
}

/** Runs a function inside one database transaction, rolling back if it throws. */
export type TransactionRunner = <T>(fn: () => T) => T;

/**
 * How the router holds answers to their output schemas. Answers of the schemas in
 * `builtExactly` are made field by field by their services, large and on every action
 * (a year's Dungeon state for 200 members, a fight after every step): parsing them again
 * cost a host more than building them. `check` parses every answer anyway, and then
 * fails when parsing such an answer changed it (a default filled, a field dropped), so a
 * test suite run with it shows that skipping their parse changes nothing.
 */
export interface AnswerChecks {
  builtExactly: ReadonlySet<z.ZodType>;
  check: boolean;
}

/**
 * The one place every call goes through, whatever the transport: the method is
 * looked up in the contract, its input and output checked against the schemas,
 * and a mutation runs in one transaction so a failure anywhere writes nothing.
 */
export function createRouter<C extends AnyContract>(
  contract: C,
  handlers: HandlersFor<C>,
  inTransaction: TransactionRunner,
  onInternalError: (method: string, error: unknown) => void = (method, error) =>
    console.error(`[lantern] ${method} failed:`, error),
  /**
   * The campaign a request is about, asked before it runs (a deleted row has none
   * after); it throws when the request's ids belong to different campaigns.
   */
  scopeOf: (method: string, input: unknown) => number | null = () => null,
  /** Makes each mutation's change; without it a change names only the method and campaign. */
  changes?: ChangeBuilder,
  answers: AnswerChecks = { builtExactly: new Set(), check: true },
  /** Told which window sends the call while it runs (null after), for the journal to keep. */
  callingWindow: { current: string | null } = { current: null },
): Router {
  const methods = Object.keys(contract);
  const listeners = new Set<(change: LiveChange) => void>();
  /** How many changes were committed: calls run one at a time, so this is their commit order. */
  let committed = 0;
  /** Each method's longest text, worked out from its schema on its first call. */
  const textLimits = new Map<string, number>();
  const textLimit = (name: string, input: z.ZodType): number => textLimits.get(name) ?? textLimits.set(name, textLimitOf(input)).get(name)!;

  function call(name: string, rawInput: unknown, role: Role = 'gm', onlyCampaign?: number | null, window: string | null = null): Envelope<unknown, LiveChange> {
    callingWindow.current = window;
    try {
      return callAs(name, rawInput, role, onlyCampaign);
    } finally {
      callingWindow.current = null;
    }
  }

  function callAs(name: string, rawInput: unknown, role: Role, onlyCampaign: number | null | undefined): Envelope<unknown, LiveChange> {
    if (!Object.prototype.hasOwnProperty.call(contract, name)) {
      return fail(errorBody('unknown_method', `method: there is no method called "${name}"`));
    }
    const method = contract[name];
    if (!method.roles.includes(role)) {
      return fail(errorBody('forbidden', `method: the ${role === 'players' ? "players' link" : 'GM'} may not call ${name}`));
    }
    const tooMuch = inputLimitProblem(rawInput, [], textLimit(name, method.input));
    if (tooMuch) return fail(tooMuch);
    const parsed = method.input.safeParse(rawInput ?? {});
    if (!parsed.success) return fail(describeIssue(parsed.error.issues[0], rawInput));

    const handler = handlers[name] as (input: unknown) => unknown;
    const forPlayers = role === 'players' ? playersVersionOf(name) : undefined;
    // What the Players see is an allow-list: a method without a players' version answers them nothing.
    if (role === 'players' && !forPlayers) return fail(errorBody('forbidden', `method: ${name} has no players' version`));
    const exact = answers.builtExactly.has(method.output);
    const run = () => {
      const answer = handler(parsed.data);
      if (exact && !answers.check) return forPlayers ? forPlayers(answer, parsed.data, onlyCampaign) : answer;
      const output = method.output.safeParse(answer);
      if (!output.success) {
        throw new Error(`the result of ${name} does not match the contract: ${output.error.message}`);
      }
      if (exact && !isDeepStrictEqual(output.data, answer)) {
        throw new Error(`the result of ${name} is not what its contract makes of it, so its parse cannot be skipped`);
      }
      return forPlayers ? forPlayers(output.data, parsed.data, onlyCampaign) : output.data;
    };
    let change: LiveChange;
    let result: unknown;
    try {
      const campaignId = scopeOf(name, parsed.data);
      if (onlyCampaign !== undefined && campaignId !== null && campaignId !== onlyCampaign) return fail(outsideTheLink(onlyCampaign));
      if (method.kind === 'query') return { ok: true, result: run() };
      changes?.begin();
      // The change is read inside the transaction, so it is exactly what the action left.
      [result, change] = inTransaction(() => {
        const answer = run();
        return [answer, changes ? changes.changeOf({ method: name, input: parsed.data, result: answer, campaignId }) : bare(name, campaignId)] as const;
      });
    } catch (error) {
      if (error instanceof AppError) return fail(errorBody(error.code, error.message, error.path));
      // Only a stored value read back (JSON that does not parse, or is not what its schema says) throws these here: imports
      // check every value, so it is a campaign damaged outside Lantern, and the GM is told so rather than given a failure.
      if (error instanceof SyntaxError || error instanceof z.ZodError) {
        return fail(errorBody('conflict', `the campaign holds a value Lantern cannot read (${storedProblem(error)}); restore it from a backup`));
      }
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        return fail(errorBody('conflict', 'that value is already taken'));
      }
      onInternalError(name, error);
      return fail(errorBody('internal', `${name} failed inside Lantern; nothing was changed`));
    }
    change.seq = ++committed;
    // The change is committed: a window that fails to hear of it must not make the caller think otherwise.
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        onInternalError(`${name} (telling open windows)`, error);
      }
    }
    // The pushed change is whole; the answer sends its own Dungeon state once.
    return { ok: true, result, change: answeredChange(change, result) };
  }

  function onChange(listener: (change: LiveChange) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { methods, call, onChange };
}

const fail = (error: ApiErrorBody): Envelope<never, never> => ({ ok: false, error });

const outsideTheLink = (onlyCampaign: number | null): ApiErrorBody =>
  errorBody(
    'forbidden',
    onlyCampaign === null
      ? "this players' link was made when there was no campaign; ask the GM for a new one"
      : `this players' link is for campaign ${onlyCampaign} only, and the ids asked for belong to another`,
  );

/** A change that carries nothing: every window showing an area the method changes asks for it again. */
const storedProblem = (error: SyntaxError | z.ZodError): string => {
  if (error instanceof SyntaxError) return 'damaged JSON';
  const [issue] = error.issues;
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

const bare = (method: string, campaignId: number | null): LiveChange => ({
  method,
  campaignId,
  areas: areasChangedBy(method),
  entries: [],
  history: null,
  dungeon: [],
  parties: [],
  removedPartyIds: [],
  hexes: [],
  reload: [...areasChangedBy(method)],
});
