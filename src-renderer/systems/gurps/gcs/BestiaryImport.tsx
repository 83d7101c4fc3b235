import { useState } from 'react';
import { useCombat } from '../../../stores/combat';
import { importErrorText, readGcsFiles, type GcsFileInput } from './read-files';
import { GcsPicker } from './GcsPicker';

/** GCS NPC and monster files into the bestiary, several at once, in one action. */
export function BestiaryImport({ onImported, onError }: { onImported(message: string): void; onError(message: string): void }) {
  const [busy, setBusy] = useState(false);

  async function bring(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    let read: GcsFileInput[] = [];
    try {
      read = await readGcsFiles(files);
      const imported = await useCombat.getState().importGcsFoes(read);
      const names = imported.map((m) => m.name).join(', ');
      onImported(`From GCS: ${names}. What a stat block cannot hold (skills, traits, gear) is in ${imported.length === 1 ? 'its' : 'their'} notes.`);
    } catch (e) {
      onError(importErrorText(e as Error, read));
    } finally {
      setBusy(false);
    }
  }

  return <GcsPicker label="GCS monster files" busy={busy} onFiles={(files) => void bring(files)} />;
}
