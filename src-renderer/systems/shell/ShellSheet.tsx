import { useId, useMemo, useState, type FormEvent } from 'react';
import type { MemberView, MethodInput } from '../../../src-shared/contract';
import { api, ApiCallError } from '../../api/client';
import { SheetActions } from '../../components/SheetActions';
import { changeFrom } from '../../components/pool-edit';
import { useLatestAnswer } from '../../components/use-latest-answer';
import { useSheetDraft } from '../../components/use-sheet-draft';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useParty } from '../../stores/party';
import { BudgetMeter } from './BudgetMeter';
import { GearSection } from './gear';
import { toDraft, toSheet } from './draft';
import { useShellCharts, type ShellBuild } from './charts';
import { collectProblems, fieldLabel, markProps, marksFor, reasonOf, type ListedProblem } from './marks';
import { DerivedSection, LedgerSection, OtherSection, PrimarySection, RaceSection, SecondarySection, SkillsSection, TraitsSection, type SectionProps } from './sections';
import './shell.css';

/** A reason as a sentence: capital first, full stop last. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** A number as typed: blank stays blank so the server names the field. */
const num = (text: string) => (text.trim() === '' ? text : Number(text));

function focusField(path: string) {
  const el = document.querySelector<HTMLElement>(`.shell-sheet [data-path="${CSS.escape(path)}"]`);
  if (!el) return;
  el.closest('details')?.setAttribute('open', '');
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}

