import { ApiCallError } from '../../api/client';
import type { ShellBuild } from './charts';

// Where on the form each problem belongs. A path is the API's, joined with dots:
// "sheet.attributes.st", "sheet.skills.2.kind", "hp.current".

export type Severity = 'error' | 'warning';

export interface Mark {
  severity: Severity;
  message: string;
}

export interface ListedProblem extends Mark {
  key: string;
  /** The input to focus for it; null when it is about the sheet as a whole (a budget). */
  path: string | null;
  where: string;
}

const SECONDARY_LABELS: Record<string, string> = { flight: 'Flight', atMod: 'AT Mod', defMod: 'DEF Mod' };

const WEAPON_FIELDS: Record<string, string> = { minStrength: 'min ST', canDisarm: 'disarm', maxRange: 'max range', ranged: 'range' };
const SHIELD_FIELDS: Record<string, string> = { pr: 'PR', hp: 'HP' };

/** A field path in words, for messages: ["sheet", "skills", 1, "level"] is "Skill 2 level". */
export function fieldLabel(path: readonly (string | number)[]): string {
  const [head, a, b, c] = path;
  if (head === 'name') return 'Name';
  if (head === 'hp') return 'Current HP';
  if (head !== 'sheet') return path.join('.');
  const row = (what: string) => `${what} ${Number(b) + 1}${c === undefined ? '' : ` ${c}`}`;
  switch (a) {
    case undefined:
      return 'Sheet';
    case 'attributes':
      return String(b).toUpperCase();
    case 'race':
      return b === 'modifiers' ? `Race ${String(c).toUpperCase()} modifier` : b === 'cost' ? 'Race chp' : 'Race name';
    case 'secondary':
      return b === undefined ? 'Secondary attributes' : (SECONDARY_LABELS[String(b)] ?? String(b).toUpperCase());
    case 'advantages':
      return b === undefined ? 'Advantages' : row('Trait');
    case 'skills':
      return b === undefined ? 'Skills' : row('Skill');
    case 'bodyWeightLb':
      return 'Body weight';
    case 'weapons': {
      if (b === undefined) return 'Weapons';
      const words = path.slice(3).map((p) => WEAPON_FIELDS[String(p)] ?? String(p));
      return [`Weapon ${Number(b) + 1}`, ...words].join(' ');
    }
    case 'shield':
      return b === undefined ? 'Shield' : `Shield ${SHIELD_FIELDS[String(b)] ?? String(b)}`;
    case 'armourDr':
      return 'Armour DR';
    case 'wealth':
      return 'Wealth';
    case 'notes':
      return 'Notes';
    default:
      return String(a);
  }
}

/** What went wrong, without the field an API error names first. */
export const reasonOf = (error: Error) => (error instanceof ApiCallError ? error.reason : error.message);

const isFieldError = (e: Error | null): e is ApiCallError => e instanceof ApiCallError && e.code === 'invalid_input';

/** Field paths that are not inputs of their own: the chp budget is the sheet, the exp budget the skill list. */
const WHOLE = new Set(['sheet', 'sheet.skills']);

export function collectProblems(build: ShellBuild | null, liveError: Error | null): ListedProblem[] {
  const listed: ListedProblem[] = [];
  if (isFieldError(liveError)) {
    const path = liveError.path.join('.');
    listed.push({ key: `input:${path}`, severity: 'error', message: reasonOf(liveError), path: WHOLE.has(path) ? null : path, where: fieldLabel(liveError.path) });
  }
  for (const p of build?.problems ?? []) {
    const path = p.path.join('.');
    listed.push({
      key: `${p.code}:${path}:${p.message}`,
      severity: p.severity,
      message: p.message,
      path: WHOLE.has(path) ? null : path,
      where: WHOLE.has(path) ? (path === 'sheet' ? 'Character points' : 'Experience points') : fieldLabel(p.path),
    });
  }
  return listed;
}

/** The worst mark on each input: a refused save, then a value the server cannot price, then the builder's problems. */
export function marksFor(problems: readonly ListedProblem[], saveError: Error | null): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  const put = (path: string | null, mark: Mark) => {
    if (path === null) return;
    const had = marks.get(path);
    if (!had || (had.severity === 'warning' && mark.severity === 'error')) marks.set(path, mark);
  };
  if (isFieldError(saveError)) put(saveError.path.join('.'), { severity: 'error', message: reasonOf(saveError) });
  for (const p of problems) put(p.path, p);
  return marks;
}

/** Props that tie an input to its path: found by a problem's "Show" button, outlined by its mark. */
export function markProps(marks: Map<string, Mark>, path: string, className?: string) {
  const mark = marks.get(path);
  const classes = [className, mark && `marked-${mark.severity}`].filter(Boolean).join(' ');
  return {
    'data-path': path,
    'aria-invalid': mark?.severity === 'error' ? true : undefined,
    className: classes || undefined,
    title: mark?.message,
  } as const;
}
