import { useCallback, useState } from 'react';
import { ApiCallError } from '../api/client';

/**
 * Keeps the last error a form's call returned and answers, for each field path,
 * the message to show under it; errors about no field go to `general`.
 */
export function useFieldErrors(fields: readonly string[]) {
  const [error, setError] = useState<ApiCallError | Error | null>(null);
  const at = error instanceof ApiCallError ? error.path.join('.') : '';
  const fieldAt = fields.find((f) => at === f || at.startsWith(`${f}.`));
  const reason = error instanceof ApiCallError ? error.reason : null;
  return {
    errorFor: (field: string) => (fieldAt === field ? reason : null),
    general: error && !fieldAt ? error.message : null,
    setError,
    clear: useCallback(() => setError(null), []),
    /** Runs an action, keeping its error for display instead of throwing. */
    async attempt(action: () => Promise<unknown>): Promise<boolean> {
      try {
        await action();
        setError(null);
        return true;
      } catch (e) {
        setError(e as Error);
        return false;
      }
    },
  };
}
