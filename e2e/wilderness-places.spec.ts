import { expect, test, type Page, type Response } from '@playwright/test';
import { calendarPresets } from '../src-shared/calendar';
import { calendarSchema, type Calendar } from '../src-shared/contract';
import { formatGameTime, SECONDS_PER_DAY } from '../src-shared/time';
import { sunOnDate } from '../src-main/rules/world/daylight';
import { startHost, type RunningHost } from './host';
import { leaveTheLevel } from './leave-the-level';
import { rpcAt } from './rpc';
import { look } from './look';

// Keyed hexes in the Basic Fantasy demo: Millbrook (8,15), the hobgoblins' lair at Hollow Crag (8,13)
// and the Lantern Keep's stair (8,10), on a road so the party cannot lose its way.

let host: RunningHost;
const rpc = rpcAt(() => host);
test.beforeEach(async ({ page }) => {
  host = await startHost(undefined, ['--seed', 'keyed-hexes']);
  page.on('dialog', (dialog) => void dialog.accept());
});
test.afterEach(async () => {
  await host.stop();
});

/**
 * Clicks a button that sends `method` and waits for the host's answer to it. When the answer is
 * that an encounter card holds the clock, the GM lets time run, and the answer waited for is the next.
 */
async function sending(page: Page, method: string, click: () => Promise<void>) {
  const answer = (r: Response) => r.url().endsWith(`/rpc/${method}`);
  const [first] = await Promise.all([page.waitForResponse(answer), click()]);
  const body = (await first.json()) as { ok: boolean; error?: { path: unknown[] } };
  if (body.ok || body.error?.path[0] !== 'letTimeRun') return;
  await Promise.all([page.waitForResponse(answer), page.getByTestId('time-hold').getByRole('button', { name: 'Let time run' }).click()]);
}

/** A wandering encounter on the way may stop travel first: Continue until the card shows the place. */
async function continueUntil(page: Page, text: string) {
  const planner = page.getByRole('region', { name: 'Journey planner' });
  const there = page.getByTestId('arrival-card').filter({ hasText: text });
  for (let k = 0; k < 4 && (await there.count()) === 0; k++) {
    await sending(page, 'journey.commit', () => planner.getByRole('button', { name: 'Continue' }).click());
  }
  await expect(there).toBeVisible();
}

async function travelTo(page: Page, col: number, row: number, start?: { col: number; row: number }) {
  const planner = page.getByRole('region', { name: 'Journey planner' });
  if (start) {
    const form = planner.getByRole('form', { name: 'Start at' });
    await form.getByLabel('Start at: column').fill(String(start.col));
    await form.getByLabel('Start at: row').fill(String(start.row));
    await form.getByRole('button', { name: 'Set start' }).click();
  }
  const stop = planner.getByRole('form', { name: 'Add a stop' });
  await stop.getByLabel('Add a stop: column').fill(String(col));
  await stop.getByLabel('Add a stop: row').fill(String(row));
  await stop.getByRole('button', { name: 'Add' }).click();
  const summary = page.getByTestId('journey-summary');
  const before = await summary.textContent();
  await planner.getByRole('button', { name: 'Plan journey' }).click();
  await expect(summary).not.toHaveText(before!);
  await sending(page, 'journey.commit', () => planner.getByRole('button', { name: 'Travel it' }).click());
}

test.setTimeout(120_000);

