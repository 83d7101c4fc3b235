import { create } from 'zustand';
import type { JournalEntry } from '../../src-shared/contract';

export type ToastTone = 'ok' | 'error';

/** Where a toast stands: just under (or, near the window's foot, just over) the control the GM used. */
export interface ToastSpot {
  left: number;
  top: number;
  bottom: number;
}

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  spot: ToastSpot | null;
}

interface ToastStore {
  toasts: Toast[];
  /** Shows a result or a refusal beside `near` (by default the control that has the focus, which a click gives it). */
  notify(text: string, tone?: ToastTone, near?: Element | ToastSpot | null): void;
  dismiss(id: number): void;
}

/** A refusal stays up long enough to be read in full; a result only long enough to be seen. */
const SHOWN_MS: Record<ToastTone, number> = { ok: 4000, error: 9000 };

/** The element a key press acted for: the control carrying that key's badge, else the cockpit. */
function anchorOf(near: Element | null | undefined): Element | null {
  if (near && near !== document.body && near.isConnected) return near;
  const focused = document.activeElement;
  if (focused && focused !== document.body) return focused;
  return document.querySelector('[data-toast-home]');
}

/**
 * Where a control stands now. Taken as the GM acts: by the time the answer comes the control may be
 * gone (an Open button once the door is open) or the focus elsewhere.
 */
export function spotNear(near?: Element | null): ToastSpot | null {
  const element = anchorOf(near);
  if (!element) return null;
  const r = element.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { left: r.left, top: r.top, bottom: r.bottom };
}

let nextId = 1;

export const useToasts = create<ToastStore>((set, get) => ({
  toasts: [],
  notify(text, tone = 'ok', near) {
    const id = nextId++;
    // The same words again replace the last ones: a refusal said once, where it was asked.
    const spot = near && !(near instanceof Element) ? near : spotNear(near);
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.text !== text).slice(-3), { id, text, tone, spot }] }));
    setTimeout(() => get().dismiss(id), SHOWN_MS[tone]);
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shorthand for the stores: a result or a refusal, beside the control the GM just used. */
export const notify = (text: string, tone: ToastTone = 'ok', near?: Element | ToastSpot | null) => useToasts.getState().notify(text, tone, near);

/** The control that carries a shortcut's key badge (`data-key`), for a toast after a key press. */
export const keyControl = (key: string): Element | null => document.querySelector(`[data-key="${CSS.escape(key)}"]`);

/** What Undo or Redo just did, in the journal's own words for it. */
export const historyWords = (direction: 'undo' | 'redo', entry: Pick<JournalEntry, 'summary'>) => `${direction === 'undo' ? 'Undone' : 'Redone'}: ${entry.summary}`;
