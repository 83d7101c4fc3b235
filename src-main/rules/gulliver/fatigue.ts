import { requireFinite, requireNonNegative, requireOneOf, requirePositive } from './input-guards';
import { heatFatigueExtra, type Heat } from './exposure';
import { formatFigure as f } from './format-figure';
import type { RollAgainst, SuccessRoll } from './success-roll';
import { RuleInputError } from '../rule-input-error';

// 002_6bcc9877716aeba8.txt, "Fatigue": Fatigue is the pool, fatigue the points lost from it.

export type PaceId = 'walking' | 'brisk' | 'very-brisk' | 'running' | 'sprint' | 'extra-effort';

export interface Pace {
  readonly id: PaceId;
  readonly label: string;
  /** Seconds of this pace per point of fatigue, before encumbrance. */
  readonly intervalSeconds: number;
}

// The Move and Fatigue table: paces by speed as a share of Move.
export const PACES: Readonly<Record<PaceId, Pace>> = {
  walking: { id: 'walking', label: 'Walking (up to Move x 1/3)', intervalSeconds: 3600 },
  brisk: { id: 'brisk', label: 'Brisk, jogging (up to Move x 1/2)', intervalSeconds: 600 },
  'very-brisk': { id: 'very-brisk', label: 'Very brisk, fast jogging (up to Move x 2/3)', intervalSeconds: 60 },
  running: { id: 'running', label: 'Running (up to Move)', intervalSeconds: 20 },
  sprint: { id: 'sprint', label: 'Sprint (up to Move + sprint bonus)', intervalSeconds: 10 },
  'extra-effort': { id: 'extra-effort', label: 'Extra Effort sprint', intervalSeconds: 1 },
};

/**
 * The pace a speed counts as. Above Move it is a sprint, up to `sprintMove` when
 * given; beyond that, or when `extraEffort` is set, it is an Extra Effort sprint.
 */
export function paceForSpeed(input: { readonly speed: number; readonly move: number; readonly sprintMove?: number; readonly extraEffort?: boolean }): Pace {
  const { speed, move, sprintMove, extraEffort = false } = input;
  requireNonNegative('speed', speed);
  requirePositive('move', move);
  if (extraEffort) return PACES['extra-effort'];
  const share = speed / move;
  if (share <= 1 / 3) return PACES.walking;
  if (share <= 1 / 2) return PACES.brisk;
  if (share <= 2 / 3) return PACES['very-brisk'];
  if (share <= 1) return PACES.running;
  if (sprintMove !== undefined && speed > sprintMove) return PACES['extra-effort'];
  return PACES.sprint;
}

export type EncumbranceId = 'none' | 'light' | 'medium' | 'heavy' | 'extra-heavy' | 'super-heavy';
/** Move modifier by encumbrance; fatigue is divided by it. */
const MOVE_MODIFIER: Readonly<Record<EncumbranceId, number>> = {
  none: 1,
  light: 0.8,
  medium: 0.6,
  heavy: 0.4,
  'extra-heavy': 0.2,
  'super-heavy': 0.1,
};

/**
 * Fatigue multiplier for exertion: 1 / Move modifier (Light x1.25, Medium x1.67 or
 * x1.5 simplified, Heavy x2.5, Extra-Heavy x5, Super-Heavy x10). A number is a
 * Move modifier of its own, e.g. 2 for a negative encumbrance (x1/2 fatigue).
 */
export function encumbranceFatigueMultiplier(encumbrance: EncumbranceId | number, simplifiedMedium = false): number {
  if (typeof encumbrance === 'number') {
    requirePositive('moveModifier', encumbrance);
    return 1 / encumbrance;
  }
  requireOneOf('encumbrance', encumbrance, Object.keys(MOVE_MODIFIER) as EncumbranceId[]);
  if (encumbrance === 'medium' && simplifiedMedium) return 1.5;
  return 1 / MOVE_MODIFIER[encumbrance];
}

export interface ExertionFatigue {
  /** Seconds per assessment: the pace's interval divided by the encumbrance multiplier. */
  readonly intervalSeconds: number;
  /** Points per assessment, heat included (before any ST-based scaling). */
  readonly points: number;
  readonly explanation: string;
}

