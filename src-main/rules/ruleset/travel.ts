// A day on the road: terrain, who sets the pace, and the day's dice on foot.

import type { CharacterProfile } from './character';
import type { LabelledRoll } from './labelled-roll';
import type { Movement } from './movement';

/** Terrain names common to the systems; each ruleset maps them onto its own bands. */
export type TerrainId =
  | 'road'
  | 'trail'
  | 'clear'
  | 'plains'
  | 'forest'
  | 'hills'
  | 'desert'
  | 'jungle'
  | 'mountains'
  | 'swamp';

export interface TravelInput {
  /** Each member's Movement (or any figure with milesPerDay: mounts, beasts). */
  readonly members: readonly Pick<Movement, 'milesPerDay'>[];
  readonly terrain: TerrainId;
  readonly pace: 'normal' | 'forced';
  readonly medium: 'land' | 'air';
}

export interface TravelDay {
  readonly milesPerDay: number;
  readonly hoursPerDay: number;
  /** Index into `members` of whoever sets the pace. */
  readonly slowestMember: number;
}


export interface Traveller {
  readonly id: number;
  readonly name: string;
  readonly milesPerDay: number;
  readonly profile: CharacterProfile;
}

export interface LandDayInput {
  readonly travellers: readonly Traveller[];
  /** The party's leader, who steers (and in GURPS may roll for the group). */
  readonly leader: CharacterProfile | null;
  readonly forcedMarch: boolean;
  /** Whether the day's route follows a road, trail, river or landmark (nobody gets lost then). */
  readonly onTrack: boolean;
  /** What the previous day's `LandDay.state` was; undefined on the first day. */
  readonly state: unknown;
}

/** The dice of one day on foot that change how far the party gets or what befalls it. */
export interface LandDay {
  /** Multiplies the day's distance (GURPS: 1.2 after a good Hiking roll). */
  readonly distanceMultiplier: number;
  readonly rolls: readonly LabelledRoll[];
  readonly notes: readonly string[];
  readonly damage: readonly { readonly memberId: number; readonly hp: number }[];
  /** Something the GM must resolve (the party is lost). */
  readonly needsGm: string | null;
  /** The party has lost its way: the journey drifts off its route for the day. */
  readonly lost?: boolean;
  readonly state: unknown;
}

