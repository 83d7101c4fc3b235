import { eq, sql } from 'drizzle-orm';
import { param } from './param';
import type { Db } from '../open-database';
import { campaigns } from '../schema';

/**
 * A campaign's clock and dice: the game time every action reads and moves, and the
 * generator state saved with each action so a session replays from its seed.
 */
export function clockRepository(db: Db) {
  const id = sql.placeholder('id');
  const read = db
    .select({ gameTimeSeconds: campaigns.gameTimeSeconds, rngState: campaigns.rngState })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .prepare();
  const setTime = db.update(campaigns).set({ gameTimeSeconds: param('seconds') }).where(eq(campaigns.id, id)).prepare();
  const setRng = db.update(campaigns).set({ rngState: param('state') }).where(eq(campaigns.id, id)).prepare();

  return {
    /** Time and dice together, or undefined when there is no such campaign. */
    get: (campaignId: number) => read.get({ id: campaignId }),
    /** Game time of a campaign the caller already knows exists. */
    now(campaignId: number): number {
      const row = read.get({ id: campaignId });
      if (!row) throw new Error(`no campaign ${campaignId}`);
      return row.gameTimeSeconds;
    },
    setNow: (campaignId: number, seconds: number) => void setTime.run({ id: campaignId, seconds }),
    saveRng: (campaignId: number, state: string) => void setRng.run({ id: campaignId, state }),
  };
}
export type ClockRepository = ReturnType<typeof clockRepository>;
