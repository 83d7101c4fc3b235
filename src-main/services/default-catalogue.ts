import { z } from 'zod';
import { itemDefinition, type ItemDefinition } from '../../src-shared/contract';
import type { CatalogueRepository } from '../db/repositories/catalogue';
import type { ResourceReader } from '../resources';

/**
 * A catalogue file: each item may say where its figures come from (a book's page, or
 * that the figure is Lantern's); the source stays in the file, the item goes to the campaign.
 */
const catalogueFile = z.object({
  note: z.string(),
  items: z.array(z.object({ source: z.string().min(1).optional() }).catchall(z.unknown())),
});

function catalogueItemsOf(file: unknown): ItemDefinition[] {
  return catalogueFile.parse(file).items.map(({ source: _source, ...item }) => itemDefinition.parse(item));
}

/** Seeds a new campaign with the equipment of the catalogue file its ruleset names (each file read and checked once). */
export function catalogueSeeder(read: ResourceReader) {
  const parsed = new Map<string, ItemDefinition[]>();
  const itemsOf = (file: string): ItemDefinition[] => {
    let items = parsed.get(file);
    if (!items) {
      items = catalogueItemsOf(read(file));
      parsed.set(file, items);
    }
    return items;
  };
  return (catalogue: CatalogueRepository, campaignId: number, file: string): void => {
    for (const item of itemsOf(file)) catalogue.insert(campaignId, item, true);
  };
}
