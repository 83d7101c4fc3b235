import { FEATURE_IDS, TERRAINS, type FeatureId, type HexTerrain } from '../../../src-shared/hexmap';
import { FieldError } from '../../components/FieldError';
import { FormProblems } from '../../components/forms/FormProblems';
import { useContractForm } from '../../components/forms/use-contract-form';
import { TERRAIN_COLOURS } from '../../components/hexmap/palette';
import { useWilderness } from '../../stores/wilderness';

export interface Brush {
  terrain: HexTerrain | null;
  /** Hexes around the one clicked; or 'line' to paint from the last hex the line reached to this one (roads, rivers). */
  radius: number | 'line';
  feature: FeatureId | null;
  featureAction: 'add' | 'remove';
  explored: 'leave' | 'explored' | 'unexplored';
}

export const DEFAULT_BRUSH: Brush = { terrain: 'forest', radius: 0, feature: null, featureAction: 'add', explored: 'leave' };

interface Props {
  brush: Brush;
  setBrush(brush: Brush): void;
  selected: { col: number; row: number; label: string; note: string } | null;
}

/** Painting tools: terrain, brush size, features, exploration, and a label for the hex last clicked. */
export function MapEditor({ brush, setBrush, selected }: Props) {
  return (
    <section className="panel map-editor" aria-label="Map editing">
      <h2>Paint</h2>
      <div className="terrain-palette" role="radiogroup" aria-label="Terrain">
        <button type="button" role="radio" aria-checked={brush.terrain === null} onClick={() => setBrush({ ...brush, terrain: null })}>
          keep terrain
        </button>
        {TERRAINS.map((t) => (
          <button key={t} type="button" role="radio" aria-checked={brush.terrain === t} onClick={() => setBrush({ ...brush, terrain: t })}>
            <span className="swatch" style={{ background: TERRAIN_COLOURS[t] }} />
            {t}
          </button>
        ))}
      </div>
      <div className="editor-row">
        <label className="inline">
          Brush
          <select
            aria-label="Brush"
            value={String(brush.radius)}
            onChange={(e) => setBrush({ ...brush, radius: e.target.value === 'line' ? 'line' : Number(e.target.value) })}
          >
            <option value="line">line from the last hex</option>
            <option value={0}>1 hex</option>
            <option value={1}>7 hexes</option>
            <option value={2}>19 hexes</option>
            <option value={4}>61 hexes</option>
          </select>
        </label>
        <label className="inline">
          Feature
          <select aria-label="Feature" value={brush.feature ?? ''} onChange={(e) => setBrush({ ...brush, feature: (e.target.value || null) as FeatureId | null })}>
            <option value="">none</option>
            {FEATURE_IDS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <select aria-label="Add or remove the feature" value={brush.featureAction} onChange={(e) => setBrush({ ...brush, featureAction: e.target.value as Brush['featureAction'] })}>
          <option value="add">add</option>
          <option value="remove">remove</option>
        </select>
        <select aria-label="Exploration" value={brush.explored} onChange={(e) => setBrush({ ...brush, explored: e.target.value as Brush['explored'] })}>
          <option value="leave">exploration as is</option>
          <option value="explored">mark explored</option>
          <option value="unexplored">mark unexplored</option>
        </select>
      </div>
      <p className="hint">
        Click the map to paint, or hold Shift and drag to paint a stroke; each is one undoable action. With a line brush, click where a
        road or river starts, then where it goes: the hexes between are painted, and the next click carries the line on from there. Changing the brush (another feature or
        terrain) starts a new line where you next click.
      </p>
      {selected && <HexNotes key={`${selected.col},${selected.row}`} hex={selected} />}
    </section>
  );
}

/** The label and GM note of the hex last clicked; a new hex starts a new draft. */
function HexNotes({ hex }: { hex: { col: number; row: number; label: string; note: string } }) {
  const form = useContractForm('hexmap.annotate', {
    initial: { label: hex.label, note: hex.note },
    keepDraft: true,
    toInput: (d) => ({ regionId: useWilderness.getState().region?.id ?? 0, hex: { col: hex.col, row: hex.row }, label: String(d.label), note: String(d.note) }),
    send: (input) => useWilderness.getState().annotate({ hex: input.hex, label: input.label, note: input.note }),
  });
  return (
    <form className="annotate" {...form.formProps} aria-label={`Hex ${hex.col},${hex.row} label and note`}>
      <h3>
        Hex {hex.col},{hex.row}
      </h3>
      <label className="field">
        <span>Label</span>
        <input {...form.text('label')} />
        <FieldError {...form.errorProps('label')} />
      </label>
      <label className="field">
        <span>GM note</span>
        <textarea rows={2} {...form.text('note')} />
        <FieldError {...form.errorProps('note')} />
      </label>
      <FormProblems form={form} />
      <button type="submit" disabled={form.busy}>
        Save label and note
      </button>
    </form>
  );
}
