import type { Audience } from '../../src-shared/contract';
/** "Whose screen": the GM's, with every figure and control, or the players', with what they may see. */
export function AudienceToggle({ audience, onChange }: { audience: Audience; onChange(audience: Audience): void }) {
  return (
    <div className="segmented" role="group" aria-label="Whose screen">
      <button type="button" aria-pressed={audience === 'gm'} onClick={() => onChange('gm')}>
        GM
      </button>
      <button type="button" aria-pressed={audience === 'players'} onClick={() => onChange('players')}>
        Players
      </button>
    </div>
  );
}
