import { useId, type ComponentProps } from 'react';
import type { CombatantView, CombatState } from '../../../src-shared/contract';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { isRanged, type Drafts, type ModifierDraft } from './attack-draft';
import { signed } from './format';

export type ErrorFor = (field: string) => string | null;
type SetDrafts = (update: (d: Drafts) => Drafts) => void;

interface FormProps {
  state: CombatState;
  drafts: Drafts;
  setDrafts: SetDrafts;
  actor: CombatantView;
  target: CombatantView | null;
  errorFor: ErrorFor;
}

/** The Combat view's compact field. */
export const Cell = (props: Omit<ComponentProps<typeof Field>, 'base'>) => <Field base="cfield" {...props} />;

function WeaponSelect({ id, actor, value, onChange }: { id: string; actor: CombatantView; value: number; onChange(v: number): void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {actor.attacks.map((a, i) => (
        <option key={a.id} value={i} title={a.detail}>
          {a.label}
        </option>
      ))}
    </select>
  );
}

/** Extra modifiers the rules leave to the GM: cover, darkness, a shove off balance. */
function ModifierRows({ rows, onChange, errorFor }: { rows: ModifierDraft[]; onChange(rows: ModifierDraft[]): void; errorFor: ErrorFor }) {
  const set = (i: number, patch: Partial<ModifierDraft>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const error = errorFor('attack.modifiers');
  return (
    <div className="modifiers wide">
      {rows.map((r, i) => (
        <div className="modifier-row" key={i}>
          <input aria-label={`Modifier ${i + 1}: what for`} placeholder="What for (cover, darkness…)" value={r.label} onChange={(e) => set(i, { label: e.target.value })} />
          <input aria-label={`Modifier ${i + 1}: value`} className="qty" inputMode="numeric" placeholder="±0" value={r.value} onChange={(e) => set(i, { value: e.target.value })} />
          <button type="button" className="icon" aria-label={`Remove modifier ${i + 1}`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
            ✕
          </button>
        </div>
      ))}
      {rows.length < 10 && (
        <button type="button" className="link-button" onClick={() => onChange([...rows, { label: '', value: '' }])}>
          + Modifier
        </button>
      )}
      <FieldError message={error} />
    </div>
  );
}

export function GurpsAttackForm({ state, drafts, setDrafts, actor, target, errorFor }: FormProps) {
  const d = drafts.gurps;
  const set = (patch: Partial<Drafts['gurps']>) => setDrafts((all) => ({ ...all, gurps: { ...all.gurps, ...patch } }));
  const ranged = isRanged('gurps', actor.attacks[d.weapon]);
  const defenses = target?.defenses.filter((x) => x.id !== 'dr') ?? [];
  const doubleDefense = /^All-Out Defense \(double/i.test(target?.stance ?? '');
  return (
    <div className="attack-grid">
      <Cell label="Weapon" error={errorFor('attack.weapon')} hint={actor.attacks[d.weapon]?.detail}>
        {(id) => <WeaponSelect id={id} actor={actor} value={d.weapon} onChange={(weapon) => set({ weapon })} />}
      </Cell>
      <Cell label="Hit location" error={errorFor('attack.location')}>
        {(id) => (
          <select id={id} value={d.location} onChange={(e) => set({ location: e.target.value })}>
            {state.reference.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label} {l.id === 'random' ? '' : `(${signed(l.modifier)})`}
              </option>
            ))}
          </select>
        )}
      </Cell>
      {ranged && (
        <Cell label="Range (yards)" error={errorFor('attack.rangeYards')}>
          {(id) => <input id={id} inputMode="decimal" value={d.rangeYards} placeholder="yards" onChange={(e) => set({ rangeYards: e.target.value })} />}
        </Cell>
      )}
      <Cell label={`Defense${target ? ` of ${target.name}` : ''}`} error={errorFor('attack.defense')}>
        {(id) => (
          <select id={id} value={d.defense} onChange={(e) => set({ defense: e.target.value })}>
            {defenses.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label} {x.value}
              </option>
            ))}
            <option value="none">No defense</option>
          </select>
        )}
      </Cell>
      <label className="check compact">
        <input type="checkbox" checked={d.retreat} onChange={(e) => set({ retreat: e.target.checked })} />
        Defender retreats
      </label>
      {doubleDefense && (
        <Cell label="Second defense (All-Out Defense, Double)">
          {(id) => (
            <select id={id} value={d.second} onChange={(e) => set({ second: e.target.value as Drafts['gurps']['second'] })}>
              <option value="">None</option>
              <option value="dodge">Dodge</option>
              <option value="parry">Parry</option>
              <option value="block">Block</option>
            </select>
          )}
        </Cell>
      )}
      <ModifierRows rows={d.modifiers} onChange={(modifiers) => set({ modifiers })} errorFor={errorFor} />
    </div>
  );
}

const SHELL_ACTIONS: { id: Drafts['shell']['action']; label: string }[] = [
  { id: 'strike', label: 'Strike' },
  { id: 'close-in', label: 'Close in (grapple)' },
  { id: 'takedown', label: 'Takedown' },
  { id: 'pin', label: 'Pin' },
  { id: 'escape', label: 'Break a pin' },
  { id: 'withdraw', label: 'Withdraw from close combat' },
];

export function ShellAttackForm({ state, drafts, setDrafts, actor, target, errorFor }: FormProps) {
  const d = drafts.shell;
  const set = (patch: Partial<Drafts['shell']>) => setDrafts((all) => ({ ...all, shell: { ...all.shell, ...patch } }));
  const ranged = isRanged('shell', actor.attacks[d.weapon]);
  const strike = d.action === 'strike';
  const hasShield = target?.defenses.some((x) => x.id === 'shield') ?? false;
  return (
    <div className="attack-grid">
      <Cell label="Action" error={errorFor('attack.action')}>
        {(id) => (
          <select id={id} value={d.action} onChange={(e) => set({ action: e.target.value as Drafts['shell']['action'] })}>
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
            <select id={id} value={d.entryBlock} onChange={(e) => set({ entryBlock: e.target.value as Drafts['shell']['entryBlock'] })}>
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
              <select id={id} value={d.defense} onChange={(e) => set({ defense: e.target.value as Drafts['shell']['defense'] })}>
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
                <select id={id} value={d.blockWith} onChange={(e) => set({ blockWith: e.target.value as Drafts['shell']['blockWith'] })}>
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

export function BfrpgAttackForm({ drafts, setDrafts, actor, errorFor }: FormProps) {
  const d = drafts.bfrpg;
  const set = (patch: Partial<Drafts['bfrpg']>) => setDrafts((all) => ({ ...all, bfrpg: { ...all.bfrpg, ...patch } }));
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
