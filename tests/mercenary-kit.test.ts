import { describe, expect, it } from 'vitest';
import { mercenaryKit } from '../src-main/rules/bfrpg/mercenaries';
import { rulesetFor } from '../src-main/rules/registry';

// Supplement A25, "Mercenaries": each type of trooper by race, with the equipment it carries.
// Issue 36: a hireling hired from a settlement card joined with nothing.
describe("a mercenary's kit by A25", () => {
  it('reads the type and race from the listing, Human unless another is named', () => {
    expect(mercenaryKit('Osric, light foot')).toEqual({ what: 'light foot, Human', items: ['Leather armor', 'Shield', 'Longsword'], source: 'supplement A25, mercenaries' });
    expect(mercenaryKit('Grub, light foot, Orc')?.items).toEqual(['Leather armor', 'Spear']);
    expect(mercenaryKit('Tam, an archer')?.items).toEqual(['Leather armor', 'Shortbow', 'Shortsword']);
    expect(mercenaryKit('Elf archer')?.items).toEqual(['Chain mail', 'Shortbow', 'Shortsword']);
    expect(mercenaryKit('Thrain, crossbowman (Dwarf)')?.items).toEqual(['Plate mail', 'Crossbow, light', 'Shortsword']);
    // "light horseman" is read whole, not as "light" anything else.
    expect(mercenaryKit('Light horseman')?.items).toEqual(['Leather armor', 'Shield', 'Lance', 'Longsword']);
  });

  it('states none for a listing that is no mercenary type, or a race A25 lists no such troops of', () => {
    expect(mercenaryKit('Wat, torchbearer')).toBeNull();
    expect(mercenaryKit('Heavy foot, Elf')).toBeNull();
  });

  it('only Basic Fantasy states a kit; GURPS and Shell keep no retainer rules', () => {
    expect(rulesetFor('bfrpg', {}).retainers?.hirelingKit('Osric, light foot')?.what).toBe('light foot, Human');
    expect(rulesetFor('gurps', {}).retainers).toBeUndefined();
    expect(rulesetFor('shell', {}).retainers).toBeUndefined();
  });
});
