import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { preparedSpells, spells } from '../schema';

export type SpellRow = typeof spells.$inferSelect;
export type PreparedSpellRow = typeof preparedSpells.$inferSelect;

/** The campaign's spell list and what each Basic Fantasy caster has prepared. */
export function spellRepository(db: Db) {
  const list = db.select().from(spells).where(eq(spells.campaignId, sql.placeholder('campaignId'))).orderBy(asc(spells.level), asc(spells.name)).prepare();
  const byId = db.select().from(spells).where(eq(spells.id, sql.placeholder('id'))).prepare();
  const byName = db
    .select()
    .from(spells)
    .where(
      and(
        eq(spells.campaignId, sql.placeholder('campaignId')),
        sql`${spells.name} = ${sql.placeholder('name')} COLLATE NOCASE`,
        sql`${spells.casterClass} IS ${sql.placeholder('casterClass')}`,
      ),
    )
    .prepare();
  const preparedOf = db
    .select()
    .from(preparedSpells)
    .where(eq(preparedSpells.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(preparedSpells.memberId), asc(preparedSpells.id))
    .prepare();
  return {
    list: (campaignId: number): SpellRow[] => list.all({ campaignId }),
    get: (id: number): SpellRow | undefined => byId.get({ id }),
    /** The spell of this name on this class list (or on none). */
    named: (campaignId: number, name: string, casterClass: SpellRow['casterClass']): SpellRow | undefined => byName.get({ campaignId, name, casterClass }),
    add: (values: Omit<SpellRow, 'id'>): number => db.insert(spells).values(values).returning({ id: spells.id }).get().id,
    /** New figures for a spell of the list; its name and class list stay, so prepared copies keep pointing at it. */
    update: (id: number, values: Omit<SpellRow, 'id' | 'campaignId' | 'name' | 'casterClass'>): void => void db.update(spells).set(values).where(eq(spells.id, id)).run(),
    /** Every prepared spell of the campaign, by member then in the order prepared. */
    prepared: (campaignId: number): PreparedSpellRow[] => preparedOf.all({ campaignId }),
    /** A new day's preparation replaces whatever the caster had. */
    setPrepared(campaignId: number, memberId: number, spellIds: readonly number[], at: number): void {
      db.delete(preparedSpells).where(eq(preparedSpells.memberId, memberId)).run();
      for (const spellId of spellIds) db.insert(preparedSpells).values({ campaignId, memberId, spellId, preparedAt: at }).run();
    },
    /** The first uncast copy of a spell the caster prepared, if any. */
    uncast: (memberId: number, spellId: number): PreparedSpellRow | undefined =>
      db
        .select()
        .from(preparedSpells)
        .where(and(eq(preparedSpells.memberId, memberId), eq(preparedSpells.spellId, spellId), isNull(preparedSpells.castAt)))
        .orderBy(asc(preparedSpells.id))
        .get(),
    markCast: (id: number, at: number): void => void db.update(preparedSpells).set({ castAt: at }).where(eq(preparedSpells.id, id)).run(),
  };
}
export type SpellRepository = ReturnType<typeof spellRepository>;
