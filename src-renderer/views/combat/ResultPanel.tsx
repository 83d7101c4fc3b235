import { rollLabelForGm, type JournalEntry } from '../../../src-shared/contract';

/** A step worth showing as the result: dice were thrown, or it was more than passing the turn. */
export const telling = (e: JournalEntry | null | undefined): e is JournalEntry =>
  e != null && (e.rolls.length > 0 || Object.keys((e.request ?? {}) as object).some((k) => k !== 'encounterId' && k !== 'audience'));

/** The latest step, big: what happened, every die thrown, and what it changed. */
export function ResultPanel({ entry }: { entry: JournalEntry | null }) {
  return (
    <section className="panel result-panel" aria-label="Result">
      <h2>Result</h2>
      {!entry ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <>
          <p className="result-summary" data-testid="result-summary" data-entry-id={entry.id}>
            {entry.summary}
          </p>
          {entry.rolls.length > 0 && (
            <ul className="result-rolls" aria-label="Dice thrown">
              {entry.rolls.map((r, i) => (
                <li key={i} className={r.secret ? 'secret' : undefined}>
                  <span className="roll-label">
                    {r.secret && <span className="badge small secret">secret</span>}
                    {rollLabelForGm(r)}
                  </span>
                  <code className="roll-expr">{r.expression}</code>
                  <span className="dice" aria-label={`faces ${r.faces.join(', ')}`}>
                    {r.faces.map((f, k) => (
                      <span key={k} className="die numeric">
                        {f}
                      </span>
                    ))}
                  </span>
                  <strong className="roll-total numeric">{r.total}</strong>
                </li>
              ))}
            </ul>
          )}
          {entry.changes.length > 0 && (
            <ul className="result-changes">
              {entry.changes.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
