import { useId, type ReactNode } from 'react';
import { gurpsDamageTypes, type GurpsWeapon } from '../../../src-shared/contract';
import { required } from './numbers';
import { FieldError } from '../../components/FieldError';

// The weapons on a GURPS sheet, as a compact editable list. Numbers are kept as typed;
// the server judges them on save and its reason shows under the field it names
// ("sheet.weapons.0.damage").

export interface WeaponDraft {
  key: number;
  name: string;
  /** A skill's name from the sheet, or a bare level. */
  skill: string;
  damage: string;
  type: GurpsWeapon['type'];
  /** "none" when the weapon cannot parry, else the bonus -5..5. */
  parry: string;
  unbalanced: boolean;
  /** "‡" after its ST: unready after each attack. */
  mustReady: boolean;
  /** "F" after its Parry. */
  fencing: boolean;
  ranged: boolean;
  acc: string;
  halfDamage: string;
  max: string;
  bulk: string;
  thrown: boolean;
}

let weaponKeys = 0;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function toWeaponDrafts(weapons: unknown): WeaponDraft[] {
  return ((weapons ?? []) as GurpsWeapon[]).map((w) => ({
    key: ++weaponKeys,
    name: w.name,
    skill: text(w.skill),
    damage: w.damage,
    type: w.type,
    parry: w.parry === null ? 'none' : text(w.parry ?? 0),
    unbalanced: Boolean(w.unbalanced),
    mustReady: Boolean(w.mustReady),
    fencing: Boolean(w.fencing),
    ranged: w.ranged !== undefined,
    acc: text(w.ranged?.acc),
    halfDamage: text(w.ranged?.halfDamage),
    max: text(w.ranged?.max),
    bulk: text(w.ranged?.bulk),
    thrown: Boolean(w.ranged?.thrown),
  }));
}

export const newWeapon = (skill: string): WeaponDraft => ({
  key: ++weaponKeys,
  name: '',
  skill,
  damage: 'sw',
  type: 'cr',
  parry: '0',
  unbalanced: false,
  mustReady: false,
  fencing: false,
  ranged: false,
  acc: '',
  halfDamage: '',
  max: '',
  bulk: '',
  thrown: false,
});

/** The weapons as the sheet stores them; a skill typed as a bare number is a level. */
export function toWeapons(drafts: readonly WeaponDraft[]): Record<string, unknown>[] {
  return drafts.map((w) => ({
    name: w.name,
    skill: /^-?\d+$/.test(w.skill.trim()) ? Number(w.skill) : w.skill,
    damage: w.damage,
    type: w.type,
    parry: w.parry === 'none' ? null : Number(w.parry),
    unbalanced: w.unbalanced,
    ...(w.mustReady && { mustReady: true }),
    ...(w.fencing && { fencing: true }),
    ...(w.ranged && {
      ranged: {
        acc: required(w.acc),
        halfDamage: required(w.halfDamage),
        max: required(w.max),
        ...(w.bulk.trim() !== '' && { bulk: Number(w.bulk) }),
        thrown: w.thrown,
      },
    }),
  }));
}

const FIELDS = ['name', 'skill', 'damage', 'type', 'parry', 'unbalanced', 'mustReady', 'fencing', 'ranged.acc', 'ranged.halfDamage', 'ranged.max', 'ranged.bulk', 'ranged.thrown', 'ranged'] as const;

/** Every path a weapon's error can name, the most specific first (field-errors takes the first that matches). */
export const weaponErrorPaths = (count: number): string[] => [
  ...Array.from({ length: count }, (_, i) => [...FIELDS.map((f) => `sheet.weapons.${i}.${f}`), `sheet.weapons.${i}`]).flat(),
  'sheet.weapons',
];

const TYPE_TITLES: Record<GurpsWeapon['type'], string> = {
  cr: 'crushing',
  cut: 'cutting',
  imp: 'impaling',
  'pi-': 'small piercing',
  pi: 'piercing',
  'pi+': 'large piercing',
  'pi++': 'huge piercing',
  burn: 'burning',
  cor: 'corrosion',
  tox: 'toxic',
};
const PARRIES = ['none', '-5', '-4', '-3', '-2', '-1', '0', '1', '2', '3', '4', '5'];
const parryLabel = (p: string) => (p === 'none' ? 'No parry' : Number(p) > 0 ? `+${p}` : Number(p) === 0 ? '+0' : `−${-Number(p)}`);

interface Props {
  weapons: WeaponDraft[];
  edit(mutate: (weapons: WeaponDraft[]) => void): void;
  errorFor(path: string): string | null;
  /** The sheet's skills as typed, for the skill list and to show the level a weapon uses. */
  skills: readonly { name: string; level: string }[];
  /** Thrust and swing for the ST as typed, when known. */
  thrust: string | null;
  swing: string | null;
}

