import type { Backend } from '../../src-main/backend';
import type { PartyView } from '../../src-shared/contract';
import { ok } from './backend';

/** A GURPS archer with a longbow and a quiver of 20 arrows (Basic Set p. B275), added to a party. */
export const IOTHA = {
  kind: 'pc',
  name: 'Iotha',
  sheet: {
    species: 'Human',
    attributes: { st: 11, dx: 13, iq: 10, ht: 11 },
    skills: [{ name: 'Bow', level: 14 }],
    weapons: [{ name: 'Longbow', skill: 'Bow', damage: 'thr+2', type: 'imp', parry: null, ranged: { acc: 3, halfDamage: 165, max: 220, bulk: -8 } }],
  },
} as const;

export function addArcher(b: Backend, campaignId: number, partyId: number): number {
  const party = ok<PartyView>(b, 'member.create', { partyId, member: IOTHA });
  const id = party.members.find((m) => m.name === 'Iotha')!.id;
  const items = ok<{ items: { id: number; key: string }[] }>(b, 'catalogue.list', { campaignId }).items;
  ok(b, 'inventory.add', { to: { memberId: id }, itemId: items.find((i) => i.key === 'longbow')!.id, quantity: 1 });
  ok(b, 'inventory.add', { to: { memberId: id }, itemId: items.find((i) => i.key === 'arrow')!.id, quantity: 20 });
  return id;
}
