import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { gurpsSenseNames, type GurpsCharacterSheet, type MemberView } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { useFieldErrors } from '../../components/field-errors';
import { LoadMeter, PoolMeters } from '../../components/PoolMeters';
import { SheetActions } from '../../components/SheetActions';
import { changeFrom } from '../../components/pool-edit';
import { useSheetDraft } from '../../components/use-sheet-draft';
import { useParty } from '../../stores/party';
import { DerivedFigures } from '../../views/party/DerivedFigures';
import { useLatestAnswer } from '../../components/use-latest-answer';
import { fig, numberOr, required } from './numbers';
import { toWeaponDrafts, toWeapons, weaponErrorPaths, WeaponsEditor, type WeaponDraft } from './WeaponsEditor';
import { GulliverSizeFields, sizeErrorPaths, toSizeDraft, withSize, type GulliverSizeDraft } from './GulliverSizeFields';
import { useGulliver } from './use-gulliver';
import { traitErrorPaths, TraitsEditor, type TraitsDraft } from './TraitsEditor';
import { GcsExport } from './gcs/GcsExport';
import './gurps.css';

const ATTRIBUTES = [
  { key: 'st', label: 'ST', title: 'Strength' },
  { key: 'dx', label: 'DX', title: 'Dexterity' },
  { key: 'iq', label: 'IQ', title: 'Intelligence' },
  { key: 'ht', label: 'HT', title: 'Health' },
] as const;
type AttributeKey = (typeof ATTRIBUTES)[number]['key'];

/** Each bought secondary characteristic, and the derived figure it moves. */
const SECONDARY = [
  { key: 'hp', label: 'HP', from: 'ST' },
  { key: 'will', label: 'Will', from: 'IQ' },
  { key: 'per', label: 'Per', from: 'IQ' },
  { key: 'fp', label: 'FP', from: 'HT' },
  { key: 'basicSpeed', label: 'Basic Speed', from: '(HT+DX)/4' },
  { key: 'basicMove', label: 'Basic Move', from: 'Speed' },
] as const;
type SecondaryKey = (typeof SECONDARY)[number]['key'];

interface SkillDraft {
  key: number;
  name: string;
  level: string;
  /** What the form does not edit (attribute, difficulty, trait bonus, technique), kept as it was. */
  kept: Omit<GurpsCharacterSheet['skills'][number], 'name' | 'level'>;
}
interface Draft {
  name: string;
  hp: string;
  fp: string;
  species: string;
  attributes: Record<AttributeKey, string>;
  secondary: Record<SecondaryKey, string>;
  skills: SkillDraft[];
  weapons: WeaponDraft[];
  dr: string;
  nightVision: boolean;
  traits: TraitsDraft;
  notes: string;
  size: GulliverSizeDraft;
}

let skillKeys = 0;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function toDraft(m: MemberView): Draft {
  // The host answers a GURPS member with the sheet its ruleset completed, so every field is the schema's.
  const s = m.sheet as Partial<GurpsCharacterSheet>;
  return {
    name: m.name,
    hp: String(m.hp.current),
    fp: text(m.fp?.current),
    species: text(s.species ?? 'Human'),
    attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a.key, text(s.attributes?.[a.key])])) as Draft['attributes'],
    secondary: Object.fromEntries(SECONDARY.map((b) => [b.key, text(s.secondary?.[b.key])])) as Draft['secondary'],
    skills: (s.skills ?? []).map(({ name, level, ...kept }) => ({ key: ++skillKeys, name, level: String(level), kept })),
    weapons: toWeaponDrafts(s.weapons),
    dr: text(s.dr ?? 0),
    nightVision: Boolean(s.nightVision),
    traits: structuredClone(s.traits ?? {}),
    notes: text(s.notes),
    size: toSizeDraft(s),
  };
}

/** The whole sheet as the server wants it: what the form does not show is kept as it was. */
function toSheet(d: Draft, original: Record<string, unknown>, gulliver: boolean): Record<string, unknown> {
  const secondary = Object.fromEntries(
    SECONDARY.filter((b) => d.secondary[b.key].trim() !== '').map((b) => [b.key, Number(d.secondary[b.key])]),
  );
  const sheet: Record<string, unknown> = {
    ...original,
    species: d.species,
    attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a.key, required(d.attributes[a.key])])),
    secondary,
    skills: d.skills.map((k) => ({ ...k.kept, name: k.name, level: required(k.level) })),
    weapons: toWeapons(d.weapons),
    dr: numberOr(d.dr) ?? 0,
    nightVision: d.nightVision,
    traits: d.traits,
    notes: d.notes,
  };
  return gulliver ? withSize(sheet, d.size) : sheet;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const SENSE_LABELS: Record<(typeof gurpsSenseNames)[number], string> = { vision: 'Vision', hearing: 'Hearing', tasteSmell: 'Taste/Smell', touch: 'Touch' };

