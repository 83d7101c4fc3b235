import { expect, type Page } from '@playwright/test';

// A fight fought through the Combat view's keys, as the GM plays both sides: whoever's turn it is
// attacks the first foe of theirs still standing, then the turn passes (N).

const fight = (page: Page) => page.locator('section.combat-view[data-last-entry]');
const fighters = (page: Page) => page.getByRole('list', { name: 'Initiative order' }).getByTestId('combatant');

/** Waits for the fight's newest journal entry to change after a key. */
async function step(page: Page, act: () => Promise<void>) {
  const before = await fight(page).getAttribute('data-last-entry');
  await act();
  await expect(fight(page)).not.toHaveAttribute('data-last-entry', before!);
}

/** Attacks and passes until no foe stands, or `turns` turns have gone by; returns the turns taken. */
export async function fightItOut(page: Page, turns = 80): Promise<number> {
  for (let taken = 0; taken < turns; taken++) {
    if ((await fighters(page).and(page.locator('.side-foes:not(.out)')).count()) === 0) return taken;
    if ((await fighters(page).and(page.locator('.side-party:not(.out)')).count()) === 0) throw new Error(`the party fell after ${taken} turns`);
    const current = fighters(page).and(page.locator('[aria-current="true"]'));
    const classes = (await current.getAttribute('class'))!.split(' ');
    const targets = fighters(page).and(page.locator(`.side-${classes.includes('side-party') ? 'foes' : 'party'}:not(.out)`));
    if (!classes.includes('out') && (await targets.count()) > 0) {
      await targets.first().click();
      // A bow or a sling shoots from 10 yards.
      const range = page.getByLabel('Range (yards)');
      if (await range.isVisible()) await range.fill('10');
      await expect(page.getByTestId('attack-preview').and(page.locator('[data-fresh="true"]'))).toBeVisible();
      // The rules may not let this fighter attack now (the form says why): the turn passes.
      const roll = page.getByRole('region', { name: 'Action' }).getByRole('button', { name: /^(Roll attack|Attack)/ });
      if (await roll.isEnabled()) await step(page, () => roll.click());
    }
    await step(page, () => page.keyboard.press('n'));
  }
  throw new Error(`the fight was not over after ${turns} turns`);
}
