import { roll } from '../dice/roll';
import type { Rng } from '../dice/rng';
import type { EncounterReaction, EncounterRules } from '../ruleset';
import { RuleInputError } from '../rule-input-error';

// GURPS Lite's reaction roll, which seed 000 ("Influence Rolls") sends the reader to
// ("Reaction Rolls (p. 3)"): 3d6 plus the reaction modifiers, read on eight bands.
// The table itself is not in the seed's text; its bands are GURPS Lite's, p. 3.

const BANDS: readonly { readonly upTo: number; readonly id: string; readonly label: string }[] = [
  { upTo: 0, id: 'disastrous', label: 'Disastrous: they hate the party and act against it' },
  { upTo: 3, id: 'very-bad', label: 'Very Bad: hostile, they attack or work against the party' },
  { upTo: 6, id: 'bad', label: 'Bad: unhelpful or hostile, they may attack if it seems safe' },
  { upTo: 9, id: 'poor', label: 'Poor: unimpressed, they want something before helping' },
  { upTo: 12, id: 'neutral', label: 'Neutral: they ignore the party as far as they can' },
  { upTo: 15, id: 'good', label: 'Good: they like the party and help within reason' },
  { upTo: 18, id: 'very-good', label: 'Very Good: they think highly of the party and help readily' },
];
const EXCELLENT = { id: 'excellent', label: 'Excellent: they are extremely impressed and do all they can' };

export function gurpsReactionBand(total: number): { readonly id: string; readonly label: string } {
  return BANDS.find((b) => total <= b.upTo) ?? EXCELLENT;
}

export function gurpsReactionRoll(rng: Rng, modifier = 0): EncounterReaction {
  if (!Number.isInteger(modifier)) throw new RuleInputError('modifier', `must be a whole number, got ${modifier}`);
  const dice = roll('3d6', rng);
  const total = dice.total + modifier;
  const band = gurpsReactionBand(total);
  return { roll: dice, modifier, total, band: band.id, meaning: band.label, source: 'GURPS Lite reaction roll, 3d6 (p. 3, named in seed 000)' };
}

export const gurpsEncounterRules: EncounterRules = {
  surpriseSource: "GURPS Lite has no surprise roll: the GM says who is surprised, and they must Do Nothing (seed 000, Do Nothing)",
  distanceSource: 'GURPS Lite gives no encounter distance: the GM enters it',
  rollsReaction: true,
  reactionSource: 'GURPS Lite reaction roll: 3d6 + reaction modifiers (p. 3, named in seed 000)',
  surprise: () => null,
  reaction: gurpsReactionRoll,
  appearing: () => null,
};
