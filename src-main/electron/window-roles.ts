import type { Role } from '../../src-shared/contract';

/**
 * Who each of the app's windows is, as the main process decided when it opened it:
 * the GM's window or the players' screen. A call's role comes from the window it
 * came from, never from anything the page sends, and a frame showing anything but
 * the app's own page has none.
 */
export function windowRoles<W extends object>(isAppUrl: (url: string) => boolean) {
  const roles = new WeakMap<W, Role>();
  return {
    assign: (window: W, role: Role): void => void roles.set(window, role),
    forget: (window: W): void => void roles.delete(window),
    /** The role of the window a call came from, or null when it is not one of ours showing our page. */
    roleOf(sender: W, frameUrl: string): Role | null {
      const role = roles.get(sender);
      return role !== undefined && isAppUrl(frameUrl) ? role : null;
    },
  };
}
export type WindowRoles<W extends object> = ReturnType<typeof windowRoles<W>>;
