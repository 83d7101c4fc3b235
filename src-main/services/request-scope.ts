import type { OwnedKind, OwnerRepository } from '../db/repositories/owners';
import { AppError } from './errors';

type Path = (string | number)[];

/** The input fields that name a row by id, by the kind of row they name. */
const idFields: Readonly<Record<string, OwnedKind>> = {
  campaignId: 'campaign',
  partyId: 'party',
  toPartyId: 'party',
  memberId: 'member',
  leaderMemberId: 'member',
  memberIds: 'member',
  stackId: 'stack',
  itemId: 'item',
  lightId: 'light',
  effectId: 'effect',
  regionId: 'region',
  journeyId: 'journey',
  encounterId: 'fight',
  combatantId: 'combatant',
  attackerId: 'combatant',
  defenderId: 'combatant',
  bestiaryId: 'foe',
  sightingId: 'sighting',
};

/** A bare `id` is the row the method's own domain is about. */
const ownIdOf: Readonly<Record<string, OwnedKind>> = { campaign: 'campaign', bestiary: 'foe' };

/** Records the rules read on their own terms (sheets, stat blocks, files): their keys are not the request's ids. */
const opaque = new Set(['sheet', 'statBlock', 'options', 'rulesOptions', 'file', 'map', 'attack', 'maneuver']);

const what: Record<OwnedKind, string> = {
  campaign: 'campaign',
  party: 'party',
  member: 'party member',
  stack: 'inventory stack',
  item: 'catalogue item',
  light: 'light',
  effect: 'timed effect',
  region: 'map region',
  journey: 'journey',
  fight: 'fight',
  combatant: 'combatant',
  foe: 'bestiary entry',
  sighting: 'wandering encounter',
};

/**
 * The fields that set a request's campaign, strongest first; any other id must then
 * agree with it. A top-level field outranks a nested one (`to.partyId` is where a
 * stack goes, not whose it is), and an unlisted one (`toPartyId`) never sets it.
 */
const anchorFields = ['campaignId', 'id', 'partyId', 'encounterId', 'journeyId', 'regionId', 'memberId', 'stackId', 'lightId', 'effectId', 'sightingId'];

interface Ref {
  kind: OwnedKind;
  id: number;
  path: Path;
}

function collect(value: unknown, path: Path, ownId: OwnedKind | undefined, refs: Ref[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => collect(v, [...path, i], undefined, refs));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (opaque.has(key)) continue;
    const kind = key === 'id' ? ownId : idFields[key];
    if (kind && typeof v === 'number') refs.push({ kind, id: v, path: [...path, key] });
    else if (kind && Array.isArray(v)) v.forEach((x, i) => typeof x === 'number' && refs.push({ kind, id: x, path: [...path, key, i] }));
    else collect(v, [...path, key], undefined, refs);
  }
}

const rank = (path: Path) => {
  const at = anchorFields.indexOf(String(path[0]));
  return path.length === 1 && at >= 0 ? at : anchorFields.length;
};

/**
 * The campaign a request is about, by its strongest id (null when it names none
 * that exists), refusing a request whose ids belong to different campaigns (a party
 * of one campaign planned over another's map, a roll about another campaign's
 * member). An id that names no row at all is left to the method, which says it is
 * not found.
 */
export function requestScope(owners: OwnerRepository, campaignName: (id: number) => string | undefined) {
  return (method: string, input: unknown): number | null => {
    const refs: Ref[] = [];
    collect(input, [], ownIdOf[method.split('.')[0]], refs);
    const owned = refs.map((ref) => ({ ...ref, campaignId: owners.campaignOf(ref.kind, ref.id) })).filter((r) => r.campaignId !== undefined);
    // A campaign in the bin is gone for every call, whichever of its rows the call names.
    const binned = owned.find((r) => owners.inBin(r.campaignId!));
    if (binned) throw new AppError('not_found', `${binned.path.join('.')}: no ${what[binned.kind]} has id ${binned.id}`, binned.path);
    const anchor = owned.reduce<(typeof owned)[number] | undefined>((best, r) => (!best || rank(r.path) < rank(best.path) ? r : best), undefined);
    if (!anchor) return null;
    const stranger = owned.find((r) => r.campaignId !== anchor.campaignId);
    if (stranger) {
      const campaign = campaignName(anchor.campaignId!) ?? `campaign ${anchor.campaignId}`;
      throw new AppError('invalid_input', `${stranger.path.join('.')}: no ${what[stranger.kind]} ${stranger.id} in ${campaign}`, stranger.path);
    }
    return anchor.campaignId!;
  };
}
