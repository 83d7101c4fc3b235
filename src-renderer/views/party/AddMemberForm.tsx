import type { ReactNode } from 'react';
import { abilityNames, characterSheets, memberKindLabels, memberKinds, type MemberInput, type MemberKind, type RulesSystem } from '../../../src-shared/contract';
import { Field } from '../../components/Field';
import { FormProblems } from '../../components/forms/FormProblems';
import { asNumber, useContractForm, type ContractForm } from '../../components/forms/use-contract-form';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useParty } from '../../stores/party';

/** Each system's scores a new character starts from (its sheet editor takes the rest). */
const SCORES = {
  gurps: ['st', 'dx', 'iq', 'ht'],
  shell: ['st', 'ag', 'iq'],
} as const;

type Draft = Record<string, string>;

/** A score left empty stays wrong, so the check names it rather than a default standing in. */
const score = (text: string) => asNumber(text) ?? Number.NaN;

function toMember(d: Draft, system: RulesSystem): MemberInput {
  const kind = d['member.kind'] as MemberKind;
  const name = d['member.name'];
  const hitPoints = { current: score(d['member.hp']), max: score(d['member.hp']) };
  if (kind === 'animal') return { kind, name, hp: hitPoints, sheet: { beast: d['member.sheet.beast'] } };
  if (kind === 'vehicle') return { kind, name, sheet: { vehicle: d['member.sheet.vehicle'] } };
  const attributes = (keys: readonly string[]) => Object.fromEntries(keys.map((a) => [a, score(d[`member.sheet.attributes.${a}`])]));
  if (system === 'gurps') return { kind, name, sheet: { species: d['member.sheet.species'], attributes: attributes(SCORES.gurps) } };
  if (system === 'shell') {
    return { kind, name, sheet: { race: { name: d['member.sheet.species'], cost: 0, modifiers: {} }, attributes: attributes(SCORES.shell), npc: kind === 'hireling' } };
  }
  const abilities = Object.fromEntries(abilityNames.map((a) => [a, 10])) as Record<(typeof abilityNames)[number], number>;
  abilities.str = score(d['member.sheet.abilities.str']);
  return { kind, name, hp: hitPoints, sheet: { race: d['member.sheet.race'] as 'human', class: d['member.sheet.class'], level: kind === 'hireling' ? 0 : 1, abilities } };
}

/** A new member with sensible defaults: average abilities, a few hit points, the first beast or vehicle. */
export function AddMemberForm({ partyId, onDone }: { partyId: number; onDone(): void }) {
  const reference = useParty((s) => s.reference);
  const system = useCampaigns(selectCurrentCampaign)?.rulesSystem ?? 'bfrpg';
  const form = useContractForm('member.create', {
    initial: {
      'member.kind': 'pc',
      'member.name': '',
      'member.hp': '6',
      'member.sheet.race': 'human',
      'member.sheet.species': 'Human',
      'member.sheet.class': 'Fighter',
      'member.sheet.abilities.str': '10',
      'member.sheet.beast': reference?.beasts[0]?.id ?? 'mule',
      'member.sheet.vehicle': reference?.vehicles[0]?.id ?? 'wagon',
      ...Object.fromEntries(['st', 'dx', 'iq', 'ht', 'ag'].map((a) => [`member.sheet.attributes.${a}`, '10'])),
    } as Draft,
    toInput: (d) => ({ partyId, member: toMember(d as Draft, system) }),
    // A character's sheet is its system's: checked here as the host will check it.
    nested: (d) => (d['member.kind'] === 'pc' || d['member.kind'] === 'hireling' ? [{ at: ['member', 'sheet'], schema: characterSheets[system] }] : []),
    send: (input) => useParty.getState().change('member.create', input),
    onDone,
  });
  const kind = form.draft['member.kind'] as MemberKind;
  const character = kind === 'pc' || kind === 'hireling';
  const input = (name: string, props: object = {}) => (id: string) => <input id={id} {...form.text(name)} {...props} />;
  const select = (name: string, options: { value: string; label: string }[]) => (id: string) => (
    <select id={id} {...form.text(name)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );

  return (
    <form className="panel add-member" {...form.formProps} aria-label="New member">
      <h3>New member</h3>
      <div className="sheet-grid">
        <At form={form} name="member.kind" label="Kind">
          {select('member.kind', memberKinds.map((k) => ({ value: k, label: memberKindLabels[k] })))}
        </At>
        <At form={form} name="member.name" label="Name" wide>
          {input('member.name', { autoFocus: true })}
        </At>
        {character && system !== 'bfrpg' && (
          <>
            <At form={form} name="member.sheet.species" label={system === 'gurps' ? 'Species' : 'Race'}>
              {input('member.sheet.species')}
            </At>
            {SCORES[system].map((a) => (
              <At key={a} form={form} name={`member.sheet.attributes.${a}`} label={a.toUpperCase()}>
                {input(`member.sheet.attributes.${a}`, { inputMode: 'numeric' })}
              </At>
            ))}
          </>
        )}
        {character && system === 'bfrpg' && (
          <>
            <At form={form} name="member.sheet.race" label="Race">
              {select('member.sheet.race', (reference?.races ?? []).map((r) => ({ value: r, label: r[0].toUpperCase() + r.slice(1) })))}
            </At>
            <At form={form} name="member.sheet.class" label="Class">
              {input('member.sheet.class')}
            </At>
            <At form={form} name="member.sheet.abilities.str" label="STR">
              {input('member.sheet.abilities.str', { inputMode: 'numeric' })}
            </At>
          </>
        )}
        {kind === 'animal' && (
          <At form={form} name="member.sheet.beast" label="Beast">
            {select('member.sheet.beast', (reference?.beasts ?? []).map((b) => ({ value: b.id, label: b.label })))}
          </At>
        )}
        {kind === 'vehicle' && (
          <At form={form} name="member.sheet.vehicle" label="Vehicle">
            {select('member.sheet.vehicle', (reference?.vehicles ?? []).map((v) => ({ value: v.id, label: v.label })))}
          </At>
        )}
        {kind !== 'vehicle' && !(character && system !== 'bfrpg') && (
          <At form={form} name="member.hp" label="HP">
            {input('member.hp', { inputMode: 'numeric' })}
          </At>
        )}
      </div>
      {character && system !== 'bfrpg' && <p className="hint">Hit points follow from the sheet. The Sheet tab takes skills and the rest.</p>}
      <FormProblems form={form} />
      <div className="sheet-actions">
        <button type="submit" className="primary" disabled={form.busy}>
          Add to party
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A labelled field of this form with its problem under it. */
function At({ form, name, label, wide, children }: { form: Pick<ContractForm, 'errorFor' | 'errorProps'>; name: string; label: string; wide?: boolean; children(id: string): ReactNode }) {
  return (
    <Field label={label} wide={wide} error={form.errorFor(name)} errorId={form.errorProps(name).id}>
      {children}
    </Field>
  );
}
