import { useEffect } from 'react';

export interface Shortcut {
  /** KeyboardEvent.key, compared case-insensitively. */
  key: string;
  ctrl?: boolean;
  /** Unset on a letter: only without Shift. Unset on another key: either way. */
  shift?: boolean;
  /** False keeps a Ctrl shortcut out of text fields, where Ctrl+Z must undo the typing, not a GM action. */
  inFields?: boolean;
  run(): void;
}

/** A ticked box or a pressed radio takes no letters, so a shortcut pressed there still acts. */
const UNTYPED_INPUTS = ['checkbox', 'radio', 'button', 'submit', 'reset'];
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['SELECT', 'TEXTAREA'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !UNTYPED_INPUTS.includes(target.type)));

/**
 * A letter says whether it wants Shift, unasked meaning without: Shift+letter belongs
 * to the encounter card over every view (Shift+F starts its fight, where F alone sets
 * an effect or fits the map). Other keys ("+", "?") match either way, as layouts differ.
 */
function shiftMatches(s: Shortcut, shifted: boolean): boolean {
  const wanted = s.shift ?? (/^[a-z]$/i.test(s.key) ? false : undefined);
  return wanted === undefined || wanted === shifted;
}

/**
 * Single-key shortcuts for the actions used every turn. They stay quiet while the
 * GM types in a field, and Ctrl (or Cmd) ones are matched exactly.
 */
export function useShortcuts(shortcuts: Shortcut[], enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.repeat) return;
      const ctrl = event.ctrlKey || event.metaKey;
      const inField = typing(event.target);
      if (!ctrl && inField) return;
      const hit = shortcuts.find(
        (s) =>
          s.key.toLowerCase() === event.key.toLowerCase() &&
          Boolean(s.ctrl) === ctrl &&
          shiftMatches(s, event.shiftKey) &&
          !(inField && s.inFields === false),
      );
      if (hit) {
        event.preventDefault();
        hit.run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts, enabled]);
}
