import { useState } from 'react';
import type { NotebookImage } from '../../../src-shared/contract';
import { ImagePicker } from './ImagePicker';
import { useNotebook } from '../../stores/notebook';
import { ShownList } from './ShownList';

/** Handouts to write and send to the players' screen, and the players' record of all they were shown. */
export function HandoutsTab() {
  const { handouts, shown } = useNotebook();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [image, setImage] = useState<NotebookImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const act = (p: Promise<unknown>) => p.then(() => setProblem(null), (err: Error) => setProblem(err.message));
  return (
    <div className="notebook-handouts">
      <form
        className="panel"
        aria-label="New handout"
        onSubmit={(e) => {
          e.preventDefault();
          act(
            useNotebook
              .getState()
              .saveHandout({ title, text, ...(image && { image }) })
              .then(() => {
                setTitle('');
                setText('');
                setImage(null);
              }),
          );
        }}
      >
        <h2>New handout</h2>
        <label>
          Title
          <input aria-label="Handout title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        </label>
        <label>
          Text <small>(what the players read)</small>
          <textarea aria-label="Handout text" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <ImagePicker label="Handout image" onPick={setImage} />
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="primary" disabled={!title.trim()}>
          Save handout
        </button>
      </form>
      <section className="panel" aria-label="Handouts">
        <h2>Handouts</h2>
        {handouts.length === 0 && <p className="empty">No handouts yet.</p>}
        <ul className="handout-list">
          {handouts.map((h) => (
            <li key={h.id}>
              <strong>{h.title}</strong> <small>{h.shownAt === null ? 'not shown yet' : 'shown'}</small>
              <div className="form-actions">
                <button type="button" className="primary" onClick={() => act(useNotebook.getState().show({ handoutId: h.id }))}>
                  Show the players
                </button>
                <button type="button" className="danger" onClick={() => act(useNotebook.getState().deleteHandout(h.id))}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-label="The players' record">
        <h2>The players' record</h2>
        <p className="view-sub">Everything shown to the players, newest first: what their screen can browse.</p>
        <ShownList shown={shown} />
      </section>
    </div>
  );
}
