interface Props {
  saved: boolean;
  /** Whether the form differs from what was last saved. */
  dirty: boolean;
  saving?: boolean;
  /** Revert is also offered over a refused save, so the GM can drop the edits the server would not take. */
  canRevert?: boolean;
  onRevert(): void;
}

/** The foot of a sheet editor: save, revert, and where the edits stand. */
export function SheetActions({ saved, dirty, saving = false, canRevert = dirty, onRevert }: Props) {
  return (
    <div className="sheet-actions">
      <button type="submit" className="primary" disabled={saving}>
        Save sheet
      </button>
      <button type="button" onClick={onRevert} disabled={!canRevert}>
        Revert
      </button>
      <span className="save-state" aria-live="polite">
        {saving ? 'Saving…' : saved ? <span className="saved-note">Saved.</span> : dirty ? 'Unsaved changes' : 'No changes'}
      </span>
    </div>
  );
}
