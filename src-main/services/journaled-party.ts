import type { MethodParams, PartyView } from '../../src-shared/contract';
import type { CatalogueRepository } from '../db/repositories/catalogue';
import type { InventoryRepository } from '../db/repositories/inventory';
import type { MemberRepository } from '../db/repositories/members';
import type { OwnerRepository } from '../db/repositories/owners';
import type { JournalService } from './journal';
import type { PartyService } from './party';

/**
 * Party, member and inventory edits are GM actions too: each becomes a journal
 * entry, so undo walks back through them in order with the clock's actions.
 */
export function journaledPartyService(
  store: { owners: OwnerRepository; members: MemberRepository; inventory: InventoryRepository; catalogue: CatalogueRepository },
  parties: PartyService,
  journal: JournalService,
): PartyService {
  const campaignOf = (kind: 'party' | 'member' | 'stack', id: number) => store.owners.campaignOf(kind, id);
  const memberName = (id: number) => store.members.get(id)?.name;
  const stackItem = (id: number) => store.inventory.itemName(id);
  const holderName = (to: { memberId: number } | { partyId: number }) =>
    'memberId' in to ? (memberName(to.memberId) ?? 'someone') : 'the party stores';

  /** Runs the edit inside a journal entry when its campaign is known; otherwise the edit's own error answers. */
  function edit<I, R>(
    campaignId: number | undefined,
    request: I,
    run: (input: I) => R,
    summary: (result: R) => string,
    memberIds: (number | undefined)[] = [],
  ): R {
    if (campaignId === undefined) return run(request);
    return journal.record(campaignId, { kind: 'party', request }, (ctx) => {
      const result = run(request);
      ctx.about(...memberIds.filter((id): id is number => id !== undefined));
      return { summary: summary(result), result };
    });
  }
  const memberOf = (to: { memberId: number } | { partyId: number }) => ('memberId' in to ? to.memberId : undefined);
  const holderOfStack = (stackId: number) => store.inventory.get(stackId)?.memberId ?? undefined;
  const viewEdit =
    <I>(
      campaignOfInput: (input: I) => number | undefined,
      run: (input: I) => PartyView,
      summary: (input: I, view: PartyView) => string,
      members: (input: I) => (number | undefined)[] = () => [],
    ) =>
    (input: I) =>
      edit(campaignOfInput(input), input, run, (view) => summary(input, view), members(input));

  return {
    ...parties,
    create: viewEdit(
      (i: MethodParams<'party.create'>) => i.campaignId,
      parties.create,
      (_i, v) => `New party: ${v.name}`,
    ),
    update: viewEdit((i: MethodParams<'party.update'>) => campaignOf('party', i.partyId), parties.update, (_i, v) => `${v.name}: party details changed`),
    reorder: viewEdit((i: MethodParams<'party.reorder'>) => campaignOf('party', i.partyId), parties.reorder, (_i, v) => `${v.name}: new marching order`),
    delete: (input: MethodParams<'party.delete'>) =>
      edit(campaignOf('party', input.partyId), input, parties.delete, () => 'A party is disbanded'),
    importParty: viewEdit((i: MethodParams<'party.import'>) => i.campaignId, parties.importParty, (_i, v) => `Party imported: ${v.name}`),
    createMember: viewEdit(
      (i: MethodParams<'member.create'>) => campaignOf('party', i.partyId),
      parties.createMember,
      (i, v) => `${i.member.name} joins ${v.name}`,
    ),
    updateMember: viewEdit(
      (i: MethodParams<'member.update'>) => campaignOf('member', i.memberId),
      parties.updateMember,
      (i, v) => `${v.members.find((m) => m.id === i.memberId)?.name ?? 'A member'}: sheet edited`,
      (i) => [i.memberId],
    ),
    deleteMember: (input: MethodParams<'member.delete'>) => {
      const name = memberName(input.memberId) ?? 'A member';
      return edit(campaignOf('member', input.memberId), input, parties.deleteMember, (v) => `${name} leaves ${v.name}`, [input.memberId]);
    },
    moveMember: viewEdit(
      (i: MethodParams<'member.move'>) => campaignOf('member', i.memberId),
      parties.moveMember,
      (i, v) => `${v.members.find((m) => m.id === i.memberId)?.name ?? 'A member'} moves to ${v.name}`,
      (i) => [i.memberId],
    ),
    importMember: viewEdit(
      (i: MethodParams<'member.import'>) => campaignOf('party', i.partyId),
      parties.importMember,
      (i, v) => `${i.file.member.name} joins ${v.name}`,
    ),
    addItem: viewEdit(
      (i: MethodParams<'inventory.add'>) => ('memberId' in i.to ? campaignOf('member', i.to.memberId) : campaignOf('party', i.to.partyId)),
      parties.addItem,
      (i, v) => {
        const worn = 'memberId' in i.to && v.members.find((m) => m.id === memberOf(i.to))?.items.some((s) => s.worn && s.item.id === i.itemId);
        return `${holderName(i.to)} gets ${i.quantity} × ${String(store.catalogue.get(i.itemId)?.name)}${worn ? ', and wears it' : ''}`;
      },
      (i) => [memberOf(i.to)],
    ),
    updateStack: (input: MethodParams<'inventory.update'>) => {
      const item = stackItem(input.stackId) ?? 'an item';
      const what = input.worn === true ? 'puts on' : input.worn === false ? 'takes off' : 'changes';
      return edit(campaignOf('stack', input.stackId), input, parties.updateStack, () => `Inventory: ${what} ${item}`, [holderOfStack(input.stackId)]);
    },
    readyStack: (input: MethodParams<'inventory.ready'>) => {
      const item = stackItem(input.stackId) ?? 'a shield';
      const who = holderOfStack(input.stackId);
      const name = who === undefined ? 'Someone' : holderName({ memberId: who });
      return edit(campaignOf('stack', input.stackId), input, parties.readyStack, () => `${name} ${input.readied ? 'readies' : 'slings'} ${item}`, [who]);
    },
    removeStack: (input: MethodParams<'inventory.remove'>) => {
      const item = stackItem(input.stackId) ?? 'an item';
      return edit(campaignOf('stack', input.stackId), input, parties.removeStack, () => `Inventory: ${item} thrown away`, [holderOfStack(input.stackId)]);
    },
    transfer: (input: MethodParams<'inventory.transfer'>) => {
      const item = stackItem(input.stackId) ?? 'an item';
      const from = holderOfStack(input.stackId);
      return edit(
        campaignOf('stack', input.stackId),
        input,
        parties.transfer,
        () => `${input.quantity} × ${item} handed to ${holderName(input.to)}`,
        [from, memberOf(input.to)],
      );
    },
    addCatalogueItem: (input: MethodParams<'catalogue.add'>) =>
      edit(input.campaignId, input, parties.addCatalogueItem, (item) => `Catalogue: ${item.name} added`),
  };
}
