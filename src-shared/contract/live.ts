import type { CombatState } from './combat';
import type { DungeonState } from './dungeon';
import type { SightingView } from './encounter';

/** The parts of a campaign a window may be showing; a push names the ones a GM action changed. */
export const liveAreas = ['campaigns', 'party', 'catalogue', 'dungeon', 'journal', 'hexmap', 'journey', 'combat', 'bestiary', 'encounter'] as const;
export type LiveArea = (typeof liveAreas)[number];

const partyTouch: LiveArea[] = ['party', 'dungeon', 'combat', 'journal'];
const timeTouch: LiveArea[] = ['dungeon', 'party', 'combat', 'journal', 'encounter'];

/** Per domain; a method of a domain not listed (undo, redo, a campaign's settings) may have changed anything. */
const areasByDomain: Readonly<Record<string, readonly LiveArea[]>> = {
  party: partyTouch,
  member: partyTouch,
  inventory: partyTouch,
  catalogue: ['catalogue', 'party'],
  clock: timeTouch,
  light: timeTouch,
  effect: timeTouch,
  dungeon: timeTouch,
  hexmap: ['hexmap', 'journal'],
  journey: ['journey', 'hexmap', 'party', 'dungeon', 'journal', 'encounter'],
  combat: ['combat', 'party', 'dungeon', 'journal', 'encounter'],
  encounter: ['encounter', 'journal'],
  bestiary: ['bestiary', 'journal'],
  weather: ['journey', 'hexmap', 'journal'],
};

export function areasChangedBy(method: string): readonly LiveArea[] {
  if (method === 'journal.roll') return ['journal'];
  return areasByDomain[method.split('.')[0]] ?? liveAreas;
}

/** What the players' screen shows of a campaign, already in the players' version. */
export interface PlayersStates {
  /** One per party, in the campaign's order. */
  parties: DungeonState[];
  fight: CombatState | null;
  /** The open wandering encounter as the players see it. */
  encounter: SightingView | null;
}

/**
 * One push to an open window: a GM action changed these areas of this campaign
 * (null: the list of campaigns itself). A players' window also gets the states it shows.
 */
export interface LiveEvent {
  campaignId: number | null;
  areas: readonly LiveArea[];
  players?: PlayersStates;
}
