import type { Rng } from '../../dice/rng';
import type { SuccessRoll } from '../success';
import { labelledSuccessRoll, type LabelledRoll } from './trace';
import { finiteNumber, wholeNumber } from './validate';

// 000_4b7986e803b19dcc.txt, "Maneuvers" (Aim through Wait). Help texts are our own summaries.

/** Grouped by what they are for: striking, preparing, defending, moving, the rest. */
export type ManeuverId =
  | 'attack'
  | 'all-out-attack'
  | 'move-and-attack'
  | 'feint'
  | 'aim'
  | 'evaluate'
  | 'all-out-defense'
  | 'move'
  | 'change-posture'
  | 'ready'
  | 'concentrate'
  | 'wait'
  | 'do-nothing';

export type DefenseKind = 'dodge' | 'parry' | 'block';

export const ALL_DEFENSES: readonly DefenseKind[] = ['dodge', 'parry', 'block'];

/**
 * - full: up to full Move
 * - half-forward: up to half Move, forward only (All-Out Attack)
 * - step: one step
 * - none: stay put
 * - half-with-increased-dodge: a step, or up to half Move when All-Out Defense puts its +2 on Dodge
 */
export type MovementAllowance = 'full' | 'half-forward' | 'step' | 'none' | 'half-with-increased-dodge';

export type AllOutAttackOptionId = 'determined' | 'double' | 'feint' | 'strong';
export type AllOutDefenseOptionId = 'increased-defense' | 'double-defense';
export type ManeuverOptionId = AllOutAttackOptionId | AllOutDefenseOptionId;

export interface ManeuverOption {
  readonly id: ManeuverOptionId;
  readonly label: string;
  readonly help: string;
  /** Which kind of attack the option is for; defense options say 'any'. */
  readonly appliesTo: 'melee' | 'ranged' | 'any';
  readonly toHit: number;
  readonly attacks: number;
}

/** A roll the fighter must make to keep the maneuver going when something interrupts it. */
export interface KeepRoll {
  readonly attribute: 'Will';
  readonly modifier: number;
  readonly when: string;
}

export interface Maneuver {
  readonly id: ManeuverId;
  readonly label: string;
  readonly help: string;
  /** Attacks the maneuver itself makes; an option may change it (All-Out Attack, Double). */
  readonly attacks: number;
  readonly movement: MovementAllowance;
  /** Active defenses open to the fighter until their next turn. */
  readonly defenses: readonly DefenseKind[];
  readonly options: readonly ManeuverOption[];
  readonly keepRoll?: KeepRoll;
}

export const ALL_OUT_ATTACK_MELEE_OPTIONS: readonly ManeuverOption[] = [
  {
    id: 'determined',
    label: 'Determined',
    help: 'One attack at +4 to hit.',
    appliesTo: 'melee',
    toHit: 4,
    attacks: 1,
  },
  {
    id: 'double',
    label: 'Double',
    help: 'Two attacks on the same foe, with two ready weapons or one that needs no readying after use; an off-hand weapon is at -4.',
    appliesTo: 'melee',
    toHit: 0,
    attacks: 2,
  },
  {
    id: 'feint',
    label: 'Feint',
    help: 'A Feint and then one attack, both against the same foe.',
    appliesTo: 'melee',
    toHit: 0,
    attacks: 1,
  },
  {
    id: 'strong',
    label: 'Strong',
    help: 'One attack at normal skill that, if it hits, does extra damage (ST-based thrust or swing only); how much is set by the injury model.',
    appliesTo: 'melee',
    toHit: 0,
    attacks: 1,
  },
];

export const ALL_OUT_ATTACK_RANGED_OPTIONS: readonly ManeuverOption[] = [
  { id: 'determined', label: 'Determined', help: 'One ranged attack at +1 to hit.', appliesTo: 'ranged', toHit: 1, attacks: 1 },
];

export const ALL_OUT_DEFENSE_OPTIONS: readonly ManeuverOption[] = [
  {
    id: 'increased-defense',
    label: 'Increased Defense',
    help: '+2 to one chosen active defense (Dodge, Parry or Block) until your next turn.',
    appliesTo: 'any',
    toHit: 0,
    attacks: 0,
  },
  {
    id: 'double-defense',
    label: 'Double Defense',
    help: 'When a defense against an attack fails, try a second, different one against the same attack; a parry with the other hand counts as different.',
    appliesTo: 'any',
    toHit: 0,
    attacks: 0,
  },
];

