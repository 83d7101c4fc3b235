// Input checks shared by the GURPS rule modules; each refusal carries the field's path and the reason.

import { RuleInputError, type RulePath } from '../rule-input-error';

export function requireWhole(field: string | RulePath, value: number, min = 0): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RuleInputError(field, `must be a whole number of ${min} or more, got ${value}`);
  }
}

export function requireInteger(field: string | RulePath, value: number): void {
  if (!Number.isInteger(value)) throw new RuleInputError(field, `must be a whole number, got ${value}`);
}

export function requireWholeBetween(field: string | RulePath, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RuleInputError(field, `must be a whole number from ${min} to ${max}, got ${value}`);
  }
}

export function requireAtLeast(field: string | RulePath, value: number, min = 0): void {
  if (!Number.isFinite(value) || value < min) throw new RuleInputError(field, `must be ${min} or more, got ${value}`);
}

export function requirePositive(field: string | RulePath, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RuleInputError(field, `must be more than 0, got ${value}`);
}
