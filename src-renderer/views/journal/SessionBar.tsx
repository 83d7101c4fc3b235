import { useState } from 'react';
import { sessionName } from '../../../src-shared/session-name';
import type { JournalSession, MemberView } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { selectCalendar, useCampaigns } from '../../stores/campaigns';
import { LinkTextarea } from '../../components/LinkTextarea';
import { useJournal } from '../../stores/journal';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const recapLine = (r: JournalSession['recap']) => `${plural(r.turns, 'turn')} · ${plural(r.fights, 'fight')} · ${plural(r.rolls, 'roll')} · ${plural(r.actions, 'action')}`;

/** Start and end of a play session, and what each one held. */
export function SessionBar() {
  const sessions = useJournal((s) => s.sessions);
  const session = useJournal((s) => s.session);
  const calendar = useCampaigns(selectCalendar);
  const [title, setTitle] = useState('');
  const running = sessions.length > 0 && sessions[sessions.length - 1].endEntryId === null ? sessions[sessions.length - 1] : null;
  const when = (t: number) => formatGameTime(t, calendar).replace(/ — turn \d+$/, '');
  const name = (s: JournalSession) => sessionName(s.number, s.title);

  return (
    <section className="panel session-bar" aria-label="Play sessions">
      {running ? (
        <div className="session-now">
          <span className="badge">Running</span>
          <strong>{name(running)}</strong>
          <span className="muted">
            since {when(running.gameTimeStart)} · {recapLine(running.recap)}
          </span>
          <button type="button" className="primary" onClick={() => void session('end')}>
            End the session
          </button>
        </div>
      ) : (
        <form
          className="session-now"
          onSubmit={(e) => {
            e.preventDefault();
            void session('start', title).then(() => setTitle(''));
          }}
        >
          <input className="wide" aria-label="Session title" placeholder={`Session ${sessions.length + 1} (a title, if you like)`} value={title} onChange={(e) => setTitle(e.target.value)} />
          <button type="submit" className="primary">
            Start a session
          </button>
        </form>
      )}
      {sessions.some((s) => s.endEntryId !== null) && (
        <details className="session-recaps">
          <summary>Recaps of {plural(sessions.filter((s) => s.endEntryId !== null).length, 'session')}</summary>
          <ol aria-label="Session recaps">
            {sessions
              .filter((s) => s.endEntryId !== null)
              .reverse()
              .map((s) => (
                <li key={s.startEntryId}>
                  <strong>{name(s)}</strong>{' '}
                  <span className="muted">
                    {when(s.gameTimeStart)} to {when(s.gameTimeEnd)}
                  </span>
                  <div>{recapLine(s.recap)}</div>
                  {s.recap.notes.length > 0 && (
                    <ul>
                      {s.recap.notes.map((n, i) => (
                        <li key={i}>{n}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
          </ol>
        </details>
      )}
    </section>
  );
}

/** A free note at the current game time, about one character or nobody in particular. */
export function NoteForm({ members }: { members: MemberView[] }) {
  const note = useJournal((s) => s.note);
  const [text, setText] = useState('');
  const [about, setAbout] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="panel note-form"
      aria-label="Write a note"
      onSubmit={(e) => {
        e.preventDefault();
        note({ text, memberIds: about ? [Number(about)] : [] }).then(
          () => {
            setText('');
            setProblem(null);
          },
          (err: Error) => setProblem(err.message),
        );
      }}
    >
      <LinkTextarea aria-label="Note" rows={2} placeholder="What happened, who was met (@ links a notebook page)…" value={text} onChange={setText} />
      <select aria-label="Note about" value={about} onChange={(e) => setAbout(e.target.value)}>
        <option value="">About nobody in particular</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            About {m.name}
          </option>
        ))}
      </select>
      <button type="submit" className="primary" disabled={!text.trim()}>
        Add note
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
