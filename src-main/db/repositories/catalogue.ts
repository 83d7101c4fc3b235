import { and, eq } from 'drizzle-orm';
import type { ItemDefinition } from '../../../src-shared/contract';
import type { Db } from '../open-database';
import { catalogueItems } from '../schema';
import { byName, namedIn } from './names';

export type CatalogueRow = typeof catalogueItems.$inferSelect;

export function catalogueRepository(db: Db) {
  return {
    list(campaignId: number): CatalogueRow[] {
      return db
        .select()
        .from(catalogueItems)
        .where(eq(catalogueItems.campaignId, campaignId))
        .orderBy(byName(catalogueItems.name))
        .all();
    },
    get(id: number): CatalogueRow | undefined {
      return db.select().from(catalogueItems).where(eq(catalogueItems.id, id)).get();
    },
    byKey(campaignId: number, key: string): CatalogueRow | undefined {
      return db
        .select()
        .from(catalogueItems)
        .where(and(eq(catalogueItems.campaignId, campaignId), eq(catalogueItems.key, key)))
        .get();
    },
    byName: (campaignId: number, name: string): CatalogueRow | undefined =>
      db.select().from(catalogueItems).where(namedIn(catalogueItems, campaignId, name)).get(),
    insert(campaignId: number, item: ItemDefinition, builtin: boolean): CatalogueRow {
      return db
        .insert(catalogueItems)
        .values({
          campaignId,
          key: item.key,
          name: item.name,
          category: item.category,
          weightLb: item.weightLb,
          costGp: item.costGp,
          armorKind: item.armorKind ?? null,
          lightSource: item.lightSource ?? null,
          fuelFor: item.fuelFor ?? null,
          foodDays: item.foodDays ?? null,
          waterQuarts: item.waterQuarts ?? null,
          builtin,
        })
        .returning()
        .get();
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
