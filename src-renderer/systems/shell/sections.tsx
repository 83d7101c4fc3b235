import { useId, useState, type ReactNode } from 'react';
import { newSkill, newTrait, type Draft, type Frequency, type SecondaryKey, type Severity } from './draft';
import type { ShellBuild, ShellCharts } from './charts';
import { markProps, type Mark } from './marks';

export interface SectionProps {
  draft: Draft;
  edit(mutate: (d: Draft) => void): void;
  build: ShellBuild | null;
  charts: ShellCharts | null;
  marks: Map<string, Mark>;
}

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** A figure with a true minus sign, so negative costs line up and read as negative. */
const figure = (n: number) => (n < 0 ? `−${-n}` : String(n));
const dash = '–';

/** A section of the builder with its heading; `aside` sits at the heading's right (a subtotal). */
export function Section({ title, aside, children, className }: { title: string; aside?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`shell-section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="shell-section-head">
        <h3 id={id}>{title}</h3>
        {aside !== undefined && <span className="shell-section-aside numeric">{aside}</span>}
      </header>
      {children}
    </section>
  );
}

/** Sum of the ledger items whose label passes `pick`, as "+45 chp". */
function subtotal(build: ShellBuild | null, pick: (label: string) => boolean): string | undefined {
  if (!build) return undefined;
  const sum = build.chp.items.filter((i) => pick(i.label)).reduce((s, i) => s + i.amount, 0);
  return `${signed(sum)} chp`;
}

const PRIMARY_NAMES = { st: 'Strength', ag: 'Agility', iq: 'Intelligence' } as const;

export function RaceSection({ draft, edit, marks }: SectionProps) {
  const id = useId();
  return (
    <Section title="Race" aside={draft.race.cost.trim() && Number(draft.race.cost) !== 0 ? `${signed(Number(draft.race.cost))} chp` : undefined}>
      <div className="shell-race">
        <div className="field race-name">
          <label htmlFor={`${id}-name`}>Race</label>
          <input id={`${id}-name`} value={draft.race.name} onChange={(e) => edit((d) => void (d.race.name = e.target.value))} {...markProps(marks, 'sheet.race.name')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cost`}>Race chp</label>
          <input
            id={`${id}-cost`}
            inputMode="numeric"
            value={draft.race.cost}
            onChange={(e) => edit((d) => void (d.race.cost = e.target.value))}
            {...markProps(marks, 'sheet.race.cost', 'num-input')}
          />
        </div>
        {(['st', 'ag', 'iq'] as const).map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{`${k.toUpperCase()} ±`}</label>
            <input
              id={`${id}-${k}`}
              aria-label={`Race ${k.toUpperCase()} modifier`}
              inputMode="numeric"
              placeholder="0"
              value={draft.race[k]}
              onChange={(e) => edit((d) => void (d.race[k] = e.target.value))}
              {...markProps(marks, `sheet.race.modifiers.${k}`, 'num-input')}
            />
          </div>
        ))}
      </div>
      <p className="hint">A race&rsquo;s modifiers come free on top of the levels bought; its chp pays for them.</p>
    </Section>
  );
}

