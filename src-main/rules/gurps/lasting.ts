import type { Rng } from '../dice/rng';
import { refuse } from '../rule-input-error';
import {
  hasLasting,
  withLasting,
  withoutLasting,
  type Condition,
  type LabelledRoll,
  type LastingCondition,
  type LastingOutcome,
  type LastingRules,
  type LastingState,
} from '../ruleset';
import { statsOf } from './character';
import { hitLocation, UNHURT, type HitLocationId, type InjuryModel, type InjuryState } from './combat';
import { SECONDS_PER_HOUR } from '../../../src-shared/units';
import { GRAVE_SECONDS, rollUnconsciousRecovery, unconsciousSchedule } from './recovery';
import { successRoll } from './success';

// What outlasts a GURPS fight (000_4b7986e803b19dcc.txt, "General Damage" and
// "Recovery"; GULLIVER, 002_6bcc9877716aeba8.txt, keeps the same thresholds on its
// own HP): unconsciousness with its hourly or twelve-hourly HT rolls, the death
// checks at each full multiple of -HP and death at -5 x HP, and crippled limbs.
// GURPS Lite names crippling but not its mending; Lantern reads a crippled limb as
// the Basic Set's temporary crippling, whole again once every lost HP is back, and
// the GM marks one crippled for good by hand ("maimed").

/** Locations a wound can cripple (supplement B4), and GULLIVER's neck. */
export const CRIPPLING_LOCATIONS: readonly HitLocationId[] = ['right-arm', 'left-arm', 'right-leg', 'left-leg', 'hand', 'foot', 'neck'];

/** Rolls a span may hold before the clock hands the rest back to the GM: a year's coma is 730 rolls. */
const MOST_ROLLS = 1000;

const locationOf = (id: string) => id.slice(id.indexOf(':') + 1) as HitLocationId;
const crippledIds = (state: LastingState) => state.conditions.filter((c) => c.id.startsWith('crippled:') || c.id.startsWith('maimed:'));

function kinds() {
  return [
    { id: 'unconscious', label: 'Unconscious', help: 'Wakes by the Recovery rules: in 15 minutes above 0 HP, an HT roll an hour down to -HP, one roll after 12 hours below.' },
    { id: 'comatose', label: 'Will not wake', help: 'Failed the 12-hour roll below -HP: only medical care wakes them; an HT roll every 12 hours against death.' },
    { id: 'dead', label: 'Dead', help: 'Clear it only for magic or the GM’s mercy.' },
    ...CRIPPLING_LOCATIONS.flatMap((loc) => [
      { id: `crippled:${loc}`, label: `${hitLocation(loc).label} crippled`, help: 'Useless until every lost HP is healed.' },
      { id: `maimed:${loc}`, label: `${hitLocation(loc).label} crippled for good`, help: 'Does not mend with rest.' },
    ]),
  ];
}

