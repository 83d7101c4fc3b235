import type { GurpsCharacterSheet, MemberView } from '../../../src-shared/contract';
import { Field } from '../../components/Field';
import type { ErrorFor } from '../system-ui';

// GULLIVER's part of a GURPS sheet: the body's size and what it eats. Shown, and
// sent, only in a campaign that plays with GULLIVER.

const DIETS = [
  { value: 'omnivore', label: 'Omnivore (x1)' },
  { value: 'carnivore', label: 'Carnivore (x1/2)' },
  { value: 'grass-eater', label: 'Grass-eater (x2)' },
];
const ACTIVITIES = [
  { value: 'high', label: 'High (x1.25)' },
  { value: 'mixed', label: 'Mixed (x1)' },
  { value: 'low', label: 'Low (x0.8)' },
  { value: 'minimal', label: 'Minimal (x0.67)' },
  { value: 'near-inactive', label: 'Nearly inactive (x0.5)' },
];

export interface GulliverSizeDraft {
  linearScale: string;
  weightLb: string;
  loadSt: string;
  diet: string;
  activity: string;
  /** The sheet's HP already count the size (a GCS sheet's do): not scaled again. */
  hpAtSize: boolean;
  /** ST, Basic Lift and Move are typed for this size. */
  figuresAtSize: boolean;
}

export const sizeErrorPaths = ['sheet.size.linearScale', 'sheet.size.weightLb', 'sheet.size', 'sheet.loadSt', 'sheet.diet', 'sheet.activity'];

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function toSizeDraft(sheet: Partial<GurpsCharacterSheet>): GulliverSizeDraft {
  return {
    linearScale: text(sheet.size?.linearScale),
    weightLb: text(sheet.size?.weightLb),
    loadSt: text(sheet.loadSt),
    diet: text(sheet.diet ?? 'omnivore'),
    activity: text(sheet.activity ?? 'mixed'),
    hpAtSize: sheet.size?.hpAtSize === true,
    figuresAtSize: sheet.size?.figuresAtSize === true,
  };
}

/** The sheet with the size fields as typed; an empty Load ST leaves Basic Lift to ST. */
export function withSize(sheet: Record<string, unknown>, d: GulliverSizeDraft): Record<string, unknown> {
  const size: Record<string, number | boolean> = {};
  if (d.linearScale.trim() !== '') size.linearScale = Number(d.linearScale);
  if (d.weightLb.trim() !== '') size.weightLb = Number(d.weightLb);
  if (d.hpAtSize) size.hpAtSize = true;
  if (d.figuresAtSize) size.figuresAtSize = true;
  const { loadSt: _, ...rest } = sheet;
  return { ...rest, size, ...(d.loadSt.trim() !== '' && { loadSt: Number(d.loadSt) }), diet: d.diet, activity: d.activity };
}

/** The body weight the saved sheet works out to, as a hint in the empty field (a human's 150 lb when nothing is set). */
function massPlaceholder(m: MemberView, d: GulliverSizeDraft): string {
  const saved = (m.sheet.size ?? {}) as { linearScale?: number };
  const mass = m.figures.characteristics.find((c) => c.key === 'mass')?.value;
  const scaleUnchanged = d.linearScale.trim() === '' ? saved.linearScale === undefined : Number(d.linearScale) === saved.linearScale;
  if (scaleUnchanged && typeof mass === 'string') return mass.replace(/ lb$/, '');
  return d.linearScale.trim() === '' ? '150' : 'from the scale';
}

interface Props {
  member: MemberView;
  size: GulliverSizeDraft;
  /** The ST typed on the sheet, which an empty Load ST stands for. */
  st: string;
  edit(mutate: (size: GulliverSizeDraft) => void): void;
  errorFor: ErrorFor;
}

export function GulliverSizeFields({ member, size, st, edit, errorFor }: Props) {
  const number = (path: string, key: 'linearScale' | 'weightLb' | 'loadSt', decimal: boolean, placeholder: string) => (id: string) => (
    <input
      id={id}
      value={size[key]}
      inputMode={decimal ? 'decimal' : 'numeric'}
      placeholder={placeholder}
      className="numeric"
      aria-invalid={errorFor(path) ? true : undefined}
      onChange={(e) => edit((s) => void (s[key] = e.target.value))}
    />
  );
  const choice = (key: 'diet' | 'activity', options: typeof DIETS) => (id: string) => (
    <select id={id} value={size[key]} onChange={(e) => edit((s) => void (s[key] = e.target.value))}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className="gurps-gulliver">
      <legend>GULLIVER size</legend>
      <Field label="Linear Scale" error={errorFor('sheet.size.linearScale')} hint="1 = a human">
        {number('sheet.size.linearScale', 'linearScale', true, '1')}
      </Field>
      <Field label="Body weight (lb)" error={errorFor('sheet.size.weightLb')} hint="or the weight">
        {number('sheet.size.weightLb', 'weightLb', true, massPlaceholder(member, size))}
      </Field>
      <Field label="Load ST" error={errorFor('sheet.loadSt')} hint="sets Basic Lift; empty = ST">
        {number('sheet.loadSt', 'loadSt', false, st)}
      </Field>
      <Field label="Diet" error={errorFor('sheet.diet')}>
        {choice('diet', DIETS)}
      </Field>
      <Field label="Activity" error={errorFor('sheet.activity')}>
        {choice('activity', ACTIVITIES)}
      </Field>
      <label className="check">
        <input type="checkbox" checked={size.hpAtSize} onChange={(e) => edit((s) => void (s.hpAtSize = e.target.checked))} />
        HP above already count this size (otherwise GULLIVER scales them with the body)
      </label>
      <label className="check">
        <input type="checkbox" checked={size.figuresAtSize} onChange={(e) => edit((s) => void (s.figuresAtSize = e.target.checked))} />
        ST, Basic Lift and Move above are my own figures for this size
      </label>
      <p className="hint gurps-gulliver-note">Give a Linear Scale or a body weight (either sets the other); leave both empty for a human-sized body.</p>
    </fieldset>
  );
}
