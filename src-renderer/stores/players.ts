import { create } from 'zustand';
import type { Calendar, CombatState, DungeonState, JournalAlert, LevelView, LiveChange, PartyView, PlayersStates, ShownItem, SightingView } from '../../src-shared/contract';
import { decodeHexMap, type HexMapData } from '../../src-shared/hexmap';
import { api } from '../api/client';
import { subscribeLive } from '../api/transport';
import { patchHexes } from './live';
import { withFightPools } from './fight-pools';
import { fromBase64 } from './wilderness';

/** The region the party stands in, as the players know it (the host sends only explored hexes), and where they are. */
export interface PlayersMap {
  data: HexMapData;
  partyHex: number;
  regionId: number;
  /** The read-aloud text of the hexes the GM has put on the screen. */
  shown: { hex: { col: number; row: number }; readAloud: string }[];
}

interface PlayersScreenState extends PlayersStates {
  /** The campaign the GM has open; the screen follows the GM's choice. */
  campaignId: number | null;
  campaignName: string;
  /** The campaign's calendar, so the table reads the date the GM reads; null for plain day counts. */
  calendar: Calendar | null;
  loaded: boolean;
  error: string | null;
  map: PlayersMap | null;
  /** What the table should know from the GM's last action that brought any (a member down, a spell ended); hidden countdowns never come. */
  alerts: JournalAlert[];
  /** The dungeon level the party stands on, as far as the party has explored it. */
  level: LevelView | null;
  /** The party the GM has the screen follow outside a fight; null: the first. */
  followedId: number | null;
  /** Everything the GM has shown the table (handouts, pages' players' text), newest first. */
  shownToYou: ShownItem[];
  load(): Promise<void>;
  apply(change: LiveChange): void;
  /** Starts following the GM's actions; answers the function that stops. */
  follow(): () => void;
}

/** The party the screen shows: the fight's while one goes on, else the one the GM chose, else the first. */
export function shownPartyOf({ fight, parties, followedId }: Pick<PlayersScreenState, 'fight' | 'parties' | 'followedId'>): DungeonState | null {
  return (fight && parties.find((p) => p.partyId === fight.partyId)) ?? parties.find((p) => p.partyId === followedId) ?? parties[0] ?? null;
}

/**
 * The players' screen's own store: it reads as the Players, and the host answers
 * with the players' version whatever is asked. The `audience` it names anyway lets
 * a GM open this screen on a loopback host and still see only what the table sees.
 */
