import { createRng, type Rng } from '../../rules/dice';
import type { SeedSource } from '../../services/seed-source';

/**
 * The dice for one call: the caller's seed, or a fresh one the answer names so
 * the same call can be replayed. Choosing a seed is the calculators' only effect.
 */
export const seededBy =
  (freshSeed: SeedSource) =>
  (seed: string | number | undefined): { seed: string; rng: Rng } => {
    const text = seed === undefined ? freshSeed() : String(seed);
    return { seed: text, rng: createRng(text) };
  };
