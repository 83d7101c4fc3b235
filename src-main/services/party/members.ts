import { isCharacterKind, type MethodParams, type PartyView } from '../../../src-shared/contract';
import type { MemberRow } from '../../db/repositories/members';
import type { PartyRow } from '../../db/repositories/parties';
import { AppError } from '../errors';
import type { PartyContext } from './context';
import { characterPools, checkTypedFatigue, completeSheet, poolColumns, type ParsedMember } from './member-sheets';

// Members of a party: added, edited, removed and moved to another party.

export function memberUseCases({ parties, members: roster, mustParty, mustMember, rulesetOf }: PartyContext, view: (partyId: number) => PartyView) {
  function insertMember(party: PartyRow, member: ParsedMember, at: (string | number)[]): MemberRow {
    const ruleset = rulesetOf(party.campaignId);
    const sheet = completeSheet(ruleset, member.kind, member.sheet, [...at, 'sheet']);
    const pools = isCharacterKind(member.kind) ? characterPools(ruleset, sheet, member.hp, at) : { hpCurrent: member.hp!.current, hpMax: member.hp!.max, fpCurrent: null, fpMax: null };
    return roster.insert({
      campaignId: party.campaignId,
      partyId: party.id,
      kind: member.kind,
      name: member.name,
      position: roster.ofParty(party.id).length,
      ...pools,
      sheet: JSON.stringify(sheet),
    });
  }

  /** Adds a member to a party inside the caller's action, answering the row written. */
  const addMember = (input: MethodParams<'member.create'>): MemberRow => insertMember(mustParty(input.partyId), input.member, ['member']);

  return {
    insertMember,
    addMember,
    createMember(input: MethodParams<'member.create'>): PartyView {
      addMember(input);
      return view(input.partyId);
    },

    updateMember(input: MethodParams<'member.update'>): PartyView {
      const member = mustMember(input.memberId);
      const ruleset = rulesetOf(member.campaignId);
      const sheet = input.sheet === undefined ? (JSON.parse(member.sheet) as Record<string, unknown>) : completeSheet(ruleset, member.kind, input.sheet, ['sheet']);
      const hp = input.hp ?? { current: member.hpCurrent, max: member.hpMax };
      const fp = member.fpMax === null || member.fpCurrent === null ? null : { current: input.fp?.current ?? member.fpCurrent, max: member.fpMax };
      const pools = isCharacterKind(member.kind) ? poolColumns(ruleset, sheet, { hp, fp }, { hp: input.hp !== undefined, fp: input.fp !== undefined }) : null;
      if (input.fp !== undefined) checkTypedFatigue(ruleset, member.name, input.fp.current, pools?.fpMax ?? null);
      roster.update(member.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(pools ?? { hpCurrent: hp.current, hpMax: hp.max }),
        ...(input.sheet !== undefined && { sheet: JSON.stringify(sheet) }),
        ...(input.gmNote !== undefined && { gmNote: input.gmNote }),
      });
      return view(member.partyId);
    },

    deleteMember(input: MethodParams<'member.delete'>): PartyView {
      const member = mustMember(input.memberId);
      roster.delete(member.id);
      roster.setPositions(roster.ofParty(member.partyId).map((m) => m.id));
      return view(member.partyId);
    },

    moveMember(input: MethodParams<'member.move'>): PartyView {
      const member = mustMember(input.memberId);
      const target = mustParty(input.toPartyId, 'toPartyId');
      if (target.campaignId !== member.campaignId) {
        throw new AppError('invalid_input', 'toPartyId: that party belongs to another campaign', ['toPartyId']);
      }
      if (target.id === member.partyId) {
        throw new AppError('invalid_input', `toPartyId: ${member.name} is already in that party`, ['toPartyId']);
      }
      roster.update(member.id, { partyId: target.id, position: roster.ofParty(target.id).length });
      roster.setPositions(roster.ofParty(member.partyId).map((m) => m.id));
      const source = mustParty(member.partyId);
      if (source.leaderMemberId === member.id) parties.update(source.id, { leaderMemberId: null });
      return view(target.id);
    },
  };
}