/** Fright Check, the senses and the point total as the GCS file gave them, following Will and Per as they stand. */
function KeptFigures({ sheet, will, per }: { sheet: Partial<GurpsCharacterSheet>; will: number | undefined; per: number | undefined }) {
  const earned = sheet.characterPoints?.earned ?? 0;
  const items: [string, string][] = [];
  if (will !== undefined) items.push(['Fright Check', `${will + (sheet.frightCheck ?? 0)}${sheet.frightCheck ? ` (Will ${signed(sheet.frightCheck)})` : ''}`]);
  if (per !== undefined) {
    for (const sense of gurpsSenseNames) {
      const by = sheet.senses?.[sense];
      items.push([SENSE_LABELS[sense], `${per + (by ?? 0)}${by ? ` (Per ${signed(by)})` : ''}`]);
    }
  }
  if (sheet.pointTotal !== undefined) items.push(['Points', `${sheet.pointTotal + earned}${earned ? ` (${sheet.pointTotal} built on, ${earned} earned in play)` : ''}`]);
  return (
    <section className="gurps-kept" aria-label="Rolls and points">
      <dl className="gurps-kept-list">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="numeric">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What a skill's level holds beyond its points: a technique's base, levels from traits. */
function SkillNote({ kept }: { kept: SkillDraft['kept'] }) {
  const parts = [
    ...(kept.technique ? [`technique of ${kept.technique.of}${kept.technique.modifier ? ` ${signed(kept.technique.modifier)}` : ''}`] : []),
    ...(kept.bonus ? [`${signed(kept.bonus)} from traits`] : []),
  ];
  return <span className="hint gurps-skill-note">{parts.join(', ')}</span>;
}

/** "Light (level 1), Move 4", from the figures the server worked out for the saved sheet and the load. */
function encumbranceText(m: MemberView): string {
  const f = m.figures;
  const level = `${f.encumbrance.label} (level ${f.encumbrance.rank})`;
  return f.canMove ? `${level}, Move ${f.move.perRound}` : `${level}, cannot move`;
}

/** A GURPS character's sheet (player character or hireling): attributes, bought figures, skills, GULLIVER size. */
export function GurpsSheet({ member }: { member: MemberView }) {
  const apply = useParty((s) => s.apply);
  const gulliver = useGulliver();
  const baseline = useMemo(() => toDraft(member), [member]);
  // The errors' list follows the draft's rows, so the draft comes first and clears them by name.
  const { draft, edit, saved, setSaved, dirty, revert } = useSheetDraft(baseline, () => clearUnlessConflict());
  const errors = useFieldErrors([
    'name',
    'hp.current',
    'hp',
    'sheet.species',
    ...ATTRIBUTES.map((a) => `sheet.attributes.${a.key}`),
    ...SECONDARY.map((b) => `sheet.secondary.${b.key}`),
    ...draft.skills.flatMap((_, i) => [`sheet.skills.${i}.name`, `sheet.skills.${i}.level`]),
    'sheet.skills',
    ...weaponErrorPaths(draft.weapons.length),
    'sheet.dr',
    ...traitErrorPaths,
    ...sizeErrorPaths,
    'sheet.notes',
    'sheet.secondary',
    'sheet.attributes',
  ]);
  const { clearUnlessConflict } = errors;
  const newSkill = useRef<HTMLInputElement | null>(null);
  const focusNewSkill = useRef(false);

  useEffect(() => {
    if (focusNewSkill.current) {
      newSkill.current?.focus();
      focusNewSkill.current = false;
    }
  }, [draft.skills.length]);

  // What the figures would be with the draft as typed, before it is saved.
  const loadSt = gulliver ? numberOr(draft.size.loadSt) : (member.sheet.loadSt as number | undefined);
  const previewInput = {
    attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a.key, required(draft.attributes[a.key])])) as Record<AttributeKey, number>,
    secondary: Object.fromEntries(SECONDARY.filter((b) => draft.secondary[b.key].trim() !== '').map((b) => [b.key, Number(draft.secondary[b.key])])),
    ...(loadSt !== undefined && { loadSt }),
  };
  const previewKey = JSON.stringify(previewInput);
  const preview = useLatestAnswer(() => api.rules.gurps.characteristics(previewInput), previewKey);
  // Under GULLIVER the maximum follows the body's size, which the plain GURPS preview does not know: the saved one stands.
  const hpMax = gulliver ? member.hp.max : (preview.data?.hp.value ?? member.hp.max);

  async function save(event: FormEvent) {
    event.preventDefault();
    const hpChanged = draft.hp.trim() !== String(member.hp.current);
    const fpChanged = member.fp !== null && draft.fp.trim() !== String(member.fp.current);
    // Typed pools go as the change from what this window showed, so another window's blow stays.
    const hpBy = hpChanged ? changeFrom(required(draft.hp), member.hp.current) : undefined;
    const fpBy = fpChanged && member.fp ? changeFrom(required(draft.fp), member.fp.current) : undefined;
    const ok = await errors.attempt(() =>
      apply(
        api.member.update({
          memberId: member.id,
          name: draft.name,
          ...(hpChanged && (hpBy === undefined ? { hp: { current: required(draft.hp), max: hpMax } } : { hpBy })),
          ...(fpChanged && (fpBy === undefined ? { fp: { current: required(draft.fp) } } : { fpBy })),
          sheet: toSheet(draft, member.sheet, gulliver),
          read: { name: member.name, sheet: member.sheet },
        }),
      ),
    );
    setSaved(ok);
  }

  const input = (path: string, value: string, onChange: (v: string) => void, props: Record<string, unknown> = {}) => (id: string) => (
    <input id={id} value={value} aria-invalid={errors.errorFor(path) ? true : undefined} onChange={(e) => onChange(e.target.value)} {...props} />
  );
  const derivedValue = (key: SecondaryKey) => {
    const d = preview.data;
    if (!d) return null;
    const value = key === 'basicSpeed' ? fig(d.basicSpeed.value) : d[key].value;
    return <span className="numeric">= {value}</span>;
  };

  return (
    <div className="gurps-sheet">
      <form className="sheet" onSubmit={save} noValidate aria-label={`GURPS sheet of ${member.name}`}>
        <div className="gurps-identity">
          <Field label="Name" error={errors.errorFor('name')} className="gurps-name">
            {input('name', draft.name, (v) => edit((d) => void (d.name = v)))}
          </Field>
          <Field label="Species" error={errors.errorFor('sheet.species')}>
            {input('sheet.species', draft.species, (v) => edit((d) => void (d.species = v)))}
          </Field>
        </div>

        <fieldset className="gurps-attributes">
          <legend>Attributes</legend>
          {ATTRIBUTES.map((a) => (
            <Field key={a.key} label={<abbr title={a.title}>{a.label}</abbr>} error={errors.errorFor(`sheet.attributes.${a.key}`)} className="gurps-attribute">
              {input(`sheet.attributes.${a.key}`, draft.attributes[a.key], (v) => edit((d) => void (d.attributes[a.key] = v)), {
                inputMode: 'numeric',
                className: 'numeric',
                'aria-label': a.title,
              })}
            </Field>
          ))}
        </fieldset>
        <FieldError message={errors.errorFor('sheet.attributes')} />

        <section className="gurps-pools" aria-label="Hit and fatigue points">
          <Field label="Current HP" error={errors.errorFor('hp.current') ?? errors.errorFor('hp')} className="gurps-hp" hint={<>of {hpMax} ({gulliver ? 'at this size, as saved' : 'ST + bought HP'})</>}>
            {input('hp.current', draft.hp, (v) => edit((d) => void (d.hp = v)), { inputMode: 'numeric', className: 'numeric' })}
          </Field>
          {member.fp && (
            <Field label="Current FP" error={errors.errorFor('fp.current') ?? errors.errorFor('fp')} className="gurps-hp" hint={<>of {member.fp.max} (HT + bought FP)</>}>
              {input('fp.current', draft.fp, (v) => edit((d) => void (d.fp = v)), { inputMode: 'numeric', className: 'numeric' })}
            </Field>
          )}
          <div className="gurps-meters">
            <PoolMeters hp={member.hp} fp={member.fp} />
            <LoadMeter figures={member.figures} />
            <p className="hint">
              FP is spent and regained in play (rest, running, hunger) and can be set here by hand; its maximum follows from the sheet. The load comes from the Inventory tab;
              now <b>{encumbranceText(member)}</b>.
            </p>
          </div>
        </section>

        <KeptFigures sheet={member.sheet as Partial<GurpsCharacterSheet>} will={preview.data?.will.value} per={preview.data?.per.value} />

        <fieldset className="gurps-secondary">
          <legend>Bought secondary characteristics (+ or − from the base)</legend>
          {SECONDARY.map((b) => (
            <Field
              key={b.key}
              label={b.label}
              error={errors.errorFor(`sheet.secondary.${b.key}`)}
              hint={
                <>
                  from {b.from} {derivedValue(b.key)}
                </>
              }
            >
              {input(
                `sheet.secondary.${b.key}`,
                draft.secondary[b.key],
                (v) => edit((d) => void (d.secondary[b.key] = v)),
                b.key === 'basicSpeed'
                  ? { type: 'number', step: 0.25, inputMode: 'decimal', placeholder: '0', className: 'numeric' }
                  : { inputMode: 'numeric', placeholder: '0', className: 'numeric' },
              )}
            </Field>
          ))}
        </fieldset>
        <FieldError message={errors.errorFor('sheet.secondary')} />

        <fieldset className="gurps-skills">
          <legend>Skills</legend>
          {draft.skills.length === 0 && <p className="muted gurps-empty">No skills yet. Climbing, Hiking, Swimming and Leadership feed the Feats tab.</p>}
          {draft.skills.length > 0 && (
            <ul className="gurps-skill-list">
              {draft.skills.map((k, i) => (
                <li key={k.key} className="gurps-skill">
                  <Field label={<span className="visually-hidden">Skill {i + 1} name</span>} error={errors.errorFor(`sheet.skills.${i}.name`)} className="gurps-skill-name">
                    {(id) => (
                      <input
                        id={id}
                        ref={i === draft.skills.length - 1 ? newSkill : undefined}
                        value={k.name}
                        placeholder="Skill"
                        aria-invalid={errors.errorFor(`sheet.skills.${i}.name`) ? true : undefined}
                        onChange={(e) => edit((d) => void (d.skills[i].name = e.target.value))}
                      />
                    )}
                  </Field>
                  <Field label={<span className="visually-hidden">{k.name || `Skill ${i + 1}`} level</span>} error={errors.errorFor(`sheet.skills.${i}.level`)} className="gurps-skill-level">
                    {input(`sheet.skills.${i}.level`, k.level, (v) => edit((d) => void (d.skills[i].level = v)), { inputMode: 'numeric', className: 'numeric', placeholder: 'Level' })}
                  </Field>
                  <SkillNote kept={k.kept} />
                  <button type="button" className="danger-quiet gurps-remove" onClick={() => edit((d) => void d.skills.splice(i, 1))} aria-label={`Remove ${k.name || `skill ${i + 1}`}`}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="gurps-skill-actions">
            <button
              type="button"
              onClick={() => {
                focusNewSkill.current = true;
                edit((d) => void d.skills.push({ key: ++skillKeys, name: '', level: '10', kept: {} }));
              }}
            >
              Add skill
            </button>
            <FieldError message={errors.errorFor('sheet.skills')} />
          </div>
        </fieldset>

        <WeaponsEditor
          weapons={draft.weapons}
          edit={(mutate) => edit((d) => mutate(d.weapons))}
          errorFor={errors.errorFor}
          skills={draft.skills}
          thrust={preview.data?.thrust.value ?? null}
          swing={preview.data?.swing.value ?? null}
        />

        <div className="gurps-misc">
          <Field label="DR (armor)" error={errors.errorFor('sheet.dr')}>
            {input('sheet.dr', draft.dr, (v) => edit((d) => void (d.dr = v)), { inputMode: 'numeric', className: 'numeric' })}
          </Field>
          <label className="check">
            <input type="checkbox" checked={draft.nightVision} onChange={(e) => edit((d) => void (d.nightVision = e.target.checked))} />
            Night Vision (no darkness penalty short of total darkness)
          </label>
        </div>

        <TraitsEditor traits={draft.traits} edit={(mutate) => edit((d) => mutate(d.traits))} errorFor={errors.errorFor} />

        {gulliver && (
          <GulliverSizeFields member={member} size={draft.size} st={draft.attributes.st} edit={(mutate) => edit((d) => mutate(d.size))} errorFor={errors.errorFor} />
        )}

        <Field label="Notes" error={errors.errorFor('sheet.notes')} className="gurps-notes">
          {(id) => <textarea id={id} rows={3} value={draft.notes} onChange={(e) => edit((d) => void (d.notes = e.target.value))} />}
        </Field>

        <Banner message={errors.general} />
        <SheetActions saved={saved} dirty={dirty} onRevert={revert} />
      </form>

      <section className="gurps-derived" aria-labelledby={`derived-${member.id}`}>
        <h3 id={`derived-${member.id}`}>Derived figures</h3>
        <DerivedFigures member={member} />
      </section>
      <GcsExport member={member} />
    </div>
  );
}
