import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, JournalEntry } from '../../src-shared/contract';
import type { useJournal as UseJournal } from './journal';

// The host answers over HTTP as in a browser window; each call waits until the test answers it, so
// a live change can arrive while the journal's list is still being asked for (as campaigns.test.ts).
interface Waiting {
  method: string;
  answer(result: unknown): void;
}
const waiting: Waiting[] = [];
const host = (url: string) =>
  new Promise<{ json(): Promise<Envelope<unknown>> }>((resolve) =>
    waiting.push({ method: decodeURIComponent(url.replace('/rpc/', '')), answer: (result) => resolve({ json: async () => ({ ok: true, result }) }) }),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function answer(method: string, result: unknown) {
  await settle();
  const index = waiting.findIndex((w) => w.method === method);
  expect(index, `a ${method} call`).toBeGreaterThanOrEqual(0);
  waiting.splice(index, 1)[0].answer(result);
  await settle();
}

const entry = (id: number, summary: string) => ({ id, summary, kind: 'map', status: 'active', createdAt: 0, gameTimeBefore: 0, gameTimeAfter: 0 }) as unknown as JournalEntry;
const painted = entry(7, '1 hex painted (terrain to forest)');
const planned = entry(8, 'Journey planned');

let useJournal: typeof UseJournal;
beforeAll(async () => {
  vi.stubGlobal('window', { location: { search: '' } });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('fetch', host);
  const { useCampaigns } = await import('./campaigns');
  useCampaigns.setState({ campaigns: [{ id: 1 } as never], selectedId: 1 });
  ({ useJournal } = await import('./journal'));
});
// Files share their worker (vitest.config.ts): the next ones get the real fetch back.
afterAll(() => vi.unstubAllGlobals());

describe("the journal's list", () => {
  it('keeps an entry heard live while the list was being asked for', async () => {
    const refreshed = useJournal.getState().refresh();
    // The list was read before the journey was planned again; the plan's change comes first.
    useJournal.getState().hear((shown) => [planned, ...shown], { canUndo: true, canRedo: false });
    await answer('journal.list', { entries: [painted], canUndo: true, canRedo: false });
    await answer('journal.sessions', { sessions: [] });
    // That answer would hide the plan: the list is asked for again, and the new answer holds both.
    await answer('journal.list', { entries: [planned, painted], canUndo: true, canRedo: false });
    await answer('journal.sessions', { sessions: [] });
    await refreshed;
    expect(useJournal.getState().entries.map((e) => e.summary)).toEqual(['Journey planned', '1 hex painted (terrain to forest)']);
  });
});
