import { z } from 'zod';
import { itemDefinition, type ItemDefinition } from '../../src-shared/contract';
import bfrpgCatalogue from '../../resources/catalogue-bfrpg.json';
import gurpsCatalogue from '../../resources/catalogue-gurps.json';
import shellCatalogue from '../../resources/catalogue-shell.json';
import type { CatalogueRepository } from '../db/repositories/catalogue';

/** The catalogue files in resources/, by name; a ruleset names the one its campaigns start with. */
const FILES: Readonly<Record<string, unknown>> = {
  'catalogue-bfrpg.json': bfrpgCatalogue,
  'catalogue-gurps.json': gurpsCatalogue,
  'catalogue-shell.json': shellCatalogue,
};

const parsed = new Map<string, ItemDefinition[]>();

/** The equipment a new campaign starts with (checked once per file). */
export function defaultCatalogue(file: string): ItemDefinition[] {
  let items = parsed.get(file);
  if (!items) {
    if (!(file in FILES)) throw new Error(`no catalogue file ${file} in resources/`);
    items = z.object({ note: z.string(), items: z.array(itemDefinition) }).parse(FILES[file]).items;
    parsed.set(file, items);
  }
  return items;
}

export function seedCatalogue(catalogue: CatalogueRepository, campaignId: number, file: string): void {
  for (const item of defaultCatalogue(file)) catalogue.insert(campaignId, item, true);
}
