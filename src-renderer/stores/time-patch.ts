import type { InventoryStack, MemberView, PartyTimePatch, PartyView } from '../../src-shared/contract';

/**
 * A party's view with what time changed put in (`partyTimePatch`), or null when the patch
 * and the view do not name the same members and stacks: the view is older than the patch
 * knows, and is asked for again.
 */
export function withTimePatch(view: PartyView, patch: PartyTimePatch): PartyView | null {
  if (view.id !== patch.id || view.members.length !== patch.members.length) return null;
  const shown = new Map<number, InventoryStack>();
  for (const s of view.stores) shown.set(s.id, s);
  for (const m of view.members) for (const s of m.items) shown.set(s.id, s);
  const counted = (counts: PartyTimePatch['stores']): InventoryStack[] | null => {
    const stacks: InventoryStack[] = [];
    for (const c of counts) {
      const s = shown.get(c.id);
      if (!s) return null;
      stacks.push({ ...s, quantity: c.quantity, usedOfOne: c.usedOfOne, totalWeightLb: c.totalWeightLb });
    }
    return stacks;
  };
  const patched = new Map(patch.members.map((m) => [m.id, m]));
  const members: MemberView[] = [];
  for (const m of view.members) {
    const p = patched.get(m.id);
    const items = p && counted(p.items);
    const figures = p && patch.figures.at(p.figuresAt);
    if (!p || !items || !figures) return null;
    members.push({ ...m, hp: p.hp, fp: p.fp, figures, lasting: p.lasting, purse: p.purse, hire: p.hire, items });
  }
  const stores = counted(patch.stores);
  return stores && { ...view, members, stores, purse: patch.purse, summary: patch.summary };
}
