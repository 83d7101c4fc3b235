import { isCharacterKind, type HireView, type InventoryStack, type MemberView, type PartyView, type PointsView } from '../../../src-shared/contract';
import type { PointsStanding } from '../../rules/ruleset';
import type { StackRow } from '../../db/repositories/inventory';
import type { MemberRow } from '../../db/repositories/members';
import type { PartyRow } from '../../db/repositories/parties';
import { lastingOfMember, withLastingConditions } from '../lasting';
import { memberFigures, partySummary } from '../party-figures';
import { profileOfStored } from '../sheet-profiles';
import { toCatalogueItem } from './catalogue';
import { stackPounds } from '../../rules/world/provisions';
import type { PartyContext } from './context';
import { poolsOf } from './member-sheets';
import { purseView, readHire, readPurse } from '../purse/holdings';

const hireOf = (m: MemberRow): HireView | null => {
  const stored = readHire(m.hire);
  return stored && { ...stored, employerId: m.employerId };
};

// A party as every answer shows it: members with their sheets, belongings and derived
// figures, the stores, and the party's summary.

export function partyViews({ mustParty, members: roster, catalogue, inventory, rulesetOf }: PartyContext) {
  /** The party's view and the member rows it was built from, for callers that show more of them. */
  function viewWithRows(partyId: number): { view: PartyView; rows: MemberRow[] } {
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
    const { money, advancement, points } = ruleset;
    const heldBy = new Map<number, InventoryStack[]>();
    for (const s of stacks) {
      if (s.memberId === null) continue;
      const held = heldBy.get(s.memberId);
      if (held) held.push(toStack(s));
      else heldBy.set(s.memberId, [toStack(s)]);
    }
    const members = memberRows.map((m) => {
      const held = heldBy.get(m.id) ?? [];
      const sheet = JSON.parse(m.sheet) as Record<string, unknown>;
      const profile = isCharacterKind(m.kind) ? profileOfStored(ruleset, m.sheet, poolsOf(m)) : null;
      const purse = purseView(readPurse(m.purse), money);
      const data = { id: m.id, kind: m.kind, name: m.name, sheet, items: held, profile, coinPounds: purse.coinPounds };
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
        standing: advancement && isCharacterKind(m.kind) ? advancement.standing(sheet) : null,
        points: points && isCharacterKind(m.kind) ? pointsView(points.standing(sheet)) : null,
        partyId,
        position: m.position,
        hp: { current: m.hpCurrent, max: m.hpMax },
        fp: m.fpMax === null || m.fpCurrent === null ? null : { current: m.fpCurrent, max: m.fpMax, label: ruleset.fatiguePool ?? 'FP' },
        figures: memberFigures(ruleset, data),
        gmNote: m.gmNote,
        lasting: lastingOfMember(ruleset, m.lasting, profile),
      };
    });
    const stores = stacks.filter((s) => s.partyId === partyId).map(toStack);
    const view = {
      id: party.id,
      campaignId: party.campaignId,
      name: party.name,
      location: locationOf(party),
      leaderMemberId: party.leaderMemberId,
      members: members.map(
        (m): MemberView => ({
          id: m.id,
          kind: m.kind,
          name: m.name,
          sheet: m.sheet,
          items: m.items,
          partyId: m.partyId,
          position: m.position,
          hp: m.hp,
          fp: m.fp,
          figures: withLastingConditions(m.figures, m.lasting),
          lasting: m.lasting,
          gmNote: m.gmNote,
          purse: m.purse,
          hire: m.hire,
          standing: m.standing,
          points: m.points,
        }),
      ),
      lastingKinds: ruleset.lasting.kinds.map((k) => ({ id: k.id, label: k.label, help: k.help })),
      stores,
      purse: purseView(readPurse(party.purse), money),
      money: { denominations: money.denominations.map((d) => ({ ...d })), unit: money.unit, source: money.source },
      summary: partySummary(ruleset, members, stores),
    };
    return { view, rows: memberRows };
  }

  const view = (partyId: number): PartyView => viewWithRows(partyId).view;

  return { viewWithRows, view };
}

const pointsView = (p: PointsStanding): PointsView => ({ ...p, raises: [...p.raises] });

export const locationOf = (p: PartyRow): PartyView['location'] => ({
  kind: p.locationKind,
  name: p.locationName,
  hex: p.hexCol === null || p.hexRow === null ? null : { col: p.hexCol, row: p.hexRow },
  regionId: p.locationKind === 'hex' ? p.regionId : null,
});
