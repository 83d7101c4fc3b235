import { MAX_QUANTITY, type MethodParams, type PartyView } from '../../../src-shared/contract';
import type { Holder, StackRow } from '../../db/repositories/inventory';
import type { PartyRow } from '../../db/repositories/parties';
import { splitUsed } from '../../rules/world/provisions';
import { AppError } from '../errors';
import type { catalogueUseCases } from './catalogue';
import type { PartyContext } from './context';

// What members and the party's stores hold: adding, counting, wearing, handing over.

export function inventoryUseCases(
  { mustParty, mustMember, mustStack, inventory, catalogue }: PartyContext,
  { mustItemOf }: Pick<ReturnType<typeof catalogueUseCases>, 'mustItemOf'>,
  view: (partyId: number) => PartyView,
) {
  function holderParty(to: Holder, at: (string | number)[]): PartyRow {
    if ('memberId' in to) return mustParty(mustMember(to.memberId, [...at, 'memberId'].join('.')).partyId);
    return mustParty(to.partyId, [...at, 'partyId'].join('.'));
  }

  /** Adds to the holder's matching stack, or starts one; refuses to pass the largest stack. `used`: water already drunk from containers put. */
  function put(campaignId: number, to: Holder, itemId: number, quantity: number, magical: boolean, used = 0): void {
    const target = inventory.mergeTarget(to, itemId, magical);
    if (!target) {
      const made = inventory.insert({ campaignId, itemId, to, quantity, magical });
      if (used > 0) inventory.update(made.id, { usedOfOne: used });
      return;
    }
    if (target.quantity + quantity > MAX_QUANTITY) {
      throw new AppError('invalid_input', `quantity: that stack would hold more than ${MAX_QUANTITY.toLocaleString('en')}`, ['quantity']);
    }
    inventory.update(target.id, { quantity: target.quantity + quantity, ...(used > 0 && { usedOfOne: target.usedOfOne + used }) });
  }

  /**
   * What a member has on: one suit worn, one shield readied (Lantern's reading for shields:
   * seed 000 speaks of "a shield", never two). Putting one on takes it off its stack and
   * takes off any other of its kind; taking it off puts it back with the rest.
   */
  const onTheBody = {
    worn: { category: 'armor', stores: 'stores cannot wear armor', notIt: 'is not armor' },
    readied: { category: 'shield', stores: "a shield in the party's stores cannot be readied; hand it to a member first", notIt: 'is not a shield' },
  } as const;

  function putOnOrTakeOff(stack: StackRow, flag: keyof typeof onTheBody, on: boolean): void {
    const rule = onTheBody[flag];
    const item = catalogue.get(stack.itemId)!;
    if (stack.memberId === null) throw new AppError('invalid_input', `${flag}: ${rule.stores}`, [flag]);
    const memberId = stack.memberId;
    if (!on) {
      inventory.delete(stack.id);
      put(stack.campaignId, { memberId }, stack.itemId, stack.quantity, stack.magical);
      return;
    }
    if (item.category !== rule.category) throw new AppError('invalid_input', `${flag}: ${item.name} ${rule.notIt}`, [flag]);
    for (const other of inventory.ofMember(memberId).filter((s) => s[flag])) putOnOrTakeOff(other, flag, false);
    // One taken off just now may have gone back into this very stack: its count is read again.
    const { quantity } = inventory.get(stack.id)!;
    if (quantity > 1) {
      inventory.update(stack.id, { quantity: quantity - 1 });
      inventory.insert({ campaignId: stack.campaignId, itemId: stack.itemId, to: { memberId }, quantity: 1, magical: stack.magical, [flag]: true });
    } else {
      inventory.update(stack.id, { [flag]: true });
    }
  }

  return {
    put,
    addItem(input: MethodParams<'inventory.add'>): PartyView {
      const party = holderParty(input.to, ['to']);
      const item = mustItemOf(party.campaignId, input.itemId);
      put(party.campaignId, input.to, input.itemId, input.quantity, input.magical);
      // Armor given to someone wearing none is put on at once: a GM adding a suit means it to count.
      if (item.category === 'armor' && 'memberId' in input.to && !inventory.ofMember(input.to.memberId).some((s) => s.worn)) {
        putOnOrTakeOff(inventory.mergeTarget(input.to, input.itemId, input.magical)!, 'worn', true);
      }
      return view(party.id);
    },

    updateStack(input: MethodParams<'inventory.update'>): PartyView {
      const stack = mustStack(input.stackId);
      const partyId = stack.memberId !== null ? mustMember(stack.memberId).partyId : stack.partyId!;
      if (input.magical !== undefined) inventory.update(stack.id, { magical: input.magical });
      if (input.quantity !== undefined) {
        if (stack.worn && input.quantity !== 1) throw new AppError('invalid_input', 'quantity: a worn suit of armor is one item', ['quantity']);
        if (stack.readied && input.quantity !== 1) throw new AppError('invalid_input', 'quantity: a readied shield is one item', ['quantity']);
        // Containers taken away are the fullest: what was drunk stays, as far as those left hold it.
        inventory.update(stack.id, { quantity: input.quantity, usedOfOne: splitUsed({ usedOfOne: stack.usedOfOne, item: catalogue.get(stack.itemId)! }, input.quantity).kept });
      }
      if (input.worn !== undefined && input.worn !== stack.worn) putOnOrTakeOff(stack, 'worn', input.worn);
      return view(partyId);
    },

    readyStack(input: MethodParams<'inventory.ready'>): PartyView {
      const stack = mustStack(input.stackId);
      const partyId = stack.memberId !== null ? mustMember(stack.memberId).partyId : stack.partyId!;
      if (input.readied !== stack.readied) putOnOrTakeOff(stack, 'readied', input.readied);
      return view(partyId);
    },

    removeStack(input: MethodParams<'inventory.remove'>): PartyView {
      const stack = mustStack(input.stackId);
      const partyId = stack.memberId !== null ? mustMember(stack.memberId).partyId : stack.partyId!;
      inventory.delete(stack.id);
      return view(partyId);
    },

    transfer(input: MethodParams<'inventory.transfer'>): PartyView {
      const stack = mustStack(input.stackId);
      const fromParty = stack.memberId !== null ? mustParty(mustMember(stack.memberId).partyId) : mustParty(stack.partyId!);
      const toParty = holderParty(input.to, ['to']);
      if (toParty.campaignId !== fromParty.campaignId) {
        throw new AppError('invalid_input', 'to: the receiver is in another campaign', ['to']);
      }
      if (input.quantity > stack.quantity) {
        throw new AppError('invalid_input', `quantity: only ${stack.quantity} to hand over`, ['quantity']);
      }
      const same = 'memberId' in input.to ? stack.memberId === input.to.memberId : stack.partyId === input.to.partyId;
      if (same) throw new AppError('invalid_input', 'to: that is who holds it already', ['to']);
      const used = splitUsed({ usedOfOne: stack.usedOfOne, item: catalogue.get(stack.itemId)! }, stack.quantity - input.quantity);
      if (input.quantity === stack.quantity) inventory.delete(stack.id);
      else inventory.update(stack.id, { quantity: stack.quantity - input.quantity, usedOfOne: used.kept });
      // Armor handed over is no longer worn by anyone.
      put(fromParty.campaignId, input.to, stack.itemId, input.quantity, stack.magical, used.moved);
      return view(fromParty.id);
    },
  };
}
