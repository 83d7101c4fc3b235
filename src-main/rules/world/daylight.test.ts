import { describe, expect, it } from 'vitest';
import { sunAtLatitude, sunTimes } from './daylight';

// No seed gives sunrise times: the latitude rule is checked against published sunrise
// tables (timeanddate.com's sunrise and sunset tables for 2024, which follow the US Naval
// Observatory's method). Clock times there are zone times, shifted from solar time by the
// city's longitude and the equation of time, so the test compares the length of daylight,
// which those shifts leave alone, and keeps solar noon at 12:00.
//   London, 51.5° N: 21 June 04:43-21:21 BST, 16 h 38 min; 21 December 08:04-15:53 GMT, 7 h 49 min.
//   Helsinki, 60.2° N: 20 June 03:54-22:50 EEST, 18 h 56 min; 21 December 09:24-15:13 EET, 5 h 49 min.
// A 365-day year with midsummer on day 172 (21 June) and midwinter half a year on (day 355, 21 December).

const year = (dayOfYear: number) => ({ dayOfYear, length: 365, midsummerDay: 172 });
const JUNE_21 = 172;
const DECEMBER_21 = 355;
const minutesOfLight = (sun: { rise: number; set: number }) => (sun.set - sun.rise) / 60;

describe('sunrise and sunset by latitude (Lantern\'s own rule, checked against published tables)', () => {
  it('London at 51.5° N: 16 h 38 min of light at midsummer, 7 h 49 min at midwinter', () => {
    expect(Math.abs(minutesOfLight(sunAtLatitude(51.5, year(JUNE_21))) - (16 * 60 + 38))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutesOfLight(sunAtLatitude(51.5, year(DECEMBER_21))) - (7 * 60 + 49))).toBeLessThanOrEqual(3);
  });

  it('Helsinki at 60.2° N: 18 h 56 min at midsummer, 5 h 49 min at midwinter', () => {
    expect(Math.abs(minutesOfLight(sunAtLatitude(60.2, year(JUNE_21))) - (18 * 60 + 56))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutesOfLight(sunAtLatitude(60.2, year(DECEMBER_21))) - (5 * 60 + 49))).toBeLessThanOrEqual(3);
  });

  it('sunrise and sunset sit either side of solar noon: London rises at 03:41 solar time at midsummer and sets at 20:19', () => {
    const sun = sunAtLatitude(51.5, year(JUNE_21));
    expect(sun.rise + sun.set).toBe(24 * 3600);
    expect(Math.round(sun.rise / 60)).toBe(3 * 60 + 41);
    expect(Math.round(sun.set / 60)).toBe(20 * 60 + 19);
  });

  it('the south has its summer at the north\'s midwinter', () => {
    const south = minutesOfLight(sunAtLatitude(-51.5, year(DECEMBER_21)));
    expect(Math.abs(south - minutesOfLight(sunAtLatitude(51.5, year(JUNE_21))))).toBeLessThan(1);
  });

  it('at the equinox every latitude has 12 hours of light and up to a quarter of an hour more (refraction: the Helsinki table gives 12 h 13 min)', () => {
    const equinox = year(JUNE_21 + 365 / 4);
    for (const lat of [0, 30, 51.5, 60.2]) expect(minutesOfLight(sunAtLatitude(lat, equinox))).toBeGreaterThan(12 * 60);
    for (const lat of [0, 30, 51.5, 60.2]) expect(minutesOfLight(sunAtLatitude(lat, equinox))).toBeLessThan(12 * 60 + 15);
  });

  it('beyond the polar circle the sun never sets at midsummer and never rises at midwinter', () => {
    expect(sunAtLatitude(70, year(JUNE_21))).toEqual({ rise: 0, set: 86_400 });
    expect(sunAtLatitude(70, year(DECEMBER_21))).toEqual({ rise: 43_200, set: 43_200 });
  });

  it('refuses a latitude past the poles', () => {
    expect(() => sunAtLatitude(91, year(1))).toThrow(/latitude must be -90 to 90/);
  });

  it('fixed hours are the same every day; without a rule the default swing stays (9 to 15 hours)', () => {
    expect(sunTimes(year(JUNE_21), { kind: 'fixed', rise: 5.5, set: 20 })).toEqual({ rise: 5.5 * 3600, set: 20 * 3600 });
    expect(sunTimes(null, { kind: 'fixed', rise: 7, set: 19 })).toEqual({ rise: 7 * 3600, set: 19 * 3600 });
    expect(sunTimes({ dayOfYear: 181, length: 360 })).toEqual({ rise: 4.5 * 3600, set: 19.5 * 3600 });
  });
});
