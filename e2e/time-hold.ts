import type { Page } from '@playwright/test';

/**
 * Does something that spends time; with an encounter card open, the GM is asked first
 * and lets time run, as a GM who plays on past the foes does.
 */
export async function lettingTimeRun(page: Page, act: () => Promise<void>): Promise<void> {
  const waiting = (await page.getByTestId('encounter-card').count()) > 0;
  await act();
  if (!waiting) return;
  // The card shown may be another party's, which holds no clock of this one: then nothing asks.
  const asked = page.getByTestId('time-hold');
  if (await asked.waitFor({ timeout: 3000 }).then(() => true, () => false)) await asked.getByRole('button', { name: 'Let time run' }).click();
}
