import type { GurpsTraits } from '../../../src-shared/contract';
import { Field } from '../../components/Field';

// The advantages and disadvantages Lantern works into the figures, set on the sheet.
// Each one's effect and Basic Set page is shown with the derived figures once saved;
// any other trait goes in the notes, for the GM to apply by hand.

type Level = 'enhancedDodge' | 'enhancedParry' | 'enhancedBlock' | 'hardToKill' | 'hardToSubdue' | 'extraAttack' | 'strikingSt';

const LEVELS: readonly { key: Level; label: string; max: number }[] = [
  { key: 'enhancedDodge', label: 'Enhanced Dodge', max: 3 },
  { key: 'enhancedParry', label: 'Enhanced Parry', max: 3 },
  { key: 'enhancedBlock', label: 'Enhanced Block', max: 3 },
  { key: 'hardToKill', label: 'Hard to Kill', max: 10 },
  { key: 'hardToSubdue', label: 'Hard to Subdue', max: 10 },
  { key: 'extraAttack', label: 'Extra Attack', max: 4 },
  { key: 'strikingSt', label: 'Striking ST', max: 100 },
];

export const traitErrorPaths = ['sheet.traits', ...LEVELS.map((l) => `sheet.traits.${l.key}`)];

/** The traits as typed: a level left empty or at 0 is no trait at all. */
export type TraitsDraft = GurpsTraits;

interface Props {
  traits: TraitsDraft;
  edit: (mutate: (t: TraitsDraft) => void) => void;
  errorFor: (path: string) => string | null;
}

export function TraitsEditor({ traits, edit, errorFor }: Props) {
  const drs = traits.damageResistance ?? [];
  return (
    <fieldset className="gurps-traits">
      <legend>Traits that change figures</legend>
      <label className="check">
        <input type="checkbox" checked={traits.combatReflexes ?? false} onChange={(e) => edit((t) => void (e.target.checked ? (t.combatReflexes = true) : delete t.combatReflexes))} />
        Combat Reflexes
      </label>
      <label className="check">
        <input type="checkbox" checked={traits.darkVision ?? false} onChange={(e) => edit((t) => void (e.target.checked ? (t.darkVision = true) : delete t.darkVision))} />
        Dark Vision
      </label>
      <Field label="Pain threshold" error={errorFor('sheet.traits.painThreshold')}>
        {(id) => (
          <select
            id={id}
            value={traits.painThreshold ?? ''}
            onChange={(e) => edit((t) => void (e.target.value === '' ? delete t.painThreshold : (t.painThreshold = e.target.value as 'high' | 'low')))}
          >
            <option value="">Ordinary</option>
            <option value="high">High Pain Threshold</option>
            <option value="low">Low Pain Threshold</option>
          </select>
        )}
      </Field>
      <Field label="Fitness" error={errorFor('sheet.traits.fitness')}>
        {(id) => (
          <select id={id} value={traits.fitness ?? ''} onChange={(e) => edit((t) => void (e.target.value === '' ? delete t.fitness : (t.fitness = e.target.value as NonNullable<GurpsTraits['fitness']>)))}>
            <option value="">Ordinary</option>
            <option value="very-fit">Very Fit</option>
            <option value="fit">Fit</option>
            <option value="unfit">Unfit</option>
            <option value="very-unfit">Very Unfit</option>
          </select>
        )}
      </Field>
      {LEVELS.map((l) => (
        <Field key={l.key} label={l.label} error={errorFor(`sheet.traits.${l.key}`)} className="gurps-trait-level">
          {(id) => (
            <input
              id={id}
              className="numeric"
              inputMode="numeric"
              placeholder="0"
              value={traits[l.key] === undefined ? '' : String(traits[l.key])}
              aria-invalid={errorFor(`sheet.traits.${l.key}`) ? true : undefined}
              onChange={(e) => {
                const v = e.target.value.trim();
                edit((t) => void (v === '' || v === '0' ? delete t[l.key] : (t[l.key] = Number(v))));
              }}
            />
          )}
        </Field>
      ))}
      {drs.length > 0 && (
        <p className="hint gurps-trait-dr">
          Damage Resistance: {drs.map((d) => `DR ${d.dr} ${d.locations.length === 0 ? 'everywhere' : `on ${d.locations.join(', ')}`}`).join('; ')} (kept as imported).
        </p>
      )}
      <p className="hint gurps-trait-note">Other advantages and disadvantages go in the notes: apply them by hand.</p>
    </fieldset>
  );
}
