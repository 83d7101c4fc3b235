import type { MethodOutput } from '../../../../src-shared/contract';
import { Modal } from '../../../components/Modal';

type Match = MethodOutput<'member.gcsMatches'>['files'][number];

/**
 * Files of characters already in the campaign: what an update from each would change,
 * old and new, before anything is written. Updating keeps what play did to them;
 * adding makes a second character beside the first. A modal over the whole window,
 * since the marching-order column it is opened from is too narrow for the table.
 */
export function UpdateOffer({ files, busy, onUpdate, onAdd, onCancel }: { files: readonly Match[]; busy: boolean; onUpdate(): void; onAdd(): void; onCancel(): void }) {
  const known = files.filter((f) => f.match !== null);
  const fresh = files.length - known.length;
  return (
    <Modal onCancel={onCancel}>
      <section className="panel gcs-summary gcs-update" role="dialog" aria-modal="true" aria-label="Update from GCS">
        <div className="panel-head">
          <h2>{known.length === 1 ? `${known[0].match!.name} is already in the campaign` : `${known.length} of these characters are already in the campaign`}</h2>
        </div>
        <p className="muted">
          Updating takes the file’s sheet and only the items the file itself gained or lost since it was last read. Current HP and FP, lasting conditions and what was used up or picked up in play stay as they are.
        </p>
        <ul className="gcs-summary-list">
          {known.map(({ file, match }) => (
            <li key={file} aria-label={`Changes for ${match!.name}`}>
              <h3>
                {match!.name} <span className="muted">in {match!.partyName}, from {file}</span>
              </h3>
              {match!.matchedBy === 'name' && (
                <p className="hint">
                  Found by name: {match!.name} has no link to a GCS character (imported before Lantern kept one, or made by hand). Updating links them to this file; their items are left as
                  they are.
                </p>
              )}
              {match!.changes.length === 0 ? (
                <p className="muted">The file changes nothing.</p>
              ) : (
                <table className="gcs-changes">
                  <thead>
                    <tr>
                      <th scope="col">What</th>
                      <th scope="col">Now</th>
                      <th scope="col">From the file</th>
                    </tr>
                  </thead>
                  <tbody>
                    {match!.changes.map((c) => (
                      <tr key={c.label}>
                        <th scope="row">{c.label}</th>
                        <td className="numeric">{c.from}</td>
                        <td className="numeric">{c.to}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
        {fresh > 0 && <p className="muted">{fresh === 1 ? 'One other file is a new character and' : `${fresh} other files are new characters and`} will be added either way.</p>}
        <div className="gcs-update-actions">
          <button type="button" className="primary" disabled={busy} onClick={onUpdate}>
            Update
          </button>
          <button type="button" disabled={busy} onClick={onAdd}>
            Add as a new character
          </button>
          <button type="button" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </section>
    </Modal>
  );
}
