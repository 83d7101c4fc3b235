import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { MIN_HP } from '../../../src-shared/contract';
import { param, params } from './param';
import type { Db } from '../open-database';
import { members } from '../schema';

export type MemberRow = typeof members.$inferSelect;
type NewMember = typeof members.$inferInsert;
/** What a day's end changes on a character: pools, going without, and what the ruleset keeps. */
type DayEndColumns = Pick<
  MemberRow,
  'id' | 'hpCurrent' | 'fpCurrent' | 'daysWithoutFood' | 'daysWithoutWater' | 'healingBlocked' | 'condition'
>;

const characters = ['pc', 'hireling'] as const;
const carriers = ['animal', 'vehicle'] as const;

/** The one writer of the members table: sheets, marching order, pools and the ruleset's condition. */
export function memberRepository(db: Db) {
  const byId = db.select().from(members).where(eq(members.id, sql.placeholder('id'))).prepare();
  const ofParty = db
    .select()
    .from(members)
    .where(eq(members.partyId, sql.placeholder('partyId')))
    .orderBy(asc(members.position), asc(members.id))
    .prepare();
  const eaters = db
    .select()
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), inArray(members.kind, [...characters])))
    .orderBy(asc(members.partyId), asc(members.position))
    .prepare();
  const carriersOf = db
    .select({ id: members.id, partyId: members.partyId })
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), inArray(members.kind, [...carriers])))
    .prepare();
  const tired = db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.campaignId, sql.placeholder('campaignId')), inArray(members.kind, [...characters]), lt(members.fpCurrent, members.fpMax)))
    .limit(1)
    .prepare();
  const saveDayEnd = db
    .update(members)
    .set(params('hpCurrent', 'fpCurrent', 'daysWithoutFood', 'daysWithoutWater', 'healingBlocked', 'condition'))
    .where(eq(members.id, sql.placeholder('id')))
    .prepare();
  const setPools = db
    .update(members)
    .set({ hpCurrent: param('hp'), fpCurrent: sql`coalesce(${sql.placeholder('fp')}, ${members.fpCurrent})` })
    .where(eq(members.id, sql.placeholder('id')))
    .prepare();
  const hurt = db
    .update(members)
    .set({ hpCurrent: sql`max(${members.hpCurrent} - ${sql.placeholder('hp')}, max(${MIN_HP}, -10 * ${members.hpMax}))` })
    .where(eq(members.id, sql.placeholder('id')))
    .prepare();
  const drop = db.delete(members).where(eq(members.id, sql.placeholder('id'))).prepare();
  const setPosition = db.update(members).set(params('position')).where(eq(members.id, sql.placeholder('id'))).prepare();

  return {
    get: (id: number): MemberRow | undefined => byId.get({ id }),
    /** In marching order. */
    ofParty: (partyId: number): MemberRow[] => ofParty.all({ partyId }),
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

    /** The campaign's characters (those who eat, drink, heal and tire), party by party in marching order. */
    characters: (campaignId: number): MemberRow[] => eaters.all({ campaignId }),
    /** Pack animals and vehicles: what they carry is their party's stores. */
    carriers: (campaignId: number): { id: number; partyId: number }[] => carriersOf.all({ campaignId }),
    /** Whether any character has fatigue to win back. */
    anyTired: (campaignId: number): boolean => tired.get({ campaignId }) !== undefined,
    saveDayEnd: (row: DayEndColumns): void => void saveDayEnd.run(row),
    /** HP and (where the fight tracks it) FP after a fight's step; a null FP leaves the sheet's alone. */
    setPools: (id: number, hp: number, fp: number | null): void => void setPools.run({ id, hp, fp }),
    hurt: (id: number, hp: number): void => void hurt.run({ id, hp }),
  };
}
export type MemberRepository = ReturnType<typeof memberRepository>;
