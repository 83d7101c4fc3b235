import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateGcsMonster } from '../src-main/import/gcs';
import { attackSkill, hitLocationChances, locationForRoll, type WeaponInput } from '../src-main/rules/gurps/combat';
import { createRng } from '../src-main/rules/dice/rng';
import { rulesetFor } from '../src-main/rules/registry';

// A creature keeps the body GCS gives it (GCS's "Quadruped" body type follows the
// Basic Set's quadruped table, p. 552: skull 3-4, face 5, neck 6, forelegs 7-8,
// torso 9-11, groin 12, hind legs 13-14, feet 15-16, tail 17-18). Each place is
// wounded by the rules of the GURPS Lite location it stands for (supplement B4):
// a foreleg as a leg, the tail as an extremity.

const bear = translateGcsMonster(readFileSync(join(__dirname, 'fixtures', 'gcs', 'dfrpg-bear.gcs'), 'utf8'), 'Bear.gcs').statBlock;
const plan = bear.bodyPlan!.locations;
const claws: WeaponInput = { name: 'claws', delivery: 'melee', damage: { kind: 'thrust', st: 19, adds: -1, type: 'cr' } };

describe("the bear's body from its GCS file", () => {
  it('lands a random blow by the quadruped table: 7 a foreleg, 12 the groin, 17 the tail; never an arm or a hand', () => {
    expect(locationForRoll(7, plan)).toBe('right-leg');
    expect(plan.find((p) => p.id === 'right-leg')?.label).toBe('Foreleg');
    expect(locationForRoll(12, plan)).toBe('groin');
    expect(locationForRoll(17, plan)).toBe('hand');
    expect(plan.find((p) => p.id === 'hand')?.label).toBe('Tail');
    const chances = hitLocationChances(plan);
    expect(chances['right-arm']).toBe(0);
    expect(chances['left-arm']).toBe(0);
    // Torso 9-11: 25 + 27 + 27 of 216.
    expect(chances.torso).toBeCloseTo(79 / 216, 10);
  });

  it('takes the to-hit of the place aimed at (a foreleg -2) and refuses an arm it does not have', () => {
    const skill = attackSkill({ attacker: { skill: 13, maneuver: 'attack' }, weapon: claws, targeting: { location: 'right-leg', bodyPlan: plan } });
    expect(skill.modifiers).toContainEqual({ label: 'aimed at the foreleg', value: -2 });
    expect(() => attackSkill({ attacker: { skill: 13, maneuver: 'attack' }, weapon: claws, targeting: { location: 'right-arm', bodyPlan: plan } })).toThrow('the target has no right arm to aim at');
  });

  it('comes into a fight with its own places to aim at, and its DR by location', () => {
    const ruleset = rulesetFor('gurps', { gulliver: false });
    const foe = ruleset.combat.foe(ruleset.combat.statBlockSchema.parse(bear) as Record<string, unknown>, createRng(1));
    const stats = foe.stats as { bodyPlan?: unknown[]; dr: number };
    expect(stats.dr).toBe(2);
    expect(stats.bodyPlan).toHaveLength(11);
  });
});
