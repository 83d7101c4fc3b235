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
