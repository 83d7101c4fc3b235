import { isDeepStrictEqual } from 'node:util';
import type { MethodOutput, MethodParams, PartyView } from '../../../src-shared/contract';
import type { PartyRepository, PartyRow } from '../../db/repositories/parties';
import { AppError } from '../errors';
import type { PartyContext } from './context';
import { locationOf } from './view';

// Parties themselves: listed, created, renamed, moved, led, ordered and deleted.

export function assertPartyNameFree(parties: PartyRepository, campaignId: number, name: string, exceptId?: number): void {
  const clash = parties.byName(campaignId, name);
  if (clash && clash.id !== exceptId) {
    throw new AppError('conflict', `name: this campaign already has a party called "${clash.name}"`, ['name']);
  }
}

const whereabouts = (party: PartyRow): string =>
  party.locationKind === 'none' ? 'no whereabouts' : party.locationKind === 'hex' ? `hex ${party.hexCol}, ${party.hexRow} ${party.locationName}`.trim() : party.locationName;

/**
 * Refuses a name, whereabouts or leader replaced from what another window has changed
 * since (`read` is what this window showed), saying what it is now. A value not
 * replaced is not compared, as `member.update` does.
 */
function refuseStalePartyRead(party: PartyRow, input: MethodParams<'party.update'>): void {
  const read = input.read;
  if (!read) return;
  const since = 'in another window since this one read it; nothing was saved';
  if (input.name !== undefined && read.name !== undefined && read.name !== party.name) {
    throw new AppError('conflict', `name: the party was renamed "${party.name}" ${since}`, ['name']);
  }
  if (input.location !== undefined && read.location !== undefined) {
    const { regionId: _region, ...stored } = locationOf(party);
    if (!isDeepStrictEqual(stored, read.location)) throw new AppError('conflict', `location: ${party.name} was moved to ${whereabouts(party)} ${since}`, ['location']);
  }
  if (input.leaderMemberId !== undefined && read.leaderMemberId !== undefined && read.leaderMemberId !== party.leaderMemberId) {
    throw new AppError('conflict', `leaderMemberId: ${party.name}'s leader was changed ${since}`, ['leaderMemberId']);
  }
}

export function locationColumns(location: MethodParams<'party.create'>['location']) {
  if (!location) return {};
  return {
    locationKind: location.kind,
    locationName: location.name,
    hexCol: location.hex?.col ?? null,
    hexRow: location.hex?.row ?? null,
    ...(location.kind !== 'hex' && { regionId: null }),
    // A whereabouts set by hand takes the party off any mapped level.
    levelId: null,
    areaId: null,
    squareCol: null,
    squareRow: null,
  };
}

export function rosterUseCases({ parties, members: roster, mustParty, mustMember, rulesetOf }: PartyContext, view: (partyId: number) => PartyView) {
  function listParties(input: MethodParams<'party.list'>): MethodOutput<'party.list'> {
    const rows = parties.list(input.campaignId);
    const chosen = parties.followed(input.campaignId);
    return {
      parties: rows.map((p) => ({ id: p.id, name: p.name, memberCount: p.memberCount, location: locationOf(p) })),
      followedId: rows.find((p) => p.id === chosen)?.id ?? rows[0]?.id ?? null,
    };
  }

  return {
    list: listParties,
    /** The campaign a party belongs to, without reading its members. */
    campaignOf: (partyId: number): number => mustParty(partyId).campaignId,

    haulers(input: MethodParams<'party.haulers'>): MethodOutput<'party.haulers'> {
      const { beasts, vehicles, takesGmFigures } = rulesetOf(input.campaignId).haulers;
      return { beasts: beasts.map((b) => ({ ...b })), vehicles: vehicles.map((v) => ({ ...v })), takesGmFigures };
    },

    create(input: MethodParams<'party.create'>): PartyView {
      assertPartyNameFree(parties, input.campaignId, input.name);
      const row = parties.insert({ campaignId: input.campaignId, name: input.name, ...locationColumns(input.location) });
      return view(row.id);
    },

    update(input: MethodParams<'party.update'>): PartyView {
      const party = mustParty(input.partyId);
      if (input.name === undefined && input.location === undefined && input.leaderMemberId === undefined) {
        throw new AppError('invalid_input', 'input: give a name, a location or a leaderMemberId to change');
      }
      refuseStalePartyRead(party, input);
      if (input.name !== undefined) assertPartyNameFree(parties, party.campaignId, input.name, party.id);
      if (input.leaderMemberId != null && mustMember(input.leaderMemberId, 'leaderMemberId').partyId !== party.id) {
        throw new AppError('invalid_input', 'leaderMemberId: the leader must be a member of this party', ['leaderMemberId']);
      }
      parties.update(party.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...locationColumns(input.location),
        ...(input.leaderMemberId !== undefined && { leaderMemberId: input.leaderMemberId }),
      });
      return view(party.id);
    },

    reorder(input: MethodParams<'party.reorder'>): PartyView {
      const current = roster.ofParty(mustParty(input.partyId).id).map((m) => m.id);
      const given = new Set(input.memberIds);
      if (given.size !== input.memberIds.length || current.length !== given.size || current.some((id) => !given.has(id))) {
        throw new AppError('invalid_input', 'memberIds: must list every member of the party exactly once', ['memberIds']);
      }
      roster.setPositions(input.memberIds);
      return view(input.partyId);
    },

    follow(input: MethodParams<'party.follow'>): MethodOutput<'party.follow'> {
      const party = mustParty(input.partyId);
      parties.follow(party.campaignId, party.id);
      return listParties({ campaignId: party.campaignId });
    },

    delete(input: MethodParams<'party.delete'>): MethodOutput<'party.list'> {
      const party = mustParty(input.partyId);
      parties.delete(party.id);
      return listParties({ campaignId: party.campaignId });
    },
  };
}
