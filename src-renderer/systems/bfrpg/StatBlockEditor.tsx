import { undeadColumnLabels, undeadColumns } from '../../../src-shared/contract';
import { Cell } from '../../components/Cell';
import { FieldError } from '../../components/FieldError';
import { rowsAt, text } from '../common/stat-block-draft';
import { RemoveButton, useBlock } from '../common/stat-block-editor';
import type { StatBlockEditorProps } from '../system-ui';

/** A Basic Fantasy foe: Hit Dice as the book prints them (the rules read and check them), AC, morale, the turning column of an undead (A23) and up to six attacks. */
export function BfrpgBlock(props: StatBlockEditorProps) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const attacks = rowsAt(draft, 'attacks');
  return (
    <div className="stat-block">
      <FieldError message={general} />
      <div className="block-grid">
        <Cell label="Hit dice" error={at('hitDice')} hint="as printed: 1-1, 3*, ½, 9+2** (+8)">
          {(id) => (
            <input id={id} value={text(draft.hitDice)} aria-invalid={at('hitDice') ? true : undefined} onChange={(e) => set(['hitDice'], e.target.value)} />
          )}
        </Cell>
        {num('HP', 'hp', 'empty: rolled')}
        {num('AC', 'ac')}
        {num('Morale', 'morale', '2 to 12')}
        <Cell label="Turned as" error={at('turnedAs')} hint="the column a Cleric turns it by">
          {(id) => (
            <select id={id} value={text(draft.turnedAs)} onChange={(e) => set(['turnedAs'], e.target.value || undefined)}>
              <option value="">Not undead</option>
              {undeadColumns.map((c) => (
                <option key={c} value={c}>
                  {undeadColumnLabels[c]}
                </option>
              ))}
            </select>
          )}
        </Cell>
      </div>
      <h4>Attacks</h4>
      {attacks.map((a, i) => (
        <div className="block-row" key={i}>
          <Cell label={`Attack ${i + 1}`} error={at(`attacks.${i}.name`) ?? at(`attacks.${i}`)}>
            {(id) => <input id={id} value={text(a.name)} onChange={(e) => set(['attacks', i, 'name'], e.target.value)} />}
          </Cell>
          <Cell label="Damage" error={at(`attacks.${i}.damage`)}>
            {(id) => <input id={id} value={text(a.damage)} placeholder="1d6" onChange={(e) => set(['attacks', i, 'damage'], e.target.value)} />}
          </Cell>
          <RemoveButton label={`Remove attack ${i + 1}`} onClick={() => set(['attacks'], attacks.filter((_, k) => k !== i))} />
        </div>
      ))}
      <FieldError message={at('attacks')} />
      {attacks.length < 6 && (
        <button type="button" className="link-button" onClick={() => set(['attacks'], [...attacks, { name: '', damage: '1d6' }])}>
          + Attack
        </button>
      )}
    </div>
  );
}