test('at Millbrook the water is refilled and rations bought; travel stops at the lair with its number, then at the keep; in and out of the dungeon; camping ends at the sunrise of the season', async ({ page, browser }) => {
  // The campaign gets a calendar and a latitude, so sunrise moves with the season (Lantern's own reckoning: no rules text gives it).
  const { campaigns } = await rpc<{ campaigns: { id: number; rulesSystem: string }[] }>(page, 'campaign.list', {});
  const campaignId = campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
  const gregorian = calendarPresets.find((p) => p.id === 'gregorian')!.calendar;
  await rpc(page, 'calendar.set', { campaignId, calendar: { ...gregorian, sun: { kind: 'latitude', degrees: 52 } } });

  const players = await (await browser.newContext()).newPage();
  await players.goto(/Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1]);
  await leaveTheLevel(page, host.url);
  await page.goto(`${host.url}/#/wilderness`);
  await expect(page.getByRole('region', { name: 'Journey planner' })).toBeVisible();
  const card = page.getByTestId('arrival-card');
  const journal = page.getByRole('list', { name: 'Journal entries' });

  // Two days up the road from (8,18): the party drinks on the way and fills its skins at Millbrook's well.
  await travelTo(page, 8, 15, { col: 8, row: 18 });
  await continueUntil(page, 'Millbrook');
  const rations = card.getByRole('listitem').filter({ hasText: 'Standard rations (1 day)' });
  await expect(rations).toContainText('0.5 gp each');
  await rations.getByLabel('How many: Standard rations (1 day)').fill('7');
  await sending(page, 'purse.buy', () => rations.getByRole('button', { name: 'Buy' }).click());
  const osric = card.getByRole('listitem').filter({ hasText: 'For hire: Osric, light foot, 2 gp a month' });
  await sending(page, 'purse.engage', () => osric.getByRole('button', { name: 'Hire' }).click());
  await card.scrollIntoViewIfNeeded();
  await look(page, 'wilderness-places/settlement');
  await look(card, 'wilderness-places/settlement-card');
  await look(players, 'wilderness-places/settlement-players');
  await page.keyboard.press('Alt+6');
  await expect(journal.getByRole('listitem').first()).toContainText('Osric hired at Millbrook (Osric, light foot): 2 gp a month, paid from the stores as the clock runs');
  await expect(journal).toContainText('Bought at Millbrook: 7 x Standard rations (1 day) for the stores, 3.5 gp paid by the stores');
  await expect(journal).toContainText('Water: the containers are filled at (8, 15)');
  await page.keyboard.press('Alt+4');

  await travelTo(page, 8, 13);
  await continueUntil(page, 'hex 8,13');
  await expect(card).toContainText('Hobgoblin (4d6, their lair)');
  await expect(page.getByText('Hobgoblin in their lair').first()).toBeVisible();
  await look(page, 'wilderness-places/arrival', { fullPage: true });

  await card.getByRole('button', { name: "Show the text on the players' screen" }).click();
  await expect(players.getByTestId('players-hex-text')).toContainText('Smoke drifts from a cleft');
  await expect(players.locator('body')).not.toContainText('hobgoblin band');
  await look(players, 'wilderness-places/players');

  await travelTo(page, 8, 10);
  await continueUntil(page, 'The Lantern Keep');
  await sending(page, 'level.enterFromHex', () => card.getByRole('button', { name: 'Enter the dungeon' }).click());
  await page.goto(`${host.url}/#/dungeon`);
  await expect(page.getByTestId('place-actions')).toContainText('area 1');
  await sending(page, 'level.leaveToHex', () => page.getByRole('button', { name: 'Leave the dungeon' }).click());
  await page.goto(`${host.url}/#/wilderness`);
  await expect(page.getByTestId('arrival-card')).toContainText('The Lantern Keep');

  // A night encounter stops the camp at its hour; camping on from there still ends at sunrise.
  for (let k = 0; k < 4; k++) {
    await sending(page, 'clock.untilDawn', () => page.getByRole('button', { name: 'Camp until dawn' }).click());
    await page.keyboard.press('Alt+6');
    const camped = journal.getByRole('listitem').filter({ hasText: 'The party camps until dawn' }).first();
    await expect(camped).toBeVisible();
    const stopped = (await camped.textContent())!.includes('stopped early');
    await page.keyboard.press('Alt+4');
    if (!stopped) break;
  }
  const now = (await rpc<{ campaigns: { id: number; gameTimeSeconds: number; calendar: Calendar | null }[] }>(page, 'campaign.list', {})).campaigns.find((c) => c.id === campaignId)!;
  const calendar = calendarSchema.parse(now.calendar);
  const { rise } = sunOnDate(calendar, now.gameTimeSeconds);
  expect(now.gameTimeSeconds % SECONDS_PER_DAY).toBe(rise);
  await expect(page.getByTestId('game-time')).toHaveText(formatGameTime(now.gameTimeSeconds, calendar));

  await page.getByRole('group', { name: 'Map mode' }).getByRole('button', { name: 'Keys' }).click();
  await look(page, 'wilderness-places/keys', { fullPage: true });
  await players.context().close();
});
