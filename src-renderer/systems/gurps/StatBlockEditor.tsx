import { gurpsDamageTypes } from '../../../src-shared/contract';
import { Cell } from '../../components/Cell';
import { FieldError } from '../../components/FieldError';
import { isDraft, recordAt, rowsAt, text } from '../common/stat-block-draft';
import { RemoveButton, useBlock } from '../common/stat-block-editor';
import type { StatBlockEditorProps } from '../system-ui';

/** A GURPS foe: attributes, defenses, a shield, the traits that change its figures, size and up to eight weapons. */
export function GurpsBlock(props: StatBlockEditorProps) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const weapons = rowsAt(draft, 'weapons');
  const traits = recordAt(draft, 'traits');
  const shield = recordAt(draft, 'shield');
  return (
    <div className="stat-block">
      <FieldError message={general} />
      <div className="block-grid">
        {num('ST', 'attributes.st')}
        {num('DX', 'attributes.dx')}
        {num('IQ', 'attributes.iq')}
        {num('HT', 'attributes.ht')}
        {num('HP', 'hp', 'empty: ST')}
        {num('DR', 'dr')}
        {num('Dodge', 'dodge', 'empty: Speed + 3')}
        {num('Block', 'block', 'empty: no shield')}
        {num('SM', 'sm', 'empty: from the scale')}
        {num('Linear Scale', 'linearScale', 'GULLIVER, 1 = human')}
      </div>
      <div className="block-grid">
        <Cell label="Shield (DB)" error={at('shield')} hint="on every defense">
          {(id) => (
            <select id={id} value={text(shield.defenseBonus)} onChange={(e) => set(['shield'], e.target.value === '' ? undefined : { name: text(shield.name) || 'Shield', defenseBonus: Number(e.target.value) })}>
              <option value="">None</option>
              {[1, 2, 3, 4].map((db) => (
                <option key={db} value={db}>
                  DB {db}
                </option>
              ))}
            </select>
          )}
        </Cell>
        <Cell label="Pain threshold" error={at('traits.painThreshold') ?? at('traits')}>
          {(id) => (
            <select id={id} value={text(traits.painThreshold)} onChange={(e) => set(['traits', 'painThreshold'], e.target.value === '' ? undefined : e.target.value)}>
              <option value="">Ordinary</option>
              <option value="high">High Pain Threshold</option>
              <option value="low">Low Pain Threshold</option>
            </select>
          )}
        </Cell>
        <label className="check compact">
          <input type="checkbox" checked={traits.combatReflexes === true} onChange={(e) => set(['traits', 'combatReflexes'], e.target.checked ? true : undefined)} />
          Combat Reflexes
        </label>
      </div>
      <h4>Weapons</h4>
      {weapons.map((w, i) => {
        const w_ = (k: string) => `weapons.${i}.${k}`;
        return (
          <div className="weapon-block" key={i}>
            <div className="block-grid weapon-grid">
              <Cell label={`Weapon ${i + 1}`} error={at(w_('name')) ?? at(`weapons.${i}`)} wide>
                {(id) => <input id={id} value={text(w.name)} onChange={(e) => set(['weapons', i, 'name'], e.target.value)} />}
              </Cell>
              {num('Skill', w_('skill'))}
              <Cell label="Damage" error={at(w_('damage'))} hint="sw+1, thr, 2d+1" wide>
                {(id) => <input id={id} value={text(w.damage)} onChange={(e) => set(['weapons', i, 'damage'], e.target.value)} />}
              </Cell>
              <RemoveButton label={`Remove weapon ${i + 1}`} onClick={() => set(['weapons'], weapons.filter((_, k) => k !== i))} />
              <Cell label="Type" error={at(w_('type'))}>
                {(id) => (
                  <select id={id} value={text(w.type ?? 'cr')} onChange={(e) => set(['weapons', i, 'type'], e.target.value)}>
                    {gurpsDamageTypes.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                )}
              </Cell>
              {num('Parry', w_('parry'), 'empty: cannot parry')}
              <div className="weapon-flags">
                <label className="check compact">
                  <input type="checkbox" checked={Boolean(w.unbalanced)} onChange={(e) => set(['weapons', i, 'unbalanced'], e.target.checked)} />
                  Unbalanced
                </label>
                <label className="check compact" title="Marked ‡ after its ST: a Ready maneuver is needed after each attack">
                  <input type="checkbox" checked={Boolean(w.mustReady)} onChange={(e) => set(['weapons', i, 'mustReady'], e.target.checked)} />
                  Must Ready (‡)
                </label>
                <label className="check compact" title="Marked F after its Parry: a fencing weapon">
                  <input type="checkbox" checked={Boolean(w.fencing)} onChange={(e) => set(['weapons', i, 'fencing'], e.target.checked)} />
                  Fencing (F)
                </label>
                <label className="check compact">
                  <input
                    type="checkbox"
                    checked={Boolean(w.ranged)}
                    onChange={(e) => set(['weapons', i, 'ranged'], e.target.checked ? { acc: '0', halfDamage: '10', max: '100', bulk: '-2', thrown: false } : undefined)}
                  />
                  Ranged
                </label>
              </div>
            </div>
            {isDraft(w.ranged) && (
              <div className="block-grid ranged">
                {num('Acc', w_('ranged.acc'))}
                {num('1/2D (yd)', w_('ranged.halfDamage'))}
                {num('Max (yd)', w_('ranged.max'))}
                {num('Bulk', w_('ranged.bulk'))}
                <label className="check compact">
                  <input type="checkbox" checked={Boolean(w.ranged.thrown)} onChange={(e) => set(['weapons', i, 'ranged', 'thrown'], e.target.checked)} />
                  Thrown
                </label>
              </div>
            )}
          </div>
        );
      })}
      <FieldError message={at('weapons')} />
      {weapons.length < 8 && (
        <button
          type="button"
          className="link-button"
          onClick={() => set(['weapons'], [...weapons, { name: '', skill: '10', damage: 'thr', type: 'cr', parry: '0', unbalanced: false }])}
        >
          + Weapon
        </button>
      )}
    </div>
  );
}
