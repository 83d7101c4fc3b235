import { describe, expect, it } from 'vitest';
import type { JournalEntry, JourneyView, PartyView, SightingView } from '../src-shared/contract';
import { journalEntryForPlayers } from '../src-main/services/players-view';
import { memoryBackend, ok, outOfTheDungeon } from './helpers/backend';

// The seam where a travelled day's wandering checks (supplement A10: about every four
// hours, three by day and three by night) become encounters: each check that comes up
// is its own encounter at its own hour, rolled on the table of the terrain where the
// party stands then, and travel asked to stop stops at the first one's hour.

const HOUR = 3600;

function bfrpgDemo() {
  const backend = memoryBackend({ installDemo: true, freshSeed: () => 'engine-test' });
  const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
  const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
  const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
  outOfTheDungeon(backend, partyId);
  return { backend, campaignId, regionId, partyId };
}

const checkHours = (day: JourneyView['days'][number]) =>
  day.rolls.filter((r) => r.label.startsWith('Encounter check') && r.total <= 1).map((r) => /\((\d\d):00, (day|night)\)/.exec(r.label)!);
const latestEntry = (backend: ReturnType<typeof memoryBackend>, campaignId: number) =>
  ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0];

describe('a journey day with two wandering encounters', () => {
  it('stops at the first one, at its hour, where the party stands then; the next Continue meets the second at its own hour', () => {
    const { backend, campaignId, regionId, partyId } = bfrpgDemo();
    const plan = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    const index = plan.days.findIndex((d) => d.needsGm !== null);
    const day = plan.days[index];
    // The demo's plan (seed "engine-test"): the first day that needs the GM has two checks that came up.
    expect(day.needsGm).toBe('2 wandering encounters.');
    const [first, second] = checkHours(day);
    const dayStart = day.startsAt;
    const firstAt = dayStart - (dayStart % (24 * HOUR)) + Number(first[1]) * HOUR + (Number(first[1]) * HOUR < dayStart % (24 * HOUR) ? 24 * HOUR : 0);

    const stopped = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true });
    expect(stopped.committedDays ?? 0).toBe(index);
    expect(stopped.underway).toEqual({ day: day.day, at: firstAt });
    expect(stopped.canContinue).toBe(true);
    // The day under way keeps its dice: shown locked, as a re-roll of it is refused.
    expect(stopped.days.filter((d) => d.locked).map((d) => d.day)).toEqual(plan.days.slice(0, index + 1).map((d) => d.day));
    // The clock stands at the encounter's hour, not at the day's end.
    expect(latestEntry(backend, campaignId).gameTimeAfter).toBe(firstAt);
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    expect(party.location.hex).toEqual(stopped.position);
    expect(day.path).toContainEqual(stopped.position);
    const one = ok<{ sighting: SightingView; open: number }>(backend, 'encounter.current', { campaignId });
    expect(one.open).toBe(1);
    expect(one.sighting.at).toBe(firstAt);
    expect(one.sighting.place).toMatch(new RegExp(`by ${first[2]}$`));

    // The GM lets time run past the first card to meet the second.
    const resumed = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true, letTimeRun: true });
    const secondAt = firstAt + (Number(second[1]) - Number(first[1]) + 24) % 24 * HOUR;
    expect(resumed.underway).toEqual({ day: day.day, at: secondAt });
    const both = ok<{ sighting: SightingView; open: number }>(backend, 'encounter.current', { campaignId });
    // Two records, two cards: the first that came is shown first.
    expect(both.open).toBe(2);
    expect(both.sighting.at).toBe(firstAt);
    // The day's dice were journaled once, when the day began.
    const entry = latestEntry(backend, campaignId);
    expect(entry.rolls.filter((r) => r.label.startsWith('Encounter check'))).toHaveLength(0);
    expect(entry.rolls.filter((r) => r.label === 'Wandering monster')).toHaveLength(1);
    expect(entry.summary).toContain(`stopped partway through day ${day.day}, at `);

    const rest = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    expect(rest.status).toBe('committed');
    expect(rest.underway).toBeNull();
    expect(rest.days.map((d) => d.rolls)).toEqual(plan.days.map((d) => d.rolls));
    backend.close();
    // The whole demo journey travelled: past the default 5 s when the machine is shared.
  });
});

describe('a member who dies of thirst on the road', () => {
  it('stops travel that day, at the meal that killed them, and is named on a card and in the summary', () => {
    const { backend, campaignId, regionId, partyId } = bfrpgDemo();
    const party = ok<PartyView>(backend, 'party.get', { partyId });
    for (const stack of [...party.members.flatMap((m) => m.items), ...party.stores].filter((s) => /water/i.test(s.item.name))) ok(backend, 'inventory.remove', { stackId: stack.id });
    const frail = party.members.find((m) => m.name === 'Elowen Thistledown')!;
    ok(backend, 'member.update', { memberId: frail.id, hp: { current: 1, max: frail.hp.max } });
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 8, row: 30 }, mode: 'foot' }], replace: true });
    // Travel a stretch at a time, asked to stop, until the day she goes down (BF: 1d4 a day without water, seed 003 / supplement).
    let entry: JournalEntry;
    let view: JourneyView = plan;
    do {
      view = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true });
      entry = latestEntry(backend, campaignId);
    } while (entry.alerts.length === 0 && view.canContinue);
    const card = entry.alerts.find((a) => a.text.startsWith('Elowen Thistledown'))!;
    expect(card).toMatchObject({ hidden: false });
    // The clock stopped at that meal (midnight), partway through the travel day: the rest of the day is not travelled.
    expect(card.at % (24 * HOUR)).toBe(0);
    expect(entry.gameTimeAfter).toBe(card.at);
    expect(view.underway).toEqual({ day: expect.any(Number), at: card.at });
    expect(entry.summary).toContain(card.text);
    // The players' screen shows the same card.
    expect(journalEntryForPlayers(entry).alerts).toContainEqual(card);
    backend.close();
  });
});
