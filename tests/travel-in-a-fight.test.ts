import { describe, expect, it } from 'vitest';
import type { CombatResult, JourneyView } from '../src-shared/contract';
import { memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Travel and camp run the campaign's one clock by hours and days; a fight counts it by rounds. Travelled
// during a fight, a Basic Fantasy fight of 3 rounds ended after four hours (issue 42, item 4): the host
// now refuses travel, continuing and camping until dawn until the fight is ended (a day's camp, a plain
// advance, is greyed in the Wilderness view; the host still takes it). Underground, in an area of a level,
// they are refused too: a party cannot cross the hexes or sleep under the sky from there.

describe.each(['bfrpg', 'gurps', 'shell'] as const)('%s: travel and camp while a fight is on or the party is underground', (system) => {
  it('are refused, naming the fight, then the level, changing nothing; ended and out, the journey travels', () => {
    const backend = memoryBackend({ freshSeed: () => 'travel-in-a-fight' });
    const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === system)!.id;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const partyId = ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId }).parties[0].id;
    const journey = ok<{ journey: JourneyView }>(backend, 'journey.latest', { regionId }).journey!;
    const bestiaryId = ok<{ entries: { id: number }[] }>(backend, 'bestiary.list', { campaignId }).entries[0].id;
    const fight = ok<CombatResult>(backend, 'combat.start', { partyId, name: 'Ambush at the ford', foes: [{ bestiaryId }] });

    const travel = refusedUnchanged(backend, 'journey.commit', { journeyId: journey.id, stopOnEvent: true });
    expect(travel).toMatchObject({ code: 'conflict', path: ['journeyId'], message: 'journeyId: the party is in a fight ("Ambush at the ford"): end it first' });
    const camp = refusedUnchanged(backend, 'clock.untilDawn', { partyId, stopOnEvent: true });
    expect(camp).toMatchObject({ code: 'conflict', path: ['partyId'], message: 'partyId: the party is in a fight ("Ambush at the ford"): end it first' });

    ok(backend, 'combat.end', { encounterId: fight.state.encounterId });
    // The demo party still stands in an area of the demo's first level: the road and the sky wait until it climbs out.
    const level = ok<{ levels: { name: string }[] }>(backend, 'level.list', { campaignId }).levels[0].name;
    const underground = `the party is underground (on "${level}"): leave the level first`;
    expect(refusedUnchanged(backend, 'journey.commit', { journeyId: journey.id, stopOnEvent: true })).toMatchObject({ code: 'conflict', path: ['journeyId'], message: `journeyId: ${underground}` });
    expect(refusedUnchanged(backend, 'clock.untilDawn', { partyId, stopOnEvent: true })).toMatchObject({ code: 'conflict', path: ['partyId'], message: `partyId: ${underground}` });

    ok(backend, 'level.leave', { partyId });
    const travelled = ok<JourneyView>(backend, 'journey.commit', { journeyId: journey.id, stopOnEvent: true });
    // The party is off its start hex, where the plan began.
    expect(travelled.position).not.toBeNull();
    expect(travelled.position).not.toEqual(journey.start);
    // Five calls refused, each compared whole before and after: over the default 5 s when the machine is shared.
  });
});
