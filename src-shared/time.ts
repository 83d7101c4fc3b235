import { dateOfDay, formatDate, type CalendarDate } from './calendar';
import type { Calendar } from './contract/calendar';
import { SECONDS_PER_DAY, SECONDS_PER_TURN } from './units';

/**
 * Game time is counted in seconds since the campaign epoch. A turn is ten minutes
 * in every system; a round's length is the campaign's ruleset's (10 s in Basic
 * Fantasy, 1 s in GURPS), so functions that speak of rounds take it.
 */
export { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, SECONDS_PER_TURN, TURNS_PER_HOUR } from './units';

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

/** The calendar date of a game time; campaigns without a calendar have none. */
export const dateAt = (calendar: Calendar, seconds: number): CalendarDate => dateOfDay(calendar, Math.floor(seconds / SECONDS_PER_DAY));

/** "Day 3" without a calendar, "3rd of Thawmonth, 1042" with one. */
export function formatGameDay(seconds: number, calendar?: Calendar | null): string {
  return calendar ? formatDate(calendar, dateAt(calendar, seconds)) : `Day ${gameTimeParts(seconds).day}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Day 3, 14:20 — turn 86", or "3rd of Thawmonth, 1042, 14:20 — turn 86" in a campaign with a calendar. */
export function formatGameTime(seconds: number, calendar?: Calendar | null): string {
  const { hour, minute, turn } = gameTimeParts(seconds);
  return `${formatGameDay(seconds, calendar)}, ${pad(hour)}:${pad(minute)} — turn ${turn}`;
}

/** "Day 3, 14:20": the hour of a day, where the turn would say nothing (a journey's stop). */
export function formatGameHour(seconds: number, calendar?: Calendar | null): string {
  const { hour, minute } = gameTimeParts(seconds);
  return `${formatGameDay(seconds, calendar)}, ${pad(hour)}:${pad(minute)}`;
}

/** "08:30": the hour of the day alone. */
export function formatClock(seconds: number): string {
  const { hour, minute } = gameTimeParts(seconds);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "Day 1, 08:30:04": to the second, for a tooltip where one-second GURPS turns matter. */
export function formatGameTimeExact(seconds: number, calendar?: Calendar | null): string {
  const { hour, minute } = gameTimeParts(seconds);
  return `${formatGameDay(seconds, calendar)}, ${pad(hour)}:${pad(minute)}:${pad(seconds % 60)}`;
}

/** "Day 2", "Day 2, 08:00", "Day 2, 08:00:04" or "Day 2, 08:00 — turn 48", but not a journey's "Day 2:" of its own. */
const PLAIN_DATE = /\bDay (\d+)(?:, (\d{2}):(\d{2})(?::(\d{2}))?( — turn \d+)?)?(?![\d:])/g;

/**
 * Text that names game times as plain days, as the journal writes them, read in the
 * campaign's calendar: dates are rendered when shown, so entries written before the
 * calendar was set, or before it changed, read in the calendar the campaign has now.
 */
export function redate(text: string, calendar?: Calendar | null): string {
  if (!calendar) return text;
  return text.replace(PLAIN_DATE, (_, day: string, hh?: string, mm?: string, ss?: string, turn?: string) => {
    const seconds = (Number(day) - 1) * SECONDS_PER_DAY + Number(hh ?? 0) * 3600 + Number(mm ?? 0) * 60 + Number(ss ?? 0);
    if (hh === undefined) return formatGameDay(seconds, calendar);
    if (turn) return formatGameTime(seconds, calendar);
    if (ss !== undefined) return formatGameTimeExact(seconds, calendar);
    return formatGameHour(seconds, calendar);
  });
}

/**
 * "4 turns 3 rounds", "2 rounds", "out": how long a light or a wait still has, at the table's grain.
 * Where a turn holds more than 60 rounds (GURPS's one-second rounds, Shell's five), the part under
 * a turn reads in whole minutes and only its last minute in rounds: "6 turns 9 minutes", not "6 turns 590 rounds".
 */
export function formatTimeLeft(seconds: number, secondsPerRound: number): string {
  if (seconds <= 0) return 'out';
  const turns = Math.floor(seconds / SECONDS_PER_TURN);
  const rest = seconds % SECONDS_PER_TURN;
  const inRounds = SECONDS_PER_TURN / secondsPerRound <= 60 || rest < 60;
  const under = rest === 0 ? '' : inRounds ? plural(Math.ceil(rest / secondsPerRound), 'round') : plural(Math.floor(rest / 60), 'minute');
  if (turns === 0) return under;
  return under ? `${plural(turns, 'turn')} ${under}` : plural(turns, 'turn');
}

/** "2 turns", "1 hour 30 minutes", "3 days 2 hours": the span in the units a GM thinks in. */
export function describeSpan(seconds: number, secondsPerRound: number): string {
  if (seconds < SECONDS_PER_TURN) {
    const rounds = Math.round(seconds / secondsPerRound);
    return `${rounds} round${rounds === 1 ? '' : 's'}`;
  }
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const hours = Math.floor((seconds % SECONDS_PER_DAY) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;
  if (days === 0 && hours === 0) return turns(minutes / 10);
  const parts = [days && `${days} day${days === 1 ? '' : 's'}`, hours && `${hours} hour${hours === 1 ? '' : 's'}`, minutes && `${minutes} minutes`];
  return parts.filter(Boolean).join(' ');
}

/** "1 round", "3 rounds". */
export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
