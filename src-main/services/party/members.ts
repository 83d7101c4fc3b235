import { isDeepStrictEqual } from 'node:util';
import { isCharacterKind, poolFloor, type MethodParams, type PartyView } from '../../../src-shared/contract';
import { SECONDS_PER_DAY } from '../../../src-shared/time';
import type { MemberRow } from '../../db/repositories/members';
import type { PartyRow } from '../../db/repositories/parties';
import { AppError } from '../errors';
import type { PartyContext } from './context';
import { characterPools, checkTypedFatigue, completeSheet, poolColumns, type ParsedMember } from './member-sheets';

// Members of a party: added, edited, removed and moved to another party.

/**
 * Refuses a name, sheet or note replaced from a copy another window has changed since
 * (`read` is what this window's edit started from), saying what changed there, so neither
 * window's work is lost without the GM knowing. A value not replaced is not compared.
 */
function refuseStaleRead(member: MemberRow, input: MethodParams<'member.update'>): void {
  const read = input.read;
  if (!read) return;
  if (input.name !== undefined && read.name !== undefined && read.name !== member.name) {
    throw new AppError('conflict', `name: changed in another window to "${member.name}" since this one read it; nothing was saved`, ['name']);
  }
  if (input.sheet !== undefined && read.sheet !== undefined) {
    const stored = JSON.parse(member.sheet) as Record<string, unknown>;
    const changed = [...new Set([...Object.keys(stored), ...Object.keys(read.sheet)])].filter((key) => !isDeepStrictEqual(stored[key], read.sheet?.[key]));
    if (changed.length > 0) {
      throw new AppError('conflict', `sheet: ${member.name}'s ${changed.join(', ')} changed in another window since this one read it; nothing was saved`, ['sheet']);
    }
  }
  if (input.gmNote !== undefined && read.gmNote !== undefined && read.gmNote !== member.gmNote) {
    throw new AppError('conflict', `gmNote: the note on ${member.name} was changed in another window since this one read it; nothing was saved`, ['gmNote']);
  }
}

/**
 * Lantern's call where the rules are silent: someone who joins partway through a day has eaten and
 * drunk for it already, so its end asks nothing of them; joining as a day begins, they live all of it here.
 */
const fedUntil = (now: number) => (now % SECONDS_PER_DAY === 0 ? 0 : (Math.floor(now / SECONDS_PER_DAY) + 1) * SECONDS_PER_DAY);

export function memberUseCases({ parties, members: roster, mustParty, mustMember, rulesetOf, clock }: PartyContext, view: (partyId: number) => PartyView) {
  /** `fed` is the day end a member joining now has eaten for (0: none; a party read from a file brings no such day). */
  function insertMember(party: PartyRow, member: ParsedMember, at: (string | number)[], fed = 0): MemberRow {
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
      fedUntil: fed,
    });
  }

  /** Adds a member who joins now (the GM's new member, a hireling engaged) inside the caller's action, answering the row written. */
  const addMember = (input: MethodParams<'member.create'>): MemberRow => {
    const party = mustParty(input.partyId);
    return insertMember(party, input.member, ['member'], fedUntil(clock.now(party.campaignId)));
  };

  return {
    insertMember,
    addMember,
    createMember(input: MethodParams<'member.create'>): PartyView {
      addMember(input);
      return view(input.partyId);
    },

    updateMember(input: MethodParams<'member.update'>): PartyView {
      const member = mustMember(input.memberId);
      refuseStaleRead(member, input);
      const ruleset = rulesetOf(member.campaignId);
      const sheet = input.sheet === undefined ? (JSON.parse(member.sheet) as Record<string, unknown>) : completeSheet(ruleset, member.kind, input.sheet, ['sheet']);
      // A change lands on what is stored now, not on what the window last saw: two windows' blows add up.
      const hpBy = input.hpBy === undefined ? undefined : Math.max(poolFloor(member.hpMax), Math.min(member.hpMax, member.hpCurrent + input.hpBy));
      const hp = input.hp ?? { current: hpBy ?? member.hpCurrent, max: member.hpMax };
      if (input.fpBy !== undefined && (member.fpMax === null || member.fpCurrent === null)) {
        throw new AppError('invalid_input', `fpBy: ${member.name} has no fatigue pool in ${ruleset.name}`, ['fpBy']);
      }
      const fpBy = input.fpBy === undefined || member.fpMax === null || member.fpCurrent === null ? undefined : Math.max(-member.fpMax, Math.min(member.fpMax, member.fpCurrent + input.fpBy));
      const fp = member.fpMax === null || member.fpCurrent === null ? null : { current: input.fp?.current ?? fpBy ?? member.fpCurrent, max: member.fpMax };
      const typed = { hp: input.hp !== undefined || input.hpBy !== undefined, fp: input.fp !== undefined || input.fpBy !== undefined };
      const pools = isCharacterKind(member.kind) ? poolColumns(ruleset, sheet, { hp, fp }, typed) : null;
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
