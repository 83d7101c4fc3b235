import type { CatalogueItem, ItemDefinition, MethodOutput, MethodParams } from '../../../src-shared/contract';
import type { CatalogueRow } from '../../db/repositories/catalogue';
import { AppError, notFound } from '../errors';
import type { PartyContext } from './context';

// The campaign's item catalogue: listed, added to, and found by what a file or a request names.

export const toCatalogueItem = (row: CatalogueRow): CatalogueItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  category: row.category as CatalogueItem['category'],
  weightLb: row.weightLb,
  costGp: row.costGp,
  armorKind: row.armorKind as CatalogueItem['armorKind'],
  lightSource: row.lightSource as CatalogueItem['lightSource'],
  fuelFor: row.fuelFor as CatalogueItem['fuelFor'],
  foodDays: row.foodDays,
  waterQuarts: row.waterQuarts,
  ammo: row.ammo,
  defenseBonus: row.defenseBonus,
  builtin: row.builtin,
});

export const definitionOf = (item: CatalogueItem): ItemDefinition => ({
  key: item.key,
  name: item.name,
  category: item.category,
  weightLb: item.weightLb,
  costGp: item.costGp,
  ...(item.armorKind && { armorKind: item.armorKind }),
  ...(item.lightSource && { lightSource: item.lightSource }),
  ...(item.fuelFor && { fuelFor: item.fuelFor }),
  ...(item.foodDays !== null && { foodDays: item.foodDays }),
  ...(item.waterQuarts !== null && { waterQuarts: item.waterQuarts }),
  ...(item.ammo && { ammo: item.ammo }),
  ...(item.defenseBonus !== null && { defenseBonus: item.defenseBonus }),
});

export function catalogueUseCases({ catalogue }: PartyContext) {
  return {
    mustItemOf(campaignId: number, itemId: number): CatalogueRow {
      const item = catalogue.get(itemId);
      if (!item || item.campaignId !== campaignId) throw notFound('catalogue item in this campaign', itemId, 'itemId');
      return item;
    },

    /** Finds or adds the catalogue item a file refers to, by key, so imports work across campaigns. */
    itemFor(campaignId: number, item: ItemDefinition): CatalogueRow {
      return catalogue.byKey(campaignId, item.key) ?? catalogue.byName(campaignId, item.name) ?? catalogue.insert(campaignId, item, false);
    },

    listCatalogue(input: MethodParams<'catalogue.list'>): MethodOutput<'catalogue.list'> {
      return { items: catalogue.list(input.campaignId).map(toCatalogueItem) };
    },

    addCatalogueItem(input: MethodParams<'catalogue.add'>): CatalogueItem {
      if (catalogue.byKey(input.campaignId, input.item.key)) {
        throw new AppError('conflict', `item.key: the catalogue already has an item with key "${input.item.key}"`, ['item', 'key']);
      }
      if (catalogue.byName(input.campaignId, input.item.name)) {
        throw new AppError('conflict', `item.name: the catalogue already has "${input.item.name}"`, ['item', 'name']);
      }
      return toCatalogueItem(catalogue.insert(input.campaignId, input.item, false));
    },
  };
}
