import { useState } from 'react';
import { ImagePicker } from './ImagePicker';
import { pageKinds, threadKinds, threadStatuses, type MapPlace, type NotebookImage, type PageFields, type PageKind, type PageView } from '../../../src-shared/contract';
import { ApiCallError } from '../../api/client';
import { LinkTextarea } from '../../components/LinkTextarea';
import { useNotebook } from '../../stores/notebook';
import { KIND_LABELS } from './page-kinds';
import { PlacePicker } from './PlacePicker';

/** Objectives a line each; a line starting "[x]" is done. */
const objectivesText = (objectives: PageView['objectives']) => objectives.map((o) => `${o.done ? '[x] ' : ''}${o.text}`).join('\n');
const objectivesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => (/^\[x\]\s*/i.test(l) ? { text: l.replace(/^\[x\]\s*/i, ''), done: true } : { text: l, done: false }));

/** Writing a page: a new one, or the one open. Links to other pages complete as they are typed. */
export function PageEditor({ page, onDone }: { page: PageView | null; onDone(): void }) {
  const [kind, setKind] = useState<PageKind>(page?.kind ?? 'person');
  const [name, setName] = useState(page?.name ?? '');
  const [tags, setTags] = useState(page?.tags.join(', ') ?? '');
  const [gmText, setGmText] = useState(page?.gmText ?? '');
  const [playersText, setPlayersText] = useState(page?.playersText ?? '');
  const [image, setImage] = useState<NotebookImage | null | undefined>(undefined);
  const [place, setPlace] = useState<MapPlace | null>(page?.place ?? null);
  const [threadKind, setThreadKind] = useState(page?.threadKind ?? 'quest');
  const [status, setStatus] = useState(page?.status ?? 'rumoured');
  const [objectives, setObjectives] = useState(objectivesText(page?.objectives ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    const isThread = kind === 'thread';
    const fields: PageFields = {
      kind,
      name,
      gmText,
      playersText,
      tags: tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      ...(image !== undefined && { image }),
      place: kind === 'place' ? place : null,
      threadKind: isThread ? threadKind : null,
      status: isThread ? status : null,
      objectives: isThread ? objectivesOf(objectives) : [],
    };
    useNotebook
      .getState()
      .savePage({ ...(page && { pageId: page.id }), page: fields })
      .then(
        () => {
          setProblem(null);
          onDone();
        },
        (err: Error) => setProblem(err instanceof ApiCallError ? err.message : String(err)),
      );
  };

  return (
    <form
      className="panel page-editor"
      aria-label={page ? `Rewrite ${page.name}` : 'New page'}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h2>{page ? `Rewrite ${page.name}` : 'New page'}</h2>
      <div className="page-editor-row">
        <label>
          Kind
          <select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value as PageKind)}>
            {pageKinds.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name
          <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </label>
        <label>
          Tags <small>(commas between)</small>
          <input aria-label="Tags" value={tags} onChange={(e) => setTags(e.target.value)} />
        </label>
      </div>
      {kind === 'thread' && (
        <div className="page-editor-row">
          <label>
            Thread
            <select aria-label="Thread kind" value={threadKind} onChange={(e) => setThreadKind(e.target.value as typeof threadKind)}>
              {threadKinds.map((k) => (
                <option key={k}>{k}</option>
              ))}
            </select>
          </label>
          <label>
            Status
            <select aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              {threadStatuses.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="wide">
            Objectives <small>(a line each; "[x]" before one that is done)</small>
            <textarea aria-label="Objectives" rows={2} value={objectives} onChange={(e) => setObjectives(e.target.value)} />
          </label>
        </div>
      )}
      {kind === 'place' && <PlacePicker legend="Where it lies" place={place} onChange={setPlace} />}
      <label>
        GM text <small>(yours alone; @ or [[ links another page)</small>
        <LinkTextarea aria-label="GM text" rows={5} value={gmText} onChange={setGmText} />
      </label>
      <label>
        Players' text <small>(what they may read once you reveal it)</small>
        <LinkTextarea aria-label="Players' text" rows={3} value={playersText} onChange={setPlayersText} />
      </label>
      <ImagePicker label="Image" onPick={setImage} />
      {page?.image && image === undefined && (
        <button type="button" onClick={() => setImage(null)}>
          Take the image off
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={!name.trim()}>
          Save page
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
