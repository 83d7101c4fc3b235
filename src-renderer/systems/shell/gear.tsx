import { useId, type ReactNode } from 'react';
import { newWeapon, type Draft, type WeaponRow, type WeaponType } from './draft';
import { markProps, type Mark } from './marks';
import { Section, signed, type SectionProps } from './sections';

// What a Shell character fights with: weapons, a shield and worn armour's DR. None of
// it costs points; the combat tracker reads it. The server's reason for a refused value
// shows under the input its path names ("sheet.weapons.0.add").

const WEAPON_TYPES: readonly WeaponType[] = ['cutting', 'crushing', 'impaling'];

/** The reason under an input, tied to it by aria-describedby (the save bar's alert announces it). */
function Reason({ marks, path, id }: { marks: Map<string, Mark>; path: string; id: string }) {
  const mark = marks.get(path);
  if (!mark) return null;
  return (
    <p className={mark.severity === 'error' ? 'field-error gear-reason' : 'hint gear-reason'} id={id}>
      {mark.message}
    </p>
  );
}

/** markProps plus the link to the reason shown under the input. */
function marked(marks: Map<string, Mark>, path: string, reasonId: string, className?: string) {
  return { ...markProps(marks, path, className), ...(marks.has(path) && { 'aria-describedby': reasonId }) };
}

/** "1d+2" and +1 make "1d+3": a weapon's add put onto the wielder's ST damage. */
function withAdds(base: string, add: number): string | null {
  const m = /^(\d+)d([+-]\d+)?$/.exec(base);
  if (!m) return null;
  const total = Number(m[2] ?? 0) + add;
  return `${m[1]}d${total > 0 ? `+${total}` : total < 0 ? `−${-total}` : ''}`;
}

function weaponSummary(w: WeaponRow, draft: Draft, baseDamage: string | null, st: number | null): ReactNode[] {
  const parts: ReactNode[] = [];
  const typed = w.skill.trim();
  if (/^\d+$/.test(typed)) parts.push(<>skill level {typed}</>);
  else if (typed !== '') {
    const found = draft.skills.find((s) => s.name.trim().toLowerCase() === typed.toLowerCase());
    parts.push(
      found ? (
        <>
          {found.name} level <b className="numeric">{found.level}</b>
        </>
      ) : (
        <span className="gear-warn">{typed} is not among the skills above</span>
      ),
    );
  }
  const add = Number(w.add.trim() === '' ? 0 : w.add);
  if (baseDamage && Number.isInteger(add)) {
    const rolled = withAdds(baseDamage, add);
    parts.push(
      <>
        <b className="numeric">{rolled ?? baseDamage}</b> {w.type}{' '}
        <span className="muted">
          (ST damage {baseDamage}
          {add !== 0 && `, ${signed(add)}`})
        </span>
      </>,
    );
  }
  const min = Number(w.minStrength);
  if (w.minStrength.trim() !== '' && st !== null && Number.isFinite(min) && st < min) {
    parts.push(<span className="gear-warn">ST {st} is under its minimum {min}</span>);
  }
  return parts;
}

