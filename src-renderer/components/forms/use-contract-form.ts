import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import { contract, type MethodInput, type MethodName } from '../../../src-shared/contract';
import { CampaignLeft } from '../../stores/per-campaign';
import { TimeHeld } from '../../stores/time-hold';
import { placeError } from '../field-errors';
import { problemsFromIssues, sortProblems, valueAt, type Problem } from './problems';
import { draftAfterSent } from './draft-after-sent';

export type Draft = Record<string, string | boolean>;

interface Nested {
  at: readonly (string | number)[];
  schema: z.ZodType;
}

interface Options<I, D extends Draft, R> {
  /** What the fields hold before the GM types: text for text boxes and selects, booleans for check boxes. */
  initial: D;
  /** The method's input built from the draft; `asNumber` turns typed text into a number the schema can judge. */
  toInput(draft: D): I;
  /** Sends the checked input (through a store); a rejection with the host's complaint is shown like the form's own. */
  send(input: I): Promise<R>;
  /** Input paths shown somewhere in the form besides the draft's keys (a list's area, "legs"), so their problems land there. */
  fields?: readonly string[];
  /**
   * Parts of the input the method's schema takes as they come and the host checks
   * against another schema (a campaign's options against its rules system's):
   * checked here too, so their problems show with the rest.
   */
  nested?: readonly Nested[] | ((draft: D) => readonly Nested[]);
  /** After a successful send: the draft goes back to `initial` unless this says otherwise. */
  onDone?(result: R): void;
  keepDraft?: boolean;
  /** When problems are shown, for a form that must open a folded part to show them. */
  onProblems?(problems: Problem[]): void;
}

/**
 * '' stays missing and anything not a plain number becomes NaN, so the GM reads
 * "enter a number" (a guess at "1,000" could be off by a thousand).
 */
export const asNumber = (text: string | boolean): number | undefined =>
  typeof text === 'boolean' || text.trim() === '' ? undefined : Number(text.trim());

