import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { bestiary } from '../schema';
import { byName, namedIn } from './names';
import { params } from './param';

export type BestiaryRow = typeof bestiary.$inferSelect;

/** A campaign's foes; names are unique ignoring case. */
export function bestiaryRepository(db: Db) {
  const id = sql.placeholder('id');
  const campaignId = sql.placeholder('campaignId');
  const q = {
    list: db.select().from(bestiary).where(eq(bestiary.campaignId, campaignId)).orderBy(byName(bestiary.name)).prepare(),
    get: db.select().from(bestiary).where(eq(bestiary.id, id)).prepare(),
    byName: db.select().from(bestiary).where(namedIn(bestiary, campaignId, sql.placeholder('name'))).prepare(),
    insert: db.insert(bestiary).values(params('campaignId', 'name', 'statBlock', 'notes')).returning({ id: bestiary.id }).prepare(),
    update: db.update(bestiary).set(params('name', 'statBlock', 'notes')).where(eq(bestiary.id, id)).prepare(),
    delete: db.delete(bestiary).where(eq(bestiary.id, id)).prepare(),
  };

  return {
    list: (campaign: number): BestiaryRow[] => q.list.all({ campaignId: campaign }),
    get: (entryId: number): BestiaryRow | undefined => q.get.get({ id: entryId }),
    byName: (campaign: number, name: string): BestiaryRow | undefined => q.byName.get({ campaignId: campaign, name }),
    insert: (values: Pick<BestiaryRow, 'campaignId' | 'name' | 'statBlock' | 'notes'>): number => q.insert.get(values).id,
    update: (entryId: number, values: Pick<BestiaryRow, 'name' | 'statBlock' | 'notes'>): void => void q.update.run({ ...values, id: entryId }),
    delete: (entryId: number): void => void q.delete.run({ id: entryId }),
  };
}
export type BestiaryRepository = ReturnType<typeof bestiaryRepository>;
