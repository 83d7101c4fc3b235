import type { MemberView } from '../../../src-shared/contract';
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
  const form = useContractForm('member.update', {
    initial: { gmNote: member.gmNote },
    keepDraft: true,
    toInput: (d) => ({ memberId: member.id, gmNote: String(d.gmNote) }),
    send: (input) => change('member.update', input),
  });
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
