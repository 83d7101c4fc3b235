import { useState } from 'react';
import { kindsWithStanding, type PageView, type PlayMoment } from '../../../src-shared/contract';
import { useNotebook } from '../../stores/notebook';
import { KIND_LABELS } from './page-kinds';

const FROM: Record<PageView['backlinks'][number]['from'], string> = { page: 'Page', area: 'Area key', hex: 'Hex key', journal: 'Journal', plan: 'Session plan' };
const when = (m: PlayMoment) => `${m.date}${m.place ? `, ${m.place}` : ''}`;

/** A page as the GM reads it in play: its texts, when and where the party met it, what links to it. */
export function PageRead({ page, onEdit }: { page: PageView; onEdit(): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const act = (p: Promise<unknown>) => p.then(() => setProblem(null), (err: Error) => setProblem(err.message));
  const first = page.appearances[0];
  const last = page.appearances.at(-1);
  return (
    <article className="panel page-read" aria-label={page.name}>
      <div className="panel-head">
        <h2>{page.name}</h2>
        <div className="form-actions">
          <button type="button" onClick={onEdit}>
            Edit
          </button>
          <button type="button" disabled={!page.playersText && !page.image} onClick={() => void act(useNotebook.getState().show({ pageId: page.id }))}>
            Show the players
          </button>
          <button type="button" className="danger" onClick={() => void act(useNotebook.getState().deletePage(page.id))}>
            Delete
          </button>
        </div>
      </div>
      <p className="view-sub">
        {KIND_LABELS[page.kind]}
        {page.threadKind && ` · ${page.threadKind}, ${page.status}`}
        {page.tags.length > 0 && ` · ${page.tags.map((t) => `#${t}`).join(' ')}`}
        {page.placeName && ` · ${page.placeName}`}
        {page.revealedAt !== null ? ' · shown to the players' : ' · not shown to the players'}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <section className="page-met" aria-label="In play" data-testid="page-met">
        {first ? (
          <>
            <p>
              <strong>First met</strong> {when(first)}
            </p>
            {last && last !== first && (
              <p>
                <strong>Last seen</strong> {when(last)}
              </p>
            )}
          </>
        ) : (
          <p className="empty">Not met in play yet: a journal note naming the page (@ or [[ ]]) says when and where.</p>
        )}
      </section>
      <div className="page-texts">
        {page.image && <img className="page-image" src={`data:${page.image.mime};base64,${page.image.data}`} alt={page.name} />}
        <div>
          <h3>GM text</h3>
          <p className="page-text">{page.gmText || '—'}</p>
          <h3>Players' text</h3>
          <p className="page-text">{page.playersText || '—'}</p>
        </div>
      </div>
      {kindsWithStanding.includes(page.kind) && <Standing page={page} act={act} />}
      {page.kind === 'thread' && <Thread page={page} act={act} />}
      <section aria-label="Timeline">
        <h3>Timeline</h3>
        {page.timeline.length === 0 && <p className="empty">Nothing yet.</p>}
        <ol className="page-timeline">
          {page.timeline.map((m, i) => (
            <li key={`${m.entryId}-${i}`}>
              <small>{when(m)}</small> {m.text}
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="Links here" data-testid="page-backlinks">
        <h3>Links here</h3>
        {page.backlinks.length === 0 && <p className="empty">Nothing links to this page yet.</p>}
        <ul className="page-backlinks">
          {page.backlinks.map((b) => (
            <li key={`${b.from}-${b.id}`}>
              <small>{FROM[b.from]}</small>{' '}
              {b.from === 'page' || b.from === 'plan' ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => (b.from === 'page' ? void useNotebook.getState().open(b.id) : useNotebook.getState().showTab('prep'))}
                >
                  {b.label}
                </button>
              ) : (
                b.label
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function Standing({ page, act }: { page: PageView; act(p: Promise<unknown>): void }) {
  const [reason, setReason] = useState('');
  const move = (change: number) => act(useNotebook.getState().standing({ pageId: page.id, change, reason }).then(() => setReason('')));
  return (
    <section aria-label="Standing with the party">
      <h3>
        Standing with the party: <span data-testid="page-standing">{page.standing}</span>
      </h3>
      <div className="form-actions">
        <input aria-label="Why the standing moves" placeholder="Why…" value={reason} onChange={(e) => setReason(e.target.value)} />
        <button type="button" onClick={() => move(-1)} aria-label="Standing down one">
          −1
        </button>
        <button type="button" onClick={() => move(1)} aria-label="Standing up one">
          +1
        </button>
      </div>
    </section>
  );
}

function Thread({ page, act }: { page: PageView; act(p: Promise<unknown>): void }) {
  const [clue, setClue] = useState('');
  return (
    <section aria-label="Objectives and clues">
      {page.objectives.length > 0 && (
        <>
          <h3>Objectives</h3>
          <ul>
            {page.objectives.map((o, i) => (
              <li key={i}>
                {o.done ? '☑' : '☐'} {o.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Clues</h3>
      <ul className="page-clues">
        {page.clues.map((c) => (
          <li key={c.id}>
            <label>
              <input type="checkbox" checked={c.found !== null} onChange={(e) => act(useNotebook.getState().clue({ action: 'found', clueId: c.id, found: e.target.checked }))} /> {c.text}
            </label>
            {c.found && <small> found {when(c.found)}</small>}
          </li>
        ))}
      </ul>
      <form
        className="form-actions"
        onSubmit={(e) => {
          e.preventDefault();
          act(useNotebook.getState().clue({ action: 'add', pageId: page.id, text: clue }).then(() => setClue('')));
        }}
      >
        <input aria-label="New clue" placeholder="A clue the party may find…" value={clue} onChange={(e) => setClue(e.target.value)} />
        <button type="submit" disabled={!clue.trim()}>
          Add clue
        </button>
      </form>
    </section>
  );
}
