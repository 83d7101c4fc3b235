import type { CombatantView } from '../../../src-shared/contract';

/** "0:20", "12:05", "1:02:30": game time gone by in a fight. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** "Round 3 · 0:20 elapsed". */
export const roundLine = (round: number, elapsedSeconds: number) => `Round ${round} · ${formatElapsed(elapsedSeconds)} elapsed`;

/** A chance as the table reads it: "90.7%", "100%", "<0.1%". */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999) return '>99.9%';
  const text = (p * 100).toFixed(1);
  return `${text.endsWith('.0') ? text.slice(0, -2) : text}%`;
}

/** "+2", "-3", "0" for modifiers. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** Number inputs keep what was typed; an empty box is left out and the server judges the rest. */
export function typed(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

export const sideLabel = (c: Pick<CombatantView, 'side'>) => (c.side === 'party' ? 'Party' : 'Foe');
