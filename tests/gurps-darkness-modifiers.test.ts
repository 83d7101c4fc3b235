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

// Issue 36: a GURPS Lite campaign without GULLIVER read "(GULLIVER light levels)" as if it played by
// GULLIVER. The levels are still GULLIVER Book 6's (seed 002, "Light Level Table"), as GURPS Lite
// (seed 000) names darkness only as a circumstance; the party's light says whose table it borrows.
describe("the party's light names whose light levels it reads", () => {
  it('cites GULLIVER in a GULLIVER campaign, and says the table is borrowed in plain GURPS Lite', () => {
    const withGulliver = rulesetFor('gurps', { gulliver: true }).partyLight([]);
    const plain = rulesetFor('gurps', { gulliver: false }).partyLight([]);
    expect(withGulliver.effect).toBe('Blind: no sight at all (GULLIVER light levels).');
    expect(plain.effect).toBe("Blind: no sight at all (GURPS Lite gives no light levels; Lantern uses GULLIVER Book 6's).");
    expect(rulesetFor('gurps', { gulliver: false }).partyLight(['torch']).effect).toBe(
      "-1 darkness penalty to Vision and to every roll that needs sight (GURPS Lite gives no light levels; Lantern uses GULLIVER Book 6's); Night Vision ignores it.",
    );
  });
});
