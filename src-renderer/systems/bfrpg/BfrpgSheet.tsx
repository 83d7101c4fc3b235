import { useMemo, type FormEvent } from 'react';
import { abilityNames, isCharacter, races, saveNames, thiefSkillNames, type MemberView } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { Field } from '../../components/Field';
import { SheetActions } from '../../components/SheetActions';
import { changeFrom } from '../../components/pool-edit';
import { useSheetDraft } from '../../components/use-sheet-draft';
import { useFieldErrors } from '../../components/field-errors';
import { useParty } from '../../stores/party';

const ABILITY_LABELS: Record<(typeof abilityNames)[number], string> = {
  str: 'STR',
  int: 'INT',
  wis: 'WIS',
  dex: 'DEX',
  con: 'CON',
  cha: 'CHA',
};
const SAVE_LABELS: Record<(typeof saveNames)[number], string> = {
  deathRay: 'Death ray / poison',
  wands: 'Magic wands',
  paralysis: 'Paralysis / petrify',
  dragonBreath: 'Dragon breath',
  spells: 'Spells',
};
const THIEF_LABELS: Record<(typeof thiefSkillNames)[number], string> = {
  openLocks: 'Open locks',
  removeTraps: 'Remove traps',
  pickPockets: 'Pick pockets',
  moveSilently: 'Move silently',
  climbWalls: 'Climb walls',
  hide: 'Hide',
  listen: 'Listen',
};

/** BFRPG ability bonus (supplement A1), shown beside each score as the GM types. */
function bonus(score: number): string {
  const b = score <= 3 ? -3 : score <= 5 ? -2 : score <= 8 ? -1 : score <= 12 ? 0 : score <= 15 ? 1 : score <= 17 ? 2 : 3;
  return b > 0 ? `+${b}` : String(b);
}

/** Scores as typed, so a half-typed value is not lost; the server judges them. */
type Scores = Partial<Record<string, string | number>>;
/** A character's or a beast's or vehicle's sheet as the form edits it; fields the form does not show ride along. */
interface SheetDraft {
  [field: string]: unknown;
  race?: string;
  class?: string;
  level?: string | number;
  ac?: string | number;
  abilities?: Scores;
  saves?: Scores;
  thief?: Scores;
  darkvision?: boolean;
  notes?: string;
  beast?: string;
  vehicle?: string;
  /** A beast's or vehicle's own load and pace, where the rules take the GM's (as typed). */
  figures?: { loadPounds?: string | number; milesPerDay?: string | number };
}
type Draft = { name: string; hp: { current: string; max: string }; sheet: SheetDraft };
const toDraft = (m: MemberView): Draft => ({
  name: m.name,
  hp: { current: String(m.hp.current), max: String(m.hp.max) },
  sheet: structuredClone(m.sheet),
});
/** Number inputs are kept as typed so a half-typed value is not lost; the server judges them. */
const num = (text: string) => (text.trim() === '' ? text : Number(text));

/** The GM's own load and pace as sent: both left empty goes back to the rules' table; one alone is sent for the server to name the other. */
function gmFigures(typed: SheetDraft['figures']): { loadPounds: unknown; milesPerDay: unknown } | undefined {
  const load = String(typed?.loadPounds ?? '');
  const miles = String(typed?.milesPerDay ?? '');
  if (load.trim() === '' && miles.trim() === '') return undefined;
  return { loadPounds: load.trim() === '' ? undefined : num(load), milesPerDay: miles.trim() === '' ? undefined : num(miles) };
}

