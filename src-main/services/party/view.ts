import { isCharacterKind, type HireView, type InventoryStack, type MemberFigures, type MemberView, type PartyView, type PointsView, type PurseView } from '../../../src-shared/contract';
import type { CharacterProfile, PointsStanding } from '../../rules/ruleset';
import type { StackRow } from '../../db/repositories/inventory';
import type { MemberRow } from '../../db/repositories/members';
import type { PartyRow } from '../../db/repositories/parties';
import { lastingOfMember, withLastingConditions } from '../lasting';
import { memberFigures, partySummary, type MemberData } from '../party-figures';
import { profileOfStored } from '../sheet-profiles';
import { toCatalogueItem } from './catalogue';
import { stackPounds } from '../../rules/world/provisions';
import type { PartyContext } from './context';
import { poolsOf } from './member-sheets';
import { readHire, shownPurse } from '../purse/holdings';

const hireOf = (m: MemberRow): HireView | null => {
  const stored = readHire(m.hire);
  return stored && { ...stored, employerId: m.employerId };
};

/** A member as time changes them: pools, load and figures, lasting conditions, purse and stacks. */
export interface MemberAtTime extends MemberData {
  profile: CharacterProfile | null;
  purse: PurseView;
  hire: HireView | null;
  hp: MemberView['hp'];
  fp: MemberView['fp'];
  /** The figures as the rules work them out, before lasting conditions are put first: the pace reads these. */
  workedOut: MemberFigures;
  /** The figures shown, lasting conditions first. */
  figures: MemberFigures;
  lasting: MemberView['lasting'];
}

/**
 * What letting time pass can change in a party, and all its Dungeon state and time patch
 * show of it: its members at this moment, its stores, purse and summary, without sheets,
 * standings, points or the money's rules, which the whole view adds.
 */
export interface PartyAtTime {
  party: PartyRow;
  members: MemberAtTime[];
  stores: InventoryStack[];
  purse: PurseView;
  summary: PartyView['summary'];
  /** The member rows it was built from, for callers that show more of them. */
  rows: MemberRow[];
}

// A party as every answer shows it: members with their sheets, belongings and derived
// figures, the stores, and the party's summary. Built in two steps, so that what only
// time changes (the Dungeon state, a time patch) is worked out without the rest.

export function partyViews({ mustParty, members: roster, catalogue, inventory, rulesetOf }: PartyContext) {
  /** The party as time changes it (see `PartyAtTime`). */
  function atTime(partyId: number): PartyAtTime {
    const party = mustParty(partyId);
    const memberRows = roster.ofParty(partyId);
    const items = new Map(catalogue.heldBy(partyId).map((row) => [row.id, toCatalogueItem(row)]));
    const stacks = inventory.ofParty(partyId);
    const toStack = (s: StackRow): InventoryStack => {
      const item = items.get(s.itemId)!;
      return {
        id: s.id,
        item,
        quantity: s.quantity,
        magical: s.magical,
        worn: s.worn,
        readied: s.readied,
        usedOfOne: s.usedOfOne,
        totalWeightLb: stackPounds({ quantity: s.quantity, usedOfOne: s.usedOfOne, item }),
      };
    };
    const ruleset = rulesetOf(party.campaignId);
    const { money } = ruleset;
    const heldBy = new Map<number, InventoryStack[]>();
    for (const s of stacks) {
      if (s.memberId === null) continue;
      const held = heldBy.get(s.memberId);
      if (held) held.push(toStack(s));
      else heldBy.set(s.memberId, [toStack(s)]);
    }
    const fatigue = ruleset.fatiguePool ?? 'FP';
    const members = memberRows.map((m): MemberAtTime => {
      const held = heldBy.get(m.id) ?? [];
      const character = isCharacterKind(m.kind);
      const sheet = character ? null : (JSON.parse(m.sheet) as Record<string, unknown>);
      const profile = character ? profileOfStored(ruleset, m.sheet, poolsOf(m)) : null;
      const purse = shownPurse(m.purse, money);
      const workedOut = memberFigures(ruleset, { id: m.id, kind: m.kind, name: m.name, sheet, items: held, profile, coinPounds: purse.coinPounds });
      const lasting = lastingOfMember(ruleset, m.lasting, profile);
      // Spelled out rather than spread: V8 builds `{ ...data, more }` slowly, which a party of hundreds feels.
      return {
        id: m.id,
        kind: m.kind,
        name: m.name,
        sheet,
        items: held,
        coinPounds: purse.coinPounds,
        profile,
        purse,
        hire: m.kind === 'hireling' ? hireOf(m) : null,
        hp: { current: m.hpCurrent, max: m.hpMax },
        fp: m.fpMax === null || m.fpCurrent === null ? null : { current: m.fpCurrent, max: m.fpMax, label: fatigue },
        workedOut,
        figures: withLastingConditions(workedOut, lasting),
        lasting,
      };
    });
    const stores = stacks.filter((s) => s.partyId === partyId).map(toStack);
    return {
      party,
      members,
      stores,
      purse: shownPurse(party.purse, money),
      summary: partySummary(
        ruleset,
        members.map((m) => ({ id: m.id, kind: m.kind, name: m.name, sheet: m.sheet, items: m.items, coinPounds: m.coinPounds, profile: m.profile, figures: m.workedOut, lasting: m.lasting })),
        stores,
      ),
      rows: memberRows,
    };
  }

  /** The whole view of a party from what time changes in it: its sheets, standings and the rules' lists added. */
  function viewAt({ party, members, stores, purse, summary, rows }: PartyAtTime): PartyView {
    const ruleset = rulesetOf(party.campaignId);
    const { money, advancement, points } = ruleset;
    return {
      id: party.id,
      campaignId: party.campaignId,
      name: party.name,
      location: locationOf(party),
      leaderMemberId: party.leaderMemberId,
      members: members.map((m, i): MemberView => {
        const row = rows[i];
        const sheet = m.sheet ?? (JSON.parse(row.sheet) as Record<string, unknown>);
        const character = isCharacterKind(m.kind);
        return {
          id: m.id,
          kind: m.kind,
          name: m.name,
          sheet,
          items: m.items,
          partyId: party.id,
          position: row.position,
          hp: m.hp,
          fp: m.fp,
          figures: m.figures,
          lasting: m.lasting,
          gmNote: row.gmNote,
          purse: m.purse,
          hire: m.hire,
          standing: advancement && character ? advancement.standing(sheet) : null,
          points: points && character ? pointsView(points.standing(sheet)) : null,
        };
      }),
      lastingKinds: ruleset.lasting.kinds.map((k) => ({ id: k.id, label: k.label, help: k.help })),
      stores,
      purse,
      money: { denominations: money.denominations.map((d) => ({ ...d })), unit: money.unit, source: money.source },
      summary,
    };
  }

  const view = (partyId: number): PartyView => viewAt(atTime(partyId));

  return { atTime, viewAt, view };
}

const pointsView = (p: PointsStanding): PointsView => ({ ...p, raises: [...p.raises] });

export const locationOf = (p: PartyRow): PartyView['location'] => ({
  kind: p.locationKind,
  name: p.locationName,
  hex: p.hexCol === null || p.hexRow === null ? null : { col: p.hexCol, row: p.hexRow },
  regionId: p.locationKind === 'hex' ? p.regionId : null,
});
