import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { inventory, members, parties } from '../schema';

export type PartyRow = typeof parties.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type StackRow = typeof inventory.$inferSelect;
export type Holder = { memberId: number } | { partyId: number };

const holderColumns = (to: Holder) =>
  'memberId' in to ? { memberId: to.memberId, partyId: null } : { memberId: null, partyId: to.partyId };

export function partyRepository(db: Db) {
  return {
    list(campaignId: number): (PartyRow & { memberCount: number })[] {
      return db
        .select({
          ...getTableColumns(parties),
          memberCount: sql<number>`(SELECT count(*) FROM members m WHERE m.party_id = "parties"."id")`,
        })
        .from(parties)
        .where(eq(parties.campaignId, campaignId))
        .orderBy(asc(sql`${parties.name} COLLATE NOCASE`))
        .all();
    },
    get(id: number): PartyRow | undefined {
      return db.select().from(parties).where(eq(parties.id, id)).get();
    },
    byName(campaignId: number, name: string): PartyRow | undefined {
      return db
        .select()
        .from(parties)
        .where(and(eq(parties.campaignId, campaignId), sql`${parties.name} = ${name} COLLATE NOCASE`))
        .get();
    },
    insert(values: typeof parties.$inferInsert): PartyRow {
      return db.insert(parties).values(values).returning().get();
    },
    update(id: number, values: Partial<typeof parties.$inferInsert>): void {
      db.update(parties).set(values).where(eq(parties.id, id)).run();
    },
    delete(id: number): void {
      db.delete(parties).where(eq(parties.id, id)).run();
    },

    members(partyId: number): MemberRow[] {
      return db.select().from(members).where(eq(members.partyId, partyId)).orderBy(asc(members.position), asc(members.id)).all();
    },
    member(id: number): MemberRow | undefined {
      return db.select().from(members).where(eq(members.id, id)).get();
    },
    insertMember(values: typeof members.$inferInsert): MemberRow {
      return db.insert(members).values(values).returning().get();
    },
    updateMember(id: number, values: Partial<typeof members.$inferInsert>): void {
      db.update(members).set(values).where(eq(members.id, id)).run();
    },
    deleteMember(id: number): void {
      db.delete(members).where(eq(members.id, id)).run();
    },
    /** Rewrites positions 0..n-1 in the given order. */
    setPositions(memberIds: readonly number[]): void {
      memberIds.forEach((id, position) => db.update(members).set({ position }).where(eq(members.id, id)).run());
    },

    stack(id: number): StackRow | undefined {
      return db.select().from(inventory).where(eq(inventory.id, id)).get();
    },
    /** Stacks of the party: its members' and its stores', in one query. */
    stacksOfParty(partyId: number, memberIds: readonly number[]): StackRow[] {
      const held = memberIds.length ? inArray(inventory.memberId, [...memberIds]) : sql`0`;
      return db
        .select()
        .from(inventory)
        .where(sql`${eq(inventory.partyId, partyId)} OR ${held}`)
        .orderBy(asc(inventory.id))
        .all();
    },
    /** The stack a new lot merges into: same holder, item and magic; worn armor never merges. */
    mergeTarget(to: Holder, itemId: number, magical: boolean): StackRow | undefined {
      const h = holderColumns(to);
      return db
        .select()
        .from(inventory)
        .where(
          and(
            h.memberId === null ? isNull(inventory.memberId) : eq(inventory.memberId, h.memberId),
            h.partyId === null ? isNull(inventory.partyId) : eq(inventory.partyId, h.partyId),
            eq(inventory.itemId, itemId),
            eq(inventory.magical, magical),
            eq(inventory.worn, false),
          ),
        )
        .get();
    },
    insertStack(values: { campaignId: number; itemId: number; to: Holder; quantity: number; magical: boolean; worn?: boolean }): StackRow {
      return db
        .insert(inventory)
        .values({
          campaignId: values.campaignId,
          itemId: values.itemId,
          ...holderColumns(values.to),
          quantity: values.quantity,
          magical: values.magical,
          worn: values.worn ?? false,
        })
        .returning()
        .get();
    },
    updateStack(id: number, values: Partial<Pick<StackRow, 'quantity' | 'worn' | 'magical'>>): void {
      db.update(inventory).set(values).where(eq(inventory.id, id)).run();
    },
    deleteStack(id: number): void {
      db.delete(inventory).where(eq(inventory.id, id)).run();
    },
    stacksOfMember(memberId: number): StackRow[] {
      return db.select().from(inventory).where(eq(inventory.memberId, memberId)).orderBy(asc(inventory.id)).all();
    },
  };
}
export type PartyRepository = ReturnType<typeof partyRepository>;
