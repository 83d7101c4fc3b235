import { useEffect } from 'react';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useFirstMinute } from '../../stores/first-minute';
import './first-minute.css';

/**
 * After a demo is opened from the welcome: what to do first, above the Dungeon view. It goes
 * once the clock has moved (the turn spent, by key or button) or when the GM closes it.
 */
export function FirstTurnHint() {
  const hintAt = useFirstMinute((s) => s.hintAt);
  const now = useCampaigns((s) => selectCurrentCampaign(s)?.gameTimeSeconds);
  const moved = hintAt !== null && now !== undefined && now !== hintAt;
  useEffect(() => {
    if (moved) useFirstMinute.getState().hideTurnHint();
  }, [moved]);
  if (hintAt === null || moved) return null;
  return (
    <aside className="first-turn-hint" role="note" aria-label="Your first turn">
      <span>
        Press <kbd>T</kbd> to spend a turn: ten minutes pass, torches burn down and the dice may bring wandering monsters. Each step lands in the
        journal, and <kbd>Ctrl</kbd>+<kbd>Z</kbd> takes it back.
      </span>
      <button type="button" className="icon" aria-label="Close the hint" onClick={useFirstMinute.getState().hideTurnHint}>
        ✕
      </button>
    </aside>
  );
}
