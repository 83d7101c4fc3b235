import { useState, type FormEvent } from 'react';
import type { BestiaryEntry, RulesSystem } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { downloadJson, fileNameFor, ImportJsonButton } from '../../components/files';
import { useCombat } from '../../stores/combat';
import { Cell } from '../../components/Cell';
import { systemUis } from '../../systems';
import type { StatBlockDraft as Draft } from '../../systems/system-ui';

interface Editing {
  id?: number;
  name: string;
  notes: string;
  block: Draft;
}

/** The campaign's foes: each with its stat block in a line; add, change, remove, and move them by file. */
export function BestiaryPanel({ campaignId, campaignName, system }: { campaignId: number; campaignName: string; system: RulesSystem }) {
  const { statBlock, fileImport } = systemUis[system];
  const entries = useCombat((s) => s.bestiary);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<BestiaryEntry | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const errors = useFieldErrors(['name', 'notes', ...statBlock.fields(), 'file']);
  const reload = () => useCombat.getState().loadBestiary();

  const open = (entry: BestiaryEntry | null) => {
    errors.clear();
    setMessage(null);
    setEditing(entry ? { id: entry.id, name: entry.name, notes: entry.notes, block: statBlock.toDraft(entry.statBlock) } : { name: '', notes: '', block: statBlock.blank() });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const done = await errors.attempt(async () => {
      const saved = await api.bestiary.save({
        campaignId,
        ...(editing.id !== undefined && { id: editing.id }),
        name: editing.name,
        notes: editing.notes,
        statBlock: statBlock.fromDraft(editing.block),
      });
      await reload();
      setMessage(`Saved ${saved.name}: ${saved.summary}`);
    });
    if (done) setEditing(null);
  }

  return (
    <section className="panel bestiary-panel" aria-label="Bestiary">
      <div className="panel-head">
        <h2>Bestiary</h2>
        <div className="bestiary-tools">
          <button type="button" onClick={() => open(null)}>
            New foe
          </button>
          <button
            type="button"
            onClick={() => void errors.attempt(async () => downloadJson(fileNameFor(campaignName, 'bestiary'), await api.bestiary.export({ campaignId })))}
          >
            Export
          </button>
          <ImportJsonButton
            label="Import…"
            describe="Import a bestiary file"
            onJson={(json) =>
              errors.attempt(async () => {
                const result = await api.bestiary.import({ campaignId, file: json as never });
                await reload();
                setMessage(`Imported: the bestiary now holds ${result.entries.length} foes.`);
              })
            }
            onError={(e) => errors.setError(e)}
          />
          {fileImport && (
            <fileImport.Bestiary
              campaignId={campaignId}
              onImported={(text) => {
                errors.clear();
                void reload().then(() => setMessage(text));
              }}
              onError={(text) => {
                setMessage(null);
                errors.setError(new Error(text));
              }}
            />
          )}
        </div>
      </div>
      {message && (
        <p className="saved-note" role="status">
          {message}
        </p>
      )}
      {!editing && (errors.general || errors.errorFor('file')) && (
        <p className="field-error" role="alert">
          {errors.general ?? errors.errorFor('file')}
        </p>
      )}
      {editing && (
        <form className="bestiary-editor" onSubmit={save} noValidate aria-label={editing.id ? `Edit ${editing.name}` : 'New foe'}>
          <div className="block-grid">
            <Cell label="Name" error={errors.errorFor('name')} wide>
              {(id) => <input id={id} value={editing.name} autoFocus onChange={(e) => setEditing({ ...editing, name: e.target.value })} />}
            </Cell>
            <Cell label="Notes" error={errors.errorFor('notes')} wide>
              {(id) => <textarea id={id} rows={3} value={editing.notes} onChange={(e) => setEditing({ ...editing, notes: e.target.value })} />}
            </Cell>
          </div>
          <statBlock.Editor draft={editing.block} onChange={(block) => setEditing({ ...editing, block })} errorFor={errors.errorFor} />
          <FieldError message={errors.general} />
          <div className="sheet-actions">
            <button type="submit" className="primary">
              Save foe
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {entries.length === 0 ? (
        <p className="muted">No foes yet: add one, or import a bestiary file.</p>
      ) : (
        <ul className="bestiary-list">
          {entries.map((e) => (
            <li key={e.id} aria-label={e.name} className={editing?.id === e.id ? 'editing' : undefined}>
              <div className="bestiary-text">
                <strong>{e.name}</strong>
                <span className="bestiary-summary">{e.summary}</span>
                {e.notes && (
                  <span className="muted bestiary-notes" title={e.notes}>
                    {e.notes}
                  </span>
                )}
              </div>
              <div className="row-actions">
                <button type="button" onClick={() => open(e)}>
                  Edit
                </button>
                <button type="button" className="danger-quiet" onClick={() => setDeleting(e)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Remove ${deleting.name}?`}
          confirmLabel="Remove"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const gone = deleting;
            setDeleting(null);
            void errors.attempt(async () => {
              await api.bestiary.delete({ id: gone.id });
              await reload();
              if (editing?.id === gone.id) setEditing(null);
            });
          }}
        >
          Fights already started keep their copy. Undo brings it back.
        </ConfirmDialog>
      )}
    </section>
  );
}