/** A Basic Fantasy character's sheet, or any campaign's pack animal or vehicle (of those its rules know). */
export function BfrpgSheet({ member }: { member: MemberView }) {
  const apply = useParty((s) => s.apply);
  const haulers = useParty((s) => s.haulers);
  const baseline = useMemo(() => toDraft(member), [member]);
  const errors = useFieldErrors([
    'name',
    'hp.current',
    'hp.max',
    ...abilityNames.map((a) => `sheet.abilities.${a}`),
    ...saveNames.map((s) => `sheet.saves.${s}`),
    ...thiefSkillNames.map((s) => `sheet.thief.${s}`),
    'sheet.race',
    'sheet.class',
    'sheet.level',
    'sheet.ac',
    'sheet.notes',
    'sheet.beast',
    'sheet.vehicle',
    'sheet.figures.loadPounds',
    'sheet.figures.milesPerDay',
  ]);
  const { draft, edit, saved, setSaved, dirty, revert } = useSheetDraft(baseline, errors.clearUnlessConflict);
  const character = isCharacter(member);
  // The armour worn and a shield set the AC (supplement A12): a typed figure would go stale when armour changes.
  const worn = member.figures.characteristics.find((c) => c.key === 'ac');

  async function save(event: FormEvent) {
    event.preventDefault();
    const sheet = character
      ? {
          ...draft.sheet,
          level: num(String(draft.sheet.level)),
          ac: num(String(draft.sheet.ac)),
          abilities: Object.fromEntries(abilityNames.map((a) => [a, num(String(draft.sheet.abilities?.[a]))])),
          saves: Object.fromEntries(saveNames.map((s) => [s, num(String(draft.sheet.saves?.[s]))])),
          ...(draft.sheet.thief && {
            thief: Object.fromEntries(Object.entries(draft.sheet.thief).filter(([, v]) => String(v).trim() !== '').map(([k, v]) => [k, num(String(v))])),
          }),
        }
      : { ...draft.sheet, figures: gmFigures(draft.sheet.figures) };
    // HP moves by the change typed while the maximum stands; a new maximum sets both as typed.
    const hpBy = String(num(draft.hp.max)) === String(member.hp.max) ? changeFrom(num(draft.hp.current), member.hp.current) : undefined;
    const hp = hpBy === undefined ? { hp: { current: num(draft.hp.current), max: num(draft.hp.max) } as never } : hpBy !== 0 && { hpBy };
    const ok = await errors.attempt(() =>
      apply(api.member.update({ memberId: member.id, name: draft.name, ...hp, sheet, read: { name: member.name, sheet: member.sheet } })),
    );
    setSaved(ok);
  }

  const input = (path: string, value: unknown, onChange: (v: string) => void, props: Record<string, unknown> = {}) => (id: string) => (
    <input
      id={id}
      value={String(value ?? '')}
      aria-invalid={errors.errorFor(path) ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
      {...props}
    />
  );

  return (
    <form className="sheet" onSubmit={save} noValidate aria-label={`Sheet of ${member.name}`}>
      <div className="sheet-grid">
        <Field label="Name" error={errors.errorFor('name')} wide>
          {input('name', draft.name, (v) => edit((d) => void (d.name = v)))}
        </Field>
        <Field label="HP" error={errors.errorFor('hp.current')}>
          {input('hp.current', draft.hp.current, (v) => edit((d) => void (d.hp.current = v)), { inputMode: 'numeric' })}
        </Field>
        <Field label="Max HP" error={errors.errorFor('hp.max')}>
          {input('hp.max', draft.hp.max, (v) => edit((d) => void (d.hp.max = v)), { inputMode: 'numeric' })}
        </Field>
        {character ? (
          <>
            <Field label="Race" error={errors.errorFor('sheet.race')}>
              {(id) => (
                <select id={id} value={draft.sheet.race} onChange={(e) => edit((d) => void (d.sheet.race = e.target.value))}>
                  {races.map((r) => (
                    <option key={r} value={r}>
                      {r[0].toUpperCase() + r.slice(1)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Class" error={errors.errorFor('sheet.class')}>
              {input('sheet.class', draft.sheet.class, (v) => edit((d) => void (d.sheet.class = v)))}
            </Field>
            <Field label="Level" error={errors.errorFor('sheet.level')}>
              {input('sheet.level', draft.sheet.level, (v) => edit((d) => void (d.sheet.level = v)), { inputMode: 'numeric' })}
            </Field>
            {worn ? (
              <Field label="AC" hint={worn.formula}>
                {(id) => (
                  <output id={id} className="derived-ac">
                    {worn.value}
                  </output>
                )}
              </Field>
            ) : (
              <Field label="AC" error={errors.errorFor('sheet.ac')}>
                {input('sheet.ac', draft.sheet.ac, (v) => edit((d) => void (d.sheet.ac = v)), { inputMode: 'numeric' })}
              </Field>
            )}
          </>
        ) : (
          <Field label={member.kind === 'animal' ? 'Beast' : 'Vehicle'} error={errors.errorFor(member.kind === 'animal' ? 'sheet.beast' : 'sheet.vehicle')}>
            {(id) => {
              const key = member.kind === 'animal' ? 'beast' : 'vehicle';
              const options = member.kind === 'animal' ? haulers?.beasts : haulers?.vehicles;
              return (
                <select id={id} value={draft.sheet[key]} onChange={(e) => edit((d) => void (d.sheet[key] = e.target.value))}>
                  {options?.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </select>
              );
            }}
          </Field>
        )}
        {!character && haulers?.takesGmFigures && (
          <>
            <Field label="Its load (lb, your figure)" error={errors.errorFor('sheet.figures.loadPounds')}>
              {input('sheet.figures.loadPounds', draft.sheet.figures?.loadPounds, (v) => edit((d) => void ((d.sheet.figures ??= {}).loadPounds = v)), {
                inputMode: 'decimal',
                placeholder: 'table default',
              })}
            </Field>
            <Field label="Miles a day (your figure)" error={errors.errorFor('sheet.figures.milesPerDay')}>
              {input('sheet.figures.milesPerDay', draft.sheet.figures?.milesPerDay, (v) => edit((d) => void ((d.sheet.figures ??= {}).milesPerDay = v)), {
                inputMode: 'decimal',
                placeholder: 'table default',
              })}
            </Field>
          </>
        )}
      </div>

      {character && (
        <>
          <fieldset className="sheet-abilities">
            <legend>Abilities</legend>
            {abilityNames.map((a) => (
              <Field key={a} label={ABILITY_LABELS[a]} error={errors.errorFor(`sheet.abilities.${a}`)}>
                {(id) => (
                  <div className="ability">
                    {input(`sheet.abilities.${a}`, draft.sheet.abilities?.[a], (v) => edit((d) => void ((d.sheet.abilities ??= {})[a] = v)), { inputMode: 'numeric' })(id)}
                    <span className="ability-bonus numeric" aria-label={`${ABILITY_LABELS[a]} bonus`}>
                      {Number.isInteger(Number(draft.sheet.abilities?.[a])) ? bonus(Number(draft.sheet.abilities?.[a])) : '–'}
                    </span>
                  </div>
                )}
              </Field>
            ))}
          </fieldset>
          <fieldset className="sheet-saves">
            <legend>Saving throws (roll this or higher on d20)</legend>
            {saveNames.map((s) => (
              <Field key={s} label={SAVE_LABELS[s]} error={errors.errorFor(`sheet.saves.${s}`)}>
                {input(`sheet.saves.${s}`, draft.sheet.saves?.[s], (v) => edit((d) => void ((d.sheet.saves ??= {})[s] = v)), { inputMode: 'numeric' })}
              </Field>
            ))}
          </fieldset>
          <fieldset className="sheet-thief">
            <legend>Thief abilities (%)</legend>
            {thiefSkillNames.map((s) => (
              <Field key={s} label={THIEF_LABELS[s]} error={errors.errorFor(`sheet.thief.${s}`)}>
                {input(`sheet.thief.${s}`, draft.sheet.thief?.[s] ?? '', (v) => edit((d) => void ((d.sheet.thief ??= {})[s] = v)), {
                  inputMode: 'numeric',
                  placeholder: '–',
                })}
              </Field>
            ))}
          </fieldset>
          <label className="check">
            <input
              type="checkbox"
              checked={Boolean(draft.sheet.darkvision)}
              onChange={(e) => edit((d) => void (d.sheet.darkvision = e.target.checked))}
            />
            Sees in the dark (darkvision)
          </label>
        </>
      )}
      <Field label="Notes" error={errors.errorFor('sheet.notes')} wide>
        {(id) => (
          <textarea id={id} rows={3} value={draft.sheet.notes ?? ''} onChange={(e) => edit((d) => void (d.sheet.notes = e.target.value))} />
        )}
      </Field>
      <Banner message={errors.general} />
      <SheetActions saved={saved} dirty={dirty} onRevert={revert} />
    </form>
  );
}
