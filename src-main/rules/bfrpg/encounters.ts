import { roll, type RollResult } from '../dice/roll';
import type { Rng } from '../dice/rng';
import type { EncounterReaction, EncounterRules, EncounterSetting, SideSurprise, SurpriseCandidate } from '../ruleset';
import { RuleInputError } from '../rule-input-error';

// Basic Fantasy's meeting with monsters, by supplement A15 (the seed's exploration
// chapter has none): surprise on 1d6 per side, the 2d6 reaction roll, the number
// appearing read off the stat block. A15 gives no dice for encounter distance.

/** A15: normal characters and monsters are surprised on 1-2 on 1d6. */
export const NORMAL_SURPRISE_RANGE = 2;

/** A15: Elves are harder to surprise than others, caught only on a 1. */
export const ELF_SURPRISE_RANGE = 1;

const rangeText = (range: number) => `${range === 1 ? '1' : `1-${range}`} on 1d6`;

export function surpriseRoll(rng: Rng, range = NORMAL_SURPRISE_RANGE): SideSurprise {
  const die = roll('1d6', rng);
  return { roll: die, surprised: die.total <= range, range: rangeText(range) };
}

/**
 * A15: the side shares one die and each member reads it against their own range, so
 * a 2 catches a Human but not the Elf beside him. The side counts as surprised when
 * anyone on it is; those the die misses are named as spared.
 */
export function partySurpriseRoll(rng: Rng, members: readonly SurpriseCandidate[]): SideSurprise {
  const rangeOf = (m: SurpriseCandidate) => (m.ancestry === 'elf' ? ELF_SURPRISE_RANGE : NORMAL_SURPRISE_RANGE);
  const ranges = members.map(rangeOf);
  if (members.length === 0 || ranges.every((r) => r === NORMAL_SURPRISE_RANGE)) return surpriseRoll(rng);
  const die = roll('1d6', rng);
  const caught = members.filter((m) => die.total <= rangeOf(m));
  const range = ranges.every((r) => r === ELF_SURPRISE_RANGE) ? rangeText(ELF_SURPRISE_RANGE) : `${rangeText(NORMAL_SURPRISE_RANGE)}, Elves ${ELF_SURPRISE_RANGE}`;
  return { roll: die, surprised: caught.length > 0, range, spared: caught.length > 0 ? members.filter((m) => !caught.includes(m)).map((m) => m.id) : [] };
}

/** A15's four reaction bands, read on 2d6 + the leader's CHA bonus + the GM's adjustment. */
export function reactionBand(total: number): { readonly id: string; readonly label: string } {
  if (total <= 2) return { id: 'attack', label: 'Immediate attack' };
  if (total <= 7) return { id: 'unfavorable', label: 'Unfavorable: they dislike the party and attack if they reasonably can' };
  if (total <= 11) return { id: 'favorable', label: 'Favorable: they may let the party live and will hear a parley' };
  return { id: 'very-favorable', label: 'Very favorable: they like the party and may cooperate' };
}

export function reactionRoll(rng: Rng, modifier = 0): EncounterReaction {
  if (!Number.isInteger(modifier)) throw new RuleInputError('modifier', `must be a whole number, got ${modifier}`);
  const dice: RollResult = roll('2d6', rng);
  const total = dice.total + modifier;
  const band = reactionBand(total);
  return { roll: dice, modifier, total, band: band.id, meaning: band.label, source: 'Basic Fantasy reaction roll, 2d6 (supplement A15)' };
}

export interface Appearing {
  /** Null where the book gives only a wilderness or lair group ("Wild 1d6"): none is met underground. */
  readonly dungeon: string | null;
  readonly wild: string | null;
  readonly lair: string | null;
}

const DICE = /^\d*d\d+([+-]\d+)?$|^\d+$/i;

/**
 * A stat block's "No. Appearing" as A15 reads it: "1d6, Wild 2d6, Lair 3d6" names
 * the dungeon, wilderness and lair groups; a single roll ("2d4") is met only underground,
 * and a line of wilderness and lair groups alone ("Wild 1d6, Lair 2d6") only outdoors.
 */
export function parseAppearing(text: string): Appearing {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) throw new RuleInputError('appearing', 'must give a figure, such as 1d6');
  const found: { dungeon?: string; wild?: string; lair?: string } = {};
  for (const part of parts) {
    const [, label, figure] = /^(?:(wild|lair)\s+)?(\S+)$/i.exec(part) ?? [];
    if (!figure || !DICE.test(figure)) throw new RuleInputError('appearing', `"${part}" is not a figure such as 1d6, Wild 2d6 or Lair 3d6`);
    const key = (label?.toLowerCase() ?? 'dungeon') as 'dungeon' | 'wild' | 'lair';
    if (found[key]) throw new RuleInputError('appearing', `gives the ${key} figure twice`);
    found[key] = figure.toLowerCase();
  }
  return { dungeon: found.dungeon ?? null, wild: found.wild ?? null, lair: found.lair ?? null };
}

/** The figure to roll for a group met in this setting; underground-only monsters keep their one figure, and none is given where the book names no group for the setting. */
export function appearingFor(text: string, setting: EncounterSetting): string | null {
  const a = parseAppearing(text);
  if (setting === 'lair') return a.lair ?? a.dungeon;
  if (setting === 'wilderness') return a.wild ?? a.dungeon;
  return a.dungeon;
}

export const bfrpgEncounterRules: EncounterRules = {
  surpriseSource: 'Basic Fantasy: each side rolls 1d6 and is surprised on 1-2, an Elf only on 1 (supplement A15)',
  distanceSource: 'Basic Fantasy gives no dice for encounter distance (supplement A15): light and sight limit it, so the GM enters it',
  rollsReaction: true,
  reactionSource: "Basic Fantasy reaction roll: 2d6 + the leader's CHA bonus (supplement A15)",
  surprise: (rng, party) => ({ party: partySurpriseRoll(rng, party), foes: surpriseRoll(rng) }),
  reaction: reactionRoll,
  appearing(statBlock, setting) {
    const text = statBlock.appearing;
    return typeof text === 'string' && text.trim() ? appearingFor(text, setting) : null;
  },
};
