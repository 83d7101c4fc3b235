import type { LiveChange } from '../../src-shared/contract';

/**
 * What a window took of each thing a change carries whole (a campaign's fight and open encounter, a party's Dungeon
 * state and view), by the host's commit order (`LiveChange.seq`). A window hears its own answers and the other
 * calls' pushes by two roads, so an older change can land after a newer one: a change built before a fight began,
 * carrying "no fight", must not take away the fight the window already shows.
 */
export function changeOrder() {
  const newest = new Map<string, number>();
  const take = (key: string, seq: number): boolean => {
    if ((newest.get(key) ?? 0) > seq) return false;
    newest.set(key, seq);
    return true;
  };
  return {
    /** The change without what it carries older than the window holds; its journal entries stay (they merge by id). */
    newer(change: LiveChange): LiveChange {
      const { seq } = change;
      if (seq === undefined) return change;
      const campaign = change.campaignId ?? 'none';
      const fresh: LiveChange = {
        ...change,
        dungeon: change.dungeon.filter((s) => take(`dungeon:${s.partyId}`, seq)),
        parties: change.parties.filter((p) => take(`party:${p.id}`, seq)),
        ...(change.partyPatches && { partyPatches: change.partyPatches.filter((p) => take(`party:${p.id}`, seq)) }),
      };
      if (change.fight !== undefined && !take(`fight:${campaign}`, seq)) delete fresh.fight;
      if (change.encounter !== undefined && !take(`encounter:${campaign}`, seq)) delete fresh.encounter;
      return fresh;
    },
    /** Whether a change newer than `seq` brought the campaign's fight (a query asked before it answers older news). */
    fightSince(campaignId: number, seq: number): boolean {
      return (newest.get(`fight:${campaignId}`) ?? 0) > seq;
    },
    /** The newest change the window took of the campaign's fight (0: none yet). */
    fightAt(campaignId: number): number {
      return newest.get(`fight:${campaignId}`) ?? 0;
    },
    /** After a dropped stream the host may have started again, counting from 1: nothing heard before says what is newer. */
    forget(): void {
      newest.clear();
    },
  };
}

/** The order of the changes this GM window applied (stores/live.ts), which a query asked before one of them must not undo. */
export const gmChanges = changeOrder();
