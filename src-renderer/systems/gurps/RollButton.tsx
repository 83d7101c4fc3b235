import { useState } from 'react';
import { CampaignLeft } from '../../stores/per-campaign';
import { useJournal } from '../../stores/journal';
import { FieldError } from '../../components/FieldError';

/**
 * How a 3d6 roll against a target reads at a GURPS table (supplement B5): 3-4 always
 * succeed and 17-18 always fail; 4 or less (5 at 15, 6 at 16+) is a critical success;
 * 18, a 17 against 15 or less, and 10 over the target are critical failures.
 */
export function verdict(total: number, target: number) {
  const success = total <= 4 ? true : total >= 17 ? false : total <= target;
  const critical = success
    ? total <= (target >= 16 ? 6 : target >= 15 ? 5 : 4)
    : total === 18 || (total === 17 && target <= 15) || total >= target + 10;
  return { success, critical, margin: target - total };
}

interface Rolled {
  faces: number[];
  total: number;
  target: number;
}

/**
 * Rolls 3d6 against the target through the session journal, so the roll is kept
 * with the rest of the session, and shows the dice and how much it was made or missed by.
 */
export function RollButton({ label, target, memberId, disabled }: { label: string; target: number | null; memberId: number; disabled?: boolean }) {
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function roll() {
    if (target === null) return;
    setBusy(true);
    try {
      const answer = await useJournal.getState().roll({ label, expression: '3d6', target, memberId });
      setRolled({ faces: answer.entry.rolls[0]?.faces ?? [], total: answer.total, target });
      setError(null);
    } catch (e) {
      if (!(e instanceof CampaignLeft)) setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const v = rolled && verdict(rolled.total, rolled.target);
  return (
    <div className="feat-roll">
      <button type="button" onClick={() => void roll()} disabled={disabled || busy || target === null}>
        Roll 3d6{target === null ? '' : ` vs ${target}`}
      </button>
      {rolled && v && (
        <p className={`feat-roll-result ${v.success ? 'made' : 'missed'}`} aria-live="polite">
          <span className="dice numeric" aria-label={`Dice ${rolled.faces.join(', ')}`}>
            {rolled.faces.map((f, i) => (
              <span key={i} className="die">
                {f}
              </span>
            ))}
          </span>
          <strong className="numeric">{rolled.total}</strong>
          <span>
            {v.critical ? 'Critical ' : ''}
            {v.success ? 'success' : 'failure'}
            {v.success && v.margin < 0
              ? ': 3 and 4 always succeed'
              : !v.success && v.margin >= 0
                ? ': 17 and 18 always fail'
                : v.margin === 0
                  ? ', exactly'
                  : v.success
                    ? `, made by ${v.margin}`
                    : `, missed by ${-v.margin}`}
          </span>
        </p>
      )}
      <FieldError message={error} />
    </div>
  );
}