export const usePlayersScreen = create<PlayersScreenState>((set, get) => {
  let asked = 0;
  let mapAsked = 0;
  let levelAsked = 0;

  async function loadLevel(partyId: number | undefined): Promise<void> {
    const ask = ++levelAsked;
    try {
      const level = partyId === undefined ? null : (await api.level.map({ partyId, audience: 'players' })).level;
      if (ask === levelAsked) set({ level });
    } catch {
      if (ask === levelAsked) set({ level: null });
    }
  }

  /** The map of the party shown, when it stands on a hex; asked apart, as only map and travel changes touch it. */
  async function loadMap(partyId: number | undefined, known?: PartyView): Promise<void> {
    const ask = ++mapAsked;
    try {
      const party = partyId === undefined ? null : (known ?? (await api.party.get({ partyId })));
      const { hex, regionId } = party?.location ?? { hex: null, regionId: null };
      if (!hex || regionId === null) {
        if (ask === mapAsked) set({ map: null });
        return;
      }
      const [{ map }, { shown }] = await Promise.all([api.hexmap.get({ regionId }), api.hexmap.shownText({ regionId })]);
      const data = decodeHexMap(fromBase64(map));
      if (ask === mapAsked) set({ map: { data, partyHex: hex.row * data.width + hex.col, regionId, shown } });
    } catch {
      if (ask === mapAsked) set({ map: null });
    }
  }
  const shownParty = () => shownPartyOf(get())?.partyId;

  let shownAsked = 0;
  /** What the GM has shown the table: asked apart, as only a showing (or its undo) changes it. */
  async function loadShown(campaignId: number): Promise<void> {
    const ask = ++shownAsked;
    try {
      const { shown } = await api.notebook.shown({ campaignId });
      if (ask === shownAsked) set({ shownToYou: shown });
    } catch {
      if (ask === shownAsked) set({ shownToYou: [] });
    }
  }

  async function load(): Promise<void> {
    const ask = ++asked;
    try {
      const { campaigns, selectedId } = await api.campaign.list();
      const campaign = campaigns.find((c) => c.id === selectedId) ?? campaigns[0];
      if (!campaign) {
        if (ask === asked) set({ campaignId: null, campaignName: '', calendar: null, parties: [], followedId: null, fight: null, encounter: null, shownToYou: [], loaded: true, error: null });
        return;
      }
      const { parties, followedId } = await api.party.list({ campaignId: campaign.id });
      const [states, { encounter }, { sighting }] = await Promise.all([
        Promise.all(parties.map((p) => api.dungeon.state({ partyId: p.id, audience: 'players' }))),
        api.combat.current({ campaignId: campaign.id, audience: 'players' }),
        api.encounter.current({ campaignId: campaign.id, audience: 'players' }),
      ]);
      if (ask !== asked) return;
      set({
        campaignId: campaign.id,
        campaignName: campaign.name,
        calendar: campaign.calendar,
        parties: states as DungeonState[],
        followedId,
        fight: encounter as CombatState | null,
        encounter: sighting as SightingView | null,
        loaded: true,
        error: null,
      });
      await Promise.all([loadMap(shownParty()), loadLevel(shownParty()), loadShown(campaign.id)]);
    } catch (e) {
      if (ask === asked) set({ error: (e as Error).message, loaded: true });
    }
  }

  return {
    campaignId: null,
    campaignName: '',
    calendar: null,
    parties: [],
    fight: null,
    encounter: null,
    loaded: false,
    error: null,
    map: null,
    alerts: [],
    level: null,
    followedId: null,
    shownToYou: [],
    load,
    apply(change) {
      // Another campaign, or the GM had the screen follow another party: everything shown is asked for again.
      if ((change.campaigns && change.campaigns.selectedId !== get().campaignId) || (change.reload.includes('players') && change.campaignId === get().campaignId)) {
        void load();
        return;
      }
      if (change.campaignId === null || change.campaignId !== get().campaignId) return;
      if (change.reload.includes('notebook')) void loadShown(change.campaignId);
      const listed = change.campaigns?.campaigns.find((c) => c.id === change.campaignId);
      if (listed) set({ calendar: listed.calendar, campaignName: listed.name });
      // Any answer still on its way is older than this change.
      asked++;
      const { parties, fight, map } = get();
      const fresh = new Map(change.dungeon.map((s) => [s.partyId, s]));
      const removed = new Set(change.removedPartyIds);
      const known = new Set(parties.map((p) => p.partyId));
      // A party not sent again (a fight's step, or its round's end that moved only the clock) takes the fight's time and its members' pools.
      const fought = change.fight;
      const next = parties
        .filter((p) => !removed.has(p.partyId))
        .map((p) => fresh.get(p.partyId) ?? (fought ? withFightPools({ ...p, gameTimeSeconds: fought.gameTimeSeconds }, fought) : p));
      set({ parties: [...next, ...change.dungeon.filter((s) => !known.has(s.partyId))], ...(change.fight !== undefined && { fight: change.fight }), ...(change.encounter && { encounter: change.encounter.sighting }), error: null });
      const alerts = change.entries.filter((e) => e.status === 'active').flatMap((e) => e.alerts);
      if (alerts.length > 0 || change.entries.some((e) => e.status !== 'active')) set({ alerts });
      const patch = map && change.hexes.find((p) => p.regionId === map.regionId);
      if (patch && patchHexes(map.data, patch)) set({ map: { ...map } });
      // The map is asked for again only when the party shown stands somewhere else now, or a label changed.
      const shown = shownParty();
      const moved = change.parties.find((p) => p.id === shown);
      const hex = moved?.location.hex;
      const elsewhere = moved && (moved.location.regionId !== (map?.regionId ?? null) || (hex && map && hex.row * map.data.width + hex.col !== map.partyHex));
      // The level map is asked for again only when a level changed; a party gone elsewhere just stops showing it.
      if (change.reload.includes('level')) void loadLevel(shown);
      else if (moved && moved.location.kind !== 'dungeon' && get().level) set({ level: null });
      if (change.reload.includes('hexmap') || elsewhere || (shown !== undefined && fight?.partyId !== get().fight?.partyId)) void loadMap(shown, moved);
    },
    follow() {
      void load();
      return subscribeLive((event) => get().apply(event), () => void load(), 'players');
    },
  };
});
