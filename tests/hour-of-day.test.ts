import { describe, expect, it } from 'vitest';
import { calendarPresets } from '../src-shared/calendar';
import type { ActionResult, Campaign, JourneyView, PartyView, Region } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// The hour of the day (issue 25): a campaign starts at the GM's hour, travel days start when
// the party breaks camp and march the rules' hours (seed 003, "Overland Travel": 8 hours a day,
// 12 on a forced march), and the sun rises by the campaign's rule. No seed gives sunrise
// times: the latitude rule is Lantern's own, checked against published tables in
// src-main/rules/world/daylight.test.ts.

const HOUR = 3600;
const DAY = 24 * HOUR;

const clockOf = (b: ReturnType<typeof memoryBackend>, id: number) =>
  ok<{ campaigns: Campaign[] }>(b, 'campaign.list', {}).campaigns.find((c) => c.id === id)!.gameTimeSeconds;

function freshCampaign(startHour: number) {
  const b = memoryBackend({ installDemo: false });
  const campaign = ok<Campaign>(b, 'campaign.create', { name: 'Hours', rulesSystem: 'bfrpg', startHour });
  const party = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Walkers' });
  return { b, campaign, party };
}

describe('the hour a campaign starts at', () => {
  it('starts at the hour the GM sets: 8 puts the clock at Day 1, 08:00', () => {
    const { b, campaign } = freshCampaign(8);
    expect(campaign.gameTimeSeconds).toBe(8 * HOUR);
    b.close();
  });

  it('refuses an hour past 23, naming startHour, and creates nothing', () => {
    const b = memoryBackend({ installDemo: false });
    const before = snapshot(b);
    const answer = b.router.call('campaign.create', { name: 'Late', startHour: 24 });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.path).toEqual(['startHour']);
    expect(snapshot(b)).toEqual(before);
    b.close();
  });
});

describe('sunrise from a latitude, and camping until dawn', () => {
  const gregorianAt = (degrees: number) => ({ ...calendarPresets.find((p) => p.id === 'gregorian')!.calendar, sun: { kind: 'latitude', degrees } });

  it('refuses a latitude outside ±90°, naming the field', () => {
    const { b, campaign } = freshCampaign(0);
    const answer = b.router.call('calendar.set', { campaignId: campaign.id, calendar: gregorianAt(95) });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.path).toEqual(['calendar', 'sun', 'degrees']);
      expect(answer.error.message).toMatch(/-90 to 90/);
    }
    b.close();
  });

  it('at 51.5° N on the first of January the party camps from midnight until 08:02 solar time; undo puts the clock back', () => {
    const { b, campaign, party } = freshCampaign(0);
    ok(b, 'calendar.set', { campaignId: campaign.id, calendar: gregorianAt(51.5) });
    const camped = ok<ActionResult>(b, 'clock.untilDawn', { partyId: party.id, stopOnEvent: false });
    // London's table for 1 January: up at 08:06 GMT, down at 16:02, so solar noon is 12:04 GMT and sunrise 08:02 solar time.
    const rise = camped.state.gameTimeSeconds;
    expect(Math.round(rise / 60)).toBe(8 * 60 + 2);
    expect(camped.entry.summary).toMatch(/camps until dawn/);
    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(clockOf(b, campaign.id)).toBe(0);
    b.close();
  });

  it('at sunrise already, camping until dawn waits for the next one, a day on', () => {
    const { b, campaign, party } = freshCampaign(0);
    ok(b, 'calendar.set', { campaignId: campaign.id, calendar: { ...calendarPresets[0].calendar, sun: { kind: 'fixed', rise: 6, set: 18 } } });
    ok(b, 'clock.untilDawn', { partyId: party.id, stopOnEvent: false });
    const again = ok<ActionResult>(b, 'clock.untilDawn', { partyId: party.id, stopOnEvent: false });
    expect(again.state.gameTimeSeconds).toBe(DAY + 6 * HOUR);
    b.close();
  });
});

describe('travel days start when the party breaks camp', () => {
  function journeyFrom(startHour: number, breakCamp: number | null) {
    const { b, campaign, party } = freshCampaign(startHour);
    ok(b, 'calendar.set', { campaignId: campaign.id, calendar: { ...calendarPresets[0].calendar, sun: { kind: 'fixed', rise: 6, set: 18 } } });
    ok(b, 'member.create', { partyId: party.id, member: { kind: 'pc', name: 'Walker', hp: { current: 6, max: 6 }, sheet: { abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } } } });
    const region = ok<Region>(b, 'hexmap.create', { campaignId: campaign.id, name: 'Plain', width: 12, height: 4 });
    const hexes = Array.from({ length: 12 }, (_, col) => ({ col, row: 1 }));
    ok(b, 'hexmap.paint', { regionId: region.id, hexes, addFeatures: ['road'] });
    const plan = ok<JourneyView>(b, 'journey.plan', { partyId: party.id, regionId: region.id, start: { col: 0, row: 1 }, legs: [{ to: { col: 10, row: 1 }, mode: 'foot' }], breakCamp });
    return { b, campaign, plan };
  }

  it('planned at midnight, day 1 starts at sunrise (06:00) and day 2 a day later; travelled, the clock stands at the last day\'s evening camp', () => {
    const { b, campaign, plan } = journeyFrom(0, null);
    expect(plan.days.slice(0, 2).map((d) => d.startsAt)).toEqual([6 * HOUR, DAY + 6 * HOUR]);
    const done = ok<JourneyView>(b, 'journey.commit', { journeyId: plan.id, stopOnEvent: false });
    const now = clockOf(b, campaign.id);
    // Broken at 06:00 and 8 hours on the march (seed 003, Overland Travel): camp at 14:00 of the last day.
    expect(now).toBe((done.days.length - 1) * DAY + 6 * HOUR + 8 * HOUR);
    b.close();
  });

  it('planned at 08:00 in the morning, the party sets out at once; at 15:00 it waits for the next day; a GM hour of 5 is kept', () => {
    expect(journeyFrom(8, null).plan.days[0].startsAt).toBe(8 * HOUR);
    expect(journeyFrom(15, null).plan.days[0].startsAt).toBe(DAY + 6 * HOUR);
    expect(journeyFrom(0, 5).plan.days[0].startsAt).toBe(5 * HOUR);
  });
});
