import type { MemberView } from '../../../src-shared/contract';
import type { GmRollPart } from '../../systems/system-ui';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useCampaigns } from '../../stores/campaigns';
import { useJournal } from '../../stores/journal';

/** A roll the GM makes at the table (a saving throw, a Fright Check, any dice), kept in the journal; the system says its dice and whether a target means at or under. */
export function GmRollForm({ members, roller }: { members: MemberView[]; roller: GmRollPart }) {
  const roll = useJournal((s) => s.roll);
  const form = useContractForm('journal.roll', {
    initial: { label: '', expression: roller.dice, target: '', memberId: '', secret: false },
    keepDraft: true,
    toInput: (d) => ({
      campaignId: useCampaigns.getState().selectedId ?? 0,
      label: String(d.label),
      expression: String(d.expression),
      ...(roller.under !== null && String(d.target).trim() !== '' && { target: asNumber(d.target) }),
      ...(d.memberId !== '' && { memberId: Number(d.memberId) }),
      secret: Boolean(d.secret),
    }),
    send: (input) => roll({ label: input.label, expression: input.expression, target: input.target, memberId: input.memberId, secret: input.secret }),
  });
  return (
    <form className="panel gm-roll" {...form.formProps} aria-label="Roll for the GM">
      <InlineField error={form.errorProps('label')}>
        <input {...form.text('label')} aria-label="What the roll is for" placeholder={roller.examples} />
      </InlineField>
      <InlineField error={form.errorProps('expression')}>
        <input className="dice-expression" {...form.text('expression')} aria-label="Dice to roll" />
      </InlineField>
      {roller.under !== null && (
        <label className="inline">
          under
          <InlineField error={form.errorProps('target')}>
            <input className="qty" inputMode="numeric" placeholder="any" {...form.text('target')} aria-label={roller.under} />
          </InlineField>
        </label>
      )}
      <select {...form.text('memberId')} aria-label="Who rolls">
        <option value="">Nobody in particular</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <label className="check inline-check">
        <input {...form.checkbox('secret')} /> secret
      </label>
      <button type="submit" className="primary" disabled={form.busy}>
        Roll
      </button>
      <FormProblems form={form} />
    </form>
  );
}
