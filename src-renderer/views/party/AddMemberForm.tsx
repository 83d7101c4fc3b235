import { useId, useState, type FormEvent } from 'react';
import { abilityNames, memberKindLabels, memberKinds, type MemberInput, type MemberKind } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useParty } from '../../stores/party';

/** Each system's scores a new character starts from (its sheet editor takes the rest). */
const SCORES = {
  gurps: ['st', 'dx', 'iq', 'ht'],
  shell: ['st', 'ag', 'iq'],
} as const;

/** A new member with sensible defaults: average abilities, a few hit points, the first beast or vehicle. */
export function AddMemberForm({ partyId, onDone }: { partyId: number; onDone(): void }) {
  const apply = useParty((s) => s.apply);
  const reference = useParty((s) => s.reference);
  const system = useCampaigns(selectCurrentCampaign)?.rulesSystem ?? 'bfrpg';
  const [scores, setScores] = useState<Record<string, string>>({ st: '10', dx: '10', iq: '10', ht: '10', ag: '10' });
  const [species, setSpecies] = useState('Human');
  const [kind, setKind] = useState<MemberKind>('pc');
  const [name, setName] = useState('');
  const [race, setRace] = useState('human');
  const [cls, setCls] = useState('Fighter');
  const [str, setStr] = useState('10');
  const [hp, setHp] = useState('6');
  const [beast, setBeast] = useState(reference?.beasts[0]?.id ?? 'mule');
  const [vehicle, setVehicle] = useState(reference?.vehicles[0]?.id ?? 'wagon');
  const errors = useFieldErrors([
    'member.name',
    'member.hp',
    'member.sheet.abilities.str',
    'member.sheet.class',
    ...['st', 'dx', 'iq', 'ht', 'ag'].map((a) => `member.sheet.attributes.${a}`),
    'member.sheet',
  ]);
  const ids = { kind: useId(), name: useId(), race: useId(), cls: useId(), str: useId(), hp: useId(), type: useId() };
  const character = kind === 'pc' || kind === 'hireling';

  const score = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  function member(): MemberInput {
    const hitPoints = { current: Number(hp), max: Number(hp) };
    if (kind === 'animal') return { kind, name, hp: hitPoints, sheet: { beast } };
    if (kind === 'vehicle') return { kind, name, sheet: { vehicle } };
    if (system === 'gurps') {
      return { kind, name, sheet: { species, attributes: Object.fromEntries(SCORES.gurps.map((a) => [a, score(scores[a])])) } };
    }
    if (system === 'shell') {
      return {
        kind,
        name,
        sheet: { race: { name: species, cost: 0, modifiers: {} }, attributes: Object.fromEntries(SCORES.shell.map((a) => [a, score(scores[a])])), npc: kind === 'hireling' },
      };
    }
    const abilities = Object.fromEntries(abilityNames.map((a) => [a, 10])) as Record<(typeof abilityNames)[number], number>;
    abilities.str = str.trim() === '' ? Number.NaN : Number(str);
    return { kind, name, hp: hitPoints, sheet: { race: race as 'human', class: cls, level: kind === 'hireling' ? 0 : 1, abilities } };
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
        {character && system !== 'bfrpg' && (
          <>
            <div className="field">
              <label htmlFor={ids.race}>{system === 'gurps' ? 'Species' : 'Race'}</label>
              <input id={ids.race} value={species} onChange={(e) => setSpecies(e.target.value)} />
            </div>
            {SCORES[system].map((a) => (
              <ScoreField key={a} label={a.toUpperCase()} value={scores[a]} onChange={(v) => setScores((s) => ({ ...s, [a]: v }))} error={errors.errorFor(`member.sheet.attributes.${a}`)} />
            ))}
          </>
        )}
        {character && system === 'bfrpg' && (
          <>
            <div className="field">
              <label htmlFor={ids.race}>Race</label>
              <select id={ids.race} value={race} onChange={(e) => setRace(e.target.value)}>
                {reference?.races.map((r) => (
                  <option key={r} value={r}>
                    {r[0].toUpperCase() + r.slice(1)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.cls}>Class</label>
              <input id={ids.cls} value={cls} onChange={(e) => setCls(e.target.value)} />
              {err('member.sheet.class')}
            </div>
            <div className="field">
              <label htmlFor={ids.str}>STR</label>
              <input id={ids.str} inputMode="numeric" value={str} onChange={(e) => setStr(e.target.value)} />
              {err('member.sheet.abilities.str')}
            </div>
          </>
        )}
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
        {kind !== 'vehicle' && !(character && system !== 'bfrpg') && (
          <div className="field">
            <label htmlFor={ids.hp}>HP</label>
            <input id={ids.hp} inputMode="numeric" value={hp} onChange={(e) => setHp(e.target.value)} />
            {err('member.hp')}
          </div>
        )}
      </div>
      {character && system !== 'bfrpg' && <p className="hint">Hit points follow from the sheet. The Sheet tab takes skills and the rest.</p>}
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

function ScoreField({ label, value, onChange, error }: { label: string; value: string; onChange(v: string): void; error: string | null }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} />
      <FieldError message={error} />
    </div>
  );
}
