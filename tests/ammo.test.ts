import { afterEach, describe, expect, it } from 'vitest';
import type { CombatResult, PartyView } from '../src-shared/contract';
import { ammoFor, RECOVERED_SHARE_PERCENT } from '../src-shared/ammo-kinds';
import type { Backend } from '../src-main/backend';
import { memoryBackend, ok, snapshot } from './helpers/backend';

// Ammunition counted per unit (issue 26, item 4): each shot from a launcher spends one of
// what it takes, in every ruleset; after the fight the GM recovers a share, half by
// Lantern's own default (no rules text here gives one). GURPS arrows: Basic Set p. B275.

let b: Backend;
afterEach(() => b?.close());

const system = (rulesSystem: string) => {
  const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(b, 'campaign.list').campaigns.find((c) => c.rulesSystem === rulesSystem)!.id;
  const partyId = ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId }).parties[0]!.id;
  const party = () => ok<PartyView>(b, 'party.get', { partyId });
  return { campaignId, partyId, party };
};
const arrowsOf = (party: PartyView, name: string) =>
  party.members.find((m) => m.name === name)!.items.filter((s) => s.item.ammo === 'arrow').reduce((n, s) => n + s.quantity, 0);

describe('which launcher shoots what (Lantern\'s own reading of weapon names)', () => {
  it('bows arrows, crossbows bolts, slings stones or shot; thrown weapons nothing; half is found again', () => {
    expect(ammoFor('Longbow')).toEqual(['arrow']);
    expect(ammoFor('Crossbow, light')).toEqual(['bolt']);
    expect(ammoFor('Sling')).toEqual(['stone', 'shot']);
    expect(ammoFor('Throwing knife')).toBeNull();
    expect(RECOVERED_SHARE_PERCENT).toBe(50);
  });
});

describe('a GURPS archer counts her arrows', () => {
  it("Iotha's quiver goes from 20 to 15 after 5 shots; out of arrows is shown and refused; 2 of the 5 she loosed are found again", () => {
    b = memoryBackend({ freshSeed: () => 'quiver' });
    const g = system('gurps');
    const iotha = g.party().members.find((m) => m.name === 'Iotha')!;
    expect(arrowsOf(g.party(), 'Iotha')).toBe(20);
    let fight = ok<CombatResult>(b, 'combat.start', {
      partyId: g.partyId,
      memberIds: [iotha.id],
      foes: [{ name: 'Straw target', statBlock: { attributes: { st: 10, dx: 10, iq: 10, ht: 10 }, hp: 500 } }],
    });
    const encounterId = fight.state.encounterId;
    const archer = fight.state.combatants.find((c) => c.memberId === iotha.id)!.id;
    const target = fight.state.combatants.find((c) => c.side === 'foes')!.id;
    const shoot = { weapon: 0, rangeYards: 20, defense: { kind: 'none' } };
    const toArcher = () => {
      while (fight.state.combatants[fight.state.turn]?.id !== archer) fight = ok<CombatResult>(b, 'combat.next', { encounterId });
    };
    const preview = () => ok<{ possible: boolean; reason: string | null; figures: { label: string; value: string }[] }>(b, 'combat.preview', { encounterId, attackerId: archer, defenderId: target, attack: shoot });
    expect(preview().figures[0]).toEqual({ label: 'Arrows left', value: '20', detail: 'each shot from the Longbow spends one' });
    for (let shot = 1; shot <= 5; shot++) {
      toArcher();
      fight = ok<CombatResult>(b, 'combat.attack', { encounterId, attackerId: archer, defenderId: target, attack: shoot });
      expect(fight.entry.changes).toContain(`Iotha shoots one arrow: ${20 - shot} arrows left.`);
      fight = ok<CombatResult>(b, 'combat.next', { encounterId });
    }
    expect(arrowsOf(g.party(), 'Iotha')).toBe(15);

    // The last 15 loosed too: the preview says so before the attack, and the attack is refused.
    const stack = g.party().members.find((m) => m.name === 'Iotha')!.items.find((s) => s.item.ammo === 'arrow')!;
    ok(b, 'inventory.remove', { stackId: stack.id });
    const empty = preview();
    expect(empty).toMatchObject({ possible: false, reason: 'Iotha is out of arrows' });
    expect(empty.figures[0]).toMatchObject({ label: 'Arrows left', value: 'none: out of arrows' });
    toArcher();
    const before = snapshot(b);
    const refused = b.router.call('combat.attack', { encounterId, attackerId: archer, defenderId: target, attack: shoot });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'invalid_input', path: ['attack'], message: 'attack: Iotha has no arrows left for the Longbow' });
    expect(snapshot(b)).toEqual(before);

    ok(b, 'combat.end', { encounterId });
    const found = ok<CombatResult>(b, 'combat.recoverMissiles', { encounterId });
    expect(found.entry.summary).toBe('Iotha recovers 2 of 5 arrows (50% found again)');
    expect(arrowsOf(g.party(), 'Iotha')).toBe(2);
    expect(b.router.call('combat.recoverMissiles', { encounterId }).ok).toBe(false);
  });
});

describe('Basic Fantasy and Shell shots count too', () => {
  it("Pip's sling, with no lead shot in the pack, throws stones found underfoot, uncounted; a shortbow with arrows spends one a shot", () => {
    b = memoryBackend({ freshSeed: () => 'bf-arrows' });
    const bf = system('bfrpg');
    const catalogue = ok<{ items: { id: number; key: string }[] }>(b, 'catalogue.list', { campaignId: bf.campaignId }).items;
    const pip = bf.party().members.find((m) => m.name === 'Pip Underbough')!;
    ok(b, 'inventory.add', { to: { memberId: pip.id }, itemId: catalogue.find((i) => i.key === 'shortbow')!.id, quantity: 1 });
    ok(b, 'inventory.add', { to: { memberId: pip.id }, itemId: catalogue.find((i) => i.key === 'arrow')!.id, quantity: 12 });
    const fight = ok<CombatResult>(b, 'combat.start', {
      partyId: bf.partyId,
      memberIds: [pip.id],
      foes: [{ name: 'Goblin', statBlock: { hitDice: '1-1', hp: 50, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }] } }],
    });
    const encounterId = fight.state.encounterId;
    const archer = fight.state.combatants.find((c) => c.memberId === pip.id)!.id;
    const goblin = fight.state.combatants.find((c) => c.side === 'foes')!.id;
    const sling = ok<CombatResult>(b, 'combat.attack', { encounterId, attackerId: archer, defenderId: goblin, attack: { with: 'Sling', range: 'short' } });
    expect(sling.entry.changes.filter((c) => c.includes('shoots one'))).toEqual([]);
    let turn = ok<CombatResult>(b, 'combat.next', { encounterId });
    while (turn.state.combatants[turn.state.turn]?.id !== archer) turn = ok<CombatResult>(b, 'combat.next', { encounterId });
    const shot = ok<CombatResult>(b, 'combat.attack', { encounterId, attackerId: archer, defenderId: goblin, attack: { with: 'Shortbow', range: 'short' } });
    expect(shot.entry.changes).toContain('Pip Underbough shoots one arrow: 11 arrows left.');
    expect(arrowsOf(bf.party(), 'Pip Underbough')).toBe(11);
  });
});
