import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, type CampaignList, type Envelope } from '../../src-shared/contract';
import type { useCampaigns as UseCampaigns } from './campaigns';

// The host answers over HTTP as in a browser window: each call waits until the test answers it, so the
// answers can come in the order a loaded machine delivers them. (Other files in the same worker may have
// loaded the api client already: it reads `fetch` and `window` at each call, so stubbing those reaches it.)
interface Waiting {
  method: string;
  input: unknown;
  answer(envelope: Envelope<unknown>): void;
}
const waiting: Waiting[] = [];
const host = (url: string, init: { body: string }) =>
  new Promise<{ json(): Promise<Envelope<unknown>> }>((resolve) =>
    waiting.push({ method: decodeURIComponent(url.replace('/rpc/', '')), input: JSON.parse(init.body), answer: (envelope) => resolve({ json: async () => envelope }) }),
  );
const nextCall = (method: string) => {
  const index = waiting.findIndex((w) => w.method === method);
  expect(index, `a ${method} call`).toBeGreaterThanOrEqual(0);
  return waiting.splice(index, 1)[0];
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const campaigns = [1, 2, 3].map((id) => ({ id }) as never);
const list = (selectedId: number): CampaignList => ({ campaigns, selectedId });

let useCampaigns: typeof UseCampaigns;
beforeAll(async () => {
  vi.stubGlobal('window', { location: { search: '' } });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('fetch', host);
  ({ useCampaigns } = await import('./campaigns'));
});
// Files share their worker (vitest.config.ts): the next ones get the real fetch back.
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  waiting.length = 0;
  useCampaigns.setState(list(1));
});

describe('picking a campaign', () => {
  it('switches the views at once, before the host answers, and a list written before the pick does not switch them back', async () => {
    const loading = useCampaigns.getState().load();
    const picking = useCampaigns.getState().select(2);
    expect(useCampaigns.getState().selectedId).toBe(2);

    // The list asked before the pick comes last but one: it still names the first campaign.
    nextCall('campaign.list').answer({ ok: true, result: list(1) });
    await loading;
    expect(useCampaigns.getState().selectedId).toBe(2);
    // So does a live change from an action done before the pick.
    useCampaigns.getState().take(list(1));
    expect(useCampaigns.getState().selectedId).toBe(2);

    const select = nextCall('campaign.select');
    expect(select.input).toEqual({ id: 2 });
    select.answer({ ok: true, result: list(2) });
    await picking;
    expect(useCampaigns.getState().selectedId).toBe(2);
    // Once the pick is answered, the host's word stands again (another window picked).
    useCampaigns.getState().take(list(3));
    expect(useCampaigns.getState().selectedId).toBe(3);
  });

  it('two quick picks end on the second, whatever order the answers come in', async () => {
    const first = useCampaigns.getState().select(2);
    const second = useCampaigns.getState().select(3);
    expect(useCampaigns.getState().selectedId).toBe(3);
    const [toTwo, toThree] = [nextCall('campaign.select'), nextCall('campaign.select')];
    toThree.answer({ ok: true, result: list(3) });
    await second;
    toTwo.answer({ ok: true, result: list(2) });
    await first;
    expect(useCampaigns.getState().selectedId).toBe(3);
  });

  it('a pick the host refuses switches the views back to the campaign the host has selected', async () => {
    const picking = useCampaigns.getState().select(3);
    expect(useCampaigns.getState().selectedId).toBe(3);
    nextCall('campaign.select').answer({ ok: false, error: errorBody('not_found', 'id: no campaign 3', ['id']) });
    await settle();
    nextCall('campaign.list').answer({ ok: true, result: list(1) });
    await expect(picking).rejects.toThrow('no campaign 3');
    expect(useCampaigns.getState().selectedId).toBe(1);
  });
});
