import { useEffect, useState } from 'react';

/**
 * A table Lantern ships and the GM may replace, as its editor holds it: the host's view,
 * the draft being edited, and a run that sends a change and takes the answer as the new
 * view and draft. `fetch` must be stable (declared outside the component).
 */
export function useOwnTable<V extends { table: unknown }>(campaignId: number, fetch: (campaignId: number) => Promise<V>, describe: (error: Error) => string = (e) => e.message) {
  const [view, setView] = useState<V | null>(null);
  const [draft, setDraftAsSent] = useState<V['table'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void fetch(campaignId).then((v) => {
      if (!live) return;
      setView(v);
      setDraftAsSent(v.table);
    });
    return () => {
      live = false;
    };
  }, [campaignId, fetch]);

  return {
    view,
    draft,
    problem,
    saved,
    /** An edit: the draft is no longer what was saved. */
    setDraft(next: V['table']) {
      setSaved(false);
      setDraftAsSent(next);
    },
    async run(call: () => Promise<V>) {
      try {
        const next = await call();
        setView(next);
        setDraftAsSent(next.table);
        setProblem(null);
        setSaved(true);
      } catch (e) {
        setProblem(describe(e as Error));
      }
    },
  };
}

/**
 * The foot of an editor for a table Lantern ships and the GM may replace (land weather,
 * sight by terrain): what is wrong with the draft, Save, back to Lantern's default, and
 * whose table is in use.
 */
export function OwnTableActions({
  problem,
  saveLabel,
  isDefault,
  saved,
  onSave,
  onDefault,
}: {
  problem: string | null;
  saveLabel: string;
  isDefault: boolean;
  saved: boolean;
  onSave(): void;
  onDefault(): void;
}) {
  return (
    <>
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="sheet-actions">
        <button type="button" className="primary" onClick={onSave}>
          {saveLabel}
        </button>
        <button type="button" disabled={isDefault} onClick={onDefault}>
          Back to Lantern&apos;s default
        </button>
        {saved && <span className="saved-note">Saved.</span>}
        <span className="muted">{isDefault ? "Lantern's default table" : 'Your own table'}</span>
      </div>
    </>
  );
}
