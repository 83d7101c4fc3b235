/** What a sighting's `details` column holds: the card's figures and the GM's dealings so far. */
export interface SightingDetails {
  countRoll: { expression: string; faces: number[]; total: number } | null;
  countHidden: boolean;
  surprise: {
    /** `spared`: members of a surprised party the die missed (A15); absent where the GM called it. */
    party: { surprised: boolean; roll: number | null; range: string | null; spared?: { id: number; name: string }[] } | null;
    foes: { surprised: boolean; roll: number | null; range: string | null } | null;
    /** The GM said who is surprised (rules without a roll, or an override). */
    byGm: boolean;
  };
  distance: { value: number; unit: string; how: string } | null;
  reaction: { total: number | null; modifier: number; band: string; meaning: string; source: string } | null;
  outcome: string | null;
  /** No table had a line: `what` is the GM's prompt, not what the party sees. */
  gmSaysWhat?: true;
  /** Other kinds that came with the card's foe (a room stocked with several): each with its own number. */
  alongside?: { text: string; foe: string | null; count: number | null; countRoll: SightingDetails['countRoll'] }[];
  /** Turned undead away from a fight: the countdown whose end brings them back, and the area they come back to. */
  returning?: { effectId: number; areaId: number | null };
}
