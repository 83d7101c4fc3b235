import type { Rng, RngState } from '../dice/rng';

/**
 * Test double that hands out chosen die faces in order, so a rule test can say
 * "the d6 shows 3" instead of hunting for a seed. Fails loudly on a face the die
 * cannot show or when the script runs out, so a test cannot pass by accident.
 */
export function scriptedRng(faces: readonly number[]): Rng & { readonly remaining: () => number } {
  let index = 0;
  return {
    intBetween(min: number, max: number): number {
      if (index >= faces.length) throw new Error(`scripted RNG ran out after ${faces.length} faces`);
      const face = faces[index++];
      if (face < min || face > max) throw new Error(`scripted face ${face} is outside ${min}..${max}`);
      return face;
    },
    next(): number {
      throw new Error('scripted RNG only serves intBetween');
    },
    state(): RngState {
      throw new Error('scripted RNG has no state');
    },
    remaining: () => faces.length - index,
  };
}
