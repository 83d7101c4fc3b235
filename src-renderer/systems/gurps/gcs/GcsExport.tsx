import { useState } from 'react';
import type { MemberView } from '../../../../src-shared/contract';
import { api } from '../../../api/client';
import { downloadText } from '../../../components/files';

/**
 * The member written back as a GCS 5 file, wounds and belongings as they stand now.
 * A download in the browser; the desktop app asks where to save it.
 */
export function GcsExport({ member }: { member: MemberView }) {
  const [error, setError] = useState<string | null>(null);
  async function exportFile() {
    setError(null);
    try {
      const { fileName, text } = await api.member.exportGcs({ memberId: member.id });
      downloadText(fileName, text, 'application/json');
    } catch (e) {
      setError((e as Error).message);
    }
  }
  if (member.kind !== 'pc' && member.kind !== 'hireling') return null;
  return (
    <div className="gcs-export">
      <button type="button" onClick={() => void exportFile()}>
        Export to GCS…
      </button>
      <span className="hint">a .gcs file with {member.name}’s current HP, FP and gear</span>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
