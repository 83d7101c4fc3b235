import { useId } from 'react';
import { Cell } from '../../components/Cell';
import type { AttackFormProps } from '../system-ui';
import type { BfrpgAttackDraft } from './attack-draft';

export function BfrpgAttackForm({ draft: d, setDraft, actor, errorFor }: AttackFormProps<BfrpgAttackDraft>) {
  const set = (patch: Partial<BfrpgAttackDraft>) => setDraft((all) => ({ ...all, ...patch }));
  const listId = useId();
  return (
    <div className="attack-grid">
      <div className="cfield">
        <span className="cfield-label" id={`${listId}-outcome`}>
          The GM&apos;s call
        </span>
        <div className="segmented big" role="group" aria-labelledby={`${listId}-outcome`}>
          <button type="button" aria-pressed={d.outcome === 'hit'} onClick={() => set({ outcome: 'hit' })}>
            Hit
          </button>
          <button type="button" aria-pressed={d.outcome === 'miss'} onClick={() => set({ outcome: 'miss' })}>
            Miss
          </button>
        </div>
      </div>
      <Cell label="With" error={errorFor('attack.with')}>
        {(id) => (
          <>
            <input
              id={id}
              list={listId}
              value={d.with}
              placeholder="Sword, bite…"
              onChange={(e) => {
                const known = actor.attacks.find((a) => a.label === e.target.value);
                set({ with: e.target.value, ...(known && { damage: known.detail }) });
              }}
            />
            <datalist id={listId}>
              {actor.attacks.map((a) => (
                <option key={a.id} value={a.label}>
                  {a.detail}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Cell>
      {d.outcome === 'hit' && (
        <Cell label="Damage (dice or a number)" error={errorFor('attack.damage')}>
          {(id) => <input id={id} value={d.damage} placeholder="1d8+1 or 6" onChange={(e) => set({ damage: e.target.value })} />}
        </Cell>
      )}
    </div>
  );
}
