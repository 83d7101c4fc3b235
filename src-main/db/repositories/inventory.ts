import { and, asc, eq, sql } from 'drizzle-orm';
import { params } from './param';
import { selectList } from './rows';
import type { OpenedDatabase } from '../open-database';
import { catalogueItems, inventory } from '../schema';
import { bulkCapture } from '../undo-capture';

export type StackRow = typeof inventory.$inferSelect;
export type Holder = { memberId: number } | { partyId: number };
/** A stack of food or water, with how much one unit of it feeds or waters. */
export type SupplyRow = Pick<StackRow, 'id' | 'memberId' | 'partyId' | 'quantity' | 'usedOfOne'> &
  Pick<typeof catalogueItems.$inferSelect, 'foodDays' | 'waterQuarts'>;

/** A stack of arrows, bolts, stones or shot. */
export type AmmoStack = Pick<StackRow, 'id' | 'quantity' | 'itemId'> & { ammo: NonNullable<(typeof catalogueItems.$inferSelect)['ammo']>; name: string };

const holderColumns = (to: Holder) =>
  'memberId' in to ? { memberId: to.memberId, partyId: null } : { memberId: null, partyId: to.partyId };

/** What members carry and what a party keeps in its stores, including the food and water the clock eats. */
export function inventoryRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const byId = db.select().from(inventory).where(eq(inventory.id, sql.placeholder('id'))).prepare();
  // The two reads that grow with the party or the campaign run without drizzle's per-value mapping (see rows.ts).
  const supply = selectList(inventory, 'i', ['id', 'memberId', 'partyId', 'quantity', 'usedOfOne']);
  const supplyRows = supply.with<SupplyRow>(['foodDays', 'waterQuarts']);
  const supplies = sqlite.prepare(
    `SELECT ${supply.sql}, c.food_days, c.water_quarts FROM inventory i JOIN catalogue_items c ON c.id = i.item_id
     WHERE i.campaign_id = ? AND (c.food_days IS NOT NULL OR c.water_quarts IS NOT NULL) ORDER BY i.id`,
  );
  const whole = selectList(inventory, 'i');
  const ofParty = sqlite.prepare(
    `SELECT ${whole.sql} FROM inventory i
     WHERE i.party_id = @partyId OR i.member_id IN (SELECT id FROM members WHERE party_id = @partyId) ORDER BY i.id`,
  );
  const itemName = db
    .select({ name: catalogueItems.name })
    .from(inventory)
    .innerJoin(catalogueItems, eq(catalogueItems.id, inventory.itemId))
    .where(eq(inventory.id, sql.placeholder('id')))
    .prepare();
  // A year of meals can touch every stack of food and water: one statement per kind of change, one reversal logged for each.
  const changingSupplies = bulkCapture(sqlite, 'inventory', ['quantity', 'used_of_one']);
  const saveSupplies = sqlite.prepare(
    'UPDATE inventory SET quantity = s.value ->> 1, used_of_one = s.value ->> 2 FROM json_each(?) s WHERE inventory.id = s.value ->> 0',
  );
  const dropSupplies = sqlite.prepare('DELETE FROM inventory WHERE id IN (SELECT value FROM json_each(?))');
  const takeOne = db
    .update(inventory)
    .set({ quantity: sql`${inventory.quantity} - 1` })
    .where(eq(inventory.id, sql.placeholder('id')))
    .prepare();
  const ofMember = db
    .select()
    .from(inventory)
    .where(eq(inventory.memberId, sql.placeholder('memberId')))
    .orderBy(asc(inventory.id))
    .prepare();
  // IS matches the empty holder column too; a placeholder in a condition is bound as given, so the flag goes in as 0 or 1.
  const mergeTarget = db
    .select()
    .from(inventory)
    .where(
      and(
        sql`${inventory.memberId} IS ${sql.placeholder('memberId')}`,
        sql`${inventory.partyId} IS ${sql.placeholder('partyId')}`,
        eq(inventory.itemId, sql.placeholder('itemId')),
        eq(inventory.magical, sql.placeholder('magical')),
        eq(inventory.worn, false),
        eq(inventory.readied, false),
      ),
    )
    .prepare();
  const insert = db
    .insert(inventory)
    .values(params('campaignId', 'itemId', 'memberId', 'partyId', 'quantity', 'magical', 'worn', 'readied'))
    .returning()
    .prepare();
  const drop = db.delete(inventory).where(eq(inventory.id, sql.placeholder('id'))).prepare();

  return {
    get: (id: number): StackRow | undefined => byId.get({ id }),
    /** The name of the catalogue item a stack holds. */
    itemName: (id: number): string | undefined => itemName.get({ id })?.name,
    /** Stacks of the party: its members' and its stores', in one query. */
    ofParty: (partyId: number): StackRow[] => whole.all(ofParty, { partyId }),
    ofMember: (memberId: number): StackRow[] => ofMember.all({ memberId }),
    /** The stack a new lot merges into: same holder, item and magic; worn armor and a readied shield never merge. */
    mergeTarget: (to: Holder, itemId: number, magical: boolean): StackRow | undefined =>
      mergeTarget.get({ ...holderColumns(to), itemId, magical: Number(magical) }),
    insert(values: { campaignId: number; itemId: number; to: Holder; quantity: number; magical: boolean; worn?: boolean; readied?: boolean }): StackRow {
      return insert.get({
        campaignId: values.campaignId,
        itemId: values.itemId,
        ...holderColumns(values.to),
        quantity: values.quantity,
        magical: values.magical,
        worn: values.worn ?? false,
        readied: values.readied ?? false,
      });
    },
    /** Changes only the columns given, so each edit builds its own statement. */
    update(id: number, values: Partial<Pick<StackRow, 'quantity' | 'worn' | 'readied' | 'magical' | 'usedOfOne'>>): void {
      db.update(inventory).set(values).where(eq(inventory.id, id)).run();
    },
    delete: (id: number): void => void drop.run({ id }),
    /** One unit used up (a torch lit, a flask poured): the stack shrinks, or goes with its last unit. */
    useOne(stack: Pick<StackRow, 'id' | 'quantity'>): void {
      if (stack.quantity > 1) takeOne.run({ id: stack.id });
      else drop.run({ id: stack.id });
    },

    /** A member's stacks of counted ammunition, oldest first, with what each is. */
    ammoOf: (memberId: number): AmmoStack[] =>
      db
        .select({ id: inventory.id, quantity: inventory.quantity, itemId: inventory.itemId, ammo: catalogueItems.ammo, name: catalogueItems.name })
        .from(inventory)
        .innerJoin(catalogueItems, eq(catalogueItems.id, inventory.itemId))
        .where(and(eq(inventory.memberId, memberId), sql`${catalogueItems.ammo} IS NOT NULL`))
        .orderBy(asc(inventory.id))
        .all() as AmmoStack[],

    /** The campaign's food and water, in the order it is eaten from. */
    supplies: (campaignId: number): SupplyRow[] => supplyRows(supplies, campaignId),
    /** Supplies after eating: what is left of those `kept`, and the `emptied` gone. */
    saveSupplies(kept: readonly Pick<SupplyRow, 'id' | 'quantity' | 'usedOfOne'>[], emptied: readonly number[]): void {
      if (!kept.length && !emptied.length) return;
      changingSupplies({ updated: kept.map((s) => s.id), deleted: emptied }, () => {
        if (kept.length) saveSupplies.run(JSON.stringify(kept.map((s) => [s.id, s.quantity, s.usedOfOne])));
        if (emptied.length) dropSupplies.run(JSON.stringify(emptied));
      });
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
