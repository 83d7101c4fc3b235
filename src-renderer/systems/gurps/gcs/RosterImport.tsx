import { useState, type DragEvent, type ReactNode } from 'react';
import type { MethodOutput, PartyView } from '../../../../src-shared/contract';
import { useParty } from '../../../stores/party';
import { ImportSummary } from './ImportSummary';
import { importErrorText, readGcsFiles, type GcsFileInput } from './read-files';
import './gcs.css';
import { GcsPicker } from './GcsPicker';

type Imported = MethodOutput<'member.importGcs'>['imported'];

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The marching order of a GURPS party, taking GCS character files: picked with the
 * button or dropped on the list. Every file goes in one action (one undo); a bad
 * file is named with the place in it, and nothing is imported.
 */
export function RosterImport({ party, children }: { party: PartyView; children: ReactNode }) {
  const importGcs = useParty((s) => s.importGcs);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);

  async function bring(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    setError(null);
    let read: GcsFileInput[] = [];
    try {
      read = await readGcsFiles(files);
      const answer = await importGcs(read);
      setImported(answer);
      useParty.getState().selectMember(answer[0].memberId);
    } catch (e) {
      setError(importErrorText(e as Error, read));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="gcs-import">
      <div className="gcs-import-bar">
        <GcsPicker label="GCS character files" busy={busy} onFiles={(files) => void bring(files)} />
        <span className="hint">or drop .gcs files on the marching order</span>
      </div>
      {error && (
        <p className="field-error" role="alert" aria-label="GCS import error">
          {error}
        </p>
      )}
      {imported && <ImportSummary imported={imported} onClose={() => setImported(null)} />}
      <div
        className={`gcs-drop${over ? ' over' : ''}`}
        data-testid="roster-drop"
        aria-busy={busy}
        onDragEnter={(e) => carriesFiles(e) && setOver(true)}
        onDragOver={(e) => {
          if (!carriesFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(e) => {
          if (!carriesFiles(e)) return;
          e.preventDefault();
          setOver(false);
          void bring([...e.dataTransfer.files]);
        }}
      >
        {children}
        {over && <div className="gcs-drop-note">Drop to add these characters to {party.name}</div>}
      </div>
    </div>
  );
}
