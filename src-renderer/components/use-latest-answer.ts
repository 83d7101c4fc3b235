import { useEffect, useRef, useState } from 'react';
import { ApiCallError } from '../api/client';

/** Calm enough not to call on every keystroke, quick enough to feel live. */
const DEBOUNCE_MS = 180;

interface Answer<T> {
  /** The last answer; kept while a newer question is refused, so a half-typed value does not blank the screen. */
  data: T | null;
  /** The key of the question `data` answers: a view compares it with its own to tell a fresh answer from an old one. */
  answers: string | null;
  /** Why the latest question was refused or failed; null once it is answered. */
  error: ApiCallError | Error | null;
  /** True from a new question until its reply comes. */
  pending: boolean;
}

export interface LatestAnswer<T> extends Answer<T> {
  /** The refusal's reason when it names this field path. */
  errorAt(field: string): string | null;
}

interface Options {
  delayMs?: number;
  /** Asks the same question again when it changes (the world moved on), without marking the shown answer as old. */
  refresh?: unknown;
}

/**
 * Asks the server again a little after `key` stops changing and shows only the
 * latest reply, however the replies race. `ask` returning null means there is no
 * question to ask now, and clears the answer.
 */
export function useLatestAnswer<T>(ask: () => Promise<T> | null, key: string, { delayMs = DEBOUNCE_MS, refresh }: Options = {}): LatestAnswer<T> {
  const [state, setState] = useState<Answer<T>>({ data: null, answers: null, error: null, pending: true });
  const askRef = useRef(ask);
  askRef.current = ask;

  useEffect(() => {
    let latest = true;
    setState((s) => (s.pending ? s : { ...s, pending: true }));
    const timer = setTimeout(() => {
      const question = askRef.current();
      if (!question) {
        setState({ data: null, answers: null, error: null, pending: false });
        return;
      }
      question.then(
        (data) => latest && setState({ data, answers: key, error: null, pending: false }),
        (error: Error) => latest && setState((s) => ({ ...s, error, pending: false })),
      );
    }, delayMs);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [key, delayMs, refresh]);

  const { error } = state;
  return { ...state, errorAt: (field) => (error instanceof ApiCallError && error.path.join('.') === field ? error.reason : null) };
}
