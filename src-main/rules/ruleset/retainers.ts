import type { LoyaltySituation } from '../../../src-shared/contract';
import type { Rng } from '../dice/rng';
import type { RollResult } from '../dice/roll';
import type { Fighter, FighterChange } from './combat';

/** What an employer's sheet allows in retainers. */
export interface EmployerTerms {
  /** How many retainers the employer may keep at once. */
  readonly limit: number;
  /** The Loyalty a retainer starts at. */
  readonly loyalty: number;
  /** The highest level a retainer of this employer may have; below 0 the employer may keep none. */
  readonly maxLevel: number;
  /** How the figures follow from the sheet, with the source. */
  readonly reason: string;
}

export interface LoyaltyCheck {
  readonly roll: RollResult;
  /** The score rolled against, after the GM's adjustment. */
  readonly target: number;
  readonly holds: boolean;
  /** Loyalty after the check (a natural 2 in a fight raises it). */
  readonly loyalty: number;
  /** A failed check in a fight: the retainer breaks and leaves it, out but not dead. */
  readonly flees: boolean;
  /** A failed check after an adventure: the retainer leaves the employer's service. */
  readonly quits: boolean;
  /** What follows, in a sentence. */
  readonly text: string;
}

/** What a hireling of a kind the rules state comes with: item names of the campaign's catalogue. */
export interface HirelingKit {
  /** The kind the listing was read as ("light foot, Human"). */
  readonly what: string;
  readonly items: readonly string[];
  readonly source: string;
}

/** Retainers who serve a character: how many, how loyal, and the checks of that loyalty. */
export interface RetainerRules {
  readonly source: string;
  /** The kit the rules give a hireling listed under this name (a mercenary's arms and armour), or null where they state none. */
  hirelingKit(listing: string): HirelingKit | null;
  employer(sheet: Readonly<Record<string, unknown>>): EmployerTerms;
  /** A retainer's level as its sheet gives it. */
  levelOf(sheet: Readonly<Record<string, unknown>>): number;
  check(input: { readonly loyalty: number; readonly situation: LoyaltySituation; readonly adjustment: number }, rng: Rng): LoyaltyCheck;
  /** A retainer who breaks in a fight, as the fight keeps it: out of it and fleeing, not dead. */
  flee(fighter: Fighter): FighterChange;
}
