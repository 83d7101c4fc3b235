import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { dungeonAreas, dungeonLevels, parties } from '../schema';
import { byName, namedIn } from './names';

export type LevelRow = typeof dungeonLevels.$inferSelect;
export type AreaRow = typeof dungeonAreas.$inferSelect;

/** Dungeon levels, their areas, and the parties standing on them. */
export function dungeonLevelRepository(db: Db) {
  const id = sql.placeholder('id');
  const q = {
    list: db
      .select({
        id: dungeonLevels.id,
        name: dungeonLevels.name,
        width: dungeonLevels.width,
        height: dungeonLevels.height,
        areaCount: sql<number>`(SELECT count(*) FROM dungeon_areas a WHERE a.level_id = "dungeon_levels"."id")`,
      })
      .from(dungeonLevels)
      .where(eq(dungeonLevels.campaignId, sql.placeholder('campaignId')))
      .orderBy(byName(dungeonLevels.name))
      .prepare(),
    get: db.select().from(dungeonLevels).where(eq(dungeonLevels.id, id)).prepare(),
    areas: db.select().from(dungeonAreas).where(eq(dungeonAreas.levelId, id)).orderBy(asc(dungeonAreas.number)).prepare(),
    area: db.select().from(dungeonAreas).where(eq(dungeonAreas.id, id)).prepare(),
    partiesOn: db
      .select({ partyId: parties.id, name: parties.name, areaId: parties.areaId, col: parties.squareCol, row: parties.squareRow })
      .from(parties)
      .where(eq(parties.levelId, id))
      .prepare(),
  };
  return {
    list: (campaignId: number) => q.list.all({ campaignId }),
    get: (levelId: number): LevelRow | undefined => q.get.get({ id: levelId }),
    byName: (campaignId: number, name: string): LevelRow | undefined => db.select().from(dungeonLevels).where(namedIn(dungeonLevels, campaignId, name)).get(),
    insert: (values: typeof dungeonLevels.$inferInsert): LevelRow => db.insert(dungeonLevels).values(values).returning().get(),
    update: (levelId: number, values: Partial<typeof dungeonLevels.$inferInsert>): void => void db.update(dungeonLevels).set(values).where(eq(dungeonLevels.id, levelId)).run(),
    remove: (levelId: number): void => void db.delete(dungeonLevels).where(eq(dungeonLevels.id, levelId)).run(),
    areas: (levelId: number): AreaRow[] => q.areas.all({ id: levelId }),
    area: (areaId: number): AreaRow | undefined => q.area.get({ id: areaId }),
    insertArea: (values: typeof dungeonAreas.$inferInsert): AreaRow => db.insert(dungeonAreas).values(values).returning().get(),
    updateArea: (areaId: number, values: Partial<typeof dungeonAreas.$inferInsert>): void => void db.update(dungeonAreas).set(values).where(eq(dungeonAreas.id, areaId)).run(),
    removeArea: (areaId: number): void => void db.delete(dungeonAreas).where(eq(dungeonAreas.id, areaId)).run(),
    partiesOn: (levelId: number) => q.partiesOn.all({ id: levelId }),
    /** Where a party stands; all null when it is not on a level. */
    place(partyId: number, place: { levelId: number; areaId: number | null; col: number; row: number } | null): void {
      db.update(parties)
        .set(
          place
            ? { locationKind: 'dungeon', locationName: '', levelId: place.levelId, areaId: place.areaId, squareCol: place.col, squareRow: place.row, hexCol: null, hexRow: null, regionId: null }
            : { locationKind: 'none', locationName: '', levelId: null, areaId: null, squareCol: null, squareRow: null },
        )
        .where(eq(parties.id, partyId))
        .run();
    },
  };
}
export type DungeonLevelRepository = ReturnType<typeof dungeonLevelRepository>;
