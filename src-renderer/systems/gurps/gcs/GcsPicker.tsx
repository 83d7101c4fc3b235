import { useRef } from 'react';

/** The "Import GCS…" button and its hidden file picker, several .gcs files at a time. */
export function GcsPicker({ label, busy, onFiles }: { label: string; busy: boolean; onFiles(files: File[]): void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={busy} onClick={() => picker.current?.click()}>
        Import GCS…
      </button>
      <input
        ref={picker}
        type="file"
        accept=".gcs"
        multiple
        className="visually-hidden"
        aria-label={label}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // Cleared so that picking the same file again (after fixing it in GCS) is seen as a change.
          e.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
