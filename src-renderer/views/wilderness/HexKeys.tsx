import { useEffect, useState } from 'react';
import type { HexKeyView, PlaceKeyInput, PlaceStatus } from '../../../src-shared/contract';
import { placeStatus } from '../../../src-shared/contract/place-key';
import { api } from '../../api/client';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { PlaceKeyFields } from '../../components/PlaceKeyFields';
import { keyFromText, keyLines, keyText, type KeyText } from '../../components/place-key-text';
import { useCombat } from '../../stores/combat';
import { askingFirst } from '../../stores/time-hold';
import { SettlementTrade } from './SettlementTrade';

type Hex = { col: number; row: number };
const sameHex = (a: Hex, b: Hex) => a.col === b.col && a.row === b.row;

/** The glyph a keyed hex shows on the GM's map: what its key holds first. */
export function glyphOf(k: HexKeyView): string {
  if (k.key.entrance) return 'D';
  if (k.key.occupants.some((o) => o.lair)) return 'L';
  if (k.key.settlement) return 'S';
  if (k.key.landmark) return 'M';
  return 'K';
}

export const GLYPH_WORDS = 'Keyed hexes: D a way underground, L a lair, S a settlement, M a landmark, K other notes.';

/** A region's keyed hexes, asked again whenever `token` changes (a journey travelled, a map change). */
export function useHexKeys(regionId: number | undefined, token: unknown): [HexKeyView[], (keys: HexKeyView[]) => void] {
  const [keys, setKeys] = useState<HexKeyView[]>([]);
  useEffect(() => {
    let live = true;
    if (regionId === undefined) setKeys([]);
    else void api.hexmap.keys({ regionId }).then((out) => live && setKeys(out.keys));
    return () => {
      live = false;
    };
  }, [regionId, token]);
  return [keys, setKeys];
}

/** A ware with no price given sells at the catalogue's. */
const warez = (text: string) => keyLines(text).map(([item, price]) => ({ item, ...(price?.trim() && { price: Number(price) }) }));
const hirelingsFrom = (text: string) => keyLines(text).map(([name, wage, per]) => ({ name, wage: Number(wage) || 0, per: per === 'month' ? ('month' as const) : ('day' as const) }));

/** Edits one hex's key (the same fields as a dungeon area's, with a settlement, a landmark and a way underground) and what the party knows of it. */
export function HexKeyEditor({ campaignId, regionId, hex: shown, keys, onKeys }: { campaignId: number; regionId: number; hex: Hex; keys: HexKeyView[]; onKeys(keys: HexKeyView[]): void }) {
  const bestiary = useCombat((s) => s.bestiary);
  const action = useAction();
  // The methods take where the hex is and nothing else: the map's selection also carries its terrain and label.
  const hex = { col: shown.col, row: shown.row };
  const held = keys.find((k) => sameHex(k.hex, hex));
  const [text, setText] = useState<KeyText>(() => keyText(held?.key, bestiary));
  const [landmark, setLandmark] = useState('');
  const [town, setTown] = useState('');
  const [wares, setWares] = useState('');
  const [water, setWater] = useState(false);
  const [hire, setHire] = useState('');
  const [levelId, setLevelId] = useState('');
  const [areaId, setAreaId] = useState('');
  const [levels, setLevels] = useState<{ id: number; name: string }[]>([]);
  const [areas, setAreas] = useState<{ id: number; number: number; name: string }[]>([]);

  useEffect(() => {
    void useCombat.getState().loadBestiary();
    void api.level.list({ campaignId }).then((out) => setLevels(out.levels));
  }, [campaignId]);
  useEffect(() => {
    const key = held?.key;
    setText(keyText(key, useCombat.getState().bestiary));
    setLandmark(key?.landmark ?? '');
    setTown(key?.settlement?.name ?? '');
    setWares(key?.settlement?.wares.map((w) => (w.price === undefined ? w.item : `${w.item} | ${w.price}`)).join('\n') ?? '');
    setWater(key?.settlement?.refillsWater ?? false);
    setHire(key?.settlement?.hirelings.map((h) => `${h.name} | ${h.wage} | ${h.per}`).join('\n') ?? '');
    setLevelId(key?.entrance ? String(key.entrance.levelId) : '');
    setAreaId(key?.entrance ? String(key.entrance.areaId) : '');
  }, [held]);
  // The bestiary (hundreds of foes in a new Basic Fantasy campaign) may arrive after the GM has begun
  // typing: it names the key's occupants again only when the key has some, and leaves the rest as typed.
  useEffect(() => {
    if (held?.key.occupants.length) setText((typed) => ({ ...typed, foes: keyText(held.key, bestiary).foes }));
  }, [held, bestiary]);
  useEffect(() => {
    if (!levelId) return setAreas([]);
    void api.level.get({ levelId: Number(levelId) }).then((level) => setAreas(level.areas.map((a) => ({ id: a.id, number: a.number, name: a.name }))));
  }, [levelId]);

  async function save() {
    const key: PlaceKeyInput = {
      ...keyFromText(text, bestiary),
      landmark,
      settlement: town ? { name: town, wares: warez(wares), refillsWater: water, hirelings: hirelingsFrom(hire) } : null,
      entrance: levelId && areaId ? { levelId: Number(levelId), areaId: Number(areaId) } : null,
    };
    const out = await action.run(() => api.hexmap.setKey({ regionId, hex, key }));
    if (out) onKeys(out.keys);
  }
  const setStatus = async (status: PlaceStatus) => {
    const out = await action.run(() => api.hexmap.setHexStatus({ regionId, hex, status }));
    if (out) onKeys(out.keys);
  };

  return (
    <form
      className="panel area-key hex-key"
      aria-label="Hex key"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>
        Key of hex {hex.col},{hex.row}
      </h2>
      <PlaceKeyFields text={text} bestiary={bestiary} onChange={setText} />
      <label>
        Landmark <input aria-label="Landmark" value={landmark} onChange={(e) => setLandmark(e.target.value)} />
      </label>
      <fieldset>
        <legend>Settlement</legend>
        <label>
          Name <input aria-label="Settlement name" value={town} onChange={(e) => setTown(e.target.value)} />
        </label>
        <label>
          Sells <small>(a line each: catalogue item | price, or no price for the catalogue&apos;s)</small>
          <textarea aria-label="Wares" rows={2} value={wares} onChange={(e) => setWares(e.target.value)} />
        </label>
        <label className="inline-check">
          <input type="checkbox" checked={water} onChange={(e) => setWater(e.target.checked)} /> Water to be had
        </label>
        <label>
          Hirelings <small>(name | wage | day or month)</small>
          <textarea aria-label="Hirelings" rows={2} value={hire} onChange={(e) => setHire(e.target.value)} />
        </label>
      </fieldset>
      <fieldset>
        <legend>Way underground</legend>
        <select aria-label="Entrance level" value={levelId} onChange={(e) => (setLevelId(e.target.value), setAreaId(''))}>
          <option value="">None</option>
          {levels.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>{' '}
        {levelId && (
          <select aria-label="Entrance area" value={areaId} onChange={(e) => setAreaId(e.target.value)}>
            <option value="">Choose the area…</option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.number}
                {a.name ? `. ${a.name}` : ''}
              </option>
            ))}
          </select>
        )}
      </fieldset>
      <div className="row">
        <button type="submit" className="primary">
          Save key
        </button>
        {held && (
          <>
            <label>
              State{' '}
              <select aria-label="Hex state" value={held.state.status} onChange={(e) => void setStatus(e.target.value as PlaceStatus)}>
                {placeStatus.options.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => void action.run(() => api.hexmap.setKey({ regionId, hex, key: null })).then((out) => out && onKeys(out.keys))}>
              Remove key
            </button>
          </>
        )}
      </div>
      <FieldError message={action.message} />
    </form>
  );
}

