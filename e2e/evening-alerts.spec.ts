import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { leaveTheLevel } from './leave-the-level';
import { rpcAt } from './rpc';
import { look } from './look';
import { lettingTimeRun } from './time-hold';

// Issue 28, item 1: nothing that needs the GM passes unseen. A member who dies of thirst
// stops the journey that day with a card naming them; a travel day with two wandering
// encounters shows two cards, the first at its hour; a 48-turn rest stops at the first
// encounter; a hidden countdown's end shows to the GM and not to the players.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'evening-alerts']);
});
test.afterEach(async () => {
  await host.stop();
});

const playersLink = () => /Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1];
const card = (page: Page) => page.getByTestId('encounter-card');
/** The view scrolled back to its top, where the cards are, for a screenshot. */
const toTop = (page: Page) => page.locator('main.content').evaluate((e) => e.scrollTo(0, 0));

const rpc = rpcAt(() => host);

interface Day {
  day: number;
  needsGm: string | null;
  rolls: { label: string; total: number }[];
}
interface Journey {
  id: number;
  days: Day[];
  canContinue: boolean;
}
interface Party {
  id: number;
  members: { id: number; name: string; hp: { max: number }; items: { id: number; item: { name: string } }[] }[];
  stores: { id: number; item: { name: string } }[];
}

async function keep(page: Page) {
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
  const regionId = (await rpc<{ regions: { id: number }[] }>(page, 'hexmap.list', { campaignId })).regions[0].id;
  return { campaignId, partyId, regionId };
}

test('a member who dies of thirst stops the journey on that day, with a card naming them', async ({ page }) => {
  await page.goto(`${host.url}/#/wilderness`);
  const { partyId, regionId } = await keep(page);
  const party = await rpc<Party>(page, 'party.get', { partyId });
  for (const stack of [...party.members.flatMap((m) => m.items), ...party.stores].filter((s) => /water/i.test(s.item.name))) await rpc(page, 'inventory.remove', { stackId: stack.id });
  const elowen = party.members.find((m) => m.name === 'Elowen Thistledown')!;
  await rpc(page, 'member.update', { memberId: elowen.id, hp: { current: 1, max: elowen.hp.max } });
  await rpc(page, 'journey.plan', { partyId, regionId, start: { col: 8, row: 10 }, legs: [{ to: { col: 8, row: 30 }, mode: 'foot' }], replace: true });
  await leaveTheLevel(page, host.url);
  await page.goto(`${host.url}/#/wilderness`);
  const planner = page.getByRole('region', { name: 'Journey planner' });
  await expect(planner.getByRole('button', { name: 'Travel it' })).toBeVisible();
  const death = page.getByTestId('alert-card').filter({ hasText: 'Elowen Thistledown' }).first();
  // Travel, asked to stop; a wandering encounter on the way is dismissed and travel goes on.
  for (let i = 0; i < 12 && (await death.count()) === 0; i++) {
    if (await card(page).isVisible()) {
      await page.keyboard.press('Shift+Q');
      await expect(card(page)).toHaveCount(0);
    }
    await planner.getByRole('button', { name: /^(Travel it|Continue)$/ }).click();
    await expect(page.getByTestId('journey-progress')).toBeVisible();
  }
  await expect(death).toBeVisible();
  await expect(death).toContainText('Elowen Thistledown has dropped to');
  // Stopped at the meal that took her, partway through that day: the rest of it is not travelled.
  await expect(page.getByTestId('journey-progress')).toContainText(/stopped partway through day \d+, at Day \d+, 00:00/);
  await toTop(page);
  await look(page, 'evening-alerts/journey-thirst', { fullPage: true });
  // Fodder past empty reads 0 and how many animal-days short, never a negative stock.
  const itinerary = page.getByRole('table', { name: 'Itinerary' });
  await expect(itinerary.locator('td.short').filter({ hasText: /^0 \(\d+ short\)$/ }).first()).toBeVisible();
  await look(itinerary, 'evening-alerts/itinerary');
  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await expect(page.getByText(/Journey travelled: .*Elowen Thistledown has dropped to/).first()).toBeVisible();
});

