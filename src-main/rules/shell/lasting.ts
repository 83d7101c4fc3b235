import { refuse } from '../rule-input-error';
import {
  hasLasting,
  withLasting,
  withoutLasting,
  type CharacterProfile,
  type Condition,
  type LastingCondition,
  type LastingRules,
  type LastingState,
} from '../ruleset';
import { crippleCount, crippleThreshold } from './crippling';
import { newInjuryState, type InjuryState } from './injury';
import type { HitLocation } from './locations';
import { hpRegainedBetween } from './recovery';

// What outlasts a Shell fight (001_d6872b0a781baa08.txt, "Damage", "Hit Location"
// and "Recovery"): damage that reaches HP knocks a character out and twice HP
// kills; a crippled location is temporary unless its damage reached double the
// crippling amount (or the single-blow HT roll failed), and a temporary one mends
// as that location regains its daily share of HP (HT 13: 15% of base HP a day).
// Unconsciousness follows the HP pool, so only death and crippling are kept here.

export const CRIPPLING_LOCATIONS: readonly HitLocation[] = ['left-arm', 'right-arm', 'left-hand', 'right-hand', 'left-leg', 'right-leg', 'left-foot', 'right-foot', 'left-eye', 'right-eye'];

const locationOf = (id: string) => id.slice(id.indexOf(':') + 1) as HitLocation;
const named = (loc: HitLocation) => loc.replace('-', ' ');
const capital = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/** Shell's lasting conditions; `htOf` reads the sheet's HT, which sets the daily recovery. */
export function shellLasting(htOf: (profile: CharacterProfile) => number): LastingRules<{ readonly injury?: InjuryState | null; readonly dead?: boolean; readonly unconscious?: boolean }> {
  const kinds = [
    { id: 'dead', label: 'Dead', help: 'Damage has reached twice HP, or the GM says so.' },
    ...CRIPPLING_LOCATIONS.flatMap((loc) => [
      { id: `crippled:${loc}`, label: `${capital(named(loc))} crippled`, help: 'Mends as the location regains its HP.' },
      { id: `maimed:${loc}`, label: `${capital(named(loc))} crippled for good`, help: 'A permanent crippling: rest does not mend it.' },
    ]),
  ];

  function describe(state: LastingState, profile: CharacterProfile): Condition[] {
    const baseHp = profile.pools?.hp.max;
    return state.conditions.flatMap((c): Condition[] => {
      if (c.id === 'dead') return [{ id: 'dead', label: 'Dead', effect: 'Damage reached twice HP.' }];
      const loc = locationOf(c.id);
      // Set by hand, a crippled location carries the least damage that cripples it.
      const damage = c.damage ?? (baseHp ? crippleThreshold(loc, baseHp) : null);
      if (c.id.startsWith('crippled:')) return [{ id: c.id, label: `${capital(named(loc))} crippled`, effect: `Useless until it heals${damage ? ` (${damage} damage on it)` : ''}.` }];
      if (c.id.startsWith('maimed:')) return [{ id: c.id, label: `${capital(named(loc))} crippled for good`, effect: 'Permanent.' }];
      return [];
    });
  }

  return {
    kinds,
    describe,
    heals: (state) => !hasLasting(state, 'dead'),

    afterFight(fighter, before, at) {
      const injury = fighter.state.injury ?? null;
      const dead = fighter.state.dead === true || fighter.pools.hp.current <= -fighter.pools.hp.max;
      const conditions: LastingCondition[] = before.conditions.filter((c) => c.id.startsWith('maimed:'));
      if (dead) conditions.push(before.conditions.find((c) => c.id === 'dead') ?? { id: 'dead', since: at });
      for (const [loc, how] of Object.entries(injury?.crippled ?? {}) as [HitLocation, string][]) {
        const id = `${how === 'permanent' || conditions.some((c) => c.id === `maimed:${loc}`) ? 'maimed' : 'crippled'}:${loc}`;
        if (conditions.some((c) => c.id === id)) continue;
        const since = before.conditions.find((c) => c.id === id)?.since ?? at;
        conditions.push({ id, since, ...(id.startsWith('crippled:') && { damage: crippleCount(injury!, loc) }) });
      }
      return { conditions, hpSeen: fighter.pools.hp.current };
    },

    intoFight(state, pools) {
      // Each crippled location keeps its damage; what else the pool lacks sits on the torso, so the totals agree.
      const base = newInjuryState(pools.hp.max);
      const wounds: Partial<Record<HitLocation, number>> = {};
      const crippled: Partial<Record<HitLocation, 'temporary' | 'permanent'>> = {};
      for (const c of state.conditions) {
        if (!c.id.startsWith('crippled:') && !c.id.startsWith('maimed:')) continue;
        const loc = locationOf(c.id);
        const permanent = c.id.startsWith('maimed:');
        crippled[loc] = permanent ? 'permanent' : 'temporary';
        wounds[loc] = c.damage ?? crippleThreshold(loc, pools.hp.max) ?? 0;
      }
      const onLimbs = Object.values(wounds).reduce((sum, n) => sum + (n ?? 0), 0);
      const rest = pools.hp.max - pools.hp.current - onLimbs;
      if (rest > 0) wounds.torso = rest;
      const dead = hasLasting(state, 'dead') || pools.hp.current <= -pools.hp.max;
      const unconscious = !dead && pools.hp.current <= 0;
      return { state: { injury: { ...base, wounds, crippled }, dead, unconscious }, out: dead || unconscious };
    },

    afterTime(input) {
      const { name, pools, from, to } = input;
      let state = input.state;
      const notes: string[] = [];
      const hp = pools.hp.current;
      if (hasLasting(state, 'dead')) return { state: { ...state, hpSeen: hp }, rolls: [], notes, needsGm: null };
      if (hp <= -pools.hp.max) {
        state = withLasting(state, { id: 'dead', since: from });
        notes.push(`${name} is dead: damage has reached twice HP (${pools.hp.max}).`);
        return { state: { ...state, hpSeen: hp }, rolls: [], notes, needsGm: `${name} has died.` };
      }
      if ((state.hpSeen ?? hp) <= 0 && hp > 0) notes.push(`${name} comes round: damage is below HP again.`);
      const regained = hpRegainedBetween({ baseHp: pools.hp.max, ht: htOf(input.profile), fromSeconds: from, toSeconds: to });
      for (const c of state.conditions.filter((x) => x.id.startsWith('crippled:'))) {
        const loc = locationOf(c.id);
        const left = Math.max(0, (c.damage ?? crippleThreshold(loc, pools.hp.max) ?? 0) - regained);
        if (left < (crippleThreshold(loc, pools.hp.max) ?? 0)) {
          state = withoutLasting(state, c.id);
          notes.push(`${name}'s ${named(loc)} has mended.`);
        } else if (left !== c.damage) state = withLasting(state, { ...c, damage: left });
      }
      return { state: { ...state, hpSeen: hp }, rolls: [], notes, needsGm: null };
    },

    set(state, condition, on, at) {
      if (!kinds.some((k) => k.id === condition)) refuse('condition', `must be one of ${kinds.map((k) => k.id).join(', ')}`);
      if (!on) return withoutLasting(state, condition);
      const other = condition.startsWith('crippled:') ? `maimed:${locationOf(condition)}` : condition.startsWith('maimed:') ? `crippled:${locationOf(condition)}` : '';
      return withLasting(withoutLasting(state, other), { id: condition, since: at });
    },
  };
}