export const MANEUVERS: Readonly<Record<ManeuverId, Maneuver>> = {
  attack: {
    id: 'attack',
    label: 'Attack',
    help: 'Strike a foe in reach with a ready weapon or bare hands, or throw or shoot at a target within Max range. Only a step of movement; going further calls for Move and Attack or All-Out Attack.',
    attacks: 1,
    movement: 'step',
    defenses: ALL_DEFENSES,
    options: [],
  },
  'all-out-attack': {
    id: 'all-out-attack',
    label: 'All-Out Attack',
    help: 'Put everything into offence with a ready weapon and give up every active defense until your next turn. A melee attack needs an option (Determined, Double, Feint or Strong); a ranged one can be Determined. Move up to half your Move, forward only.',
    attacks: 1,
    movement: 'half-forward',
    defenses: [],
    options: [...ALL_OUT_ATTACK_MELEE_OPTIONS, ...ALL_OUT_ATTACK_RANGED_OPTIONS],
  },
  'move-and-attack': {
    id: 'move-and-attack',
    label: 'Move and Attack',
    help: "Move up to your full Move and make one hasty attack during or after it. Melee: -4, and effective skill can be no better than 9. Ranged: -2 or the weapon's Bulk, whichever is worse. Afterwards only Dodge or Block are open to you.",
    attacks: 1,
    movement: 'full',
    defenses: ['dodge', 'block'],
    options: [],
  },
  feint: {
    id: 'feint',
    label: 'Feint',
    help: "Fake an attack on one foe in reach with a ready weapon: a Quick Contest of melee skills. A win lowers that foe's next active defense against you on your next turn. It is not an attack; you may step and defend freely.",
    attacks: 0,
    movement: 'step',
    defenses: ALL_DEFENSES,
    options: [],
  },
  aim: {
    id: 'aim',
    label: 'Aim',
    help: "Spend a full second lining up a ranged weapon on one target you can see. A following Attack or All-Out Attack with that weapon at that target adds the weapon's Acc, one more after two seconds of aiming and two more after three or more. Any active defense throws the aim away.",
    attacks: 0,
    movement: 'step',
    defenses: ALL_DEFENSES,
    options: [],
    keepRoll: { attribute: 'Will', modifier: 0, when: 'hurt while aiming' },
  },
  evaluate: {
    id: 'evaluate',
    label: 'Evaluate',
    help: 'Study one visible foe who is in reach or one Move and Attack away. Each Evaluate in a row, up to three, gives +1 to your next try at that foe: a Feint, or an attack by any attacking maneuver.',
    attacks: 0,
    movement: 'step',
    defenses: ALL_DEFENSES,
    options: [],
  },
  'all-out-defense': {
    id: 'all-out-defense',
    label: 'All-Out Defense',
    help: 'Think only of staying alive: +2 to one active defense, or a second, different defense after a failed one. Move a step, or up to half your Move if the +2 goes to Dodge.',
    attacks: 0,
    movement: 'half-with-increased-dodge',
    defenses: ALL_DEFENSES,
    options: ALL_OUT_DEFENSE_OPTIONS,
  },
  move: {
    id: 'move',
    label: 'Move',
    help: 'Move up to your full Move and do nothing else; you still defend normally.',
    attacks: 0,
    movement: 'full',
    defenses: ALL_DEFENSES,
    options: [],
  },
  'change-posture': {
    id: 'change-posture',
    label: 'Change Posture',
    help: 'Switch between standing, sitting, kneeling, crawling, lying prone and lying face up. Getting up from lying takes two of these turns; kneeling and standing can swap as a step during another maneuver. The rules text gives no attack or defense figures for postures, so pass any such penalty as an explicit modifier.',
    attacks: 0,
    movement: 'none',
    defenses: ALL_DEFENSES,
    options: [],
  },
  ready: {
    id: 'ready',
    label: 'Ready',
    help: 'Draw, pick up or prepare an item, regain control of an unwieldy weapon, change a long weapon\'s reach, do a non-fighting task such as opening a door or picking a lock, or switch an ability on or off. You may step and defend.',
    attacks: 0,
    movement: 'step',
    defenses: ALL_DEFENSES,
    options: [],
  },
  concentrate: {
    id: 'concentrate',
    label: 'Concentrate',
    help: 'Spend the second on one mostly mental task: a spell, a psi power, a Sense roll, most IQ-based skills. If you have to defend, are knocked down, hurt or otherwise distracted first, roll Will-3 or start over.',
    attacks: 0,
    movement: 'step',
    defenses: ALL_DEFENSES,
    options: [],
    keepRoll: { attribute: 'Will', modifier: -3, when: 'forced to defend, knocked down, hurt or otherwise distracted' },
  },
  wait: {
    id: 'wait',
    label: 'Wait',
    help: 'Name a trigger and what you will do. If it happens before your next turn you act at once, out of turn, with an Attack, Feint, All-Out Attack (option named in advance) or Ready. A ready ranged weapon can cover a named zone.',
    attacks: 0,
    movement: 'none',
    defenses: ALL_DEFENSES,
    options: [],
  },
  'do-nothing': {
    id: 'do-nothing',
    label: 'Do Nothing',
    help: 'Stand still. You defend as usual unless stunned; a stunned or surprised fighter must take this. Stunned fighters defend at -4 and at the end of the turn roll HT (IQ for a mental stun) to shake it off.',
    attacks: 0,
    movement: 'none',
    defenses: ALL_DEFENSES,
    options: [],
  },
};

