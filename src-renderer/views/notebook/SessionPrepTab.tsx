import { useEffect, useState } from 'react';
import { planItemKinds, type JournalSession, type PlanItemKind, type SessionPlan, type SessionReport } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { LinkTextarea } from '../../components/LinkTextarea';
import { useRollTables } from '../../stores/roll-tables';
import { LinkedText } from './LinkedText';

const KIND_LABELS: Record<PlanItemKind, string> = { start: 'Start', scene: 'Scene', secret: 'Secret', clue: 'Clue' };

/** The next session's plan, checked off in play, and a played session's report read from the journal. */
export function SessionPrepTab({ campaignId }: { campaignId: number }) {
  const { plans, error, load } = useRollTables();
  const [editing, setEditing] = useState<SessionPlan | 'new' | null>(null);
  useEffect(() => void load(campaignId), [campaignId, load]);
  return (
    <div className="notebook-prep">
      <Banner message={error} />
      <div className="party-tools">
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          Plan a session
        </button>
      </div>
      {editing && <PlanEditor key={editing === 'new' ? 'new' : editing.id} plan={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {plans.length === 0 && !editing && <p className="empty">No plan yet: note how the session starts, its scenes, the secrets it may reveal and the clues to find.</p>}
      {plans.map((p) => (
        <PlanCard key={p.id} plan={p} onEdit={() => setEditing(p)} />
      ))}
      <SessionReportPanel campaignId={campaignId} />
    </div>
  );
}

function PlanCard({ plan, onEdit }: { plan: SessionPlan; onEdit(): void }) {
  const check = useRollTables((s) => s.check);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="panel" aria-label={`Plan ${plan.title}`}>
      <h2>{plan.title}</h2>
      <ul className="plan-items">
        {plan.items.map((it) => (
          <li key={it.id}>
            <label className="check">
              <input
                type="checkbox"
                checked={it.doneEntryId !== null}
                onChange={(e) => check(it.id, e.target.checked).catch((err: Error) => setProblem(err.message))}
                aria-label={`${KIND_LABELS[it.kind]}: ${it.text}`}
              />
              <span className="badge small">{KIND_LABELS[it.kind]}</span>
            </label>{' '}
            <LinkedText text={it.text} />
            {it.doneAt !== null && <span className="muted"> · {formatGameTime(it.doneAt)}</span>}
          </li>
        ))}
      </ul>
      <div className="party-tools">
        <button type="button" onClick={onEdit}>
          Edit the plan
        </button>
      </div>
      <Banner message={problem} />
    </section>
  );
}

function PlanEditor({ plan, onDone }: { plan: SessionPlan | null; onDone(): void }) {
  const savePlan = useRollTables((s) => s.savePlan);
  const [title, setTitle] = useState(plan?.title ?? '');
  const [items, setItems] = useState<{ kind: PlanItemKind; text: string }[]>(plan?.items.map((it) => ({ kind: it.kind, text: it.text })) ?? [{ kind: 'start', text: '' }]);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (i: number, change: Partial<(typeof items)[number]>) => setItems(items.map((it, k) => (k === i ? { ...it, ...change } : it)));
  return (
    <form
      className="panel plan-editor"
      aria-label={plan ? `Edit plan ${plan.title}` : 'New plan'}
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await savePlan({ title, items: items.filter((it) => it.text.trim() !== ''), ...(plan && { planId: plan.id }) });
          onDone();
        } catch (err) {
          setProblem((err as Error).message);
        }
      }}
    >
      <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Session 4: the ford" aria-label="Plan title" />
      {items.map((it, i) => (
        <div key={i} className="party-tools">
          <select value={it.kind} onChange={(e) => edit(i, { kind: e.target.value as PlanItemKind })} aria-label={`Item ${i + 1} kind`}>
            {planItemKinds.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
          <LinkTextarea rows={1} value={it.text} onChange={(text) => edit(i, { text })} aria-label={`Item ${i + 1} text`} />
        </div>
      ))}
      <div className="party-tools">
        <button type="button" onClick={() => setItems([...items, { kind: 'scene', text: '' }])}>
          Add an item
        </button>
        <button type="submit" className="primary">
          Save the plan
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      <Banner message={problem} />
    </form>
  );
}

/** A played session's report: picked from the journal's sessions, shown as the Markdown it copies out as. */
function SessionReportPanel({ campaignId }: { campaignId: number }) {
  const [sessions, setSessions] = useState<JournalSession[]>([]);
  const [report, setReport] = useState<SessionReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const plans = useRollTables((s) => s.plans);
  useEffect(() => {
    api.journal
      .sessions({ campaignId })
      .then((s) => setSessions(s.sessions))
      .catch((e: Error) => setProblem(e.message));
  }, [campaignId, plans]);
  if (sessions.length === 0) return <p className="empty">A session's report can be written once the journal holds a session (start one in the Journal view).</p>;
  return (
    <section className="panel" aria-label="Session report">
      <h2>Session report</h2>
      <div className="party-tools">
        {sessions.map((s) => (
          <button
            key={s.number}
            type="button"
            onClick={() =>
              api.sessionPlan
                .report({ campaignId, session: s.number })
                .then(setReport)
                .catch((e: Error) => setProblem(e.message))
            }
          >
            Report on session {s.number}
            {s.title ? `: ${s.title}` : ''}
          </button>
        ))}
      </div>
      <Banner message={problem} />
      {report && (
        <>
          <pre className="session-report" data-testid="session-report">
            {report.markdown}
          </pre>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(report.markdown)}>
            Copy as Markdown
          </button>
        </>
      )}
    </section>
  );
}
