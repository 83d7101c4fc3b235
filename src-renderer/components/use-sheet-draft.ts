import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A sheet editor's draft: edited by changing a copy, so an edit never touches the
 * saved sheet, and put back to `baseline` on revert or whenever the saved sheet
 * changes under it (a save, another window's edit). `onReset` clears what the
 * editor keeps beside the draft, such as the last refusal.
 */
export function useSheetDraft<D>(baseline: D, onReset?: () => void) {
  const [draft, setDraft] = useState<D>(baseline);
  const [saved, setSaved] = useState(false);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  const revert = useCallback(() => {
    setDraft(baseline);
    setSaved(false);
    resetRef.current?.();
  }, [baseline]);
  useEffect(revert, [revert]);

  const edit = (mutate: (d: D) => void) => {
    setSaved(false);
    setDraft((d) => {
      const next = structuredClone(d);
      mutate(next);
      return next;
    });
  };

  return { draft, edit, saved, setSaved, revert, dirty: JSON.stringify(draft) !== JSON.stringify(baseline) };
}
