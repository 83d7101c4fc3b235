import { create } from 'zustand';

/** Where the browser (or Electron's window) remembers that this GM has been greeted. */
const GREETED_KEY = 'lantern.greeted';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    // A browser that refuses storage greets every time; nothing else depends on it.
    return null;
  }
};

interface FirstMinuteState {
  /** The welcome card is still to be shown: nobody here has picked from it or dismissed it. */
  greeting: boolean;
  /** The game time the first-turn hint was shown at, until the clock moves on from it (or the GM closes it). */
  hintAt: number | null;
  /** The welcome is done with for good, whichever way the GM left it. */
  greeted(): void;
  showTurnHint(at: number): void;
  hideTurnHint(): void;
}

/** The first minute of a new GM: the welcome card on the Campaigns view, then one hint on the first turn. */
export const useFirstMinute = create<FirstMinuteState>((set) => ({
  greeting: storage()?.getItem(GREETED_KEY) === null,
  hintAt: null,
  greeted() {
    storage()?.setItem(GREETED_KEY, new Date().toISOString());
    set({ greeting: false });
  },
  showTurnHint: (at) => set({ hintAt: at }),
  hideTurnHint: () => set({ hintAt: null }),
}));
