import type { GurpsCharacterSheet } from '../../../src-shared/contract';
import type { CharacterProfile } from '../ruleset';
import { characteristics, type Characteristics } from './characteristics';
import { defenseBonuses } from './traits';

// A GURPS character as the ruleset sees it: the stored sheet, its derived
// characteristics (computed once per sheet), and skills by name.

const derived = new WeakMap<object, Characteristics>();

export function sheetOf(profile: CharacterProfile): GurpsCharacterSheet {
  if (!profile.sheet) throw new RangeError('a GURPS character needs a sheet');
  // A profile carries the sheet its own ruleset completed (CharacterProfile.sheet), kept as a record so the seam names no system.
  return profile.sheet as GurpsCharacterSheet;
}

/** A sheet's characteristics: GULLIVER's Load ST, when given, sets Basic Lift; the traits count on Dodge and damage. */
export function sheetCharacteristics(sheet: Pick<GurpsCharacterSheet, 'attributes' | 'secondary' | 'loadSt'> & { readonly traits?: GurpsCharacterSheet['traits'] }): Characteristics {
  const traits = sheet.traits ?? {};
  return characteristics(sheet.attributes, sheet.secondary, {
    ...(sheet.loadSt !== undefined && { liftSt: sheet.loadSt }),
    ...(traits.strikingSt !== undefined && { strikingSt: traits.strikingSt }),
    dodgeModifiers: defenseBonuses(traits, 'dodge'),
  });
}

/** The profile's sheet's characteristics, worked out once per sheet. */
export function statsOf(profile: CharacterProfile): Characteristics {
  const sheet = sheetOf(profile);
  let stats = derived.get(sheet);
  if (!stats) {
    stats = sheetCharacteristics(sheet);
    derived.set(sheet, stats);
  }
  return stats;
}

/** A skill's level by name (any case), or undefined when the character never learned it. */
export const skillOf = (profile: CharacterProfile, name: string): number | undefined => profile.skills?.[name.toLowerCase()];

/** Current HP and FP, or full ones when the caller does not know them. */
export function poolsNow(profile: CharacterProfile, fpMax: number) {
  const stats = statsOf(profile);
  return {
    hp: profile.pools?.hp.current ?? stats.hp.value,
    hpMax: profile.pools?.hp.max ?? stats.hp.value,
    fp: profile.pools?.fp?.current ?? fpMax,
    fpMax: profile.pools?.fp?.max ?? fpMax,
  };
}
