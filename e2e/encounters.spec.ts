import { expect, test, type Browser, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { leaveTheLevel } from './leave-the-level';
import { rpcAt } from './rpc';
import { BRISK } from './brisk';
import { look } from './look';

// A wandering encounter from the die to the last blow, in each rules system: T until
// something comes, the card with its rolled number over every view, the fight filled
// from it, the fight's end and summary, the card gone (also after a campaign switch),
// the same from a day camped outdoors, and the players' screen without the GM's figures.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'goblins-b']);
});
test.afterEach(async () => {
  await host.stop();
});

const KEEP = 'The Lantern Keep (demo)';
const GURPS = 'Giants in the Barrow (GURPS + GULLIVER demo)';
const SHELL = 'The Shell Road (Shell demo)';

const card = (page: Page) => page.getByTestId('encounter-card');
const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');
/** The players' link of the campaign the GM has open now: each campaign has its own. */
const playersLink = async (gm: Page) => ((await (await gm.request.get(`${host.url}/players-link`)).json()) as { url: string }).url;

const rpc = rpcAt(() => host);

async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

/**
 * Presses a key that moves time (T a turn underground, C a day in camp) until a
 * wandering encounter that brings foes from the bestiary comes up; one that brings
 * none (a rockfall, a lost hireling) is dismissed with Shift+Q on the way.
 */
async function pressUntilFoes(page: Page, key: string, clock: () => Promise<string | null>): Promise<number> {
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  for (let i = 0; i < 300; i++) {
    // The host says whether one is open; the card must then be showing it before time moves again.
    const { sighting } = await rpc<{ sighting: unknown }>(page, 'encounter.current', { campaignId });
    if (sighting) await expect(card(page)).toBeVisible();
    if (sighting) {
      const count = (await card(page).getByTestId('encounter-count').textContent())!;
      if (count.includes('×')) return Number(/^\d+/.exec(count)![0]);
      await page.keyboard.press('Shift+Q');
      await expect(card(page)).toHaveCount(0);
    }
    const before = await clock();
    await page.keyboard.press(key);
    await expect.poll(clock, BRISK).not.toBe(before);
  }
  throw new Error(`no wandering foes after 300 presses of ${key}`);
}

const turnClock = (page: Page) => () => page.getByTestId('clock-turn').textContent();
const statusClock = (page: Page) => () => page.getByTestId('game-time').textContent();

/** The card's number, then Start fight (Shift+F): the fight starts at once with that foe, that many. */
async function startFightFromCard(page: Page, count: number, foe: string) {
  await page.keyboard.press('Shift+F');
  await expect(page.getByTestId('fight-clock')).toContainText('Round 1');
  await expect(fighters(page).and(page.locator('.side-foes')).first()).toContainText(foe);
  await expect(fighters(page).and(page.locator('.side-foes'))).toHaveCount(Math.min(count, 20));
  // Started from the encounter, it is resolved: the card is gone.
  await expect(card(page)).toHaveCount(0);
}