test('a travel day with two wandering encounters shows two cards, the first at its hour', async ({ page }) => {
  await page.goto(`${host.url}/#/wilderness`);
  const { regionId } = await keep(page);
  let journey = (await rpc<{ journey: Journey }>(page, 'journey.latest', { regionId })).journey;
  // Re-roll the first day that needs the GM until two checks come up on it (A10: 1 in 6, six a day).
  for (let i = 0; i < 80; i++) {
    const first = journey.days.find((d) => d.needsGm !== null)!;
    if (first.needsGm === '2 wandering encounters.') break;
    journey = await rpc<Journey>(page, 'journey.reroll', { journeyId: journey.id, day: first.day });
  }
  const day = journey.days.find((d) => d.needsGm !== null)!;
  expect(day.needsGm).toBe('2 wandering encounters.');
  const hours = day.rolls.filter((r) => r.label.startsWith('Encounter check') && r.total === 1).map((r) => /\((\d\d:00)/.exec(r.label)![1]);
  await leaveTheLevel(page, host.url);
  await page.goto(`${host.url}/#/wilderness`);
  const planner = page.getByRole('region', { name: 'Journey planner' });
  await planner.getByRole('button', { name: /^(Travel it|Continue)$/ }).click();
  // Stopped at the first one's hour: one card, at that hour, and the journey says where it stopped.
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(hours[0]);
  await expect(page.getByTestId('journey-progress')).toContainText(`stopped partway through day ${day.day}, at`);
  await expect(page.getByTestId('journey-progress')).toContainText(hours[0]);
  // Continue, letting time run past the first: the second comes at its own hour, a card of its own, after the first.
  await lettingTimeRun(page, () => planner.getByRole('button', { name: 'Continue' }).click());
  await expect(page.getByTestId('encounter-waiting')).toHaveCount(1);
  await expect(page.getByTestId('encounter-waiting')).toContainText(hours[1]);
  await expect(card(page)).toContainText(hours[0]);
  await toTop(page);
  await look(page, 'evening-alerts/two-encounters', { fullPage: true });
});

test('a 48-turn rest stops at the first wandering encounter', async ({ page }) => {
  await page.goto(`${host.url}/#/dungeon`);
  const turn = page.getByTestId('clock-turn');
  await expect(turn).toBeVisible();
  await page.getByRole('button', { name: 'Change the table' }).click();
  const table = page.getByRole('form', { name: /^Wandering monsters of/ });
  await table.getByLabel('Check every (turns)').fill('1');
  await table.getByLabel('Chance in 6').fill('6');
  await table.getByRole('button', { name: 'Save the table' }).click();
  await expect(table).toHaveCount(0);
  const before = Number((await turn.textContent())!.replace(/\D/g, ''));
  await page.getByLabel('Turns of rest').fill('48');
  await page.getByRole('button', { name: /^Rest/ }).click();
  await expect(card(page)).toBeVisible();
  await expect(turn).toHaveText(`Turn ${before + 1}`);
  await expect(page.getByRole('region', { name: 'Journal' }).getByText(/The party rests for 1 of 48 turns, and stops: Wandering monsters/)).toBeVisible();
  await toTop(page);
  await look(page, 'evening-alerts/rest-stops', { fullPage: true });
});

test("a hidden countdown's end shows to the GM and not to the players", async ({ page, browser }) => {
  await page.goto(`${host.url}/#/dungeon`);
  const { partyId } = await keep(page);
  const party = await rpc<Party>(page, 'party.get', { partyId });
  await rpc(page, 'effect.add', { partyId, name: "Grukk's goblins come looking", on: 'campaign', amount: 1, unit: 'turns', visible: false });
  await rpc(page, 'effect.add', { partyId, name: 'Bless', on: 'member', memberId: party.members[0].id, amount: 1, unit: 'turns' });
  const players = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await players.goto(playersLink());
  await expect(players.getByTestId('players-time')).toBeVisible();
  await page.reload();
  const turn = page.getByTestId('clock-turn');
  const before = await turn.textContent();
  await page.keyboard.press('t');
  await expect(turn).not.toHaveText(before!);
  const countdown = page.getByTestId('alert-card').filter({ hasText: "Countdown up: Grukk's goblins come looking." });
  await expect(countdown).toBeVisible();
  await expect(countdown).toContainText('hidden from the players');
  await expect(page.getByTestId('alert-card').filter({ hasText: `Bless ends on ${party.members[0].name}.` })).toBeVisible();
  await look(page, 'evening-alerts/alerts-gm', { fullPage: true });
  // The players' screen shows the spell's end, never the countdown.
  await expect(players.getByTestId('players-alerts')).toContainText(`Bless ends on ${party.members[0].name}.`);
  await expect(players.getByRole('main')).not.toContainText('Grukk');
  await look(players, 'evening-alerts/alerts-players', { fullPage: true });
  // Dismissed, the card goes.
  await countdown.getByRole('button', { name: /Dismiss/ }).click();
  await expect(countdown).toHaveCount(0);
});
