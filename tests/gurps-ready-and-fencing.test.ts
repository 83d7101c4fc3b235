import { describe, expect, it } from 'vitest';
import type { CombatResult, CombatState, MemberInput } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Issue 39 item 4 at the table, through the real API on real SQLite:
// - 000_4b7986e803b19dcc.txt, "Attack": a weapon used in an attack must be ready; "Ready":
//   regaining control of an unwieldy weapon after a swing is a Ready maneuver; "Perry" [Parry]:
//   no parry unless the weapon is ready. A "*" after a weapon's ST marks one that is unready
//   after each attack (an Ogre's Maul).
// - Fencing ("F"): the shared text is silent; the Basic Set (pp. B376-377) gives a fencing
//   parry +3 for a retreat (not +1) and -2 per earlier parry with the weapon (not -4).

const fencer: MemberInput = {
  kind: 'pc',
  name: 'Vela',
  hp: { current: 11, max: 11 },
  sheet: {
    attributes: { st: 10, dx: 14, iq: 10, ht: 11 },
    skills: [{ name: 'Rapier', level: 16 }],
    weapons: [{ name: 'Rapier', skill: 'Rapier', damage: 'thr+1', type: 'imp', parry: 0, fencing: true }],
  },
};

const ogre = {
  attributes: { st: 20, dx: 11, iq: 7, ht: 13 },
  hp: 20,
  weapons: [{ name: 'Maul', skill: 14, damage: 'sw+4', type: 'cr', parry: 0, unbalanced: true, mustReady: true }],
};

function fight() {
  const f = dungeonFixture({ rulesSystem: 'gurps', members: [fencer], seed: 'maul-and-rapier' });
  f.quiet();
  const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, name: 'Bridge', foes: [{ statBlock: ogre, name: 'Ogre', count: 2 }] });
  const id = start.state.encounterId;
  const who = (state: CombatState, name: string) => state.combatants.find((c) => c.name === name)!;
  const next = () => ok<CombatResult>(f.backend, 'combat.next', { encounterId: id }).state;
  return { f, id, start: start.state, who, next };
}

const parryRetreat = { weapon: 0, location: 'torso', defense: { kind: 'parry', retreat: true, weapon: 0 } };

describe("an Ogre's Maul is unready after each swing until a Ready maneuver readies it", () => {
  it('swings, is refused a second blow and a parry, is readied by Ready (undoable), and is unready again after the next swing', () => {
    const { f, id, start, who, next } = fight();
    const names = start.combatants.map((c) => c.name);
    // Basic Speed 6.25 (DX 14, HT 11) before the ogres' 6.
    expect(names[0]).toBe('Vela');
    // ST 20 swings 3d+2 (Basic Set damage table); the maul adds 4.
    const [first] = names.filter((n) => n !== 'Vela');
    expect(who(start, first).attacks[0].detail).toBe('skill 14; 3d+6 cr; unready after each attack');
    let state = next();
    expect(who(state, first).current).toBe(true);
    const ogreId = who(state, first).id;
    const vela = who(state, 'Vela').id;
    const swing = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: ogreId, defenderId: vela, attack: parryRetreat });
    expect(swing.entry.changes).toContain(`${first}'s Maul is unready after the swing: a Ready maneuver readies it.`);
    state = swing.state;
    expect(who(state, first).conditions.filter((c) => c.id.startsWith('unready'))).toEqual([
      { id: 'unready-0', label: 'Maul unready', effect: 'Cannot attack or parry until a Ready maneuver readies it.' },
    ]);
    const again = f.backend.router.call('combat.attack', { encounterId: id, attackerId: ogreId, defenderId: vela, attack: parryRetreat });
    expect(again).toMatchObject({ ok: false, error: { message: `attack.weapon: ${first}'s Maul is unready after its last swing: take a Ready maneuver first` } });

    // The fencer's turn: the ogre cannot parry the rapier with its unready maul.
    state = next();
    state = next();
    expect(who(state, 'Vela').current).toBe(true);
    const parried = f.backend.router.call('combat.attack', { encounterId: id, attackerId: vela, defenderId: ogreId, attack: { weapon: 0, location: 'torso', defense: { kind: 'parry', weapon: 0 } } });
    expect(parried).toMatchObject({ ok: false, error: { message: `attack.defense.weapon: ${first}'s Maul is unready after its swing and cannot parry until readied` } });
    state = next();
    expect(who(state, first).current).toBe(true);
    const ready = ok<CombatResult>(f.backend, 'combat.maneuver', { encounterId: id, combatantId: ogreId, maneuver: { maneuver: 'ready', weapon: 0 } });
    expect(ready.entry.summary).toBe(`${first} readies the Maul`);
    expect(who(ready.state, first).conditions.some((c) => c.id === 'unready-0')).toBe(false);
    expect(f.backend.router.call('combat.maneuver', { encounterId: id, combatantId: ogreId, maneuver: { maneuver: 'ready', weapon: 0 } })).toMatchObject({
      ok: false,
      error: { message: `maneuver.weapon: ${first}'s Maul is already ready` },
    });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(who(ok<CombatState>(f.backend, 'combat.state', { encounterId: id }), first).conditions.some((c) => c.id === 'unready-0')).toBe(true);
    ok(f.backend, 'combat.maneuver', { encounterId: id, combatantId: ogreId, maneuver: { maneuver: 'ready', weapon: 0 } });
    // Ready makes no attack this turn; the next turn's swing leaves the maul unready again.
    expect(f.backend.router.call('combat.attack', { encounterId: id, attackerId: ogreId, defenderId: vela, attack: parryRetreat })).toMatchObject({
      ok: false,
      error: { message: `attackerId: ${first} chose Ready this turn, which makes no attack` },
    });
    state = next();
    state = next();
    state = next();
    expect(who(state, first).current).toBe(true);
    const second = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: ogreId, defenderId: vela, attack: parryRetreat });
    expect(who(second.state, first).conditions.some((c) => c.id === 'unready-0')).toBe(true);
  });
});

