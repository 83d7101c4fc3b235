import { Cell } from '../../components/Cell';
import { FieldError } from '../../components/FieldError';
import { rowsAt, text } from '../common/stat-block-draft';
import { RemoveButton, useBlock } from '../common/stat-block-editor';
import type { StatBlockEditorProps } from '../system-ui';

/** A Basic Fantasy foe: hit dice, AC, morale and up to six attacks. */
export function BfrpgBlock(props: StatBlockEditorProps) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const attacks = rowsAt(draft, 'attacks');
  return (
    <div className="stat-block">
      <FieldError message={general} />
      <div className="block-grid">
        {num('Hit dice', 'hitDice', '½ for a d4')}
        {num('HP', 'hp', 'empty: rolled')}
        {num('AC', 'ac')}
        {num('Morale', 'morale', '2 to 12')}
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
