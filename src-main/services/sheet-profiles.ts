import type { CharacterProfile, Pools, Ruleset } from '../rules/ruleset';

// A ruleset is pure, so one stored sheet with the same pools always reads as the
// same profile: a large party's sheets are parsed and read once, not at every day
// end or every view, and a host of identical hirelings shares one profile.

const LIMIT = 5000;
const known = new WeakMap<Ruleset, Map<string, CharacterProfile>>();

const poolKey = (pools: Pools) => `${pools.hp.current}/${pools.hp.max}/${pools.fp ? `${pools.fp.current}/${pools.fp.max}` : '-'}`;

/** The profile of a sheet as stored (its JSON text), read by the ruleset at most once per sheet and pools. */
export function profileOfStored(ruleset: Ruleset, sheet: string, pools: Pools): CharacterProfile {
  let profiles = known.get(ruleset);
  if (!profiles) known.set(ruleset, (profiles = new Map()));
  const key = `${poolKey(pools)}|${sheet}`;
  let profile = profiles.get(key);
  if (!profile) {
    if (profiles.size >= LIMIT) profiles.clear();
    profile = ruleset.profile(JSON.parse(sheet) as Record<string, unknown>, pools);
    profiles.set(key, profile);
  }
  return profile;
}
