import { eq } from 'drizzle-orm';
import type { Db } from '../open-database';
import { catalogueItems, inventory, members, parties } from '../schema';

/**
 * Copies everything a campaign owns into another, mapping every id. Each table a
 * later feature adds under a campaign gets its line here, or duplicates lose it.
 */
export function copyCampaignContents(db: Db, fromId: number, toId: number): void {
  const itemIds = new Map<number, number>();
  for (const { id, campaignId: _, ...row } of db.select().from(catalogueItems).where(eq(catalogueItems.campaignId, fromId)).all()) {
    itemIds.set(id, db.insert(catalogueItems).values({ ...row, campaignId: toId }).returning({ id: catalogueItems.id }).get().id);
  }

  const partyIds = new Map<number, number>();
  const leaders: [number, number][] = [];
  for (const { id, campaignId: _, leaderMemberId, ...row } of db.select().from(parties).where(eq(parties.campaignId, fromId)).all()) {
    const copy = db.insert(parties).values({ ...row, campaignId: toId }).returning({ id: parties.id }).get().id;
    partyIds.set(id, copy);
    if (leaderMemberId !== null) leaders.push([copy, leaderMemberId]);
  }

  const memberIds = new Map<number, number>();
  for (const { id, campaignId: _, partyId, ...row } of db.select().from(members).where(eq(members.campaignId, fromId)).all()) {
    const copy = db.insert(members).values({ ...row, campaignId: toId, partyId: partyIds.get(partyId)! }).returning({ id: members.id }).get();
    memberIds.set(id, copy.id);
  }
  for (const [partyId, leader] of leaders) {
    db.update(parties).set({ leaderMemberId: memberIds.get(leader)! }).where(eq(parties.id, partyId)).run();
  }

  for (const { id: _, campaignId: __, itemId, memberId, partyId, ...row } of db.select().from(inventory).where(eq(inventory.campaignId, fromId)).all()) {
    db.insert(inventory)
      .values({
        ...row,
        campaignId: toId,
        itemId: itemIds.get(itemId)!,
        memberId: memberId === null ? null : memberIds.get(memberId)!,
        partyId: partyId === null ? null : partyIds.get(partyId)!,
      })
      .run();
  }
}
