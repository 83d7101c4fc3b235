import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { card } from './roster';
import { rpcAt } from './rpc';
import { look } from './look';

// The party's purse and growth in the Basic Fantasy demo: a fight's experience split
// among the survivors (supplement A17, a hireling half a share), its treasure taken and
// divided by shares (A25), coins weighing 1/20 lb each (A24) until the halfling is
// heavily loaded (A2), a fighter reaching 2nd level at 2,000 XP (A20) with the hit die
// rolled into the journal, and the torchbearer's wages paid at the month's end.

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'purse-and-growth']);
});
test.afterEach(async () => {
  await host.stop();
});


const rpc = rpcAt(() => host);

interface Party {
  id: number;
  members: { id: number; name: string; kind: string; hp: { max: number }; sheet: { xp?: number }; figures: { encumbrance: { id: string } }; hire: { paidUntil: number; owed: number } | null }[];
}

test('a fight shares its experience and treasure; coins load the halfling; a fighter reaches level 2; wages are paid at the month end', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1300 });
  await page.goto(`${host.url}/#/party`);
  const campaignId = (await rpc<{ campaigns: { id: number; rulesSystem: string }[] }>(page, 'campaign.list', {})).campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
  const partyId = (await rpc<{ parties: { id: number }[] }>(page, 'party.list', { campaignId })).parties[0].id;
  // A new 1st-level fighter joins: he is the one who will pass 2,000 XP.
  await rpc(page, 'member.create', {
    partyId,
    member: { kind: 'pc', name: 'Corwin', hp: { current: 7, max: 7 }, sheet: { race: 'human', class: 'Fighter', level: 1, abilities: { str: 15, int: 9, wis: 10, dex: 12, con: 13, cha: 10 } } },
  });

  // A goblin is beaten and the fight ends.
  const goblin = (await rpc<{ entries: { id: number; name: string }[] }>(page, 'bestiary.list', { campaignId })).entries.find((e) => e.name === 'Goblin')!.id;
  const fight = (await rpc<{ state: { encounterId: number; combatants: { id: number; side: string }[] } }>(page, 'combat.start', { partyId, name: 'Goblin at the gate', foes: [{ bestiaryId: goblin }] })).state;
  await rpc(page, 'combat.adjust', { encounterId: fight.encounterId, combatantId: fight.combatants.find((c) => c.side === 'foes')!.id, hp: -20, out: true, note: 'cut down' });
  await rpc(page, 'combat.end', { encounterId: fight.encounterId });

  await page.goto(`${host.url}/#/combat`);
  const summary = page.getByTestId('fight-summary');
  await expect(summary.getByTestId('summary-xp')).toContainText('10 XP');
  // A goblin (1-1 HD) is worth 10 XP (A17); 5 characters and Hob at half a share are 5.5 shares: 1 each, Hob 0.
  await summary.getByRole('button', { name: 'Split XP among survivors' }).click();
  await expect(summary.getByTestId('xp-shared')).toContainText('10 XP shared');
  const form = summary.getByRole('form', { name: 'Take the treasure' });
  await form.getByLabel('gold').fill('4000');
  await form.getByLabel('silver').fill('300');
  await form.getByRole('button', { name: 'Take the treasure' }).click();
  await expect(form).toContainText('Taken: 4,000 gp, 300 sp');
  await look(summary, 'purse/fight-summary');

  // The Party view's purse: the treasure in the stores, then divided by shares.
  await page.goto(`${host.url}/#/party`);
  const purse = page.getByTestId('purse-panel');
  await expect(purse.getByTestId('stores-gp')).toHaveText('4,120');
  await expect(card(page, 'Pip Underbough')).not.toContainText('Heavily');
  await purse.getByRole('button', { name: 'Divide by shares' }).click();
  await expect(purse.getByTestId('stores-gp')).not.toHaveText('4,120');
  let party = await rpc<Party>(page, 'party.get', { partyId });
  const pip = party.members.find((m) => m.name === 'Pip Underbough')!;
  // 4,120 gp, 385 sp and 40 cp among 5.5 shares: 749 gp, 70 sp and 7 cp for Pip, on top of his 9 gp, 22 sp, 30 cp.
  await expect(purse.getByTestId(`purse-of-${pip.id}`)).toHaveText('758 gp, 92 sp, 37 cp');
  expect(pip.figures.encumbrance.id).toBe('heavy');
  await purse.scrollIntoViewIfNeeded();
  await look(purse, 'purse/purse');

  // Corwin is awarded 1,900 XP: a human earns 10% more (A20), 2,091 with his share of the goblin, past 2,000.
  await card(page, 'Corwin').click();
  const growth = page.getByRole('region', { name: "Corwin's experience and purse" });
  await growth.getByLabel('XP to award').fill('1900');
  await growth.getByLabel('Awarded for').fill('the gate held');
  await growth.getByRole('button', { name: 'Award XP' }).click();
  await expect(growth.getByTestId('member-xp')).toContainText('Level 1 · 2,091 XP');
  await expect(growth.getByTestId('member-xp')).toContainText('Level up ready');
  await growth.getByRole('button', { name: 'Level up' }).click();
  await page.getByRole('button', { name: 'Take level 2' }).click();
  await expect(growth.getByTestId('level-result')).toHaveText(/^Level 2: 1d8 rolled \d, HP max 7 → \d+\.$/);
  await expect(card(page, 'Corwin').getByTestId('member-level')).toContainText('Level 2');
  await look(growth, 'purse/level-up');
  const entries = (await rpc<{ entries: { summary: string; rolls: { expression: string; total: number }[] }[] }>(page, 'journal.list', { campaignId, limit: 1 })).entries;
  expect(entries[0].summary).toMatch(/^Corwin: Level 2 \(A20\): \+\d HP/);
  expect(entries[0].rolls[0].expression).toBe('1d8');
  party = await rpc<Party>(page, 'party.get', { partyId });
  expect(party.members.find((m) => m.name === 'Corwin')!.hp.max).toBe(7 + Math.max(1, entries[0].rolls[0].total + 1));

  // The stores were all shared out: the GM puts 10 gp back for wages. Hob the torchbearer is paid 2 gp when the month ends.
  const adding = purse.getByRole('form', { name: 'Add coins to the stores' });
  await adding.getByLabel('Coins').fill('10');
  await adding.getByLabel('Denomination').selectOption({ label: 'gold' });
  await adding.getByRole('button', { name: 'Add coins' }).click();
  await expect(purse.getByTestId('stores-gp')).toHaveText('11');
  await rpc(page, 'clock.advance', { partyId, seconds: 30 * 86_400, stopOnEvent: false });
  const month = (await rpc<{ entries: { changes: string[] }[] }>(page, 'journal.list', { campaignId, limit: 1 })).entries[0];
  expect(month.changes).toContainEqual(expect.stringMatching(/^Hob's wages paid from the stores: 2 gp for 1 month\.$/));
  party = await rpc<Party>(page, 'party.get', { partyId });
  expect(party.members.find((m) => m.name === 'Hob')!.hire).toMatchObject({ paidUntil: 30 * 86_400, owed: 0 });
  await expect(purse.getByTestId('stores-gp')).toHaveText('9');
});
