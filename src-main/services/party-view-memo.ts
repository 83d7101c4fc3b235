import type { PartyTimePatch, PartyView } from '../../src-shared/contract';
import type { WriteCount } from '../db/repositories/write-count';
import { timePatchOf } from './party/time-patch';
import type { PartyAtTime } from './party/view';

interface PartyReads {
  atTime(partyId: number): PartyAtTime;
  viewAt(at: PartyAtTime): PartyView;
}

/**
 * A party read again within one mutation with nothing written in between is the same
 * party: an action's answered Dungeon state, then the party and the Dungeon state the
 * call's change carries, each read it. What time changes in it (`atTime`) and its whole
 * view are kept apart, so a time action's answer, which needs only the first, never
 * builds the second. Kept only inside a transaction and until the next row written, and
 * forgotten when a mutation begins, so a rolled-back call leaves nothing.
 */
export function partyViewMemo<P extends PartyReads>(parties: P, writes: WriteCount) {
  const known = new Map<number, { at: number; read: PartyAtTime; view: PartyView | null }>();
  const entry = (partyId: number) => {
    const at = writes.rowsWritten();
    const hit = known.get(partyId);
    if (hit?.at === at) return hit;
    const fresh = { at, read: parties.atTime(partyId), view: null };
    known.set(partyId, fresh);
    return fresh;
  };
  const atTime = (partyId: number): PartyAtTime => (writes.inTransaction() ? entry(partyId).read : parties.atTime(partyId));
  const view = (partyId: number): PartyView => {
    if (!writes.inTransaction()) return parties.viewAt(parties.atTime(partyId));
    const hit = entry(partyId);
    return (hit.view ??= parties.viewAt(hit.read));
  };
  return {
    parties: {
      ...parties,
      atTime,
      view,
      timePatch: (partyId: number): PartyTimePatch => timePatchOf(atTime(partyId)),
    },
    forget: () => known.clear(),
  };
}
