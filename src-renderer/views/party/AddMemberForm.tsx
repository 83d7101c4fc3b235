import { useId, useState, type FormEvent } from 'react';
import { memberKindLabels, memberKinds, type MemberInput, type MemberKind } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { useFieldErrors } from '../../components/field-errors';
import { useParty } from '../../stores/party';
import { useSystemUi, type SystemUi } from '../../systems';

/** A new member with sensible defaults: average abilities, a few hit points, the first beast or vehicle. */
export function AddMemberForm({ partyId, onDone }: { partyId: number; onDone(): void }) {
  const ui = useSystemUi();
  return ui && <MemberForm partyId={partyId} onDone={onDone} newCharacter={ui.newCharacter} />;
}

function MemberForm({ partyId, onDone, newCharacter }: { partyId: number; onDone(): void; newCharacter: SystemUi['newCharacter'] }) {
  const apply = useParty((s) => s.apply);
  const reference = useParty((s) => s.reference);
  const [sheet, setSheet] = useState(newCharacter.fresh);
  const [kind, setKind] = useState<MemberKind>('pc');
  const [name, setName] = useState('');
  const [hp, setHp] = useState('6');
  const [beast, setBeast] = useState(reference?.beasts[0]?.id ?? 'mule');
  const [vehicle, setVehicle] = useState(reference?.vehicles[0]?.id ?? 'wagon');
  const errors = useFieldErrors([
    'member.name',
    'member.hp',
    ...newCharacter.errorPaths,
    'member.sheet',
  ]);
  const ids = { kind: useId(), name: useId(), hp: useId(), type: useId() };
  const character = kind === 'pc' || kind === 'hireling';

  function member(): MemberInput {
    const hitPoints = { current: Number(hp), max: Number(hp) };
    if (kind === 'animal') return { kind, name, hp: hitPoints, sheet: { beast } };
    if (kind === 'vehicle') return { kind, name, sheet: { vehicle } };
    return newCharacter.member(sheet, { kind, name, hp: hitPoints });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await errors.attempt(() => apply(api.member.create({ partyId, member: member() })))) onDone();
  }

  const err = (path: string) =>
    errors.errorFor(path) && (
      <p className="field-error" role="alert">
        {errors.errorFor(path)}
      </p>
    );

  return (
    <form className="panel add-member" onSubmit={submit} noValidate aria-label="New member">
      <h3>New member</h3>
      <div className="sheet-grid">
        <div className="field">
          <label htmlFor={ids.kind}>Kind</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as MemberKind)}>
            {memberKinds.map((k) => (
              <option key={k} value={k}>
                {memberKindLabels[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field wide">
          <label htmlFor={ids.name}>Name</label>
          <input id={ids.name} value={name} autoFocus onChange={(e) => setName(e.target.value)} aria-invalid={errors.errorFor('member.name') ? true : undefined} />
          {err('member.name')}
        </div>
        {character && <newCharacter.Fields draft={sheet} onChange={setSheet} errorFor={errors.errorFor} />}
        {kind === 'animal' && (
          <div className="field">
            <label htmlFor={ids.type}>Beast</label>
            <select id={ids.type} value={beast} onChange={(e) => setBeast(e.target.value)}>
              {reference?.beasts.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === 'vehicle' && (
          <div className="field">
            <label htmlFor={ids.type}>Vehicle</label>
            <select id={ids.type} value={vehicle} onChange={(e) => setVehicle(e.target.value)}>
              {reference?.vehicles.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind !== 'vehicle' && !(character && !newCharacter.asksHp) && (
          <div className="field">
            <label htmlFor={ids.hp}>HP</label>
            <input id={ids.hp} inputMode="numeric" value={hp} onChange={(e) => setHp(e.target.value)} />
            {err('member.hp')}
          </div>
        )}
      </div>
      {character && newCharacter.hint && <p className="hint">{newCharacter.hint}</p>}
      <Banner message={errors.errorFor('member.sheet') ?? errors.general} />
      <div className="sheet-actions">
        <button type="submit" className="primary">
          Add to party
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
