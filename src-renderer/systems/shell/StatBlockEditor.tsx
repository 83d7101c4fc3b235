import { Cell } from '../../components/Cell';
import { FieldError } from '../../components/FieldError';
import { isDraft, recordAt, rowsAt, text } from '../common/stat-block-draft';
import { RemoveButton, useBlock } from '../common/stat-block-editor';
import type { StatBlockEditorProps } from '../system-ui';

/** A Shell foe: attributes, combat level, weapons and a shield. */
export function ShellBlock(props: StatBlockEditorProps) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const weapons = rowsAt(draft, 'weapons');
  return (
    <div className="stat-block">
      <FieldError message={general} />
      <div className="block-grid">
        {num('ST', 'attributes.st')}
        {num('AG', 'attributes.ag')}
        {num('IQ', 'attributes.iq')}
        {num('HP', 'hp', 'empty: ST')}
        {num('Combat level', 'combatLevel')}
        {num('DR', 'dr')}
        {num('Body weight (lb)', 'bodyWeightLb')}
      </div>
      <h4>Weapons</h4>
      {weapons.map((w, i) => {
        const w_ = (k: string) => `weapons.${i}.${k}`;
        return (
          <div className="block-row shell-weapon" key={i}>
            <Cell label={`Weapon ${i + 1}`} error={at(w_('name')) ?? at(`weapons.${i}`)}>
              {(id) => <input id={id} value={text(w.name)} onChange={(e) => set(['weapons', i, 'name'], e.target.value)} />}
            </Cell>
            <Cell label="Skill" error={at(w_('skill'))} hint="level, or a style">
              {(id) => <input id={id} value={String(w.skill ?? '')} onChange={(e) => set(['weapons', i, 'skill'], e.target.value)} />}
            </Cell>
            {num('Add', w_('add'))}
            <Cell label="Type" error={at(w_('type'))}>
              {(id) => (
                <select id={id} value={text(w.type ?? 'cutting')} onChange={(e) => set(['weapons', i, 'type'], e.target.value)}>
                  <option value="cutting">cutting</option>
                  <option value="crushing">crushing</option>
                  <option value="impaling">impaling</option>
                </select>
              )}
            </Cell>
            <RemoveButton label={`Remove weapon ${i + 1}`} onClick={() => set(['weapons'], weapons.filter((_, k) => k !== i))} />
          </div>
        );
      })}
      <FieldError message={at('weapons')} />
      {weapons.length < 8 && (
        <button type="button" className="link-button" onClick={() => set(['weapons'], [...weapons, { name: '', skill: '1', add: '0', type: 'crushing' }])}>
          + Weapon
        </button>
      )}
      <h4>Shield</h4>
      <label className="check compact">
        <input type="checkbox" checked={Boolean(draft.shield)} onChange={(e) => set(['shield'], e.target.checked ? { name: 'Shield', pr: '1', hp: '10' } : undefined)} />
        Carries a shield
      </label>
      {isDraft(draft.shield) && (
        <div className="block-grid">
          <Cell label="Shield" error={at('shield.name')} wide>
            {(id) => <input id={id} value={text(recordAt(draft, 'shield').name)} onChange={(e) => set(['shield', 'name'], e.target.value)} />}
          </Cell>
          {num('PR', 'shield.pr', 'protection rating')}
          {num('Shield HP', 'shield.hp')}
        </div>
      )}
    </div>
  );
}
