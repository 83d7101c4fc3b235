import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { members, parties, timedEffects } from '../schema';

export type EffectRow = typeof timedEffects.$inferSelect;
/** An effect with the names of what it sits on, as lists and the clock's notes show it. */
export type EffectOn = EffectRow & { memberName: string | null; partyName: string | null; aroundPartyId: number | null };

/** Spells, poisons and countdowns that end with the clock. */
export function effectRepository(db: Db) {
  const columns = {
    id: timedEffects.id,
    campaignId: timedEffects.campaignId,
    partyId: timedEffects.partyId,
    memberId: timedEffects.memberId,
    name: timedEffects.name,
    startedAt: timedEffects.startedAt,
    endsAt: timedEffects.endsAt,
    amount: timedEffects.amount,
    unit: timedEffects.unit,
    visible: timedEffects.visible,
    light: timedEffects.light,
    memberName: members.name,
    // A member's effect belongs to the party the member is in now, so it follows them when they move.
    /** The party it lights or weighs on: its own, or its member's now; null for the whole campaign. */
    aroundPartyId: sql<number | null>`coalesce(${timedEffects.partyId}, ${members.partyId})`,
    partyName: sql<string | null>`coalesce(${parties.name}, (SELECT p.name FROM parties p WHERE p.id = ${members.partyId}))`,
  };
  const base = () =>
    db
      .select(columns)
      .from(timedEffects)
      .leftJoin(members, eq(members.id, timedEffects.memberId))
      .leftJoin(parties, eq(parties.id, timedEffects.partyId));
  const inCampaign = base()
    .where(eq(timedEffects.campaignId, sql.placeholder('campaignId')))
    .orderBy(timedEffects.endsAt, timedEffects.id)
    .prepare();
  const aroundParty = base()
    .where(
      sql`${timedEffects.campaignId} = ${sql.placeholder('campaignId')} AND (
        (${timedEffects.partyId} IS NULL AND ${timedEffects.memberId} IS NULL)
        OR ${timedEffects.partyId} = ${sql.placeholder('partyId')}
        OR ${members.partyId} = ${sql.placeholder('partyId')})`,
    )
    .orderBy(timedEffects.endsAt, timedEffects.id)
    .prepare();
  const byId = base().where(eq(timedEffects.id, sql.placeholder('id'))).prepare();
  const insert = db
    .insert(timedEffects)
    .values({
      campaignId: sql.placeholder('campaignId'),
      partyId: sql.placeholder('partyId'),
      memberId: sql.placeholder('memberId'),
      name: sql.placeholder('name'),
      startedAt: sql.placeholder('startedAt'),
      endsAt: sql.placeholder('endsAt'),
      amount: sql.placeholder('amount'),
      unit: sql.placeholder('unit'),
      visible: sql.placeholder('visible'),
      light: sql.placeholder('light'),
    })
    .returning({ id: timedEffects.id })
    .prepare();
  const remove = db.delete(timedEffects).where(eq(timedEffects.id, sql.placeholder('id'))).prepare();

  return {
    get: (id: number): EffectOn | undefined => byId.get({ id }),
    /** Every effect of the campaign, soonest end first: the clock's queue. */
    running: (campaignId: number): EffectOn[] => inCampaign.all({ campaignId }),
    /** What a party's views list: the campaign's own effects, the party's, and its members'. */
    around: (campaignId: number, partyId: number): EffectOn[] => aroundParty.all({ campaignId, partyId }),
    add(values: Omit<EffectRow, 'id' | 'light'> & Partial<Pick<EffectRow, 'light'>>): number {
      return insert.get({ ...values, light: values.light ?? null, visible: values.visible ? 1 : 0 })!.id;
    },
    /** Ended or taken off: the row goes (its undo puts it back). */
    end(ids: readonly number[]): void {
      for (const id of ids) remove.run({ id });
    },
  };
}
export type EffectRepository = ReturnType<typeof effectRepository>;
