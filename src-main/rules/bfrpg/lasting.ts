import type { BfrpgOptions } from '../../../src-shared/contract';
import { roll } from '../dice';
import type { Rng } from '../dice/rng';
import { refuse } from '../rule-input-error';
import {
  hasLasting,
  withLasting,
  withoutLasting,
  type CharacterProfile,
  type Condition,
  type LabelledRoll,
  type LastingOutcome,
  type LastingRules,
  type LastingState,
} from '../ruleset';
import { savingThrow } from './saves';
import { SECONDS_PER_TURN } from '../../../src-shared/units';

// Basic Fantasy's death and dying (supplement A18): at 0 HP a character is dead by
// the rule as written. Under the optional Save vs. Death a save leaves them dying
// for 2d10 rounds unless the wounds are bound; under Negative hit points they lose
// 1 HP a round until bound or dead at -10. A bound character is stable: the first
// HP takes a week of rest, then healing goes at the normal rate. A subdued one wakes
// with 1 HP after 1d4 turns.

const ROUND = 10;
const WEEK = 7 * 86_400;
const NEGATIVE_DEATH = -10;

const KINDS = [
  { id: 'dead', label: 'Dead', help: 'At 0 HP by the rule as written, or past the optional rules’ limits.' },
  { id: 'dying', label: 'Dying', help: 'Optional rules: bind the wounds (set Wounds bound) before the count runs out.' },
  { id: 'stable', label: 'Wounds bound', help: 'Stable at 0 HP or below: no fighting or casting; the first HP takes a week of rest.' },
  { id: 'unconscious', label: 'Knocked out', help: 'Subdued: wakes with 1 HP after 1d4 turns.' },
] as const;

type FightState = { readonly dead?: boolean; readonly dying?: number; readonly marks?: readonly string[] };

