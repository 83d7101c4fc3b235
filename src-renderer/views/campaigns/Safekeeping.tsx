import { useEffect, useRef, useState } from 'react';
import { BIN_DAYS, type BackupInfo, type BackupSettings } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { exportByDialog, hostMode } from '../../api/client';
import { campaignFileUrl } from '../../api/transport';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBackups } from '../../stores/backups';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const reasons: Record<BackupInfo['reason'], string> = {
  migration: 'before an update',
  session: 'session ended',
  daily: 'daily',
  manual: 'by hand',
  restore: 'before a restore',
};

/** Saves one campaign as a .lantern file. */
export function ExportCampaignButton({ campaignId, onError }: { campaignId: number; onError(message: string | null): void }) {
  return (
    <button
      type="button"
      onClick={() => {
        // In a browser the host streams the file to disk: a campaign of any size, never held in the page.
        if (hostMode === 'browser') {
          const link = document.createElement('a');
          link.href = campaignFileUrl(campaignId);
          link.download = '';
          link.click();
          onError(null);
          return;
        }
        // The desktop app asks where in its own dialog and writes the file there from the main process.
        exportByDialog(campaignId).then(
          () => onError(null),
          (e: Error) => onError(e.message),
        );
      }}
    >
      Export
    </button>
  );
}

/** Reads a .lantern file in as a new campaign. */
export function ImportCampaignButton({ onDone }: { onDone(message: string | null, error: boolean): void }) {
  const input = useRef<HTMLInputElement>(null);
  const importFile = useBackups((s) => s.importFile);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          // The desktop app chooses and reads the file in its main process, whatever its size.
          hostMode === 'desktop'
            ? importFile().then(
                (campaign) => campaign && onDone(`Imported “${campaign.name}”.`, false),
                (error: Error) => onDone(error.message, true),
              )
            : input.current?.click()
        }
      >
        Import .lantern…
      </button>
      <input
        ref={input}
        type="file"
        accept=".lantern"
        className="visually-hidden"
        aria-label="Campaign file to import"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          importFile(file).then(
              (campaign) => campaign && onDone(`Imported “${campaign.name}” from ${file.name}.`, false),
              (error: Error) => onDone(`${file.name}: ${error.message}`, true),
            );
        }}
      />
    </>
  );
}

