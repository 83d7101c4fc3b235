import { eq } from 'drizzle-orm';
import { placeKeyIds } from '../campaign-transfer';
import type { Db } from '../open-database';
import {
  bestiary,
  calendarNotes,
  catalogueItems,
  combatants,
  dungeonAreas,
  dungeonLevels,
  encounters,
  encounterTables,
  hexKeys,
  hexNotes,
  hexRegions,
  hexTiles,
  inventory,
  lightSources,
  members,
  parties,
  preparedSpells,
  spells,
  timedEffects,
} from '../schema';

/**
 * Copies everything a campaign owns into another, mapping every id. Each table a
 * later feature adds under a campaign gets its line here, or duplicates lose it.
 * The journal stays with the original: a copy starts a history of its own.
 */
export function copyCampaignContents(db: Db, fromId: number, toId: number): void {
  const itemIds = new Map<number, number>();
  for (const { id, campaignId: _, ...row } of db.select().from(catalogueItems).where(eq(catalogueItems.campaignId, fromId)).all()) {
    itemIds.set(id, db.insert(catalogueItems).values({ ...row, campaignId: toId }).returning({ id: catalogueItems.id }).get().id);
  }

  const partyIds = new Map<number, number>();
  const leaders: [number, number][] = [];
  // A party's level and area are set once the levels are copied below.
  for (const { id, campaignId: _, leaderMemberId, levelId: __, areaId: ___, ...row } of db.select().from(parties).where(eq(parties.campaignId, fromId)).all()) {
    const copy = db.insert(parties).values({ ...row, campaignId: toId }).returning({ id: parties.id }).get().id;
    partyIds.set(id, copy);
    if (leaderMemberId !== null) leaders.push([copy, leaderMemberId]);
  }

  const memberIds = new Map<number, number>();
  const employers: [number, number][] = [];
  // A retainer's employer is set once every member has its copy.
  for (const { id, campaignId: _, partyId, employerId, ...row } of db.select().from(members).where(eq(members.campaignId, fromId)).all()) {
    const copy = db.insert(members).values({ ...row, campaignId: toId, partyId: partyIds.get(partyId)! }).returning({ id: members.id }).get();
    memberIds.set(id, copy.id);
    if (employerId !== null) employers.push([copy.id, employerId]);
  }
  for (const [partyId, leader] of leaders) {
    db.update(parties).set({ leaderMemberId: memberIds.get(leader)! }).where(eq(parties.id, partyId)).run();
  }
  for (const [memberId, employer] of employers) {
    db.update(members).set({ employerId: memberIds.get(employer)! }).where(eq(members.id, memberId)).run();
  }

  for (const { id: _, campaignId: __, memberId, ...row } of db.select().from(lightSources).where(eq(lightSources.campaignId, fromId)).all()) {
    db.insert(lightSources)
      .values({ ...row, campaignId: toId, memberId: memberId === null ? null : memberIds.get(memberId)! })
      .run();
  }
  for (const { id: _, campaignId: __, partyId, memberId, ...row } of db.select().from(timedEffects).where(eq(timedEffects.campaignId, fromId)).all()) {
    db.insert(timedEffects)
      .values({ ...row, campaignId: toId, partyId: partyId === null ? null : partyIds.get(partyId)!, memberId: memberId === null ? null : memberIds.get(memberId)! })
      .run();
  }
  const spellIds = new Map<number, number>();
  for (const { id, campaignId: _, ...row } of db.select().from(spells).where(eq(spells.campaignId, fromId)).all()) {
    spellIds.set(id, db.insert(spells).values({ ...row, campaignId: toId }).returning({ id: spells.id }).get().id);
  }
  for (const { id: _, campaignId: __, memberId, spellId, ...row } of db.select().from(preparedSpells).where(eq(preparedSpells.campaignId, fromId)).all()) {
    db.insert(preparedSpells).values({ ...row, campaignId: toId, memberId: memberIds.get(memberId)!, spellId: spellIds.get(spellId)! }).run();
  }
  const ids = { bestiary: new Map<number, number>(), encounter_tables: new Map<number, number>(), dungeon_levels: new Map<number, number>(), dungeon_areas: new Map<number, number>() };
  const keyCopy = (key: string) => placeKeyIds(key, (table, old) => ids[table as keyof typeof ids]?.get(old) ?? null);
  for (const { id, campaignId: _, ...row } of db.select().from(encounterTables).where(eq(encounterTables.campaignId, fromId)).all()) {
    ids.encounter_tables.set(id, db.insert(encounterTables).values({ ...row, campaignId: toId }).returning({ id: encounterTables.id }).get().id);
  }
  for (const { id, campaignId: _, ...row } of db.select().from(bestiary).where(eq(bestiary.campaignId, fromId)).all()) {
    ids.bestiary.set(id, db.insert(bestiary).values({ ...row, campaignId: toId }).returning({ id: bestiary.id }).get().id);
  }
  // Levels before regions: a hex's key may name the level and area it leads down to.
  const { dungeon_levels: levelIds, dungeon_areas: areaIds } = ids;
  for (const { id, campaignId: _, ...row } of db.select().from(dungeonLevels).where(eq(dungeonLevels.campaignId, fromId)).all()) {
    const copy = db.insert(dungeonLevels).values({ ...row, campaignId: toId }).returning({ id: dungeonLevels.id }).get().id;
    levelIds.set(id, copy);
    for (const { id: areaId, campaignId: __, levelId: ___, key, ...area } of db.select().from(dungeonAreas).where(eq(dungeonAreas.levelId, id)).all()) {
      areaIds.set(areaId, db.insert(dungeonAreas).values({ ...area, key: keyCopy(key), campaignId: toId, levelId: copy }).returning({ id: dungeonAreas.id }).get().id);
    }
  }

  const regionIds = new Map<number, number>();
  for (const { id, campaignId: _, ...row } of db.select().from(hexRegions).where(eq(hexRegions.campaignId, fromId)).all()) {
    const copy = db.insert(hexRegions).values({ ...row, campaignId: toId }).returning({ id: hexRegions.id }).get().id;
    regionIds.set(id, copy);
    for (const { id: __, regionId: ___, ...tile } of db.select().from(hexTiles).where(eq(hexTiles.regionId, id)).all()) {
      db.insert(hexTiles).values({ ...tile, regionId: copy }).run();
    }
    for (const { id: __, regionId: ___, ...note } of db.select().from(hexNotes).where(eq(hexNotes.regionId, id)).all()) {
      db.insert(hexNotes).values({ ...note, regionId: copy }).run();
    }
    for (const { id: __, regionId: ___, key, ...hex } of db.select().from(hexKeys).where(eq(hexKeys.regionId, id)).all()) {
      db.insert(hexKeys).values({ ...hex, key: keyCopy(key), regionId: copy }).run();
    }
  }
  for (const [from, to] of partyIds) {
    const region = db.select({ regionId: parties.regionId }).from(parties).where(eq(parties.id, from)).get()?.regionId;
    if (region != null) db.update(parties).set({ regionId: regionIds.get(region) ?? null }).where(eq(parties.id, to)).run();
  }

  for (const [from, to] of partyIds) {
    const place = db.select({ levelId: parties.levelId, areaId: parties.areaId }).from(parties).where(eq(parties.id, from)).get();
    if (place?.levelId != null) {
      db.update(parties)
        .set({ levelId: levelIds.get(place.levelId) ?? null, areaId: place.areaId == null ? null : (areaIds.get(place.areaId) ?? null) })
        .where(eq(parties.id, to))
        .run();
    }
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

  for (const { id, campaignId: _, partyId, ...row } of db.select().from(encounters).where(eq(encounters.campaignId, fromId)).all()) {
    const copy = db
      .insert(encounters)
      .values({ ...row, campaignId: toId, partyId: partyId === null ? null : (partyIds.get(partyId) ?? null) })
      .returning({ id: encounters.id })
      .get().id;
    for (const { id: __, campaignId: ___, encounterId: ____, memberId, ...fighter } of db.select().from(combatants).where(eq(combatants.encounterId, id)).all()) {
      db.insert(combatants)
        .values({ ...fighter, campaignId: toId, encounterId: copy, memberId: memberId === null ? null : (memberIds.get(memberId) ?? null) })
        .run();
    }
  }
  for (const { id: _, campaignId: __, ...note } of db.select().from(calendarNotes).where(eq(calendarNotes.campaignId, fromId)).all()) {
    db.insert(calendarNotes).values({ ...note, campaignId: toId }).run();
  }
}
