import type { AttackPreview } from '../../../src-shared/contract';
import { Meter } from '../../components/Meter';
import { percent } from './format';

/** The numbers before any die is thrown: each figure with how it was reached, each chance as a bar. */
export function PreviewPanel({ preview, stale }: { preview: AttackPreview | null; stale: boolean }) {
  if (!preview) return <p className="preview-empty muted">{stale ? 'Working out the chances…' : 'Pick a target to see the chances.'}</p>;
  return (
    <div className={`preview${stale ? ' stale' : ''}`} aria-label="Chances before rolling" role="group" data-testid="attack-preview" data-fresh={!stale}>
      {!preview.possible && (
        <p className="banner warn preview-block" role="status">
          {preview.reason ?? 'This attack cannot be made.'}
        </p>
      )}
      {preview.figures.length > 0 && (
        <dl className="figures">
          {preview.figures.map((f) => (
            <div key={f.label} className="figure">
              <dt>{f.label}</dt>
              <dd>
                <span className="figure-value numeric">{f.value}</span>
                <span className="figure-detail">{f.detail}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {preview.chances.length > 0 && (
        <div className="chances">
          {preview.chances.map((c) => (
            <Meter key={c.label} label={c.label} fraction={c.probability} text={percent(c.probability)} tone="warn" />
          ))}
        </div>
      )}
      {preview.damage && !preview.figures.some((f) => f.label === 'Damage') && (
        <p className="preview-damage">
          Damage dice <strong className="numeric">{preview.damage}</strong>
        </p>
      )}
      {preview.possible && preview.reason && <p className="reason">{preview.reason}</p>}
    </div>
  );
}
