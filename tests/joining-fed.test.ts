import { afterEach, describe, expect, it } from 'vitest';
import type { ActionResult, CatalogueItem, DungeonState, JourneyView, PartyView } from '../src-shared/contract';
import { memoryBackend, ok, outOfTheDungeon } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// Issue 36: new Basic Fantasy members were "Wounded" by their first midnight, charged a day
// without water for the day they joined at 08:00 (seed 003, "Dungeon Survival": 1d4 at the end of
// the first day without water). The rules do not say whether a newcomer has drunk that day; Lantern
// has someone who joins partway through a day come fed and watered for it, says so in the journal,
// and counts from the next day. Whoever joins as a day begins lives all of it with the party.

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

const HOUR = 3600;
const ada = () => ok<DungeonState>(f.backend, 'dungeon.state', { partyId: f.partyId }).members[0];
const rations = (memberId: number) =>
  f.backend.database.sqlite
    .prepare("SELECT coalesce(sum(i.quantity), 0) FROM inventory i JOIN catalogue_items c ON c.id = i.item_id WHERE i.member_id = ? AND c.key = 'standard-ration'")
    .pluck()
    .get(memberId) as number;

/** Ada joins at 08:00 on day 1 with `packed` rations, and the clock runs past that day's end. */
function joinAtEight(seed: string, packed = 0): { adaId: number; dayEnd: ActionResult } {
  f = dungeonFixture({ seed, members: [] });
  f.quiet();
  f.act('clock.advance', { seconds: 8 * HOUR, stopOnEvent: false });
  const adaId = ok<PartyView>(f.backend, 'member.create', { partyId: f.partyId, member: character('Ada', 10, 6) }).members[0].id;
  if (packed > 0) {
    const ration = ok<{ items: CatalogueItem[] }>(f.backend, 'catalogue.list', { campaignId: f.campaignId }).items.find((i) => i.key === 'standard-ration')!;
    ok(f.backend, 'inventory.add', { to: { memberId: adaId }, itemId: ration.id, quantity: packed });
  }
  return { adaId, dayEnd: f.act('clock.advance', { seconds: 17 * HOUR, stopOnEvent: false }) };
}

describe('a member who joins partway through a day comes fed and watered for it', () => {
  it('reaches the first midnight at full HP, and the day after is counted as the rules say', () => {
    const { dayEnd } = joinAtEight('joining');
    expect(dayEnd.entry.changes).toContain("Ada joined fed and watered for their first day (Lantern's default: the rules do not say), so it took nothing from the packs.");
    expect(ada()).toMatchObject({ hp: { current: 6, max: 6 }, daysWithoutWater: 0, daysWithoutFood: 0 });

    // A whole day later with no water: the first day without it, 1d4.
    const next = f.act('clock.advance', { seconds: 24 * HOUR, stopOnEvent: false });
    const thirst = next.entry.rolls.find((r) => r.label === 'Thirst: Ada')!;
    expect(thirst.expression).toBe('1d4');
    expect(ada()).toMatchObject({ hp: { current: 6 - thirst.total }, daysWithoutWater: 1 });
  });

  it("takes nothing from the newcomer's own pack for the day they joined, a ration each day after", () => {
    const { adaId } = joinAtEight('joining-pack', 2);
    expect(rations(adaId)).toBe(2);
    f.act('clock.advance', { seconds: 24 * HOUR, stopOnEvent: false });
    expect(rations(adaId)).toBe(1);
  });

  it('whoever joins as the day begins is counted for all of it', () => {
    f = dungeonFixture({ seed: 'at-dawn', members: [character('Ada', 10, 6)] });
    f.quiet();
    const day = f.act('clock.advance', { seconds: 25 * HOUR, stopOnEvent: false });
    expect(day.entry.rolls.filter((r) => r.label === 'Thirst: Ada')).toHaveLength(1);
  });

  it("a journey's forecast spares the newcomer's first day as the clock does, so the party travels on the plan", () => {
    const backend = memoryBackend({ installDemo: true, freshSeed: () => 'joining-journey' });
    const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
    outOfTheDungeon(backend, partyId);
    const before = ok<PartyView>(backend, 'party.get', { partyId });
    expect(before.summary.food.total).toBeGreaterThan(before.summary.food.perDay * 3);
    ok(backend, 'member.create', { partyId, member: { ...character('Wulf', 12, 6), kind: 'hireling' } });
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 8, row: 14 }, mode: 'foot' }], replace: true });
    // Seed 003, "Dungeon Survival": a ration a day each; the first day end feeds the party as it was before Wulf came.
    expect(before.summary.food.total - plan.days[0].foodLeft).toBe(before.summary.food.perDay);
    const travelled = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    expect(travelled.status).toBe('committed');
    // The party makes its last camp before the day's end: past it, the larder holds what the plan said.
    const now = ok<{ entries: { gameTimeAfter: number }[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0].gameTimeAfter;
    const last = plan.days.at(-1)!;
    ok(backend, 'clock.advance', { partyId, seconds: (Math.floor(last.startsAt / 86_400) + 1) * 86_400 + 3600 - now, stopOnEvent: false, letTimeRun: true });
    expect(ok<PartyView>(backend, 'party.get', { partyId }).summary.food.total).toBe(last.foodLeft);
    backend.close();
  });
});
