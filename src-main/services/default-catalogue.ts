import { z } from 'zod';
import { itemDefinition, type ItemDefinition } from '../../src-shared/contract';
import catalogueFile from '../../resources/catalogue-bfrpg.json';
import type { CatalogueRepository } from '../db/repositories/catalogue';

let parsed: ItemDefinition[] | null = null;

/** The equipment a new Basic Fantasy campaign starts with, from resources/ (checked once). */
export function defaultCatalogue(): ItemDefinition[] {
  parsed ??= z.object({ note: z.string(), items: z.array(itemDefinition) }).parse(catalogueFile).items;
  return parsed;
}

export function seedCatalogue(catalogue: CatalogueRepository, campaignId: number): void {
  for (const item of defaultCatalogue()) catalogue.insert(campaignId, item, true);
}
