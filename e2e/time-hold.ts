import { expect, type Locator, type Page } from '@playwright/test';
import { BRISK } from './brisk';

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

/**
 * Clicks a control that spends time and waits until `read` no longer answers what it did before and
 * the control is enabled again (the action is over), letting time run whenever the GM is asked first.
 * The question is watched for, not predicted: a card raised by the last step's live change can still
 * be drawing when a step is asked, and a count of cards read beforehand missed it, leaving the step
 * waiting on an answer nobody gave while the next click waited on a disabled control.
 */
export async function untilTimeMoves(page: Page, control: Locator, read: () => Promise<string>): Promise<void> {
  const before = await read();
  await control.click();
  const asked = page.getByTestId('time-hold');
  await expect
    .poll(async () => {
      if (await asked.isVisible()) await asked.getByRole('button', { name: 'Let time run' }).click();
      return (await control.isEnabled()) && (await read()) !== before;
    }, BRISK)
    .toBe(true);
}
