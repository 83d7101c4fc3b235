// Input checks shared by the combat modules: every refusal names the field and the reason.

export function wholeNumber(field: string, value: number, min?: number): number {
  if (!Number.isInteger(value)) throw new RangeError(`${field} must be a whole number, got ${value}`);
  if (min !== undefined && value < min) throw new RangeError(`${field} must be ${min} or more, got ${value}`);
  return value;
}

export function finiteNumber(field: string, value: number, min?: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`${field} must be a finite number, got ${value}`);
  if (min !== undefined && value < min) throw new RangeError(`${field} must be ${min} or more, got ${value}`);
  return value;
}

export function notAbove(field: string, value: number, max: number): number {
  if (value > max) throw new RangeError(`${field} must be ${max} or less, got ${value}`);
  return value;
}
