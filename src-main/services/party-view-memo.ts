import type { PartyView } from '../../src-shared/contract';
import type { MemberRow } from '../db/repositories/members';
import type { WriteCount } from '../db/repositories/write-count';

/**
 * A party's view read again within one mutation with nothing written in between is the
 * same view: an action's answered Dungeon state, then the party and the Dungeon state the
 * call's change carries, each build it. Kept only inside a transaction and until the next
 * row written, and forgotten when a mutation begins, so a rolled-back call leaves nothing.
 */
export function partyViewMemo<P extends { viewWithRows(partyId: number): { view: PartyView; rows: MemberRow[] } }>(parties: P, writes: WriteCount) {
  const known = new Map<number, { at: number; read: { view: PartyView; rows: MemberRow[] } }>();
  const viewWithRows = (partyId: number) => {
    if (!writes.inTransaction()) return parties.viewWithRows(partyId);
    const at = writes.rowsWritten();
    const hit = known.get(partyId);
    if (hit?.at === at) return hit.read;
    const read = parties.viewWithRows(partyId);
    known.set(partyId, { at, read });
    return read;
  };
  return {
    parties: { ...parties, viewWithRows, view: (partyId: number): PartyView => viewWithRows(partyId).view },
    forget: () => known.clear(),
  };
}
