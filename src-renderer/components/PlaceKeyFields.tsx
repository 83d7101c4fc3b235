import { LinkTextarea } from './LinkTextarea';
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

type Foe = Pick<BestiaryEntry, 'id' | 'name'>;

export function keyText(key: PlaceKey | undefined, bestiary: readonly Foe[]): KeyText {
  return {
    readAloud: key?.readAloud ?? '',
    gmNotes: key?.gmNotes ?? '',
    foes: key?.occupants.map((o) => [o.name, o.number, bestiary.find((b) => b.id === o.bestiaryId)?.name ?? '', o.lair ? 'lair' : ''].join(' | ')).join('\n') ?? '',
    treasure: key?.treasure.map((t) => [t.text, t.worthGp ?? ''].join(' | ')).join('\n') ?? '',
  };
}

/** The shared part of a key from the fields as typed; a foe named as a bestiary entry is linked to it. */
export function keyFromText(text: KeyText, bestiary: readonly Foe[]): Pick<PlaceKeyInput, 'readAloud' | 'gmNotes' | 'occupants' | 'treasure'> {
  return {
    readAloud: text.readAloud,
    gmNotes: text.gmNotes,
    occupants: keyLines(text.foes).map(([n, count, foe, lair], k) => {
      const entry = foe ? bestiary.find((b) => b.name.toLowerCase() === foe.toLowerCase()) : undefined;
      return { id: keySlug(n, k), name: n, number: count || '1', lair: lair === 'lair', ...(entry && { bestiaryId: entry.id }) };
    }),
    treasure: keyLines(text.treasure).map(([t, worth]) => ({ text: t, ...(worth && !Number.isNaN(Number(worth)) && { worthGp: Number(worth) }) })),
  };
}

/** Read-aloud text, GM notes, who lives there and treasure: the same fields on an area's key and a hex's. */
export function PlaceKeyFields({ text, onChange }: { text: KeyText; onChange(text: KeyText): void }) {
  const set = (field: keyof KeyText) => (e: { target: { value: string } }) => onChange({ ...text, [field]: e.target.value });
  return (
    <>
      <label>
        Read aloud
        <LinkTextarea aria-label="Read-aloud text" rows={3} value={text.readAloud} onChange={(v) => onChange({ ...text, readAloud: v })} />
      </label>
      <label>
        GM notes <small>(@ or [[ links a notebook page)</small>
        <LinkTextarea aria-label="GM notes" rows={2} value={text.gmNotes} onChange={(v) => onChange({ ...text, gmNotes: v })} />
      </label>
      <label>
        Who lives here <small>(a line each: name | number or dice | bestiary entry | lair)</small>
        <textarea aria-label="Occupants" rows={2} value={text.foes} onChange={set('foes')} />
      </label>
      <label>
        Treasure <small>(what | worth in gp)</small>
        <textarea aria-label="Treasure" rows={2} value={text.treasure} onChange={set('treasure')} />
      </label>
    </>
  );
}
