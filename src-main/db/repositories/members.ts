import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { characterKinds, MIN_HP } from '../../../src-shared/contract';
import { param, params } from './param';
import type { OpenedDatabase } from '../open-database';
import { eatingKinds } from '../../rules/world/provisions';
import { members } from '../schema';
import { selectList } from './rows';
import { bulkCapture } from '../undo-capture';

export type MemberRow = typeof members.$inferSelect;
type NewMember = typeof members.$inferInsert;
/** What a day's end changes on a character: pools, going without, and what the ruleset keeps. */
export type DayEndColumns = Pick<
  MemberRow,
  'id' | 'hpCurrent' | 'fpCurrent' | 'daysWithoutFood' | 'daysWithoutWater' | 'healingBlocked' | 'condition'
>;
/** A character as the clock feeds, heals and tires them. */
export type Eater = DayEndColumns & Pick<MemberRow, 'name' | 'kind' | 'partyId' | 'hpMax' | 'fpMax' | 'sheet' | 'lasting' | 'fedUntil'>;
/** A character whose lasting conditions or HP at 0 or below the clock must look at. */
export type LastingRow = Pick<MemberRow, 'id' | 'name' | 'partyId' | 'hpCurrent' | 'hpMax' | 'fpCurrent' | 'fpMax' | 'sheet' | 'lasting'>;
const NO_LASTING = '{"conditions":[],"hpSeen":null}';

const carriers = ['animal', 'vehicle'] as const;

