import type { Fighter, FighterChange } from '../ruleset';

/** A fighter as a combat step leaves it, for tests that chain steps the way the encounter service does. */
export function afterChanges<Stats, State>(f: Fighter<Stats, State>, changes: readonly FighterChange<State>[]): Fighter<Stats, State> {
  const c = changes.find((x) => x.id === f.id);
  if (!c) return f;
  return {
    ...f,
    state: c.state ?? f.state,
    pools: { hp: { ...f.pools.hp, current: c.hp ?? f.pools.hp.current }, fp: f.pools.fp && { ...f.pools.fp, current: c.fp ?? f.pools.fp.current } },
    out: c.out ?? f.out,
  };
}
