import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CombatResult, GurpsCharacterSheet, MemberInput } from '../src-shared/contract';
import { translateGcsCharacter } from '../src-main/import/gcs';
import { ok } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';
import { feintTechnique } from '../src-main/rules/gurps/fight/feint-technique';

// Issue 39: a technique used where it applies. Seed 000_4b7986e803b19dcc.txt, "Feint": a Quick
// Contest of melee weapon skills, the attacker's margin (or margin of victory) off the foe's next
// defense. The seed is silent on techniques; the Basic Set (p. B229, "Techniques") rolls a
// technique in place of its skill for the move it covers, and GCS's Feint entry (Hard, defaulting
// to the weapon's skill) cites p. B231. Louis d'Antares's file has Force Sword 17 and Feint 19.

const forceSword = { name: 'Force Sword', level: 17, attribute: 'dx', difficulty: 'A' } as const;
const feint = { name: 'Feint', level: 19, difficulty: 'H', technique: { of: 'Force Sword', modifier: 0 } } as const;
const louisWith = (skills: readonly object[]): MemberInput => ({
  kind: 'pc',
  name: 'Louis',
  hp: { current: 12, max: 12 },
  sheet: {
    attributes: { st: 10, dx: 14, iq: 12, ht: 12 },
    skills,
    weapons: [{ name: 'Force Sword', skill: 'Force Sword', damage: '8d', type: 'burn', parry: 0 }],
  },
});
const louis = louisWith([forceSword, feint]);

const brute = { attributes: { st: 13, dx: 12, iq: 9, ht: 12 }, hp: 13, weapons: [{ name: 'Club', skill: 13, damage: 'sw+1', type: 'cr', parry: 0 }] };

describe('the Feint technique on a sheet', () => {
  it("is found by the skill it starts from, or by its name 'Feint (skill)'", () => {
    expect(feintTechnique([forceSword, feint], 'Force Sword')).toEqual({ level: 19, name: 'Feint (Force Sword)' });
    expect(feintTechnique([{ name: 'Feint (Broadsword)', level: 15 }], 'broadsword')).toEqual({ level: 15, name: 'Feint (Broadsword)' });
    expect(feintTechnique([forceSword, feint], 'Broadsword')).toBeNull();
  });

  it("is found on the sheet imported from GCS's own Louis d'Antares (louis-dantares-excerpt.gcs): Feint 19 over Force Sword", () => {
    const text = readFileSync(join(__dirname, 'fixtures', 'gcs', 'louis-dantares-excerpt.gcs'), 'utf8');
    const sheet = translateGcsCharacter(text, 'Louis.gcs', { gulliver: false }).member.sheet as GurpsCharacterSheet;
    expect(feintTechnique(sheet.skills, 'Force Sword')).toEqual({ level: 19, name: 'Feint (Force Sword)' });
  });
});

describe('a Feint maneuver rolls against the Feint technique, not the base skill', () => {
  it('Louis feints at 19 (Feint technique), the brute resists with his Club 13; the card names the technique', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [louis], seed: 'feint-technique' });
    f.quiet();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: brute, name: 'Brute' }] });
    const id = start.state.encounterId;
    const card = start.state.combatants.find((c) => c.name === 'Louis')!;
    expect(card.attacks[0].detail).toBe('Force Sword 17; 8d burn; Feint (Force Sword) 19');
    let state = start.state;
    while (!state.combatants.find((c) => c.name === 'Louis')!.current) state = ok<CombatResult>(f.backend, 'combat.next', { encounterId: id }).state;
    const foe = state.combatants.find((c) => c.name === 'Brute')!;
    const feint = ok<CombatResult>(f.backend, 'combat.maneuver', { encounterId: id, combatantId: card.id, maneuver: { maneuver: 'feint', targetId: foe.id } });
    const [mine, his] = feint.entry.rolls;
    expect(mine.label).toBe("Feint: attacker's Feint (Force Sword) technique");
    expect(mine.against).toMatch(/^vs 19, /);
    expect(his.label).toBe('Feint: defender resists with melee weapon skill');
    expect(his.against).toMatch(/^vs 13, /);
    expect(feint.entry.changes[0]).toMatch(/^Attacker rolls \d+ against Feint \(Force Sword\) technique 19: (made|missed) by \d+\.$/);
  });

  it('without the technique the same Feint rolls against Force Sword 17', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [louisWith([forceSword])], seed: 'feint-technique' });
    f.quiet();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: brute, name: 'Brute' }] });
    const id = start.state.encounterId;
    let state = start.state;
    while (!state.combatants.find((c) => c.name === 'Louis')!.current) state = ok<CombatResult>(f.backend, 'combat.next', { encounterId: id }).state;
    const foe = state.combatants.find((c) => c.name === 'Brute')!;
    const louisId = state.combatants.find((c) => c.name === 'Louis')!.id;
    const feint = ok<CombatResult>(f.backend, 'combat.maneuver', { encounterId: id, combatantId: louisId, maneuver: { maneuver: 'feint', targetId: foe.id } });
    expect(feint.entry.rolls[0].label).toBe("Feint: attacker's melee skill (Force Sword)");
    expect(feint.entry.rolls[0].against).toMatch(/^vs 17, /);
  });
});
