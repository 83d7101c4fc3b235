import type { Page } from '@playwright/test';

/**
 * Does something that spends time; with an encounter card open, the GM is asked first
 * and lets time run, as a GM who plays on past the foes does.
 */
export async function lettingTimeRun(page: Page, act: () => Promise<void>): Promise<void> {
  const waiting = (await page.getByTestId('encounter-card').count()) > 0;
  await act();
  if (waiting) await page.getByTestId('time-hold').getByRole('button', { name: 'Let time run' }).click();
}