/** GURPS Lite and GULLIVER's lasting conditions; `model` gives the death thresholds on the member's own HP. */
export function gurpsLasting(model: InjuryModel): LastingRules<{ readonly injury?: InjuryState }> {
  const list = kinds();

  function describe(state: LastingState): Condition[] {
    return state.conditions.flatMap((c): Condition[] => {
      if (c.id === 'dead') return [{ id: 'dead', label: 'Dead', effect: 'Past a failed death check or -5 x HP.' }];
      if (c.id === 'comatose') return [{ id: 'comatose', label: 'Will not wake', effect: 'Needs medical care; an HT roll every 12 hours to stay alive.' }];
      if (c.id === 'unconscious') return [{ id: 'unconscious', label: 'Unconscious', effect: 'Out until an HT roll wakes them (or 15 minutes above 0 HP).' }];
      const loc = locationOf(c.id);
      if (c.id.startsWith('crippled:')) return [{ id: c.id, label: `${hitLocation(loc).label} crippled`, effect: 'Useless until every lost HP is healed.' }];
      if (c.id.startsWith('maimed:')) return [{ id: c.id, label: `${hitLocation(loc).label} crippled for good`, effect: 'Does not mend with rest.' }];
      return [];
    });
  }

  function afterTime(input: Parameters<LastingRules['afterTime']>[0], rng: Rng): LastingOutcome {
    const { name, pools, from, to } = input;
    let state = input.state;
    const hp = pools.hp.current;
    const hpMax = pools.hp.max;
    const rolls: LabelledRoll[] = [];
    const notes: string[] = [];
    let needsGm: string | null = null;
    const ht = statsOf(input.profile).attributes.ht;
    const die = (why: string, at: number) => {
      state = withLasting(withoutLasting(state, 'unconscious', 'comatose'), { id: 'dead', since: at });
      notes.push(`${name} dies: ${why}.`);
      needsGm = `${name} has died.`;
    };
    if (hasLasting(state, 'dead')) return { state: { ...state, hpSeen: hp }, rolls, notes, needsGm };

    // A fall in HP since the rules last looked (hunger, a GM's hand) is answered at once: "General Damage".
    const seen = state.hpSeen ?? hpMax;
    if (hp <= model.automaticDeathAt(hpMax)) die(`${hp} HP is -5 x HP or worse`, from);
    else {
      for (const threshold of model.deathCheckThresholds({ hp: hpMax, hpBefore: seen, hpAfter: hp })) {
        const check = successRoll(ht, rng);
        rolls.push({ label: `Death check at ${threshold} HP: ${name} (HT ${ht})`, roll: check.roll });
        if (!check.success) {
          die(`failed the death check at ${threshold} HP`, from);
          break;
        }
        notes.push(`${name} passes the death check at ${threshold} HP.`);
      }
    }

    // New injury at 0 HP or below away from a fight: one HT roll to stay conscious ("General Damage").
    if (hp <= 0 && hp < seen && !hasLasting(state, 'dead') && !hasLasting(state, 'unconscious') && !hasLasting(state, 'comatose')) {
      const awake = successRoll(ht, rng);
      rolls.push({ label: `HT to stay conscious at ${hp} HP: ${name}`, roll: awake.roll });
      if (!awake.success) {
        state = withLasting(state, { id: 'unconscious', since: from });
        notes.push(`${name} falls unconscious at ${hp} HP.`);
      }
    }

    const down = state.conditions.find((c) => c.id === 'unconscious' || c.id === 'comatose');
    if (down && !hasLasting(state, 'dead')) {
      const woke = recover(down, { name, hp, hpMax, ht, to }, rng, rolls, notes);
      if (woke.dead) die(woke.dead.why, woke.dead.at);
      else {
        state = withoutLasting(state, down.id);
        if (woke.still) state = withLasting(state, woke.still);
        if (woke.still?.id === 'comatose' && down.id !== 'comatose') needsGm = `${name} will not wake without medical care.`;
      }
    }

    // Back to full HP, every temporarily crippled limb works again.
    if (hp >= hpMax && !hasLasting(state, 'dead')) {
      const mended = state.conditions.filter((c) => c.id.startsWith('crippled:'));
      if (mended.length > 0) {
        state = withoutLasting(state, ...mended.map((c) => c.id));
        notes.push(`${name}'s ${mended.map((c) => hitLocation(locationOf(c.id)).label.toLowerCase()).join(' and ')} ${mended.length === 1 ? 'has' : 'have'} mended: every lost HP is back.`);
      }
    }
    return { state: { ...state, hpSeen: hp }, rolls, notes, needsGm };
  }

  /** The rolls to wake (or to live) that fall due before `to`: still down (and when next), awake, or dead. */
  function recover(
    down: LastingCondition,
    at: { name: string; hp: number; hpMax: number; ht: number; to: number },
    rng: Rng,
    rolls: LabelledRoll[],
    notes: string[],
  ): { still?: LastingCondition; dead?: { why: string; at: number } } {
    let failedWakeRoll = down.id === 'comatose';
    let due = down.next ?? down.since + (unconsciousSchedule({ hp: at.hp, hpMax: at.hpMax, failedWakeRoll }).nextInSeconds ?? 0);
    let made = 0;
    while (due <= at.to && made < MOST_ROLLS) {
      const result = rollUnconsciousRecovery({ hp: at.hp, hpMax: at.hpMax, ht: at.ht, failedWakeRoll }, rng);
      if (result.roll) {
        made += 1;
        rolls.push({ label: `${failedWakeRoll ? 'HT to stay alive' : 'HT to wake'}: ${at.name}`, roll: result.roll.roll });
      }
      if (result.dead) return { dead: { why: failedWakeRoll ? 'failed the 12-hour HT roll without medical care' : result.outcome, at: due } };
      if (result.awake && !failedWakeRoll) {
        notes.push(`${at.name} wakes${result.roll ? ` (HT roll ${result.roll.roll.total})` : ''}.`);
        return {};
      }
      if (result.failedWakeRoll && !failedWakeRoll) notes.push(`${at.name} fails the 12-hour roll and will not wake without medical care.`);
      failedWakeRoll = result.failedWakeRoll;
      due += result.schedule.band === 'hourly' ? SECONDS_PER_HOUR : GRAVE_SECONDS;
    }
    return { still: { id: failedWakeRoll ? 'comatose' : 'unconscious', since: down.since, next: due } };
  }

  return {
    kinds: list,
    describe,
    heals: (state) => !hasLasting(state, 'dead') && !hasLasting(state, 'comatose'),

    afterFight(fighter, before, at) {
      const injury: InjuryState = { ...UNHURT, ...(fighter.state.injury ?? {}) };
      const kept = before.conditions.filter((c) => c.id.startsWith('maimed:') || (c.id === 'comatose' && injury.unconscious));
      const was = (id: string) => before.conditions.find((c) => c.id === id);
      const conditions: LastingCondition[] = [...kept];
      if (injury.dead) conditions.push(was('dead') ?? { id: 'dead', since: at });
      else if (injury.unconscious && !kept.some((c) => c.id === 'comatose')) conditions.push(was('unconscious') ?? { id: 'unconscious', since: at });
      for (const loc of [...injury.crippled, ...injury.severed]) {
        const maimed = injury.severed.includes(loc) || kept.some((c) => c.id === `maimed:${loc}`);
        const id = `${maimed ? 'maimed' : 'crippled'}:${loc}`;
        if (!conditions.some((c) => c.id === id)) conditions.push(was(id) ?? { id, since: at });
      }
      return { conditions, hpSeen: fighter.pools.hp.current };
    },

    intoFight(state) {
      const crippled = crippledIds(state).map((c) => locationOf(c.id));
      const injury: InjuryState = {
        ...UNHURT,
        unconscious: hasLasting(state, 'unconscious') || hasLasting(state, 'comatose'),
        dead: hasLasting(state, 'dead'),
        crippled,
      };
      return { state: { injury }, out: injury.unconscious || injury.dead };
    },

    afterTime,

    set(state, condition, on, at) {
      if (!list.some((k) => k.id === condition)) refuse('condition', `must be one of ${list.map((k) => k.id).join(', ')}`);
      if (!on) return withoutLasting(state, condition);
      let next = state;
      if (condition.startsWith('maimed:')) next = withoutLasting(next, `crippled:${locationOf(condition)}`);
      if (condition.startsWith('crippled:')) next = withoutLasting(next, `maimed:${locationOf(condition)}`);
      if (condition === 'dead') next = withoutLasting(next, 'unconscious', 'comatose');
      if (condition === 'unconscious') next = withoutLasting(next, 'comatose');
      if (condition === 'comatose') next = withoutLasting(next, 'unconscious');
      return withLasting(next, { id: condition, since: at });
    },
  };
}

