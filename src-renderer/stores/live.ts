import { areasChangedBy, liveAreas, type LiveArea, type LiveEvent } from '../../src-shared/contract';
import { onOwnChange } from '../api/client';
import { subscribeLive } from '../api/transport';
import { useCampaigns } from './campaigns';
import { useCombat } from './combat';
import { useDungeon } from './dungeon';
import { useEncounter } from './encounter';
import { useJournal } from './journal';
import { useParty } from './party';
import { useWilderness } from './wilderness';

/**
 * What a GM window does with a push from another window's action: each store that
 * shows a changed area of the selected campaign asks for its part again. Stores
 * that show nothing yet stay untouched, so a push never opens what the GM has not.
 */
export function applyGmChange(event: LiveEvent): void {
  const changed = (area: LiveArea) => event.areas.includes(area);
  if (changed('campaigns')) void useCampaigns.getState().load();
  const campaignId = useCampaigns.getState().selectedId;
  if (event.campaignId === null || event.campaignId !== campaignId) return;

  const dungeon = useDungeon.getState();
  if (changed('dungeon') && dungeon.partyId !== null && dungeon.state) void dungeon.load(dungeon.partyId);
  const party = useParty.getState();
  if (changed('party') && party.loaded) void party.load(campaignId);
  const combat = useCombat.getState();
  if ((changed('combat') || changed('bestiary')) && combat.campaignId === campaignId) void combat.load(campaignId);
  if (changed('journal')) void useJournal.getState().refresh();
  if (changed('encounter')) void useEncounter.getState().load();
  const wilderness = useWilderness.getState();
  if ((changed('hexmap') || changed('journey')) && wilderness.region) void wilderness.reloadMap();
}

/**
 * Follows the GM's actions made in other windows until the returned function is called,
 * and this window's own actions as far as the encounter card is concerned: time passing,
 * a fight started or an undo may bring one up or settle it, whatever view acted.
 */
export function followGmChanges(): () => void {
  // After a dropped stream, whatever changed meanwhile is unknown: every area the window shows is asked for again.
  const stopLive = subscribeLive(applyGmChange, () => applyGmChange({ campaignId: useCampaigns.getState().selectedId, areas: liveAreas }));
  const stopOwn = onOwnChange((method) => {
    if (areasChangedBy(method).includes('encounter')) void useEncounter.getState().load();
  });
  return () => {
    stopLive();
    stopOwn();
  };
}
