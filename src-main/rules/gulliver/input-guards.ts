// Input guards shared by the GULLIVER modules: each refusal carries the field's path and the reason.

import { RuleInputError, type RulePath } from '../rule-input-error';

export function requireFinite(field: string | RulePath, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RuleInputError(field, `must be a finite number, got ${value}`);
}

export function requirePositive(field: string | RulePath, value: number): void {
  requireFinite(field, value);
  if (value <= 0) throw new RuleInputError(field, `must be more than 0, got ${value}`);
}

export function requireNonNegative(field: string | RulePath, value: number): void {
  requireFinite(field, value);
  if (value < 0) throw new RuleInputError(field, `must be 0 or more, got ${value}`);
}

export function requireWholeAtLeast(field: string | RulePath, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RuleInputError(field, `must be a whole number of at least ${min}, got ${value}`);
  }
}

export function requireOneOf<T extends string>(field: string | RulePath, value: T, allowed: readonly T[]): void {
  if (!allowed.includes(value)) throw new RuleInputError(field, `must be one of ${allowed.join(', ')}, got ${String(value)}`);
}
