import { LinkTextarea } from './LinkTextarea';
import { unknownFoes, type KeyText, type KeyFoe } from './place-key-text';

/** Read-aloud text, GM notes, who lives there and treasure: the same fields on an area's key and a hex's. */
export function PlaceKeyFields({ text, bestiary, onChange }: { text: KeyText; bestiary: readonly KeyFoe[]; onChange(text: KeyText): void }) {
  const missing = unknownFoes(text, bestiary);
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
      {missing.length > 0 && (
        <p className="hint" role="status" data-testid="unknown-foes">
          Not in this campaign&apos;s bestiary: {missing.map((name) => `"${name}"`).join(', ')}. A fight with them starts without their figures; add them to the bestiary or pick an entry it has.
        </p>
      )}
      <label>
        Treasure <small>(what | worth in gp)</small>
        <textarea aria-label="Treasure" rows={2} value={text.treasure} onChange={set('treasure')} />
      </label>
    </>
  );
}
