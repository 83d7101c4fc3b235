import { z } from 'zod';
import { itemDefinition, type ItemDefinition } from '../../src-shared/contract';
import type { CatalogueRepository } from '../db/repositories/catalogue';
import type { ResourceReader } from '../resources';

const catalogueFile = z.object({ note: z.string(), items: z.array(itemDefinition) });

/** Seeds a new campaign with the equipment of the catalogue file its ruleset names (each file read and checked once). */
export function catalogueSeeder(read: ResourceReader) {
  const parsed = new Map<string, ItemDefinition[]>();
  const itemsOf = (file: string): ItemDefinition[] => {
    let items = parsed.get(file);
    if (!items) {
      items = catalogueFile.parse(read(file)).items;
      parsed.set(file, items);
    }
    return items;
  };
  return (catalogue: CatalogueRepository, campaignId: number, file: string): void => {
    for (const item of itemsOf(file)) catalogue.insert(campaignId, item, true);
  };
}
