import type { OpenedDatabase } from '../open-database';

/**
 * A campaign's clock and dice: the game time every action reads and moves, and the
 * generator state saved with each action so a session replays from its seed. Read and
 * written several times by every action, so by plain statements, without drizzle's
 * binding and mapping (a few microseconds a statement).
 */
export function clockRepository({ sqlite }: Pick<OpenedDatabase, 'sqlite'>) {
  const read = sqlite.prepare('SELECT game_time_seconds AS gameTimeSeconds, rng_state AS rngState FROM campaigns WHERE id = ?');
  const time = sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck();
  const setTime = sqlite.prepare('UPDATE campaigns SET game_time_seconds = ? WHERE id = ?');
  const setRng = sqlite.prepare('UPDATE campaigns SET rng_state = ? WHERE id = ?');

  return {
    /** Time and dice together, or undefined when there is no such campaign. */
    get: (campaignId: number) => read.get(campaignId) as { gameTimeSeconds: number; rngState: string | null } | undefined,
    /** Game time of a campaign the caller already knows exists. */
    now(campaignId: number): number {
      const seconds = time.get(campaignId) as number | undefined;
      if (seconds === undefined) throw new Error(`no campaign ${campaignId}`);
      return seconds;
    },
    setNow: (campaignId: number, seconds: number) => void setTime.run(seconds, campaignId),
    saveRng: (campaignId: number, state: string) => void setRng.run(state, campaignId),
  };
}
export type ClockRepository = ReturnType<typeof clockRepository>;
