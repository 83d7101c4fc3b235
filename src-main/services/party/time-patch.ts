import type { InventoryStack, MemberFigures, PartyTimePatch } from '../../../src-shared/contract';
import type { PartyAtTime } from './view';

const countsOf = (s: InventoryStack) => ({ id: s.id, quantity: s.quantity, usedOfOne: s.usedOfOne, totalWeightLb: s.totalWeightLb });

/**
 * What time changed in a party, from the same reading of it the Dungeon state shows, so
 * the two cannot disagree. Members with the same figures share them in the reading
 * (party-figures.ts works a profile's figures out once per load), and so in the patch.
 */
export function timePatchOf({ party, members, stores, purse, summary }: PartyAtTime): PartyTimePatch {
  const figures: MemberFigures[] = [];
  const known = new Map<MemberFigures, number>();
  const figuresAt = (f: MemberFigures): number => {
    let at = known.get(f);
    if (at === undefined) known.set(f, (at = figures.push(f) - 1));
    return at;
  };
  return {
    id: party.id,
    figures,
    members: members.map((m) => ({ id: m.id, hp: m.hp, fp: m.fp, figuresAt: figuresAt(m.figures), lasting: m.lasting, purse: m.purse, hire: m.hire, items: m.items.map(countsOf) })),
    stores: stores.map(countsOf),
    purse,
    summary,
  };
}
