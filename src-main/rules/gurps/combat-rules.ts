import { gurpsAttack, gurpsManeuver, gurpsStatBlock, type GurpsOptions } from '../../../src-shared/contract';
import type { BodyRules } from './body-rules';
import { HIT_LOCATIONS, HIT_LOCATION_IDS, MANEUVERS, type ManeuverId } from './combat';
import { makeAttack, previewAttack } from './fight/attack';
import { declareManeuver, setMark } from './fight/maneuvers';
import { MARKS, stateOf, type GurpsCombatRules, type GurpsStats } from './fight/state';
import { describeBlock, foeStats, memberStats, type MuscleTable } from './fight/stats';
import { fighterSummary } from './fight/summary';
import { endTurn, hpLostByHand, NOTHING, rollInitiative, startTurn } from './fight/turns';

export type { GurpsCombatRules, GurpsFighter, GurpsState, GurpsStats } from './fight/state';
export type { MuscleTable } from './fight/stats';

// GURPS Lite in a fight (000_4b7986e803b19dcc.txt, "Combat"): a fixed turn order by
// Basic Speed, a maneuver each turn, attack and defense rolls on 3d, hit locations,
// wounds, shock, stun and the rolls to stay conscious and alive. Under GULLIVER
// (002_6bcc9877716aeba8.txt) the wounds' effects follow its damage and shock rules.
// Each question is answered in fight/: the figures (stats), the card (summary), the
// attack, the maneuvers and the turn sequence (turns); this puts them behind the seam.

/** GURPS Lite's fighting, with the body rules' injury model and size (GULLIVER's, or human scale). */
/** An attack modifier the rules price, offered by name: "Darkness: dark (-4)". */
export interface Circumstance {
  readonly id: string;
  readonly label: string;
  readonly modifier: number;
}

export function gurpsCombat(
  options: GurpsOptions,
  body: Pick<BodyRules, 'injury' | 'sizeModifier' | 'atSize'>,
  table: MuscleTable | null = null,
  circumstances: readonly Circumstance[] = [],
): GurpsCombatRules {
  const model = body.injury;
  const rulesName = options.gulliver ? 'GULLIVER' : 'GURPS Lite';

  return {
    initiativeEachRound: false,
    reference: {
      manual: false,
      maneuvers: (Object.keys(MANEUVERS) as ManeuverId[]).map((id) => ({
        id,
        label: MANEUVERS[id].label,
        help: MANEUVERS[id].help,
        // All-Out Attack lists Determined for melee and for ranged: one choice here, the attack decides which.
        options: MANEUVERS[id].options.filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i).map((o) => ({ id: o.id, label: o.label })),
      })),
      defenses: [
        { id: 'dodge', label: 'Dodge' },
        { id: 'parry', label: 'Parry' },
        { id: 'block', label: 'Block' },
        { id: 'none', label: 'No defense' },
      ],
      locations: [{ id: 'random', label: 'Random (3d)', modifier: 0 }, ...HIT_LOCATION_IDS.map((id) => ({ id, label: HIT_LOCATIONS[id].label, modifier: HIT_LOCATIONS[id].toHit }))],
      ...(circumstances.length > 0 && { circumstances: circumstances.map((c) => ({ ...c })) }),
      conditions: [...MARKS],
      initiativeModes: [],
    },
    statBlockSchema: gurpsStatBlock,
    attackSchema: gurpsAttack,
    maneuverSchema: gurpsManeuver,

    memberStats: (profile, carried) => memberStats(profile, carried, body, table),
    foe: (block) => foeStats(block, body, table),
    describe: describeBlock,
    rollInitiative: (fighters, _options, rng) => rollInitiative(fighters, rng),
    summary: (f) => fighterSummary(f, model, rulesName),
    preview: (attacker, defender, attack) => previewAttack(attacker, defender, attack, model),
    attack: (attacker, defender, attack, rng) => makeAttack(attacker, defender, attack, rng, model),
    missileWeapon: (attacker, attack) => {
      const weapon = (attacker.stats as GurpsStats).weapons[attack.weapon];
      return weapon?.ranged ? weapon.name : null;
    },
    maneuver: declareManeuver,
    setCondition: setMark,
    hpLostByHand: (fighter, hpAfter, rng) => hpLostByHand(fighter, hpAfter, rng, model),
    startTurn: (fighter, rng) => startTurn(fighter, rng, model),
    endTurn: (fighter, rng) => endTurn(fighter, rng, model),
    endRound: () => NOTHING,
    beaten: (f) => f.out && (stateOf(f).injury.dead || stateOf(f).injury.unconscious || f.pools.hp.current <= 0),
    endFight: () => NOTHING,
  };
}