export function PrimarySection({ draft, edit, build, charts, marks }: SectionProps) {
  const id = useId();
  const row = (level: number) => charts?.attributes.find((r) => r.level === level) ?? null;
  const d = build?.derived;
  const gives = (k: 'st' | 'ag' | 'iq'): ReactNode => {
    if (!build) return dash;
    if (k === 'st') {
      return d?.maxEncumbranceLb && d.baseDamage ? (
        <>
          carries <b className="numeric">{d.maxEncumbranceLb.value} lb</b> · damage <b>{d.baseDamage.value}</b>
        </>
      ) : (
        'off the chart'
      );
    }
    if (k === 'ag') {
      return d?.atMod && d.defMod ? (
        <>
          AT <b className="numeric">{signed(d.atMod.value)}</b> · DEF <b className="numeric">{signed(d.defMod.value)}</b>
        </>
      ) : (
        'off the chart'
      );
    }
    const wp = build.secondary.find((s) => s.id === 'WP');
    const per = build.secondary.find((s) => s.id === 'PER');
    return (
      <>
        base of WP <b className="numeric">{wp?.base}</b> · PER <b className="numeric">{per?.base}</b>
      </>
    );
  };
  return (
    <Section title="Primary attributes" aside={subtotal(build, (l) => l === 'ST' || l === 'AG' || l === 'IQ')}>
      <table className="shell-table primaries">
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Bought</th>
            <th scope="col" className="num">Race</th>
            <th scope="col" className="num">Value</th>
            <th scope="col" className="num">chp</th>
            <th scope="col">What it gives</th>
          </tr>
        </thead>
        <tbody>
          {(['st', 'ag', 'iq'] as const).map((k) => {
            const p = build?.primaries.find((x) => x.id === k.toUpperCase());
            const bought = Number(draft.attributes[k]);
            const here = Number.isInteger(bought) ? row(bought) : null;
            const next = Number.isInteger(bought) ? row(bought + 1) : null;
            const racial = Number(draft.race[k]) || 0;
            return (
              <tr key={k}>
                <th scope="row">
                  <label htmlFor={`${id}-${k}`} className="attr-id">
                    {k.toUpperCase()}
                  </label>
                  <span className="attr-name">{PRIMARY_NAMES[k]}</span>
                </th>
                <td>
                  <input
                    id={`${id}-${k}`}
                    type="number"
                    min={7}
                    max={20}
                    inputMode="numeric"
                    value={draft.attributes[k]}
                    onChange={(e) => edit((dr) => void (dr.attributes[k] = e.target.value))}
                    {...markProps(marks, `sheet.attributes.${k}`, 'num-input big')}
                  />
                </td>
                <td className="num numeric muted">{racial === 0 ? dash : signed(racial)}</td>
                <td className="num numeric value" title={p?.formula}>
                  {p?.value ?? dash}
                </td>
                <td className="num numeric">
                  <span className="chp">{here ? figure(here.chp) : p?.chp != null ? figure(p.chp) : dash}</span>
                  {here && next && <span className="next-level">next {signed(next.chp - here.chp)}</span>}
                </td>
                <td className="gives">{gives(k)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint">Levels 7 to 20; 10 is an ordinary human and costs nothing. Below 10 gives chp back.</p>
    </Section>
  );
}

const MAIN_SECONDARY: readonly SecondaryKey[] = ['ht', 'hp', 'end', 'wp', 'cha', 'per', 'mv'];
const NPC_SECONDARY: readonly SecondaryKey[] = ['flight', 'dr', 'dm', 'mr', 'atMod', 'defMod'];

function SecondaryRows({ keys, draft, edit, build, charts, marks }: SectionProps & { keys: readonly SecondaryKey[] }) {
  return (
    <table className="shell-table secondary">
      <thead>
        <tr>
          <th scope="col">Attribute</th>
          <th scope="col" className="num">Base</th>
          <th scope="col">+ Bought</th>
          <th scope="col" className="num">= Value</th>
          <th scope="col" className="num">chp</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => {
          const s = build?.secondary.find((x) => x.key === k);
          const rule = charts?.secondary.find((x) => x.key === k);
          const id = s?.id ?? rule?.id ?? k.toUpperCase();
          const path = `sheet.secondary.${k}`;
          return (
            <tr key={k}>
              <th scope="row">
                <span className="attr-id">{id === 'ATMod' ? 'AT Mod' : id === 'DEFMod' ? 'DEF Mod' : id}</span>
                <span className="attr-name">{rule?.label ?? ''}</span>
              </th>
              <td className="num numeric muted">
                {s ? s.base : dash}
                {s && s.racial !== 0 && <span className="racial"> {signed(s.racial)} race</span>}
              </td>
              <td>
                <input
                  aria-label={`Bought ${id === 'ATMod' ? 'AT Mod' : id === 'DEFMod' ? 'DEF Mod' : id}`}
                  inputMode="numeric"
                  placeholder="0"
                  value={draft.secondary[k]}
                  onChange={(e) => edit((d) => void (d.secondary[k] = e.target.value))}
                  {...markProps(marks, path, 'num-input')}
                />
              </td>
              <td className="num numeric value" title={s?.formula}>
                {s ? s.value : dash}
              </td>
              <td className="num numeric">{s ? (s.chp === 0 ? dash : figure(s.chp)) : dash}</td>
              <td className="price">{rule?.costNote ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function SecondarySection(props: SectionProps) {
  const { draft, build } = props;
  const npcSet = NPC_SECONDARY.some((k) => draft.secondary[k].trim() !== '' && Number(draft.secondary[k]) !== 0);
  const [open, setOpen] = useState(npcSet || draft.npc);
  const secondaryIds = new Set(['HT', 'HP', 'END', 'WP', 'CHA', 'PER', 'MV', 'Flight', 'DR', 'DM', 'MR', 'ATMod', 'DEFMod']);
  return (
    <Section title="Secondary attributes" aside={subtotal(build, (l) => secondaryIds.has(l))}>
      <SecondaryRows {...props} keys={MAIN_SECONDARY} />
      <details className="npc-attributes" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>
          NPC attributes: Flight, <abbr title="Damage resistance">DR</abbr>, <abbr title="Damage modifier">DM</abbr>, <abbr title="Magic resistance">MR</abbr>, AT and DEF mods
          {npcSet && <span className="badge small">in use</span>}
        </summary>
        <p className="hint">Player characters have 0 in these unless the GM allows otherwise.</p>
        <SecondaryRows {...props} keys={NPC_SECONDARY} />
      </details>
    </Section>
  );
}

const SEVERITY_FALLBACK: readonly { id: Severity; multiplier: number }[] = [
  { id: 'slight', multiplier: 1 },
  { id: 'moderate', multiplier: 2 },
  { id: 'significant', multiplier: 3 },
  { id: 'extreme', multiplier: 4 },
];
const FREQUENCY_FALLBACK: readonly { id: Frequency; multiplier: number }[] = [
  { id: 'rarely', multiplier: 0.5 },
  { id: 'occasionally', multiplier: 1 },
  { id: 'often', multiplier: 2 },
  { id: 'always', multiplier: 3 },
];
const times = (m: number) => `×${m === 0.5 ? '½' : m}`;
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export function TraitsSection({ draft, edit, build, charts, marks }: SectionProps) {
  const severities = charts?.severities ?? SEVERITY_FALLBACK;
  const frequencies = charts?.frequencies ?? FREQUENCY_FALLBACK;
  const total = build ? build.advantages.reduce((s, a) => s + a.chp, 0) : null;
  return (
    <Section title="Advantages and disadvantages" aside={total === null || draft.advantages.length === 0 ? undefined : `${signed(total)} chp`}>
      {draft.advantages.length === 0 && <p className="muted empty-rows">None yet. The guideline prices each one as ±5 × severity × how often it matters.</p>}
      <ol className="shell-rows">
        {draft.advantages.map((a, i) => {
          const n = i + 1;
          const cost = build?.advantages[i];
          const at = `sheet.advantages.${i}`;
          return (
            <li key={a.key} className={`shell-row trait-${a.kind}`}>
              <div className="row-main">
                <input
                  aria-label={`Trait ${n} name`}
                  placeholder={a.kind === 'advantage' ? 'e.g. Danger Sense' : 'e.g. Fear of heights'}
                  value={a.name}
                  onChange={(e) => edit((d) => void (d.advantages[i].name = e.target.value))}
                  {...markProps(marks, `${at}.name`)}
                />
                <select aria-label={`Trait ${n} type`} value={a.kind} onChange={(e) => edit((d) => void (d.advantages[i].kind = e.target.value as typeof a.kind))}>
                  <option value="advantage">Advantage</option>
                  <option value="disadvantage">Disadvantage</option>
                </select>
                <span className={`row-cost numeric${cost && cost.chp < 0 ? ' negative' : ''}`} aria-label={`Trait ${n} costs`}>
                  {cost ? `${signed(cost.chp)} chp` : dash}
                </span>
                <button type="button" className="row-remove" onClick={() => edit((d) => void d.advantages.splice(i, 1))} aria-label={`Remove trait ${n}`}>
                  Remove
                </button>
              </div>
              <div className="row-sub">
                <select
                  aria-label={`Trait ${n} severity`}
                  value={a.severity}
                  disabled={a.fixed}
                  onChange={(e) => edit((d) => void (d.advantages[i].severity = e.target.value as Severity))}
                >
                  {severities.map((s) => (
                    <option key={s.id} value={s.id}>
                      {capital(s.id)} {times(s.multiplier)}
                    </option>
                  ))}
                </select>
                <select
                  aria-label={`Trait ${n} frequency`}
                  value={a.frequency}
                  disabled={a.fixed}
                  onChange={(e) => edit((d) => void (d.advantages[i].frequency = e.target.value as Frequency))}
                >
                  {frequencies.map((f) => (
                    <option key={f.id} value={f.id}>
                      {capital(f.id)} {times(f.multiplier)}
                    </option>
                  ))}
                </select>
                <label className="check inline-check">
                  <input
                    type="checkbox"
                    checked={a.fixed}
                    onChange={(e) =>
                      edit((d) => {
                        d.advantages[i].fixed = e.target.checked;
                        if (e.target.checked && d.advantages[i].cost.trim() === '' && cost) d.advantages[i].cost = String(cost.chp);
                      })
                    }
                  />
                  GM sets the chp
                </label>
                {a.fixed && (
                  <input
                    aria-label={`Trait ${n} chp set by the GM`}
                    inputMode="numeric"
                    value={a.cost}
                    onChange={(e) => edit((d) => void (d.advantages[i].cost = e.target.value))}
                    {...markProps(marks, `${at}.cost`, 'num-input')}
                  />
                )}
              </div>
              {cost && <p className="formula">{cost.formula}</p>}
            </li>
          );
        })}
      </ol>
      <div className="add-rows">
        <button type="button" onClick={() => edit((d) => void d.advantages.push(newTrait('advantage')))}>
          Add advantage
        </button>
        <button type="button" onClick={() => edit((d) => void d.advantages.push(newTrait('disadvantage')))}>
          Add disadvantage
        </button>
      </div>
    </Section>
  );
}

export function OtherSection({ draft, edit, build, charts, marks }: SectionProps) {
  const id = useId();
  const wealth = charts?.wealth ?? [];
  const overweight = build?.derived.overweightLb;
  return (
    <Section title="Handedness, wealth and build" aside={subtotal(build, (l) => l === 'ambidexterity' || l === 'wealth')}>
      <div className="shell-other">
        <label className="check">
          <input type="checkbox" checked={draft.ambidextrous} onChange={(e) => edit((d) => void (d.ambidextrous = e.target.checked))} />
          Ambidextrous <span className="muted numeric">(+5 chp)</span>
        </label>
        <div className="field">
          <label htmlFor={`${id}-wealth`}>Starting wealth (× standard)</label>
          <select id={`${id}-wealth`} value={draft.wealth} onChange={(e) => edit((d) => void (d.wealth = e.target.value as Draft['wealth']))}>
            {(wealth.length ? wealth : [{ key: draft.wealth, multiplier: Number(draft.wealth.slice(1)), chp: 0 }]).map((w) => (
              <option key={w.key} value={w.key}>
                {`×${w.multiplier} · ${w.chp === 0 ? 'no chp' : `${signed(w.chp)} chp`}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-weight`}>Body weight (lb)</label>
          <input
            id={`${id}-weight`}
            inputMode="decimal"
            value={draft.bodyWeightLb}
            onChange={(e) => edit((d) => void (d.bodyWeightLb = e.target.value))}
            {...markProps(marks, 'sheet.bodyWeightLb', 'num-input')}
          />
        </div>
      </div>
      {overweight && (
        <p className={overweight.value > 0 ? 'reason overweight' : 'hint'}>
          {overweight.value > 0 ? `Overweight: ${overweight.value} lb of body weight counts as load (${overweight.formula}).` : overweight.formula}
        </p>
      )}
    </Section>
  );
}

export function SkillsSection({ draft, edit, build, marks }: SectionProps) {
  const total = build?.exp.spent;
  return (
    <Section title="Skills" aside={total === undefined || draft.skills.length === 0 ? undefined : `${total} exp`}>
      {draft.skills.length === 0 && <p className="muted empty-rows">No skills yet. Skills are bought with experience points.</p>}
      <ol className="shell-rows">
        {draft.skills.map((k, i) => {
          const n = i + 1;
          const cost = build?.skills[i];
          const at = `sheet.skills.${i}`;
          return (
            <li key={k.key} className="shell-row">
              <div className="row-main skill-main">
                <input
                  aria-label={`Skill ${n} name`}
                  placeholder="e.g. Swordsmanship"
                  value={k.name}
                  onChange={(e) => edit((d) => void (d.skills[i].name = e.target.value))}
                  {...markProps(marks, `${at}.name`)}
                />
                <select
                  aria-label={`Skill ${n} kind`}
                  value={k.kind}
                  onChange={(e) => edit((d) => void (d.skills[i].kind = e.target.value as typeof k.kind))}
                  {...markProps(marks, `${at}.kind`)}
                >
                  <option value="major">Major</option>
                  <option value="minor">Minor</option>
                </select>
                <label className="level-field">
                  <span>Level</span>
                  <input
                    aria-label={`Skill ${n} level`}
                    type="number"
                    min={0}
                    max={40}
                    inputMode="numeric"
                    value={k.level}
                    onChange={(e) => edit((d) => void (d.skills[i].level = e.target.value))}
                    {...markProps(marks, `${at}.level`, 'num-input')}
                  />
                </label>
                <span className="row-cost numeric" aria-label={`Skill ${n} costs`}>
                  {cost ? `${cost.exp} exp` : dash}
                </span>
                <button type="button" className="row-remove" onClick={() => edit((d) => void d.skills.splice(i, 1))} aria-label={`Remove skill ${n}`}>
                  Remove
                </button>
              </div>
              <div className="row-sub">
                <label className="level-field">
                  <span>Group</span>
                  <input
                    aria-label={`Skill ${n} group`}
                    placeholder="none"
                    value={k.group}
                    onChange={(e) => edit((d) => void (d.skills[i].group = e.target.value))}
                    {...markProps(marks, `${at}.group`, 'group-input')}
                  />
                </label>
                <label className="check inline-check">
                  <input type="checkbox" checked={k.combat} onChange={(e) => edit((d) => void (d.skills[i].combat = e.target.checked))} />
                  Combat skill
                </label>
                {cost && (
                  <span className="training">
                    {cost.training}
                    {cost.damageBonus ? <b className="numeric"> · damage {signed(cost.damageBonus)}</b> : null}
                    {!cost.fullPrice && <span className="badge small">grouped</span>}
                  </span>
                )}
              </div>
              {cost && <p className="formula">{cost.formula}</p>}
            </li>
          );
        })}
      </ol>
      <div className="add-rows">
        <button type="button" onClick={() => edit((d) => void d.skills.push(newSkill()))}>
          Add skill
        </button>
        <span className="hint">
          Skills in the same group pay full price only for the best; the rest pay their level × the level-1 price.
        </span>
      </div>
    </Section>
  );
}

export function DerivedSection({ build }: { build: ShellBuild | null }) {
  if (!build) return null;
  const d = build.derived;
  const rows: { label: string; value: string | number; formula: string }[] = [];
  if (d.maxEncumbranceLb) rows.push({ label: 'Max encumbrance', value: `${d.maxEncumbranceLb.value} lb`, formula: d.maxEncumbranceLb.formula });
  if (d.baseDamage) rows.push({ label: 'Base damage', value: d.baseDamage.value, formula: d.baseDamage.formula });
  if (d.atMod) rows.push({ label: 'AT mod (AG)', value: signed(d.atMod.value), formula: d.atMod.formula });
  if (d.defMod) rows.push({ label: 'DEF mod (AG)', value: signed(d.defMod.value), formula: d.defMod.formula });
  if (d.hpRecoveryPercent) rows.push({ label: 'Healing a day', value: `${d.hpRecoveryPercent.value}%`, formula: d.hpRecoveryPercent.formula });
  for (const id of ['HP', 'END', 'MV'] as const) {
    const s = build.secondary.find((x) => x.id === id);
    if (s) rows.push({ label: id, value: s.value, formula: s.formula });
  }
  if (d.overweightLb) rows.push({ label: 'Body weight as load', value: `${d.overweightLb.value} lb`, formula: d.overweightLb.formula });
  return (
    <Section title="Derived figures">
      <table className="shell-table derived-live">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td className="num numeric value">{r.value}</td>
              <td className="formula">{r.formula}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function LedgerSection({ build }: { build: ShellBuild | null }) {
  if (!build) return null;
  const list = (ledger: ShellBuild['chp'], unit: string, empty: string) => (
    <ul className="ledger">
      {ledger.items.length === 0 && <li className="muted">{empty}</li>}
      {ledger.items.map((item, i) => (
        <li key={`${item.label}-${i}`}>
          <span className="ledger-label">{item.label}</span>
          <span className={`ledger-amount numeric${item.amount < 0 ? ' negative' : ''}`}>
            {signed(item.amount)} {unit}
          </span>
          <span className="formula">{item.formula}</span>
        </li>
      ))}
      <li className="ledger-total">
        <span className="ledger-label">Total</span>
        <span className="ledger-amount numeric">
          {ledger.spent} / {ledger.budget} {unit}
        </span>
      </li>
    </ul>
  );
  return (
    <details className="shell-section ledger-details">
      <summary>Where the points go</summary>
      <div className="ledger-grid">
        <div>
          <h4>Character points</h4>
          {list(build.chp, 'chp', 'Nothing bought: every attribute at 10.')}
        </div>
        <div>
          <h4>Experience points</h4>
          {list(build.exp, 'exp', 'No skills.')}
        </div>
      </div>
    </details>
  );
}
