import { gurpsAttack, gurpsManeuver, gurpsStatBlock } from '../../../../src-shared/contract';
import type { CombatRules, Fighter, LabelledRoll } from '../../ruleset';
import {
  HIT_LOCATION_IDS,
  UNHURT,
  type DamageSpec,
  type HtRollPurpose,
  type DefenseKind,
  type HitLocationId,
  type PlanLocation,
  type InjuryModel,
  type InjuryState,
  type ManeuverId,
  type PostureId,
  type TargetBody,
  type WeaponInput,
} from '../combat';
import { percent } from '../combat/trace';
import { htRollModifiers, naturalDr, shockAfterTraits, sumOf, describeModifiers, type GurpsTraits } from '../traits';

// A GURPS fighter as the encounter keeps it: the fighting figures made at the start of
// the fight, the state carried from turn to turn, and the figures read off both.

export type Attack = ReturnType<typeof gurpsAttack.parse>;
export type Declared = ReturnType<typeof gurpsManeuver.parse>;
export type Block = ReturnType<typeof gurpsStatBlock.parse>;

export interface WeaponStats {
  readonly name: string;
  readonly skill: number;
  /** Where the skill came from: "Broadsword 13", "DX 11 - 5 default". */
  readonly skillText: string;
  readonly damage: DamageSpec;
  readonly delivery: WeaponInput['delivery'];
  /** Parry score with this weapon; null when it cannot parry. */
  readonly parry: number | null;
  readonly unbalanced: boolean;
  /** Unready after each attack ("‡" after its ST) until a Ready maneuver. */
  readonly mustReady?: boolean;
  /** A fencing weapon ("F" after its Parry). */
  readonly fencing?: boolean;
  /** The Feint technique bought up from this weapon's skill: a Feint with it rolls against this level. */
  readonly feint?: { readonly level: number; readonly name: string };
  readonly ranged: { readonly acc: number; readonly halfDamage: number; readonly max: number; readonly bulk: number } | null;
}

export interface GurpsStats {
  readonly st: number;
  readonly dx: number;
  readonly ht: number;
  readonly will: number;
  readonly hp: number;
  readonly basicSpeed: number;
  /** After encumbrance; halved again while reeling or very tired. */
  readonly dodge: number;
  readonly block: number | null;
  readonly dr: number;
  /** DR where it is not `dr` (a helmet, a bare face). */
  readonly drByLocation?: Partial<Record<HitLocationId, number>>;
  /** The places a body other than the humanoid one can be hit (a quadruped's forelegs and tail). */
  readonly bodyPlan?: readonly PlanLocation[];
  readonly sm: number;
  readonly linearScale: number | null;
  readonly weapons: readonly WeaponStats[];
  /** The traits that change figures in a fight (defenses above already count theirs); fights begun before traits were kept have none. */
  readonly traits?: GurpsTraits;
  readonly nightVision?: boolean;
  readonly shield?: ShieldStats | null;
  /** What traits and the shield added to each defense, for the card and the odds: "+1 Combat Reflexes, +2 Medium shield DB". */
  readonly defenseNotes?: Partial<Record<DefenseKind, string>>;
}

export interface ShieldStats {
  readonly name: string;
  readonly defenseBonus: number;
}

export interface GurpsState {
  readonly injury: InjuryState;
  /** The fighter's latest maneuver: it decides their defenses until their next turn. */
  readonly maneuver: ManeuverId | null;
  readonly option: string | null;
  readonly aodDefense: DefenseKind | null;
  /** True from a maneuver's declaration to the end of that turn. */
  readonly declared: boolean;
  readonly attacks: number;
  readonly posture: PostureId;
  readonly aim: { readonly targetId: number; readonly seconds: number } | null;
  readonly evaluate: { readonly targetId: number; readonly turns: number } | null;
  /** A feint's penalty on one foe's defense; `ready` once the turn it helps has come. */
  readonly feint: { readonly targetId: number; readonly penalty: number; readonly ready: boolean } | null;
  readonly blockUsed: boolean;
  /**
   * Shock points being felt this turn: the pending ones move here when the fighter's turn
   * begins and go when it ends (000, "Shock": on your next turn only), so a skipped or
   * ended round cannot carry them into a later turn.
   */
  readonly shockNow: number;
  /** Weapons that attacked since the fighter's last turn began (unbalanced ones cannot parry). */
  readonly attackedWith: readonly number[];
  /** Weapons (by index) a swing left unready: they neither attack nor parry until readied (000, "Ready"). */
  readonly unready: readonly number[];
  /** The weapon (by index) of each parry made since the fighter's last turn began. */
  readonly parried: readonly number[];
  readonly marks: readonly string[];
}

