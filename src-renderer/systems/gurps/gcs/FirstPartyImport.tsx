import { useState } from 'react';
import { useParty } from '../../../stores/party';
import { GcsPicker } from './GcsPicker';
import { importErrorText, readGcsFiles, type GcsFileInput } from './read-files';
import './gcs.css';

/** What a party made for imported characters is called until the GM renames it. */
const FIRST_PARTY = 'The party';

/**
 * Before a campaign has a party: GCS character files picked here join a new party, made for them.
 * Two undoable steps, the party and then its members; a file that cannot be read stops both.
 */
export function FirstPartyImport({ campaignId }: { campaignId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function bring(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    setError(null);
    let read: GcsFileInput[] = [];
    try {
      read = await readGcsFiles(files);
      const party = useParty.getState();
      await party.change('party.create', { campaignId, name: FIRST_PARTY });
      const imported = await party.importGcs(read);
      party.selectMember(imported[0].memberId);
    } catch (e) {
      setError(importErrorText(e as Error, read));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="gcs-import">
      <div className="gcs-import-bar">
        <GcsPicker label="GCS character files to start the first party" busy={busy} onFiles={(files) => void bring(files)} />
        <span className="hint">or bring characters made in GCS: they join a new party called &ldquo;{FIRST_PARTY}&rdquo;.</span>
      </div>
      {error && (
        <p className="field-error" role="alert" aria-label="GCS import error">
          {error}
        </p>
      )}
    </div>
  );
}
