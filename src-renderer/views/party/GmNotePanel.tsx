import { useEffect, useRef } from 'react';
import type { MemberView } from '../../../src-shared/contract';
import { ApiCallError } from '../../api/client';
import { FieldError } from '../../components/FieldError';
import { FormProblems } from '../../components/forms/FormProblems';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useParty } from '../../stores/party';

/**
 * The GM's own note on a member, beside the sheet: what the table must not read
 * (a curse not yet felt, a hireling's true loyalty). The sheet's notes are the
 * players' as much as the GM's; this one the host never sends to the players' link.
 */
export function GmNotePanel({ member }: { member: MemberView }) {
  const change = useParty((s) => s.change);
  /** The note this window's draft was started from: saved over only while it is still the one stored. */
  const read = useRef(member.gmNote);
  const form = useContractForm('member.update', {
    initial: { gmNote: member.gmNote },
    keepDraft: true,
    toInput: (d) => ({ memberId: member.id, gmNote: String(d.gmNote), read: { gmNote: read.current } }),
    send: async (input) => {
      try {
        return await change('member.update', input);
      } catch (error) {
        // Another window's note came first: it is shown, and the refusal says why this one was not saved.
        const stored = useParty.getState().view?.members.find((m) => m.id === member.id)?.gmNote;
        if (error instanceof ApiCallError && error.code === 'conflict' && stored !== undefined) {
          read.current = stored;
          form.set('gmNote', stored);
        }
        throw error;
      }
    },
    onDone: (view) => void (read.current = view.members.find((m) => m.id === member.id)?.gmNote ?? read.current),
  });
  const { draft, set } = form;
  // Another window's note shows here, unless the GM is writing one: that one, saved, is refused and says why.
  useEffect(() => {
    if (member.gmNote === read.current || draft.gmNote !== read.current) return;
    set('gmNote', member.gmNote);
    read.current = member.gmNote;
  }, [member.gmNote, draft.gmNote, set]);
  return (
    <form className="gm-note" {...form.formProps} aria-label={`GM note on ${member.name}`}>
      <label className="field">
        <span>GM note (never shown to the players)</span>
        <textarea rows={2} {...form.text('gmNote')} />
        <FieldError {...form.errorProps('gmNote')} />
      </label>
      <FormProblems form={form} />
      <button type="submit" disabled={form.busy}>
        Save GM note
      </button>
    </form>
  );
}
