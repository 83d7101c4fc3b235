import { useState, type DragEvent, type ReactNode } from 'react';
import type { MethodOutput, PartyView } from '../../../../src-shared/contract';
import { useParty } from '../../../stores/party';
import { ImportSummary } from './ImportSummary';
import { importErrorText, readGcsFiles, type GcsFileInput } from './read-files';
import './gcs.css';
import { GcsPicker } from './GcsPicker';
import { UpdateOffer } from './UpdateOffer';
import { api } from '../../../api/client';

type Imported = MethodOutput<'member.importGcs'>['imported'];
type Matches = MethodOutput<'member.gcsMatches'>['files'];

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
  const updateFromGcs = useParty((s) => s.updateFromGcs);
  const [imported, setImported] = useState<Imported | null>(null);
  const [offer, setOffer] = useState<{ read: GcsFileInput[]; matches: Matches } | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);

  /** `read()` is asked only on failure, to name the file at fault: a drop reads its files inside the step. */
  async function run(read: () => GcsFileInput[], step: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(importErrorText(e as Error, read()));
    } finally {
      setBusy(false);
    }
  }

  async function addAll(read: GcsFileInput[]) {
    if (read.length === 0) return;
    const answer = await importGcs(read);
    setImported(answer);
    useParty.getState().selectMember(answer[0].memberId);
  }

  async function bring(files: File[]) {
    if (files.length === 0) return;
    setImported(null);
    setUpdated(null);
    let read: GcsFileInput[] = [];
    await run(() => read, async () => {
      read = await readGcsFiles(files);
      // A file of a character already in the campaign is offered as an update first.
      const { files: matches } = await api.member.gcsMatches({ partyId: party.id, files: read });
      if (matches.some((m) => m.match !== null)) setOffer({ read, matches });
      else await addAll(read);
    });
  }

  async function update({ read, matches }: { read: GcsFileInput[]; matches: Matches }) {
    setOffer(null);
    await run(() => read, async () => {
      const names: string[] = [];
      for (const [i, m] of matches.entries()) {
        if (!m.match) continue;
        const changes = await updateFromGcs(m.match.memberId, read[i]);
        names.push(`${m.match.name} (${changes.length === 1 ? 'one change' : `${changes.length} changes`})`);
      }
      setUpdated(`Updated from GCS: ${names.join(', ')}.`);
      await addAll(read.filter((_, i) => matches[i].match === null));
    });
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
      {offer && (
        <UpdateOffer
          files={offer.matches}
          busy={busy}
          onUpdate={() => void update(offer)}
          onAdd={() => {
            setOffer(null);
            void run(() => offer.read, () => addAll(offer.read));
          }}
          onCancel={() => setOffer(null)}
        />
      )}
      {updated && (
        <p className="gcs-updated" role="status">
          {updated}
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
