import { gurpsDamageTypes, type RulesSystem } from '../../../src-shared/contract';
import { Cell, type ErrorFor } from './AttackForms';
import type { Draft } from './stat-block';
import { FieldError } from '../../components/FieldError';

interface Props {
  system: RulesSystem;
  draft: Draft;
  onChange(draft: Draft): void;
  /** The error under a field path, e.g. `${prefix}.attributes.st`. */
  errorFor: ErrorFor;
  /** Where the stat block sits in the request: "statBlock", or "foes.2.statBlock" for a quick foe. */
  prefix?: string;
}

/** Sets one value deep in a draft, copying the way down. */
function setIn(draft: Draft, path: (string | number)[], v: unknown): Draft {
  const [head, ...rest] = path;
  const copy: Draft = Array.isArray(draft) ? [...draft] : { ...draft };
  copy[head as never] = (rest.length === 0 ? v : setIn((draft?.[head as never] as Draft) ?? {}, rest, v)) as never;
  return copy;
}

/** The main fields of a foe's stat block in the campaign's system; errors show under the field they name. */
export function StatBlockEditor(props: Props) {
  if (props.system === 'bfrpg') return <BfrpgBlock {...props} />;
  if (props.system === 'gurps') return <GurpsBlock {...props} />;
  return <ShellBlock {...props} />;
}

function useBlock({ draft, onChange, errorFor, prefix = 'statBlock' }: Props) {
  const at = (path: string) => errorFor(`${prefix}.${path}`);
  const set = (path: (string | number)[], v: unknown) => onChange(setIn(draft, path, v));
  /** A number box (kept as typed) bound to a path. */
  const num = (label: string, path: string, hint?: string) => (
    <Cell label={label} error={at(path)} hint={hint}>
      {(id) => (
        <input
          id={id}
          inputMode="decimal"
          value={String(path.split('.').reduce<any>((o, k) => o?.[k], draft) ?? '')}
          aria-invalid={at(path) ? true : undefined}
          onChange={(e) => set(path.split('.'), e.target.value)}
        />
      )}
    </Cell>
  );
  const general = errorFor(prefix) ?? errorFor(`${prefix}.attributes`);
  return { at, set, num, general };
}

function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="icon remove-row" aria-label={label} onClick={onClick}>
      ✕
    </button>
  );
}

function BfrpgBlock(props: Props) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const attacks: Draft[] = draft.attacks ?? [];
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
            {(id) => <input id={id} value={a.name ?? ''} onChange={(e) => set(['attacks', i, 'name'], e.target.value)} />}
          </Cell>
          <Cell label="Damage" error={at(`attacks.${i}.damage`)}>
            {(id) => <input id={id} value={a.damage ?? ''} placeholder="1d6" onChange={(e) => set(['attacks', i, 'damage'], e.target.value)} />}
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

function GurpsBlock(props: Props) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const weapons: Draft[] = draft.weapons ?? [];
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
      <h4>Weapons</h4>
      {weapons.map((w, i) => {
        const w_ = (k: string) => `weapons.${i}.${k}`;
        return (
          <div className="weapon-block" key={i}>
            <div className="block-grid weapon-grid">
              <Cell label={`Weapon ${i + 1}`} error={at(w_('name')) ?? at(`weapons.${i}`)} wide>
                {(id) => <input id={id} value={w.name ?? ''} onChange={(e) => set(['weapons', i, 'name'], e.target.value)} />}
              </Cell>
              {num('Skill', w_('skill'))}
              <Cell label="Damage" error={at(w_('damage'))} hint="sw+1, thr, 2d+1" wide>
                {(id) => <input id={id} value={w.damage ?? ''} onChange={(e) => set(['weapons', i, 'damage'], e.target.value)} />}
              </Cell>
              <RemoveButton label={`Remove weapon ${i + 1}`} onClick={() => set(['weapons'], weapons.filter((_, k) => k !== i))} />
              <Cell label="Type" error={at(w_('type'))}>
                {(id) => (
                  <select id={id} value={w.type ?? 'cr'} onChange={(e) => set(['weapons', i, 'type'], e.target.value)}>
                    {gurpsDamageTypes.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                )}
              </Cell>
              {num('Parry', w_('parry'), 'empty: cannot parry')}
              <label className="check compact">
                <input type="checkbox" checked={Boolean(w.unbalanced)} onChange={(e) => set(['weapons', i, 'unbalanced'], e.target.checked)} />
                Unbalanced
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
            {w.ranged && (
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

function ShellBlock(props: Props) {
  const { draft } = props;
  const { at, set, num, general } = useBlock(props);
  const weapons: Draft[] = draft.weapons ?? [];
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
              {(id) => <input id={id} value={w.name ?? ''} onChange={(e) => set(['weapons', i, 'name'], e.target.value)} />}
            </Cell>
            <Cell label="Skill" error={at(w_('skill'))} hint="level, or a style">
              {(id) => <input id={id} value={String(w.skill ?? '')} onChange={(e) => set(['weapons', i, 'skill'], e.target.value)} />}
            </Cell>
            {num('Add', w_('add'))}
            <Cell label="Type" error={at(w_('type'))}>
              {(id) => (
                <select id={id} value={w.type ?? 'cutting'} onChange={(e) => set(['weapons', i, 'type'], e.target.value)}>
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
      {draft.shield && (
        <div className="block-grid">
          <Cell label="Shield" error={at('shield.name')} wide>
            {(id) => <input id={id} value={draft.shield.name ?? ''} onChange={(e) => set(['shield', 'name'], e.target.value)} />}
          </Cell>
          {num('PR', 'shield.pr')}
          {num('Shield HP', 'shield.hp')}
        </div>
      )}
    </div>
  );
}
