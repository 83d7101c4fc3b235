/** BFRPG units, in seconds of game time (the canonical clock counts seconds since the campaign epoch). */
export const SECONDS_PER_TURN = 600;
export const SECONDS_PER_ROUND = 10;
export const SECONDS_PER_DAY = 86_400;

export interface GameTimeParts {
  day: number;
  hour: number;
  minute: number;
  /** Turn of the day, counted from midnight, as design.md shows it. */
  turn: number;
  /** Turns since the campaign began. */
  turnsElapsed: number;
}

export function gameTimeParts(seconds: number): GameTimeParts {
  const secondOfDay = seconds % SECONDS_PER_DAY;
  return {
    day: Math.floor(seconds / SECONDS_PER_DAY) + 1,
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor((secondOfDay % 3600) / 60),
    turn: Math.floor(secondOfDay / SECONDS_PER_TURN),
    turnsElapsed: Math.floor(seconds / SECONDS_PER_TURN),
  };
}

/** "Day 3, 14:20 — turn 86" */
export function formatGameTime(seconds: number): string {
  const { day, hour, minute, turn } = gameTimeParts(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Day ${day}, ${pad(hour)}:${pad(minute)} — turn ${turn}`;
}

/** "4 turns 3 rounds", "2 rounds", "out": how long a light or a wait still has, at the table's grain. */
export function formatTimeLeft(seconds: number): string {
  if (seconds <= 0) return 'out';
  const turns = Math.floor(seconds / SECONDS_PER_TURN);
  const rounds = Math.ceil((seconds % SECONDS_PER_TURN) / SECONDS_PER_ROUND);
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (turns === 0) return part(rounds, 'round');
  return rounds ? `${part(turns, 'turn')} ${part(rounds, 'round')}` : part(turns, 'turn');
}
