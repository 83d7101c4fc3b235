import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ItemDefinition } from '../../../src-shared/contract';
import type { Db } from '../open-database';
import { catalogueItems, inventory, members } from '../schema';
import { byName, namedIn } from './names';
import { params } from './param';

export type CatalogueRow = typeof catalogueItems.$inferSelect;

export function catalogueRepository(db: Db) {
  const campaignId = sql.placeholder('campaignId');
  const q = {
    list: db.select().from(catalogueItems).where(eq(catalogueItems.campaignId, campaignId)).orderBy(byName(catalogueItems.name)).prepare(),
    get: db.select().from(catalogueItems).where(eq(catalogueItems.id, sql.placeholder('id'))).prepare(),
    heldBy: db
      .select()
      .from(catalogueItems)
      .where(
        inArray(
          catalogueItems.id,
          db
            .select({ id: inventory.itemId })
            .from(inventory)
            .where(
              or(
                eq(inventory.partyId, sql.placeholder('partyId')),
                inArray(inventory.memberId, db.select({ id: members.id }).from(members).where(eq(members.partyId, sql.placeholder('partyId')))),
              ),
            ),
        ),
      )
      .prepare(),
    byKey: db
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.campaignId, campaignId), eq(catalogueItems.key, sql.placeholder('key'))))
      .prepare(),
    byName: db.select().from(catalogueItems).where(namedIn(catalogueItems, campaignId, sql.placeholder('name'))).prepare(),
    insert: db
      .insert(catalogueItems)
      .values(
        params('campaignId', 'key', 'name', 'category', 'weightLb', 'costGp', 'armorKind', 'lightSource', 'fuelFor', 'foodDays', 'waterQuarts', 'ammo', 'defenseBonus', 'builtin'),
      )
      .returning()
      .prepare(),
  };

  return {
    list: (campaign: number): CatalogueRow[] => q.list.all({ campaignId: campaign }),
    get: (id: number): CatalogueRow | undefined => q.get.get({ id }),
    /** The items the stacks of a party and its members are of: a party's view needs those, not the whole catalogue. */
    heldBy: (partyId: number): CatalogueRow[] => q.heldBy.all({ partyId }),
    byKey: (campaign: number, key: string): CatalogueRow | undefined => q.byKey.get({ campaignId: campaign, key }),
    byName: (campaign: number, name: string): CatalogueRow | undefined => q.byName.get({ campaignId: campaign, name }),
    insert(campaign: number, item: ItemDefinition, builtin: boolean): CatalogueRow {
      return q.insert.get({
        campaignId: campaign,
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
        ammo: item.ammo ?? null,
        defenseBonus: item.defenseBonus ?? null,
        builtin,
      });
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
