import type { MethodOutput } from '../../../../src-shared/contract';

type Imported = MethodOutput<'member.importGcs'>['imported'][number];

/** What the translator flags for the GM: traits the sheet cannot hold yet. */
const byHand = (note: string) => /apply by hand/i.test(note);

/** What came in from GCS, member by member: where Lantern's figures differ from the file's, and what the GM must apply. */
export function ImportSummary({ imported, onClose }: { imported: readonly Imported[]; onClose(): void }) {
  return (
    <section className="panel gcs-summary" aria-label="GCS import summary">
      <div className="panel-head">
        <h2>
          {imported.length === 1 ? 'One character' : `${imported.length} characters`} read from GCS
        </h2>
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
      <p className="muted">They are in the marching order now. What their sheets cannot hold yet is also kept in each sheet’s notes.</p>
      <ul className="gcs-summary-list">
        {imported.map((m) => {
          const toApply = m.notes.filter(byHand);
          const kept = m.notes.filter((n) => !byHand(n));
          return (
            <li key={m.memberId} aria-label={m.name}>
              <h3>
                {m.name} <span className="muted">from {m.file}</span>
              </h3>
              {toApply.length > 0 && (
                <>
                  <h4>For you to apply</h4>
                  <ul className="gcs-by-hand">
                    {toApply.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                </>
              )}
              <h4>Figures Lantern works out differently</h4>
              {m.differences.length === 0 ? (
                <p className="muted">None: Lantern’s rules give every figure the file stored.</p>
              ) : (
                <ul className="gcs-differences">
                  {m.differences.map((d) => (
                    <li key={d.key}>
                      <strong>{d.label}</strong>: the file says <span className="numeric">{d.file}</span>, Lantern uses{' '}
                      <span className="numeric">{d.lantern}</span> <span className="muted">({d.formula})</span>
                    </li>
                  ))}
                </ul>
              )}
              {m.catalogue.length > 0 && (
                <>
                  <h4>Weights taken from the catalogue</h4>
                  <ul className="gcs-catalogue">
                    {m.catalogue.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                </>
              )}
              {kept.length > 0 && (
                <details>
                  <summary>Kept as notes ({kept.length})</summary>
                  <ul className="gcs-notes">
                    {kept.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
