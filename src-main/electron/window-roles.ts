import type { Role } from '../../src-shared/contract';

/** Who a window calls as: its role and, for the players' screen, the one campaign it was opened for (null for none). */
export interface WindowCaller {
  role: Role;
  onlyCampaign?: number | null;
}

/**
 * Who each of the app's windows is, as the main process decided when it opened it:
 * the GM's window or the players' screen, bound to the campaign the GM had open then.
 * A call's role comes from the window it came from, never from anything the page
 * sends, and a frame showing anything but the app's own page has none.
 */
export function windowRoles<W extends object>(isAppUrl: (url: string) => boolean) {
  const callers = new WeakMap<W, WindowCaller>();
  /** The caller of the window a call came from, or null when it is not one of ours showing our page. */
  const callerOf = (sender: W, frameUrl: string): WindowCaller | null => {
    const caller = callers.get(sender);
    return caller !== undefined && isAppUrl(frameUrl) ? caller : null;
  };
  return {
    assign: (window: W, role: Role, onlyCampaign?: number | null): void =>
      void callers.set(window, role === 'players' ? { role, onlyCampaign: onlyCampaign ?? null } : { role }),
    forget: (window: W): void => void callers.delete(window),
    callerOf,
    roleOf: (sender: W, frameUrl: string): Role | null => callerOf(sender, frameUrl)?.role ?? null,
  };
}
export type WindowRoles<W extends object> = ReturnType<typeof windowRoles<W>>;