/** Supplement A18 under the campaign's 0 HP rule; `deathSaveOf` gives the member's save vs. Death Ray. */
export function bfrpgLasting(zeroHp: BfrpgOptions['zeroHp'], deathSaveOf: (profile: CharacterProfile) => number): LastingRules<FightState> {
  const bleeds = zeroHp === 'negative-hp';

  function describe(state: LastingState): Condition[] {
    return state.conditions.flatMap((c): Condition[] => {
      if (c.id === 'dead') return [{ id: 'dead', label: 'Dead', effect: zeroHp === 'dead' ? '0 HP is death by the rule as written (supplement A18).' : 'Past the optional rule’s limit (supplement A18).' }];
      if (c.id === 'dying') return [{ id: 'dying', label: 'Dying', effect: bleeds ? 'Loses 1 HP a round until the wounds are bound; dead at -10.' : 'Dies when the count runs out unless the wounds are bound.' }];
      if (c.id === 'stable') return [{ id: 'stable', label: 'Wounds bound', effect: 'No fighting or casting; the first HP comes after a week of rest.' }];
      if (c.id === 'unconscious') return [{ id: 'unconscious', label: 'Knocked out', effect: 'Wakes with 1 HP after 1d4 turns.' }];
      return [];
    });
  }

  function afterTime(input: Parameters<LastingRules['afterTime']>[0], rng: Rng): LastingOutcome {
    const { name, pools, from, to } = input;
    let state = input.state;
    let hp = pools.hp.current;
    const rolls: LabelledRoll[] = [];
    const notes: string[] = [];
    let needsGm: string | null = null;
    const done = (): LastingOutcome => ({ state: { ...state, hpSeen: hp }, ...(hp !== pools.hp.current && { hp }), rolls, notes, needsGm });
    const die = (why: string, at: number) => {
      state = withLasting(withoutLasting(state, 'dying', 'stable', 'unconscious'), { id: 'dead', since: at });
      notes.push(`${name} is dead: ${why}.`);
      needsGm = `${name} is dead.`;
    };
    if (hasLasting(state, 'dead')) return done();

    const knockedOut = state.conditions.find((c) => c.id === 'unconscious');
    if (knockedOut && hp > 0) {
      let wakeAt = knockedOut.next;
      if (wakeAt === undefined) {
        const turns = roll('1d4', rng);
        rolls.push({ label: `Turns until ${name} wakes`, roll: turns });
        wakeAt = knockedOut.since + turns.total * SECONDS_PER_TURN;
      }
      if (wakeAt <= to) {
        state = withoutLasting(state, 'unconscious');
        notes.push(`${name} wakes.`);
      } else state = withLasting(state, { ...knockedOut, next: wakeAt });
    }

    if (hp > 0) {
      if (hasLasting(state, 'stable') || hasLasting(state, 'dying')) state = withoutLasting(state, 'stable', 'dying');
      return done();
    }
    if (bleeds && hp <= NEGATIVE_DEATH) {
      die(`${hp} HP: -10 is death under Negative hit points`, from);
      return done();
    }
    const stable = state.conditions.find((c) => c.id === 'stable');
    if (stable) {
      if (to >= stable.since + WEEK && hp < 1 && zeroHp !== 'negative-hp') {
        hp = 1;
        state = withoutLasting(state, 'stable');
        notes.push(`${name} has rested a week with bound wounds: 1 HP back.`);
      }
      return done();
    }

    if (zeroHp === 'dead') {
      die(`${hp} HP, and 0 HP is death by the rule as written (supplement A18)`, from);
      return done();
    }
    if (bleeds) {
      const roundsToDeath = hp - NEGATIVE_DEATH;
      const rounds = Math.floor((to - from) / ROUND);
      if (rounds >= roundsToDeath) {
        hp = NEGATIVE_DEATH;
        die('bled to -10 HP with the wounds unbound', from + roundsToDeath * ROUND);
        return done();
      }
      hp -= rounds;
      state = withLasting(state, state.conditions.find((c) => c.id === 'dying') ?? { id: 'dying', since: from });
      needsGm = `${name} is bleeding at ${hp} HP, 1 HP a round: bind the wounds or lose them at -10.`;
      return done();
    }
    // Save vs. Death: one save when first found at 0 HP, then the count to bind the wounds.
    let dying = state.conditions.find((c) => c.id === 'dying');
    if (!dying) {
      const target = deathSaveOf(input.profile);
      const save = savingThrow(target, 0, rng);
      rolls.push({ label: `Save vs. Death Ray: ${name} (${target}+)`, roll: save.roll });
      if (!save.success) {
        die('failed the save vs. Death Ray at 0 HP', from);
        return done();
      }
      const count = roll('2d10', rng);
      rolls.push({ label: `Rounds to bind the wounds: ${name}`, roll: count });
      dying = { id: 'dying', since: from, next: from + count.total * ROUND };
      state = withLasting(state, dying);
      notes.push(`${name} saves and lies dying: ${count.total} rounds to bind the wounds.`);
    }
    if (dying.next !== undefined && dying.next <= to) die('the wounds were not bound in time', dying.next);
    else {
      const left = dying.next === undefined ? null : Math.max(1, Math.ceil((dying.next - to) / ROUND));
      needsGm = `${name} lies dying at 0 HP: bind the wounds${left === null ? '' : ` within ${left} round${left === 1 ? '' : 's'}`}.`;
    }
    return done();
  }

  return {
    kinds: KINDS,
    describe,

    heals(state, pools, at) {
      if (hasLasting(state, 'dead') || hasLasting(state, 'dying')) return false;
      const stable = state.conditions.find((c) => c.id === 'stable');
      if (stable) return at >= stable.since + WEEK;
      return pools.hp.current > 0;
    },

    afterFight(fighter, before, at) {
      const s = fighter.state;
      const hp = fighter.pools.hp.current;
      const was = (id: string) => before.conditions.find((c) => c.id === id) ?? { id, since: at };
      const kept = before.conditions.filter((c) => c.id === 'unconscious' && hp > 0);
      if (s.dead) return { conditions: [was('dead')], hpSeen: hp };
      if (hp > 0) return { conditions: kept, hpSeen: hp };
      if ((s.marks ?? []).includes('bound')) return { conditions: [was('stable')], hpSeen: hp };
      if (s.dying !== undefined) return { conditions: [{ id: 'dying', since: was('dying').since, next: at + s.dying * ROUND }], hpSeen: hp };
      return { conditions: bleeds ? [was('dying')] : [], hpSeen: hp };
    },

    intoFight(state, pools, _profile, at) {
      const dead = hasLasting(state, 'dead');
      const dying = state.conditions.find((c) => c.id === 'dying');
      const fight: FightState = {
        ...(dead && { dead: true }),
        ...(dying?.next !== undefined && { dying: Math.max(1, Math.ceil((dying.next - at) / ROUND)) }),
        ...(hasLasting(state, 'stable') && { marks: ['bound'] }),
      };
      return { state: fight, out: dead || pools.hp.current <= 0 || hasLasting(state, 'unconscious') };
    },

    afterTime,

    set(state, condition, on, at) {
      if (!KINDS.some((k) => k.id === condition)) refuse('condition', `must be one of ${KINDS.map((k) => k.id).join(', ')}`);
      if (!on) return withoutLasting(state, condition);
      // Binding the wounds ends the dying; death ends everything else.
      const cleared = condition === 'stable' ? ['dying'] : condition === 'dead' ? ['dying', 'stable', 'unconscious'] : condition === 'dying' ? ['stable'] : [];
      return withLasting(withoutLasting(state, ...cleared), { id: condition, since: at });
    },
  };
}