function ProblemList({ problems, pending }: { problems: readonly ListedProblem[]; pending: boolean }) {
  if (problems.length === 0) return null;
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return (
    <section className={`shell-problems${pending ? ' is-pending' : ''}`} aria-label="Builder problems" aria-live="polite">
      <p className="problems-head">
        {errors > 0 && <span className="count error">{errors === 1 ? '1 error' : `${errors} errors`}</span>}
        {warnings > 0 && <span className="count warning">{warnings === 1 ? '1 warning' : `${warnings} warnings`}</span>}
        <span className="muted">
          {errors > 0 ? 'Errors stop a player character from being saved; warnings are yours to allow.' : 'Warnings are yours to allow; the sheet can be saved.'}
        </span>
      </p>
      <ul>
        {problems.map((p) => (
          <li key={p.key} className={`problem ${p.severity}`}>
            <span className="problem-tag">{p.severity === 'error' ? 'Error' : 'Warning'}</span>
            <span className="problem-where">{p.where}</span>
            <span className="problem-message">{p.message}</span>
            {p.path && (
              <button type="button" className="link-button" onClick={() => focusField(p.path!)}>
                Show
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Shell point-buy builder: a character's sheet priced live against the campaign's budgets. */
export function ShellSheet({ member }: { member: MemberView }) {
  // A fresh builder per character, so nothing typed for one (or a section opened) carries over to the next.
  return <ShellBuilder key={member.id} member={member} />;
}

function ShellBuilder({ member }: { member: MemberView }) {
  const apply = useParty((s) => s.apply);
  const campaign = useCampaigns(selectCurrentCampaign);
  const campaignId = campaign?.rulesSystem === 'shell' ? campaign.id : null;
  const charts = useShellCharts();
  const id = useId();

  const [saveError, setSaveError] = useState<Error | null>(null);
  const [saving, setSaving] = useState(false);
  const baseline = useMemo(() => toDraft(member), [member]);
  // Another window's change that refused this one's save stays said as the sheet shows it.
  const { draft, edit, saved, setSaved, revert } = useSheetDraft(baseline, () => setSaveError((e) => (e instanceof ApiCallError && e.code === 'conflict' ? e : null)));

  const preview = useMemo(() => toSheet(draft, member.sheet, true), [draft, member.sheet]);
  // Prices the draft against the campaign's budgets as the GM types; never saves anything.
  const live = useLatestAnswer<ShellBuild>(
    () => (campaignId === null ? null : api.rules.shell.build({ campaignId, sheet: preview as MethodInput<'rules.shell.build'>['sheet'] })),
    JSON.stringify([campaignId, preview]),
  );
  const build = live.data;
  const stored = useMemo(() => JSON.stringify(toSheet(baseline, member.sheet)), [baseline, member.sheet]);
  const dirty = draft.hpTouched || draft.endTouched || draft.name !== member.name || JSON.stringify(toSheet(draft, member.sheet)) !== stored;

  const problems = useMemo(() => collectProblems(build, live.error), [build, live.error]);
  const marks = useMemo(() => marksFor(problems, saveError), [problems, saveError]);
  const inputRefused = live.error instanceof ApiCallError && live.error.code === 'invalid_input';
  const stale = inputRefused && build !== null;
  const unavailable = live.error && !inputRefused ? live.error : null;

  const hpMax = build?.secondary.find((s) => s.id === 'HP')?.value ?? member.hp.max;
  const endMax = build?.secondary.find((s) => s.id === 'END')?.value ?? member.fp?.max ?? null;

  async function save(event: FormEvent) {
    event.preventDefault();
    // Typed pools go as the change from what this window showed, so another window's blow stays.
    const hpBy = changeFrom(num(draft.hpCurrent), member.hp.current);
    const endBy = member.fp ? changeFrom(num(draft.endCurrent), member.fp.current) : undefined;
    setSaving(true);
    try {
      await apply(
        api.member.update({
          memberId: member.id,
          name: draft.name,
          ...(draft.hpTouched && (hpBy === undefined ? { hp: { current: num(draft.hpCurrent) as number, max: hpMax } } : { hpBy })),
          ...(draft.endTouched && (endBy === undefined ? { fp: { current: num(draft.endCurrent) as number } } : { fpBy: endBy })),
          sheet: toSheet(draft, member.sheet),
          read: { name: member.name, sheet: member.sheet },
        }),
      );
      setSaveError(null);
      setSaved(true);
    } catch (error) {
      setSaveError(error as Error);
      setSaved(false);
    } finally {
      setSaving(false);
    }
  }

  // A single reason is put to its field ("Skill 2 name: must not be empty"); the
  // campaign's list of sheet errors ("...; over budget by 15 chp...") is shown as it is.
  const refusal = saveError
    ? saveError instanceof ApiCallError && saveError.path.length > 1 && !reasonOf(saveError).includes('; ')
      ? `${fieldLabel(saveError.path)}: ${reasonOf(saveError)}`
      : reasonOf(saveError)
    : null;

  const props: SectionProps = { draft, edit, build, charts, marks };
  const npc = build ? !build.isPc : draft.npc;

  return (
    <form className="shell-sheet" onSubmit={save} noValidate aria-label={`Shell sheet of ${member.name}`}>
      <div className="shell-budgets" aria-label="Point budgets" role="region">
        <BudgetMeter label="Character points" unit="chp" ledger={build?.chp} npc={npc} pending={live.pending} stale={stale} />
        <BudgetMeter label="Experience points" unit="exp" ledger={build?.exp} npc={npc} pending={live.pending} stale={stale} />
        <p className="budget-note">
          {stale
            ? 'Totals as of the last sheet that could be priced: fix the value marked below.'
            : npc
              ? 'NPC: the budgets are a guide, not a limit.'
              : 'Budgets set by the campaign.'}
          {live.pending && <span className="updating"> Updating…</span>}
        </p>
      </div>

      {unavailable && (
        <p className="banner warn shell-unavailable">
          The live totals could not be worked out ({unavailable.message}). The campaign still checks the sheet when you save.
        </p>
      )}
      <ProblemList problems={problems} pending={live.pending} />

      <section className="shell-section shell-vitals" aria-label="Character">
        <div className="field vitals-name">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} value={draft.name} onChange={(e) => edit((d) => void (d.name = e.target.value))} {...markProps(marks, 'name')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hp`}>Current HP</label>
          <div className="pool">
            <input
              id={`${id}-hp`}
              inputMode="numeric"
              value={draft.hpCurrent}
              onChange={(e) =>
                edit((d) => {
                  d.hpCurrent = e.target.value;
                  d.hpTouched = true;
                })
              }
              {...markProps(marks, 'hp.current', 'num-input')}
            />
            <span className="pool-max numeric">of {hpMax}</span>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>Current END</label>
          <div className="pool">
            <input
              id={`${id}-end`}
              inputMode="numeric"
              value={draft.endCurrent}
              disabled={!member.fp}
              onChange={(e) =>
                edit((d) => {
                  d.endCurrent = e.target.value;
                  d.endTouched = true;
                })
              }
              {...markProps(marks, 'fp.current', 'num-input')}
            />
            <span className="pool-max numeric">of {endMax ?? '–'}</span>
          </div>
        </div>
        <label className="check npc-check">
          <input type="checkbox" checked={draft.npc} onChange={(e) => edit((d) => void (d.npc = e.target.checked))} />
          NPC (not held to the budgets)
        </label>
        <p className="hint vitals-hint">
          Max HP and END follow from the sheet. END is spent and regained in play (fatigue, rest); set it here only to correct it.
        </p>
      </section>

      <RaceSection {...props} />
      <PrimarySection {...props} />
      <SecondarySection {...props} />
      <TraitsSection {...props} />
      <OtherSection {...props} />
      <SkillsSection {...props} />
      <GearSection {...props} />
      <DerivedSection build={build} />
      <LedgerSection build={build} />

      <div className="field shell-notes">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} rows={3} value={draft.notes} onChange={(e) => edit((d) => void (d.notes = e.target.value))} {...markProps(marks, 'sheet.notes')} />
      </div>

      <div className={`shell-actions${refusal ? ' refused' : ''}`}>
        {refusal && (
          <p className="shell-refusal" role="alert">
            <strong>Not saved.</strong> {sentence(refusal)}
            <span className="muted"> Your edits are kept.</span>
          </p>
        )}
        <SheetActions saved={saved} dirty={dirty} saving={saving} canRevert={dirty || saveError !== null} onRevert={revert} />
      </div>
    </form>
  );
}