export const MANEUVER_IDS = Object.keys(MANEUVERS) as readonly ManeuverId[];

/** What a triggered Wait may turn into. */
export const WAIT_BECOMES: readonly ManeuverId[] = ['attack', 'feint', 'all-out-attack', 'ready'];

export function maneuver(id: ManeuverId): Maneuver {
  const found = MANEUVERS[id];
  if (!found) throw new RangeError(`maneuver must be one of ${MANEUVER_IDS.join(', ')}, got ${String(id)}`);
  return found;
}

/** The All-Out Attack options open to a melee or a ranged attack. */
export const allOutAttackOptions = (mode: 'melee' | 'ranged'): readonly ManeuverOption[] =>
  mode === 'melee' ? ALL_OUT_ATTACK_MELEE_OPTIONS : ALL_OUT_ATTACK_RANGED_OPTIONS;

export interface ManeuverMovement {
  readonly yards: number;
  readonly forwardOnly: boolean;
  readonly explanation: string;
}

/**
 * Yards a maneuver lets the fighter cover this turn. Halves round up, as the seed
 * does for reeling. A step is one yard: the seed never sizes it, one yard is the
 * Basic Set's human-scale step.
 */
export function maneuverMovement(input: { readonly maneuver: ManeuverId; readonly move: number; readonly increasedDodge?: boolean }): ManeuverMovement {
  const { movement, label } = maneuver(input.maneuver);
  const move = wholeNumber('move', input.move, 0);
  const half = Math.ceil(move / 2);
  switch (movement) {
    case 'full':
      return { yards: move, forwardOnly: false, explanation: `${label}: up to full Move, ${move} yd` };
    case 'half-forward':
      return { yards: half, forwardOnly: true, explanation: `${label}: up to half Move (${move}/2 rounded up = ${half} yd), forward only` };
    case 'step':
      return { yards: Math.min(1, move), forwardOnly: false, explanation: `${label}: a single step` };
    case 'none':
      return { yards: 0, forwardOnly: false, explanation: `${label}: no movement` };
    case 'half-with-increased-dodge':
      return input.increasedDodge
        ? { yards: half, forwardOnly: false, explanation: `${label} with +2 on Dodge: up to half Move (${half} yd)` }
        : { yards: Math.min(1, move), forwardOnly: false, explanation: `${label}: a single step (half Move needs the +2 on Dodge)` };
  }
}

// Aim: +Acc after one second, +1 more after two, +2 more after three or more.
export function aimBonus(input: { readonly acc: number; readonly seconds: number }): { readonly total: number; readonly extra: number; readonly explanation: string } {
  const acc = wholeNumber('acc', input.acc, 0);
  const seconds = wholeNumber('aimSeconds', input.seconds, 0);
  if (seconds === 0) return { total: 0, extra: 0, explanation: 'not aimed' };
  const extra = seconds >= 3 ? 2 : seconds === 2 ? 1 : 0;
  const explanation = extra === 0 ? `Acc ${acc} for one second of Aim` : `Acc ${acc} +${extra} for ${seconds} seconds of Aim`;
  return { total: acc + extra, extra, explanation };
}