export function exertionFatigue(input: {
  readonly pace: PaceId;
  readonly encumbrance?: EncumbranceId | number;
  readonly simplifiedMedium?: boolean;
  readonly heat?: Heat;
}): ExertionFatigue {
  const { pace, encumbrance = 'none', simplifiedMedium = false, heat = 'none' } = input;
  requireOneOf('pace', pace, Object.keys(PACES) as PaceId[]);
  const base = PACES[pace];
  const multiplier = encumbranceFatigueMultiplier(encumbrance, simplifiedMedium);
  const intervalSeconds = base.intervalSeconds / multiplier;
  const points = 1 + heatFatigueExtra(heat);
  return {
    intervalSeconds,
    points,
    explanation: `${base.label}: 1 fatigue per ${f(base.intervalSeconds)} s / encumbrance x ${f(multiplier)} = every ${f(intervalSeconds)} s${points > 1 ? `, ${points} points each in the heat` : ''}`,
  };
}

/** Lost sleep: 1 fatigue for half a night, 3 for a whole night, each point -1 DX and IQ until slept off. */
export function sleepLossFatigue(lost: 'half-night' | 'full-night'): { readonly fatigue: number; readonly dxIqPenalty: number } {
  requireOneOf('lost', lost, ['half-night', 'full-night']);
  const fatigue = lost === 'half-night' ? 1 : 3;
  return { fatigue, dxIqPenalty: -fatigue };
}

/**
 * DX and IQ penalty from a drained pool: -1 at or below 2/3 of the reference,
 * -2 at 1/2, -3 at 1/3. The seed measures against ST; we use Combat ST for
 * ST-based Fatigue and the full Fatigue (HT) for HT-based Fatigue.
 */
export function fatigueDxIqPenalty(input: { readonly fatigue: number; readonly reference: number }): number {
  const { fatigue, reference } = input;
  requireFinite('fatigue', fatigue);
  requirePositive('reference', reference);
  if (fatigue * 3 <= reference) return -3;
  if (fatigue * 2 <= reference) return -2;
  if (fatigue * 3 <= reference * 2) return -1;
  return 0;
}

export type FatigueBase = 'st' | 'ht';

/** The full pool: Combat ST or HT, plus any Extra (or minus Reduced) Fatigue. */
export function fatiguePool(input: { readonly fatigueBase: FatigueBase; readonly combatSt?: number; readonly ht?: number; readonly extra?: number }): number {
  const { fatigueBase, combatSt, ht, extra = 0 } = input;
  requireOneOf('fatigueBase', fatigueBase, ['st', 'ht']);
  requireFinite('extra', extra);
  const base = fatigueBase === 'st' ? combatSt : ht;
  if (base === undefined) throw new RuleInputError(fatigueBase === 'st' ? 'combatSt' : 'ht', `is required for ${fatigueBase}-based Fatigue`);
  requirePositive(fatigueBase === 'st' ? 'combatSt' : 'ht', base);
  return base + extra;
}

/** With ST-based Fatigue each point of exertion fatigue is worth Combat ST / 10; HT-based counts it as it is. */
export function scaleFatigue(input: { readonly points: number; readonly fatigueBase: FatigueBase; readonly combatSt?: number }): number {
  const { points, fatigueBase, combatSt } = input;
  requireNonNegative('points', points);
  requireOneOf('fatigueBase', fatigueBase, ['st', 'ht']);
  if (fatigueBase === 'ht') return points;
  if (combatSt === undefined) throw new RuleInputError('combatSt', 'is required for ST-based Fatigue');
  requirePositive('combatSt', combatSt);
  return (points * combatSt) / 10;
}

/**
 * ST-based Fatigue rolls HT whenever fatigue is applied: success halves it, each
 * full 5 of success halves again, each full 5 of failure doubles it.
 */
export function fatigueHtFactor(roll: Pick<SuccessRoll, 'success' | 'margin'>): number {
  if (roll.success) return 0.5 / 2 ** Math.floor(Math.max(0, roll.margin) / 5);
  return 2 ** Math.floor(Math.max(0, -roll.margin) / 5);
}

export function rollFatigueHt(
  input: { readonly points: number; readonly ht: number },
  rollHt: RollAgainst,
): { readonly points: number; readonly roll: SuccessRoll; readonly explanation: string } {
  requireNonNegative('points', input.points);
  const roll = rollHt(input.ht);
  const factor = fatigueHtFactor(roll);
  const points = input.points * factor;
  return {
    points,
    roll,
    explanation: `HT ${input.ht} ${roll.success ? 'made' : 'missed'} by ${Math.abs(roll.margin)}: ${f(input.points)} x ${f(factor)} = ${f(points)} fatigue`,
  };
}

