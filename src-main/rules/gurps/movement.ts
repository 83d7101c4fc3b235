import { ENCUMBRANCE_BANDS, encumberedDodge, encumberedMove } from './encumbrance';
import { isVeryTired } from './fatigue';
import { requireInteger, requireWhole } from './validate';

// 000_4b7986e803b19dcc.txt, "Encumbrance and Move", "General Damage" (reeling) and "Lost Fatigue Points" (very tired).

export const halveRoundUp = (n: number): number => Math.ceil(n / 2);

/** Under a third of HP left. */
export const isReeling = (hp: number, hpMax: number): boolean => 3 * hp < hpMax;

export interface MovementInput {
  readonly basicMove: number;
  /** Dodge before encumbrance. */
  readonly dodge: number;
  /** 0-6 as `encumbrance` reports it. */
  readonly encumbranceLevel: number;
  readonly hp: number;
  readonly hpMax: number;
  readonly fp: number;
  readonly fpMax: number;
  readonly st: number;
}

export interface EffectiveMovement {
  readonly move: number;
  readonly dodge: number;
  /** For feats of strength only: HP, Basic Lift and damage keep the full ST. */
  readonly st: number;
  readonly reeling: boolean;
  readonly veryTired: boolean;
  /** One sentence per effect applied, in the order applied. */
  readonly reasons: readonly string[];
}

/** Encumbrance first, then each halving; the effects stack. */
export function effectiveMovement(input: MovementInput): EffectiveMovement {
  const { basicMove, dodge, encumbranceLevel, hp, hpMax, fp, fpMax, st } = input;
  requireWhole('hpMax', hpMax, 1);
  requireWhole('fpMax', fpMax, 1);
  requireInteger('hp', hp);
  requireInteger('fp', fp);
  requireWhole('st', st, 1);
  let move = encumberedMove(basicMove, encumbranceLevel);
  let dodgeNow = encumberedDodge(dodge, encumbranceLevel);
  let stNow = st;
  const reasons: string[] = [];
  if (encumbranceLevel > 0) {
    const band = ENCUMBRANCE_BANDS[encumbranceLevel];
    reasons.push(`${band.label} encumbrance: Move ${basicMove} -> ${move}, Dodge ${dodge} -> ${dodgeNow}.`);
  }
  const reeling = isReeling(hp, hpMax);
  if (reeling) {
    const [m, d] = [halveRoundUp(move), halveRoundUp(dodgeNow)];
    reasons.push(`Under a third of HP (${hp} of ${hpMax}): Move ${move} -> ${m}, Dodge ${dodgeNow} -> ${d}.`);
    [move, dodgeNow] = [m, d];
  }
  const veryTired = isVeryTired(fp, fpMax);
  if (veryTired) {
    const [m, d, s] = [halveRoundUp(move), halveRoundUp(dodgeNow), halveRoundUp(stNow)];
    reasons.push(`Under a third of FP (${fp} of ${fpMax}): Move ${move} -> ${m}, Dodge ${dodgeNow} -> ${d}, ST ${stNow} -> ${s}.`);
    [move, dodgeNow, stNow] = [m, d, s];
  }
  return { move, dodge: dodgeNow, st: stNow, reeling, veryTired, reasons };
}
