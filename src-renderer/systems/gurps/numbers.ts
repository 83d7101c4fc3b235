import type { MemberView } from '../../../src-shared/contract';

/** A number as typed: empty stays undefined, anything else goes to the server as a number (or NaN, which it refuses by name). */
export const numberOr = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
/** For a required field: empty reads as NaN, so the server names the field instead of the call failing quietly. */
export const required = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** "50.0%", with "<0.1%" and ">99.9%" at the ends so a tiny chance is never shown as none. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** A single 3d6 roll's chance is a whole number of 216ths: "37.5% (81 in 216)". */
export function chance216(p: number): string {
  return `${percent(p)} (${Math.round(p * 216)} in 216)`;
}

/** Two decimals at most, no float noise. */
export { figure as fig } from '../../../src-shared/figures';

/** A skill's level by name, any case; the first of several names that the sheet has. */
export function skillLevel(member: MemberView, ...names: string[]): number | undefined {
  const skills = (member.sheet.skills as { name: string; level: number }[] | undefined) ?? [];
  for (const name of names) {
    const found = skills.find((s) => s.name.trim().toLowerCase() === name.toLowerCase());
    if (found) return found.level;
  }
  return undefined;
}
