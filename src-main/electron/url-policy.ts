// What the desktop shell may load and open, kept apart from Electron so tests can read it.

/**
 * The dev server's address, only in a development build: a packaged app that took
 * it from the environment would load, and answer IPC from, whatever it names.
 * Even then it must be a plain http address on this machine.
 */
export function devServerUrlFor(envValue: string | undefined, isPackaged: boolean): string | undefined {
  if (isPackaged || !envValue) return undefined;
  try {
    const url = new URL(envValue);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'http:' && loopback ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The only sites a link in the app may open in the system browser: the publishers of the rules it plays. */
export const EXTERNAL_ORIGINS: readonly string[] = [
  'https://www.basicfantasy.org',
  'https://basicfantasy.org',
  'https://www.sjgames.com',
  'https://gurps.sjgames.com',
];

export function mayOpenExternally(address: string): boolean {
  try {
    const url = new URL(address);
    return url.username === '' && url.password === '' && EXTERNAL_ORIGINS.includes(url.origin);
  } catch {
    return false;
  }
}
