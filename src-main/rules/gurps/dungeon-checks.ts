import type { GurpsOptions } from '../../../src-shared/contract';
import type { CharacterProfile, DungeonCheck, DungeonRules } from '../ruleset';
import { skillOf, statsOf } from './character';
import { senseRoll, type Sense } from './feats/sense-roll';
import { rollTarget } from './modifiers';
import { successChances, successRoll } from './success';
import { SECONDS_PER_TURN } from '../../../src-shared/units';

// Dungeon work by GURPS Lite (000_4b7986e803b19dcc.txt, "Sense Roll", "Physical Feats"):
// searching is a Vision roll (a Search or Observation skill may stand in for Per),
// listening a Hearing roll, forcing a door a feat of strength, an ST roll. How long
// a search takes is the campaign's option, since the text gives no time.

/** The ten seconds of attention Basic Fantasy gives a listener; GURPS gives none. */
const LISTEN_SECONDS = 10;
/** A locked door or bars is a hard feat: the GM may say otherwise with the roll in front of them. */
const FORCE_MODIFIER = { 'stuck-door': 0, 'locked-door': -3, bars: -3 } as const;

/** The better of Per and any skill the text lets replace it. */
function bestSense(profile: CharacterProfile, skills: readonly string[]) {
  const per = statsOf(profile).per.value;
  const best = skills
    .map((name) => ({ label: name, level: skillOf(profile, name) }))
    .filter((s): s is { label: string; level: number } => s.level !== undefined && s.level > per)
    .sort((a, b) => b.level - a.level)[0];
  return { per, substitute: best };
}

export function gurpsDungeonRules(options: Pick<GurpsOptions, 'searchTurnsPer10Feet'>): DungeonRules {
  const searchSeconds = (tens: number) => Math.round(Math.max(1, tens) * options.searchTurnsPer10Feet * SECONDS_PER_TURN);

  function sense(
    name: string,
    profile: CharacterProfile,
    sense: Sense,
    skills: readonly string[],
    label: string,
    seconds: number,
    rng: Parameters<typeof senseRoll>[1],
    modifier = 0,
  ): DungeonCheck {
    const r = senseRoll({ sense, ...bestSense(profile, skills), modifiers: modifier ? [{ label: modifier > 0 ? 'an easy door to find' : 'a hard door to find', value: modifier }] : [] }, rng);
    return {
      attempted: true,
      success: r.success,
      chance: { probability: r.chances.success, text: `3d6 <= ${r.target.formula}` },
      rolls: [{ label: `${label}: ${name}`, roll: r.roll.roll, secret: true }],
      seconds,
    };
  }

  return {
    // GURPS gives Move in yards per second (seed 000, "Encumbrance and Move") and the clock counts seconds: a walk takes what its distance does at the party's exploring pace.
    walk: { stepSeconds: 1, source: 'seed 000, "Encumbrance and Move": Move is yards per second' },
    searchTraps(searcher, input, rng) {
      const check = sense(searcher.name, searcher.profile, 'vision', ['Search', 'Observation'], 'Search for traps', searchSeconds(Math.ceil(input.areaSquareFeet / 100)), rng);
      return { ...check, success: check.success && input.trapPresent };
    },
    searchSecretDoors(searcher, input, rng) {
      const check = sense(searcher.name, searcher.profile, 'vision', ['Search', 'Observation'], 'Search for secret doors', searchSeconds(Math.ceil(input.wallFeet / 10)), rng, input.doorModifier);
      return { ...check, success: check.success && input.doorPresent };
    },
    listen(searcher, input, rng) {
      const check = sense(searcher.name, searcher.profile, 'hearing', ['Observation'], 'Hearing roll', LISTEN_SECONDS, rng);
      return { ...check, success: check.success && input.noiseBeyond };
    },
    forceDoor(searcher, input, rng) {
      const st = statsOf(searcher.profile).attributes.st;
      const target = rollTarget({ label: 'ST', value: st }, [{ label: input.obstacle === 'stuck-door' ? 'stuck' : 'hard: lock or bars', value: FORCE_MODIFIER[input.obstacle] }]);
      const r = successRoll(target.effective, rng);
      return {
        attempted: true,
        success: r.success,
        chance: { probability: successChances(target.effective).success, text: `3d6 <= ${target.formula}` },
        rolls: [{ label: `ST roll to force: ${searcher.name}`, roll: r.roll }],
        seconds: 1,
      };
    },
  };
}
