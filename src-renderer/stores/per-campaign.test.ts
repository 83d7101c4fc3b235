import { beforeAll, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { CampaignKeyed, perCampaign as PerCampaign } from './per-campaign';
import type { useCampaigns as UseCampaigns } from './campaigns';

let perCampaign: typeof PerCampaign;
let useCampaigns: typeof UseCampaigns;

beforeAll(async () => {
  // The campaigns store's api client looks for the desktop bridge on window; here there is none.
  vi.stubGlobal('window', {});
  ({ perCampaign } = await import('./per-campaign'));
  ({ useCampaigns } = await import('./campaigns'));
});

interface Picks extends CampaignKeyed {
  memberId: number | null;
  keys: ReturnType<typeof PerCampaign<Picks, 'memberId'>>;
}

function pickStore() {
  return create<Picks>((_set, _get, store) => {
    const keys = perCampaign(store, () => ({ memberId: null as number | null }));
    return { ...keys.initial(), keys };
  });
}

const select = (selectedId: number) =>
  useCampaigns.setState({ selectedId, campaigns: [1, 2].map((id) => ({ id }) as never) });

describe('a store keyed by campaign', () => {
  it("follows the selected campaign, and brings back each campaign's own picks", () => {
    select(1);
    const store = pickStore();
    expect(store.getState().campaignId).toBe(1);
    store.setState({ memberId: 7 });
    select(2);
    expect(store.getState()).toMatchObject({ campaignId: 2, memberId: null });
    store.setState({ memberId: 12 });
    select(1);
    expect(store.getState()).toMatchObject({ campaignId: 1, memberId: 7 });
  });

  it('drops an answer asked for a campaign the GM has left', () => {
    select(1);
    const store = pickStore();
    select(2);
    expect(store.getState().keys.land(1, { memberId: 3 })).toBe(false);
    expect(store.getState().memberId).toBeNull();
    expect(store.getState().keys.land(2, { memberId: 4 })).toBe(true);
    expect(store.getState().memberId).toBe(4);
  });
});
