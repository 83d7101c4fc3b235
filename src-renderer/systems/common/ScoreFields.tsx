import { useId } from 'react';
import { FieldError } from '../../components/FieldError';
import type { DraftProps } from '../system-ui';

/** A new character who starts from a few scores and a species or race; the sheet works out the rest. */
export interface ScoresDraft {
  species: string;
  scores: Record<string, string>;
}

export const freshScores = (scores: readonly string[]): ScoresDraft => ({ species: 'Human', scores: Object.fromEntries(scores.map((a) => [a, '10'])) });

/** Empty reads as NaN so the server names the field instead of taking a default. */
export const score = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The add-member fields of a system whose characters start from scores: the species (under the system's word for it) and each score. */
export function ScoreFields({ speciesLabel, draft, onChange, errorFor }: DraftProps<ScoresDraft> & { speciesLabel: string }) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{speciesLabel}</label>
        <input id={id} value={draft.species} onChange={(e) => onChange({ ...draft, species: e.target.value })} />
      </div>
      {Object.keys(draft.scores).map((a) => (
        <ScoreField
          key={a}
          label={a.toUpperCase()}
          value={draft.scores[a]}
          onChange={(v) => onChange({ ...draft, scores: { ...draft.scores, [a]: v } })}
          error={errorFor(`member.sheet.attributes.${a}`)}
        />
      ))}
    </>
  );
}

function ScoreField({ label, value, onChange, error }: { label: string; value: string; onChange(v: string): void; error: string | null }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} />
      <FieldError message={error} />
    </div>
  );
}