/** Everyone attacks the first foe standing until no foe stands, or the GM calls it after `maxPasses`. */
async function fightToTheEnd(page: Page, maxPasses: number) {
  for (let passes = 0; passes < maxPasses; passes++) {
    if ((await fighters(page).and(page.locator('.side-foes:not(.out)')).count()) === 0) break;
    const current = fighters(page).and(page.locator('[aria-current="true"]'));
    const classes = (await current.getAttribute('class'))!.split(' ');
    const targets = fighters(page).and(page.locator(`.side-${classes.includes('side-party') ? 'foes' : 'party'}:not(.out)`));
    if (!classes.includes('out') && (await targets.count()) > 0) {
      await targets.first().click();
      // A fighter whose form offers no attack this turn (reloading, out of reach) only passes.
      const ready = await page
        .getByTestId('attack-preview')
        .and(page.locator('[data-fresh="true"]'))
        .waitFor({ timeout: 3000 })
        .then(() => true, () => false);
      const roll = page.getByRole('button', { name: /^(Roll attack|Attack)\b/ });
      if (ready && (await roll.isEnabled())) await step(page, () => roll.click());
    }
    await step(page, () => page.keyboard.press('n'));
  }
  // What still stands after that many turns flees: the GM's call, journaled like any other.
  const state = await rpc<{ encounter: { encounterId: number; combatants: { id: number; side: string; out: boolean }[] } }>(page, 'combat.current', {
    campaignId: (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId,
  });
  for (const c of state.encounter.combatants.filter((x) => x.side === 'foes' && !x.out)) {
    await rpc(page, 'combat.adjust', { encounterId: state.encounter.encounterId, combatantId: c.id, out: true, note: 'flees' });
  }
  const won = page.getByRole('status').filter({ hasText: 'Every foe is down or has fled.' });
  await expect(won).toBeVisible();
  await won.getByRole('button', { name: 'End the fight' }).click();
  await expect(page.getByTestId('fight-summary')).toBeVisible();
}

/** No card, no banner: in the view the GM is in, in the Dungeon view, and after going to another campaign and back. */
async function expectCleared(page: Page, campaign: string, other: string) {
  await expect(card(page)).toHaveCount(0);
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('heading', { name: 'Dungeon', level: 1 })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await expect(page.getByTestId('clock-event')).toHaveCount(0);
  await page.getByLabel('Current campaign').selectOption({ label: other });
  await expect(card(page)).toHaveCount(0);
  await page.getByLabel('Current campaign').selectOption({ label: campaign });
  await expect(card(page)).toHaveCount(0);
  await expect(page.getByTestId('clock-event')).toHaveCount(0);
}

async function playersSee(browser: Browser, gm: Page, count: number | null, foe: string) {
  const players = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await players.goto(await playersLink(gm));
  const seen = players.getByTestId('players-encounter');
  await expect(seen).toBeVisible();
  await expect(seen).toContainText(count === null ? `Some × ${foe}` : `${count} × ${foe}`);
  const text = (await players.getByRole('main').textContent()) ?? '';
  // None of the GM's figures: no dice, no stat block, no reaction, no surprise roll.
  expect(text).not.toMatch(/\d+d\d+|rolled|Reaction|AC \d|HD|Morale|hit dice/i);
  return players;
}

test('Basic Fantasy: T until kobolds come, the card, the fight from it with morale breaking at half strength, the summary, and a day camped outdoors', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  await expect(page.getByTestId('clock-turn')).toBeVisible();

  const count = await pressUntilFoes(page, 't', turnClock(page));
  const foe = (await card(page).locator('.encounter-foe').textContent())!.replace('×', '').trim();
  await expect(card(page)).toContainText('Number appearing');
  await expect(card(page).getByTestId('encounter-surprise')).toContainText('on 1d6');
  await expect(card(page)).toContainText('no dice for encounter distance');
  // The GM sets the distance; the stopped-clock banner is folded into the card.
  await card(page).getByLabel('Distance', { exact: true }).fill('40');
  await card(page).getByRole('button', { name: 'Set' }).click();
  await expect(card(page).getByTestId('encounter-distance')).toContainText('40 ft');
  await expect(page.getByTestId('clock-event')).toHaveCount(0);
  await look(card(page), 'encounters/bfrpg-card');
  // The card follows the GM into other views.
  await page.keyboard.press('Alt+2');
  await expect(card(page)).toBeVisible();
  // ...but never into another campaign, whose views share the page with it.
  await page.getByLabel('Current campaign').selectOption({ label: SHELL });
  await expect(card(page)).toHaveCount(0);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  await expect(card(page)).toHaveCount(1);

  const players = await playersSee(browser, page, count, foe);
  await expect(players.getByTestId('players-encounter')).toContainText('40 ft away');
  await look(players, 'encounters/players-encounter');

  await startFightFromCard(page, count, foe);
  await look(page, 'encounters/bfrpg-fight-start');
  // The attack form of whoever acts first, its odds shown before the roll.
  await fighters(page).and(page.locator('.side-foes')).first().click();
  await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toContainText('or better');
  await look(page.getByRole('region', { name: 'Action' }), 'encounters/bfrpg-attack-form');
  await fightToTheEnd(page, 80);
  const log = (await page.getByRole('region', { name: 'Encounter log' }).textContent()) ?? '';
  // The seed: four kobolds (2d4), who check morale on meeting the party and again at half strength (A16),
  // where (since equal initiative acts together, A19, and rolls no tie-breaks) they roll 6 and stand firm.
  expect(count).toBe(4);
  expect(log).toMatch(/Morale: Kobold \(at half strength, 6 or less holds\): 2d6 \[4, 2\] = 6/);
  expect(log).toMatch(/Kobold: 6 against Morale 6, they stand firm/);
  await expect(page.getByTestId('summary-xp')).toContainText('XP');
  await expect(page.getByTestId('summary-defeated')).toContainText(foe);
  await look(page.getByTestId('fight-summary'), 'encounters/bfrpg-fight-summary');
  await expectCleared(page, KEEP, GURPS);
  await expect(players.getByTestId('players-encounter')).toHaveCount(0);
  await players.context().close();

  // Outdoors: the party makes camp on a hex; C waits a day there, checking on A10's schedule.
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
  await rpc(page, 'party.update', { partyId, location: { kind: 'hex', name: 'Camp by the road', hex: { col: 12, row: 10 } } });
  await page.keyboard.press('Alt+4');
  await expect(page.getByRole('button', { name: /Camp a day/ })).toBeVisible();
  const outdoors = await pressUntilFoes(page, 'c', statusClock(page));
  await expect(card(page)).toContainText(/clear by (day|night)/);
  await look(card(page), 'encounters/bfrpg-card-outdoors');
  const outdoorFoe = (await card(page).locator('.encounter-foe').textContent())!.replace('×', '').trim();
  await startFightFromCard(page, outdoors, outdoorFoe);
  await fightToTheEnd(page, 40);
  await expectCleared(page, KEEP, SHELL);
});

