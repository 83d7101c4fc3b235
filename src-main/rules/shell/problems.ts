/**
 * What a sheet check found. An error means the sheet breaks a rule and a UI
 * should refuse it; a warning is something the seed allows only when the GM
 * agrees, so the UI should show it and let the GM decide.
 */
export type ProblemSeverity = 'error' | 'warning';

export type ProblemCode =
  | 'over-budget-chp'
  | 'over-budget-exp'
  | 'attribute-outside-chart'
  | 'value-outside-range'
  | 'mv-above-limit'
  | 'hp-bought-by-pc'
  | 'npc-only-attribute'
  | 'secondary-lowered'
  | 'combat-skill-minor'
  | 'single-skill-group';

export interface Problem {
  readonly code: ProblemCode;
  readonly severity: ProblemSeverity;
  /** Where on the sheet, e.g. "secondary.MV" or "skills[2]". */
  readonly field: string;
  readonly message: string;
}

export const hasErrors = (problems: readonly Problem[]): boolean => problems.some((p) => p.severity === 'error');
