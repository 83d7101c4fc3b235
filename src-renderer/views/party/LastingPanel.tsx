import { isCharacter, type MemberView, type PartyView } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { FormProblems } from '../../components/forms/FormProblems';
import { useContractForm } from '../../components/forms/use-contract-form';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useParty } from '../../stores/party';

/**
 * What outlasts a fight on this member (a crippled arm, unconsciousness, dying,
 * death), with the GM's hand on it: set one the rules name, or clear one. The clock
 * heals or worsens them by the campaign's rules; each change here is one journal entry.
 */
export function LastingPanel({ member, kinds: partyKinds }: { member: MemberView; kinds: PartyView['lastingKinds'] }) {
  const change = useParty((s) => s.change);
  const campaign = useCampaigns(selectCurrentCampaign);
  const errors = useFieldErrors([]);
  const held = new Set(member.lasting.map((c) => c.id));
  // Beasts and vehicles have no lasting conditions to set.
  const kinds = isCharacter(member) ? partyKinds : [];
  const open = kinds.filter((k) => !held.has(k.id));
  const form = useContractForm('member.setCondition', {
    initial: { condition: '' },
    toInput: (d) => ({ memberId: member.id, condition: d.condition, on: true }),
    send: (input) => change('member.setCondition', input),
  });
  if (kinds.length === 0) return null;

  return (
    <section className="lasting-panel" aria-label={`${member.name}'s lasting conditions`}>
      <h3>Lasting conditions</h3>
      {member.lasting.length === 0 ? (
        <p className="muted">None: nothing carries over from fights or the clock.</p>
      ) : (
        <ul className="lasting-list">
          {member.lasting.map((c) => (
            <li key={c.id} className={c.id === 'dead' ? 'lasting dead' : 'lasting'}>
              <div>
                <strong>{c.label}</strong>
                <span className="lasting-effect">{c.effect}</span>
                <span className="lasting-since numeric">since {campaign ? formatGameTime(c.since, campaign.calendar) : c.since}</span>
              </div>
              <button
                type="button"
                aria-label={`Clear ${c.label} from ${member.name}`}
                onClick={() => void errors.attempt(() => change('member.setCondition', { memberId: member.id, condition: c.id, on: false }))}
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError message={errors.general} />
      {open.length > 0 && (
        <form {...form.formProps} className="lasting-set" aria-label={`Set a condition on ${member.name}`}>
          {/* No condition is chosen for the GM: a stray click must not kill anyone. */}
          <select {...form.text('condition')} aria-label="Condition to set">
            <option value="">Choose a condition…</option>
            {open.map((k) => (
              <option key={k.id} value={k.id} title={k.help}>
                {k.label}
              </option>
            ))}
          </select>
          <button type="submit" disabled={form.busy}>
            Set by hand
          </button>
          <FieldError {...form.errorProps('condition')} />
          <FormProblems form={form} />
        </form>
      )}
    </section>
  );
}
