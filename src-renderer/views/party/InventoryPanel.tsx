import { useEffect, useId, useState } from 'react';
import { itemCategories, type InventoryStack, type PartyView } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { useFieldErrors } from '../../components/field-errors';
import { useParty } from '../../stores/party';

type Holder = { memberId: number } | { partyId: number };
const holderKey = (h: Holder) => ('memberId' in h ? `m${h.memberId}` : `p${h.partyId}`);

const CATEGORY_LABELS: Record<(typeof itemCategories)[number], string> = {
  light: 'Light',
  fuel: 'Fuel',
  food: 'Food',
  water: 'Water',
  weapon: 'Weapons',
  armor: 'Armor',
  shield: 'Shields',
  gear: 'Gear',
  container: 'Containers',
};

const lb = (n: number) => `${Math.round(n * 100) / 100} lb`;

interface Props {
  party: PartyView;
  holder: Holder;
  title: string;
  stacks: InventoryStack[];
}

/** What one member (or the stores) holds, with handing over, wearing and adding. */
export function InventoryPanel({ party, holder, title, stacks }: Props) {
  const apply = useParty((s) => s.apply);
  const errors = useFieldErrors(['quantity', 'to', 'worn', 'itemId']);
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
              <StackRow key={s.id} stack={s} holder={holder} receivers={receivers} attempt={errors.attempt} apply={apply} />
            ))}
          </tbody>
        </table>
      )}
      {(errors.general || errors.errorFor('quantity') || errors.errorFor('to') || errors.errorFor('worn')) && (
        <p className="field-error" role="alert">
          {errors.general ?? errors.errorFor('quantity') ?? errors.errorFor('to') ?? errors.errorFor('worn')}
        </p>
      )}
      <AddItem holder={holder} attempt={errors.attempt} apply={apply} />
    </section>
  );
}

function StackRow({
  stack: s,
  holder,
  receivers,
  attempt,
  apply,
}: {
  stack: InventoryStack;
  holder: Holder;
  receivers: { key: string; label: string; holder: Holder }[];
  attempt: (action: () => Promise<unknown>) => Promise<boolean>;
  apply: ReturnType<typeof useParty.getState>['apply'];
}) {
  const [to, setTo] = useState(receivers[0]?.key ?? '');
  const [quantity, setQuantity] = useState(String(s.quantity));
  useEffect(() => setQuantity(String(s.quantity)), [s.quantity]);
  const target = receivers.find((r) => r.key === to) ?? receivers[0];
  const canWear = s.item.category === 'armor' && 'memberId' in holder;

  return (
    <tr className={s.worn ? 'worn' : undefined} aria-label={s.item.name}>
      <th scope="row">
        {s.item.name}
        {s.magical && <span className="badge small magic">magic</span>}
        {s.worn && <span className="badge small">worn</span>}
      </th>
      <td className="num numeric">{s.quantity}</td>
      <td className="num numeric">{lb(s.totalWeightLb)}</td>
      <td>
        {target && (
          <div className="give">
            <input
              className="qty"
              aria-label={`How many ${s.item.name} to hand over`}
              inputMode="numeric"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
            <select aria-label={`Give ${s.item.name} to`} value={target.key} onChange={(e) => setTo(e.target.value)}>
              {receivers.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() =>
                attempt(() => apply(api.inventory.transfer({ stackId: s.id, quantity: Number(quantity), to: target.holder })))
              }
            >
              Give
            </button>
          </div>
        )}
      </td>
      <td className="row-actions">
        {canWear && (
          <button type="button" onClick={() => attempt(() => apply(api.inventory.update({ stackId: s.id, worn: !s.worn })))}>
            {s.worn ? 'Take off' : 'Wear'}
          </button>
        )}
        <button
          type="button"
          className="danger-quiet"
          aria-label={`Drop ${s.item.name}`}
          onClick={() => attempt(() => apply(api.inventory.remove({ stackId: s.id })))}
        >
          Drop
        </button>
      </td>
    </tr>
  );
}

function AddItem({
  holder,
  attempt,
  apply,
}: {
  holder: Holder;
  attempt: (action: () => Promise<unknown>) => Promise<boolean>;
  apply: ReturnType<typeof useParty.getState>['apply'];
}) {
  const catalogue = useParty((s) => s.catalogue);
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const id = useId();
  return (
    <form
      className="add-item"
      onSubmit={(e) => {
        e.preventDefault();
        if (itemId) void attempt(() => apply(api.inventory.add({ to: holder, itemId: Number(itemId), quantity: Number(quantity) })));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Item to add
      </label>
      <select id={id} value={itemId} onChange={(e) => setItemId(e.target.value)}>
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
      <input className="qty" aria-label="Quantity to add" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
      <button type="submit" disabled={!itemId}>
        Add
      </button>
    </form>
  );
}
