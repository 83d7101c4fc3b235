import { z } from 'zod';

/**
 * Every kind of row a request may name by id. Each belongs to one campaign, and the
 * host checks every id a request carries against the request's campaign by its kind.
 */
export const idKinds = ['campaign', 'party', 'member', 'stack', 'item', 'light', 'effect', 'region', 'journey', 'fight', 'combatant', 'foe', 'sighting', 'calendarNote', 'dungeonLevel', 'dungeonArea', 'encounterTable', 'spell', 'journalEntry', 'rollTable', 'sessionPlan', 'planItem', 'page', 'clue', 'handout'] as const;
export type IdKind = (typeof idKinds)[number];

export interface IdMeta {
  kind: IdKind;
  /**
   * Whether the id may say which campaign the request is about. A destination
   * (`toPartyId`) does not: when it belongs elsewhere, it is the one named wrong.
   */
  anchors: boolean;
  /**
   * Names a row outside the live campaigns of this file: a campaign in the bin (which
   * only the bin's own methods may name) or one inside a backup. The host's scope
   * check leaves such an id to its method.
   */
  outside?: 'bin' | 'backup';
}

/** Where each id field's kind is declared; the host's scope check reads it from the input schema. */
export const idRegistry = z.registry<IdMeta>();

const idOf = (kind: IdKind, anchors = true, outside?: IdMeta['outside']) => z.number().int().positive().register(idRegistry, { kind, anchors, outside });

/**
 * The id of each kind of row, for request schemas: a field that names a row uses
 * the schema of its kind, which is how the host knows to check it (a test fails on
 * an id-like number field that uses none).
 */
export const ids = {
  campaign: idOf('campaign'),
  party: idOf('party'),
  member: idOf('member'),
  stack: idOf('stack'),
  item: idOf('item'),
  light: idOf('light'),
  effect: idOf('effect'),
  region: idOf('region'),
  journey: idOf('journey'),
  fight: idOf('fight'),
  combatant: idOf('combatant'),
  foe: idOf('foe'),
  sighting: idOf('sighting'),
  calendarNote: idOf('calendarNote'),
  dungeonLevel: idOf('dungeonLevel'),
  dungeonArea: idOf('dungeonArea'),
  encounterTable: idOf('encounterTable'),
  spell: idOf('spell'),
  journalEntry: idOf('journalEntry'),
  rollTable: idOf('rollTable'),
  sessionPlan: idOf('sessionPlan'),
  planItem: idOf('planItem'),
  page: idOf('page'),
  clue: idOf('clue'),
  handout: idOf('handout'),
  /** A party something goes to, checked like any party but never the one the request is about. */
  destinationParty: idOf('party', false),
  /** A campaign in the bin, which only the bin's own methods may name. */
  binnedCampaign: idOf('campaign', false, 'bin'),
  /** A campaign inside a backup file, by the id it has there. */
  backupCampaign: idOf('campaign', false, 'backup'),
} satisfies Record<IdKind | 'destinationParty' | 'binnedCampaign' | 'backupCampaign', z.ZodType>;