/** "1d-4" and -1 make "1d-5": a weapon's adds put onto the thrust or swing dice. */
function withAdds(base: string, adds: number): string | null {
  const m = /^(\d+)d([+-]\d+)?$/.exec(base);
  if (!m) return null;
  const total = Number(m[2] ?? 0) + adds;
  return `${m[1]}d${total > 0 ? `+${total}` : total < 0 ? total : ''}`;
}
const minus = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** What a weapon rolls and with which skill, in words, from the sheet as typed. */
function summary(w: WeaponDraft, skills: Props['skills'], thrust: string | null, swing: string | null): ReactNode[] {
  const parts: ReactNode[] = [];
  const typed = w.skill.trim();
  if (/^-?\d+$/.test(typed)) parts.push(<>skill <b className="numeric">{typed}</b></>);
  else if (typed !== '') {
    const found = skills.find((s) => s.name.trim().toLowerCase() === typed.toLowerCase());
    parts.push(
      found ? (
        <>
          {found.name} <b className="numeric">{found.level}</b>
        </>
      ) : (
        <span className="gurps-weapon-warn">{typed} is not among the skills above: combat uses its default</span>
      ),
    );
  }
  const muscle = /^(sw|thr)([+-]\d+)?$/.exec(w.damage.trim());
  const base = muscle ? (muscle[1] === 'sw' ? swing : thrust) : null;
  const adds = Number(muscle?.[2] ?? 0);
  const rolled = muscle && base ? withAdds(base, adds) : null;
  if (muscle && base) {
    parts.push(
      <>
        <b className="numeric">{rolled ?? base}</b> {TYPE_TITLES[w.type]}{' '}
        <span className="muted">
          ({muscle[1] === 'sw' ? 'swing' : 'thrust'} {base}
          {adds !== 0 && `, ${minus(adds)}`})
        </span>
      </>,
    );
  } else if (/^\d+d([+-]\d+)?$/.test(w.damage.trim())) {
    parts.push(
      <>
        <b className="numeric">{w.damage.trim()}</b> {TYPE_TITLES[w.type]}
      </>,
    );
  }
  return parts;
}