export const MAX_EVALUATE_BONUS = 3;

/** Consecutive Evaluate turns beyond three add nothing more. */
export function evaluateBonus(consecutiveTurns: number): number {
  return Math.min(wholeNumber('evaluateTurns', consecutiveTurns, 0), MAX_EVALUATE_BONUS);
}

export type PostureId = 'standing' | 'sitting' | 'kneeling' | 'crawling' | 'lying-prone' | 'lying-face-up';

export const POSTURES: Readonly<Record<PostureId, { readonly id: PostureId; readonly label: string }>> = {
  standing: { id: 'standing', label: 'Standing' },
  sitting: { id: 'sitting', label: 'Sitting' },
  kneeling: { id: 'kneeling', label: 'Kneeling' },
  crawling: { id: 'crawling', label: 'Crawling' },
  'lying-prone': { id: 'lying-prone', label: 'Lying prone (face down)' },
  'lying-face-up': { id: 'lying-face-up', label: 'Lying face up' },
};

export interface PostureChange {
  /** Change Posture maneuvers needed. */
  readonly maneuvers: number;
  /** True when the change can instead be the step of some other maneuver. */
  readonly canBeStep: boolean;
  readonly explanation: string;
}

const isLying = (p: PostureId): boolean => p === 'lying-prone' || p === 'lying-face-up';

/** Any change is one maneuver except rising from lying straight to standing, which needs two. */
export function postureChange(from: PostureId, to: PostureId): PostureChange {
  for (const [field, p] of [['from', from], ['to', to]] as const) {
    if (!POSTURES[p]) throw new RangeError(`${field} must be one of ${Object.keys(POSTURES).join(', ')}, got ${String(p)}`);
  }
  if (from === to) return { maneuvers: 0, canBeStep: false, explanation: `already ${POSTURES[to].label.toLowerCase()}` };
  if (isLying(from) && to === 'standing') {
    return { maneuvers: 2, canBeStep: false, explanation: 'two Change Posture turns: first up to crawling, kneeling or sitting, then to standing' };
  }
  const kneelStand = (from === 'kneeling' && to === 'standing') || (from === 'standing' && to === 'kneeling');
  if (kneelStand) return { maneuvers: 1, canBeStep: true, explanation: 'one Change Posture, or taken as the step of another maneuver' };
  return { maneuvers: 1, canBeStep: false, explanation: 'one Change Posture maneuver' };
}

export interface KeepRollResult {
  readonly roll: LabelledRoll;
  readonly kept: boolean;
  readonly result: SuccessRoll;
}

function keepRoll(id: 'aim' | 'concentrate', will: number, rng: Rng): KeepRollResult {
  const spec = MANEUVERS[id].keepRoll!;
  const target = finiteNumber('will', will, 0) + spec.modifier;
  const label = spec.modifier === 0 ? `Will roll to keep ${id === 'aim' ? 'aim' : 'concentration'}` : `Will${spec.modifier} roll to keep concentration`;
  const { entry, result } = labelledSuccessRoll(label, target, rng);
  return { roll: entry, kept: result.success, result };
}

/** Hurt while aiming: Will roll or the accumulated aim is lost. */
export const rollToKeepAim = (will: number, rng: Rng): KeepRollResult => keepRoll('aim', will, rng);

/** Distracted while concentrating: Will-3 or start the task over. */
export const rollToKeepConcentration = (will: number, rng: Rng): KeepRollResult => keepRoll('concentrate', will, rng);

export interface StunRecovery {
  readonly roll: LabelledRoll;
  readonly recovered: boolean;
}

/** End of a stunned fighter's Do Nothing turn: HT for physical stun, IQ for mental stun. */
export function rollStunRecovery(input: { readonly kind: 'physical' | 'mental'; readonly score: number }, rng: Rng): StunRecovery {
  const attribute = input.kind === 'mental' ? 'IQ' : 'HT';
  const { entry, result } = labelledSuccessRoll(`${attribute} roll to recover from stun`, finiteNumber('score', input.score, 0), rng);
  return { roll: entry, recovered: result.success };
}
