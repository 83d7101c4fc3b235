import { Cell } from '../../components/Cell';
import { signed } from '../../views/combat/format';
import { ModifierRows, WeaponSelect } from '../common/attack-fields';
import type { AttackFormProps } from '../system-ui';
import { isRanged, type ShellAttackDraft } from './attack-draft';

const SHELL_ACTIONS: { id: ShellAttackDraft['action']; label: string }[] = [
  { id: 'strike', label: 'Strike' },
  { id: 'close-in', label: 'Close in (grapple)' },
  { id: 'takedown', label: 'Takedown' },
  { id: 'pin', label: 'Pin' },
  { id: 'escape', label: 'Break a pin' },
  { id: 'withdraw', label: 'Withdraw from close combat' },
];

export function ShellAttackForm({ state, draft: d, setDraft, actor, target, errorFor }: AttackFormProps<ShellAttackDraft>) {
  const set = (patch: Partial<ShellAttackDraft>) => setDraft((all) => ({ ...all, ...patch }));
  const ranged = isRanged(actor.attacks[d.weapon]);
  const strike = d.action === 'strike';
  const hasShield = target?.defenses.some((x) => x.id === 'shield') ?? false;
  return (
    <div className="attack-grid">
      <Cell label="Action" error={errorFor('attack.action')}>
        {(id) => (
          <select id={id} value={d.action} onChange={(e) => set({ action: e.target.value as ShellAttackDraft['action'] })}>
            {SHELL_ACTIONS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </select>
        )}
      </Cell>
      {d.action === 'close-in' && (
        <Cell label={`${target?.name ?? 'The foe'} meets it with`} error={errorFor('attack.entryBlock')}>
          {(id) => (
            <select id={id} value={d.entryBlock} onChange={(e) => set({ entryBlock: e.target.value as ShellAttackDraft['entryBlock'] })}>
              <option value="none">Nothing</option>
              <option value="stop-thrust">A stop thrust</option>
              <option value="shield-block">A shield block</option>
            </select>
          )}
        </Cell>
      )}
      {strike && (
        <>
          <Cell label="Weapon" error={errorFor('attack.weapon')} hint={actor.attacks[d.weapon]?.detail}>
            {(id) => <WeaponSelect id={id} actor={actor} value={d.weapon} onChange={(weapon) => set({ weapon })} />}
          </Cell>
          <Cell label="Aim at" error={errorFor('attack.target')}>
            {(id) => (
              <select id={id} value={d.target} onChange={(e) => set({ target: e.target.value })}>
                {state.reference.locations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.id === 'weapon' ? 'their weapon' : l.label} ({signed(l.modifier)} AT)
                  </option>
                ))}
              </select>
            )}
          </Cell>
          <Cell label={`Defense${target ? ` of ${target.name}` : ''}`} error={errorFor('attack.defense')}>
            {(id) => (
              <select id={id} value={d.defense} onChange={(e) => set({ defense: e.target.value as ShellAttackDraft['defense'] })}>
                {state.reference.defenses.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.label}
                  </option>
                ))}
              </select>
            )}
          </Cell>
          {d.defense === 'block' && (
            <Cell label="Block with" error={errorFor('attack.blockWith')}>
              {(id) => (
                <select id={id} value={d.blockWith} onChange={(e) => set({ blockWith: e.target.value as ShellAttackDraft['blockWith'] })}>
                  <option value="weapon">Weapon</option>
                  {hasShield && <option value="shield">Shield</option>}
                </select>
              )}
            </Cell>
          )}
          <Cell label="Moved (units)" error={errorFor('attack.movedUnits')}>
            {(id) => <input id={id} inputMode="numeric" value={d.movedUnits} onChange={(e) => set({ movedUnits: e.target.value })} />}
          </Cell>
          {ranged && (
            <>
              <Cell label="Range (units)" error={errorFor('attack.rangeUnits')}>
                {(id) => <input id={id} inputMode="numeric" value={d.rangeUnits} placeholder="units" onChange={(e) => set({ rangeUnits: e.target.value })} />}
              </Cell>
              <Cell label="Aim turns" error={errorFor('attack.aimTurns')}>
                {(id) => (
                  <select id={id} value={d.aimTurns} onChange={(e) => set({ aimTurns: Number(e.target.value) })}>
                    {[0, 1, 2, 3].map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </Cell>
            </>
          )}
          <label className="check compact">
            <input type="checkbox" checked={d.nonLethal} onChange={(e) => set({ nonLethal: e.target.checked })} />
            Strike to stun (non-lethal)
          </label>
        </>
      )}
      <ModifierRows rows={d.modifiers} onChange={(modifiers) => set({ modifiers })} errorFor={errorFor} />
    </div>
  );
}
