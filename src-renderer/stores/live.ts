import type { HexPatch, JournalEntry, LiveChange } from '../../src-shared/contract';
import { HEX_SIGHT, type HexMapData } from '../../src-shared/hexmap';
import { api, onOwnChange } from '../api/client';
import { subscribeLive } from '../api/transport';
import { syncGameTime, useCampaigns } from './campaigns';
import { useCombat } from './combat';
import { useDungeon } from './dungeon';
import { useAlerts } from './alerts';
import { useEncounter } from './encounter';
import { useJournal } from './journal';
import { useParty } from './party';
import { useLevels } from './levels';
import { useNotebook } from './notebook';
import { useWilderness } from './wilderness';
import { withTimePatch } from './time-patch';
import { withFightPools } from './fight-pools';
import { gmChanges } from './change-order';

/** Entries shown newest first: changed ones replaced where they are, new ones on top. */
export function mergeEntries(shown: readonly JournalEntry[], changed: readonly JournalEntry[], keep = shown.length + changed.length): JournalEntry[] {
  const byId = new Map(changed.map((e) => [e.id, e]));
  const updated = shown.map((e) => byId.get(e.id) ?? e);
  const fresh = changed.filter((e) => !shown.some((s) => s.id === e.id)).reverse();
  return [...fresh, ...updated].sort((a, b) => b.id - a.id).slice(0, keep);
}


/** Writes a patch's hexes into a map in place; answers whether any landed. */
export function patchHexes(map: HexMapData, patch: HexPatch): boolean {
  for (const h of patch.hexes) {
    if (h.index < 0 || h.index >= map.terrain.length) continue;
    map.terrain[h.index] = h.terrain;
    map.features[h.index] = h.features;
    map.explored[h.index] = h.explored ? HEX_SIGHT.visited : h.seen ? HEX_SIGHT.seen : HEX_SIGHT.unexplored;
  }
  for (const n of patch.notes) {
    if (n.label) map.labels.set(n.index, n.label);
    else map.labels.delete(n.index);
    if (n.note) map.notes.set(n.index, n.note);
    else map.notes.delete(n.index);
  }
  return patch.hexes.length + patch.notes.length > 0;
}

/**
 * What a GM window does with a change, its own action's or one pushed from another
 * window: each store showing a touched entity puts the new one in place. Only what
 * the change names without carrying (catalogue, bestiary, journeys) is asked for
 * again, and only by a store that shows it.
 */
