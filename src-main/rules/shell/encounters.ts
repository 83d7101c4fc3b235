import type { EncounterRules } from '../ruleset';

// The Shell chapter (seed 001) has no surprise, reaction or encounter-distance rule:
// the card asks for the GM's own figures and says so.
export const shellEncounterRules: EncounterRules = {
  surpriseSource: "Shell has no surprise rule (seed 001): the GM's call",
  distanceSource: "Shell has no encounter-distance rule (seed 001): the GM's figure",
  rollsReaction: false,
  reactionSource: "Shell has no reaction roll (seed 001): the GM says how they react",
  surprise: () => null,
  reaction: () => null,
  appearing: () => null,
};