describe('a fencer parries with a retreat at +3, and a second parry before her turn at -2', () => {
  it('shows the figures in the preview and rolls the parry against them', () => {
    const { f, id, start, who, next } = fight();
    const [first, second] = start.combatants.filter((c) => c.name !== 'Vela');
    const vela = who(start, 'Vela');
    // Parry 3 + Rapier 16 / 2 = 11, shown with its F.
    expect(vela.defenses.find((d) => d.id === 'parry-0')).toEqual({ id: 'parry-0', label: 'Parry (Rapier)', value: '11F' });
    const parryOf = (attackerId: number) =>
      ok<{ figures: { label: string; value: string; detail: string }[] }>(f.backend, 'combat.preview', { encounterId: id, attackerId, defenderId: vela.id, attack: parryRetreat }).figures.find(
        (x) => x.label === 'Parry',
      )!;
    expect(parryOf(first.id)).toMatchObject({ value: '14', detail: '11 (Parry) +3 (retreat, fencing parry) = 14' });
    next();
    const blow = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: first.id, defenderId: vela.id, attack: parryRetreat });
    const parryRoll = blow.entry.rolls.find((r) => r.label.startsWith('Parry roll'));
    expect(parryRoll?.against).toMatch(/^vs 14, /);
    expect(who(blow.state, 'Vela').conditions.find((c) => c.id === 'parried')?.label).toBe('Parried 1x');
    // The second ogre before Vela's next turn: her second parry with the rapier is at -2, not -4.
    expect(parryOf(second.id)).toMatchObject({ value: '12', detail: '11 (Parry) +3 (retreat, fencing parry) -2 (parry number 2 with this weapon (fencing)) = 12' });
    const state = next();
    expect(who(state, second.name).current).toBe(true);
    const other = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: id, attackerId: second.id, defenderId: vela.id, attack: parryRetreat });
    expect(other.entry.rolls.find((r) => r.label.startsWith('Parry roll'))?.against).toMatch(/^vs 12, /);
    // Her own turn clears the count.
    const hers = next();
    expect(who(hers, 'Vela').conditions.some((c) => c.id === 'parried')).toBe(false);
  });
});

describe('previews and roll texts that show the figures they use (issue 39)', () => {
  it('All-Out Attack (Strong) labels the maul 3d+9 beside 12-27: ST 20 swings 3d+2, +4 for the maul, +3 for Strong (+1 a die)', () => {
    const { f, id, start } = fight();
    const ogreId = start.combatants.find((c) => c.name !== 'Vela')!.id;
    const vela = start.combatants.find((c) => c.name === 'Vela')!.id;
    const preview = ok<{ damage: string; figures: { label: string; value: string; detail: string }[] }>(f.backend, 'combat.preview', {
      encounterId: id,
      attackerId: ogreId,
      defenderId: vela,
      attack: { ...parryRetreat, defense: { kind: 'none' }, maneuver: { maneuver: 'all-out-attack', option: 'strong' } },
    });
    expect(preview.damage).toBe('3d+9 cr');
    expect(preview.figures.find((x) => x.label === 'Damage')?.detail).toMatch(/^12-27, mean 19\.5; DR 0$/);
  });

  it('the roll to stay conscious at 0 HP names the target Fit gives (HT 11 +1 = 12), not bare HT', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [{ ...fencer, sheet: { ...fencer.sheet, traits: { fitness: 'fit' } } }], seed: 'fit-at-zero' });
    f.quiet();
    ok(f.backend, 'member.update', { memberId: f.memberId('Vela'), hp: { current: 0, max: 11 } });
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: ogre, name: 'Ogre' }] });
    const roll = start.entry.rolls.find((r) => r.label === 'HT roll to stay conscious');
    expect(roll?.against).toMatch(/^vs 12, /);
    expect(start.entry.changes.find((c) => c.startsWith('Vela is at 0 HP'))).toMatch(/^Vela is at 0 HP: HT 11 \(\+1 Fit\) = 12 rolled \d+, (stays conscious|passes out)\.$/);
  });
});
