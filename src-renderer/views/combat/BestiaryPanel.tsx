import { useState } from 'react';
import type { BestiaryEntry, RulesSystem } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { downloadJson, fileNameFor, ImportJsonButton } from '../../components/files';
import { FormFooter } from '../../components/forms/FormFooter';
import { useContractForm } from '../../components/forms/use-contract-form';
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
  const credits = useCombat((s) => s.bestiaryCredits);
  const bundle = useCombat((s) => s.bestiaryBundle);
  const [find, setFind] = useState('');
  const shown = find.trim() ? entries.filter((e) => e.name.toLowerCase().includes(find.trim().toLowerCase())) : entries;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<BestiaryEntry | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const errors = useFieldErrors(['file']);
  const { importBestiary, deleteFoe, addBundledBestiary } = useCombat.getState();

  const open = (entry: BestiaryEntry | null) => {
    errors.clear();
    setMessage(null);
    setEditing(entry ? { id: entry.id, name: entry.name, notes: entry.notes, block: statBlock.toDraft(entry.statBlock) } : { name: '', notes: '', block: statBlock.blank() });
  };

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
                const count = await importBestiary(json as never);
                setMessage(`Imported: the bestiary now holds ${count} foes.`);
              })
            }
            onError={(e) => errors.setError(e)}
          />
          {bundle && bundle.missing > 0 && (
            <button
              type="button"
              onClick={() =>
                void errors.attempt(async () => {
                  const { added, kept } = await addBundledBestiary();
                  setMessage(
                    added === 0
                      ? `Nothing to add: every foe of ${bundle.label} is here already.`
                      : `Added ${added} foes from ${bundle.label}${kept ? `; ${kept} you already had under the same name are left as they were` : ''}. Undo takes them away again.`,
                  );
                })
              }
            >
              Add {bundle.label}
            </button>
          )}
          {fileImport && (
            <fileImport.Bestiary
              onImported={(text) => {
                errors.clear();
                setMessage(text);
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
      {!editing && <FieldError message={errors.general ?? errors.errorFor('file')} />}
      {editing && (
        <FoeEditor
          key={editing.id ?? 'new'}
          system={system}
          editing={editing}
          onSaved={(saved) => {
            setMessage(`Saved ${saved.name}: ${saved.summary}`);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {credits.map((credit) => (
        <p key={credit} className="muted bestiary-credit">
          {credit}
        </p>
      ))}
      {entries.length > 12 && (
        <input type="search" className="bestiary-find" aria-label="Find a foe" placeholder={`Find among ${entries.length} foes`} value={find} onChange={(e) => setFind(e.target.value)} />
      )}
      {entries.length === 0 ? (
        <p className="muted">No foes yet: add one, or import a bestiary file.</p>
      ) : shown.length === 0 ? (
        <p className="muted">No foe's name holds "{find.trim()}".</p>
      ) : (
        <ul className="bestiary-list">
          {shown.map((e) => (
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
              await deleteFoe(gone.id);
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

/** One foe's name, notes and stat block; the rules judge the stat block when it is saved. */
function FoeEditor({ system, editing, onSaved, onCancel }: { system: RulesSystem; editing: Editing; onSaved(saved: BestiaryEntry): void; onCancel(): void }) {
  const statBlock = systemUis[system].statBlock;
  const [block, setBlock] = useState(editing.block);
  const form = useContractForm('bestiary.save', {
    initial: { name: editing.name, notes: editing.notes },
    keepDraft: true,
    fields: statBlock.fields(),
    toInput: (d) => ({
      campaignId: useCombat.getState().campaignId ?? 0,
      ...(editing.id !== undefined && { id: editing.id }),
      name: String(d.name),
      notes: String(d.notes),
      statBlock: statBlock.fromDraft(block),
    }),
    send: (input) => useCombat.getState().saveFoe({ id: input.id, name: input.name, notes: input.notes, statBlock: input.statBlock }),
    onDone: onSaved,
  });
  return (
    <form className="bestiary-editor" {...form.formProps} aria-label={editing.id ? `Edit ${editing.name}` : 'New foe'}>
      <div className="block-grid">
        <Cell label="Name" error={form.errorFor('name')} wide>
          {(id) => <input id={id} {...form.text('name')} autoFocus />}
        </Cell>
        <Cell label="Notes" error={form.errorFor('notes')} wide>
          {(id) => <textarea id={id} rows={3} {...form.text('notes')} />}
        </Cell>
      </div>
      <statBlock.Editor draft={block} onChange={setBlock} errorFor={form.errorFor} />
      <FormFooter form={form} submitLabel="Save foe" onCancel={onCancel} />
    </form>
  );
}
