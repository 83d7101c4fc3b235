import type { LiveChange, LiveEvent, Role } from '../../src-shared/contract';
import { changeForPlayers } from '../services/players-view';
import type { Router } from './router';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveFeed {
  /** Tells `send` of every GM action from now on, in the version `role` may see. */
  subscribe(role: Role, send: LiveListener): () => void;
}

/**
 * Pushes each committed mutation's change, the one its answer carries, to every open
 * window: as is to the GM's, through the one redaction module to the players'.
 */
export function liveFeed(router: Router): LiveFeed {
  const listeners = { gm: new Set<LiveListener>(), players: new Set<LiveListener>() };

  function tell(set: Set<LiveListener>, event: LiveEvent): void {
    for (const send of set) {
      try {
        send(event);
      } catch (error) {
        console.error('[lantern] a live window could not be told:', error);
      }
    }
  }

  router.onChange((change: LiveChange) => {
    tell(listeners.gm, change);
    if (listeners.players.size > 0) tell(listeners.players, changeForPlayers(change));
  });

  return {
    subscribe(role, send) {
      listeners[role].add(send);
      return () => listeners[role].delete(send);
    },
  };
}
