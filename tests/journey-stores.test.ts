import { describe, expect, it } from 'vitest';
import type { CatalogueItem, JourneyView } from '../src-shared/contract';
import { memoryBackend, ok, outOfTheDungeon } from './helpers/backend';

// The journey's forecast follows water or food added after planning (issue 28, item 5),
// while the plan shown right after planning stays the plan the party travels: only the
// stores are read again, never the days, their dice or their miles.

describe('a planned journey and the stores added after planning', () => {
  it('moves "Food runs out" when rations are added, and the party still travels the very days planned', () => {
    const backend = memoryBackend({ installDemo: true, freshSeed: () => 'stores-after-planning' });
    const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
    outOfTheDungeon(backend, partyId);
    const plan = ok<JourneyView>(backend, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 8, row: 30 }, mode: 'foot' }], replace: true });
    // Read again before anything changes, the plan is the plan.
    expect(ok<JourneyView>(backend, 'journey.get', { journeyId: plan.id })).toEqual(plan);
    const runsOut = (j: JourneyView) => j.days.find((d) => d.alerts.includes('Food runs out.'))?.day ?? null;
    const before = runsOut(plan)!;
    expect(before).toBeGreaterThan(0);

    const rations = ok<{ items: CatalogueItem[] }>(backend, 'catalogue.list', { campaignId }).items.find((i) => i.key === 'iron-ration')!;
    ok(backend, 'inventory.add', { to: { partyId }, itemId: rations.id, quantity: 20 });
    const after = ok<JourneyView>(backend, 'journey.get', { journeyId: plan.id });
    // The same days, dice and miles; 20 rations more every day, and the food lasts longer.
    expect(after.days.map((d) => [d.day, d.to, d.miles, d.rolls])).toEqual(plan.days.map((d) => [d.day, d.to, d.miles, d.rolls]));
    after.days.forEach((d, i) => expect(d.foodLeft).toBeCloseTo(plan.days[i].foodLeft + 20, 6));
    expect(runsOut(after) ?? Infinity).toBeGreaterThan(before);
    expect(after.warnings.filter((w) => w.text === 'Food runs out.').length).toBeLessThanOrEqual(1);

    // Time runs past the cards met meanwhile: this is about time and travel, not the encounter procedure.
    const travelled = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    expect(travelled.status).toBe('committed');
    expect(travelled.days.map((d) => [d.day, d.to, d.miles, d.rolls])).toEqual(plan.days.map((d) => [d.day, d.to, d.miles, d.rolls]));
    backend.close();
    // Fifteen days travelled: over the default 5 s when the machine is shared.
  });

  it('stopped partway through a day, the days ahead read the stores as planned: a meal eaten at the day end is not taken twice', () => {
    const backend = memoryBackend({ installDemo: true, freshSeed: () => 'engine-test' });
    const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const plan = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    outOfTheDungeon(backend, plan.partyId);
    const stores = (j: JourneyView) => j.days.map((d) => [d.day, d.foodLeft, d.waterLeft]);
    const seen = { beforeMidnight: 0, afterMidnight: 0 };
    for (let stop = 0; stop < 12; stop++) {
      const stopped = ok<JourneyView>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: true, letTimeRun: true });
      if (stopped.status === 'committed') break;
      // Nobody died or went short on the way, so what was eaten is what the plan said.
      expect(stores(stopped)).toEqual(stores(plan));
      if (stopped.underway) {
        const day = plan.days.find((d) => d.day === stopped.underway!.day)!;
        seen[Math.floor(stopped.underway.at / 86_400) > Math.floor(day.startsAt / 86_400) ? 'afterMidnight' : 'beforeMidnight'] += 1;
      }
    }
    // The demo's plan (seed "engine-test") stops partway on both sides of a day end.
    expect(seen.beforeMidnight).toBeGreaterThan(0);
    expect(seen.afterMidnight).toBeGreaterThan(0);
    backend.close();
  });
});
