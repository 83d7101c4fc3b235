import { requireOneOf, requireWholeAtLeast } from './input-guards';
import { RuleInputError } from '../rule-input-error';

// 002_6bcc9877716aeba8.txt, "Bright Lights": one scale from total darkness to blinding.

export type LightLevelId =
  | 'total-darkness'
  | 'very-dark'
  | 'dark'
  | 'very-dim'
  | 'dim'
  | 'slightly-dim'
  | 'normal'
  | 'bright'
  | 'very-bright'
  | 'harsh'
  | 'near-blinding'
  | 'blinding';

export interface LightEffects {
  readonly id: LightLevelId;
  readonly label: string;
  /** Penalty to Vision rolls from glare (darkness is in `darknessPenalty`). */
  readonly visionPenalty: number;
  readonly dxIqPenalty: number;
  /** The darkness penalty to anything that needs sight. */
  readonly darknessPenalty: number;
  readonly blind: boolean;
  readonly example: string;
}

type Row = readonly [LightLevelId, string, number, number, number, boolean, string];

/** Darkest first, so a level's index is its brightness rank. */
const ROWS: readonly Row[] = [
  ['total-darkness', 'Total darkness', 0, 0, 0, true, 'no light at all'],
  ['very-dark', 'Very dark', 0, 0, -8, false, 'starlight'],
  ['dark', 'Dark', 0, 0, -4, false, 'moonlight'],
  ['very-dim', 'Very dim', 0, 0, -2, false, 'dim firelight'],
  ['dim', 'Dim', 0, 0, -1, false, 'dim indoor light, bright firelight'],
  ['slightly-dim', 'Slightly dim', 0, 0, 0, false, 'ordinary indoor light'],
  ['normal', 'Normal', 0, 0, 0, false, 'shade, overcast day, bright indoor light'],
  ['bright', 'Bright', 0, 0, 0, false, 'sunny day'],
  ['very-bright', 'Very bright', -2, -1, 0, false, 'bright sunlight, sun in the eyes'],
  ['harsh', 'Harsh', -4, -2, 0, false, 'interrogation lamp'],
  ['near-blinding', 'Near-blinding', -8, -4, 0, false, 'searchlight in the face'],
  ['blinding', 'Blinding', 0, 0, 0, true, 'flash attack'],
];

export const LIGHT_LEVEL_TABLE: readonly LightEffects[] = ROWS.map(
  ([id, label, visionPenalty, dxIqPenalty, darknessPenalty, blind, example]) => ({
    id,
    label,
    visionPenalty,
    dxIqPenalty,
    darknessPenalty,
    blind,
    example,
  }),
);

const LEVEL_IDS = LIGHT_LEVEL_TABLE.map((l) => l.id);
const rankOf = (id: LightLevelId): number => LEVEL_IDS.indexOf(id);
const SLIGHTLY_DIM = rankOf('slightly-dim');
const DIM = rankOf('dim');
const VERY_DARK = rankOf('very-dark');
const BLINDING = rankOf('blinding');

export function lightLevelEffects(id: LightLevelId): LightEffects {
  requireOneOf('level', id, LEVEL_IDS);
  return LIGHT_LEVEL_TABLE[rankOf(id)];
}

export interface LightModifiers {
  /** 'full': darkness penalties vanish short of total darkness; 'partial' (the 5-point version): one level brighter from slightly dim to very dark. */
  readonly nightVision?: 'none' | 'partial' | 'full';
  /** One level darker from slightly dim to very dark. */
  readonly nightBlindness?: boolean;
  /** Slightly dim light or brighter looks one ('mild') or two ('severe') levels brighter. */
  readonly lightSensitivity?: 'none' | 'mild' | 'severe';
  /** Sunglasses one level darker, welder's or wrap-around goggles two, at any light. */
  readonly eyewear?: 'none' | 'sunglasses' | 'goggles';
}

export interface PerceivedLight {
  readonly effects: LightEffects;
  /** Levels past Blinding; each is -2 to related HT rolls and doubles how long the blindness lasts. */
  readonly beyondBlinding: number;
  readonly htPenalty: number;
  readonly blindnessDurationMultiplier: number;
  readonly steps: readonly string[];
}

/**
 * The light a character experiences. Eyewear filters the light first, then the
 * eyes' traits apply: sensitivity, night blindness, then night vision.
 * `beyondBlinding` describes a source brighter than plain Blinding.
 */
export function perceivedLight(level: LightLevelId, modifiers: LightModifiers = {}, beyondBlinding = 0): PerceivedLight {
  requireOneOf('level', level, LEVEL_IDS);
  requireWholeAtLeast('beyondBlinding', beyondBlinding, 0);
  if (beyondBlinding > 0 && level !== 'blinding') throw new RuleInputError('beyondBlinding', `needs level 'blinding', got ${level}`);
  const { nightVision = 'none', nightBlindness = false, lightSensitivity = 'none', eyewear = 'none' } = modifiers;
  requireOneOf('nightVision', nightVision, ['none', 'partial', 'full']);
  requireOneOf('lightSensitivity', lightSensitivity, ['none', 'mild', 'severe']);
  requireOneOf('eyewear', eyewear, ['none', 'sunglasses', 'goggles']);
  const steps: string[] = [];
  let rank = rankOf(level) + beyondBlinding;
  const shift = (by: number, why: string) => {
    const before = rank;
    rank = Math.max(0, rank + by);
    if (rank !== before) steps.push(`${why}: ${by > 0 ? 'brighter' : 'darker'} by ${Math.abs(rank - before)}`);
  };
  if (eyewear !== 'none') shift(eyewear === 'sunglasses' ? -1 : -2, eyewear);
  if (lightSensitivity !== 'none' && rank >= SLIGHTLY_DIM) shift(lightSensitivity === 'mild' ? 1 : 2, 'light sensitivity');
  const inDimBand = () => rank >= VERY_DARK && rank <= SLIGHTLY_DIM;
  if (nightBlindness && inDimBand()) shift(-1, 'night blindness');
  if (nightVision === 'partial' && inDimBand()) shift(1, 'partial night vision');
  const over = Math.max(0, rank - BLINDING);
  let effects = LIGHT_LEVEL_TABLE[Math.min(rank, BLINDING)];
  if (nightVision === 'full' && rank >= VERY_DARK && rank <= DIM) {
    effects = { ...effects, darknessPenalty: 0 };
    steps.push('night vision: no darkness penalty');
  }
  return {
    effects,
    beyondBlinding: over,
    htPenalty: -2 * over + 0,
    blindnessDurationMultiplier: 2 ** over,
    steps,
  };
}
