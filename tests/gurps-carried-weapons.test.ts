import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CombatResult, MemberInput } from '../src-shared/contract';
import { carriedWeapon, MELEE_WEAPONS, unreadyAfterAttack } from '../src-main/rules/gurps/weapon-table';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Issue 39: a carried weapon item is offered as an attack. The figures are the Basic Set's Melee
// Weapon Table's (pp. B271-B274; the seed 000 has no weapon tables): Rapier thr+1 imp, Parry 0F,
// ST 9, Rapier skill; Maul sw+4 cr, Parry 0U, ST 13‡, Two-Handed Axe/Mace.

const catalogue = JSON.parse(readFileSync(path.join(__dirname, '..', 'resources', 'catalogue-gurps.json'), 'utf8')) as { items: { key: string; category: string }[] };

describe('the weapon table', () => {
  it('has a line for every melee weapon key it names in the GURPS catalogue, each one a catalogue weapon', () => {
    const weapons = new Set(catalogue.items.filter((i) => i.category === 'weapon').map((i) => i.key));
    expect(Object.keys(MELEE_WEAPONS).filter((k) => !weapons.has(k))).toEqual([]);
  });

  it('"‡": unready after each attack below 1.5 times the minimum ST, rounded up (ST 13: 20)', () => {
    expect(unreadyAfterAttack(13, 19)).toEqual({ unready: true, enough: 20 });
    expect(unreadyAfterAttack(13, 20)).toEqual({ unready: false, enough: 20 });
    expect(carriedWeapon({ key: 'maul', name: 'Maul' }, 12)).toEqual([{ name: 'Maul', skill: 'Two-Handed Axe/Mace', damage: 'sw+4', type: 'cr', parry: 0, unbalanced: true, mustReady: true }]);
    expect(carriedWeapon({ key: 'maul', name: 'Maul' }, 20)[0].mustReady).toBeUndefined();
  });
});

const vela: MemberInput = {
  kind: 'pc',
  name: 'Vela',
  hp: { current: 11, max: 11 },
  sheet: { attributes: { st: 10, dx: 14, iq: 10, ht: 11 }, skills: [{ name: 'Rapier', level: 16 }] },
};

describe('a Rapier in the pack is an attack in the fight', () => {
  it('Vela, with no weapon on her sheet, fights with the Rapier she carries: Rapier 16, thr+1 imp (ST 10 thrusts 1d-2), Parry 11F', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [vela], seed: 'carried-rapier' });
    f.quiet();
    const items = ok<{ items: { id: number; key: string }[] }>(f.backend, 'catalogue.list', { campaignId: f.campaignId }).items;
    ok(f.backend, 'inventory.add', { to: { memberId: f.memberId('Vela') }, itemId: items.find((i) => i.key === 'rapier')!.id, quantity: 1 });
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, weapons: [] }, name: 'Thug' }] });
    const card = start.state.combatants.find((c) => c.name === 'Vela')!;
    expect(card.attacks.map((a) => [a.label, a.detail])).toEqual([['Rapier', 'Rapier 16; 1d-1 imp']]);
    expect(card.defenses.find((d) => d.id === 'parry-0')).toEqual({ id: 'parry-0', label: 'Parry (Rapier)', value: '11F' });
  });

  it('without it she has only her fists', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [vela], seed: 'carried-rapier' });
    f.quiet();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, weapons: [] }, name: 'Thug' }] });
    expect(start.state.combatants.find((c) => c.name === 'Vela')!.attacks.map((a) => a.label)).toEqual(['Punch']);
  });
});
