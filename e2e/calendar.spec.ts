import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

// Tall enough that the editor and the journal fit in one screenshot each.
test.use({ viewport: { width: 1280, height: 2000 } });

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'thawmonth']);
});
test.afterEach(async () => {
  await host.stop();
});

const entries = (page: Page) => page.getByRole('list', { name: 'Journal entries' });
/** The journal's lines themselves, not the lists of changes and dice inside them. */
const lines = (page: Page) => entries(page).locator(':scope > li');

/** Gives the demo campaign a calendar whose first day is the 3rd of Thawmonth, 1042. */
async function thawmonthCalendar(page: Page) {
  await page.goto(`${host.url}/#/calendar`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('calendar-today')).toHaveText('Day 1');
  await page.getByRole('button', { name: 'Give this campaign a calendar' }).click();
  const editor = page.getByRole('form', { name: 'Calendar editor' });
  await editor.getByRole('button', { name: 'Twelve months of thirty days' }).click();
  await editor.getByLabel('Month 1 name').fill('Thawmonth');
  await editor.getByLabel('Year', { exact: true }).fill('1042');
  await editor.getByLabel('Day', { exact: true }).fill('3');
  await editor.getByLabel('Leap years').check();
  await editor.getByLabel('Moon 1 name').fill('Selune');
  await look(editor, 'calendar/editor');
  await editor.getByRole('button', { name: 'Save calendar' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('calendar-today')).toHaveText('3rd of Thawmonth, 1042');
}

test('a custom calendar dates the status bar, the Dungeon clock, the journal and the itinerary; notes go on its days', async ({ page }) => {
  await thawmonthCalendar(page);
  await expect(page.getByTestId('game-time')).toHaveText('3rd of Thawmonth, 1042, 08:00 — turn 48');
  const month = page.getByRole('region', { name: 'Month' });
  await expect(month.getByRole('heading', { name: 'Thawmonth 1042' })).toBeVisible();
  await expect(month.getByRole('listitem', { name: '3, today' })).toBeVisible();

  // A note on the campaign's second day, the 4th, chosen with a click in the month.
  const notes = page.getByRole('region', { name: 'Notes on days' });
  await expect(notes.getByTestId('chosen-day')).toHaveText('3rd of Thawmonth, 1042');
  await month.getByRole('button', { name: '4th of Thawmonth, 1042', exact: true }).click();
  await expect(notes.getByTestId('chosen-day')).toHaveText('4th of Thawmonth, 1042');
  await notes.getByLabel('Note').fill('The spring fair opens in Millbrook');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes by day' })).toContainText('4th of Thawmonth, 1042The spring fair opens in Millbrook');
  await expect(month.getByRole('listitem', { name: '4, 1 note' })).toContainText('The spring fair opens');
  await look(page.getByRole('main'), 'calendar/month');

  await page.goto(`${host.url}/#/dungeon`);
  await expect(page.getByTestId('clock-day')).toHaveText('3rd of Thawmonth, 1042');
  await look(page.getByRole('region', { name: 'Game clock' }), 'calendar/dungeon-clock');

  await page.goto(`${host.url}/#/journal`);
  await expect(entries(page).getByRole('listitem').first()).toContainText('Note on 4th of Thawmonth, 1042');
  await expect(entries(page).getByRole('listitem').first()).toContainText('3rd of Thawmonth, 1042, 08:00 — turn 48');

  await page.goto(`${host.url}/#/wilderness`);
  const itinerary = page.getByRole('table', { name: 'Itinerary' });
  await expect(itinerary.getByRole('row', { name: 'Day 1', exact: true })).toContainText(/\d+(st|nd|rd|th) of Thawmonth, 1042/);
});

test("a play session with a note, found by search, and its Markdown export read back", async ({ page }) => {
  await thawmonthCalendar(page);
  await page.goto(`${host.url}/#/journal`);
  const sessions = page.getByRole('region', { name: 'Play sessions' });
  await sessions.getByLabel('Session title').fill('Into the barrow');
  await sessions.getByRole('button', { name: 'Start a session' }).click();
  await expect(sessions).toContainText('Session 1: Into the barrow');

  await page.getByRole('form', { name: 'Write a note' }).getByLabel('Note', { exact: true }).fill("The miller's daughter knows where the barrow door is");
  await page.getByRole('form', { name: 'Write a note' }).getByLabel('Note about').selectOption({ label: 'About Hob' });
  await page.getByRole('form', { name: 'Write a note' }).getByRole('button', { name: 'Add note' }).click();
  await expect(entries(page).getByRole('listitem').first()).toContainText("Note: The miller's daughter knows where the barrow door is");

  await page.goto(`${host.url}/#/dungeon`);
  await expect(page.getByTestId('clock-turn')).toHaveText('Turn 48');
  await page.keyboard.press('t');
  await expect(page.getByTestId('clock-turn')).toHaveText('Turn 49');
  await page.keyboard.press('t');
  await expect(page.getByTestId('clock-turn')).toHaveText('Turn 50');
  await page.goto(`${host.url}/#/journal`);
  // Two turns on one day read as one line that opens up.
  const run = entries(page).getByRole('listitem').first();
  await expect(run).toContainText('1 earlier action since');
  await run.getByText('1 earlier action since').click();
  await expect(run.getByRole('list', { name: 'Earlier in this run' }).getByRole('listitem')).toHaveCount(1);

  await sessions.getByRole('button', { name: 'End the session' }).click();
  await expect(entries(page).getByRole('listitem').first()).toContainText('Session 1 ended: Into the barrow');
  await expect(entries(page).getByRole('listitem').first()).toContainText('Recap: 2 turns, 0 fights');
  await look(page.getByRole('main'), 'calendar/journal');

  await page.getByLabel('Find').fill('MILLER');
  await expect(lines(page)).toHaveCount(1);
  await expect(entries(page).getByRole('listitem').first()).toContainText("The miller's daughter");
  await page.getByLabel('Find').fill('dragon');
  await expect(page.getByText('Nothing recorded that matches.')).toBeVisible();
  await page.getByLabel('Find').fill('');
  // The note was about Hob: it is under Hob, and not under Sister Maelis.
  await page.getByLabel('Character').selectOption({ label: 'Hob' });
  await expect(lines(page).filter({ hasText: "The miller's daughter" })).toHaveCount(1);
  await page.getByLabel('Character').selectOption({ label: 'Sister Maelis' });
  await expect(lines(page).filter({ hasText: "The miller's daughter" })).toHaveCount(0);
  await page.getByLabel('Character').selectOption({ label: 'Anyone' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Markdown' }).click();
  const file = await (await download).path();
  const markdown = fs.readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1];
  expect(frontMatter).toContain('title: "The Lantern Keep (demo): journal"');
  expect(frontMatter).toContain('sessions: 1');
  expect(frontMatter).toContain('game_time: "3rd of Thawmonth, 1042, 08:20 — turn 50"');
  const headings = markdown.split('\n').filter((l) => l.startsWith('#'));
  expect(headings).toEqual(['# The Lantern Keep (demo): session journal', '## Before the first session', '## Session 1: Into the barrow']);
  expect(markdown).toContain('**Recap:** 2 turns, 0 fights');
  expect(markdown).toContain("- The miller's daughter knows where the barrow door is");
});
