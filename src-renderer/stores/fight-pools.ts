import type { CombatState } from '../../src-shared/contract';

/** A party's members as a fight leaves them (in the Party view, the Dungeon view or the players' screen): the fighters who are members carry their pools. */
export function withFightPools<V extends { members: readonly FightPools[] }>(view: V, fight: CombatState): V {
  const pools = new Map(fight.combatants.filter((c) => c.memberId !== null).map((c) => [c.memberId!, c]));
  if (!view.members.some((m) => pools.has(m.id))) return view;
  return {
    ...view,
    members: view.members.map((m) => {
      const c = pools.get(m.id);
      if (!c?.hp) return m;
      return { ...m, hp: { ...m.hp, current: c.hp.current }, fp: m.fp && c.fp ? { ...m.fp, current: c.fp.current } : m.fp };
    }),
  };
}
type FightPools = { id: number; hp: { current: number }; fp: { current: number } | null };
