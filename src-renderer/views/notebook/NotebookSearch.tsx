import { useState } from 'react';
import { useNotebook } from '../../stores/notebook';

const FROM: Record<string, string> = { page: 'Page', area: 'Area key', hex: 'Hex key', journal: 'Journal', shown: 'Shown' };

/** The GM's search over the pages, the keys of areas and hexes, and the journal. */
export function NotebookSearch() {
  const hits = useNotebook((s) => s.hits);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="notebook-search"
      aria-label="Search the notebook"
      onSubmit={(e) => {
        e.preventDefault();
        useNotebook.getState().search(text).then(
          () => setProblem(null),
          (err: Error) => setProblem(err.message),
        );
      }}
    >
      <h3>Search everything</h3>
      <input type="search" aria-label="Search words" placeholder="Pages, keys, journal…" value={text} onChange={(e) => setText(e.target.value)} />
      {problem && <p className="field-error">{problem}</p>}
      {hits && hits.length === 0 && <p className="empty">Nothing holds those words.</p>}
      {hits && hits.length > 0 && (
        <ul className="search-hits" aria-label="Found">
          {hits.map((h) => (
            <li key={`${h.from}-${h.id}`}>
              {h.from === 'page' ? (
                <button type="button" className="link-button" onClick={() => void useNotebook.getState().open(h.id)}>
                  {h.title}
                </button>
              ) : (
                <strong>{h.title}</strong>
              )}{' '}
              <small>{FROM[h.from]}</small>
              <div className="hit-excerpt">{h.excerpt}</div>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