test("a journey day outdoors: travel stops on the day's encounter, rolled on that terrain's table for the hour; the players see it; Continue goes on once it is dealt with", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/wilderness`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  await leaveTheLevel(page, host.url);
  await page.goto(`${host.url}/#/wilderness`);
  const planner = page.getByRole('region', { name: 'Journey planner' });
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const progress = planner.getByText(/^Travelled \d+ of \d+ days/);
  await planner.getByRole('button', { name: 'Travel it' }).click();
  // Each stop that is not an encounter (getting lost, the weather) is read and travelled past;
  // the host says whether the stop brought one, and the card must then be showing it.
  for (let i = 0; i < 20; i++) {
    await expect(progress).toBeVisible();
    if ((await rpc<{ sighting: unknown }>(page, 'encounter.current', { campaignId })).sighting) break;
    const before = await progress.textContent();
    await planner.getByRole('button', { name: 'Continue' }).click();
    await expect(progress).not.toHaveText(before!);
  }
  await expect(card(page)).toBeVisible();
  const stopped = (await planner.getByText(/^Travelled \d+ of \d+ days/).textContent())!;
  // Stopped at the encounter's hour, partway through its day, or (an older stop) after it.
  const day = Number(/stopped partway through day (\d+)/.exec(stopped)?.[1] ?? /^Travelled (\d+)/.exec(stopped)![1]);
  const itinerary = page.getByRole('table', { name: 'Itinerary' });
  await expect(itinerary.getByRole('row', { name: `Day ${day}`, exact: true })).toContainText(/wandering encounter/);
  // Outdoors, by the terrain the party stands on and the hour of the check.
  await expect(card(page)).toContainText(/\w+ by (day|night)/);
  // A line with no foe (a rockfall, a lost hireling) has no count to show.
  const foeShown = card(page).locator('.encounter-foe');
  const foe = (await foeShown.count()) > 0 ? (await foeShown.textContent())!.replace('×', '').trim() : '';
  const players = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await players.goto(await playersLink(page));
  await expect(players.getByTestId('players-encounter')).toBeVisible();
  if (foe) await expect(players.getByTestId('players-encounter')).toContainText(foe);
  await page.keyboard.press('Shift+V');
  await expect(card(page)).toHaveCount(0);
  await expect(players.getByTestId('players-encounter')).toHaveCount(0, { timeout: 1000 });
  await planner.getByLabel('stop at the first day that needs me').uncheck();
  await planner.getByRole('button', { name: 'Continue' }).click();
  await expect(planner.getByText(/^Travelled: \d+ days\./)).toBeVisible();
  await players.context().close();
});

