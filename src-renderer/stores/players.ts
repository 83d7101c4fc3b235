import { create } from 'zustand';
import type { CombatState, DungeonState, LiveEvent, PlayersStates } from '../../src-shared/contract';
import { api } from '../api/client';
import { subscribeLive } from '../api/transport';

interface PlayersScreenState extends PlayersStates {
  /** The campaign the GM has open; the screen follows the GM's choice. */
  campaignId: number | null;
  campaignName: string;
  loaded: boolean;
  error: string | null;
  load(): Promise<void>;
  apply(event: LiveEvent): void;
  /** Starts following the GM's actions; answers the function that stops. */
  follow(): () => void;
}

/**
 * The players' screen's own store: it reads as the Players, and the host answers
 * with the players' version whatever is asked. The `audience` it names anyway lets
 * a GM open this screen on a loopback host and still see only what the table sees.
 */
export const usePlayersScreen = create<PlayersScreenState>((set, get) => {
  let asked = 0;

  async function load(): Promise<void> {
    const ask = ++asked;
    try {
      const { campaigns, selectedId } = await api.campaign.list();
      const campaign = campaigns.find((c) => c.id === selectedId) ?? campaigns[0];
      if (!campaign) {
        if (ask === asked) set({ campaignId: null, campaignName: '', parties: [], fight: null, loaded: true, error: null });
        return;
      }
      const { parties } = await api.party.list({ campaignId: campaign.id });
      const [states, { encounter }] = await Promise.all([
        Promise.all(parties.map((p) => api.dungeon.state({ partyId: p.id, audience: 'players' }))),
        api.combat.current({ campaignId: campaign.id, audience: 'players' }),
      ]);
      if (ask !== asked) return;
      set({ campaignId: campaign.id, campaignName: campaign.name, parties: states as DungeonState[], fight: encounter as CombatState | null, loaded: true, error: null });
    } catch (e) {
      if (ask === asked) set({ error: (e as Error).message, loaded: true });
    }
  }

  return {
    campaignId: null,
    campaignName: '',
    parties: [],
    fight: null,
    loaded: false,
    error: null,
    load,
    apply(event) {
      // A push with no party is a campaign the GM just deleted: the screen moves to the one now open.
      if (event.campaignId === get().campaignId && event.players && event.players.parties.length > 0) {
        // Any answer still on its way is older than this push.
        asked++;
        set({ parties: event.players.parties, fight: event.players.fight, error: null });
        return;
      }
      // Another campaign, the list of campaigns, or a GM's window with no states: ask afresh.
      if (event.campaignId === get().campaignId || event.areas.includes('campaigns')) void load();
    },
    follow() {
      void load();
      return subscribeLive((event) => get().apply(event), () => void load());
    },
  };
});