export interface FatigueStatus {
  readonly halveMoveAndDodge: boolean;
  readonly collapsed: boolean;
  readonly unconscious: boolean;
  readonly dxIqPenalty: number;
  readonly explanation: string;
}

/**
 * HT-based: half Move and Dodge at Fatigue 3, collapse at 1, out at 0.
 * ST-based: half at Combat ST / 3 (rounded down), collapse at Combat ST / 10, out at 0.
 */
export function fatigueStatus(input: {
  readonly fatigueBase: FatigueBase;
  readonly fatigue: number;
  readonly fatigueMax: number;
  readonly combatSt?: number;
}): FatigueStatus {
  const { fatigueBase, fatigue, fatigueMax, combatSt } = input;
  requireOneOf('fatigueBase', fatigueBase, ['st', 'ht']);
  requireFinite('fatigue', fatigue);
  requirePositive('fatigueMax', fatigueMax);
  let slowAt: number;
  let collapseAt: number;
  let reference: number;
  if (fatigueBase === 'ht') {
    slowAt = 3;
    collapseAt = 1;
    reference = fatigueMax;
  } else {
    if (combatSt === undefined) throw new RuleInputError('combatSt', 'is required for ST-based Fatigue');
    requirePositive('combatSt', combatSt);
    slowAt = Math.floor(combatSt / 3);
    collapseAt = combatSt / 10;
    reference = combatSt;
  }
  const unconscious = fatigue <= 0;
  const collapsed = fatigue <= collapseAt;
  const halveMoveAndDodge = fatigue <= slowAt;
  const dxIqPenalty = fatigueDxIqPenalty({ fatigue, reference });
  const state = unconscious ? 'unconscious' : collapsed ? 'collapsed' : halveMoveAndDodge ? 'Move and Dodge halved' : 'on their feet';
  return {
    halveMoveAndDodge,
    collapsed,
    unconscious,
    dxIqPenalty,
    explanation: `Fatigue ${f(fatigue)}: halved at ${f(slowAt)}, collapse at ${f(collapseAt)}, out at 0 -> ${state}; DX/IQ ${dxIqPenalty}`,
  };
}

/**
 * ST (Combat or Load) left as Fatigue drains: in proportion, or held until the
 * cut-offs 2/3, 1/2, 1/3 and 0 and then cut to that share.
 */
export function stAfterFatigue(input: {
  readonly st: number;
  readonly fatigue: number;
  readonly fatigueMax: number;
  readonly method?: 'proportional' | 'cutoffs';
}): number {
  const { st, fatigue, fatigueMax, method = 'proportional' } = input;
  requireNonNegative('st', st);
  requireFinite('fatigue', fatigue);
  requirePositive('fatigueMax', fatigueMax);
  requireOneOf('method', method, ['proportional', 'cutoffs']);
  const share = Math.min(1, Math.max(0, fatigue / fatigueMax));
  if (method === 'proportional') return st * share;
  if (share <= 0) return 0;
  for (const cut of [1 / 3, 1 / 2, 2 / 3]) if (share <= cut + 1e-12) return st * cut;
  return st;
}

/** Fatigue back per 10 minutes of rest: Fatigue / 10. */
export function fatigueRecoveryPer10Minutes(fatigueMax: number): number {
  requirePositive('fatigueMax', fatigueMax);
  return fatigueMax / 10;
}

/** Optional HT roll: x2 per full 5 of success, x1/2 per full or partial 5 of failure. */
export function recoveryHtFactor(roll: Pick<SuccessRoll, 'success' | 'margin'>): number {
  if (roll.success) return 2 ** Math.floor(Math.max(0, roll.margin) / 5);
  return 1 / 2 ** Math.ceil(Math.max(1, -roll.margin) / 5);
}

export function rollFatigueRecovery(
  input: { readonly fatigueMax: number; readonly ht: number },
  rollHt: RollAgainst,
): { readonly per10Minutes: number; readonly roll: SuccessRoll; readonly explanation: string } {
  const base = fatigueRecoveryPer10Minutes(input.fatigueMax);
  const roll = rollHt(input.ht);
  const factor = recoveryHtFactor(roll);
  const per10Minutes = base * factor;
  return {
    per10Minutes,
    roll,
    explanation: `Fatigue ${f(input.fatigueMax)} / 10 = ${f(base)} x ${f(factor)} (HT ${roll.success ? 'made' : 'missed'} by ${Math.abs(roll.margin)}) = ${f(per10Minutes)} per 10 minutes`,
  };
}