/** The one writer of the members table: sheets, marching order, pools and the ruleset's condition. */
export function memberRepository({ db, sqlite }: Pick<OpenedDatabase, 'db' | 'sqlite'>) {
  const byId = db.select().from(members).where(eq(members.id, sql.placeholder('id'))).prepare();
  // Asked at every advance of the clock: built and prepared once, not at each call.
  const hiredOf = db
    .select({ id: members.id, name: members.name, partyId: members.partyId, hire: members.hire })
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), eq(members.kind, 'hireling'), isNotNull(members.hire)))
    .orderBy(members.partyId, members.position)
    .prepare();
  // The two reads that grow with the party or the campaign run without drizzle's per-value mapping (see rows.ts).
  const whole = selectList(members, 'm');
  const ofParty = sqlite.prepare(`SELECT ${whole.sql} FROM members m WHERE m.party_id = ? ORDER BY m.position, m.id`);
  const eater = selectList(members, 'm', [
    'id',
    'name',
    'kind',
    'partyId',
    'hpCurrent',
    'hpMax',
    'fpCurrent',
    'fpMax',
    'daysWithoutFood',
    'daysWithoutWater',
    'healingBlocked',
    'sheet',
    'condition',
    'lasting',
    'fedUntil',
  ]);
  const eaters = sqlite.prepare(
    `SELECT ${eater.sql} FROM members m WHERE m.campaign_id = ? AND m.kind IN (${eatingKinds.map((k) => `'${k}'`).join(', ')}) ORDER BY m.party_id, m.position`,
  );
  const lastingCols = selectList(members, 'm', ['id', 'name', 'partyId', 'hpCurrent', 'hpMax', 'fpCurrent', 'fpMax', 'sheet', 'lasting']);
  // Someone fighting is the fight's to judge round by round; the clock looks at them again once it ends.
  // The campaign's active fights are looked up first (CROSS JOIN keeps that order): a member's
  // rows in past fights grow with every fight, and each would cost a look at its encounter
  // (the + keeps SQLite from reading them by member: it reads the fight's few fighters).
  const inActiveFight = (member: string) =>
    `SELECT 1 FROM encounters e CROSS JOIN combatants c WHERE e.campaign_id = ${member}.campaign_id AND e.status = 'active' AND c.encounter_id = e.id AND +c.member_id = ${member}.id`;
  const lastingRows = sqlite.prepare(
    `SELECT ${lastingCols.sql} FROM members m
     WHERE m.campaign_id = ? AND m.kind IN (${characterKinds.map((k) => `'${k}'`).join(', ')})
       AND (m.lasting <> '${NO_LASTING}' OR m.hp_current <= 0)
       AND NOT EXISTS (${inActiveFight('m')})
     ORDER BY m.party_id, m.position`,
  );
  const fighting = sqlite.prepare(`SELECT 1 FROM members f WHERE f.id = ? AND EXISTS (${inActiveFight('f')})`).pluck();
  const setLasting = db.update(members).set({ lasting: param('lasting') }).where(eq(members.id, sql.placeholder('id'))).prepare();
  // The clock may settle every character at once (a starving party at 0 HP): one statement, one reversal logged.
  const changingLasting = bulkCapture(sqlite, 'members', ['hp_current', 'lasting']);
  const saveLasting = sqlite.prepare(`UPDATE members SET hp_current = e.value ->> 1, lasting = e.value ->> 2 FROM json_each(?) e WHERE members.id = e.value ->> 0`);
  const carriersOf = db
    .select({ id: members.id, partyId: members.partyId })
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), inArray(members.kind, [...carriers])))
    .prepare();
  const tired = db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), inArray(members.kind, [...characterKinds]), lt(members.fpCurrent, members.fpMax)))
    .limit(1)
    .prepare();
  // A year's day ends can change every character: one statement, one reversal logged.
  const changingDayEnds = bulkCapture(sqlite, 'members', ['hp_current', 'fp_current', 'days_without_food', 'days_without_water', 'healing_blocked', 'condition']);
  const saveDayEnds = sqlite.prepare(
    `UPDATE members SET hp_current = e.value ->> 1, fp_current = e.value ->> 2, days_without_food = e.value ->> 3,
       days_without_water = e.value ->> 4, healing_blocked = e.value ->> 5, condition = e.value ->> 6
     FROM json_each(?) e WHERE members.id = e.value ->> 0`,
  );
  // After every blow in a fight: a plain statement, without drizzle's binding. A row that already
  // holds these pools is left alone, since SQLite writes a matched row's page even when nothing in it changes.
  const setPools = sqlite.prepare(
    'UPDATE members SET hp_current = @hp, fp_current = coalesce(@fp, fp_current) WHERE id = @id AND (hp_current IS NOT @hp OR fp_current IS NOT coalesce(@fp, fp_current))',
  );
  const hurt = db
    .update(members)
    .set({ hpCurrent: sql`max(${members.hpCurrent} - ${sql.placeholder('hp')}, max(${MIN_HP}, -10 * ${members.hpMax}))` })
    .where(eq(members.id, sql.placeholder('id')))
    .prepare();
  const drop = db.delete(members).where(eq(members.id, sql.placeholder('id'))).prepare();
  const setPosition = db.update(members).set(params('position')).where(eq(members.id, sql.placeholder('id'))).prepare();

  const byGcsId = db
    .select()
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), eq(members.gcsId, sql.placeholder('gcsId'))))
    .orderBy(members.id)
    .prepare();
  const unlinkedByName = db
    .select()
    .from(members)
    .where(
      and(
        eq(members.campaignId, sql.placeholder('campaignId')),
        isNull(members.gcsId),
        inArray(members.kind, [...characterKinds]),
        sql`${members.name} = ${sql.placeholder('name')} COLLATE NOCASE`,
      ),
    )
    .orderBy(members.id)
    .prepare();

  return {
    get: (id: number): MemberRow | undefined => byId.get({ id }),
    /** The campaign's members made from the GCS character with this id, oldest first. */
    ofGcsId: (campaignId: number, gcsId: string): MemberRow[] => byGcsId.all({ campaignId, gcsId }),
    /** Characters of that name (any case) linked to no GCS character: made by hand, or imported before Lantern kept the file's id. Oldest first. */
    unlinkedNamed: (campaignId: number, name: string): MemberRow[] => unlinkedByName.all({ campaignId, name }),
    /** In marching order. */
    ofParty: (partyId: number): MemberRow[] => whole.all(ofParty, partyId),
    insert: (values: NewMember): MemberRow => db.insert(members).values(values).returning().get(),
    /** Changes only the columns given, so each edit builds its own statement. */
    update(id: number, values: Partial<NewMember>): void {
      db.update(members).set(values).where(eq(members.id, id)).run();
    },
    delete: (id: number): void => void drop.run({ id }),
    /** Rewrites positions 0..n-1 in the given order. */
    setPositions(memberIds: readonly number[]): void {
      memberIds.forEach((id, position) => setPosition.run({ id, position }));
    },

    /** The campaign's members of the kinds that eat (provisions says which; the dead among them are left to it), party by party in marching order. */
    characters: (campaignId: number): Eater[] => eater.all(eaters, campaignId),
    /** Hirelings with terms set, for the clock to pay their wages. */
    hired: (campaignId: number): Pick<MemberRow, 'id' | 'name' | 'partyId' | 'hire'>[] => hiredOf.all({ campaignId }),
    /** The retainers serving a character (supplement A25's limit counts them). */
    retainersOf: (employerId: number): Pick<MemberRow, 'id' | 'name'>[] =>
      db.select({ id: members.id, name: members.name }).from(members).where(eq(members.employerId, employerId)).orderBy(members.id).all(),
    /** Pack animals and vehicles: what they carry is their party's stores. */
    carriers: (campaignId: number): { id: number; partyId: number }[] => carriersOf.all({ campaignId }),
    /** Whether any character has fatigue to win back. */
    anyTired: (campaignId: number): boolean => tired.get({ campaignId }) !== undefined,
    saveDayEnds(rows: readonly DayEndColumns[]): void {
      if (!rows.length) return;
      const values = rows.map((e) => [e.id, e.hpCurrent, e.fpCurrent, e.daysWithoutFood, e.daysWithoutWater, Number(e.healingBlocked), e.condition]);
      changingDayEnds({ updated: rows.map((e) => e.id), deleted: [] }, () => void saveDayEnds.run(JSON.stringify(values)));
    },
    /** HP and (where the fight tracks it) FP after a fight's step; a null FP leaves the sheet's alone. */
    setPools: (id: number, hp: number, fp: number | null): void => void setPools.run({ id, hp, fp }),
    hurt: (id: number, hp: number): void => void hurt.run({ id, hp }),
    /** Characters out of any fight who carry a lasting condition or stand at 0 HP or below. */
    withLasting: (campaignId: number): LastingRow[] => lastingCols.all(lastingRows, campaignId),
    setLasting: (id: number, lasting: string): void => void setLasting.run({ id, lasting }),
    /** Whether the member fights in a fight still going on. */
    inFight: (id: number): boolean => fighting.get(id) !== undefined,
    saveLasting(rows: readonly Pick<LastingRow, 'id' | 'hpCurrent' | 'lasting'>[]): void {
      if (!rows.length) return;
      const values = rows.map((r) => [r.id, r.hpCurrent, r.lasting]);
      changingLasting({ updated: rows.map((r) => r.id), deleted: [] }, () => void saveLasting.run(JSON.stringify(values)));
    },
  };
}
export type MemberRepository = ReturnType<typeof memberRepository>;
