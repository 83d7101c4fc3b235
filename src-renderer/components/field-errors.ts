import { useCallback, useState } from 'react';
import { ApiCallError } from '../api/client';
import { CampaignLeft } from '../stores/per-campaign';
import { TimeHeld } from '../stores/time-hold';
import { problemFromServer, type Problem } from './forms/problems';

/** Where a failed call's complaint belongs: beside the field its path names, in plain words. */
export function placeError(error: Error, fields: readonly string[]): Problem {
  return error instanceof ApiCallError ? problemFromServer(error, fields) : { field: null, message: error.message };
}

/**
 * Keeps the last error a form's call returned and answers, for each field path,
 * the message to show beside it; errors about no field go to `general`. Forms
 * that send a contract method's input are better served by useContractForm,
 * which also checks the draft before sending and shows every problem at once.
 */
export function useFieldErrors(fields: readonly string[]) {
  const [error, setError] = useState<ApiCallError | Error | null>(null);
  const problem = error ? placeError(error, fields) : null;
  return {
    errorFor: (field: string) => (problem && problem.field === field ? problem.message : null),
    general: problem && problem.field === null ? problem.message : null,
    /** The message wherever it belongs, for a small form that shows one line for all its fields. */
    message: problem?.message ?? null,
    setError,
    clear: useCallback(() => setError(null), []),
    /**
     * Clears the last error as the draft goes back to the saved sheet, unless that error is why:
     * another window changed what this one was edited from, which the GM still has to read.
     */
    clearUnlessConflict: useCallback(() => setError((e) => (e instanceof ApiCallError && e.code === 'conflict' ? e : null)), []),
    /** Runs an action, keeping its error for display instead of throwing. */
    async attempt(action: () => Promise<unknown>): Promise<boolean> {
      try {
        await action();
        setError(null);
        return true;
      } catch (e) {
        // The GM switched campaign meanwhile: the answer is about nothing on screen now.
        if (!(e instanceof CampaignLeft)) setError(e as Error);
        return false;
      }
    },
  };
}

/**
 * A GM action sent from a button or a small form, and its refusal kept for the spot
 * beside that control (a FieldError there), never the top of the page, which may be
 * out of view. Answers the action's result, or null when it was refused.
 */
export function useAction() {
  const [message, setMessage] = useState<string | null>(null);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | null> => {
    try {
      const out = await action();
      setMessage(null);
      return out;
    } catch (e) {
      // The GM switched campaign meanwhile: the answer is about nothing on screen now.
      // Or the GM chose to deal with an open encounter first: nothing was refused.
      if (!(e instanceof CampaignLeft) && !(e instanceof TimeHeld)) setMessage((e as Error).message);
      return null;
    }
  }, []);
  return { run, message, clear: useCallback(() => setMessage(null), []) };
}
