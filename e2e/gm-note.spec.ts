import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { look } from './look';

// Issue 23: a member carries a GM-only note beside the sheet's own notes; it is kept
// with the member, and the players' link never gets it.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost();
});
test.afterEach(async () => {
  await host.stop();
});

test("the GM writes a note on a member under the sheet; it stays with the member and the players' link never reads it", async ({ page }) => {
  await page.goto(`${host.url}/#/party`);
  await page.getByLabel('Current campaign').selectOption({ label: 'The Lantern Keep (demo)' });
  await card(page, 'Pip Underbough').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const form = page.getByRole('form', { name: 'GM note on Pip Underbough' });
  await form.getByLabel('GM note (never shown to the players)').fill('Pockets the second key; the guild wants him');
  const saved = page.waitForResponse((r) => r.url().endsWith('/rpc/member.update'));
  await form.getByRole('button', { name: 'Save GM note' }).click();
  expect((await saved).status()).toBe(200);
  await look(form, 'gm-note/gm-note');

  await page.reload();
  await card(page, 'Pip Underbough').click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  await expect(page.getByRole('form', { name: 'GM note on Pip Underbough' }).getByLabel('GM note (never shown to the players)')).toHaveValue('Pockets the second key; the guild wants him');

  // The host prints the players' link beside its own address; the party as that link gets it.
  const players = new URL(/Players' screen[^:]*: (http:\/\/\S+)/.exec(host.output())![1]).searchParams.get('token')!;
  const asked = await fetch(`${host.url}/rpc/party.get`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Lantern-Token': players }, body: JSON.stringify({ partyId: 1 }) });
  const party = (await asked.json()) as { ok: boolean; result: { members: { name: string; gmNote: string }[] } };
  expect(party.ok).toBe(true);
  expect(party.result.members.find((m) => m.name === 'Pip Underbough')!.gmNote).toBe('');
  expect(JSON.stringify(party)).not.toContain('second key');
});
