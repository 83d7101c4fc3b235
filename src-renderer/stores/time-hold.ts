import { create } from 'zustand';
import { ApiCallError } from '../api/client';
import { useEncounter } from './encounter';

/** What the GM answers when time would run past an open encounter card. */
export type HoldChoice = 'resolve' | 'evade' | 'run';

interface TimeHoldStore {
  /** The host's reason the clock is held (it names the encounter), while the GM is being asked. */
  asking: string | null;
  ask(reason: string): Promise<HoldChoice>;
  answer(choice: HoldChoice): void;
}

let pending: ((choice: HoldChoice) => void) | null = null;

/** The question the GM is asked before time runs past foes waiting on a card. */
export const useTimeHold = create<TimeHoldStore>((set) => ({
  asking: null,
  ask(reason) {
    // A second question while one is open answers the first as "deal with it first".
    pending?.('resolve');
    set({ asking: reason });
    return new Promise((done) => {
      pending = done;
    });
  },
  answer(choice) {
    const done = pending;
    pending = null;
    set({ asking: null });
    done?.(choice);
  },
}));

/** The action was not taken: the GM chose to deal with the encounter first. Nothing to show. */
export class TimeHeld extends Error {
  constructor() {
    super('The encounter is dealt with first');
    this.name = 'TimeHeld';
  }
}

/**
 * Sends an action that spends the party's time; when the host holds its clock for an open encounter,
 * asks the GM first: deal with it (the action is not taken), evade it (then try again,
 * which asks again if another card waits), or let time run (sent again, saying so).
 */
export async function askingFirst<T>(partyId: number | null, send: (letTimeRun: boolean) => Promise<T>): Promise<T> {
  try {
    return await send(false);
  } catch (e) {
    if (!(e instanceof ApiCallError) || !e.isAbout('letTimeRun')) throw e;
    const choice = await useTimeHold.getState().ask(e.reason);
    if (choice === 'run') return send(true);
    if (choice === 'evade') {
      // The card that holds this party's clock: the campaign's first card may be another party's.
      await (partyId === null ? useEncounter.getState().resolve({ action: 'evade' }) : useEncounter.getState().evadeFor(partyId));
      return askingFirst(partyId, send);
    }
    document.querySelector('[data-testid="encounter-card"]')?.scrollIntoView({ block: 'start' });
    throw new TimeHeld();
  }
}
