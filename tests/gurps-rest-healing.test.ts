import { describe, expect, it } from 'vitest';
import type { PartyView } from '../src-shared/contract';
import { memoryBackend, ok, outOfTheDungeon } from './helpers/backend';

// 000_4b7986e803b19dcc.txt, "Natural Recovery": the HT roll to heal comes at the end of
// each day of rest and decent food, so a day on the march heals nothing; a rested day rolls.
describe('GURPS Lite healing waits for a day of rest', () => {
  it('a wounded member marching heals nothing and rolls no healing; a day of rest rolls HT for him', () => {
    const backend = memoryBackend({ freshSeed: () => 'gurps-rest' });
    const campaign = ok<{ campaigns: { id: number; rulesSystem: string; rulesOptions: Record<string, unknown> }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!;
    ok(backend, 'campaign.configure', { id: campaign.id, rulesOptions: { ...campaign.rulesOptions, gulliver: false } });
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId: campaign.id }).regions[0].id;
    const party = ok<PartyView>(backend, 'party.get', { partyId: ok<{ parties: { id: number }[] }>(backend, 'party.list', { campaignId: campaign.id }).parties[0].id });
    const aldric = party.members.find((m) => m.name === 'Sir Aldric Vane')!;
    const wounded = aldric.hp.max - 5;
    ok(backend, 'member.update', { memberId: aldric.id, hp: { current: wounded, max: aldric.hp.max } });
    const hp = () => ok<PartyView>(backend, 'party.get', { partyId: party.id }).members.find((m) => m.id === aldric.id)!.hp.current;
    outOfTheDungeon(backend, party.id);
    const plan = ok<{ id: number }>(backend, 'journey.plan', { partyId: party.id, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 12, row: 10 }, mode: 'foot' }], replace: true });
    // Time runs past the cards met meanwhile: this is about time and travel, not the encounter procedure.
    const march = ok<unknown>(backend, 'journey.commit', { journeyId: plan.id, stopOnEvent: false, letTimeRun: true });
    expect(hp()).toBe(wounded);
    expect(JSON.stringify(march)).not.toMatch(/Healing: Sir Aldric Vane/);
    const rest = ok<unknown>(backend, 'clock.advance', { partyId: party.id, seconds: 86_400, stopOnEvent: false, bedRest: false, letTimeRun: true });
    expect(JSON.stringify(rest)).toMatch(/Healing: Sir Aldric Vane/);
  });
});
