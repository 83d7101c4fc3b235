import type { CharacterProfile, Pools, Ruleset } from '../rules/ruleset';

// A ruleset is pure, so one stored sheet with the same pools always reads as the
// same profile: a large party's sheets are parsed and read once, not at every day
// end or every view, and a host of identical hirelings shares one profile.

const LIMIT = 5000;
// Keyed by the sheet text, then the pools: a key joined from both would be built and hashed in full at every lookup.
const known = new WeakMap<Ruleset, { sheets: Map<string, Map<string, CharacterProfile>>; size: number }>();

const poolKey = (pools: Pools) => `${pools.hp.current}/${pools.hp.max}/${pools.fp ? `${pools.fp.current}/${pools.fp.max}` : '-'}`;

/** The profile of a sheet as stored (its JSON text), read by the ruleset at most once per sheet and pools. */
export function profileOfStored(ruleset: Ruleset, sheet: string, pools: Pools): CharacterProfile {
  let cache = known.get(ruleset);
  if (!cache) known.set(ruleset, (cache = { sheets: new Map(), size: 0 }));
  let profiles = cache.sheets.get(sheet);
  if (!profiles) {
    if (cache.size >= LIMIT) {
      cache.sheets.clear();
      cache.size = 0;
    }
    cache.sheets.set(sheet, (profiles = new Map()));
  }
  const key = poolKey(pools);
  let profile = profiles.get(key);
  if (!profile) {
    profile = ruleset.profile(JSON.parse(sheet) as Record<string, unknown>, pools);
    profiles.set(key, profile);
    cache.size += 1;
  }
  return profile;
}
