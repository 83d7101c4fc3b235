import type { BestiaryEntry, PlaceKey, PlaceKeyInput } from '../../src-shared/contract';

/**
 * The fields a dungeon area's key and a hex's key share, typed a line each with parts split by "|":
 * a foe "Goblins | 2d4 | Goblin | lair", a treasure "40 gp in a chest | 40".
 */
export const keyLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.split('|').map((p) => p.trim()))
    .filter((parts) => parts[0]);

export const keySlug = (text: string, k: number) => `${text.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 30) || 'item'}-${k + 1}`;

export interface KeyText {
  readAloud: string;
  gmNotes: string;
  foes: string;
  treasure: string;
}

export type KeyFoe = Pick<BestiaryEntry, 'id' | 'name'>;

export function keyText(key: PlaceKey | undefined, bestiary: readonly KeyFoe[]): KeyText {
  return {
    readAloud: key?.readAloud ?? '',
    gmNotes: key?.gmNotes ?? '',
    foes: key?.occupants.map((o) => [o.name, o.number, bestiary.find((b) => b.id === o.bestiaryId)?.name ?? '', o.lair ? 'lair' : ''].join(' | ')).join('\n') ?? '',
    treasure: key?.treasure.map((t) => [t.text, t.worthGp ?? ''].join(' | ')).join('\n') ?? '',
  };
}

const findFoe = (name: string | undefined, bestiary: readonly KeyFoe[]) => (name ? bestiary.find((b) => b.name.toLowerCase() === name.toLowerCase()) : undefined);

/** The bestiary entries the Occupants lines name that this campaign's bestiary lacks: such a foe is kept by name only. */
export const unknownFoes = (text: KeyText, bestiary: readonly KeyFoe[]): string[] =>
  keyLines(text.foes)
    .map((parts) => parts[2])
    .filter((foe): foe is string => !!foe && !findFoe(foe, bestiary));

/** The shared part of a key from the fields as typed; a foe named as a bestiary entry is linked to it. */
export function keyFromText(text: KeyText, bestiary: readonly KeyFoe[]): Pick<PlaceKeyInput, 'readAloud' | 'gmNotes' | 'occupants' | 'treasure'> {
  return {
    readAloud: text.readAloud,
    gmNotes: text.gmNotes,
    occupants: keyLines(text.foes).map(([n, count, foe, lair], k) => {
      const entry = findFoe(foe, bestiary);
      return { id: keySlug(n, k), name: n, number: count || '1', lair: lair === 'lair', ...(entry && { bestiaryId: entry.id }) };
    }),
    treasure: keyLines(text.treasure).map(([t, worth]) => ({ text: t, ...(worth && !Number.isNaN(Number(worth)) && { worthGp: Number(worth) }) })),
  };
}
