import type { Rng } from '../dice/rng';
import { successRoll } from '../gurps/success';

/** GURPS success rolls on these dice, as the registry hands them to GULLIVER. */
export const successRollsFrom = (rng: Rng) => (target: number) => successRoll(target, rng);
