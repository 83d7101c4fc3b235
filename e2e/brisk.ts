/**
 * For an `expect.poll` inside a loop that waits on each step (a key that moves the clock, then its
 * new face): polled every 20 to 100 ms rather than Playwright's 100, 250, 500 and 1000, which left
 * up to a quarter second idle after each of a few hundred steps. The timeout stays the default.
 */
export const BRISK = { intervals: [20, 50, 100] };
