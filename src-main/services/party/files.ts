import type { InventoryStack, MemberFile, MemberView, MethodParams, PartyFile, PartyView } from '../../../src-shared/contract';
import type { Holder } from '../../db/repositories/inventory';
import type { MemberRow } from '../../db/repositories/members';
import type { PartyRow } from '../../db/repositories/parties';
import { AppError, raise } from '../errors';
import { lastingFromFile } from '../lasting';
import { definitionOf, type catalogueUseCases } from './catalogue';
import type { PartyContext } from './context';
import type { inventoryUseCases } from './inventory';
import type { memberUseCases } from './members';
import { completeSheet, poolColumns, poolsOf, type FileItem, type ParsedMemberFile } from './member-sheets';
import { fileItemsOf, itemPlan, type FileItems } from '../../import/gcs';
import { assertPartyNameFree, locationColumns } from './roster';

// Parties and members as portable JSON files: exported with their belongings, imported
// into a campaign of the same rules, items found in its catalogue or added to it.

export function fileUseCases(
  { parties, members: roster, inventory, catalogue, mustParty, mustMember, rulesetOf }: PartyContext,
  parts: {
    itemFor: ReturnType<typeof catalogueUseCases>['itemFor'];
    put: ReturnType<typeof inventoryUseCases>['put'];
    insertMember: ReturnType<typeof memberUseCases>['insertMember'];
  },
  view: (partyId: number) => PartyView,
) {
  const { itemFor, put, insertMember } = parts;

  /** A file keeps its system's sheets, which another system cannot read. */
  function assertSameRules(campaignId: number, fileSystem: string): void {
    const ruleset = rulesetOf(campaignId);
    if (fileSystem !== ruleset.id) {
      throw new AppError('invalid_input', `file.rulesSystem: the file holds ${fileSystem} characters and this campaign plays ${ruleset.name}`, ['file', 'rulesSystem']);
    }
  }

  function giveFileItems(campaignId: number, to: Holder, items: FileItem[]): void {
    for (const entry of items) {
      const item = itemFor(campaignId, entry);
      if (entry.worn || entry.readied) inventory.insert({ campaignId, itemId: item.id, to, quantity: entry.quantity, magical: entry.magical, worn: entry.worn, readied: entry.readied });
      else put(campaignId, to, item.id, entry.quantity, entry.magical);
    }
  }

  /**
   * A file's items under the campaign's catalogue keys and names, as the import
   * matched them: an item written back under the catalogue's name is the same item.
   */
  function inCatalogue(campaignId: number, items: FileItems): FileItems {
    return fileItemsOf(
      items.map((i) => {
        const row = catalogue.byKey(campaignId, i.key) ?? catalogue.byName(campaignId, i.name);
        return row ? { key: row.key, name: row.name, quantity: i.quantity } : i;
      }),
    );
  }

  /** What a member carries, one entry per catalogue item: what an update from a file compares with. */
  function carriedBy(memberId: number): FileItems {
    const row = mustMember(memberId);
    return fileItemsOf(view(row.partyId).members.find((m) => m.id === row.id)!.items.map((s) => ({ key: s.item.key, name: s.item.name, quantity: s.quantity })));
  }

  function fileMemberOf(m: MemberView): MemberFile['member'] {
    const base = { name: m.name, hp: m.hp, sheet: m.sheet, items: m.items.map(fileItemOf), ...(m.lasting.length > 0 && { lasting: m.lasting.map(({ id, since }) => ({ id, since })) }) };
    return { kind: m.kind, ...base } as MemberFile['member'];
  }
  const fileItemOf = (s: InventoryStack) => ({ ...definitionOf(s.item), quantity: s.quantity, magical: s.magical, worn: s.worn, readied: s.readied });

  /** `fieldOf(i)` is where the i-th member sits in the request, for errors in its sheet. */
  function importMembers(party: PartyRow, members: ParsedMemberFile[], fieldOf: (i: number) => (string | number)[]): MemberRow[] {
    return members.map((m, i) => {
      const row = insertMember(party, m, fieldOf(i));
      if (m.lasting?.length) roster.setLasting(row.id, lastingFromFile(rulesetOf(party.campaignId), m.lasting, row.hpCurrent, [...fieldOf(i), 'lasting']));
      giveFileItems(party.campaignId, { memberId: row.id }, m.items);
      return row;
    });
  }

  return {
    exportParty(input: MethodParams<'party.export'>): PartyFile {
      const v = view(input.partyId);
      const leader = v.members.findIndex((m) => m.id === v.leaderMemberId);
      return {
        format: 'lantern.party',
        version: 1,
        rulesSystem: rulesetOf(v.campaignId).id,
        party: { name: v.name, location: { kind: v.location.kind, name: v.location.name, hex: v.location.hex }, leader: leader < 0 ? null : leader },
        members: v.members.map(fileMemberOf),
        stores: v.stores.map(fileItemOf),
      };
    },

    importParty(input: MethodParams<'party.import'>): PartyView {
      const { file } = input;
      assertSameRules(input.campaignId, file.rulesSystem);
      const name = input.name ?? file.party.name;
      assertPartyNameFree(parties, input.campaignId, name);
      const party = parties.insert({ campaignId: input.campaignId, name, ...locationColumns(file.party.location) });
      const rows = importMembers(party, file.members as ParsedMemberFile[], (i) => ['file', 'members', i]);
      giveFileItems(party.campaignId, { partyId: party.id }, file.stores);
      if (file.party.leader !== null) {
        const leader = rows[file.party.leader] ?? raise(new AppError('invalid_input', 'file.party.leader: no member has that index', ['file', 'party', 'leader']));
        parties.update(party.id, { leaderMemberId: leader.id });
      }
      return view(party.id);
    },

    exportMember(input: MethodParams<'member.export'>): MemberFile {
      const member = mustMember(input.memberId);
      const m = view(member.partyId).members.find((x) => x.id === member.id)!;
      return { format: 'lantern.member', version: 1, rulesSystem: rulesetOf(member.campaignId).id, member: fileMemberOf(m) };
    },

    /**
     * Adds members already read from another format (GCS) with their belongings, as
     * a member file's import does; errors name the place under `at`. Answers their ids.
     */
    addFileMembers(partyId: number, members: MemberFile['member'][], at: (string | number)[]): number[] {
      return importMembers(mustParty(partyId), members as ParsedMemberFile[], (i) => [...at, i]).map((row) => row.id);
    },

    /** A sheet as the member's campaign completes it, for comparing with the sheet a member has. */
    completedSheet(campaignId: number, kind: MemberFile['member']['kind'], sheet: unknown): Record<string, unknown> {
      return completeSheet(rulesetOf(campaignId), kind, sheet, ['sheet']);
    },

    inCatalogue,

    carriedBy,

    /**
     * A member read again from the file they came from: the file's sheet and name, and of
     * its items the steps `itemPlan` works out from what the file carried when last read
     * (`before`) and what the member carries now, so what was gained, spent or lost in
     * play stays as it is and nothing comes twice.
     */
    refreshFileMember(memberId: number, member: MemberFile['member'], before: FileItems, at: (string | number)[]): void {
      const row = mustMember(memberId);
      const ruleset = rulesetOf(row.campaignId);
      const sheet = completeSheet(ruleset, row.kind, member.sheet, [...at, 'sheet']);
      const pools = poolColumns(ruleset, sheet, poolsOf(row), { hp: false, fp: false });
      const items = (member as ParsedMemberFile).items;
      const steps = itemPlan(before, inCatalogue(row.campaignId, items), carriedBy(row.id));
      roster.update(row.id, { name: member.name, sheet: JSON.stringify(sheet), ...pools });
      for (const step of steps) {
        if (step.to > step.from) {
          const entry = items.find((i) => inCatalogue(row.campaignId, [i])[0].key === step.key)!;
          giveFileItems(row.campaignId, { memberId: row.id }, [{ ...entry, quantity: step.to - step.from }]);
          continue;
        }
        let fewer = step.from - step.to;
        const item = catalogue.byKey(row.campaignId, step.key)!;
        // Loose ones go before the one worn.
        const stacks = inventory.ofMember(row.id).filter((s) => s.itemId === item.id).sort((a, b) => Number(a.worn) - Number(b.worn));
        for (const stack of stacks) {
          if (fewer <= 0) break;
          const taken = Math.min(fewer, stack.quantity);
          if (taken === stack.quantity) inventory.delete(stack.id);
          else inventory.update(stack.id, { quantity: stack.quantity - taken });
          fewer -= taken;
        }
      }
    },

    importMember(input: MethodParams<'member.import'>): PartyView {
      const party = mustParty(input.partyId);
      assertSameRules(party.campaignId, input.file.rulesSystem);
      importMembers(party, [input.file.member as ParsedMemberFile], () => ['file', 'member']);
      return view(party.id);
    },
  };
}
