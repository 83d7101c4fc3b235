import { and, desc, eq, sql } from 'drizzle-orm';
import { params } from './param';
import type { OpenedDatabase } from '../open-database';
import { combatants, encounters } from '../schema';
import { selectList } from './rows';

export type EncounterRow = typeof encounters.$inferSelect;
export type CombatantRow = typeof combatants.$inferSelect;
type NewCombatant = Omit<typeof combatants.$inferInsert, 'id' | 'initiative' | 'initiativeText'>;

/** Fights: the encounter (round, turn, options) and its combatants. Every step of a fight goes through here, so all is prepared once. */
export function fightRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const id = sql.placeholder('id');
  // Read at every step of a fight, two or three times: without drizzle's per-value mapping (see rows.ts).
  const combatant = selectList(combatants, 'c');
  const inOrder = sqlite.prepare(`SELECT ${combatant.sql} FROM combatants c WHERE c.encounter_id = ? ORDER BY c.position, c.id`);
  const encounter = selectList(encounters, 'e');
  const byId = sqlite.prepare(`SELECT ${encounter.sql} FROM encounters e WHERE e.id = ?`);
  // Every step writes its fighters and the encounter: plain statements, without drizzle's binding.
  const saveCombatant = sqlite.prepare('UPDATE combatants SET hp_current = @hpCurrent, fp_current = @fpCurrent, state = @state, out = @out WHERE id = @id');
  // An attack leaves the round and turn as they were: a row already holding them is left alone, since SQLite writes a matched row's page even when nothing in it changes.
  const saveEncounter = sqlite.prepare(
    'UPDATE encounters SET round = @round, turn = @turn, status = @status, ended_at = @endedAt WHERE id = @id AND (round IS NOT @round OR turn IS NOT @turn OR status IS NOT @status OR ended_at IS NOT @endedAt)',
  );
  const campaignId = sql.placeholder('campaignId');
  const q = {
    latest: db
      .select()
      .from(encounters)
      .where(eq(encounters.campaignId, campaignId))
      .orderBy(desc(sql`${encounters.status} = 'active'`), desc(encounters.id))
      .limit(1)
      .prepare(),
    active: db
      .select({ name: encounters.name })
      .from(encounters)
      .where(and(eq(encounters.campaignId, campaignId), eq(encounters.status, 'active')))
      .prepare(),
    insertEncounter: db
      .insert(encounters)
      .values(params('campaignId', 'partyId', 'name', 'startedAt', 'firstEntryId', 'options'))
      .returning()
      .prepare(),
    insertCombatant: db
      .insert(combatants)
      .values(params('campaignId', 'encounterId', 'memberId', 'name', 'side', 'position', 'hpCurrent', 'hpMax', 'fpCurrent', 'fpMax', 'stats', 'state', 'out'))
      .prepare(),
    saveShots: db.update(combatants).set(params('shots')).where(eq(combatants.id, id)).prepare(),
    place: db.update(combatants).set(params('position', 'initiative', 'initiativeText')).where(eq(combatants.id, id)).prepare(),
  };

  return {
    encounter: (encounterId: number): EncounterRow | undefined => encounter.all<EncounterRow>(byId, encounterId)[0],
    /** The fight going on, or else the last one fought. */
    latest: (campaign: number): EncounterRow | undefined => q.latest.get({ campaignId: campaign }),
    /** The name of the fight still going on in the campaign, if any. */
    activeName: (campaign: number): string | undefined => q.active.get({ campaignId: campaign })?.name,
    startEncounter: (values: Pick<EncounterRow, 'campaignId' | 'partyId' | 'name' | 'startedAt' | 'firstEntryId' | 'options'>): EncounterRow =>
      q.insertEncounter.get(values),
    saveEncounter: (e: Pick<EncounterRow, 'id' | 'round' | 'turn' | 'status' | 'endedAt'>): void =>
      void saveEncounter.run({ id: e.id, round: e.round, turn: e.turn, status: e.status, endedAt: e.endedAt }),

    /** In turn order. */
    combatants: (encounterId: number): CombatantRow[] => combatant.all(inOrder, encounterId),
    /** A fighter starts fresh and in the fight unless told otherwise (a member still unconscious from before). */
    enlist: (values: NewCombatant): void => void q.insertCombatant.run({ state: '{}', out: false, ...values }),
    saveCombatant: (c: Pick<CombatantRow, 'id' | 'hpCurrent' | 'fpCurrent' | 'state' | 'out'>): void =>
      void saveCombatant.run({ id: c.id, hpCurrent: c.hpCurrent, fpCurrent: c.fpCurrent, state: c.state, out: c.out ? 1 : 0 }),
    /** Missiles shot so far in the fight, by catalogue item id. */
    saveShots: (combatantId: number, shots: Readonly<Record<string, number>>): void => void q.saveShots.run({ id: combatantId, shots: JSON.stringify(shots) }),
    /** A combatant's place in the turn order and the initiative that put it there. */
    place: (combatantId: number, position: number, initiative: number, initiativeText: string): void =>
      void q.place.run({ id: combatantId, position, initiative, initiativeText }),
  };
}
export type FightRepository = ReturnType<typeof fightRepository>;
