import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../src-main/rules/registry';

// Seed 000 (GURPS Lite), "Combat": the attack roll is modified for circumstances such
// as darkness. The penalties are GULLIVER's light table's (seed 002, "Bright Lights":
// dim -1, very dim -2, dark -4, very dark -8); total darkness blinds, which that
// table does not price, so Lantern offers -10 and says it is its own default.
describe('darkness offered as attack modifiers with their values', () => {
  it('lists every light level from dim to total darkness with its penalty', () => {
    const reference = rulesetFor('gurps', {}).combat.reference;
    expect(reference.circumstances?.map((c) => c.modifier)).toEqual([-1, -2, -4, -8, -10]);
    expect(reference.circumstances?.at(-1)?.label).toBe("Total darkness: blind (Lantern's default -10)");
    expect(rulesetFor('gurps', { gulliver: true }).combat.reference.circumstances).toEqual(reference.circumstances);
  });
});