export function BinPanel() {
  const { bin, restoreFromBin, emptyBin } = useBackups();
  const [error, setError] = useState<string | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const run = (action: Promise<unknown>) => action.then(() => setError(null), (e: Error) => setError(e.message));
  if (bin.length === 0) return null;
  return (
    <section className="panel bin-panel" aria-labelledby="bin-title">
      <div className="panel-head">
        <h2 id="bin-title">Bin</h2>
        <button type="button" className="danger-quiet" onClick={() => setConfirmEmpty(true)}>
          Empty bin
        </button>
      </div>
      <p className="hint">Deleted campaigns wait here {BIN_DAYS} days, whole (journal and undo included), then go for good.</p>
      <Banner message={error} />
      <ul className="safe-list" aria-label="Campaigns in the bin">
        {bin.map((c) => (
          <li key={c.id} aria-label={`${c.name} (in the bin)`}>
            <span className="safe-name">{c.name}</span>
            <span className="hint">deleted {when(c.deletedAt)} · gone for good {when(c.purgeAt)}</span>
            <span className="card-actions">
              <button type="button" className="primary" onClick={() => run(restoreFromBin(c.id))}>
                Restore
              </button>
              <button type="button" className="danger-quiet" onClick={() => run(emptyBin(c.id))}>
                Delete for good
              </button>
            </span>
          </li>
        ))}
      </ul>
      {confirmEmpty && (
        <ConfirmDialog
          title="Empty the bin?"
          confirmLabel="Delete them for good"
          onCancel={() => setConfirmEmpty(false)}
          onConfirm={() => {
            setConfirmEmpty(false);
            run(emptyBin());
          }}
        >
          <p>
            {bin.length === 1 ? 'The campaign' : `The ${bin.length} campaigns`} in the bin will be deleted for good. Backups taken before
            today still hold them.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

export function BackupsPanel() {
  const { backups, backUpNow, configure, restoreFile, restoreCampaign } = useBackups();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingFile, setPendingFile] = useState<BackupInfo | null>(null);
  const run = (action: Promise<unknown>, done?: string) =>
    action.then(
      () => {
        setError(null);
        setMessage(done ?? null);
      },
      (e: Error) => setError(e.message),
    );
  if (!backups) return null;
  return (
    <section className="panel backups-panel" aria-labelledby="backups-title">
      <div className="panel-head">
        <h2 id="backups-title">Backups</h2>
        <button type="button" onClick={() => run(backUpNow())} disabled={backups.running || backups.folder === null}>
          {backups.running ? 'Backing up…' : 'Back up now'}
        </button>
      </div>
      <p className="hint">
        {backups.folder === null
          ? 'This campaign file is held in memory; there is no folder to keep backups in.'
          : `Kept in ${backups.folder}: taken before an update, when a session ends, and once a day while Lantern is in use.`}
      </p>
      <Banner message={backups.lastProblem} />
      <Banner message={error} />
      {message && <p role="status">{message}</p>}
      <KeepForm settings={backups.settings} onSave={(s) => run(configure(s), 'Saved how many backups are kept.')} />
      {backups.backups.length === 0 ? (
        <p className="empty">No backups yet.</p>
      ) : (
        <ul className="safe-list" aria-label="Backups">
          {backups.backups.map((b) => (
            <li key={b.name} aria-label={`Backup of ${when(b.takenAt)}`}>
              <span className="safe-name">{when(b.takenAt)}</span>
              <span className="hint">
                {reasons[b.reason]} · {size(b.bytes)}
              </span>
              {b.problem ? (
                <span className="hint">Cannot be read: {b.problem}</span>
              ) : (
                <ul className="backup-campaigns">
                  {b.campaigns.map((c) => (
                    <li key={c.id}>
                      {c.name}
                      {c.deletedAt && ' (in the bin)'} — <span className="numeric">{formatGameTime(c.gameTimeSeconds, c.calendar)}</span>{' '}
                      <button type="button" onClick={() => run(restoreCampaign(b.name, c.id).then((r) => setMessage(`Restored as “${r.name}”.`)))}>
                        Restore beside
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <span className="card-actions">
                <button type="button" className="danger-quiet" onClick={() => setPendingFile(b)} disabled={b.problem !== null}>
                  Restore whole file
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {pendingFile && (
        <ConfirmDialog
          title={`Restore the file as it was on ${when(pendingFile.takenAt)}?`}
          confirmLabel="Restore file"
          onCancel={() => setPendingFile(null)}
          onConfirm={() => {
            const target = pendingFile;
            setPendingFile(null);
            run(restoreFile(target.name), `Restored the file as it was on ${when(target.takenAt)}; the state before is kept as a backup.`);
          }}
        >
          <p>Every campaign goes back to that moment. A backup of the file as it is now is taken first, so this can be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function KeepForm({ settings, onSave }: { settings: BackupSettings; onSave(settings: BackupSettings): void }) {
  const [keepLast, setKeepLast] = useState(String(settings.keepLast));
  const [weeks, setWeeks] = useState(String(settings.weeklyForWeeks));
  useEffect(() => {
    setKeepLast(String(settings.keepLast));
    setWeeks(String(settings.weeklyForWeeks));
  }, [settings.keepLast, settings.weeklyForWeeks]);
  return (
    <form
      className="keep-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ keepLast: Number(keepLast), weeklyForWeeks: Number(weeks) });
      }}
    >
      <label>
        Keep the last <input type="number" min={1} max={100} value={keepLast} onChange={(e) => setKeepLast(e.target.value)} aria-label="Backups kept" />
      </label>
      <label>
        and one a week for <input type="number" min={0} max={104} value={weeks} onChange={(e) => setWeeks(e.target.value)} aria-label="Weeks kept" /> weeks
      </label>
      <button type="submit">Keep these</button>
    </form>
  );
}
