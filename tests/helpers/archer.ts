import type { Backend } from '../../src-main/backend';
import type { PartyView } from '../../src-shared/contract';
import { ok } from './backend';
import { IOTHA } from '../fixtures/iotha';

/** Adds Iotha to a party with a quiver of 20 arrows (Basic Set p. B275, 0.1 lb each). */
export function addArcher(b: Backend, campaignId: number, partyId: number): number {
  const party = ok<PartyView>(b, 'member.create', { partyId, member: IOTHA });
  const id = party.members.find((m) => m.name === 'Iotha')!.id;
  const items = ok<{ items: { id: number; key: string }[] }>(b, 'catalogue.list', { campaignId }).items;
  ok(b, 'inventory.add', { to: { memberId: id }, itemId: items.find((i) => i.key === 'longbow')!.id, quantity: 1 });
  ok(b, 'inventory.add', { to: { memberId: id }, itemId: items.find((i) => i.key === 'arrow')!.id, quantity: 20 });
  return id;
}