/** The Weapons fieldset of the GURPS sheet. */
export function WeaponsEditor({ weapons, edit, errorFor, skills, thrust, swing }: Props) {
  const id = useId();
  const listId = `${id}-skills`;
  const namedSkills = skills.filter((s) => s.name.trim() !== '');
  const err = (i: number, field: string) => errorFor(`sheet.weapons.${i}.${field}`);
  const errId = (i: number, field: string) => `${id}-${i}-${field.replace('.', '-')}-error`;
  const described = (i: number, field: string) =>
    err(i, field) ? { 'aria-invalid': true as const, 'aria-describedby': errId(i, field) } : {};

  return (
    <fieldset className="gurps-weapons">
      <legend>Weapons</legend>
      <datalist id={listId}>
        {namedSkills.map((s) => (
          <option key={s.name} value={s.name} />
        ))}
      </datalist>
      {weapons.length === 0 ? (
        <p className="muted gurps-empty">No weapons: in a fight this character punches (thrust−1 crushing).</p>
      ) : (
        <>
          <div className="gurps-weapon-head" aria-hidden="true">
            <span>Weapon</span>
            <span>Skill</span>
            <span />
          </div>
          <ol className="gurps-weapon-list">
            {weapons.map((w, i) => {
              const n = i + 1;
              const label = w.name.trim() || `Weapon ${n}`;
              const rowError = errorFor(`sheet.weapons.${i}`);
              const summaryParts = summary(w, namedSkills, thrust, swing);
              return (
                <li key={w.key} className={`gurps-weapon${w.ranged ? ' is-ranged' : ''}`} aria-label={label}>
                  <div className="gurps-weapon-main">
                    <div className="gurps-weapon-cell">
                      <input
                        aria-label={`Weapon ${n} name`}
                        placeholder="e.g. Broadsword"
                        value={w.name}
                        onChange={(e) => edit((ws) => void (ws[i].name = e.target.value))}
                        {...described(i, 'name')}
                      />
                      <FieldError message={err(i, 'name')} id={errId(i, 'name')} />
                    </div>
                    <div className="gurps-weapon-cell">
                      <input
                        aria-label={`${label} skill`}
                        list={listId}
                        placeholder="Skill or level"
                        value={w.skill}
                        onChange={(e) => edit((ws) => void (ws[i].skill = e.target.value))}
                        {...described(i, 'skill')}
                      />
                      <FieldError message={err(i, 'skill')} id={errId(i, 'skill')} />
                    </div>
                    <button type="button" className="danger-quiet gurps-remove" aria-label={`Remove ${label}`} onClick={() => edit((ws) => void ws.splice(i, 1))}>
                      Remove
                    </button>
                  </div>
                  <div className="gurps-weapon-sub">
                    <label className="gurps-inline">
                      <span>Damage</span>
                      <input
                        aria-label={`${label} damage`}
                        className="numeric gurps-damage"
                        placeholder="sw+1"
                        spellCheck={false}
                        value={w.damage}
                        onChange={(e) => edit((ws) => void (ws[i].damage = e.target.value))}
                        {...described(i, 'damage')}
                      />
                    </label>
                    <label className="gurps-inline gurps-type">
                      <select
                        aria-label={`${label} damage type`}
                        value={w.type}
                        onChange={(e) => edit((ws) => void (ws[i].type = e.target.value as WeaponDraft['type']))}
                        {...described(i, 'type')}
                      >
                        {gurpsDamageTypes.map((t) => (
                          <option key={t} value={t} title={TYPE_TITLES[t]}>
                            {t}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="gurps-inline">
                      <span>Parry</span>
                      <select
                        aria-label={`${label} parry`}
                        value={PARRIES.includes(w.parry) ? w.parry : '0'}
                        onChange={(e) => edit((ws) => void (ws[i].parry = e.target.value))}
                        {...described(i, 'parry')}
                      >
                        {PARRIES.map((p) => (
                          <option key={p} value={p}>
                            {parryLabel(p)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="check">
                      <input type="checkbox" checked={w.unbalanced} onChange={(e) => edit((ws) => void (ws[i].unbalanced = e.target.checked))} />
                      Unbalanced
                    </label>
                    <label className="check" title="Marked ‡ after its ST: a Ready maneuver is needed after each attack">
                      <input type="checkbox" checked={w.mustReady} onChange={(e) => edit((ws) => void (ws[i].mustReady = e.target.checked))} />
                      Must Ready (‡)
                    </label>
                    <label className="check" title="Marked F after its Parry: a fencing weapon">
                      <input type="checkbox" checked={w.fencing} onChange={(e) => edit((ws) => void (ws[i].fencing = e.target.checked))} />
                      Fencing (F)
                    </label>
                    <label className="check">
                      <input type="checkbox" checked={w.ranged} onChange={(e) => edit((ws) => void (ws[i].ranged = e.target.checked))} />
                      Ranged
                    </label>
                  </div>
                  {(['damage', 'type', 'parry', 'unbalanced'] as const).map((f) => (
                    <FieldError key={f} message={err(i, f)} id={errId(i, f)} />
                  ))}
                  {summaryParts.length > 0 && (
                    <p className="gurps-weapon-summary">
                      {summaryParts.map((p, k) => (
                        <span key={k}>
                          {k > 0 && ' · '}
                          {p}
                        </span>
                      ))}
                    </p>
                  )}
                  {w.ranged && (
                    <div className="gurps-weapon-ranged" role="group" aria-label={`${label} at range`}>
                      {(
                        [
                          ['acc', 'Acc', '0'],
                          ['halfDamage', '½D (yd)', ''],
                          ['max', 'Max (yd)', ''],
                          ['bulk', 'Bulk', '-2'],
                        ] as const
                      ).map(([field, caption, placeholder]) => (
                        <div className="field gurps-weapon-range-field" key={field}>
                          <label htmlFor={`${id}-${i}-${field}`}>{caption}</label>
                          <input
                            id={`${id}-${i}-${field}`}
                            className="numeric"
                            inputMode="numeric"
                            placeholder={placeholder}
                            value={w[field]}
                            onChange={(e) => edit((ws) => void (ws[i][field] = e.target.value))}
                            {...described(i, `ranged.${field}`)}
                          />
                          <FieldError message={err(i, `ranged.${field}`)} id={errId(i, `ranged.${field}`)} />
                        </div>
                      ))}
                      <label className="check">
                        <input type="checkbox" checked={w.thrown} onChange={(e) => edit((ws) => void (ws[i].thrown = e.target.checked))} />
                        Thrown (can be blocked and parried)
                      </label>
                      <FieldError message={err(i, 'ranged')} id={errId(i, 'ranged')} />
                    </div>
                  )}
                  <FieldError message={rowError} id={`${id}-${i}-error`} />
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="gurps-skill-actions">
        <button type="button" onClick={() => edit((ws) => void ws.push(newWeapon(namedSkills[0]?.name ?? '')))}>
          Add weapon
        </button>
        <FieldError message={errorFor('sheet.weapons')} id={`${id}-error`} />
      </div>
    </fieldset>
  );
}
