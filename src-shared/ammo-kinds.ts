// The one list of ammunition counted per unit, and which launcher shoots which. The
// catalogue's `ammo` field, the schema's column and the attack forms derive from it.
//
// Which weapon shoots what is read from the weapon's name, Lantern's own reading (no
// rules text ties a sheet's weapon to its missiles): a bow shoots arrows, a crossbow
// bolts, a sling stones or lead shot. Thrown weapons shoot nothing.

export const ammoKinds = ['arrow', 'bolt', 'stone', 'shot'] as const;
export type AmmoKind = (typeof ammoKinds)[number];

/**
 * `found`: picked up where the party stands rather than carried, so a launcher with
 * none in the pack still shoots, uncounted (Lantern's own reading: the catalogues sell
 * no sling stones, and a slinger finds them underfoot).
 */
export const AMMO: Readonly<Record<AmmoKind, { readonly noun: string; readonly plural: string; readonly found?: true }>> = {
  arrow: { noun: 'arrow', plural: 'arrows' },
  bolt: { noun: 'bolt', plural: 'bolts' },
  stone: { noun: 'sling stone', plural: 'sling stones', found: true },
  shot: { noun: 'lead shot', plural: 'lead shot' },
};

const LAUNCHERS: readonly { readonly test: RegExp; readonly kinds: readonly AmmoKind[] }[] = [
  { test: /crossbow|arbalest/i, kinds: ['bolt'] },
  { test: /bow/i, kinds: ['arrow'] },
  { test: /sling/i, kinds: ['stone', 'shot'] },
];

/** What a launcher of this name shoots, first choice first; null for a weapon that shoots nothing. */
export function ammoFor(weaponName: string): readonly AmmoKind[] | null {
  return LAUNCHERS.find((l) => l.test.test(weaponName))?.kinds ?? null;
}

/**
 * The share of missiles shot in a fight the party finds again afterwards, in percent. No
 * rules text here gives one: half is Lantern's own default, and the GM may pick another.
 */
export const RECOVERED_SHARE_PERCENT = 50;

/** "arrows", or "sling stones or lead shot". */
export const ammoWords = (kinds: readonly AmmoKind[]): string => kinds.map((k) => AMMO[k].plural).join(' or ');
