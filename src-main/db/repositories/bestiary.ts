import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { bestiary } from '../schema';
import { byName, namedIn } from './names';

export type BestiaryRow = typeof bestiary.$inferSelect;

/** A campaign's foes; names are unique ignoring case. */
export function bestiaryRepository(db: Db) {
  const byId = db.select().from(bestiary).where(eq(bestiary.id, sql.placeholder('id'))).prepare();
  return {
    list(campaignId: number): BestiaryRow[] {
      return db.select().from(bestiary).where(eq(bestiary.campaignId, campaignId)).orderBy(byName(bestiary.name)).all();
    },
    get: (id: number): BestiaryRow | undefined => byId.get({ id }),
    byName: (campaignId: number, name: string): BestiaryRow | undefined => db.select().from(bestiary).where(namedIn(bestiary, campaignId, name)).get(),
    insert: (values: Pick<BestiaryRow, 'campaignId' | 'name' | 'statBlock' | 'notes'>): number =>
      db.insert(bestiary).values(values).returning({ id: bestiary.id }).get().id,
    update(id: number, values: Pick<BestiaryRow, 'name' | 'statBlock' | 'notes'>): void {
      db.update(bestiary).set(values).where(eq(bestiary.id, id)).run();
    },
    delete(id: number): void {
      db.delete(bestiary).where(eq(bestiary.id, id)).run();
    },
  };
}
export type BestiaryRepository = ReturnType<typeof bestiaryRepository>;