/** The key of the hex the party stands on, for the GM: what to read, who is here, what is sold, and the way down. */
export function ArrivalCard({ regionId, partyId, keyed, onKeys }: { regionId: number; partyId: number; keyed: HexKeyView; onKeys(keys: HexKeyView[]): void }) {
  const action = useAction();
  const { key, state, hex } = keyed;
  const name = key.settlement?.name || key.landmark || `hex ${hex.col},${hex.row}`;
  const show = async (shown: boolean) => {
    const out = await action.run(() => api.hexmap.showKey({ regionId, hex, shown }));
    if (out) onKeys(out.keys);
  };
  return (
    <section className="panel arrival-card" aria-label="Where the party is" data-testid="arrival-card">
      <h2>The party is at {name}</h2>
      <p className="hint">
        Hex {hex.col},{hex.row} · {state.status}
      </p>
      {key.readAloud && <blockquote className="read-aloud">{key.readAloud}</blockquote>}
      {key.gmNotes && (
        <p>
          <strong>GM notes:</strong> {key.gmNotes}
        </p>
      )}
      {key.occupants.length > 0 && (
        <p>
          <strong>Here:</strong> {key.occupants.map((o) => `${o.name} (${o.number}${o.lair ? ', their lair' : ''})`).join(', ')}
        </p>
      )}
      {key.treasure.length > 0 && (
        <p>
          <strong>Treasure:</strong> {key.treasure.map((t) => t.text + (t.worthGp !== undefined ? ` (${t.worthGp} gp)` : '')).join('; ')}
        </p>
      )}
      {key.settlement && <SettlementTrade partyId={partyId} hex={hex} settlement={key.settlement} />}
      <div className="row">
        {key.readAloud && (
          <button type="button" onClick={() => void show(!state.shownToPlayers)}>
            {state.shownToPlayers ? "Take the text off the players' screen" : "Show the text on the players' screen"}
          </button>
        )}
        {key.entrance && (
          <button type="button" className="primary" onClick={() => void action.run(() => askingFirst(partyId, (letTimeRun) => api.level.enterFromHex({ partyId, letTimeRun })))}>
            Enter the dungeon
          </button>
        )}
      </div>
      <FieldError message={action.message} />
    </section>
  );
}