for (const [system, campaign, other] of [
  ['GURPS + GULLIVER', GURPS, SHELL],
  ['Shell', SHELL, KEEP],
] as const) {
  test(`${system}: T until something comes, the card without dice where the rules have none, the fight from it, its summary`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${host.url}/#/dungeon`);
    await page.getByLabel('Current campaign').selectOption({ label: campaign });
    await expect(page.getByTestId('clock-turn')).toBeVisible();
    const count = await pressUntilFoes(page, 't', turnClock(page));
    const foe = (await card(page).locator('.encounter-foe').textContent())!.replace('×', '').trim();
    await expect(card(page)).toContainText(system === 'Shell' ? 'Shell has no surprise rule' : 'GURPS Lite has no surprise roll');
    // The GM's call on surprise: the foes were caught napping, so they lose the first round.
    await card(page).getByRole('checkbox', { name: 'Foes surprised' }).check();
    await expect(card(page).getByTestId('encounter-surprise')).toContainText('Foes: surprised');
    if (system === 'Shell') {
      // No reaction roll in Shell: the GM's word, typed on the card, Enter to talk.
      await card(page).getByLabel('How they react').fill('wary, they want a toll');
      await card(page).getByLabel('How they react').press('Enter');
    } else {
      await page.keyboard.press('Shift+K');
    }
    await expect(card(page).getByTestId('encounter-reaction')).toBeVisible();
    await look(card(page), `encounters/${system === 'Shell' ? 'shell' : 'gurps'}-card`);
    const players = await playersSee(browser, page, count, foe);
    await startFightFromCard(page, count, foe);
    await expect(page.getByRole('region', { name: 'Encounter log' })).toContainText('The foes are surprised and lose the first round.');
    await expect(fighters(page).and(page.locator('[aria-current="true"]'))).toHaveClass(/side-party/);
    await fightToTheEnd(page, 30);
    await look(page.getByTestId('fight-summary'), `encounters/${system === 'Shell' ? 'shell' : 'gurps'}-fight-summary`);
    await expectCleared(page, campaign, other);
    await expect(players.getByTestId('players-encounter')).toHaveCount(0);
    await players.context().close();

    // A day camped outdoors on the campaign's schedule; this time the party slips away (Shift+V), journaled.
    const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
    const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
    await rpc(page, 'party.update', { partyId, location: { kind: 'hex', name: 'Camp', hex: { col: 12, row: 10 } } });
    await page.keyboard.press('Alt+4');
    await expect(page.getByRole('button', { name: /Camp a day/ })).toBeVisible();
    await pressUntilFoes(page, 'c', statusClock(page));
    await expect(card(page)).toContainText(/clear by (day|night)/);
    await page.keyboard.press('Shift+V');
    await expect(card(page)).toHaveCount(0);
    const journal = await rpc<{ entries: { summary: string }[] }>(page, 'journal.list', { campaignId, limit: 1 });
    expect(journal.entries[0].summary).toMatch(/evaded$/);
  });
}

test('the encounter tables are edited beside the bestiary: a wilderness line pointing at a foe, refused when the foe is unknown', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1100 });
  await page.goto(`${host.url}/#/combat`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  const panel = page.getByRole('region', { name: 'Encounter tables' });
  await panel.getByLabel('Table', { exact: true }).selectOption({ label: 'forest (3)' });
  const entries = panel.getByLabel('What turns up, one a line');
  await expect(entries).toHaveValue(/Goblins in the undergrowth \| Goblin \| 2d4/);
  await entries.fill('Goblins in the undergrowth | Goblin | 2d4\nAn owlbear | Owlbear | 1');
  await panel.getByRole('button', { name: 'Save the table' }).click();
  await expect(panel.getByRole('alert')).toContainText('no "Owlbear" in the bestiary');
  await entries.fill('Goblins in the undergrowth | Goblin | 2d4\nHobgoblins on the hunt | Hobgoblin');
  await panel.getByRole('button', { name: 'Save the table' }).click();
  await expect(panel).toContainText('Saved forest.');
  await expect(panel.getByLabel('Table', { exact: true }).locator('option:checked')).toHaveText('forest (2)');
  await look(panel, 'encounters/encounter-tables');
});

test('a hundred encounters left open: the card shows the first, the next three, and says at least how many more wait', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByLabel('Current campaign').selectOption({ label: KEEP });
  const campaignId = (await rpc<{ selectedId: number }>(page, 'campaign.list', {})).selectedId;
  const { parties } = await rpc<{ parties: { id: number; location: { kind: string } }[] }>(page, 'party.list', { campaignId });
  const partyId = parties.find((p) => p.location.kind === 'dungeon')!.id;
  // Every turn brings one, and the GM lets 120 turns pass without dealing with any.
  await rpc(page, 'dungeon.setEncounterTable', { partyId, checkEveryTurns: 1, chanceInSix: 6, entries: ['a rat in the rafters'] });
  await rpc(page, 'clock.advance', { partyId, seconds: 120 * 600, stopOnEvent: false });
  await expect(card(page)).toBeVisible();
  await expect(page.getByTestId('encounter-waiting')).toHaveCount(3);
  await expect(page.getByTestId('encounter-more')).toHaveText('At least 96 more encounters are still open after these. Each comes up here once the ones before it are dealt with.');
  await look(page, 'encounters/left-open', { fullPage: true });
  // Dealt with one at a time, the next by the hour comes up in its place.
  const first = await card(page).textContent();
  await page.keyboard.press('Shift+Q');
  await expect(card(page)).not.toHaveText(first!);
  await expect(page.getByTestId('encounter-waiting')).toHaveCount(3);
});
