import { useRef, useState } from 'react';
import { slug } from '../../../src-shared/slug';
import { api } from '../../api/client';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { downloadText } from '../../components/files';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { UnitOfTimeSelect } from '../../components/UnitOfTimeSelect';
import { casterClasses, effectUnits, type CasterView, type MethodInput, type SpellView } from '../../../src-shared/contract';
import { SPELL_LIGHTS, spellLightKinds, type SpellLightKind } from '../../../src-shared/light-kinds';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useDungeon } from '../../stores/dungeon';

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const CLASS_LABEL: Record<(typeof casterClasses)[number], string> = { cleric: 'Cleric', 'magic-user': 'Magic-User' };

export const spellLabel = (s: SpellView) =>
  s.casterClass ? `${s.name} (${CLASS_LABEL[s.casterClass]} ${s.level})` : s.name;

function durationText(s: SpellView) {
  const { amount, perLevel, unit } = s.duration;
  const base = amount ? `${amount} ${unit}` : '';
  return perLevel ? `${base}${base ? ' + ' : ''}${perLevel} ${unit} a level` : base;
}

/** The campaign's spells and each caster's day: slots, what is prepared, and Cast. */
export function SpellsPanel() {
  const state = useDungeon((s) => s.state)!;
  const { spells } = state;
  const [adding, setAdding] = useState(false);
  return (
    <section className="panel spells-panel" aria-label="Spells">
      <header className="panel-head">
        <h2>Spells</h2>
        <span className="muted">{spells.source}</span>
      </header>
      {spells.list.length === 0 && <p className="muted">The campaign's spell list is empty: enter a spell once and every caster can use it.</p>}
      {spells.casters.map((c) => (
        <CasterCard key={c.memberId} caster={c} list={spells.list} pool={state.rules.fatiguePool} members={state.members} />
      ))}
      <details open={adding} onToggle={(e) => setAdding((e.target as HTMLDetailsElement).open)}>
        <summary>Spell list ({spells.list.length})</summary>
        <ul className="spell-list" data-testid="spell-list">
          {spells.list.map((s) => (
            <li key={s.id}>
              <strong>{spellLabel(s)}</strong> · range {s.range} · {durationText(s)}
              {s.light && ` · lights ${SPELL_LIGHTS[s.light].brightRadius}' bright, ${SPELL_LIGHTS[s.light].dimRadius}' dim`}
              {s.cost > 0 && ` · ${s.cost} ${state.rules.fatiguePool ?? 'FP'}`}
              {s.castingRounds > 0 && ` · ${s.castingRounds} rounds to cast`}
            </li>
          ))}
        </ul>
        <SpellListFiles campaignId={state.campaignId} />
        <AddSpellForm />
      </details>
    </section>
  );
}

function CasterCard({ caster, list, pool, members }: { caster: CasterView; list: SpellView[]; pool: string | null; members: { id: number; fp: { current: number } | null }[] }) {
  const perform = useDungeon((s) => s.perform);
  const [on, setOn] = useState<'party' | 'caster'>('party');
  const byId = new Map(list.map((s) => [s.id, s]));
  const castable = caster.castable.map((id) => byId.get(id)!);
  const cast = (spellId: number) => void perform('spell.cast', { memberId: caster.memberId, spellId, on });
  const fp = members.find((m) => m.id === caster.memberId)?.fp;
  return (
    <article className="caster-card" aria-label={`${caster.name}'s spells`}>
      <header className="caster-head">
        <h3>{caster.name}</h3>
        {caster.slots && (
          <span className="muted" data-testid="spell-slots">
            {caster.slots.some((n) => n > 0)
              ? caster.slots.flatMap((n, i) => (n > 0 ? [`${ordinal(i + 1)}: ${n} a day`] : [])).join(' · ')
              : 'no spells a day yet'}
          </span>
        )}
        {!caster.slots && fp && pool && <span className="muted">{fp.current} {pool}</span>}
        <select aria-label={`${caster.name} casts on`} value={on} onChange={(e) => setOn(e.target.value as 'party' | 'caster')}>
          <option value="party">on the party</option>
          <option value="caster">on {caster.name}</option>
        </select>
      </header>
      {caster.slots ? (
        <>
          <ul className="prepared-list">
            {caster.prepared.length === 0 && <li className="muted">Nothing prepared.</li>}
            {caster.prepared.map((p, i) => (
              <li key={`${p.spellId}-${i}`} className={p.cast ? 'cast' : 'ready'}>
                <span>
                  {p.name} <span className="muted">({ordinal(p.level)})</span> {p.cast ? <em>cast</em> : <strong>ready</strong>}
                </span>
                {!p.cast && caster.prepared.findIndex((q) => q.spellId === p.spellId && !q.cast) === i && (
                  <button type="button" className="primary" onClick={() => cast(p.spellId)}>
                    Cast {p.name}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <PrepareForm caster={caster} castable={castable} />
        </>
      ) : (
        <ul className="prepared-list">
          {castable.map((s) => (
            <li key={s.id}>
              <span>
                {s.name} <span className="muted">({s.cost} {pool ?? 'FP'}{s.castingRounds ? `, ${s.castingRounds} rounds` : ''})</span>
              </span>
              <button type="button" className="primary" onClick={() => cast(s.id)}>
                Cast {s.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** One choice per slot of the day; a slot left empty prepares nothing. */
function PrepareForm({ caster, castable }: { caster: CasterView; castable: SpellView[] }) {
  const slots = (caster.slots ?? []).flatMap((n, i) => Array.from({ length: n }, (_, k) => ({ level: i + 1, key: `${i + 1}-${k}` })));
  const current = caster.prepared.map((p) => String(p.spellId));
  const form = useContractForm('spell.prepare', {
    initial: Object.fromEntries(slots.map((s, i) => [s.key, current[i] ?? ''])),
    toInput: (d) => ({ partyId: useDungeon.getState().state!.partyId, memberId: caster.memberId, spellIds: slots.map((s) => d[s.key]).filter((v) => v !== '').map(Number) }),
    send: (input) => useDungeon.getState().act('spell.prepare', input),
  });
  if (slots.length === 0) return null;
  return (
    <form className="prepare-form" {...form.formProps} aria-label={`${caster.name} prepares`}>
      {slots.map((s, i) => (
        <InlineField key={s.key} error={form.errorProps(`spellIds.${i}`)}>
          <select {...form.text(s.key)} aria-label={`${ordinal(s.level)}-level slot ${i + 1}`}>
            <option value="">({ordinal(s.level)} level: none)</option>
            {castable
              .filter((sp) => sp.level === s.level)
              .map((sp) => (
                <option key={sp.id} value={sp.id}>
                  {sp.name}
                </option>
              ))}
          </select>
        </InlineField>
      ))}
      <button type="submit" disabled={form.busy} title="A new day's spells, after a night's rest (Lantern counts 8 hours since the last casting)">
        Prepare
      </button>
      <FormProblems form={form} />
    </form>
  );
}

const FORMAT_TYPES = { json: 'application/json', csv: 'text/csv' } as const;

/** The list out to a file and in from one (JSON or CSV, told apart by the file's name); a bad row is named under the buttons. */
function SpellListFiles({ campaignId }: { campaignId: number }) {
  const campaignName = useCampaigns(selectCurrentCampaign)?.name ?? 'campaign';
  const input = useRef<HTMLInputElement>(null);
  const errors = useFieldErrors(['text']);
  const [message, setMessage] = useState<string | null>(null);
  const exportAs = (format: 'json' | 'csv') =>
    void errors.attempt(async () => {
      const { text, count } = await api.spell.exportList({ campaignId, format });
      downloadText(`${slug(campaignName, 'campaign')}.spells.${format}`, text, FORMAT_TYPES[format]);
      setMessage(`Exported ${count} spell${count === 1 ? '' : 's'} as ${format.toUpperCase()}.`);
    });
  return (
    <div className="spell-files">
      <button type="button" onClick={() => exportAs('csv')}>
        Export CSV
      </button>
      <button type="button" onClick={() => exportAs('json')}>
        Export JSON
      </button>
      <button type="button" onClick={() => input.current?.click()}>
        Import list…
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        className="visually-hidden"
        aria-label="Import a spell list (CSV or JSON)"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setMessage(null);
          void errors.attempt(async () => {
            const format = /\.json$/i.test(file.name) ? 'json' : 'csv';
            const { added, changed } = await api.spell.importList({ campaignId, format, text: await file.text() });
            setMessage(`From ${file.name}: ${added} spell${added === 1 ? '' : 's'} added${changed ? `, ${changed} given the file's figures` : ''}. Undo takes them back.`);
          });
        }}
      />
      {message && (
        <p className="saved-note" role="status">
          {message}
        </p>
      )}
      <FieldError message={errors.message} />
    </div>
  );
}

type AddInput = Omit<MethodInput<'spell.add'>, 'audience'>;

function AddSpellForm() {
  const form = useContractForm('spell.add', {
    initial: { name: '', casterClass: '', level: '1', range: '', amount: '6', perLevel: '0', unit: 'turns', light: '', cost: '0', castingRounds: '0' },
    toInput: (d) => ({
      partyId: useDungeon.getState().state!.partyId,
      name: String(d.name),
      casterClass: d.casterClass === '' ? null : (d.casterClass as AddInput['casterClass']),
      level: asNumber(d.level) as number,
      range: String(d.range),
      duration: { amount: asNumber(d.amount) as number, perLevel: asNumber(d.perLevel) as number, unit: d.unit as (typeof effectUnits)[number] },
      light: d.light === '' ? null : (d.light as SpellLightKind),
      cost: asNumber(d.cost) as number,
      castingRounds: asNumber(d.castingRounds) as number,
    }),
    send: (input) => useDungeon.getState().act('spell.add', input),
  });
  return (
    <form className="spell-new" {...form.formProps} aria-label="Enter a spell">
      <InlineField error={form.errorProps('name')}>
        <input {...form.text('name')} placeholder="Spell name" aria-label="Spell name" />
      </InlineField>
      <InlineField error={form.errorProps('casterClass')}>
        <select {...form.text('casterClass')} aria-label="Class list">
          <option value="">no class list</option>
          {casterClasses.map((c) => (
            <option key={c} value={c}>
              {CLASS_LABEL[c]}
            </option>
          ))}
        </select>
      </InlineField>
      <InlineField error={form.errorProps('level')}>
        <label>
          level <input className="qty" inputMode="numeric" {...form.text('level')} aria-label="Spell level" />
        </label>
      </InlineField>
      <InlineField error={form.errorProps('range')}>
        <input className="short" {...form.text('range')} placeholder="Range" aria-label="Range" />
      </InlineField>
      <InlineField error={form.errorProps('duration.amount')}>
        <input className="qty" inputMode="numeric" {...form.text('amount')} aria-label="Lasts" />
      </InlineField>
      <InlineField error={form.errorProps('duration.perLevel')}>
        <label>
          + <input className="qty" inputMode="numeric" {...form.text('perLevel')} aria-label="Per caster level" /> a level
        </label>
      </InlineField>
      <UnitOfTimeSelect {...form.text('unit')} />
      <select {...form.text('light')} aria-label="Light it gives">
        <option value="">gives no light</option>
        {spellLightKinds.map((k) => (
          <option key={k} value={k}>
            {SPELL_LIGHTS[k].label}
          </option>
        ))}
      </select>
      <InlineField error={form.errorProps('cost')}>
        <label>
          cost <input className="qty" inputMode="numeric" {...form.text('cost')} aria-label="FP or END cost" />
        </label>
      </InlineField>
      <InlineField error={form.errorProps('castingRounds')}>
        <label>
          <input className="qty" inputMode="numeric" {...form.text('castingRounds')} aria-label="Rounds to cast" /> rounds to cast
        </label>
      </InlineField>
      <button type="submit" className="primary" disabled={form.busy}>
        Enter spell
      </button>
      <FormProblems form={form} />
    </form>
  );
}
