import { describe, expect, it } from 'vitest';
import type { ItineraryDayView, JourneyView } from '../../../src-shared/contract';
import { csvField, itineraryCsv } from './itinerary-csv';

const day = (n: number, change: Partial<ItineraryDayView>): ItineraryDayView => ({
  day: n,
  leg: 0,
  mode: 'foot',
  startsAt: (n - 1) * 86_400 + 8 * 3600,
  from: { col: n, row: 10 },
  to: { col: n + 1, row: 10 },
  miles: 18,
  terrain: 'plains',
  weather: null,
  notes: [],
  rolls: [],
  foodUsed: 4,
  waterUsed: 4,
  foodLeft: 0,
  waterLeft: 0,
  needsGm: null,
  progress: n / 3,
  locked: false,
  fodderLeft: null,
  alerts: [],
  lost: false,
  path: [],
  travelled: false,
  ...change,
});

const journey = {
  days: [
    day(1, { foodLeft: 26, waterLeft: 26, travelled: true, locked: true }),
    // 50 quarts were added after day 1 was travelled: day 2 still says it drank 5.5, not -44.5.
    day(2, { foodLeft: 22, waterLeft: 70.5, waterUsed: 5.5, weather: 'Rain, cold', needsGm: '1 wandering encounter.', notes: ['1 wandering encounter.', 'Short of "water"'] }),
    day(3, { foodLeft: 18, waterLeft: 66.5, mode: 'sea', terrain: 'sea', miles: 72.333 }),
  ],
} as unknown as JourneyView;

describe('itinerary as CSV', () => {
  const lines = itineraryCsv(journey, (t) => `Day ${Math.floor(t / 86_400) + 1}`).trimEnd().split('\r\n');

  it('has a header and one row per day', () => {
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('day,date,mode,from,to,miles,terrain,weather,rations used,water used,rations left,water left,rations short,water short,needs GM,events');
  });

  it("takes each day's use from the day itself, travelled or ahead, whatever was added to the stores between", () => {
    expect(lines[1]).toBe('1,Day 1,foot,"1,10","2,10",18,plains,,4,4,26,26,0,0,no,');
    expect(lines[2]).toBe('2,Day 2,foot,"2,10","3,10",18,plains,"Rain, cold",4,5.5,22,70.5,0,0,yes,"1 wandering encounter.; Short of ""water"""');
    expect(lines[3]).toBe('3,Day 3,sea,"3,10","4,10",72.33,sea,,4,4,18,66.5,0,0,no,');
  });

  it('leaves the use empty for a day travelled before Lantern kept it', () => {
    const old = { days: [day(1, { foodUsed: null, waterUsed: null, foodLeft: 26, waterLeft: 26, travelled: true })] } as unknown as JourneyView;
    expect(itineraryCsv(old, () => '').split('\r\n')[1]).toBe('1,,foot,"1,10","2,10",18,plains,,,,26,26,0,0,no,');
  });

  it('reads stores past empty as none left and how much short, never a negative stock', () => {
    // Food ran out on day 11 of 12: the last day goes 4.56 rations and 2 quarts short.
    const short: JourneyView = { ...journey, days: [day(12, { foodLeft: -4.56, waterLeft: -2, notes: ['Short of food and water.'] })] };
    expect(itineraryCsv(short, () => 'Day 12').split('\r\n')[1]).toBe('12,Day 12,foot,"12,10","13,10",18,plains,,4,4,0,0,4.56,2,no,Short of food and water.');
  });

  it('keeps a label that looks like a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
  });
});
