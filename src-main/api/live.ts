import { areasChangedBy, type CombatState, type DungeonState, type LiveEvent, type PlayersStates, type Role, type SightingView } from '../../src-shared/contract';
import type { Change, Router } from './router';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveFeed {
  /** Tells `send` of every GM action from now on, in the version `role` may see. */
  subscribe(role: Role, send: LiveListener): () => void;
}

/**
 * Turns each committed mutation into one push per role. The players' states are
 * asked of the router as the Players, so a push can show no more than a query.
 */
export function liveFeed(router: Router): LiveFeed {
  const listeners = { gm: new Set<LiveListener>(), players: new Set<LiveListener>() };

  function playersStates(campaignId: number): PlayersStates {
    const ask = <T>(method: string, input: unknown): T | null => {
      const answer = router.call(method, input, 'players');
      return answer.ok ? (answer.result as T) : null;
    };
    const list = ask<{ parties: { id: number }[] }>('party.list', { campaignId });
    const parties = (list?.parties ?? []).flatMap((p) => ask<DungeonState>('dungeon.state', { partyId: p.id }) ?? []);
    const fight = ask<{ encounter: CombatState | null }>('combat.current', { campaignId })?.encounter ?? null;
    const encounter = ask<{ sighting: SightingView | null }>('encounter.current', { campaignId })?.sighting ?? null;
    return { parties, fight, encounter };
  }

  function tell(set: Set<LiveListener>, event: LiveEvent): void {
    for (const send of set) {
      try {
        send(event);
      } catch (error) {
        console.error('[lantern] a live window could not be told:', error);
      }
    }
  }

  router.onChange(({ method, campaignId }: Change) => {
    const areas = areasChangedBy(method);
    tell(listeners.gm, { campaignId, areas });
    if (listeners.players.size === 0) return;
    tell(listeners.players, { campaignId, areas, ...(campaignId !== null && { players: playersStates(campaignId) }) });
  });

  return {
    subscribe(role, send) {
      listeners[role].add(send);
      return () => listeners[role].delete(send);
    },
  };
}
