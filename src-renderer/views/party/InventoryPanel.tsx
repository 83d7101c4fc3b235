import { lb } from '../../../src-shared/figures';
import { useEffect, useId, useState } from 'react';
import { itemCategories, stackProvides, type InventoryStack, type PartyView } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useParty } from '../../stores/party';
import { useSystemUi } from '../../systems';
import { CATEGORY_LABELS } from './item-categories';
import { NewCatalogueItem } from './NewCatalogueItem';

type Holder = { memberId: number } | { partyId: number };
const holderKey = (h: Holder) => ('memberId' in h ? `m${h.memberId}` : `p${h.partyId}`);



interface Props {
  party: PartyView;
  holder: Holder;
  title: string;
  stacks: InventoryStack[];
}

/** What one member (or the stores) holds, with handing over, wearing, readying a shield and adding. */
export function InventoryPanel({ party, holder, title, stacks }: Props) {
  const errors = useFieldErrors([]);
  const total = stacks.reduce((n, s) => n + s.totalWeightLb, 0);
  const receivers: { key: string; label: string; holder: Holder }[] = [
    ...party.members.map((m) => ({ key: `m${m.id}`, label: m.name, holder: { memberId: m.id } as Holder })),
    { key: `p${party.id}`, label: 'Party stores', holder: { partyId: party.id } },
  ].filter((r) => r.key !== holderKey(holder));

  return (
    <section className="inventory" aria-label={title}>
      <header className="inventory-head">
        <h3>{title}</h3>
        <span className="numeric muted">{lb(total)}</span>
      </header>
      {stacks.length === 0 ? (
        <p className="muted">Nothing carried.</p>
      ) : (
        <table className="inventory-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Weight
              </th>
              <th scope="col">Hand over</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {stacks.map((s) => (
              <StackRow key={s.id} stack={s} holder={holder} receivers={receivers} attempt={errors.attempt} />
            ))}
          </tbody>
        </table>
      )}
      <FieldError message={errors.general} />
      <AddItem holder={holder} money={party.money} />
    </section>
  );
}

function StackRow({
  stack: s,
  holder,
  receivers,
  attempt,
}: {
  stack: InventoryStack;
  holder: Holder;
  receivers: { key: string; label: string; holder: Holder }[];
  attempt: (action: () => Promise<unknown>) => Promise<boolean>;
}) {
  const change = useParty((st) => st.change);
  const give = useContractForm('inventory.transfer', {
    initial: { quantity: String(s.quantity), to: receivers[0]?.key ?? '' },
    keepDraft: true,
    toInput: (d) => ({ stackId: s.id, quantity: asNumber(d.quantity) as number, to: (receivers.find((r) => r.key === d.to) ?? receivers[0]).holder }),
    send: (input) => change('inventory.transfer', input),
  });
  const { set } = give;
  useEffect(() => set('quantity', String(s.quantity)), [s.quantity, set]);
  const target = receivers.find((r) => r.key === give.draft.to) ?? receivers[0];
  const canWear = s.item.category === 'armor' && 'memberId' in holder;
  const canReady = (useSystemUi()?.readiesShields ?? false) && s.item.category === 'shield' && 'memberId' in holder;

  return (
    <tr className={s.worn || s.readied ? 'worn' : undefined} aria-label={s.item.name}>
      <th scope="row">
        {s.item.name}
        {s.magical && <span className="badge small magic">magic</span>}
        {s.worn && <span className="badge small">worn</span>}
        {s.readied && <span className="badge small">readied</span>}
        {s.item.waterQuarts !== null && <span className="muted water-held"> · {waterHeld(s)}</span>}
      </th>
      <td className="num numeric">{s.quantity}</td>
      <td className="num numeric">{lb(s.totalWeightLb)}</td>
      <td>
        {target && (
          <div className="give" onKeyDown={give.formProps.onKeyDown as never}>
            <InlineField error={give.errorProps('quantity')}>
              <input className="qty" {...give.text('quantity')} aria-label={`How many ${s.item.name} to hand over`} inputMode="numeric" />
            </InlineField>
            <select {...give.control('to')} aria-label={`Give ${s.item.name} to`} value={target.key} onChange={(e) => set('to', e.target.value)}>
              {receivers.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </select>
            <button type="button" disabled={give.busy} onClick={() => void give.submit()}>
              Give
            </button>
            <FormProblems form={give} />
          </div>
        )}
      </td>
      <td className="row-actions">
        {canWear && (
          <button type="button" onClick={() => attempt(() => change('inventory.update', { stackId: s.id, worn: !s.worn }))}>
            {s.worn ? 'Take off' : 'Wear'}
          </button>
        )}
        {canReady && (
          <button
            type="button"
            title={s.readied ? 'Sling it: no Defense Bonus and no Block' : 'Ready it on the arm: its Defense Bonus on every defense, and Block'}
            onClick={() => attempt(() => change('inventory.ready', { stackId: s.id, readied: !s.readied }))}
          >
            {s.readied ? 'Sling' : 'Ready'}
          </button>
        )}
        <button
          type="button"
          className="danger-quiet"
          aria-label={`Drop ${s.item.name}`}
          onClick={() => attempt(() => change('inventory.remove', { stackId: s.id }))}
        >
          Drop
        </button>
      </td>
    </tr>
  );
}

function AddItem({ holder, money }: { holder: Holder; money: PartyView['money'] }) {
  const catalogue = useParty((s) => s.catalogue);
  const change = useParty((s) => s.change);
  const [creating, setCreating] = useState(false);
  const form = useContractForm('inventory.add', {
    initial: { itemId: '', quantity: '1' },
    keepDraft: true,
    toInput: (d) => ({ to: holder, itemId: asNumber(d.itemId) as number, quantity: asNumber(d.quantity) as number }),
    send: (input) => change('inventory.add', input),
  });
  const id = useId();
  return (
    <>
      <form className="add-item" {...form.formProps}>
        <label htmlFor={id} className="visually-hidden">
          Item to add
        </label>
        <select id={id} {...form.text('itemId')}>
          <option value="">Add an item…</option>
          {itemCategories.map((category) => (
            <optgroup key={category} label={CATEGORY_LABELS[category]}>
              {catalogue
                .filter((i) => i.category === category)
                .map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name} ({lb(i.weightLb)})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <InlineField error={form.errorProps('quantity')}>
          <input className="qty" {...form.text('quantity')} aria-label="Quantity to add" inputMode="numeric" />
        </InlineField>
        <button type="submit" disabled={!form.draft.itemId || form.busy}>
          Add
        </button>
        <button type="button" onClick={() => setCreating(true)} title="An item the catalogue lacks, added to it for the whole campaign">
          New item…
        </button>
        {'memberId' in holder && <p className="hint">Armor given to someone wearing none is worn at once.</p>}
        <FormProblems form={form} />
      </form>
      {creating && (
        <NewCatalogueItem
          money={money}
          onCancel={() => setCreating(false)}
          onAdded={(item) => {
            setCreating(false);
            form.set('itemId', String(item.id));
          }}
        />
      )}
    </>
  );
}

/** What a skin or cask still holds: the catalogue's name gives only its size. */
function waterHeld(s: InventoryStack): string {
  const full = s.quantity * (s.item.waterQuarts ?? 0);
  const left = stackProvides(s, s.item.waterQuarts);
  if (left <= 0) return 'empty';
  return left >= full ? 'full' : `${Math.round(left * 10) / 10} of ${full} quarts`;
}
