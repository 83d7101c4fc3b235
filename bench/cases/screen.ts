import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../e2e/chromium';
import { startHost, type RunningHost } from '../../e2e/host';
import { summarize as result, type BenchResult } from '../measure';

// What the GM feels, in Chromium on the built app: from the click (or key) to the screen showing its
// result. Each figure waits for what a GM would look for, not for the network.

/** Times `act` and then `shown`, `runs` times after one untimed warm-up; `before` reads what must change, untimed. */
async function clickToScreen(runs: number, steps: { before?: () => Promise<unknown>; act: () => Promise<unknown>; shown: () => Promise<unknown> }): Promise<number[]> {
  const samples: number[] = [];
  for (let run = -1; run < runs; run++) {
    await steps.before?.();
    const start = performance.now();
    await steps.act();
    await steps.shown();
    if (run >= 0) samples.push(performance.now() - start);
  }
  return samples;
}

async function rpc<T>(host: RunningHost, method: string, data: unknown): Promise<T> {
  const body = (await (await fetch(`${host.url}/rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).json()) as { ok: boolean; result: T; error?: unknown };
  if (!body.ok) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

const turnText = (page: Page) => page.getByTestId('clock-turn').textContent();

/** The little of the page's DOM the checks below read (this file compiles without the DOM's types). */
type PageDocument = { querySelector(selector: string): { textContent: string | null; getAttribute(name: string): string | null } | null };

/** Resolves at the first frame where the element's text (or the attribute named) differs from `old`. */
function changedFrom(page: Page, selector: string, old: string | null, attribute?: string) {
  return page.waitForFunction(
    ([sel, was, attr]) => {
      const element = (globalThis as unknown as { document: PageDocument }).document.querySelector(sel!);
      return (attr === null ? element?.textContent : element?.getAttribute(attr!)) !== was;
    },
    [selector, old, attribute ?? null] as const,
    { polling: 'raf' },
  );
}
const FIGHT = 'section.combat-view';

async function firstLoad(browser: Browser, host: RunningHost): Promise<BenchResult> {
  const samples: number[] = [];
  for (let run = -1; run < 10; run++) {
    // A new context each time: no cache, as when the app is first opened.
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const start = performance.now();
    await page.goto(`${host.url}/#/dungeon`);
    await page.getByTestId('clock-turn').waitFor();
    if (run >= 0) samples.push(performance.now() - start);
    await context.close();
  }
  return result('screen: first load to a usable Dungeon view (cold)', samples);
}

export default async function run(): Promise<BenchResult[]> {
  const host = await startHost(undefined, ['--seed', 'bench-screen']);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const results = [await firstLoad(browser, host)];
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${host.url}/#/dungeon`);
    await page.getByTestId('clock-turn').waitFor();

    results.push(
      result(
        'screen: view switch (Journal, then Dungeon)',
        await clickToScreen(20, {
          act: async () => {
            await page.keyboard.press('Alt+6');
            await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
            await page.keyboard.press('Alt+3');
          },
          shown: () => page.getByTestId('clock-turn').waitFor(),
        }),
      ),
    );

    // Wandering checks would raise a card and hold the clock: this measures the turn alone.
    const campaignId = (await rpc<{ selectedId: number }>(host, 'campaign.list', {})).selectedId;
    const partyId = (await rpc<{ parties: { id: number }[] }>(host, 'party.list', { campaignId })).parties[0].id;
    await rpc(host, 'dungeon.setEncounterTable', { partyId, checkEveryTurns: 3, chanceInSix: 0, entries: [] });
    let before: string | null = null;
    results.push(
      result(
        'screen: advance a turn (T) to the clock',
        await clickToScreen(30, {
          before: async () => (before = await turnText(page)),
          act: () => page.keyboard.press('t'),
          shown: () => changedFrom(page, '[data-testid="clock-turn"]', before),
        }),
      ),
    );

    // A fight against a foe who cannot fall, so every run is an attack in the same state.
    await rpc(host, 'combat.start', { partyId, name: 'Bench', foes: [{ name: 'Training dummy', statBlock: { hitDice: 1, hp: 999, ac: 11, morale: 12 } }] });
    await page.keyboard.press('Alt+5');
    const fight = page.locator('section.combat-view[data-last-entry]');
    await fight.waitFor();
    const fighters = page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
    const fresh = page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'));
    const attackSamples: number[] = [];
    const oddsSamples: number[] = [];
    for (let run = -1; run < 15; run++) {
      // Pass turns until a member of the party acts, then pick the dummy.
      while ((await fighters.and(page.locator('[aria-current="true"].side-party')).count()) === 0) {
        const last = await fight.getAttribute('data-last-entry');
        await page.keyboard.press('n');
        await changedFrom(page, FIGHT, last, 'data-last-entry');
      }
      await fighters.filter({ hasText: 'Training dummy' }).click();
      await fresh.waitFor();
      const roll = page.getByRole('region', { name: 'Action' }).getByRole('button', { name: /^(Roll attack|Attack)/ });
      const last = await fight.getAttribute('data-last-entry');
      const start = performance.now();
      await roll.click();
      await changedFrom(page, FIGHT, last, 'data-last-entry');
      const shown = performance.now();
      await fresh.waitFor();
      if (run >= 0) {
        attackSamples.push(shown - start);
        oddsSamples.push(performance.now() - start);
      }
      const after = await fight.getAttribute('data-last-entry');
      await page.keyboard.press('n');
      await changedFrom(page, FIGHT, after, 'data-last-entry');
    }
    results.push(result('screen: attack to its result in the fight', attackSamples), result('screen: attack to the odds of the next one', oddsSamples));
    return results;
  } finally {
    await browser.close();
    await host.stop();
  }
}