export const FRESH: GurpsState = {
  injury: UNHURT,
  maneuver: null,
  option: null,
  aodDefense: null,
  declared: false,
  attacks: 0,
  posture: 'standing',
  aim: null,
  evaluate: null,
  feint: null,
  blockUsed: false,
  shockNow: 0,
  attackedWith: [],
  unready: [],
  parried: [],
  marks: [],
};

/** A GURPS fighter: what it keeps between turns starts empty and takes the fresh state's values for what it lacks. */
export type GurpsFighter = Fighter<GurpsStats, Partial<GurpsState>>;
export type GurpsCombatRules = CombatRules<GurpsStats, Partial<GurpsState>, Block, Attack, Declared>;

export const stateOf = (f: GurpsFighter): GurpsState => ({ ...FRESH, ...f.state });

/** Conditions the GM may set by hand; stun and unconsciousness are the injury rules' own. */
export const MARKS = [
  { id: 'stunned', label: 'Stunned' },
  { id: 'unconscious', label: 'Unconscious' },
  { id: 'surprised', label: 'Surprised (cannot defend)' },
  { id: 'grappled', label: 'Grappled (cannot defend)' },
  { id: 'blinded', label: 'Blinded' },
] as const;


export const traitsOf = (f: GurpsFighter): GurpsTraits => f.stats.traits ?? {};

function htBonus(traits: GurpsTraits, purpose: HtRollPurpose) {
  const mods = htRollModifiers(traits, purpose);
  return { value: sumOf(mods), text: describeModifiers(mods) };
}

export function bodyOf(f: GurpsFighter, model: InjuryModel, state = stateOf(f)): TargetBody {
  const s = f.stats;
  const traits = traitsOf(f);
  const natural = (traits.damageResistance ?? []).length > 0;
  return {
    hp: s.hp,
    currentHp: f.pools.hp.current,
    ht: s.ht,
    dr: s.dr,
    ...((natural || s.drByLocation) && {
      drByLocation: Object.fromEntries(HIT_LOCATION_IDS.map((id) => [id, (s.drByLocation?.[id] ?? s.dr) + naturalDr(traits, id)])),
    }),
    ...(s.linearScale !== null && model.id === 'gulliver' && { linearScale: s.linearScale }),
    htRolls: { knockdown: htBonus(traits, 'knockdown'), knockout: htBonus(traits, 'knockout'), death: htBonus(traits, 'death'), consciousness: htBonus(traits, 'consciousness'), other: htBonus(traits, 'other') },
    state: state.injury,
  };
}

/** Move and Dodge are halved below a third of HP (or FP). */
export function slowed(f: GurpsFighter, model: InjuryModel): string | null {
  const s = f.stats;
  if (model.isReeling({ hp: s.hp, currentHp: f.pools.hp.current })) return 'reeling';
  const fp = f.pools.fp;
  if (fp && fp.current * 3 < fp.max) return 'very tired';
  return null;
}

export function dodgeOf(f: GurpsFighter, model: InjuryModel): { value: number; text: string } {
  const d = f.stats.dodge;
  const why = slowed(f, model);
  return why ? { value: Math.max(1, Math.ceil(d / 2)), text: `Dodge ${d}, halved (${why})` } : { value: d, text: `Dodge ${d}` };
}

/** The rules' shock for the points, then the pain thresholds (High Pain Threshold feels none). */
function penaltyFor(points: number, f: GurpsFighter, model: InjuryModel): number {
  return points > 0 ? shockAfterTraits(traitsOf(f), model.shockPenalty({ points, hp: f.stats.hp }).value).value : 0;
}

/** The shock penalty on DX and IQ during this turn, from the wounds taken before it began. */
export function shockPenaltyOf(f: GurpsFighter, model: InjuryModel): number {
  return penaltyFor(stateOf(f).shockNow, f, model);
}

/** The shock waiting for the fighter's next turn, from the wounds taken since their last one began. */
export function pendingShockOf(f: GurpsFighter, model: InjuryModel): number {
  return penaltyFor(stateOf(f).injury.shockPoints, f, model);
}

/** Success rolls carry their target and chance into the journal, beside the label. */
export function journalRoll(r: { label: string; roll: LabelledRoll['roll']; target?: number; chance?: number }): LabelledRoll {
  if (r.target === undefined) return { label: r.label, roll: r.roll };
  return { label: r.label, roll: r.roll, against: `vs ${r.target}${r.chance === undefined ? '' : `, ${percent(r.chance)}`}` };
}
