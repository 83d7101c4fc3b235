import { describe, expect, it } from 'vitest';
import type { Campaign, CatalogueItem, DungeonState, PartyView } from '../src-shared/contract';
import { gameState, memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// Issue 36: the Light panel lit only what members carry, so a party whose 12 torches were in
// its stores sat in the dark. A member now takes a torch from the stores and lights it in one
// action; its burn is rolled as any torch's (seed 003, "Light": a torch burns 1d4+4 turns).
function party() {
  const b = memoryBackend({ installDemo: false, freshSeed: () => 'stores-torches' });
  const campaign = ok<Campaign>(b, 'campaign.create', { name: 'Dark', rulesSystem: 'bfrpg' });
  const p = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Delvers', location: { kind: 'dungeon', name: 'Crypt' } });
  const bearer = ok<PartyView>(b, 'member.create', { partyId: p.id, member: { kind: 'pc', name: 'Ada', hp: { current: 6, max: 6 }, sheet: { abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 } } } }).members[0];
  const items = ok<{ items: CatalogueItem[] }>(b, 'catalogue.list', { campaignId: campaign.id }).items;
  const of = (kind: string) => items.find((i) => i.lightSource === kind)!;
  ok(b, 'inventory.add', { to: { partyId: p.id }, itemId: of('torch').id, quantity: 12 });
  ok(b, 'inventory.add', { to: { partyId: p.id }, itemId: items.find((i) => i.lightSource === 'lantern')!.id, quantity: 1 });
  return { b, campaign, p, bearer };
}

describe('lighting a torch from the stores', () => {
  it('takes one torch from the stores, lights it in the bearer\'s hand, and undoes as one step', () => {
    const { b, campaign, p, bearer } = party();
    const before = gameState(b);
    const shown = ok<DungeonState>(b, 'dungeon.state', { partyId: p.id });
    expect(shown.storesCarry.lights.torch).toBe(12);
    const out = ok<{ state: DungeonState }>(b, 'light.light', { partyId: p.id, memberId: bearer.id, kind: 'torch', fromStores: true });
    expect(out.state.storesCarry.lights.torch).toBe(11);
    expect(out.state.lights.map((l) => [l.kind, l.carrierName, l.state])).toEqual([['torch', 'Ada', 'lit']]);
    expect(out.state.lightLevel.inDarkness).toBe(false);
    const stores = ok<PartyView>(b, 'party.get', { partyId: p.id }).stores;
    expect(stores.find((s) => s.item.lightSource === 'torch')!.quantity).toBe(11);
    ok(b, 'journal.undo', { campaignId: campaign.id });
    expect(gameState(b)).toEqual(before);
    b.close();
  });

  it("refuses, naming the field, when the stores hold none, and a lantern from the stores", () => {
    const { b, p, bearer } = party();
    expect(refusedUnchanged(b, 'light.light', { partyId: p.id, memberId: bearer.id, kind: 'candle', fromStores: true })).toMatchObject({ path: ['fromStores'], message: "fromStores: the party's stores hold no candle" });
    expect(refusedUnchanged(b, 'light.light', { partyId: p.id, memberId: bearer.id, kind: 'lantern', fromStores: true }).path).toEqual(['fromStores']);
    // Without fromStores the torch must be in Ada's own pack, as before.
    expect(refusedUnchanged(b, 'light.light', { partyId: p.id, memberId: bearer.id, kind: 'torch' }).message).toBe('memberId: Ada carries no torch');
    b.close();
  });
});
