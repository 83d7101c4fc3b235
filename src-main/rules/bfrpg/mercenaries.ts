import type { HirelingKit } from '../ruleset';

// Mercenaries' equipment (supplement A25, "Mercenaries": type, race and what each carries).
// The rules give arms and armour only; water, rations and light are the employer's to give.

type Race = 'Human' | 'Elf' | 'Orc' | 'Dwarf';

const A25: Readonly<Record<string, Partial<Record<Race, readonly string[]>>>> = {
  'light foot': { Human: ['leather', 'shield', 'longsword'], Elf: ['leather', 'shield', 'longsword'], Orc: ['leather', 'spear'] },
  'heavy foot': { Human: ['chainmail', 'shield', 'longsword'], Dwarf: ['chainmail', 'shield', 'shortsword'], Orc: ['chainmail', 'shield', 'shortsword'] },
  archer: { Human: ['leather', 'shortbow', 'shortsword'], Elf: ['chainmail', 'shortbow', 'shortsword'], Orc: ['leather', 'shortbow', 'shortsword'] },
  crossbowman: { Human: ['chainmail', 'crossbow', 'shortsword'], Dwarf: ['platemail', 'crossbow', 'shortsword'] },
  longbowman: { Human: ['chainmail', 'longbow', 'shortsword'], Elf: ['chainmail', 'longbow', 'longsword'] },
  'light horseman': { Human: ['leather', 'shield', 'lance', 'longsword'], Elf: ['leather', 'lance', 'shortbow', 'longsword'] },
  'medium horseman': { Human: ['chainmail', 'shield', 'lance', 'longsword'], Elf: ['chainmail', 'lance', 'shortbow', 'longsword'] },
  'heavy horseman': { Human: ['platemail', 'shield', 'lance', 'longsword'] },
};

/** The book's word for each piece, as the Basic Fantasy catalogue names it; a lance the catalogue lacks keeps its word. */
const CATALOGUE_NAME: Readonly<Record<string, string>> = {
  leather: 'Leather armor',
  chainmail: 'Chain mail',
  platemail: 'Plate mail',
  shield: 'Shield',
  longsword: 'Longsword',
  shortsword: 'Shortsword',
  spear: 'Spear',
  shortbow: 'Shortbow',
  longbow: 'Longbow',
  crossbow: 'Crossbow, light',
  lance: 'Lance',
};

const RACES: readonly Race[] = ['Elf', 'Orc', 'Dwarf', 'Human'];

/**
 * What a hireling listed as a mercenary ("Osric, light foot"; "Brug, heavy foot, Orc") carries by
 * A25: the longest type the listing names, of the race it names (Human unless another). Null for a
 * listing that names no mercenary type, or a race A25 gives no such troops of.
 */
export function mercenaryKit(listing: string): HirelingKit | null {
  const words = listing.toLowerCase();
  const type = Object.keys(A25)
    .filter((t) => words.includes(t))
    .sort((a, b) => b.length - a.length)[0];
  if (!type) return null;
  const race = RACES.find((r) => new RegExp(`\\b${r.toLowerCase()}\\b`).test(words)) ?? 'Human';
  const gear = A25[type][race];
  if (!gear) return null;
  return { what: `${type}, ${race}`, items: gear.map((g) => CATALOGUE_NAME[g]), source: 'supplement A25, mercenaries' };
}