export function GearSection({ draft, edit, build, marks }: SectionProps) {
  const id = useId();
  const listId = `${id}-skills`;
  const baseDamage = build?.derived.baseDamage?.value ?? null;
  const st = build?.primaries.find((p) => p.id === 'ST')?.value ?? null;
  const skillNames = draft.skills.map((s) => s.name.trim()).filter(Boolean);
  const firstSkill = draft.skills.find((s) => s.combat && s.name.trim() !== '')?.name.trim() ?? skillNames[0] ?? '';
  const rid = (path: string) => `${id}-${path.replace(/\./g, '-')}`;

  return (
    <Section title="Weapons, shield and armour" aside="no chp" className="shell-gear">
      <datalist id={listId}>
        {skillNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {draft.weapons.length === 0 && <p className="muted empty-rows">No weapons: in a fight this character strikes bare-handed.</p>}
      <ol className="shell-rows">
        {draft.weapons.map((w, i) => {
          const n = i + 1;
          const at = `sheet.weapons.${i}`;
          const label = w.name.trim() || `Weapon ${n}`;
          const summary = weaponSummary(w, draft, baseDamage, st);
          const reasons = ['name', 'skill', 'type', 'add', 'minStrength', 'ranged.speed', 'ranged.maxRange', 'ranged', 'canDisarm'];
          return (
            <li key={w.key} className={`shell-row gear-weapon${w.ranged ? ' is-ranged' : ''}`} aria-label={label}>
              <div className="row-main gear-main">
                <input
                  aria-label={`Weapon ${n} name`}
                  placeholder="e.g. Long sword"
                  value={w.name}
                  onChange={(e) => edit((d) => void (d.weapons[i].name = e.target.value))}
                  {...marked(marks, `${at}.name`, rid(`${at}.name`))}
                />
                <input
                  aria-label={`${label} skill`}
                  list={listId}
                  placeholder="Skill or level"
                  value={w.skill}
                  onChange={(e) => edit((d) => void (d.weapons[i].skill = e.target.value))}
                  {...marked(marks, `${at}.skill`, rid(`${at}.skill`))}
                />
                <select
                  aria-label={`${label} damage type`}
                  value={w.type}
                  onChange={(e) => edit((d) => void (d.weapons[i].type = e.target.value as WeaponType))}
                  {...marked(marks, `${at}.type`, rid(`${at}.type`))}
                >
                  {WEAPON_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
                <button type="button" className="row-remove" onClick={() => edit((d) => void d.weapons.splice(i, 1))} aria-label={`Remove ${label}`}>
                  Remove
                </button>
              </div>
              <div className="row-sub">
                <label className="level-field">
                  <span>Add</span>
                  <input
                    aria-label={`${label} damage add`}
                    inputMode="numeric"
                    value={w.add}
                    onChange={(e) => edit((d) => void (d.weapons[i].add = e.target.value))}
                    {...marked(marks, `${at}.add`, rid(`${at}.add`), 'num-input small')}
                  />
                </label>
                <label className="level-field">
                  <span>Min ST</span>
                  <input
                    aria-label={`${label} minimum ST`}
                    inputMode="numeric"
                    placeholder="–"
                    value={w.minStrength}
                    onChange={(e) => edit((d) => void (d.weapons[i].minStrength = e.target.value))}
                    {...marked(marks, `${at}.minStrength`, rid(`${at}.minStrength`), 'num-input small')}
                  />
                </label>
                <label className="check inline-check">
                  <input type="checkbox" checked={w.canDisarm} onChange={(e) => edit((d) => void (d.weapons[i].canDisarm = e.target.checked))} />
                  Can disarm
                </label>
                <label className="check inline-check">
                  <input type="checkbox" checked={w.ranged} onChange={(e) => edit((d) => void (d.weapons[i].ranged = e.target.checked))} />
                  Ranged
                </label>
                {w.ranged && (
                  <>
                    <label className="level-field">
                      <span>Speed</span>
                      <input
                        aria-label={`${label} speed`}
                        inputMode="numeric"
                        placeholder="1–3"
                        value={w.speed}
                        onChange={(e) => edit((d) => void (d.weapons[i].speed = e.target.value))}
                        {...marked(marks, `${at}.ranged.speed`, rid(`${at}.ranged.speed`), 'num-input small')}
                      />
                    </label>
                    <label className="level-field">
                      <span>Max range</span>
                      <input
                        aria-label={`${label} maximum range`}
                        inputMode="numeric"
                        placeholder="units"
                        value={w.maxRange}
                        onChange={(e) => edit((d) => void (d.weapons[i].maxRange = e.target.value))}
                        {...marked(marks, `${at}.ranged.maxRange`, rid(`${at}.ranged.maxRange`), 'num-input')}
                      />
                    </label>
                    <label className="check compact" title="Bows, slings and thrown weapons slow to speed 1 past half their maximum range">
                      <input type="checkbox" checked={w.lowTech} onChange={(e) => edit((d) => void (d.weapons[i].lowTech = e.target.checked))} />
                      Low-tech
                    </label>
                  </>
                )}
              </div>
              {reasons.map((f) => (
                <Reason key={f} marks={marks} path={`${at}.${f}`} id={rid(`${at}.${f}`)} />
              ))}
              <Reason marks={marks} path={at} id={rid(at)} />
              {summary.length > 0 && (
                <p className="gear-summary">
                  {summary.map((p, k) => (
                    <span key={k}>
                      {k > 0 && ' · '}
                      {p}
                    </span>
                  ))}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="add-rows">
        <button type="button" onClick={() => edit((d) => void d.weapons.push(newWeapon(firstSkill)))}>
          Add weapon
        </button>
        <Reason marks={marks} path="sheet.weapons" id={rid('sheet.weapons')} />
      </div>

      <div className="gear-protection">
        <label className="check">
          <input type="checkbox" checked={draft.shield.carried} onChange={(e) => edit((d) => void (d.shield.carried = e.target.checked))} />
          Carries a shield
        </label>
        {draft.shield.carried && (
          <>
            <div className="field gear-shield-name">
              <label htmlFor={`${id}-shield-name`}>Shield name</label>
              <input
                id={`${id}-shield-name`}
                placeholder="e.g. Small shield"
                value={draft.shield.name}
                onChange={(e) => edit((d) => void (d.shield.name = e.target.value))}
                {...marked(marks, 'sheet.shield.name', rid('sheet.shield.name'))}
              />
              <Reason marks={marks} path="sheet.shield.name" id={rid('sheet.shield.name')} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-shield-pr`}>
                <abbr title="Protection rating: the share of the attack table the shield covers">PR</abbr>
              </label>
              <input
                id={`${id}-shield-pr`}
                inputMode="numeric"
                placeholder="0–6"
                value={draft.shield.pr}
                onChange={(e) => edit((d) => void (d.shield.pr = e.target.value))}
                {...marked(marks, 'sheet.shield.pr', rid('sheet.shield.pr'), 'num-input')}
              />
              <Reason marks={marks} path="sheet.shield.pr" id={rid('sheet.shield.pr')} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-shield-hp`}>Shield HP</label>
              <input
                id={`${id}-shield-hp`}
                inputMode="numeric"
                value={draft.shield.hp}
                onChange={(e) => edit((d) => void (d.shield.hp = e.target.value))}
                {...marked(marks, 'sheet.shield.hp', rid('sheet.shield.hp'), 'num-input')}
              />
              <Reason marks={marks} path="sheet.shield.hp" id={rid('sheet.shield.hp')} />
            </div>
          </>
        )}
      </div>
      <Reason marks={marks} path="sheet.shield" id={rid('sheet.shield')} />
      <div className="gear-armour">
        <label htmlFor={`${id}-armour`}>Armour DR</label>
        <input
          id={`${id}-armour`}
          inputMode="numeric"
          value={draft.armourDr}
          onChange={(e) => edit((d) => void (d.armourDr = e.target.value))}
          {...marked(marks, 'sheet.armourDr', rid('sheet.armourDr'), 'num-input')}
        />
        <span className="hint">the worn armour&rsquo;s, as the genre sets it (leather 2, chain 4, plate 7, say); its weight is in the inventory.</span>
      </div>
      <Reason marks={marks} path="sheet.armourDr" id={rid('sheet.armourDr')} />
    </Section>
  );
}
