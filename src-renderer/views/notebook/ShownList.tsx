import type { ShownItem } from '../../../src-shared/contract';

/** What was shown to the players, as they were shown it, with when: the GM's record and the players' own list. */
export function ShownList({ shown }: { shown: readonly ShownItem[] }) {
  if (shown.length === 0) return <p className="empty">Nothing shown yet.</p>;
  return (
    <ul className="shown-list" data-testid="shown-list">
      {shown.map((s) => (
        <li key={s.id}>
          <div className="shown-head">
            <strong>{s.title}</strong> <small>{s.date}</small>
          </div>
          {s.image && <img className="shown-image" src={`data:${s.image.mime};base64,${s.image.data}`} alt={s.title} />}
          {s.text && <p className="page-text">{s.text}</p>}
        </li>
      ))}
    </ul>
  );
}
