import { Cell } from '../../components/Cell';
import { signed } from '../../views/combat/format';
import { ModifierRows, WeaponSelect } from '../common/attack-fields';
import type { AttackFormProps } from '../system-ui';
import { isRanged, type GurpsAttackDraft } from './attack-draft';

export function GurpsAttackForm({ state, draft: d, setDraft, actor, target, errorFor }: AttackFormProps<GurpsAttackDraft>) {
  const set = (patch: Partial<GurpsAttackDraft>) => setDraft((all) => ({ ...all, ...patch }));
  const ranged = isRanged(actor.attacks[d.weapon]);
  // The card also lists DR, the shield and what was counted in; only the defenses themselves are choices.
  const defenses = target?.defenses.filter((x) => x.id === 'dodge' || x.id === 'block' || x.id.startsWith('parry-')) ?? [];
  const doubleDefense = /^All-Out Defense \(double/i.test(target?.stance ?? '');
  // A target with a body of its own (a quadruped has no arms) offers only its own places.
  const locations = target?.locations ?? state.reference.locations;
  const circumstances = state.reference.circumstances ?? [];
  return (
    <div className="attack-grid">
      <Cell label="Weapon" error={errorFor('attack.weapon')} hint={actor.attacks[d.weapon]?.detail}>
        {(id) => <WeaponSelect id={id} actor={actor} value={d.weapon} onChange={(weapon) => set({ weapon })} />}
      </Cell>
      <Cell label="Hit location" error={errorFor('attack.location')}>
        {(id) => (
          <select id={id} value={d.location} onChange={(e) => set({ location: e.target.value })}>
            {locations.map((l) => (
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
            <select id={id} value={d.second} onChange={(e) => set({ second: e.target.value as GurpsAttackDraft['second'] })}>
              <option value="">None</option>
              <option value="dodge">Dodge</option>
              <option value="parry">Parry</option>
              <option value="block">Block</option>
            </select>
          )}
        </Cell>
      )}
      {circumstances.length > 0 && (
        <Cell label="Add a circumstance" hint="Adds a modifier row with the rules' value">
          {(id) => (
            <select
              id={id}
              value=""
              onChange={(e) => {
                const c = circumstances.find((x) => x.id === e.target.value);
                if (c) set({ modifiers: [...d.modifiers.filter((m) => m.label.trim() !== '' || m.value.trim() !== ''), { label: c.label, value: String(c.modifier) }] });
              }}
            >
              <option value="">Choose…</option>
              {circumstances.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label} {signed(c.modifier)}
                </option>
              ))}
            </select>
          )}
        </Cell>
      )}
      <ModifierRows rows={d.modifiers} onChange={(modifiers) => set({ modifiers })} errorFor={errorFor} />
    </div>
  );
}
