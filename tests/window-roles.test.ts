import { describe, expect, it } from 'vitest';
import { windowRoles } from '../src-main/electron/window-roles';

// Issue 15: in the desktop app the host decides a window's role by the window itself.
// The GM's window and the players' window are told apart by the main process alone.

/** Stands in for the app's own origin check (src-main/electron/window.ts), which needs Electron. */
const ours = (url: string) => url.startsWith('app://lantern/');
const gm = { id: 1 };
const players = { id: 2 };
const stranger = { id: 3 };
const page = 'app://lantern/index.html';

describe("the desktop app's window roles", () => {
  it("gives each window the role the main process assigned, whatever the page's address says", () => {
    const roles = windowRoles<object>(ours);
    roles.assign(gm, 'gm');
    roles.assign(players, 'players');
    expect(roles.roleOf(gm, page)).toBe('gm');
    expect(roles.roleOf(players, `${page}#/players`)).toBe('players');
    // The players' window asking from the GM's route is still the players' window.
    expect(roles.roleOf(players, `${page}#/dungeon`)).toBe('players');
  });

  it("binds the players' window to the campaign it was opened for, and the GM's to none", () => {
    const roles = windowRoles<object>(ours);
    roles.assign(gm, 'gm', 5);
    roles.assign(players, 'players', 3);
    expect(roles.callerOf(players, `${page}#/players`)).toEqual({ role: 'players', onlyCampaign: 3 });
    expect(roles.callerOf(gm, page)).toEqual({ role: 'gm' });
    // A players' window opened with no campaign reads none, rather than every one.
    roles.assign(players, 'players');
    expect(roles.callerOf(players, page)).toEqual({ role: 'players', onlyCampaign: null });
    expect(roles.callerOf(players, 'https://evil.example/')).toBeNull();
  });

  it('answers no role for a window it never opened, a frame on another origin, or a window closed', () => {
    const roles = windowRoles<object>(ours);
    roles.assign(players, 'players');
    expect(roles.roleOf(stranger, page)).toBeNull();
    expect(roles.roleOf(players, 'https://evil.example/#/players')).toBeNull();
    roles.forget(players);
    expect(roles.roleOf(players, page)).toBeNull();
  });
});