const typing = (el: EventTarget) => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * A form that sends one contract method. It checks the draft against the method's
 * own input schema before sending, shows every problem at once beside its field in
 * plain words, focuses the first field with a problem, and puts the host's refusal
 * beside the field its path names (the host's check stays the authority). Enter
 * submits from any field (Ctrl+Enter in a text area); Esc leaves the field.
 *
 * Draft keys are the input paths their fields fill ("turns", "member.sheet.class"),
 * so problems land on them; `fields` names other places (a list's area), `nested`
 * checks parts the method takes as they come (a sheet, against its system's schema),
 * and `errorFor` can be handed to an editor that takes an ErrorFor (StatBlockEditor).
 *
 * ```tsx
 * const form = useContractForm('dungeon.rest', {
 *   initial: { turns: '1' },
 *   toInput: (d) => ({ partyId, turns: asNumber(d.turns) as number }),
 *   send: (input) => useDungeon.getState().act('dungeon.rest', input),
 * });
 * <form {...form.formProps} aria-label="Rest">
 *   <input {...form.text('turns')} aria-label="Turns of rest" />
 *   <FieldError {...form.errorProps('turns')} />
 *   <FormProblems form={form} />   // problems that belong to no field
 *   <button type="submit" disabled={form.busy}>Rest</button>
 * </form>
 * ```
 */
export function useContractForm<N extends MethodName, D extends Draft, R = unknown>(method: N, options: Options<MethodInput<N>, D, R>) {
  return useSchemaForm(contract[method].input, options);
}

/**
 * The same for a form whose input is a part of a method's (a hex, before it joins
 * a journey's legs): checked against that part's schema, taken from the contract.
 */
export function useSchemaForm<I, D extends Draft, R = unknown>(schema: z.ZodType, options: Options<I, D, R>) {
  const { initial, toInput, send, fields = [], nested = [], onDone, keepDraft, onProblems } = options;
  const [draft, setDraft] = useState<D>(initial);
  const [problems, setProblems] = useState<{ byField: Record<string, string>; general: string[] }>({ byField: {}, general: [] });
  const [busy, setBusy] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const generalRef = useRef<HTMLElement | null>(null);
  // The general list exists only once the problems are drawn: it is focused after that render.
  const [generalFocus, setGeneralFocus] = useState(0);
  useEffect(() => {
    if (generalFocus > 0) generalRef.current?.focus();
  }, [generalFocus]);
  const formId = useId();
  const errorId = (name: string) => `${formId}-${name.replaceAll('.', '-')}-error`;

  const places = () => [...new Set([...Object.keys(draft), ...fields, ...elements.current.keys()])];

  /** Shows the problems and takes the GM to the first: the earliest field in the page, or the form's general message. */
  function show(found: Problem[]) {
    const sorted = sortProblems(found);
    setProblems(sorted);
    onProblems?.(found);
    const first = Object.keys(sorted.byField)
      .map((f) => elements.current.get(f))
      .filter((el): el is HTMLElement => !!el)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    if (first) first.focus();
    else if (sorted.general.length > 0) setGeneralFocus((n) => n + 1);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const input = toInput(draft);
    const issues = [...(schema.safeParse(input).error?.issues ?? [])];
    for (const part of typeof nested === 'function' ? nested(draft) : nested) {
      const found = part.schema.safeParse(valueAt(input, part.at)).error?.issues ?? [];
      issues.push(...found.map((issue) => ({ ...issue, path: [...part.at, ...issue.path] })));
    }
    if (issues.length > 0) return show(problemsFromIssues(issues, input, places()));
    setBusy(true);
    const sent = draft;
    try {
      const result = await send(input);
      setProblems({ byField: {}, general: [] });
      if (!keepDraft) setDraft((now) => draftAfterSent(now, sent, initial));
      onDone?.(result);
    } catch (e) {
      // The GM switched campaign while it was sent: nothing here is about this form any more.
      if (!(e instanceof CampaignLeft) && !(e instanceof TimeHeld)) show([placeError(e as Error, places())]);
    } finally {
      setBusy(false);
    }
  }

  // The GM is fixing a field: its old complaint, and any about the form as a whole, no longer describe what it holds.
  const settle = useCallback((name: string) => {
    setProblems((p) => {
      if (!(name in p.byField) && p.general.length === 0) return p;
      const byField = { ...p.byField };
      delete byField[name];
      return { byField, general: [] };
    });
  }, []);

  const set = useCallback(
    <K extends keyof D>(name: K, value: D[K]) => {
      setDraft((d) => ({ ...d, [name]: value }));
      settle(name as string);
    },
    [settle],
  );

  /** What every control needs: a ref to focus it, and its complaint announced with it. */
  const control = (name: string) => ({
    name,
    ref: (el: HTMLElement | null) => {
      if (el) elements.current.set(name, el);
      else elements.current.delete(name);
    },
    'aria-invalid': problems.byField[name] ? true : undefined,
    'aria-describedby': problems.byField[name] ? errorId(name) : undefined,
    onInput: () => settle(name),
  });

  return {
    draft,
    set,
    busy,
    submit,
    /** Problems that belong to no field of the form, newest refusal included. */
    general: problems.general,
    errorFor: (name: string): string | null => problems.byField[name] ?? null,
    formProps: {
      noValidate: true,
      onSubmit: (e: FormEvent) => void submit(e),
      onKeyDown: (e: KeyboardEvent<HTMLFormElement>) => {
        if (!typing(e.target)) return;
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          (e.target as HTMLElement).blur();
        } else if (e.key === 'Enter' && !e.nativeEvent.isComposing && (!(e.target instanceof HTMLTextAreaElement) || e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void submit();
        }
      },
    },
    control,
    /** A text box or select bound to a text field of the draft. */
    text: (name: keyof D & string) => ({
      ...control(name),
      value: String(draft[name] ?? ''),
      onChange: (e: { target: { value: string } }) => set(name, e.target.value as D[typeof name]),
    }),
    /** A check box bound to a yes/no field of the draft. */
    checkbox: (name: keyof D & string) => ({
      ...control(name),
      type: 'checkbox' as const,
      checked: Boolean(draft[name]),
      onChange: (e: { target: { checked: boolean } }) => set(name, e.target.checked as D[typeof name]),
    }),
    /** Props for the FieldError beside a field. */
    errorProps: (name: string) => ({ message: problems.byField[name] ?? null, id: errorId(name) }),
    generalRef,
  };
}

export type ContractForm = ReturnType<typeof useSchemaForm>;
