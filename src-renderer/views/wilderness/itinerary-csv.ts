import { figure } from '../../../src-shared/figures';
import type { JourneyView } from '../../../src-shared/contract';
import { storesLeft } from './stores-left';

export const ITINERARY_CSV_HEADER = [
  'day',
  'date',
  'mode',
  'from',
  'to',
  'miles',
  'terrain',
  'weather',
  'rations used',
  'water used',
  'rations left',
  'water left',
  'rations short',
  'water short',
  'needs GM',
  'events',
] as const;


/**
 * One field as RFC 4180 wants it. Text that a spreadsheet would run as a
 * formula (a GM's label starting with "=") is kept as text with a leading quote.
 */
export function csvField(value: string | number): string {
  let text = typeof value === 'number' ? figure(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The itinerary as CSV, one row per day. Supplies used are what each day itself
 * says it took: the stores may have changed between days travelled and days ahead.
 * What is left never reads below nothing; how much the party went without has its own column.
 */
export function itineraryCsv(journey: JourneyView, dateOf: (startsAt: number) => string): string {
  const rows = journey.days.map((d) => {
    const events = [...new Set([...d.alerts, ...(d.needsGm ? [d.needsGm] : []), ...d.notes])];
    const [food, water] = [storesLeft(d.foodLeft), storesLeft(d.waterLeft)];
    return [
      d.day,
      dateOf(d.startsAt),
      d.mode,
      `${d.from.col},${d.from.row}`,
      `${d.to.col},${d.to.row}`,
      d.miles,
      d.terrain,
      d.weather ?? '',
      d.foodUsed ?? '',
      d.waterUsed ?? '',
      food.left,
      water.left,
      food.short,
      water.short,
      d.needsGm ? 'yes' : 'no',
      events.join('; '),
    ].map(csvField);
  });
  return [ITINERARY_CSV_HEADER.map(csvField), ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n';
}
