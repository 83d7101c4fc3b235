import { distribution, probabilityOf } from '../../dice/distribution';
import type { Rng } from '../../dice/rng';
import { judgeRoll } from '../success';
import { labelledSuccessRoll, type LabelledRoll, type Trace } from './trace';
import { wholeNumber } from './validate';

// 000_4b7986e803b19dcc.txt, "Feint": a Quick Contest of melee skills.

/** The foe resists with the best of these; DX is always there to fall back on. */
export interface FeintResistance {
  readonly dx: number;
  readonly meleeWeapon?: number;
  readonly unarmed?: number;
  readonly cloak?: number;
  readonly shield?: number;
}

const RESISTANCE_LABELS: Readonly<Record<keyof FeintResistance, string>> = {
  dx: 'DX',
  meleeWeapon: 'melee weapon skill',
  unarmed: 'unarmed combat skill',
  cloak: 'Cloak skill',
  shield: 'Shield skill',
};

export function feintResistance(defender: FeintResistance): { readonly skill: number; readonly source: string } {
  let best: { skill: number; source: string } = { skill: wholeNumber('defender.dx', defender.dx), source: RESISTANCE_LABELS.dx };
  for (const key of ['meleeWeapon', 'unarmed', 'cloak', 'shield'] as const) {
    const value = defender[key];
    if (value === undefined) continue;
    wholeNumber(`defender.${key}`, value);
    if (value > best.skill) best = { skill: value, source: RESISTANCE_LABELS[key] };
  }
  return best;
}

export interface FeintInput {
  readonly attackerSkill: number;
  /** What the attacker rolls against, for the record: "melee skill (Rapier)", "Feint (Force Sword) technique". */
  readonly attackerSource?: string;
  readonly defender: FeintResistance;
}

/**
 * How much the foe's next defense drops, from the two margins (skill minus roll).
 * A 3 or 4 made with skill under the roll succeeds with a negative margin; it then
 * wins the contest but takes nothing off the defense.
 */
export function feintPenalty(attacker: { readonly success: boolean; readonly margin: number }, foe: { readonly success: boolean; readonly margin: number }): number {
  if (!attacker.success) return 0;
  if (!foe.success) return Math.max(0, attacker.margin);
  return Math.max(0, attacker.margin - foe.margin);
}

export interface FeintOutcome {
  readonly attackerSkill: number;
  readonly defenderSkill: number;
  readonly defenderSkillSource: string;
  /** Taken off the foe's next active defense against this attacker only. */
  readonly defensePenalty: number;
  /**
   * One second: the attacker's next turn only, and both attacks of an All-Out
   * Attack (Double). Allies get nothing from it.
   */
  readonly lasts: 'attacker-next-turn';
}

export function resolveFeint(input: FeintInput, rng: Rng): Trace<FeintOutcome> {
  const attackerSkill = wholeNumber('attackerSkill', input.attackerSkill);
  const resist = feintResistance(input.defender);
  const source = input.attackerSource ?? 'melee skill';
  const a = labelledSuccessRoll(`Feint: attacker's ${source}`, attackerSkill, rng);
  const b = labelledSuccessRoll(`Feint: defender resists with ${resist.source}`, resist.skill, rng);
  const penalty = feintPenalty(a.result, b.result);
  const rolls: LabelledRoll[] = [a.entry, b.entry];
  const steps = [
    `Attacker rolls ${a.result.roll.total} against ${source} ${attackerSkill}: ${describeMargin(a.result)}.`,
    `Defender rolls ${b.result.roll.total} against ${resist.source} ${resist.skill}: ${describeMargin(b.result)}.`,
    penalty > 0
      ? `The feint works: the defender's next active defense against this attacker is at -${penalty}.`
      : 'The feint gains nothing.',
  ];
  return {
    rolls,
    steps,
    outcome: { attackerSkill, defenderSkill: resist.skill, defenderSkillSource: resist.source, defensePenalty: penalty, lasts: 'attacker-next-turn' },
  };
}

const describeMargin = (r: { success: boolean; margin: number }): string =>
  r.success ? `made by ${r.margin}` : `missed by ${-r.margin}`;

const THREE_D6 = distribution('3d6');

export interface FeintChances {
  readonly attackerSkill: number;
  readonly defenderSkill: number;
  /** Chance the defense ends up lowered at all. */
  readonly works: number;
  /** Chance of each penalty above 0, smallest first. */
  readonly penalties: readonly { readonly penalty: number; readonly chance: number }[];
  readonly meanPenalty: number;
}

/** Exact, by walking every pair of 3d totals. */
export function feintChances(input: FeintInput): FeintChances {
  const attackerSkill = wholeNumber('attackerSkill', input.attackerSkill);
  const defenderSkill = feintResistance(input.defender).skill;
  const byPenalty = new Map<number, number>();
  for (let x = 3; x <= 18; x++) {
    const a = { success: judgeRoll(x, attackerSkill).success, margin: attackerSkill - x };
    for (let y = 3; y <= 18; y++) {
      const penalty = feintPenalty(a, { success: judgeRoll(y, defenderSkill).success, margin: defenderSkill - y });
      if (penalty === 0) continue;
      byPenalty.set(penalty, (byPenalty.get(penalty) ?? 0) + probabilityOf(THREE_D6, x) * probabilityOf(THREE_D6, y));
    }
  }
  const penalties = [...byPenalty.entries()].sort(([p], [q]) => p - q).map(([penalty, chance]) => ({ penalty, chance }));
  return {
    attackerSkill,
    defenderSkill,
    works: penalties.reduce((sum, p) => sum + p.chance, 0),
    penalties,
    meanPenalty: penalties.reduce((sum, p) => sum + p.penalty * p.chance, 0),
  };
}
