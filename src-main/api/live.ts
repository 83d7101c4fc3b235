import type { LiveChange, LiveEvent, Role } from '../../src-shared/contract';
import { changeForPlayers } from '../services/players-view';
import type { Router } from './router';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveFeed {
  /**
   * Tells `send` of every GM action from now on, in the version `role` may see. A
   * players' window bound to one campaign (`onlyCampaign`, null for none) hears only
   * of the actions on that campaign.
   */
  subscribe(role: Role, send: LiveListener, onlyCampaign?: number | null): () => void;
}

/**
 * Pushes each committed mutation's change, the one its answer carries, to every open
 * window: as is to the GM's, through the one redaction module to the players'.
 */
export function liveFeed(router: Router): LiveFeed {
  const gm = new Set<LiveListener>();
  /** Each players' window with the campaign it is bound to (undefined: to none in particular). */
  const players = new Map<LiveListener, number | null | undefined>();

  function tell(send: LiveListener, event: LiveEvent): void {
    try {
      send(event);
    } catch (error) {
      console.error('[lantern] a live window could not be told:', error);
    }
  }

  router.onChange((change: LiveChange) => {
    for (const send of gm) tell(send, change);
    // One players' version for each campaign binding, so a stream writes each one out once.
    const versions = new Map<number | null | undefined, LiveChange>();
    for (const [send, onlyCampaign] of players) {
      if (onlyCampaign !== undefined && (onlyCampaign === null || change.campaignId !== onlyCampaign)) continue;
      let version = versions.get(onlyCampaign);
      if (!version) versions.set(onlyCampaign, (version = changeForPlayers(change, onlyCampaign)));
      tell(send, version);
    }
  });

  return {
    subscribe(role, send, onlyCampaign) {
      if (role === 'gm') {
        gm.add(send);
        return () => gm.delete(send);
      }
      players.set(send, onlyCampaign);
      return () => players.delete(send);
    },
  };
}
