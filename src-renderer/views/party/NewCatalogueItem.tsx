import { itemCategories, type CatalogueItem, type MethodInput, type PartyView } from '../../../src-shared/contract';
import { AMMO, ammoKinds } from '../../../src-shared/ammo-kinds';
import { fuelledLightKinds, LIGHT_KINDS, lightKinds } from '../../../src-shared/light-kinds';
import { catalogueKey } from '../../../src-shared/slug';
import { api } from '../../api/client';
import { Field } from '../../components/Field';
import { FormFooter } from '../../components/forms/FormFooter';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { Modal } from '../../components/Modal';
import { useParty } from '../../stores/party';
import { useSystemUi } from '../../systems';
import { unitText } from './coins-text';
import { CATEGORY_LABELS } from './item-categories';

type Item = MethodInput<'catalogue.add'>['item'];

// Keys are the input's paths, so a complaint about `item.weightLb` lands beside its field.
const initial = {
  'item.name': '',
  'item.category': 'gear',
  'item.weightLb': '',
  'item.costGp': '0',
  'item.armorKind': 'leather',
  'item.lightSource': 'torch',
  'item.fuelFor': fuelledLightKinds[0],
  'item.foodDays': '1',
  'item.waterQuarts': '1',
  'item.ammo': '',
  'item.defenseBonus': '1',
};
type Path = keyof typeof initial;

/**
 * A new item for the campaign's catalogue, for what the built-in list lacks (a silver
 * mirror, a GM's own shield). Only the fields its category uses are asked: armor its
 * kind, a light what it burns like, food its days, a shield its Defense Bonus where the
 * rules ready shields.
 */
export function NewCatalogueItem({ money, onAdded, onCancel }: { money: PartyView['money']; onAdded(item: CatalogueItem): void; onCancel(): void }) {
  const campaignId = useParty((s) => s.campaignId);
  const refreshCatalogue = useParty((s) => s.refreshCatalogue);
  const readiesShields = useSystemUi()?.readiesShields ?? false;

  const form = useContractForm('catalogue.add', {
    initial,
    fields: ['item.key'],
    toInput: (d) => {
      const category = d['item.category'] as Item['category'];
      const name = d['item.name'];
      const item: Item = { key: catalogueKey(name), name: name.trim(), category, weightLb: asNumber(d['item.weightLb']) as number, costGp: asNumber(d['item.costGp']) as number };
      if (category === 'armor') item.armorKind = d['item.armorKind'] as Item['armorKind'];
      if (category === 'light') item.lightSource = d['item.lightSource'] as Item['lightSource'];
      if (category === 'fuel') item.fuelFor = d['item.fuelFor'] as Item['fuelFor'];
      if (category === 'food') item.foodDays = asNumber(d['item.foodDays']);
      if (category === 'water') item.waterQuarts = asNumber(d['item.waterQuarts']);
      if (category === 'weapon' && d['item.ammo']) item.ammo = d['item.ammo'] as Item['ammo'];
      if (category === 'shield' && readiesShields) item.defenseBonus = asNumber(d['item.defenseBonus']);
      return { campaignId: campaignId ?? 0, item };
    },
    send: async (input) => {
      const added = await api.catalogue.add(input);
      await refreshCatalogue();
      return added;
    },
    onDone: onAdded,
  });
  const category = form.draft['item.category'];
  const fieldErrorOf = (path: string) => {
    const { message, id } = form.errorProps(path);
    return { error: message, errorId: id };
  };
  const select = (path: Path, label: string, options: readonly { value: string; label: string }[]) => (
    <Field label={label} {...fieldErrorOf(path)}>
      {(id) => (
        <select id={id} {...form.text(path)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const number = (path: Path, label: string, hint?: string) => (
    <Field label={label} hint={hint} {...fieldErrorOf(path)}>
      {(id) => <input id={id} {...form.text(path)} inputMode="decimal" />}
    </Field>
  );

  return (
    <Modal onCancel={onCancel}>
      <form className="dialog new-item" role="dialog" aria-modal="true" aria-labelledby="new-item-title" {...form.formProps}>
        <h2 id="new-item-title">New catalogue item</h2>
        <div className="dialog-body field-grid">
          <Field label="Name" error={form.errorFor('item.name') ?? form.errorFor('item.key')} errorId={form.errorProps('item.name').id} wide>
            {(id) => <input id={id} {...form.text('item.name')} placeholder="e.g. Silver mirror" autoFocus />}
          </Field>
          {select(
            'item.category',
            'Category',
            itemCategories.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
          )}
          {number('item.weightLb', 'Weight (lb)')}
          {number('item.costGp', `Price (${unitText(money)})`)}
          {category === 'armor' &&
            select('item.armorKind', 'Armor kind', [
              { value: 'leather', label: 'Leather' },
              { value: 'metal', label: 'Metal' },
            ])}
          {category === 'light' &&
            select(
              'item.lightSource',
              'Burns like',
              lightKinds.map((k) => ({ value: k, label: LIGHT_KINDS[k].label })),
            )}
          {category === 'fuel' &&
            select(
              'item.fuelFor',
              'Fuel for',
              fuelledLightKinds.map((k) => ({ value: k, label: LIGHT_KINDS[k].label })),
            )}
          {category === 'food' && number('item.foodDays', 'Days of food each')}
          {category === 'water' && number('item.waterQuarts', 'Quarts of water each')}
          {category === 'weapon' &&
            select('item.ammo', 'Counted one by one as', [{ value: '', label: 'Not ammunition' }, ...ammoKinds.map((k) => ({ value: k, label: AMMO[k].plural }))])}
          {category === 'shield' && readiesShields && number('item.defenseBonus', 'Defense Bonus', 'Added to every active defense while readied')}
        </div>
        <FormFooter form={form} submitLabel="Add to catalogue" onCancel={onCancel} />
      </form>
    </Modal>
  );
}
