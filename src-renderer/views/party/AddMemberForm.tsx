import { useState, type ReactNode } from 'react';
import { characterSheets, isCharacterKind, memberKindLabels, memberKinds, type HaulerKind, type MemberInput, type MemberKind, type RulesSystem } from '../../../src-shared/contract';
import { Field } from '../../components/Field';
import { FormFooter } from '../../components/forms/FormFooter';
import { asNumber, useContractForm, type ContractForm } from '../../components/forms/use-contract-form';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useParty } from '../../stores/party';
import { useSystemUi } from '../../systems';
import type { NewCharacterPart } from '../../systems/system-ui';

type Draft = Record<string, string>;

/** A score left empty stays wrong, so the check names it rather than a default standing in. */
const score = (text: string) => asNumber(text) ?? Number.NaN;

/** The hit points a new member starts with where the rules ask for them: Lantern's own default, for the GM to change. */
export const NEW_MEMBER_HP = 6;

/** A new member with sensible defaults: average abilities, a few hit points, the first beast or vehicle. */
export function AddMemberForm({ partyId, onDone }: { partyId: number; onDone(): void }) {
  const ui = useSystemUi();
  const system = useCampaigns(selectCurrentCampaign)?.rulesSystem;
  return ui && system && ui.newCharacter((part) => <MemberForm partyId={partyId} onDone={onDone} system={system} newCharacter={part} />);
}

/** The chosen beast's or vehicle's figures, and the book (or default) they come from. */
function HaulerHint({ kind }: { kind: HaulerKind | undefined }) {
  return kind ? <p className="hint hauler-source">{`${kind.figures}. Source: ${kind.source}.`}</p> : null;
}

function MemberForm<D>({ partyId, onDone, system, newCharacter }: { partyId: number; onDone(): void; system: RulesSystem; newCharacter: NewCharacterPart<D> }) {
  const haulers = useParty((s) => s.haulers);
  const [sheet, setSheet] = useState(newCharacter.fresh);
  const toMember = (d: Draft): MemberInput => {
    const kind = d['member.kind'] as MemberKind;
    const name = d['member.name'];
    const hitPoints = { current: score(d['member.hp']), max: score(d['member.hp']) };
    // Where the rules have no figures for beasts and vehicles, the GM's own are used once both are given.
    const own = d['member.sheet.figures.loadPounds'] || d['member.sheet.figures.milesPerDay'] ? { figures: { loadPounds: score(d['member.sheet.figures.loadPounds']), milesPerDay: score(d['member.sheet.figures.milesPerDay']) } } : {};
    if (kind === 'animal') return { kind, name, hp: hitPoints, sheet: { beast: d['member.sheet.beast'], ...own } };
    if (kind === 'vehicle') return { kind, name, sheet: { vehicle: d['member.sheet.vehicle'], ...own } };
    return newCharacter.member(sheet, { kind, name, hp: hitPoints });
  };
  const form = useContractForm('member.create', {
    initial: {
      'member.kind': 'pc',
      'member.name': '',
      'member.hp': String(NEW_MEMBER_HP),
      'member.sheet.beast': haulers?.beasts[0]?.id ?? '',
      'member.sheet.vehicle': haulers?.vehicles[0]?.id ?? '',
      'member.sheet.figures.loadPounds': '',
      'member.sheet.figures.milesPerDay': '',
    } as Draft,
    fields: newCharacter.errorPaths,
    toInput: (d) => ({ partyId, member: toMember(d as Draft) }),
    // A character's sheet is its system's: checked here as the host will check it.
    nested: (d) => (isCharacterKind(String(d['member.kind'])) ? [{ at: ['member', 'sheet'], schema: characterSheets[system] }] : []),
    send: (input) => useParty.getState().change('member.create', input),
    onDone,
  });
  const kind = form.draft['member.kind'] as MemberKind;
  const character = isCharacterKind(kind);
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
        {character && <newCharacter.Fields draft={sheet} onChange={setSheet} errorFor={form.errorFor} />}
        {kind === 'animal' && (
          <At form={form} name="member.sheet.beast" label="Beast">
            {select('member.sheet.beast', (haulers?.beasts ?? []).map((b) => ({ value: b.id, label: b.label })))}
          </At>
        )}
        {kind === 'animal' && <HaulerHint kind={haulers?.beasts.find((b) => b.id === form.draft['member.sheet.beast'])} />}
        {kind === 'vehicle' && (
          <At form={form} name="member.sheet.vehicle" label="Vehicle">
            {select('member.sheet.vehicle', (haulers?.vehicles ?? []).map((v) => ({ value: v.id, label: v.label })))}
          </At>
        )}
        {kind === 'vehicle' && <HaulerHint kind={haulers?.vehicles.find((v) => v.id === form.draft['member.sheet.vehicle'])} />}
        {(kind === 'animal' || kind === 'vehicle') && haulers?.takesGmFigures && (
          <>
            <At form={form} name="member.sheet.figures.loadPounds" label="Its load (lb, your figure)">
              {input('member.sheet.figures.loadPounds', { inputMode: 'decimal', placeholder: 'table default' })}
            </At>
            <At form={form} name="member.sheet.figures.milesPerDay" label="Miles a day (your figure)">
              {input('member.sheet.figures.milesPerDay', { inputMode: 'decimal', placeholder: 'table default' })}
            </At>
          </>
        )}
        {kind !== 'vehicle' && !(character && !newCharacter.asksHp) && (
          <At form={form} name="member.hp" label="HP">
            {input('member.hp', { inputMode: 'numeric' })}
          </At>
        )}
      </div>
      {character && newCharacter.hint && <p className="hint">{newCharacter.hint}</p>}
      <FormFooter form={form} submitLabel="Add to party" onCancel={onDone} />
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
