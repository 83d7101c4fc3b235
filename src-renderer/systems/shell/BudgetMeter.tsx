import type { ShellBuild } from './charts';

type Ledger = ShellBuild['chp'];

/**
 * Points spent against a campaign budget, in figures big enough to read across the
 * table. Over budget the bar fills and turns red (amber for an NPC, who may go over).
 */
export function BudgetMeter({
  label,
  unit,
  ledger,
  npc,
  pending,
  stale,
}: {
  label: string;
  unit: string;
  ledger: Ledger | undefined;
  npc: boolean;
  pending: boolean;
  /** The draft has a value the server cannot price: these figures are the last ones it could. */
  stale: boolean;
}) {
  if (!ledger) {
    return (
      <div className="budget budget-loading" role="group" aria-label={label}>
        <div className="budget-head">
          <span className="budget-label">{label}</span>
        </div>
        <div className="budget-figures">
          <strong className="numeric">–</strong>
        </div>
        <div className="budget-track" />
      </div>
    );
  }
  const over = ledger.left < 0;
  const tone = over ? (npc ? 'warn' : 'over') : ledger.left === 0 ? 'exact' : 'ok';
  const fraction = ledger.budget > 0 ? Math.min(1, Math.max(0, ledger.spent / ledger.budget)) : ledger.spent > 0 ? 1 : 0;
  const leftText = over ? `${-ledger.left} over` : ledger.left === 0 ? 'all spent' : `${ledger.left} left`;
  const summary = `${ledger.spent} of ${ledger.budget} ${unit} spent, ${leftText}`;
  return (
    <div className={`budget budget-${tone}${pending ? ' budget-pending' : ''}${stale ? ' budget-stale' : ''}`} role="group" aria-label={label}>
      <div className="budget-head">
        <span className="budget-label">{label}</span>
        <span className="budget-left numeric" aria-hidden="true">
          {leftText}
        </span>
      </div>
      <div className="budget-figures" aria-hidden="true">
        <strong className="numeric">{ledger.spent}</strong>
        <span className="numeric">
          {' '}
          / {ledger.budget} {unit}
        </span>
      </div>
      <div
        className="budget-track"
        role="meter"
        aria-label={`${label} spent`}
        aria-valuemin={0}
        aria-valuemax={ledger.budget}
        aria-valuenow={ledger.spent}
        aria-valuetext={summary}
      >
        <div className="budget-fill" style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