export function applyGmChange(heard: LiveChange): void {
  const change = gmChanges.newer(heard);
  if (change.campaigns) useCampaigns.getState().take(change.campaigns);
  const campaignId = useCampaigns.getState().selectedId;
  if (change.campaignId === null || change.campaignId !== campaignId) return;

  const time = change.fight?.gameTimeSeconds ?? change.dungeon[0]?.gameTimeSeconds ?? change.entries.at(-1)?.gameTimeAfter;
  if (time !== undefined) syncGameTime(campaignId, time);

  const dungeon = useDungeon.getState();
  if (dungeon.campaignId === campaignId && dungeon.state) {
    const fresh = change.dungeon.find((s) => s.partyId === dungeon.partyId);
    if (fresh && dungeon.audience === 'players') void dungeon.load(fresh.partyId);
    else if (fresh) useDungeon.setState({ state: fresh });
    else if (change.entries.length > 0) {
      const { journal } = dungeon.state;
      const state = { ...dungeon.state, journal: mergeEntries(journal, change.entries, journal.length), ...change.history };
      // A fight's step sends no Dungeon state (nor does its round's end when only the clock moved):
      // the fight says what time it is and how its members stand.
      useDungeon.setState({ state: change.fight ? withFightPools({ ...state, gameTimeSeconds: change.fight.gameTimeSeconds }, change.fight) : state });
    }
  }

  const party = useParty.getState();
  if (party.campaignId === campaignId && party.loaded) {
    const shown = change.parties.find((p) => p.id === party.view?.id);
    const timePatch = change.partyPatches?.find((p) => p.id === party.view?.id);
    const timed = timePatch && party.view ? withTimePatch(party.view, timePatch) : null;
    if (timePatch && !timed) void party.open(timePatch.id);
    const view = shown ?? timed ?? (party.view && change.fight ? withFightPools(party.view, change.fight) : party.view);
    const removed = new Set(change.removedPartyIds);
    useParty.setState({ view: view && removed.has(view.id) ? null : view, ...(removed.size > 0 && { parties: party.parties.filter((p) => !removed.has(p.id)) }) });
    if (change.parties.some((p) => !party.parties.some((row) => row.id === p.id && row.name === p.name && row.memberCount === p.members.length))) void party.refreshList();
    if (change.reload.includes('catalogue')) void party.refreshCatalogue();
  }

  const combat = useCombat.getState();
  if (combat.campaignId === campaignId) {
    if (change.fight !== undefined) {
      const last = [...change.entries].reverse().find((e) => e.kind === 'combat' && e.status === 'active') ?? null;
      if (combat.audience === 'players') void combat.load(campaignId);
      else useCombat.setState({ state: change.fight, last: change.fight ? last : null });
    }
    if (change.reload.includes('bestiary')) void combat.loadBestiary();
  }

  if (change.encounter && useEncounter.getState().campaignId === campaignId) useEncounter.setState({ sighting: change.encounter.sighting, open: change.encounter.open, waiting: change.encounter.waiting });
  if (change.entries.length > 0) useAlerts.getState().take(campaignId, change.entries);
  const journal = useJournal.getState();
  if (journal.campaignId === campaignId && change.entries.length > 0) {
    const { kind, day, memberId, text } = journal.filter;
    // A filtered list cannot tell which new entries pass its filter: it asks again.
    if (kind || day || memberId || text.trim() || change.entries.some((e) => e.kind === 'session')) void journal.refresh();
    else journal.hear((shown) => mergeEntries(shown, change.entries), change.history);
  } else if (journal.campaignId === campaignId && change.history) useJournal.setState(change.history);

  const levels = useLevels.getState();
  if (levels.campaignId === campaignId && change.reload.includes('level')) void levels.refresh();

  // A page reads its appearances from the journal: a note, an undo or a redo may change them.
  if (useNotebook.getState().campaignId === campaignId && (change.reload.includes('notebook') || change.entries.some((e) => e.kind === 'note'))) void useNotebook.getState().refresh();

  const wilderness = useWilderness.getState();
  if (wilderness.campaignId === campaignId && wilderness.region) {
    const patch = change.hexes.find((p) => p.regionId === wilderness.region!.id);
    if (patch && wilderness.map && patchHexes(wilderness.map, patch)) useWilderness.setState((s) => ({ revision: s.revision + 1 }));
    if (change.reload.includes('hexmap')) void wilderness.load(campaignId);
    // The forecast reads the party's stores as they stand: water added in the Party view moves "Water runs out".
    else if (change.reload.includes('journey') || [...change.parties, ...(change.partyPatches ?? [])].some((p) => p.id === wilderness.journey?.partyId)) {
      const regionId = wilderness.region.id;
      void api.journey.latest({ regionId }).then(({ journey }) => {
        if (useWilderness.getState().region?.id === regionId) wilderness.setJourney(journey);
      });
    }
  }
}

/** Every area a GM window may show, asked for again: after a dropped stream nobody knows what changed meanwhile. */
function catchUp(): void {
  gmChanges.forget();
  void useCampaigns.getState().load();
  const campaignId = useCampaigns.getState().selectedId;
  if (campaignId === null) return;
  const dungeon = useDungeon.getState();
  if (dungeon.partyId !== null && dungeon.state) void dungeon.load(dungeon.partyId);
  if (useParty.getState().loaded) void useParty.getState().load(campaignId);
  if (useCombat.getState().campaignId === campaignId) void useCombat.getState().load(campaignId);
  void useJournal.getState().refresh();
  void useEncounter.getState().load();
  if (useWilderness.getState().region) void useWilderness.getState().reloadMap();
  if (useLevels.getState().campaignId === campaignId) void useLevels.getState().refresh();
  if (useNotebook.getState().campaignId === campaignId) void useNotebook.getState().refresh();
}

/** Follows the GM's actions, this window's and the others', until the returned function is called. */
export const followGmChanges = (): (() => void) => {
  const stopOwn = onOwnChange(applyGmChange);
  const stopLive = subscribeLive(applyGmChange, catchUp);
  return () => {
    stopOwn();
    stopLive();
  };
};
