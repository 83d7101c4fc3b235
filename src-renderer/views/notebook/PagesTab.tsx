import { useState } from 'react';
import { pageKinds, type PageKind } from '../../../src-shared/contract';
import { Banner } from '../../components/Banner';
import { useNotebook } from '../../stores/notebook';
import { PageEditor } from './PageEditor';
import { PageRead } from './PageRead';
import { NotebookSearch } from './NotebookSearch';
import { KIND_LABELS } from './page-kinds';

/** The pages by name, one open to read (what play did with it) or to write. */
export function PagesTab() {
  const { pages, page, error } = useNotebook();
  const [editing, setEditing] = useState<'new' | 'open' | null>(null);
  const [kind, setKind] = useState<PageKind | ''>('');
  const listed = kind ? pages.filter((p) => p.kind === kind) : pages;
  return (
    <div className="notebook-pages">
      <aside className="panel notebook-list" aria-label="Pages">
        <div className="panel-head">
          <h2>Pages</h2>
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            New page
          </button>
        </div>
        <select aria-label="Show pages of kind" value={kind} onChange={(e) => setKind(e.target.value as PageKind | '')}>
          <option value="">Every kind</option>
          {pageKinds.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
        {listed.length === 0 && <p className="empty">No pages yet. Write the people, factions, places and threads of the campaign.</p>}
        <ul className="notebook-names">
          {listed.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className={page?.id === p.id ? 'link-button active' : 'link-button'}
                onClick={() => {
                  setEditing(null);
                  void useNotebook.getState().open(p.id);
                }}
              >
                {p.name}
              </button>{' '}
              <small>
                {KIND_LABELS[p.kind]}
                {p.status && ` · ${p.status}`}
              </small>
            </li>
          ))}
        </ul>
        <NotebookSearch />
      </aside>
      <div className="notebook-page">
        <Banner message={error} />
        {editing === 'new' && <PageEditor key="new" page={null} onDone={() => setEditing(null)} />}
        {editing === 'open' && page && <PageEditor key={page.id} page={page} onDone={() => setEditing(null)} />}
        {editing === null && page && <PageRead page={page} onEdit={() => setEditing('open')} />}
        {editing === null && !page && <p className="empty">Open a page, or write a new one.</p>}
      </div>
    </div>
  );
}
